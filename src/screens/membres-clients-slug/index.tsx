import { placeholderScreen } from '../placeholder';

/** Screen 'membres-clients-slug' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('membres-clients-slug', 'marketplace');
