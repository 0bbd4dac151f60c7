import type { Resolvers } from '../../generated/resolvers';

/** Root fields that belong to no domain. */
export const baseResolvers = {
  Mutation: { ping: () => 'pong' },
} satisfies Resolvers;
