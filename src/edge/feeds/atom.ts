import { escapeXml, w3cDate } from '../sitemap/xml';

/** One entry of an Atom feed; `link` and `id` are absolute. */
export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  updated: string;
  published?: string;
  author: string;
  content: string;
}

/** An Atom 1.0 feed (RFC 4287); entries are written in the order given (newest first). */
export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  lang: string;
  /** The feed's own address (rel="self") and the page it follows (rel="alternate"). */
  self: string;
  alternate: string;
  author: string;
  entries: readonly AtomEntry[];
}

// XML 1.0 forbids most control characters even escaped: a stored text carrying one is dropped.
// biome-ignore lint/complexity/useRegexLiterals: a literal would hold the control characters it removes
const XML_FORBIDDEN = new RegExp('[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]', 'g');

const date = (value: string | undefined) =>
  w3cDate(value) ?? new Date(0).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Serialises an Atom feed: every required element (feed id, title, updated, author; entry id,
 * title, link, updated, content), text escaped; `updated` of the feed is its newest entry's.
 * @example atomXml({ id, title, lang: 'fr-FR', self, alternate, author: 'Trustboard', entries: [] })
 */
export function atomXml(feed: AtomFeed): string {
  const newest = feed.entries.reduce<string | undefined>((latest, entry) => {
    const updated = date(entry.updated);
    return !latest || updated > latest ? updated : latest;
  }, undefined);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    feed.subtitle ? `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>` : '',
    `  <updated>${newest ?? date(undefined)}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    ...feed.entries.map((entry) =>
      [
        '  <entry>',
        `    <id>${escapeXml(entry.id)}</id>`,
        `    <title>${escapeXml(entry.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
        entry.published ? `    <published>${date(entry.published)}</published>` : '',
        `    <updated>${date(entry.updated)}</updated>`,
        `    <author><name>${escapeXml(entry.author)}</name></author>`,
        `    <content type="text">${escapeXml(entry.content)}</content>`,
        '  </entry>',
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    '</feed>',
  ];
  return `${lines.filter(Boolean).join('\n').replace(XML_FORBIDDEN, '')}\n`;
}
