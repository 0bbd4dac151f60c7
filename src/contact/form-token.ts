import { type Config, formSecret } from '../config';

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

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The last token signed, reused for the rest of its second. */
let lastToken: { secret: string; issued: string; token: string } | undefined;

/**
 * A form token: the time it was issued and this server's signature of it, so a post must come
 * from a form this site rendered in the last day. It is written into the rendered page, so every
 * visitor of one cached copy gets the same token: it names a render, never a visitor.
 * @example await formToken(c.get('config')) // '1764000000.3f9a…'
 */
export async function formToken(config: Config, now = Date.now()): Promise<string> {
  const issued = String(Math.floor(now / 1000));
  // FORM_SECRET, through the configuration (which refuses production without one).
  const secret = formSecret(config);
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
export async function validFormToken(config: Config, token: unknown, now = Date.now()): Promise<boolean> {
  if (typeof token !== 'string' || !/^\d{1,12}\.[0-9a-f]{64}$/.test(token)) return false;
  const [issued = '', signature = ''] = token.split('.');
  const age = now / 1000 - Number(issued);
  if (age < -60 || age > FORM_TOKEN_TTL_SECONDS) return false;
  const bytes = Uint8Array.from(signature.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(formSecret(config)),
    bytes,
    new TextEncoder().encode(`contact:${issued}`),
  );
}
