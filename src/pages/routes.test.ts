import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../test/dom';
import { currentPeriod, periodSlug } from '../domain/periods';
import { LOCALES } from '../i18n/locales';
import { link, localePath } from '../routing/link';

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init });

const SAMPLE_PATHS = [
  '/',
  '/articles',
  '/articles/un-article',
  '/articles/tags/seo',
  '/membres/services',
  '/membres/tech-et-produit/developpement-web/paris',
  '/membres/services/paris',
  '/membres/clients',
  '/membres/clients/acme?id=b1',
  '/membres/leaderboards/weekly/2024/7',
  '/membres/leaderboards/yearly/2023',
  '/membres/trustawards',
  '/membres/trustawards/2024',
  '/membres/search/seo',
  '/profil/acme',
  '/profil/acme/collection/c1',
  '/profil/acme/reference/r1',
  '/profil/acme/reviews',
  '/profil/acme/reviews/page/2',
  '/profil/acme/culture',
  '/profil/acme/data',
  '/profil/acme/ecosystem',
  '/profil/acme/rewards',
];

describe('named routes in every locale', () => {
  for (const locale of LOCALES) {
    it(`renders (or answers 404 for missing data) every route in ${locale}, in that language`, async () => {
      for (const path of SAMPLE_PATHS) {
        const response = await get(localePath(locale, path));
        expect([200, 404], `${locale} ${path}`).toContain(response.status);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(parsePage(await response.text()).getAttribute('lang'), `${locale} ${path}`).toBe(locale);
      }
    }, 60_000);
  }

  it('writes canonical and hreflang alternates for the six locales and x-default', async () => {
    const head = parsePage(await (await get('/en-GB/membres/leaderboards/yearly/2023')).text()).querySelector(
      'head',
    );
    expect(head?.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/en-GB/membres/leaderboards/yearly/2023',
    );
    const alternates = new Map(
      Array.from(head?.querySelectorAll('link[rel="alternate"][hreflang]') ?? [], (alternate) => [
        alternate.getAttribute('hreflang'),
        alternate.getAttribute('href'),
      ]),
    );
    expect([...alternates.keys()].sort()).toEqual([...LOCALES, 'x-default'].sort());
    expect(alternates.get('x-default')).toBe('http://localhost/membres/leaderboards/yearly/2023');
  });
});

describe('route validation (spec section 5)', () => {
  const invalid = [
    '/membres/plomberie',
    '/membres/services/seo/lisbonne',
    '/membres/services/seo/paris/extra',
    '/membres/leaderboards/yearly/2018',
    '/membres/leaderboards/monthly/2024',
    '/membres/leaderboards/monthly/2024/13',
    '/membres/leaderboards/weekly/2024/53',
    '/membres/leaderboards/quarterly/2024/5',
    '/membres/leaderboards/weekly/2024/1/tech-et-produit/x',
    '/membres/leaderboards/weekly/2024/1/plomberie',
    '/membres/leaderboards/hello',
    '/membres/trustawards/2018',
    '/membres/trustawards/abcd',
    '/profil/acme/reviews/page/0',
    '/profil/acme/reviews/page/-1',
    '/profil/<script>',
  ];
  for (const path of invalid) {
    it(`answers 404 for ${path}`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(parsePage(await response.text()).querySelector('[data-testid="error-page"]')).toBeTruthy();
    });
  }

  it("answers 404 'Invalid period' when the first of several segments is not a period", async () => {
    const response = await get('/membres/leaderboards/daily/2024/3');
    expect(response.status).toBe(404);
    // The reason travels in the page's 'Error' analytics event, not in the visible text.
    const event = parsePage(await response.text()).querySelector('script[data-event]');
    expect(JSON.parse(event?.getAttribute('data-event') ?? '{}')).toMatchObject({
      event: 'Error',
      properties: { status: 404, message: 'Invalid period' },
    });
  });

  it('accepts underscores as well as hyphens in a directory category', async () => {
    expect([200, 404]).toContain((await get('/membres/tech_et_produit')).status);
    expect((await get('/membres/tech_et_produit')).status).not.toBe(500);
  });
});

