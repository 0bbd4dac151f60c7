import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { BOOKMARK_COOKIE } from './d1-session';

/** Member user cookie: its presence shows 'Accès membre' instead of demo and login. */
export const USER_COOKIE = 'tf_uid';
/** Known contact cookie (spec section 6): computed, with no visible effect yet. */
export const CONTACT_COOKIE = 'tf_cid';

/**
 * Cookies that make a visitor's answers their own: the identity cookies and the D1 bookmark a
 * visitor carries after a write of their own (they must read it back). Such a visitor's pages are
 * neither shared by the page cache nor sent without `Cross-Origin-Opener-Policy`.
 */
export const PERSONAL_COOKIES = [USER_COOKIE, CONTACT_COOKIE, BOOKMARK_COOKIE] as const;

/** Whether the request carries a cookie that makes its answer personal. */
export function hasPersonalCookie(c: Context): boolean {
  try {
    const cookies = getCookie(c);
    return PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
  } catch {
    // Unreadable cookies: the page renders for an anonymous visitor, but is not shared either.
    return true;
  }
}

/** Identity flags from cookies (`c.var`). */
declare module 'hono' {
  interface ContextVariableMap {
    /** tf_uid cookie present: a member user. */
    isUser: boolean;
    /** tf_cid cookie present: a known contact. */
    isContact: boolean;
  }
}

/**
 * Sets `c.var.isUser` and `c.var.isContact` from the identity cookies. Only presence counts:
 * the values are never trusted nor echoed.
 */
export function identityFlags(): MiddlewareHandler {
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
