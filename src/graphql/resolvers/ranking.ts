import { periodStartDate } from '../../domain/periods';
import type { Resolvers } from '../../generated/resolvers';
import { leaderboard, trustawards } from './marketplace-leaderboard';
import { found } from './shared';

/** Leaderboards and Trustawards over the ranking (live, snapshot, or computed on demand). */
export const rankingResolvers = {
  Query: { leaderboard, trustawards },
  Leaderboard: {
    startDate: (parent) =>
      periodStartDate({
        kind: parent.period,
        year: parent.year,
        number: parent.number || (parent.period === 'yearly' ? 0 : 1),
      }),
    source: (parent) => parent.source ?? (parent.live ? 'live' : 'snapshot'),
  },
  LeaderboardEntry: {
    member: async (parent, _args, context) =>
      found(await context.loaders.memberById.load(parent.memberId), 'member'),
  },
} satisfies Resolvers;
