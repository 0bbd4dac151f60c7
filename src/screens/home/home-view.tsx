import { useI18n } from '../../i18n/i18n-context';
import { Island } from '../../islands/island';
import { ServicesSelector } from '../../islands/services-selector';
import { contentLinkResolver } from '../../routing/content-link';
import { link } from '../../routing/link';
import type { BlockContext, BlockData } from '../../ui/blocks';
import { Blocks } from '../../ui/blocks';
import { MemberHighlightedCard } from '../../ui/cards/member-cards';
import { ReviewQuoteCard } from '../../ui/cards/review-cards';
import type { MemberCardData, ReviewCardData } from '../../ui/cards/types';
import { mentionLinker } from '../../ui/marketplace/mention-link';
import { HomeSearch } from './home-search';
import type { HomeData } from './load';
import { selectorLabels, serviceCategories } from './services';

/** The home page: CMS blocks in order; a hero from the dictionaries when the CMS has none. */
export function HomeView({ data }: { data: HomeData }) {
  const { locale, t } = useI18n();
  const services = serviceCategories(data.membersServices, locale);
  const selector = (
    <Island
      name="services-selector"
      component={ServicesSelector}
      props={{ categories: services, locale, labels: selectorLabels(t, services) }}
      when="visible"
    />
  );
  const blocks = (data.contentPage?.components ?? []) as BlockData[];
  const tabs = cityTabsContent(blocks);
  const allActivities = services.flatMap((category) => category.activities);
  const activities = tabs.tags.length
    ? tabs.tags.flatMap((slug) => allActivities.filter((activity) => activity.slug === slug).slice(0, 1))
    : services.flatMap((category) => category.activities.slice(0, 2));
  // Every city has its tab; those the CMS names come first, in its order.
  const picked = (slug: string) =>
    tabs.cities.includes(slug) ? tabs.cities.indexOf(slug) : tabs.cities.length;
  const cities = [...data.cities].sort((a, b) => picked(a.slug) - picked(b.slug));
  const context: BlockContext = {
    locale,
    t,
    resolveLink: contentLinkResolver(locale, data.config),
    linkMention: mentionLinker(locale),
    articles: data.articles.items.map((article) => ({
      ...article,
      href: link(locale, 'articles-slug', { slug: article.slug }),
    })),
    teamPicks: data.teamPickedReviews,
    services,
    cityTabs: cities.map((city) => ({
      slug: city.slug,
      name: city.name ?? city.slug,
      links: activities.map((activity) => ({
        label: activity.label ?? activity.slug,
        href: `${activity.href}/${city.slug}`,
      })),
    })),
    mentions: Object.fromEntries(data.mentioned.map((member) => [member.id, member])),
    renderReview: (review) => <ReviewQuoteCard review={review as ReviewCardData} brand={data.brand} />,
    renderMember: (member) => <MemberHighlightedCard member={member as MemberCardData} />,
    servicesSelector: selector,
    heroSearch: <HomeSearch services={services} />,
  };
  const hasHero = blocks.some((block) => block.kind === 'HERO');
  const hero: BlockData = {
    id: 'hero',
    kind: 'HERO',
    position: -1,
    title: t('marketplace.home.title'),
    description: t('marketplace.home.description'),
  };
  return <Blocks blocks={hasHero ? blocks : [hero, ...blocks]} context={context} />;
}

/** `content.cities` and `content.tags` (slugs) of the first CITIES_QUERIES_TABS block, if any. */
function cityTabsContent(blocks: BlockData[]): { cities: string[]; tags: string[] } {
  const block = blocks.find((item) => item.kind === 'CITIES_QUERIES_TABS');
  const content = (block?.content ?? {}) as { cities?: unknown; tags?: unknown };
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return { cities: strings(content.cities), tags: strings(content.tags) };
}
