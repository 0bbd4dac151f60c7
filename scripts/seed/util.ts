/** A URL slug: lower case ASCII, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'&]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const DAY_MS = 86_400_000;

/** ISO timestamp of a time in milliseconds. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** `YYYY-MM-DD` of a time in milliseconds. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** JSON text of a translated map or any value; null stays SQL NULL. */
export function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
