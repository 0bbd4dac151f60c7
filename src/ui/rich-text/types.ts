/**
 * Structured rich text (articles, CMS RICH_TEXT blocks): a tree of JSON nodes, never HTML.
 * Unknown node types render their children (or nothing), so content written for a newer
 * renderer degrades to plain text instead of failing.
 *
 * @example
 * [{ "type": "paragraph", "children": [
 *   { "type": "text", "text": "Read " },
 *   { "type": "mention", "kind": "MEMBER", "slug": "acme", "label": "Acme" },
 *   { "type": "text", "text": " now.", "marks": ["bold"] }
 * ] }]
 */
export type RichTextNode =
  | { type: 'text'; text: string; marks?: RichTextMark[] }
  | { type: 'paragraph'; children?: RichTextNode[] }
  | { type: 'heading'; level?: number; children?: RichTextNode[] }
  | { type: 'list'; ordered?: boolean; children?: RichTextNode[] }
  | { type: 'list-item'; children?: RichTextNode[] }
  | { type: 'quote'; children?: RichTextNode[] }
  | { type: 'link'; href: string; children?: RichTextNode[] }
  | { type: 'mention'; kind: MentionKind; slug?: string; id?: string; label?: string }
  | { type: 'break' };

export type RichTextMark = 'bold' | 'italic' | 'underline' | 'code';

/** Entity kinds a mention may point at (spec section 3, entity kinds). */
export type MentionKind =
  | 'MEMBER'
  | 'REVIEW'
  | 'TAG'
  | 'ARTICLE'
  | 'AUTHOR'
  | 'BUYER'
  | 'COLLECTION'
  | string;

/** A mention resolved to a same-site path, or null when the kind has no page. */
export type MentionLinker = (mention: { kind: string; slug?: string; id?: string }) => string | null;
