import { LANG_CODES, type LangCode } from './locales';

type Entry = { lang?: unknown; value?: unknown };

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  // D1 hands translated columns back as JSON text; plain text is taken as the French original.
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return trimmed ? { FR_FR: value } : null;
  try {
    return JSON.parse(trimmed);
  } catch {
    return { FR_FR: value };
  }
}

/**
 * Maps of translated texts already read, by their JSON: a page reads the same labels (tags,
 * cities, qualities) on every card, and the next page reads them again. Only maps whose values
 * are all text are kept (callers may not change them); bounded, cleared when full.
 */
const textMaps = new Map<string, Map<string, unknown>>();
const TEXT_MAPS_MAX = 2000;

function toMap(value: unknown): Map<string, unknown> {
  if (typeof value !== 'string') return readMap(value);
  let map = textMaps.get(value);
  if (!map) {
    map = readMap(value);
    if ([...map.values()].every((entry) => typeof entry === 'string')) {
      if (textMaps.size >= TEXT_MAPS_MAX) textMaps.clear();
      textMaps.set(value, map);
    }
  }
  return map;
}

function readMap(value: unknown): Map<string, unknown> {
  const map = new Map<string, unknown>();
  const parsed = parse(value);
  if (Array.isArray(parsed)) {
    for (const entry of parsed as Entry[]) {
      if (entry && typeof entry.lang === 'string')
        map.set(entry.lang.toUpperCase().replace('-', '_'), entry.value);
    }
  } else if (parsed && typeof parsed === 'object') {
    for (const [key, entry] of Object.entries(parsed)) map.set(key.toUpperCase().replace('-', '_'), entry);
  }
  return map;
}

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * Picks the value of a translated field (a JSON map keyed by FR_FR..., or a list of
 * `{ lang, value }`) in `lang`, falling back to FR_FR, then to any language present.
 * Never returns an empty value: null when nothing is present.
 * @example translatedValue('{"FR_FR":["a"]}', 'EN_GB') // ['a']
 */
export function translatedValue<T = unknown>(value: unknown, lang: LangCode): T | null {
  const map = toMap(value);
  for (const key of [lang, 'FR_FR']) {
    const found = map.get(key);
    if (present(found)) return found as T;
  }
  for (const found of map.values()) if (present(found)) return found as T;
  return null;
}

/**
 * The text of a translated field in `lang` with the same fallback; null when no text is present.
 * @example translated({ FR_FR: 'Bonjour', EN_GB: '' }, 'EN_GB') // 'Bonjour'
 */
export function translated(value: unknown, lang: LangCode): string | null {
  const map = toMap(value);
  const text = (entry: unknown) => (typeof entry === 'string' && entry.trim() !== '' ? entry : null);
  for (const key of [lang, 'FR_FR']) {
    const found = text(map.get(key));
    if (found) return found;
  }
  for (const entry of map.values()) {
    const found = text(entry);
    if (found) return found;
  }
  return null;
}

/**
 * The language a translated field is read in: the first of `preferred` holding a value, else
 * FR_FR, else any language present; null when the field holds nothing.
 * @example languageOf('{"IT_IT":"Ciao","FR_FR":"Salut"}', ['DE_DE', 'IT_IT']) // 'IT_IT'
 */
export function languageOf(value: unknown, preferred: readonly LangCode[]): LangCode | null {
  const map = toMap(value);
  for (const key of [...preferred, 'FR_FR']) if (present(map.get(key))) return key as LangCode;
  for (const [key, entry] of map) if (present(entry) && isLangCode(key)) return key;
  return null;
}

function isLangCode(value: string): value is LangCode {
  return (LANG_CODES as readonly string[]).includes(value);
}
