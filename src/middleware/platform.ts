import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { type Config, configProblems, fallbackConfig, readConfig } from '../config';
import { renderError } from '../render/error-handler';
import { d1Latency } from './d1-latency';
import { d1Session } from './d1-session';
import { identityFlags } from './identity';
import { localeFromPrefix, localeHomeRedirect } from './locale';
import { requestLog } from './request-log';
import { robotsPolicy } from './robots-policy';
import { securityHeaders } from './security-headers';

/** The validated configuration (`c.get('config')`). */
declare module 'hono' {
  interface ContextVariableMap {
    config: Config;
    /** Why the configuration was refused (set, every request answers the 500 page). */
    configRefused?: string;
  }
}

function configuration(): MiddlewareHandler {
  return async function configurationMiddleware(c, next) {
    try {
      c.set('config', readConfig(c.env));
    } catch (error) {
      // Refused (a bad value, production without its form secret): the error page still renders,
      // with what can be used, once the request has its id, headers and locale.
      c.set('config', fallbackConfig(c.env));
      c.set('configRefused', configProblems(error));
    }
    await next();
  };
}

/**
 * A refused configuration answers every request with the 500 page (spec section 8) and says
 * why in a log line; a visitor sees nothing of the reason.
 */
function refuseMisconfigured(): MiddlewareHandler {
  return async function refuseMisconfiguredMiddleware(c, next) {
    const refused = c.get('configRefused');
    if (!refused) return next();
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId'),
        message: 'configuration refused',
        error: refused,
      }),
    );
    c.res = await renderError(c, 500, 'An error occurred');
  };
}

/**
 * Per-request set-up, in order: configuration, request id + log line, security headers and CSP
 * (CSP by hash), host robots policy, locale from the path prefix, the 500 page when the
 * configuration was refused, `/` to the locale the cookie names, identity flags, on this machine's runtime the simulation of a distant D1
 * (`D1_LATENCY_MS`), the request's D1 session (read replicas; a visitor's own write is read
 * back through its bookmark).
 * @example app.use('*', platform())
 */
export function platform(): MiddlewareHandler {
  return every(
    configuration(),
    requestLog(),
    securityHeaders(),
    robotsPolicy(),
    localeFromPrefix(),
    refuseMisconfigured(),
    localeHomeRedirect(),
    identityFlags(),
    d1Latency(),
    d1Session(),
  );
}
