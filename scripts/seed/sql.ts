/**
 * Turns chunks into multi-row INSERT statements with inlined literals: far fewer statements than
 * one bound INSERT per row, each kept under D1's 100 KB statement limit.
 */
import { searchIndex } from '../../src/domain/search-index';
import { LANG_CODES } from '../../src/i18n/locales';
import type { Chunk, SqlValue } from './table-buffer';

/** Largest statement we build, below D1's 100,000-byte SQL limit (UTF-8 may widen characters). */
export const MAX_STATEMENT_CHARS = 60_000;

/** An SQL literal: numbers as they are, strings quoted with '' escaping, null as NULL. */
export function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'NULL';
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Multi-row INSERT statements for a chunk.
 * @example insertStatements({ table: 't', columns: ['a'], rows: [[1], [2]] }) // ["INSERT INTO t (a) VALUES (1),(2)"]
 */
export function insertStatements(chunk: Chunk): string[] {
  const head = `INSERT INTO ${chunk.table} (${chunk.columns.join(',')}) VALUES `;
  const out: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of chunk.rows) {
    const tuple = `(${row.map(literal).join(',')})`;
    if (values.length > 0 && size + tuple.length + 1 > MAX_STATEMENT_CHARS) {
      out.push(head + values.join(','));
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 1;
  }
  if (values.length > 0) out.push(head + values.join(','));
  return out;
}

/** Every table the seed writes, children first: the order to empty them in. */
export const TABLES_CHILDREN_FIRST = [
  'config',
  'components',
  'pages',
  'collaborators',
  'faqs',
  'partners',
  'memberships',
  'member_groups',
  'article_members',
  'article_tag_links',
  'articles',
  'article_tags',
  'authors',
  'certifications',
  'badges',
  'rewards',
  'collection_reviews',
  'collections',
  'ranking_points',
  'leaderboard_snapshots',
  ...LANG_CODES.map((lang) => searchIndex('reviews', lang)),
  'review_tags',
  'member_qualities',
  'review_qualities',
  'testimonies',
  'reviews',
  ...LANG_CODES.map((lang) => searchIndex('members', lang)),
  'directory_counts',
  'directory_entries',
  'member_locations',
  'member_tags',
  'contact_messages',
  'members',
  'contacts',
  'buyers',
  'qualities',
  'tags',
  'cities',
] as const;
