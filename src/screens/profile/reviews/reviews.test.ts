import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../../test/dom';
import { seedTiny } from '../../../../test/fixtures/seed';
import { readFilters } from './filters';

let slug: string;
let sector: string;

beforeAll(async () => {
  await seedTiny(env.DB);
  const row = await env.DB.prepare(
    `SELECT m.slug, (SELECT buyer_sector FROM reviews r WHERE r.member_id = m.id AND buyer_sector IS NOT NULL LIMIT 1) AS sector
     FROM members m WHERE m.status = 'active' ORDER BY m.review_count DESC LIMIT 1`,
  ).first<{ slug: string; sector: string }>();
  slug = row?.slug ?? '';
  sector = row?.sector ?? 'J';
});

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

describe('readFilters', () => {
  it('keeps valid filters and drops malformed ones', () => {
    const { query, filter } = readFilters(
      new URL(
        'https://x/?sector=j&quality=rigueur&date=LT_1Y&video=1&caseStudy=no&q=%20acme%20&service=%3Cscript%3E',
      ),
    );
    expect(query).toEqual({ sector: 'J', quality: 'rigueur', date: 'LT_1Y', video: '1', q: 'acme' });
    expect(filter).toEqual({ sector: 'J', quality: 'rigueur', date: 'LT_1Y', video: true, q: 'acme' });
  });
});

describe('reviews list', { timeout: 30_000 }, () => {
  it('renders the review cards, each linking to its reference page, with the filter form', async () => {
    const response = await get(`/en-GB/profil/${slug}/reviews`);
    expect(response.status).toBe(200);
    const page = parsePage(await response.text());
    expect(page.querySelector('main [role="search"]')).toBeTruthy();
    const links = Array.from(page.querySelectorAll('main a[data-review-link]'), (link) =>
      link.getAttribute('href'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(new RegExp(`^/en-GB/profil/${slug}/reference/`));
  });

  it('answers every filter, alone and combined, without a server error', async () => {
    const queries = [
      `sector=${sector}`,
      'date=LT_1Y',
      'date=Y1_2',
      'date=GT_2Y',
      'caseStudy=1',
      'testimony=1',
      'video=1',
      'q=a',
      'quality=unknown',
      'service=unknown',
      `sector=${sector}&date=GT_2Y&testimony=1&q=%22%27%3C`,
      'q=%F0%9F%98%80*:()',
    ];
    for (const query of queries) {
      expect((await get(`/profil/${slug}/reviews?${query}`)).status, query).toBe(200);
    }
  });

  it("says 'No result' when nothing matches", async () => {
    const page = parsePage(await (await get(`/en-GB/profil/${slug}/reviews?q=zzzzqqqxxx`)).text());
    expect(page.querySelectorAll('ul[data-review-list] > li')).toHaveLength(0);
    expect(textOf(page.querySelector('main'))).toContain('No result');
  });

  it('keeps the filters in the pagination links', async () => {
    /** The query of every link to another page of the list. */
    const pageLinks = async (query: string) =>
      [
        ...parsePage(await (await get(`/profil/${slug}/reviews${query}`)).text()).querySelectorAll(
          'a[href*="/reviews/page/"]',
        ),
      ].map((link) => new URL(link.getAttribute('href') ?? '', 'http://localhost'));
    const date = 'LT_1Y';
    const unfiltered = await pageLinks('');
    expect(unfiltered.length).toBeGreaterThan(0);
    const filtered = await pageLinks(`?date=${date}`);
    expect(filtered.length).toBeGreaterThan(0);
    for (const link of filtered) expect(link.searchParams.get('date'), link.href).toBe(date);
    const page2 = await get(`/profil/${slug}/reviews/page/2`);
    expect([200, 404]).toContain(page2.status);
  });

  it('answers 404 past the last page and for a bad page number', async () => {
    expect((await get(`/profil/${slug}/reviews/page/999`)).status).toBe(404);
    expect((await get(`/profil/${slug}/reviews/page/abc`)).status).toBe(404);
  });

  it('redirects qualite/{id} to the reviews filtered by that quality', async () => {
    const response = await get(`/profil/${slug}/qualite/rigueur`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toContain(`/profil/${slug}/reviews?quality=rigueur`);
  });
});