describe('redirects', () => {
  const now = new Date();
  const weekly = periodSlug(currentPeriod('weekly', now)).join('/');
  const cases: [string, string, number][] = [
    ['/membres', '/membres/services', 301],
    ['/en-GB/membres', '/en-GB/membres/services', 301],
    ['/membres/leaderboards', `/membres/leaderboards/${weekly}`, 302],
    ['/membres/leaderboards/2024', '/membres/leaderboards/yearly/2024', 301],
    ['/membres/leaderboards/2024-q3', '/membres/leaderboards/quarterly/2024/3', 301],
    [
      '/membres/leaderboards/2024-q3-tech-et-produit',
      '/membres/leaderboards/quarterly/2024/3/tech-et-produit',
      301,
    ],
    ['/membres/leaderboards/2023-tech-et-produit', '/membres/leaderboards/yearly/2023/tech-et-produit', 301],
    ['/membres/leaderboards/periods/2022', '/membres/leaderboards/yearly/2022', 301],
    ['/membres/leaderboards/periods/x', `/membres/leaderboards/yearly/${now.getUTCFullYear()}`, 302],
    [
      '/membres/leaderboards/tech-et-produit/monthly/2024/2',
      '/membres/leaderboards/monthly/2024/2?category=tech_et_produit',
      301,
    ],
    ['/de-DE/membres/leaderboards/2024?x=1', '/de-DE/membres/leaderboards/yearly/2024?x=1', 301],
    ['/profil/acme/qualite/q1', '/profil/acme/reviews?quality=q1', 301],
    ['/es-ES/profil/acme/qualite/q1?sort=new', '/es-ES/profil/acme/reviews?quality=q1&sort=new', 301],
    ['/profil/acme/reviews/page/1', '/profil/acme/reviews', 301],
    ['/articles/', '/articles', 301],
    ['/en-GB/', '/en-GB', 301],
    ['/membres/clients/?a=b', '/membres/clients?a=b', 301],
  ];
  for (const [from, to, status] of cases) {
    it(`redirects ${from} to ${to} (${status})`, async () => {
      const response = await get(from);
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(to);
    });
  }

  it('answers 404 for a single leaderboard segment that names nothing', async () => {
    expect((await get('/membres/leaderboards/2018')).status).toBe(404);
  });

  for (const path of [
    '//evil.com/',
    '/%2F%2Fevil.com/',
    '/\\evil.com/',
    '/%5Cevil.com/',
    '//evil.com/%2F..',
  ]) {
    it(`never redirects off the site from ${path}`, async () => {
      const response = await get(path);
      const location = response.headers.get('location');
      if (location) expect(new URL(location, 'http://localhost').origin).toBe('http://localhost');
      expect(response.status).not.toBe(500);
    });
  }
});

describe('locale switch', () => {
  it('stores the choice for a year and lands on the same page in the new language', async () => {
    const response = await get('/_locale?to=en-GB&next=%2Fprofil%2Facme%3Ftab%3D1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-GB/profil/acme?tab=1');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('locale=en-GB');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });
  it('switches back to French by dropping the prefix', async () => {
    const response = await get('/_locale?to=fr-FR&next=/de-DE/articles');
    expect(response.headers.get('location')).toBe('/articles');
  });
  it('refuses an off-site next and an unknown locale', async () => {
    expect((await get('/_locale?to=en-GB&next=//evil.com')).headers.get('location')).toBe('/en-GB');
    const unknown = await get('/_locale?to=xx-XX&next=/articles');
    expect(unknown.headers.get('location')).toBe('/');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });
  it('sets Secure on https', async () => {
    const response = await SELF.fetch('https://localhost/_locale?to=it-IT&next=/', { redirect: 'manual' });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });
});

describe('link builder in pages', () => {
  it('builds the buyer link with its id as a query', () => {
    expect(link('nl-NL', 'membres-clients-slug', { slug: 'acme', id: 'b-1' })).toBe(
      '/nl-NL/membres/clients/acme?id=b-1',
    );
  });
});
