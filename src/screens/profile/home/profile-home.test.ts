import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../../test/dom';
import { seedTiny } from '../../../../test/fixtures/seed';
import { readConfig } from '../../../config';
import { formToken } from '../../../contact/form-token';

let slug: string;
let removed: { slug: string; status: string } | null;

beforeAll(async () => {
  await seedTiny(env.DB);
  const row = await env.DB.prepare(
    `SELECT slug FROM members WHERE status = 'active' ORDER BY review_count DESC LIMIT 1`,
  ).first<{ slug: string }>();
  slug = row?.slug ?? '';
  removed = await env.DB.prepare(`SELECT slug, status FROM members WHERE status != 'active' LIMIT 1`).first();
});

const get = (path: string) => SELF.fetch(`http://localhost${path}`);
/** A post of the no-JS form from the site's own page, with the token the page would carry. */
const post = async (path: string, fields: Record<string, string>) =>
  SELF.fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ ...fields, formToken: await formToken(readConfig(env)) }).toString(),
  });

const valid = {
  firstName: 'Alice',
  lastName: 'Martin',
  email: 'alice@acme.io',
  company: 'Acme',
  sector: 'J',
  reason: 'compare_quotes',
  message: 'Hello',
  website: '',
};

describe('profile home', { timeout: 30_000 }, () => {
  it('renders the profile with its section navigation in every locale prefix', async () => {
    for (const prefix of ['', '/en-GB', '/de-DE', '/nl-NL']) {
      const response = await get(`${prefix}/profil/${slug}`);
      expect(response.status, prefix).toBe(200);
      const page = parsePage(await response.text());
      expect(page.querySelector('main [aria-current="page"]'), prefix).toBeTruthy();
      expect(page.querySelector(`main a[href="${prefix}/profil/${slug}/reviews"]`), prefix).toBeTruthy();
      expect(page.querySelector('#contact'), prefix).toBeTruthy();
      const jsonLd = Array.from(page.querySelectorAll('script[type="application/ld+json"]'), (script) =>
        JSON.parse(script.textContent ?? ''),
      );
      expect(jsonLd.map((data) => data['@type'])).toContain('Organization');
    }
  });

  it('themes the page with the member colour', async () => {
    const page = parsePage(await (await get(`/profil/${slug}`)).text());
    const styles = Array.from(page.querySelectorAll('[style]'), (element) =>
      element.getAttribute('style'),
    ).join(';');
    expect(styles).toMatch(/--color-primary:#[0-9a-f]{6}/);
    expect(styles).toMatch(/--color-primary-dark50:#[0-9a-f]{6}/);
  });

  it('answers 404 for an unknown member and for a malformed slug', async () => {
    expect((await get('/profil/nobody-here')).status).toBe(404);
    expect((await get('/profil/%E0%A4%A')).status).toBe(404);
  });

  it('answers 410 with other experts for a removed company', async () => {
    if (!removed) {
      await env.DB.prepare(
        `UPDATE members SET status = 'ceased' WHERE slug = (SELECT slug FROM members WHERE status = 'active' ORDER BY review_count LIMIT 1)`,
      ).run();
      removed = await env.DB.prepare(
        `SELECT slug, status FROM members WHERE status != 'active' LIMIT 1`,
      ).first();
    }
    const response = await get(`/en-GB/profil/${removed?.slug}`);
    expect(response.status).toBe(410);
    expect(textOf(parsePage(await response.text()).querySelector('main'))).toContain(
      'This company is no longer listed',
    );
  });

  it('re-renders the form with per-field errors and the typed values after a bad POST', async () => {
    const response = await post(`/en-GB/profil/${slug}`, { ...valid, firstName: '', phone: 'abc' });
    expect(response.status).toBe(422);
    const form = parsePage(await response.text()).querySelector('#contact');
    expect(textOf(form)).toContain('This field is required');
    expect(textOf(form)).toContain('Please enter a valid phone number');
    expect(form?.querySelector('input[name="email"]')?.getAttribute('value')).toBe('alice@acme.io');
    expect(form?.querySelector('input[name="phone"]')?.getAttribute('value')).toBe('abc');
  });

  it('stores a valid POST once and says the message was sent', async () => {
    const first = await post(`/fr-FR/profil/${slug}`.replace('/fr-FR', ''), valid);
    expect(first.status).toBe(200);
    expect(textOf(parsePage(await first.text()).querySelector('main'))).toContain('Message envoyé');
    // The same form sent again (a reload, a double click) is the same message: the page holds no
    // key, the post makes one from what was sent.
    expect((await post(`/profil/${slug}`, valid)).status).toBe(200);
    const row = await env.DB.prepare(
      'SELECT count(*) AS n FROM contact_messages WHERE email = ? AND message = ?',
    )
      .bind(valid.email, valid.message)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it('takes a post whatever key it carries: none, one never given, or one used for another message', async () => {
    const used = {
      ...valid,
      email: 'bob@acme.io',
      message: 'First message',
      idempotencyKey: 'reused-key-0001',
    };
    expect((await post(`/profil/${slug}`, used)).status).toBe(200);
    for (const idempotencyKey of ['reused-key-0001', 'x', '']) {
      const other = { ...used, message: `Another message (${idempotencyKey || 'none'})`, idempotencyKey };
      const response = await post(`/en-GB/profil/${slug}`, other);
      expect(response.status, idempotencyKey).toBe(200);
      expect(textOf(parsePage(await response.text()).querySelector('main')), idempotencyKey).toContain(
        'Message sent',
      );
    }
  });

  it('refuses a name of invisible characters and a line break in a single-line field, with the text kept', async () => {
    const response = await post(`/en-GB/profil/${slug}`, {
      ...valid,
      firstName: '\u200B\u200E\u202E',
      lastName: 'Martin\r\nBcc: victim@example.org',
    });
    expect(response.status).toBe(422);
    const form = parsePage(await response.text()).querySelector('#contact');
    expect(textOf(form)).toContain('This field is required');
    expect(textOf(form)).toContain('Please write this on a single line');
    expect(form?.querySelector('textarea[name="message"]')?.textContent).toBe('Hello');
  });

  it("'load more' links ask for a larger list and keep the others", async () => {
    const page = parsePage(await (await get(`/profil/${slug}?companies=16`)).text());
    const more = [...page.querySelectorAll('a[href*="companies="]')].map(
      (link) => new URL(link.getAttribute('href') ?? '', 'http://localhost'),
    );
    expect(more.map((url) => `${url.search}${url.hash}`)).toContain(
      '?companies=24&badges=4&rewards=4#trusted-by',
    );
    expect((await get(`/profil/${slug}?companies=abc&badges=-4`)).status).toBe(200);
  });

  it('links each collection of the member, named by its title, to a page that answers', async () => {
    const owner = await env.DB.prepare(
      `SELECT m.slug, count(*) AS n FROM collections c JOIN members m ON m.id = c.member_id
       WHERE m.status = 'active' GROUP BY m.id ORDER BY n DESC LIMIT 1`,
    ).first<{ slug: string; n: number }>();
    expect(owner).not.toBeNull();
    for (const prefix of ['', '/en-GB']) {
      const links: { href: string; name: string }[] = [];
      await new HTMLRewriter()
        .on('section#collections li a', {
          element(element) {
            links.push({ href: element.getAttribute('href') ?? '', name: '' });
          },
          text(chunk) {
            const current = links.at(-1);
            if (current) current.name += chunk.text;
          },
        })
        .transform(await get(`${prefix}/profil/${owner?.slug}`))
        .text();
      expect(links.length).toBe(owner?.n);
      for (const { href, name } of links) {
        expect(href).toMatch(new RegExp(`^${prefix}/profil/${owner?.slug}/collection/[^/]+$`));
        expect(name.trim()).not.toBe('');
        expect((await get(href)).status).toBe(200);
      }
    }
  });
});
