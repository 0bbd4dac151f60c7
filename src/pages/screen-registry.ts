import type { AnyScreen } from '../render/screen';
import type { RouteName } from '../routing/route-table';

/** Loads a screen module lazily, so a request only evaluates the screen it renders. */
export type ScreenLoader = () => Promise<{ screen: AnyScreen }>;

/**
 * The screen module of every named route (`src/screens/<route-name>/index.tsx`).
 * 'profil-slug-qualite-id' never renders (it redirects); it points at the reviews screen.
 */
export const SCREENS: Record<RouteName, ScreenLoader> = {
  index: () => import('../screens/home'),
  articles: () => import('../screens/articles/list'),
  'articles-slug': () => import('../screens/articles/article'),
  'articles-tags-slug': () => import('../screens/articles/tag'),
  'membres-category-slug-geography': () => import('../screens/directory'),
  'membres-clients': () => import('../screens/buyers/list'),
  'membres-clients-slug': () => import('../screens/buyers/buyer'),
  'membres-leaderboards-slug': () => import('../screens/leaderboard'),
  'membres-trustawards-year': () => import('../screens/trustawards'),
  'membres-compare': () => import('../screens/compare'),
  'membres-search': () => import('../screens/search'),
  'profil-slug': () => import('../screens/profile/home'),
  'profil-slug-collection-id': () => import('../screens/profile/collection'),
  'profil-slug-qualite-id': () => import('../screens/profile/reviews'),
  'profil-slug-reference-id': () => import('../screens/profile/reference'),
  'profil-slug-reviews': () => import('../screens/profile/reviews'),
  'profil-slug-reviews-page-number': () => import('../screens/profile/reviews-page'),
  'profil-slug-culture': () => import('../screens/profile/culture'),
  'profil-slug-data': () => import('../screens/profile/data'),
  'profil-slug-ecosystem': () => import('../screens/profile/ecosystem'),
  'profil-slug-rewards': () => import('../screens/profile/rewards'),
};
