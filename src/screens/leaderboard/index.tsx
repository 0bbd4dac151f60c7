import { defineScreen } from '../../render/screen';
import { link } from '../../routing/link';
import { canonicalPageQuery } from '../../routing/list-page';
import { itemListJsonLd } from '../../ui/marketplace/json-ld';
import { leaderboardTitle, periodLabel } from '../../ui/marketplace/period-label';
import { LeaderboardView } from './leaderboard-view';
import { leadLeaderboard, loadLeaderboard } from './load';

/** Screen 'membres-leaderboards-slug': weekly, monthly, quarterly and yearly rankings (spec section 2). */
export const screen = defineScreen('membres-leaderboards-slug', {
  layout: 'marketplace',
  lead: leadLeaderboard,
  load: loadLeaderboard,
  head: ({ t, locale }, lead) => ({
    title: leaderboardTitle(t, periodLabel(lead.period, locale, t), lead.category),
    description: t('marketplace.leaderboard.description'),
    canonicalQuery: canonicalPageQuery(lead.page),
  }),
  jsonLd: ({ t, locale, url }, data) => [
    itemListJsonLd(
      leaderboardTitle(t, periodLabel(data.period, locale, t), data.category),
      data.board.entries.map((entry) => ({
        position: entry.position,
        name: entry.member.name,
        url: new URL(link(locale, 'profil-slug', { slug: entry.member.slug }), url.origin).href,
      })),
    ),
  ],
  Component: LeaderboardView,
});
