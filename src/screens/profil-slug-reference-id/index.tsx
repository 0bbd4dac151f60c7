import { placeholderScreen } from '../placeholder';

/** Screen 'profil-slug-reference-id' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('profil-slug-reference-id', 'profile');
