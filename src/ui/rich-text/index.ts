export { RichText } from './rich-text';
export { safeHref } from './safe-href';
export type { MentionKind, MentionLinker, RichTextMark, RichTextNode } from './types';
