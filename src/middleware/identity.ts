import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';

/** Member user cookie: its presence shows 'Accès membre' instead of demo and login. */
export const USER_COOKIE = 'tf_uid';
/** Known contact cookie (spec section 6): computed, with no visible effect yet. */
export const CONTACT_COOKIE = 'tf_cid';

/** Identity flags from cookies (`c.var`). */
export interface IdentityVariables {
  /** tf_uid cookie present: a member user. */
  isUser: boolean;
  /** tf_cid cookie present: a known contact. */
  isContact: boolean;
}

/**
 * Sets `c.var.isUser` and `c.var.isContact` from the identity cookies. Only presence counts:
 * the values are never trusted nor echoed.
 */
export function identityFlags(): MiddlewareHandler<AppEnv> {
  return async function identityMiddleware(c, next) {
    let cookies: Record<string, string> = {};
    try {
      cookies = getCookie(c);
    } catch {
      // A malformed Cookie header must not fail the page: treat it as an anonymous visitor.
    }
    c.set('isUser', Boolean(cookies[USER_COOKIE]));
    c.set('isContact', Boolean(cookies[CONTACT_COOKIE]));
    await next();
  };
}
