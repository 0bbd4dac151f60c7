import type { Locale } from '../locales';
import deCommon from './de-DE/common.json';
import deCompare from './de-DE/compare.json';
import deErrors from './de-DE/errors.json';
import deFacts from './de-DE/facts.json';
import deKinds from './de-DE/kinds.json';
import deMarketplace from './de-DE/marketplace.json';
import deProfile from './de-DE/profile.json';
import deShell from './de-DE/shell.json';
import deWidget from './de-DE/widget.json';
import enCommon from './en-GB/common.json';
import enCompare from './en-GB/compare.json';
import enErrors from './en-GB/errors.json';
import enFacts from './en-GB/facts.json';
import enKinds from './en-GB/kinds.json';
import enMarketplace from './en-GB/marketplace.json';
import enProfile from './en-GB/profile.json';
import enShell from './en-GB/shell.json';
import enWidget from './en-GB/widget.json';
import esCommon from './es-ES/common.json';
import esCompare from './es-ES/compare.json';
import esErrors from './es-ES/errors.json';
import esFacts from './es-ES/facts.json';
import esKinds from './es-ES/kinds.json';
import esMarketplace from './es-ES/marketplace.json';
import esProfile from './es-ES/profile.json';
import esShell from './es-ES/shell.json';
import esWidget from './es-ES/widget.json';
import frCommon from './fr-FR/common.json';
import frCompare from './fr-FR/compare.json';
import frErrors from './fr-FR/errors.json';
import frFacts from './fr-FR/facts.json';
import frKinds from './fr-FR/kinds.json';
import frMarketplace from './fr-FR/marketplace.json';
import frProfile from './fr-FR/profile.json';
import frShell from './fr-FR/shell.json';
import frWidget from './fr-FR/widget.json';
import itCommon from './it-IT/common.json';
import itCompare from './it-IT/compare.json';
import itErrors from './it-IT/errors.json';
import itFacts from './it-IT/facts.json';
import itKinds from './it-IT/kinds.json';
import itMarketplace from './it-IT/marketplace.json';
import itProfile from './it-IT/profile.json';
import itShell from './it-IT/shell.json';
import itWidget from './it-IT/widget.json';
import nlCommon from './nl-NL/common.json';
import nlCompare from './nl-NL/compare.json';
import nlErrors from './nl-NL/errors.json';
import nlFacts from './nl-NL/facts.json';
import nlKinds from './nl-NL/kinds.json';
import nlMarketplace from './nl-NL/marketplace.json';
import nlProfile from './nl-NL/profile.json';
import nlShell from './nl-NL/shell.json';
import nlWidget from './nl-NL/widget.json';

/**
 * The shape of a locale's whole dictionary, one namespace per area file (`t('errors.404.title')`).
 * fr-FR is the source language: its JSON files define each area, so a key missing from another
 * locale's JSON fails `tsc -b` where that locale is assembled below.
 */
export type Dictionary = {
  /** Every page: document, navigation aids, screen titles, the "written in" note of content. */
  common: CommonDictionary;
  /** Providers side by side, and the compare toggle of cards. */
  compare: typeof frCompare;
  /** Error pages (spec section 8), keyed by status code. */
  errors: typeof frErrors;
  /** Facts of reviewed projects, and the filters on them. */
  facts: typeof frFacts;
  /** Singular and plural labels of the content kinds (spec section 2). */
  kinds: typeof frKinds;
  /** Marketplace screens: home, directory, search, buyers, articles, leaderboards, Trustawards. */
  marketplace: typeof frMarketplace;
  /** Member profile screens, cards, charts and the contact form. */
  profile: typeof frProfile;
  /** The shared shell (navigation, menus, footer, language switcher) and the design system. */
  shell: typeof frShell;
  /** Review badge, embeddable reviews widget, "show this on your site" and Atom feeds. */
  widget: typeof frWidget;
};

/**
 * Ordinal suffixes are keyed by Intl.PluralRules({ type: 'ordinal' }) form, and each language
 * has its own forms (en-GB `one/two/few/other`, de-DE `other` only): `other` is the one required.
 */
type CommonDictionary = Omit<typeof frCommon, 'ordinal'> & { ordinal: Record<string, string> };

/** Every locale's dictionary, loaded into rosetta by `translator()`. */
export const dictionaries: Record<Locale, Dictionary> = {
  'fr-FR': {
    common: frCommon,
    compare: frCompare,
    errors: frErrors,
    facts: frFacts,
    kinds: frKinds,
    marketplace: frMarketplace,
    profile: frProfile,
    shell: frShell,
    widget: frWidget,
  },
  'en-GB': {
    common: enCommon,
    compare: enCompare,
    errors: enErrors,
    facts: enFacts,
    kinds: enKinds,
    marketplace: enMarketplace,
    profile: enProfile,
    shell: enShell,
    widget: enWidget,
  },
  'es-ES': {
    common: esCommon,
    compare: esCompare,
    errors: esErrors,
    facts: esFacts,
    kinds: esKinds,
    marketplace: esMarketplace,
    profile: esProfile,
    shell: esShell,
    widget: esWidget,
  },
  'it-IT': {
    common: itCommon,
    compare: itCompare,
    errors: itErrors,
    facts: itFacts,
    kinds: itKinds,
    marketplace: itMarketplace,
    profile: itProfile,
    shell: itShell,
    widget: itWidget,
  },
  'de-DE': {
    common: deCommon,
    compare: deCompare,
    errors: deErrors,
    facts: deFacts,
    kinds: deKinds,
    marketplace: deMarketplace,
    profile: deProfile,
    shell: deShell,
    widget: deWidget,
  },
  'nl-NL': {
    common: nlCommon,
    compare: nlCompare,
    errors: nlErrors,
    facts: nlFacts,
    kinds: nlKinds,
    marketplace: nlMarketplace,
    profile: nlProfile,
    shell: nlShell,
    widget: nlWidget,
  },
};
