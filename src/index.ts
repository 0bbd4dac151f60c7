import { Hono } from 'hono';
import { graphqlRoutes } from './api/graphql/routes';
import { edgeRoutes } from './edge/routes';
import { embeddable } from './edge/widget/embeddable';
import { consumeQueue } from './jobs/queue';
import { runScheduled } from './jobs/scheduled';
import { admission } from './middleware/admission';
import { drainUnreadBody } from './middleware/drain-body';
import { platform } from './middleware/platform';
import { contactPostRoutes } from './pages/contact-post';
import { pageRoutes } from './pages/routes';
import { handleError, notFoundHandler } from './render/error-handler';
import { allowedMethods } from './routing/allowed-methods';

const app = new Hono<{ Bindings: Env }>();

app.use('*', drainUnreadBody());
// Before the platform middleware: it rewrites the headers of answers other sites embed.
app.use('/widget/*', embeddable());
app.use('*', platform());
// Past its turns, a request is refused with 503 and Retry-After rather than queued without end.
app.use('*', admission());
app.route('/api/graphql', graphqlRoutes);
app.route('/', edgeRoutes);
app.route('/', contactPostRoutes);
app.route('/', pageRoutes);
// A path some route has, asked with another method: 405 with Allow (OPTIONS: 204 with Allow).
app.notFound(notFoundHandler(allowedMethods(() => app.routes)));
app.onError(handleError);

export { app };

export default {
  fetch: app.fetch,
  queue: consumeQueue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Env, unknown>;
