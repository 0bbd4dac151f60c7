import type { RouteName } from './route-table';
import type { AnyScreen } from './screen';

/** Loads a screen module lazily, so a request only evaluates the screen it renders. */
export type ScreenLoader = () => Promise<{ screen: AnyScreen }>;

/**
 * The screen module of every named route (`src/screens/<route-name>/index.tsx`).
 * 'profil-slug-qualite-id' never renders (it redirects); it points at the reviews screen.
 */
export const SCREENS: Record<RouteName, ScreenLoader> = {
  index: () => import('../screens/index'),
  articles: () => import('../screens/articles'),
  'articles-slug': () => import('../screens/articles-slug'),
  'articles-tags-slug': () => import('../screens/articles-tags-slug'),
  'membres-category-slug-geography': () => import('../screens/membres-category-slug-geography'),
  'membres-clients': () => import('../screens/membres-clients'),
  'membres-clients-slug': () => import('../screens/membres-clients-slug'),
  'membres-leaderboards-slug': () => import('../screens/membres-leaderboards-slug'),
  'membres-trustawards-year': () => import('../screens/membres-trustawards-year'),
  'membres-search': () => import('../screens/membres-search'),
  'profil-slug': () => import('../screens/profil-slug'),
  'profil-slug-collection-id': () => import('../screens/profil-slug-collection-id'),
  'profil-slug-qualite-id': () => import('../screens/profil-slug-reviews'),
  'profil-slug-reference-id': () => import('../screens/profil-slug-reference-id'),
  'profil-slug-reviews': () => import('../screens/profil-slug-reviews'),
  'profil-slug-reviews-page-number': () => import('../screens/profil-slug-reviews-page-number'),
  'profil-slug-culture': () => import('../screens/profil-slug-culture'),
  'profil-slug-data': () => import('../screens/profil-slug-data'),
  'profil-slug-ecosystem': () => import('../screens/profil-slug-ecosystem'),
  'profil-slug-rewards': () => import('../screens/profil-slug-rewards'),
};
