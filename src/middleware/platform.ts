import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AppEnv } from '../app-env';
import { type Config, readConfig } from '../config';
import { d1Session } from './d1-session';
import { identityFlags } from './identity';
import { localeFromPrefix, localeHomeRedirect } from './locale';
import { requestLog } from './request-log';
import { robotsPolicy } from './robots-policy';
import { securityHeaders } from './security-headers';

/** The validated configuration (`c.get('config')`). */
export interface PlatformVariables {
  config: Config;
}

function configuration(): MiddlewareHandler<AppEnv> {
  return async function configurationMiddleware(c, next) {
    c.set('config', readConfig(c.env));
    await next();
  };
}

/**
 * Per-request set-up, in order: configuration, request id + log line, security headers and CSP
 * (CSP by hash), host robots policy, locale from the path prefix (and `/` to the locale the cookie
 * names), identity flags, the request's D1 session (read replicas; a visitor's own write is read
 * back through its bookmark).
 * @example app.use('*', platform())
 */
export function platform(): MiddlewareHandler<AppEnv> {
  return every(
    configuration(),
    requestLog(),
    securityHeaders(),
    robotsPolicy(),
    localeFromPrefix(),
    localeHomeRedirect(),
    identityFlags(),
    d1Session(),
  );
}
