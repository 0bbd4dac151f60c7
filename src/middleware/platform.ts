import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AppEnv } from '../app-env';
import { readConfig } from '../config';
import { identityFlags } from './identity';
import { localeFromPrefix, localeHomeRedirect } from './locale';
import { requestLog } from './request-log';
import { robotsPolicy } from './robots-policy';
import { securityHeaders } from './security-headers';

function configuration(): MiddlewareHandler<AppEnv> {
  return async function configurationMiddleware(c, next) {
    c.set('config', readConfig(c.env));
    await next();
  };
}

/**
 * Per-request set-up, in order: configuration, request id + log line, security headers and CSP
 * nonce, host robots policy, locale from the path prefix (and `/` to the locale the cookie names),
 * identity flags.
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
  );
}
