import { placeholderScreen } from '../placeholder';

/** Screen 'membres-category-slug-geography' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('membres-category-slug-geography', 'marketplace');
