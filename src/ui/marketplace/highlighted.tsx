import { Fragment } from 'react';

/** The markers FTS5 highlight() puts around matches (see graphql/resolvers/marketplace-search-query.ts). */
const START = '\u0001';
const END = '\u0002';

/**
 * Renders text carrying FTS5 match markers: matches become <mark>, everything else plain text
 * nodes (React escapes them), so a highlighted search result can never inject markup.
 * @example <Highlighted text={'\u0001Agence\u0002 web'} />
 */
export function Highlighted({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const parts: { match: boolean; value: string }[] = [];
  let inside = false;
  let buffer = '';
  for (const char of text) {
    if (char === START || char === END) {
      if (buffer) parts.push({ match: inside, value: buffer });
      buffer = '';
      inside = char === START;
      continue;
    }
    buffer += char;
  }
  if (buffer) parts.push({ match: inside, value: buffer });
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-inherit">
            {part.value}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
