import type { KindsDictionary } from './dictionaries/fr-FR/kinds';
import type { Translate } from './translate';

/** A content kind with singular and plural labels (spec section 2). */
export type ContentKind = keyof KindsDictionary;

/**
 * The label of a content kind: singular for a count of 1 (or none), plural otherwise.
 * @example kindLabel(t, 'review', 3) // 'Reviews'
 */
export function kindLabel(t: Translate, kind: ContentKind, count = 1): string {
  const form = new Intl.PluralRules(t.locale ?? 'fr-FR').select(count) === 'one' ? 'one' : 'other';
  return t(`kinds.${kind}.${form}`);
}
