import { common } from './common';
import { compare } from './compare';
import { errors } from './errors';
import { kinds } from './kinds';
import { marketplace } from './marketplace';
import { profile } from './profile';
import { shell } from './shell';
import { widget } from './widget';

/** Every area dictionary of nl-NL, one namespace per area file (`t('errors.404.title')`). */
export const dictionary = { common, compare, errors, kinds, marketplace, profile, shell, widget };
