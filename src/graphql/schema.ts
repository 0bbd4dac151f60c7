import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { schemaSdl } from '../generated/graphql';
import { resolvers } from './resolvers';

let schema: GraphQLSchema | undefined;

/** The executable schema, built once per isolate from the generated SDL and the resolvers. */
export function getSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({ typeDefs: schemaSdl, resolvers });
  return schema;
}
