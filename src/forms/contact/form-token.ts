import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { newIdempotencyKey } from '../../graphql/resolvers/profile-contact';

/** How long a rendered form may be posted (a visitor may take their time writing). */
export const FORM_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** Used when FORM_SECRET is not set (local development and tests only). */
const DEVELOPMENT_SECRET = 'trustboard-local-form-secret';

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

const secretOf = (env: Env) => (env as Env & { FORM_SECRET?: string }).FORM_SECRET || DEVELOPMENT_SECRET;
const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A form token: the time it was issued and this server's signature of it, so a post must come
 * from a form this site rendered in the last day.
 * @example await formToken(env) // '1764000000.3f9a…'
 */
export async function formToken(env: Env, now = Date.now()): Promise<string> {
  const issued = String(Math.floor(now / 1000));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secretOf(env)),
    new TextEncoder().encode(`contact:${issued}`),
  );
  return `${issued}.${toHex(signature)}`;
}

/** Whether a posted token is one {@link formToken} issued less than a day ago. */
export async function validFormToken(env: Env, token: unknown, now = Date.now()): Promise<boolean> {
  if (typeof token !== 'string' || !/^\d{1,12}\.[0-9a-f]{64}$/.test(token)) return false;
  const [issued = '', signature = ''] = token.split('.');
  const age = now / 1000 - Number(issued);
  if (age < -60 || age > FORM_TOKEN_TTL_SECONDS) return false;
  const bytes = Uint8Array.from(signature.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secretOf(env)),
    bytes,
    new TextEncoder().encode(`contact:${issued}`),
  );
}

/**
 * Internal header of a rendered page that holds a form to fill on the way out (kept with its
 * cached copies, removed before any answer leaves): every other page streams untouched, instead
 * of through an HTML parser (about 0.8 ms of a cached page's CPU).
 */
export const FORM_FIELDS_HEADER = 'x-form-fields';

/** Marks a page whose HTML holds the hidden fields {@link formTokens} fills. */
export function markFormFields(html: string, headers: Headers): void {
  if (html.includes('name="formToken"')) headers.set(FORM_FIELDS_HEADER, '1');
}

/**
 * Fills the per-visitor values of the contact form on the way out: the rendered (and cached)
 * page carries the hidden `idempotencyKey` and `formToken` inputs empty, so its HTML is the same
 * for every visitor; each response gets a fresh key and token here. A value already set (the
 * no-JS form re-rendered after a failed post keeps its key) is left alone.
 * @example app.use('*', formTokens())
 */
export function formTokens(): MiddlewareHandler<AppEnv> {
  return async function formTokensMiddleware(c, next) {
    await next();
    if (!c.res.headers.has(FORM_FIELDS_HEADER)) return;
    c.res.headers.delete(FORM_FIELDS_HEADER);
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html') || !c.res.body) return;
    const env = c.env;
    const fill = (make: () => string | Promise<string>) => ({
      async element(element: Element) {
        if (!element.getAttribute('value')) element.setAttribute('value', await make());
      },
    });
    const rewritten = new HTMLRewriter()
      .on('form input[type="hidden"][name="idempotencyKey"]', fill(newIdempotencyKey))
      .on(
        'form input[type="hidden"][name="formToken"]',
        fill(() => formToken(env)),
      )
      .transform(c.res);
    c.res = new Response(rewritten.body, c.res);
  };
}
