import { type ContactErrorCode, type ContactField, validateContact } from '../../domain/contact';
import type { Locale } from '../../i18n/locales';
import { noteWrite } from '../../middleware/d1-session';
import { purgePageTags } from '../../render/page-cache';

/** Messages a client may send per hour (KV counter keyed by a hash of its IP). */
export const CONTACT_RATE_LIMIT = 5;
const RATE_WINDOW_SECONDS = 60 * 60;

export type ContactStatus = 'SENT' | 'QUEUED' | 'INVALID' | 'RATE_LIMITED' | 'NOT_FOUND' | 'ERROR';

export interface ContactOutcome {
  status: ContactStatus;
  errors: { field: ContactField; code: ContactErrorCode }[];
}

/** The raw submission: form or mutation fields, all untrusted. */
export interface ContactSubmission {
  memberSlug: string;
  idempotencyKey?: unknown;
  website?: unknown;
  [field: string]: unknown;
}

/** The bindings the flow uses, so tests can hand in a D1 or a queue that fails. */
export interface ContactDeps {
  DB: D1Database;
  EVENTS: Queue;
  CACHE: KVNamespace;
}

/** The body of an EVENTS message of type 'contact' (read by src/jobs/contact-messages.ts). */
export interface QueuedContact {
  idempotencyKey: string;
  memberId: number | null;
  memberSlug: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string;
  sector: string | null;
  reason: string;
  message: string;
  locale: Locale;
  createdAt: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * A fresh idempotency key for a rendered form.
 * @example <input type="hidden" name="idempotencyKey" value={newIdempotencyKey()} />
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** KV key of a client's counter in the current window; the IP itself is never stored. */
async function rateKey(ip: string, now: Date): Promise<string> {
  const window = Math.floor(now.getTime() / 1000 / RATE_WINDOW_SECONDS);
  return `contact-rate:${(await sha256(`contact:${ip}`)).slice(0, 32)}:${window}`;
}

async function readCount(kv: KVNamespace, key: string): Promise<number> {
  try {
    return Number(await kv.get(key)) || 0;
  } catch {
    // A KV outage must not stop people from reaching a provider.
    return 0;
  }
}

/**
 * The contact flow (design section 8): honeypot, validation, rate limit, then D1 with the
 * idempotency key (a duplicate is stored once and still answered SENT). If D1 fails the message
 * goes to the EVENTS queue (QUEUED); if both fail, ERROR, and the caller keeps what was typed.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  submission: ContactSubmission,
  options: { locale: Locale; clientIp?: string; now?: Date },
): Promise<ContactOutcome> {
  const now = options.now ?? new Date();
  // Bots fill every field; they get the success answer so they learn nothing, and nothing is stored.
  if (typeof submission.website === 'string' && submission.website.trim() !== '') return ok('SENT');
  const checked = validateContact(submission);
  if (!checked.ok) {
    const errors = Object.entries(checked.errors).map(([field, code]) => ({
      field: field as ContactField,
      code: code as ContactErrorCode,
    }));
    return { status: 'INVALID', errors };
  }
  const key =
    typeof submission.idempotencyKey === 'string' && KEY_PATTERN.test(submission.idempotencyKey)
      ? submission.idempotencyKey
      : newIdempotencyKey();
  const counterKey = options.clientIp ? await rateKey(options.clientIp, now) : null;
  const count = counterKey ? await readCount(deps.CACHE, counterKey) : 0;
  if (count >= CONTACT_RATE_LIMIT) return ok('RATE_LIMITED');

  const message: QueuedContact = {
    idempotencyKey: key,
    memberId: null,
    memberSlug: submission.memberSlug,
    ...checked.value,
    locale: options.locale,
    createdAt: now.toISOString(),
  };
  const stored = await storeDirect(deps.DB, message);
  if (stored === 'not_found') return ok('NOT_FOUND');
  if (stored === 'stored') {
    // The visitor reads their write back (bookmark cookie); the member's cached pages go.
    noteWrite(deps);
    await purgePageTags(deps.CACHE, [`member:${message.memberSlug}`]).catch(() => {});
  }
  let status: ContactStatus = 'SENT';
  if (stored === 'failed') {
    try {
      await deps.EVENTS.send({ type: 'contact', body: message });
      status = 'QUEUED';
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'contact message lost: D1 and queue failed',
          error: String(error),
        }),
      );
      return ok('ERROR');
    }
  }
  if (counterKey && stored !== 'duplicate') {
    await deps.CACHE.put(counterKey, String(count + 1), { expirationTtl: RATE_WINDOW_SECONDS * 2 }).catch(
      () => {},
    );
  }
  return ok(status);
}

const ok = (status: ContactStatus): ContactOutcome => ({ status, errors: [] });

/** Writes the message to D1: 'stored', 'duplicate' (same key already stored), 'not_found' or 'failed'. */
async function storeDirect(db: D1Database, message: QueuedContact) {
  try {
    const member = await db
      .prepare(`SELECT id FROM members WHERE slug = ? AND status = 'active'`)
      .bind(message.memberSlug)
      .first<{ id: number }>();
    if (!member) return 'not_found' as const;
    message.memberId = member.id;
    const result = await db
      .prepare(
        `INSERT INTO contact_messages
         (idempotency_key, member_id, first_name, last_name, email, phone, company, sector, reason, message, locale, via, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'direct', ?)
         ON CONFLICT(idempotency_key) DO NOTHING`,
      )
      .bind(
        message.idempotencyKey,
        member.id,
        message.firstName,
        message.lastName,
        message.email,
        message.phone,
        message.company,
        message.sector,
        message.reason,
        message.message,
        message.locale,
        message.createdAt,
      )
      .run();
    return result.meta.changes > 0 ? ('stored' as const) : ('duplicate' as const);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'contact message not written to D1', error: String(error) }),
    );
    return 'failed' as const;
  }
}
