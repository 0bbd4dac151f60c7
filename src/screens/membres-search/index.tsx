import { placeholderScreen } from '../placeholder';

/** Screen 'membres-search' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('membres-search', 'marketplace');
