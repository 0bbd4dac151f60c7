import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { formSecret, readConfig } from '../../config';
import { newIdempotencyKey } from '../../graphql/resolvers/profile-contact';

/** How long a rendered form may be posted (a visitor may take their time writing). */
export const FORM_TOKEN_TTL_SECONDS = 24 * 60 * 60;
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

/** FORM_SECRET, read through the configuration (which refuses production without one). */
const secretOf = (env: Env) => formSecret(readConfig(env));
const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The last token signed, reused for the rest of its second. */
let lastToken: { secret: string; issued: string; token: string } | undefined;

/**
 * A form token: the time it was issued and this server's signature of it, so a post must come
 * from a form this site rendered in the last day.
 * @example await formToken(env) // '1764000000.3f9a…'
 */
export async function formToken(env: Env, now = Date.now()): Promise<string> {
  const issued = String(Math.floor(now / 1000));
  const secret = secretOf(env);
  // Every form of one second carries the same token: signed once per second, not per page.
  if (lastToken?.secret === secret && lastToken.issued === issued) return lastToken.token;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(`contact:${issued}`),
  );
  const token = `${issued}.${toHex(signature)}`;
  lastToken = { secret, issued, token };
  return token;
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
 * of through an HTML parser (about 0.8 ms of a cached page's CPU). A page answered from the
 * cache gets its fields spliced into its kept bytes instead ({@link filledFormFields}).
 */
export const FORM_FIELDS_HEADER = 'x-form-fields';

/** Marks a page whose HTML holds the hidden fields {@link formTokens} fills. */
export function markFormFields(html: string, headers: Headers): void {
  if (html.includes('name="formToken"')) headers.set(FORM_FIELDS_HEADER, '1');
}

/** How each hidden field to fill is written in a rendered page, valueless (as React writes it). */
const EMPTY_FIELDS = [
  { name: 'idempotencyKey', written: '<input type="hidden" name="idempotencyKey"/>' },
  { name: 'formToken', written: '<input type="hidden" name="formToken"/>' },
] as const;
type FieldName = (typeof EMPTY_FIELDS)[number]['name'];

/** Where a page's empty hidden fields sit: the byte offset of each one's closing `/>`. */
interface FieldSlot {
  at: number;
  name: FieldName;
}

const slotsOfBody = new WeakMap<ArrayBuffer, FieldSlot[]>();

/** Where `needle` first occurs in `bytes` from `from` on, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const last = bytes.length - needle.length;
  for (
    let at = bytes.indexOf(needle[0]!, from);
    at !== -1 && at <= last;
    at = bytes.indexOf(needle[0]!, at + 1)
  ) {
    let matched = 1;
    while (matched < needle.length && bytes[at + matched] === needle[matched]) matched += 1;
    if (matched === needle.length) return at;
  }
  return -1;
}

/** Finds the empty hidden fields of a stored page once; later calls on the same bytes reuse it. */
function fieldSlots(body: ArrayBuffer): FieldSlot[] {
  let slots = slotsOfBody.get(body);
  if (slots) return slots;
  const bytes = new Uint8Array(body);
  slots = [];
  for (const { name, written } of EMPTY_FIELDS) {
    const needle = new TextEncoder().encode(written);
    for (
      let at = indexOfBytes(bytes, needle, 0);
      at !== -1;
      at = indexOfBytes(bytes, needle, at + needle.length)
    )
      slots.push({ at: at + needle.length - 2, name });
  }
  slots.sort((a, b) => a.at - b.at);
  slotsOfBody.set(body, slots);
  return slots;
}

/**
 * A stored page's bytes with a fresh key and token in its contact form's empty hidden fields:
 * the same result as {@link formTokens}'s HTML rewriting, spliced into the kept bytes instead of
 * parsing the whole page again for every visitor. Undefined when the page holds no field in the
 * form this expects: it then goes through the rewriter.
 * @example const filled = await filledFormFields(env, stored.body)
 */
export async function filledFormFields(env: Env, body: ArrayBuffer): Promise<Uint8Array | undefined> {
  const slots = fieldSlots(body);
  if (slots.length === 0) return undefined;
  const encoder = new TextEncoder();
  // Written as the rewriter writes an added attribute, so a cached copy and a fresh render agree.
  const attribute = (value: string) => encoder.encode(` value="${value}" `);
  const token = attribute(await formToken(env));
  const values = slots.map(({ name }) => (name === 'formToken' ? token : attribute(newIdempotencyKey())));
  const source = new Uint8Array(body);
  const filled = new Uint8Array(body.byteLength + values.reduce((sum, value) => sum + value.byteLength, 0));
  let from = 0;
  let to = 0;
  slots.forEach(({ at }, index) => {
    const value = values[index]!;
    filled.set(source.subarray(from, at), to);
    to += at - from;
    filled.set(value, to);
    to += value.byteLength;
    from = at;
  });
  filled.set(source.subarray(from), to);
  return filled;
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
