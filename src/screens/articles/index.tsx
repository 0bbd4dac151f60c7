import { placeholderScreen } from '../placeholder';

/** Screen 'articles' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('articles', 'marketplace');
