import type { ReactNode } from 'react';
import { CardBlock } from './card-block';
import { CitiesQueriesTabsBlock } from './cities-queries-tabs-block';
import { CtaBlock } from './cta-block';
import { FaqBlock } from './faq-block';
import { GroupBlock } from './group-block';
import { HeaderBlock } from './header-block';
import { HeroBlock } from './hero-block';
import { MediaLastArticlesBlock } from './media-last-articles-block';
import { MembersServicesBlock } from './members-services-block';
import { MentionBlock } from './mention-block';
import { RichTextBlock } from './rich-text-block';
import { TeampickedReviewsBlock } from './teampicked-reviews-block';
import type { BlockContext, BlockData, BlockProps } from './types';

/** Page block types of spec section 3, each with its renderer. */
const BLOCK_RENDERERS = {
  CARD: CardBlock,
  CITIES_QUERIES_TABS: CitiesQueriesTabsBlock,
  CTA: CtaBlock,
  FAQ: FaqBlock,
  HEADER: HeaderBlock,
  HERO: HeroBlock,
  MEDIA_LAST_ARTICLES: MediaLastArticlesBlock,
  MEMBERS_SERVICES: MembersServicesBlock,
  MENTION: MentionBlock,
  RICH_TEXT: RichTextBlock,
  TEAMPICKED_REVIEWS: TeampickedReviewsBlock,
} satisfies Record<string, (props: BlockProps) => ReactNode>;

/**
 * Renders one CMS block by kind; an unknown kind renders nothing (content may be ahead of code).
 * @example <Block block={component} context={context} />
 */
export function Block({ block, context }: BlockProps) {
  if (block.kind === 'GROUP') {
    return (
      <GroupBlock
        block={block}
        context={context}
        renderChild={(child) => <Block block={child} context={context} />}
      />
    );
  }
  const Renderer = BLOCK_RENDERERS[block.kind as keyof typeof BLOCK_RENDERERS];
  return Renderer ? <Renderer block={block} context={context} /> : null;
}

/** Renders a page's top-level blocks in position order. */
export function Blocks({ blocks, context }: { blocks: BlockData[]; context: BlockContext }) {
  return (
    <>
      {[...blocks]
        .sort((a, b) => a.position - b.position)
        .map((block) => (
          <Block key={block.id} block={block} context={context} />
        ))}
    </>
  );
}
