/** One question and its answer, as visitors read them. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as <details> that open and close without JavaScript (CMS FAQ blocks, the profile's
 * FAQ). Give the same items to `faqPageJsonLd` for the page head.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
            {item.question}
            <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 leading-relaxed text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage of some questions, for the page head; null without any. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
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
