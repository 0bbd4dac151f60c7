import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeQueuedContactMessage } from '../jobs/contact-messages';
import {
  CONTACT_RATE_LIMIT,
  type ContactDeps,
  OUTAGE_ISOLATE_LIMIT,
  SHARED_RATE_LIMIT,
  sendContactMessage,
} from './send';

const form = (key: string, overrides: Record<string, unknown> = {}) => ({
  memberSlug: 'contact-test',
  idempotencyKey: key,
  firstName: 'Alice',
  lastName: 'Martin',
  email: 'alice@acme.io',
  phone: '',
  company: 'Acme',
  sector: 'J',
  reason: 'compare_quotes',
  message: 'We need a new website.',
  website: '',
  ...overrides,
});

const stored = async (key: string) =>
  env.DB.prepare('SELECT count(*) AS n, max(via) AS via FROM contact_messages WHERE idempotency_key = ?')
    .bind(key)
    .first<{ n: number; via: string | null }>();

const brokenDb = {
  prepare: () => {
    throw new Error('D1_ERROR: injected outage');
  },
} as unknown as D1Database;

const deps = (overrides: Partial<ContactDeps> = {}): ContactDeps => ({
  DB: env.DB,
  EVENTS: env.EVENTS,
  CACHE: env.CACHE,
  ...overrides,
});

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO members (id, public_id, slug, name, created_at, updated_at, category)
     VALUES (9001, 'm-contact', 'contact-test', 'Contact Test', '2024-01-01', '2024-01-01', 'tech_et_produit')`,
  ).run();
});

describe('sendContactMessage', () => {
  it('writes the message to D1 before answering SENT', async () => {
    const outcome = await sendContactMessage(deps(), form('key-direct-1'), { locale: 'en-GB' });
    expect(outcome).toEqual({ status: 'SENT', errors: [] });
    expect(await stored('key-direct-1')).toEqual({ n: 1, via: 'direct' });
  });

  it('stores a duplicate submission once and still answers SENT', async () => {
    await sendContactMessage(deps(), form('key-dup-1'), { locale: 'fr-FR' });
    const again = await sendContactMessage(deps(), form('key-dup-1'), { locale: 'fr-FR' });
    expect(again.status).toBe('SENT');
    expect((await stored('key-dup-1'))?.n).toBe(1);
  });

  it('answers INVALID with a code per field and stores nothing', async () => {
    const outcome = await sendContactMessage(
      deps(),
      form('key-bad-1', { firstName: '', phone: 'abc', email: 'x' }),
      {
        locale: 'en-GB',
      },
    );
    expect(outcome.status).toBe('INVALID');
    expect(outcome.errors).toEqual([
      { field: 'firstName', code: 'required' },
      { field: 'email', code: 'email' },
      { field: 'phone', code: 'phoneFormat' },
    ]);
    expect((await stored('key-bad-1'))?.n).toBe(0);
  });

  it('queues the message when D1 fails, and the consumer then stores it', async () => {
    const send = vi.fn(async () => {});
    const outcome = await sendContactMessage(
      deps({ DB: brokenDb, EVENTS: { send } as unknown as Queue }),
      form('key-queued-1'),
      { locale: 'de-DE' },
    );
    expect(outcome.status).toBe('QUEUED');
    expect(send).toHaveBeenCalledTimes(1);
    const queued = (send.mock.calls[0] as unknown[])[0] as { type: string; body: unknown };
    expect(queued.type).toBe('contact');
    await storeQueuedContactMessage(env, queued.body);
    await storeQueuedContactMessage(env, queued.body);
    expect(await stored('key-queued-1')).toEqual({ n: 1, via: 'queue' });
  });

  it('keeps the hourly limit while D1 is down, so an outage cannot flood the queue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(async () => {});
    const down = deps({ DB: brokenDb, EVENTS: { send } as unknown as Queue });
    const options = {
      locale: 'fr-FR' as const,
      clientIp: '203.0.113.9',
      now: new Date('2031-01-01T10:00:00Z'),
    };
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await sendContactMessage(down, form(`key-outage-${i}`), options)).status);
    expect(statuses.filter((status) => status === 'QUEUED')).toHaveLength(CONTACT_RATE_LIMIT);
    expect(statuses.filter((status) => status === 'RATE_LIMITED')).toHaveLength(20 - CONTACT_RATE_LIMIT);
    // A retry of a message that went through is not limited (the consumer stores it once).
    expect((await sendContactMessage(down, form('key-outage-0'), options)).status).toBe('QUEUED');
    expect(send).toHaveBeenCalledTimes(CONTACT_RATE_LIMIT + 1);

    // Many clients, one message each: the isolate lets a bounded number through in all.
    send.mockClear();
    const hour = { locale: 'fr-FR' as const, now: new Date('2031-01-01T12:00:00Z') };
    const many = await Promise.all(
      Array.from({ length: OUTAGE_ISOLATE_LIMIT + 50 }, (_, i) =>
        sendContactMessage(down, form(`key-outage-ip-${i}`), { ...hour, clientIp: `198.51.100.${i % 250}` }),
      ),
    );
    expect(many.filter((outcome) => outcome.status === 'QUEUED')).toHaveLength(OUTAGE_ISOLATE_LIMIT);
    expect(send).toHaveBeenCalledTimes(OUTAGE_ISOLATE_LIMIT);
  });

  it('answers ERROR when both D1 and the queue fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failingQueue = {
      send: async () => {
        throw new Error('queue down');
      },
    } as unknown as Queue;
    const outcome = await sendContactMessage(
      deps({ DB: brokenDb, EVENTS: failingQueue }),
      form('key-lost-1'),
      {
        locale: 'fr-FR',
      },
    );
    expect(outcome.status).toBe('ERROR');
  });

  it('drops a submission that filled the honeypot, answering as if it was sent', async () => {
    const outcome = await sendContactMessage(deps(), form('key-bot-1', { website: 'http://spam' }), {
      locale: 'fr-FR',
    });
    expect(outcome.status).toBe('SENT');
    expect((await stored('key-bot-1'))?.n).toBe(0);
  });

  it('limits messages per client IP', async () => {
    const options = {
      locale: 'fr-FR' as const,
      clientIp: '203.0.113.7',
      now: new Date('2026-01-01T10:00:00Z'),
    };
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) {
      expect((await sendContactMessage(deps(), form(`key-rate-${i}`), options)).status).toBe('SENT');
    }
    const over = await sendContactMessage(deps(), form('key-rate-over'), options);
    expect(over.status).toBe('RATE_LIMITED');
    expect((await stored('key-rate-over'))?.n).toBe(0);
    const other = await sendContactMessage(deps(), form('key-rate-other'), {
      ...options,
      clientIp: '198.51.100.1',
    });
    expect(other.status).toBe('SENT');
  });

  it('answers NOT_FOUND for an unknown member', async () => {
    const outcome = await sendContactMessage(deps(), form('key-nf-1', { memberSlug: 'nobody' }), {
      locale: 'fr-FR',
    });
    expect(outcome.status).toBe('NOT_FOUND');
  });
});

describe('POST /api/graphql/mutation/SendContactMessage', () => {
  it('runs the mutation with per-field errors', async () => {
    const response = await SELF.fetch('http://localhost/api/graphql/mutation/SendContactMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: { input: form('key-api-1', { message: '' }) } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { sendContactMessage: unknown } };
    expect(body.data.sendContactMessage).toEqual({
      status: 'INVALID',
      errors: [{ field: 'message', code: 'required' }],
    });
  });

  it('stores a valid message', async () => {
    const response = await SELF.fetch('http://localhost/api/graphql/mutation/SendContactMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.10' },
      body: JSON.stringify({ variables: { input: form('key-api-2') } }),
    });
    const body = (await response.json()) as { data: { sendContactMessage: { status: string } } };
    expect(body.data.sendContactMessage.status).toBe('SENT');
    expect((await stored('key-api-2'))?.n).toBe(1);
  });
});

describe('sendContactMessage keeps every message once, and only within the limit', () => {
  const rows = (key: string) =>
    env.DB.prepare('SELECT message, first_name FROM contact_messages WHERE idempotency_key = ?')
      .bind(key)
      .all<{ message: string; first_name: string }>();

  it('refuses the same key with other content, keeping the first message', async () => {
    const first = await sendContactMessage(deps(), form('key-reuse-1'), {
      locale: 'fr-FR',
      clientIp: '192.0.2.1',
    });
    expect(first.status).toBe('SENT');
    const other = await sendContactMessage(
      deps(),
      form('key-reuse-1', { message: 'Something else entirely.' }),
      {
        locale: 'fr-FR',
        clientIp: '192.0.2.1',
      },
    );
    expect(other).toEqual({ status: 'INVALID', errors: [{ field: 'idempotencyKey', code: 'keyReused' }] });
    expect((await rows('key-reuse-1')).results).toEqual([
      { message: 'We need a new website.', first_name: 'Alice' },
    ]);
  });

  it('refuses a missing or malformed key instead of making up a fresh one', async () => {
    for (const key of [undefined, '', 'short', 'x'.repeat(101), 'has space!', 42]) {
      const outcome = await sendContactMessage(deps(), form(key as string), { locale: 'fr-FR' });
      expect(outcome).toEqual({
        status: 'INVALID',
        errors: [{ field: 'idempotencyKey', code: 'invalidKey' }],
      });
    }
    const count = await env.DB.prepare(
      "SELECT count(*) AS n FROM contact_messages WHERE message = 'We need a new website.' AND idempotency_key NOT LIKE 'key-%'",
    ).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('stores 20 parallel posts of one key once, all answered SENT', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendContactMessage(deps(), form('key-parallel-same'), { locale: 'fr-FR', clientIp: '192.0.2.2' }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(20).fill('SENT'));
    expect((await rows('key-parallel-same')).results).toHaveLength(1);
  });

  it('lets 5 of 20 parallel posts with distinct keys through, atomically', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendContactMessage(deps(), form(`key-parallel-${String(i).padStart(2, '0')}`), {
          locale: 'fr-FR',
          clientIp: '192.0.2.3',
        }),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'SENT')).toHaveLength(CONTACT_RATE_LIMIT);
    expect(statuses.filter((status) => status === 'RATE_LIMITED')).toHaveLength(20 - CONTACT_RATE_LIMIT);
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM contact_messages WHERE idempotency_key LIKE 'key-parallel-__'",
    ).first<{ n: number }>();
    expect(stored?.n).toBe(CONTACT_RATE_LIMIT);
  });

  it('limits clients without a known IP together', async () => {
    const outcomes = [];
    for (let i = 0; i < SHARED_RATE_LIMIT + 2; i++)
      outcomes.push(
        (
          await sendContactMessage(deps(), form(`key-no-ip-${i}`), {
            locale: 'fr-FR',
            now: new Date('2030-01-01T10:00:00Z'),
          })
        ).status,
      );
    expect(outcomes.filter((status) => status === 'RATE_LIMITED')).toHaveLength(2);
  });

  it('removes control characters but keeps newlines and tabs', async () => {
    const outcome = await sendContactMessage(
      deps(),
      form('key-control-1', {
        message: 'Line one\r\nLine\ttwo\u0000\u0007\u001b[31m\u202Eevil',
        firstName: 'Al\u0000ice',
      }),
      { locale: 'fr-FR', clientIp: '192.0.2.4' },
    );
    expect(outcome.status).toBe('SENT');
    expect((await rows('key-control-1')).results).toEqual([
      { message: 'Line one\nLine\ttwo[31mevil', first_name: 'Alice' },
    ]);
  });
});
