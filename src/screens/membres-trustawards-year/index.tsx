import { placeholderScreen } from '../placeholder';

/** Screen 'membres-trustawards-year' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('membres-trustawards-year', 'marketplace');
