import { placeholderScreen } from '../placeholder';

/** Screen 'profil-slug-reviews-page-number' (spec section 2): placeholder until its screen is built. */
export const screen = placeholderScreen('profil-slug-reviews-page-number', 'profile');
