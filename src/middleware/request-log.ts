import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { isIndexableHost } from './robots-policy';

/** What the request log counts while the request is answered (`c.var`). */
export interface RequestLogVariables {
  requestId: string;
  /** D1 round trips made while answering, for the request log and the bench. */
  dbQueries: number;
  /** D1 rows read while answering, for the request log and the bench. */
  dbRows: number;
  /** 'hit' | 'stale' | 'miss' | 'bypass' of the data cache, for the request log. */
  cacheStatus: string;
  /** Route name of the matched page, for the request log. */
  routeName: string;
}

/**
 * Gives the request an id (echoed as `X-Request-Id`) and writes ONE JSON line when it is
 * answered: route name, status, duration, data-cache status and D1 round trips and rows. Hosts
 * other than PRODUCTION_HOST also answer `Server-Timing: db;desc="queries=N rows=M"` for the bench.
 * @example app.use('*', requestLog())
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async function requestLogMiddleware(c, next) {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('dbQueries', 0);
    c.set('dbRows', 0);
    c.set('cacheStatus', 'bypass');
    c.set('routeName', 'unknown');
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // Loaders run before the response streams, so the counts are complete here.
    if (!isIndexableHost(c))
      c.res.headers.append('Server-Timing', `db;desc="queries=${c.var.dbQueries} rows=${c.var.dbRows}"`);
    console.log(
      JSON.stringify({
        level: 'info',
        requestId,
        method: c.req.method,
        path: new URL(c.req.url).pathname.slice(0, 512),
        route: c.var.routeName,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
        cache: c.var.cacheStatus,
        dbQueries: c.var.dbQueries,
        dbRows: c.var.dbRows,
      }),
    );
  };
}
