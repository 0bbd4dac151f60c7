import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** Carries a visitor's D1 bookmark after a write of theirs, so their next reads see it. */
export const BOOKMARK_COOKIE = 'tf_d1b';
/** Long enough for replicas to catch up; after that any replica is as fresh as the write. */
const BOOKMARK_SECONDS = 60;
/** D1 bookmarks are hex groups joined by dashes; anything else is ignored, never passed on. */
const BOOKMARK_PATTERN = /^[0-9a-f-]{8,128}$/i;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set when the request wrote to D1 (a visitor's contact message): its answer carries the bookmark. */
    d1Written?: boolean;
  }
}

/**
 * Records that this request wrote to D1 (a visitor's contact message): the answer then carries
 * the session's bookmark in a cookie.
 * @example noteWrite(c) // after the INSERT succeeded
 */
export function noteWrite(c: Context): void {
  c.set('d1Written', true);
}

/**
 * D1 read replication through the Sessions API: every query of the request runs in one session
 * (`env.DB` is the session), which may read from the nearest replica. A visitor who just wrote
 * carries the bookmark of their write in a cookie, so their session starts at least there and
 * they read their own write; nobody else gets a cookie, so anonymous pages stay cacheable.
 * On where `D1_READ_REPLICAS` is "on" (production, with replication enabled on the database):
 * the local simulation of sessions fails some queries under concurrent requests, and has no
 * replicas to read from anyway (docs/decisions/d1-read-replicas.md).
 * @example app.use('*', d1Session())
 */
export function d1Session(): MiddlewareHandler {
  return async function d1SessionMiddleware(c, next) {
    const db = c.env?.DB as D1Database | undefined;
    const enabled = c.get('config')?.D1_READ_REPLICAS === true;
    if (!enabled || !db || typeof db.withSession !== 'function') return next();
    let bookmark: string | undefined;
    try {
      bookmark = getCookie(c, BOOKMARK_COOKIE);
    } catch {
      bookmark = undefined;
    }
    const constraint = bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : 'first-unconstrained';
    let session: D1DatabaseSession;
    try {
      session = db.withSession(constraint);
    } catch {
      session = db.withSession('first-unconstrained');
    }
    c.env = { ...c.env, DB: session as unknown as D1Database };
    await next();
    if (!c.get('d1Written')) return;
    const written = session.getBookmark();
    if (written && BOOKMARK_PATTERN.test(written)) {
      setCookie(c, BOOKMARK_COOKIE, written, {
        path: '/',
        maxAge: BOOKMARK_SECONDS,
        httpOnly: true,
        secure: new URL(c.req.url).protocol === 'https:',
        sameSite: 'Lax',
      });
    }
  };
}
