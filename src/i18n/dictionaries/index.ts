import type { Locale } from '../locales';
import { dictionary as deDE } from './de-DE';
import { dictionary as enGB } from './en-GB';
import { dictionary as esES } from './es-ES';
import { dictionary as frFR } from './fr-FR';
import { dictionary as itIT } from './it-IT';
import { dictionary as nlNL } from './nl-NL';

/** The shape of a locale's whole dictionary: one namespace per area file. */
export type Dictionary = typeof frFR;

/** Every locale's dictionary, loaded into rosetta by `translator()`. */
export const dictionaries: Record<Locale, Dictionary> = {
  'fr-FR': frFR,
  'en-GB': enGB,
  'es-ES': esES,
  'it-IT': itIT,
  'de-DE': deDE,
  'nl-NL': nlNL,
};
