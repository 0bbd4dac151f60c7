import { placeholderScreen } from '../placeholder';

/** Screen 'profil-slug' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('profil-slug', 'profile');
