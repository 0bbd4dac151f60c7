import { defineScreen } from '../../render/screen';
import { link } from '../../routing/link';
import { canonicalPageQuery } from '../../routing/list-page';
import { itemListJsonLd } from '../../ui/marketplace/json-ld';
import { leaderboardTitle, periodLabel } from '../../ui/marketplace/period-label';
import { LeaderboardView } from './leaderboard-view';
import { loadLeaderboard } from './load';

/** Screen 'membres-leaderboards-slug': weekly, monthly, quarterly and yearly rankings (spec section 2). */
export const screen = defineScreen('membres-leaderboards-slug', {
  layout: 'marketplace',
  load: loadLeaderboard,
  head: ({ t, locale, url }, data) => {
    const label = periodLabel(data.period, locale, t);
    const title = leaderboardTitle(t, label, data.category);
    return {
      title,
      description: t('marketplace.leaderboard.description'),
      canonicalQuery: canonicalPageQuery(data.page),
      jsonLd: [
        itemListJsonLd(
          title,
          data.board.entries.map((entry) => ({
            position: entry.position,
            name: entry.member.name,
            url: new URL(link(locale, 'profil-slug', { slug: entry.member.slug }), url.origin).href,
          })),
        ),
      ],
    };
  },
  Component: LeaderboardView,
});
