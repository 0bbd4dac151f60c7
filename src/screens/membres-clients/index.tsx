import { placeholderScreen } from '../placeholder';

/** Screen 'membres-clients' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('membres-clients', 'marketplace');
