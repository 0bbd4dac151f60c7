import { Hono } from 'hono';
import { ANALYTICS_FIRST_PARTY_PATH } from '../config';
import { analyticsRoutes } from './analytics/routes';
import { feedRoutes } from './feeds/route';
import { iconsHandler } from './icons';
import { imageHandler } from './images/route';
import { mediaHandler } from './media';
import { robotsHandler } from './robots';
import { sitemapChildHandler, sitemapIndexHandler } from './sitemap/route';
import { widgetRoutes } from './widget/route';

/** Images, media, sitemap, robots, analytics proxy, icons, feeds and the embeddable widget. */
export const edgeRoutes = new Hono<{ Bindings: Env }>();

edgeRoutes.get('/_img', imageHandler);
edgeRoutes.get('/media/*', mediaHandler);
edgeRoutes.get('/robots.txt', robotsHandler);
edgeRoutes.get('/sitemap.xml', sitemapIndexHandler);
edgeRoutes.get('/sitemaps/:file', sitemapChildHandler);
edgeRoutes.route(ANALYTICS_FIRST_PARTY_PATH, analyticsRoutes);
edgeRoutes.get('/api/icons/:file', iconsHandler);
edgeRoutes.route('/widget', widgetRoutes);
edgeRoutes.route('/', feedRoutes);
