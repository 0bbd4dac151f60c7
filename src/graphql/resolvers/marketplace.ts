import { RANKING_METHOD } from '../../domain/leaderboard-method';
import { type Period, periodStartDate } from '../../domain/periods';
import { directoryListing } from './marketplace-directory';
import { memberHits, reviewHits } from './marketplace-search';

type LeaderboardParent = { period: Period['kind']; year: number; number: number; live: boolean; source?: string };

/** Marketplace additions: sortable directory, highlighted search hits, the public ranking method. */
export const marketplaceResolvers = {
  Query: {
    rankingMethod: () => RANKING_METHOD,
    directoryListing,
  },
  SearchResult: { memberHits, reviewHits },
  Leaderboard: {
    startDate: (parent: LeaderboardParent) =>
      periodStartDate({ kind: parent.period, year: parent.year, number: parent.number || (parent.period === 'yearly' ? 0 : 1) }),
    source: (parent: LeaderboardParent) => parent.source ?? (parent.live ? 'live' : 'snapshot'),
  },
};
