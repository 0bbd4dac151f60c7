import { CONTACT_FIELDS, type ContactErrorCode, type ContactField, validateContact } from '../domain/contact';
import type { ContactStatus } from '../generated/graphql';
import { purgePageTags } from '../http/page-generations';
import type { Locale } from '../i18n/locales';

/** Messages a client may send per hour (D1 counter keyed by a hash of its IP). */
export const CONTACT_RATE_LIMIT = 5;
/** Messages per hour of all clients whose IP is unknown (no CF-Connecting-IP), together. */
export const SHARED_RATE_LIMIT = 20;
const RATE_WINDOW_SECONDS = 60 * 60;
/**
 * Messages per hour one isolate lets through, all clients together, while D1 cannot count slots
 * (they go to the queue then): an outage never turns into an unlimited flood of the queue.
 */
export const OUTAGE_ISOLATE_LIMIT = 100;

export interface ContactOutcome {
  status: ContactStatus;
  /** Field errors, plus the key's own: invalidKey (missing or malformed), keyReused (other content). */
  errors:
    | { field: ContactField; code: ContactErrorCode }[]
    | { field: 'idempotencyKey'; code: 'invalidKey' | 'keyReused' }[];
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

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The counter of a client: a hash of its IP (never stored as such), or the shared one. */
async function rateBucket(ip: string | undefined): Promise<{ bucket: string; limit: number }> {
  if (!ip) return { bucket: 'shared', limit: SHARED_RATE_LIMIT };
  return { bucket: (await sha256(`contact:${ip}`)).slice(0, 32), limit: CONTACT_RATE_LIMIT };
}

/**
 * The rate limit while D1 is unreachable, kept in this isolate's memory (module level, per
 * isolate on purpose: it must outlive one request): each client's hourly limit as in D1, and at
 * most `isolateLimit` keys an hour in all. A key that holds a slot keeps it (retries pass).
 */
class OutageSlots {
  private window = Number.NaN;
  private readonly held = new Map<string, Set<string>>();
  private total = 0;

  constructor(private readonly isolateLimit: number) {}

