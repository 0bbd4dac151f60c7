import { placeholderScreen } from '../placeholder';

/** Screen 'articles-tags-slug' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('articles-tags-slug', 'marketplace');
