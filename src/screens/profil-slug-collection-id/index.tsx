import { placeholderScreen } from '../placeholder';

/** Screen 'profil-slug-collection-id' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('profil-slug-collection-id', 'profile');
