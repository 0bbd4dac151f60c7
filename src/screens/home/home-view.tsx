import { useI18n } from '../../i18n/i18n-context';
import { Island } from '../../islands/island';
import { ServicesSelector } from '../../islands/services-selector';
import { link } from '../../routing/link';
import type { BlockContext, BlockData } from '../../ui/blocks';
import { Blocks } from '../../ui/blocks';
import { MemberHighlightedCard } from '../../ui/cards/member-cards';
import { ReviewPillCard } from '../../ui/cards/review-cards';
import type { MemberCardData, ReviewCardData } from '../../ui/cards/types';
import { mentionLinker } from '../../ui/marketplace/mention-link';
import { contentLinkResolver } from './content-link';
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
      props={{ categories: services, locale, labels: selectorLabels(t) }}
      when="visible"
    />
  );
  const blocks = (data.contentPage?.components ?? []) as BlockData[];
  const tabs = cityTabsContent(blocks);
  const allActivities = services.flatMap((category) => category.activities);
  const activities = tabs.tags.length
    ? tabs.tags.flatMap((slug) => allActivities.filter((activity) => activity.slug === slug).slice(0, 1))
    : services.flatMap((category) => category.activities.slice(0, 2));
  const cities = tabs.cities.length
    ? data.cities.filter((city) => tabs.cities.includes(city.slug))
    : data.cities;
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
    renderReview: (review) => <ReviewPillCard review={review as ReviewCardData} brand={data.brand} />,
    renderMember: (member) => <MemberHighlightedCard member={member as MemberCardData} />,
    servicesSelector: selector,
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
