import { schemaVersion } from '../../generated/graphql';

/** Root fields that belong to no domain. */
export const baseResolvers = {
  Query: { schemaVersion: () => schemaVersion },
  Mutation: { ping: () => 'pong' },
};
