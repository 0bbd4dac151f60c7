import { periodStartDate } from '../../domain/periods';
import type { GraphqlContext } from '../context';
import { type LeaderboardParent, leaderboard, trustawards } from './marketplace-leaderboard';

/** Leaderboards and Trustawards over the ranking (live, snapshot, or computed on demand). */
export const rankingResolvers = {
  Query: { leaderboard, trustawards },
  Leaderboard: {
    startDate: (parent: LeaderboardParent) =>
      periodStartDate({
        kind: parent.period,
        year: parent.year,
        number: parent.number || (parent.period === 'yearly' ? 0 : 1),
      }),
    source: (parent: LeaderboardParent) => parent.source ?? (parent.live ? 'live' : 'snapshot'),
  },
  LeaderboardEntry: {
    member: (parent: { memberId: number }, _args: unknown, context: GraphqlContext) =>
      context.loaders.memberById.load(parent.memberId),
  },
};