  take(bucket: string, limit: number, window: number, key: string): boolean {
    if (window !== this.window) {
      // A new hour: the memory holds one hour at a time, so it never grows past the limit.
      this.window = window;
      this.held.clear();
      this.total = 0;
    }
    const keys = this.held.get(bucket) ?? new Set<string>();
    if (keys.has(key)) return true;
    if (keys.size >= limit || this.total >= this.isolateLimit) return false;
    keys.add(key);
    this.held.set(bucket, keys);
    this.total += 1;
    return true;
  }
}

const outageSlots = new OutageSlots(OUTAGE_ISOLATE_LIMIT);

/**
 * Takes the slot of this message's key in the client's hour, atomically: one conditional insert
 * while the hour holds fewer keys than the limit. A key that already holds a slot (a twin post
 * racing this one) keeps it, so parallel retries of one message are never rate limited.
 */
async function takeSlot(
  db: D1Database,
  bucket: string,
  limit: number,
  window: number,
  key: string,
): Promise<boolean> {
  try {
    const [, held] = await db.batch([
      db
        .prepare(
          `INSERT INTO contact_rate (bucket, window, idempotency_key)
           SELECT ?1, ?2, ?4 WHERE (SELECT count(*) FROM contact_rate WHERE bucket = ?1 AND window = ?2) < ?3
           ON CONFLICT DO NOTHING`,
        )
        .bind(bucket, window, limit, key),
      db
        .prepare('SELECT 1 AS held FROM contact_rate WHERE bucket = ? AND window = ? AND idempotency_key = ?')
        .bind(bucket, window, key),
    ]);
    return (held?.results.length ?? 0) > 0;
  } catch (error) {
    // D1 cannot count: the message will most likely go to the queue, so it is counted here.
    console.error(
      JSON.stringify({
        level: 'warn',
        message: 'contact rate limit counted in memory',
        error: String(error),
      }),
    );
    return outageSlots.take(bucket, limit, window, key);
  }
}

/** Gives a key's slot back (the message went nowhere: its member does not exist). */
async function releaseSlot(db: D1Database, bucket: string, window: number, key: string): Promise<void> {
  await db
    .prepare('DELETE FROM contact_rate WHERE bucket = ? AND window = ? AND idempotency_key = ?')
    .bind(bucket, window, key)
    .run()
    .catch(() => undefined);
}

/** A form field's column in contact_messages (`firstName` -> `first_name`). */
const column = (field: ContactField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * What a key already stored says about this message: 'none' (new key), 'same' (a replay of the
 * stored message) or 'different' (the key was used for other content).
 */
async function storedUnderKey(
  db: D1Database,
  message: QueuedContact,
): Promise<'none' | 'same' | 'different'> {
  // Every field of the form makes two submissions the same message.
  const row = await db
    .prepare(
      `SELECT m.slug, ${CONTACT_FIELDS.map((field) => `c.${column(field)}`).join(', ')}
       FROM contact_messages c JOIN members m ON m.id = c.member_id WHERE c.idempotency_key = ?`,
    )
    .bind(message.idempotencyKey)
    .first<Record<string, string | null>>();
  if (!row) return 'none';
  const same =
    row.slug === message.memberSlug &&
    CONTACT_FIELDS.every((field) => row[column(field)] === (message[field] ?? null));
  return same ? 'same' : 'different';
}

/**
 * The contact flow (design section 8): honeypot, validation, idempotency key, rate limit, then D1.
 * The key must be the one the form was given: a missing or malformed key is refused (a fresh one
 * would turn every replay into a duplicate). A replay of a stored message answers SENT and stores
 * nothing; the same key with other content is refused (field idempotencyKey, code keyReused) and
 * the first message kept. The hourly limit is taken atomically in D1 (replays do not count), or
 * in the isolate's memory while D1 fails. If D1 fails the message goes to the EVENTS queue
 * (QUEUED); if both fail, ERROR, and the caller keeps what was typed.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  submission: ContactSubmission,
  options: {
    locale: Locale;
    clientIp?: string;
    now?: Date;
    /** Called once the message is in D1 (the visitor then reads their write back). */
    onWrite?: () => void;
  },
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
  if (typeof submission.idempotencyKey !== 'string' || !KEY_PATTERN.test(submission.idempotencyKey))
    return { status: 'INVALID', errors: [{ field: 'idempotencyKey', code: 'invalidKey' }] };
  const key = submission.idempotencyKey;
  const message: QueuedContact = {
    idempotencyKey: key,
    memberId: null,
    memberSlug: submission.memberSlug,
    ...checked.value,
    locale: options.locale,
    createdAt: now.toISOString(),
  };
  const replay = await storedUnderKey(deps.DB, message).catch(() => 'none' as const);
  if (replay === 'same') return ok('SENT');
  if (replay === 'different') return KEY_REUSED;

  const window = Math.floor(now.getTime() / 1000 / RATE_WINDOW_SECONDS);
  const { bucket, limit } = await rateBucket(options.clientIp);
  if (!(await takeSlot(deps.DB, bucket, limit, window, key))) {
    // Parallel posts of one key race for slots: a replay of what one of them stored is no new message.
    const stored = await storedUnderKey(deps.DB, message).catch(() => 'none' as const);
    return stored === 'same' ? ok('SENT') : stored === 'different' ? KEY_REUSED : ok('RATE_LIMITED');
  }
  const stored = await storeDirect(deps.DB, message);
  // A duplicate shares the slot its key's first post holds: only a message that went nowhere gives it back.
  if (stored === 'not_found') await releaseSlot(deps.DB, bucket, window, key);
  if (stored === 'not_found') return ok('NOT_FOUND');
  if (stored === 'duplicate') {
    // A parallel post with this key was stored first: a replay, or other content under its key.
    const first = await storedUnderKey(deps.DB, message).catch(() => 'same' as const);
    return first === 'different' ? KEY_REUSED : ok('SENT');
  }
  if (stored === 'stored') {
    // The visitor reads their write back (bookmark cookie); the member's cached pages go.
    options.onWrite?.();
    await purgePageTags(deps.CACHE, [`member:${message.memberSlug}`]).catch(() => {});
  }
  let status: ContactStatus = 'SENT';
  if (stored === 'failed') {
    try {
      await deps.EVENTS.send({ type: 'contact', body: message }, { contentType: 'json' });
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
  return ok(status);
}

const ok = (status: ContactStatus): ContactOutcome => ({ status, errors: [] });
const KEY_REUSED: ContactOutcome = {
  status: 'INVALID',
  errors: [{ field: 'idempotencyKey', code: 'keyReused' }],
};

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
