import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** Images, media, sitemap, robots, analytics proxy, icons and the build manifest. */
export const edgeRoutes = new Hono<AppEnv>();
