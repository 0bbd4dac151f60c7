/**
 * Whether an If-None-Match header matches an entity tag (RFC 9110 section 13.1.2): `*` matches
 * any current representation; otherwise the header is a comma-separated list of entity tags,
 * compared weakly (a `W/` prefix on either side is ignored). A header that holds no tag at all
 * matches nothing.
 * @example ifNoneMatchHits('"a", W/"b"', '"b"') // true
 */
export function ifNoneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}
