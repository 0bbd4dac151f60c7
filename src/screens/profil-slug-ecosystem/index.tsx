import { placeholderScreen } from '../placeholder';

/** Screen 'profil-slug-ecosystem' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('profil-slug-ecosystem', 'profile');
