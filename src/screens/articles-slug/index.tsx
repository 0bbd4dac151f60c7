import { placeholderScreen } from '../placeholder';

/** Screen 'articles-slug' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('articles-slug', 'marketplace');
