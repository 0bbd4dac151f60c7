import { RichText } from '../rich-text';
import { field } from './content';
import type { BlockProps } from './types';

/** RICH_TEXT: structured content (`content.text` or `content.body`), never HTML. */
export function RichTextBlock({ block, context }: BlockProps) {
  const body = field(block.content, 'text') ?? field(block.content, 'body') ?? block.description;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-block="RICH_TEXT">
      {block.title ? (
        <h2 className="mb-4 text-2xl font-bold tracking-tight text-ink">{block.title}</h2>
      ) : null}
      <RichText
        content={body}
        linkMention={context.linkMention}
        className="prose prose-stone max-w-none prose-a:text-brand-700 prose-headings:text-ink"
      />
    </section>
  );
}
