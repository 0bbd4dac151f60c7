/**
 * The migrations' statements against D1's per-statement limits, before they run on a database
 * that may hold the 1M-review set: a statement of at most 100,000 bytes, and no statement that
 * rewrites more than {@link MAX_ROWS_PER_STATEMENT} rows at once (D1 stops a statement after 30 s;
 * rewriting 340,086 rows of a review index took 18.4 s in sqlite3 on this machine). A large
 * rewrite goes by rowid ranges (`AND rowid BETWEEN 1 AND 100000`, ..., then `AND rowid > N` for
 * what lies past the 1M set), or says in a comment just above it why it is cheap:
 * `-- d1-limits: <why>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_splitSqlQuery } from 'wrangler';
import { generateSeed } from '../seed/generate';
import { SeedModel } from '../seed/model';
import type { Finding } from './target';

/** D1's largest SQL statement, in bytes. */
export const D1_MAX_STATEMENT_BYTES = 100_000;
/** The most rows one statement may rewrite on the 1M-review set. */
export const MAX_ROWS_PER_STATEMENT = 100_000;
/** Reviews of the large data set, the scale the limits are checked at. */
export const LARGE_REVIEWS = 1_000_000;

export interface MigrationFile {
  name: string;
  sql: string;
}

/** The migrations of a folder, in the order wrangler applies them. */
export function readMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Rows per table at the 1M-review set, estimated from the demo set the generator makes (every
 * table grows with the members and reviews, which the large set multiplies alike), and the
 * indexes that earlier migrations held under other names.
 */
export function rowsAtLargeScale(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const chunk of generateSeed({ size: 'demo' }, new SeedModel({ size: 'demo' })))
    counts[chunk.table] = (counts[chunk.table] ?? 0) + chunk.rows.length;
  const factor = LARGE_REVIEWS / (counts.reviews ?? 1);
  const rows = Object.fromEntries(
    Object.entries(counts).map(([table, n]) => [table, Math.round(n * factor)]),
  );
  for (const old of ['reviews_fts', 'reviews_fts_by_locale']) rows[old] = rows.reviews ?? 0;
  for (const old of ['members_fts', 'members_fts_by_locale']) rows[old] = rows.members ?? 0;
  return rows;
}

/** What a statement rewrites: the table and how many of its rows at most, or null. */
export function rewriteOf(
  statement: string,
  rows: Record<string, number>,
): { table: string; rows: number } | null {
  const sql = statement.replace(/\s+/g, ' ').trim();
  if (/^CREATE\s+TRIGGER/i.test(sql)) return null;
  const target = /^UPDATE\s+(?:OR\s+\w+\s+)?(\w+)/i.exec(sql) ?? /^DELETE\s+FROM\s+(\w+)/i.exec(sql);
  if (target?.[1]) return { table: target[1], rows: rows[target[1]] ?? 0 };
  const insert = /^(?:INSERT|REPLACE)\b.*?\bINTO\s+(\w+)\b(.*)$/i.exec(sql);
  if (insert?.[1] && /\bSELECT\b/i.test(insert[2] ?? '') && !/\bGROUP\s+BY\b/i.test(sql)) {
    const sources = [...(insert[2] ?? '').matchAll(/\b(?:FROM|JOIN)\s+(\w+)/gi)].map(
      (match) => match[1] ?? '',
    );
    const largest = Math.max(0, ...sources.map((table) => rows[table] ?? 0));
    return { table: insert[1], rows: largest };
  }
  return null;
}

/** Whether a statement bounds the rows it rewrites: a rowid range of at most `max`, or a tail past the table. */
export function boundedRange(statement: string, tableRows: number, max = MAX_ROWS_PER_STATEMENT): boolean {
  for (const match of statement.matchAll(/\b(?:\w+\.)?(?:rowid|id)\s+BETWEEN\s+(\d+)\s+AND\s+(\d+)/gi)) {
    if (Number(match[2]) - Number(match[1]) + 1 <= max) return true;
  }
  for (const match of statement.matchAll(/\b(?:\w+\.)?(?:rowid|id)\s*>=?\s*(\d+)/gi)) {
    if (Number(match[1]) >= tableRows) return true;
  }
  return false;
}

/** The `-- d1-limits:` reason written just above a statement in its file, if any. */
function reasonAbove(sql: string, statement: string): string | undefined {
  const at = sql.indexOf(statement.slice(0, 60));
  if (at < 0) return undefined;
  const before = sql.slice(0, at).trimEnd().split('\n');
  const reasons: string[] = [];
  for (let line = before.length - 1; line >= 0; line -= 1) {
    const text = before[line]?.trim() ?? '';
    if (!text.startsWith('--')) break;
    const reason = /^--\s*d1-limits:\s*(.*)$/.exec(text);
    if (reason) return [reason[1], ...reasons].join(' ').trim();
    reasons.unshift(text.replace(/^--\s*/, ''));
  }
  return undefined;
}

/**
 * Every migration statement against D1's limits at the 1M-review set.
 * @example checkMigrations(readMigrations('migrations'), rowsAtLargeScale())
 */
export function checkMigrations(files: MigrationFile[], rows: Record<string, number>): Finding[] {
  const findings: Finding[] = [];
  let statements = 0;
  let rewrites = 0;
  for (const file of files) {
    for (const statement of unstable_splitSqlQuery(file.sql)) {
      statements += 1;
      const head = statement.replace(/\s+/g, ' ').slice(0, 70);
      const bytes = new TextEncoder().encode(statement).byteLength;
      if (bytes > D1_MAX_STATEMENT_BYTES)
        findings.push({
          level: 'error',
          text: `${file.name}: a statement of ${bytes} bytes, over D1's ${D1_MAX_STATEMENT_BYTES}: ${head}`,
        });
      const rewrite = rewriteOf(statement, rows);
      if (!rewrite || rewrite.rows <= MAX_ROWS_PER_STATEMENT) continue;
      rewrites += 1;
      if (boundedRange(statement, rewrite.rows)) continue;
      const reason = reasonAbove(file.sql, statement);
      if (reason) {
        findings.push({
          level: 'ok',
          text: `${file.name}: ${head}... (${rewrite.rows} rows of ${rewrite.table}): ${reason}`,
        });
        continue;
      }
      findings.push({
        level: 'error',
        text:
          `${file.name}: rewrites about ${rewrite.rows} rows of ${rewrite.table} at 1M reviews in one statement ` +
          `(at most ${MAX_ROWS_PER_STATEMENT}): split it by rowid ranges, or say why it is cheap in a ` +
          `"-- d1-limits:" comment above it: ${head}`,
      });
    }
  }
  if (!findings.some((finding) => finding.level === 'error'))
    findings.unshift({
      level: 'ok',
      text: `${files.length} migrations, ${statements} statements: each under ${D1_MAX_STATEMENT_BYTES} bytes, ${rewrites} large rewrites each within ${MAX_ROWS_PER_STATEMENT} rows of the 1M-review set or explained`,
    });
  return findings;
}
