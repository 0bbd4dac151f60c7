const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside a `<script>` element or an HTML attribute without ending it:
 * `<`, `>`, `&`, U+2028 and U+2029 are written as \u escapes, which JSON.parse reads back as is.
 * @example safeJson({ a: '</script>' }) // '{"a":"\\u003c/script\\u003e"}'
 */
export function safeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE[char] ?? char);
}
