import { placeholderScreen } from '../placeholder';

/** Screen 'index' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('index', 'marketplace');
