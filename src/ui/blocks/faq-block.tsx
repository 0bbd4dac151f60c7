import { field } from './content';
import type { BlockData, BlockProps } from './types';

interface Item {
  question: string;
  answer: string;
}

function itemsOf(block: BlockData): Item[] {
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
      <div className="divide-y divide-line rounded-2xl border border-line bg-white">
        {items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
              {item.question}
              <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-ink-soft">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** schema.org FAQPage of a FAQ block, for the page head. */
export function faqJsonLd(block: BlockData) {
  const items = itemsOf(block);
  return items.length === 0
    ? null
    : {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      };
}
