/** Root fields that belong to no domain. */
export const baseResolvers = {
  Mutation: { ping: () => 'pong' },
};
