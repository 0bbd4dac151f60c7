import { type FaqItem, FaqList, faqPageJsonLd } from '../faq-list';
import { field } from './content';
import type { BlockData, BlockProps } from './types';

function itemsOf(block: BlockData): FaqItem[] {
  const fromChildren = (block.subComponents ?? [])
    .filter((child) => child.title && child.description)
    .map((child) => ({ question: child.title as string, answer: child.description as string }));
  if (fromChildren.length > 0) return fromChildren;
  const list = field(block.content, 'items');
  return Array.isArray(list)
    ? list.flatMap((item) => {
        const question = field(item, 'question');
        const answer = field(item, 'answer');
        return typeof question === 'string' && typeof answer === 'string' ? [{ question, answer }] : [];
      })
    : [];
}

/** FAQ: questions as <details> (open and close without JavaScript), with FAQPage JSON-LD data in `faqJsonLd`. */
export function FaqBlock({ block }: BlockProps) {
  const items = itemsOf(block);
  if (items.length === 0) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-block="FAQ">
      {block.title ? (
        <h2 className="mb-6 text-center text-3xl font-bold tracking-tight text-ink">{block.title}</h2>
      ) : null}
      <FaqList items={items} />
    </section>
  );
}

/** schema.org FAQPage of a FAQ block, for the page head. */
export function faqJsonLd(block: BlockData) {
  return faqPageJsonLd(itemsOf(block));
}
