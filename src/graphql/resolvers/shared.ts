import type { LangCode } from '../../i18n/locales';
import { translated, translatedValue } from '../../i18n/translated';
import type { GraphqlContext } from '../context';

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

/** Marks rows with the language their translated fields resolve in. */
export function withLang<T extends Row>(rows: T[], lang: LangCode | undefined): T[] {
  return lang ? rows.map((row) => ({ ...row, __lang: lang })) : rows;
}

/** An R2 key as a Picture served by the media route. @example picture('logos/a.png') */
export function picture(key: unknown) {
  if (typeof key !== 'string' || key === '') return null;
  const url = `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
  return { key, url, width: 0, height: 0 };
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

/** Page and page size clamped to sane bounds, with the SQL offset. */
export function paging(page: unknown, pageSize: unknown, maxSize = 50) {
  const size = Math.min(maxSize, Math.max(1, Math.trunc(Number(pageSize) || 10)));
  const current = Math.min(10_000, Math.max(1, Math.trunc(Number(page) || 1)));
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

/** PageInfo of a list. */
export function pageInfo(total: number, page: number, pageSize: number) {
  return { total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

/** Clamps a `first` argument. */
export const clampFirst = (first: unknown, max = 50) =>
  Math.min(max, Math.max(0, Math.trunc(Number(first) || 0)));

export const flag = (column: string) => (parent: Row) => Number(parent[column] ?? 0) > 0;
