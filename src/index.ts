import { Hono } from 'hono';
import { graphqlRoutes } from './api/graphql/routes';
import type { AppEnv } from './app-env';
import { edgeRoutes } from './edge/routes';
import { consumeQueue } from './jobs/queue';
import { runScheduled } from './jobs/scheduled';
import { platform } from './middleware/platform';
import { handleError, handleNotFound } from './pages/error-handler';
import { pageRoutes } from './pages/routes';
import { contactPostRoutes } from './screens/profil-slug/contact-post';

const app = new Hono<AppEnv>();

app.use('*', platform());
app.route('/api/graphql', graphqlRoutes);
app.route('/', edgeRoutes);
app.route('/', contactPostRoutes);
app.route('/', pageRoutes);
app.notFound(handleNotFound);
app.onError(handleError);

export { app };

export default {
  fetch: app.fetch,
  queue: consumeQueue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Env, unknown>;
