import { common } from './common';
import { errors } from './errors';
import { kinds } from './kinds';
import { marketplace } from './marketplace';
import { profile } from './profile';
import { shell } from './shell';

/** Every area dictionary of de-DE, one namespace per area file (`t('errors.404.title')`). */
export const dictionary = { common, errors, kinds, marketplace, profile, shell };
