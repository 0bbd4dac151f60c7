import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** GET /api/graphql/query/{Name} and POST /api/graphql/mutation/{Name}. */
export const graphqlRoutes = new Hono<AppEnv>();
