import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import type { ArticleCardData } from '../cards/article-card';
import type { ServiceCategory } from '../marketplace/services-model';
import type { MentionLinker } from '../rich-text';

/** A CMS component as the data API returns it (docs/cms.md), translated parts already resolved. */
export interface BlockData {
  id: string;
  kind: string;
  position: number;
  title?: string | null;
  description?: string | null;
  content?: unknown;
  relationships?: unknown;
  picture?: { url: string; width?: number; height?: number } | null;
  subComponents?: BlockData[];
}

/** An article as the MEDIA_LAST_ARTICLES block lists it. */
export interface BlockArticle extends ArticleCardData {
  id: string;
  slug: string;
}

/** A city tab of CITIES_QUERIES_TABS: the city and the directory links offered for it. */
export interface BlockCityTab {
  slug: string;
  name: string;
  links: { label: string; href: string }[];
}

/**
 * Everything a block needs besides its own content: translations, links and the data the page
 * loader fetched for data-driven blocks. Cards come from src/ui/cards through `renderReview` and
 * `renderMember`, so the blocks never duplicate them.
 */
export interface BlockContext {
  locale: Locale;
  t: Translate;
  /** Resolves `content.link` (route, target or page, docs/cms.md) to an address, or null. */
  resolveLink: (link: unknown) => string | null;
  linkMention: MentionLinker;
  articles?: BlockArticle[];
  teamPicks?: unknown[];
  services?: ServiceCategory[];
  cityTabs?: BlockCityTab[];
  /** Mentioned entities by public id (MENTION blocks), already fetched. */
  mentions?: Record<string, unknown>;
  renderReview?: (review: unknown) => ReactNode;
  renderMember?: (member: unknown) => ReactNode;
  /** The services selector island (MEMBERS_SERVICES), rendered by the page so it can hydrate. */
  servicesSelector?: ReactNode;
  /** The page's search form, shown under the HERO's lead (the home page's search). */
  heroSearch?: ReactNode;
}

export interface BlockProps {
  block: BlockData;
  context: BlockContext;
}
