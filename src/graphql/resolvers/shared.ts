import type { LangCode } from '../../i18n/locales';
import { translated, translatedValue } from '../../i18n/translated';
import type { GraphqlContext } from '../context';
import { InputError } from '../input-error';

/** A D1 row as resolvers see it; `__lang` overrides the request language (operations with `lang`). */
export type Row = Record<string, unknown> & { __lang?: LangCode };

/** Language of a parent's translated fields. */
export const langOf = (parent: Row | undefined, context: GraphqlContext): LangCode =>
  parent?.__lang ?? context.lang;

/** Resolver of a translated text column. @example title: text('title') */
export function text(column: string) {
  return function translatedText(parent: Row, _args: unknown, context: GraphqlContext) {
    return translated(parent[column], langOf(parent, context));
  };
}

/** Marks a row with the language its translated fields resolve in. */
export function rowWithLang<T extends Row>(row: T, lang: LangCode | undefined): T {
  return lang ? { ...row, __lang: lang } : row;
}

/** Marks rows with the language their translated fields resolve in. */
export function withLang<T extends Row>(rows: T[], lang: LangCode | undefined): T[] {
  return lang ? rows.map((row) => rowWithLang(row, lang)) : rows;
}

/** An R2 key as a Picture served by the media route. @example picture('logos/a.png') */
export function picture(key: unknown) {
  if (typeof key !== 'string' || key === '') return null;
  const url = `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
  return { key, url, width: 0, height: 0 };
}

/** The item of a list of literals that equals `value`, if any. @example oneOf(LANG_CODES, row.lang) */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return list.find((item) => item === value);
}

/** Parses a JSON column, or null when it is missing or broken. */
export function json<T = unknown>(value: unknown): T | null {
  if (typeof value !== 'string' || value === '') return (value as T) ?? null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

/**
 * Resolves the translated parts of a JSON value: every object whose keys are all language codes
 * becomes its text in `lang` (with the usual fallback).
 */
export function resolveTranslations(value: unknown, lang: LangCode): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveTranslations(item, lang));
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^[A-Z]{2}_[A-Z]{2}$/.test(key)))
    return translatedValue(value, lang);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveTranslations(item, lang)]),
  );
}

/** The deepest page of any list. */
export const MAX_PAGE = 10_000;

/**
 * An integer argument within its range, or an InputError (400, never cached): a value out of
 * range names no other answer, so it never makes a cache entry of its own.
 * @example inRange(args.page, 'page', 1, MAX_PAGE, 1) // 3
 */
export function inRange(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new InputError(`${name} must be from ${min} to ${max}`);
  return number;
}

/** Page (1 to MAX_PAGE) and page size (1 to `maxSize`), with the SQL offset; out of range: InputError. */
export function paging(page: unknown, pageSize: unknown, maxSize = 50) {
  const size = inRange(pageSize, 'pageSize', 1, maxSize, 10);
  const current = inRange(page, 'page', 1, MAX_PAGE, 1);
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

/**
 * The LIMIT of a page of a list whose total is kept in a table (`totalSql`, a one-row lookup):
 * 0 when the offset is at or past the total, so SQLite stops before its first row and a page past
 * the last reads nothing, however deep (OFFSET alone walks every row of the list to skip them).
 * @example `... LIMIT ${limitWithin('SELECT total FROM directory_counts WHERE ...', '?3', '?4')} OFFSET ?4`
 */
export const limitWithin = (totalSql: string, limit: string, offset: string) =>
  `CASE WHEN ${offset} < (${totalSql}) THEN ${limit} ELSE 0 END`;

/**
 * PageInfo of a list; with `browsable`, the pages stop at that many items while `total` still
 * counts them all.
 */
export function pageInfo(total: number, page: number, pageSize: number, browsable = total) {
  return { total, page, pageSize, pageCount: Math.ceil(Math.min(total, browsable) / pageSize) };
}

/** A `first` argument from 0 to `max`; out of range: InputError. */
export const clampFirst = (first: unknown, max = 50) => inRange(first, 'first', 0, max, 0);

export const flag = (column: string) => (parent: Row) => Number(parent[column] ?? 0) > 0;

/**
 * A column's value when it has the type its field serialises, else a TypeError: the error GraphQL
 * itself would raise on serialising it, raised where the column is read.
 */
function checked<T>(parent: Row, column: string, is: (value: unknown) => value is T, type: string): T {
  const value = parent[column];
  if (is(value)) return value;
  throw new TypeError(`${column} is not ${type}: ${String(value)}`);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isKey = (value: unknown): value is string | number => isText(value) || isNumber(value);
const isMissing = (value: unknown): value is null | undefined => value == null;

/**
 * A row a non-null field points to; a missing one is an error of that field, as GraphQL makes
 * of a null there. @example member: async (parent, _args, context) => found(await load(id), 'member')
 */
export function found<T>(row: T | null | undefined, what: string): T {
  if (row == null) throw new Error(`No ${what} found`);
  return row;
}

/** A text column of a row. @example textOf(row, 'name') */
export const textOf = (row: Row, column: string) => checked(row, column, isText, 'text');

/** A nullable text column of a row. @example optionalTextOf(row, 'hl_snippet') */
export const optionalTextOf = (row: Row, column: string) =>
  checked(row, column, (value) => isMissing(value) || isText(value), 'text') ?? null;

/** A numeric column of a row. @example numberOf(row, 'review_count') */
export const numberOf = (row: Row, column: string) => checked(row, column, isNumber, 'a number');

/** A nullable numeric column of a row. @example optionalNumberOf(row, 'average_rating') */
const optionalNumberOf = (row: Row, column: string) =>
  checked(row, column, (value) => isMissing(value) || isNumber(value), 'a number') ?? null;

/** Resolver of a text column. @example publishedAt: textColumn('published_at') */
export const textColumn = (column: string) => (parent: Row) => textOf(parent, column);

/** Resolver of a nullable text column. @example foundedAt: optionalTextColumn('founded_at') */
export const optionalTextColumn = (column: string) => (parent: Row) => optionalTextOf(parent, column);

/** Resolver of a numeric column. @example reviewCount: numberColumn('review_count') */
export const numberColumn = (column: string) => (parent: Row) => numberOf(parent, column);

/** Resolver of a nullable numeric column. @example averageRating: optionalNumberColumn('average_rating') */
export const optionalNumberColumn = (column: string) => (parent: Row) => optionalNumberOf(parent, column);

/** Resolver of an ID read from a column (a number serialises as its digits, as GraphQL's ID does). */
export const idColumn = (column: string) => (parent: Row) => String(checked(parent, column, isKey, 'an id'));

/** A row's id (or the id in another column), as a loader key. @example idOf(row, 'city_id') */
export const idOf = (parent: Row, column = 'id'): string | number => checked(parent, column, isKey, 'an id');

/** A loader key read from a column; null when the column is empty. @example keyOf(parent, 'city_id') */
export function keyOf(parent: Row, column: string): string | number | null {
  return checked(parent, column, (value) => isMissing(value) || isKey(value), 'a key') ?? null;
}

/**
 * A column a list may have left out of its rows (long texts): on the row when it was read whole,
 * else loaded by the row's id with the other rows of the page that ask for it.
 * @example await columnOf(parent, 'about', context.loaders.memberTextsById)
 */
export async function columnOf(
  parent: Row,
  column: string,
  loader: { load(key: string | number): Promise<Row | null> },
): Promise<unknown> {
  if (column in parent) return parent[column];
  return (await loader.load(idOf(parent)))?.[column] ?? null;
}
