import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { REMOVED_MEMBERS } from './demo-data';
import { sitemapPageTypes } from './sweep/discover';
import { inLocale, type PageType } from './sweep/page-types';

// What a visitor reads, in the page's language: raw sector codes, interface labels of another
// language outside content marked with its own `lang`, and count sentences with the wrong plural,
// on one page of every type in fr-FR, en-GB and de-DE.

type Locale = 'fr-FR' | 'de-DE' | 'en-GB';
const LOCALES = ['fr-FR', 'en-GB', 'de-DE'] as const;

/** Interface words of the other languages that must not show outside marked content. */
const FOREIGN_LABELS: Record<Locale, RegExp> = {
  'fr-FR':
    /\b(reviews?|See all|Read more|Written in|Back to|Sector|Bewertungen|Anbieter|Startseite|Auf \w+ verfasst)\b/,
  'de-DE':
    /\b(avis clients?|Voir (les|le profil|plus)|Retour à|Accueil|Rechercher|prestataires?|Secteur|Classement|Publié le|authentifiés?|Rédigé en|reviews?|See all|Read more|Written in|Back to|Sector)\b/,
  'en-GB':
    /\b(avis clients?|Voir (les|le profil|plus)|Retour à|Accueil|Rechercher|prestataires?|Secteur|Classement|Publié le|authentifiés?|Rédigé en|Bewertungen|Anbieter|Auf \w+ verfasst)\b/,
};

// A count: digits not preceded by another digit or a group/decimal separator ("1 234", "4,5").
const N1 = String.raw`(?<![\d.,\u00a0\u202f])(?:1)`;
const N01 = String.raw`(?<![\d.,\u00a0\u202f])(?:0|1)`;
const N0X = String.raw`(?<![\d.,\u00a0\u202f])(?:0|[2-9]|\d{2,})`;
const NX = String.raw`(?<![\d.,\u00a0\u202f])(?:[2-9]|\d{2,})`;
const wrong = (count: string, words: string) => new RegExp(`${count}[ \u00a0](?:${words})(?!\\p{L})`, 'u');

/**
 * Counts in the wrong number: '1 reviews', '2 review' and the like. French puts 0 with 1
 * (Intl.PluralRules: "0 avis client authentifié"), English and German put it with the plurals.
 */
const WRONG_PLURALS: Record<Locale, RegExp[]> = {
  'fr-FR': [
    wrong(
      N01,
      'avis clients authentifiés|avis rédigés|points|prestataires|recommandations|étoiles|distinctions',
    ),
    wrong(NX, 'avis client authentifié|avis rédigé|point|prestataire|recommandation|étoile|distinction'),
  ],
  'de-DE': [
    wrong(
      N1,
      'authentifizierte Kundenbewertungen|Bewertungen|Punkte|Empfehlungen|Sterne|Dienstleister(?= ausgewählt)',
    ),
    wrong(N0X, 'authentifizierte Kundenbewertung|Bewertung|Punkt|Empfehlung|Stern'),
  ],
  'en-GB': [
    wrong(N1, 'authenticated client reviews|reviews|points|providers|stars|endorsements'),
    wrong(N0X, 'authenticated client review|review|point|provider|star|endorsement'),
  ],
};

/** What the member card and the reviews list say for 0, 1, 2 and 5 reviews. */
const COUNTS: Record<Locale, { card: (n: number) => string; zero: string }> = {
  'fr-FR': {
    card: (n) => (n < 2 ? `${n} avis client authentifié` : `${n} avis clients authentifiés`),
    zero: '0 avis',
  },
  'en-GB': {
    card: (n) => (n === 1 ? '1 authenticated client review' : `${n} authenticated client reviews`),
    zero: '0 reviews',
  },
  'de-DE': {
    card: (n) => (n === 1 ? '1 authentifizierte Kundenbewertung' : `${n} authentifizierte Kundenbewertungen`),
    zero: '0 Bewertungen',
  },
};

const RAW_SECTOR = /\b(Secteur|Branche|Sector|Settore) [A-U]\b(?![\w’'])/;

/**
 * Visible text of the page that is in the page's language: text nodes whose nearest `lang`
 * ancestor says the same language as <html lang>, inside the viewport's rendered boxes, code
 * (embed snippets) aside.
 */
async function pageLanguageText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang.slice(0, 2);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const lines: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (
        !text ||
        !parent ||
        parent.closest('script, style, template, textarea, code, [hidden], [aria-hidden="true"]')
      )
        continue;
      const lang = (parent.closest('[lang]')?.getAttribute('lang') ?? '').slice(0, 2);
      if (lang !== pageLang) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none')
        continue;
      lines.push(text);
    }
    return lines;
  });
}

async function firstHref(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, `a link matching ${selector} on ${path}`).toBeTruthy();
  return href as string;
}

async function checkPage(page: Page, locale: Locale, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  const lines = await pageLanguageText(page);
  const problems = lines.flatMap((line) => {
    const found: string[] = [];
    if (RAW_SECTOR.test(line)) found.push(`raw sector code: "${line}"`);
    if (FOREIGN_LABELS[locale].test(line)) found.push(`label in another language: "${line}"`);
    for (const plural of WRONG_PLURALS[locale]) if (plural.test(line)) found.push(`wrong plural: "${line}"`);
    return found;
  });
  expect(problems, `${path} (${locale})`).toEqual([]);
}

let representatives: Promise<Map<PageType, string>> | undefined;

/** One page of each type (fr-FR paths): the sitemap's first of each, and the error pages. */
function pageOfEachType(request: APIRequestContext) {
  representatives ??= sitemapPageTypes(request).then((pages) => {
    pages.set('search', '/membres/search?q=agence');
    // A past period: the sitemap lists the current ones.
    pages.set('leaderboard-yearly', `/membres/leaderboards/yearly/${new Date().getUTCFullYear() - 1}`);
    pages.set('not-found', '/cette-page-n-existe-pas');
    pages.set('removed-member', `/profil/${REMOVED_MEMBERS.excluded}`);
    return pages;
  });
  return representatives;
}

const GROUPS: Record<string, PageType[]> = {
  'home, directory, search and rankings': [
    'home',
    'directory-category',
    'directory-activity',
    'directory-city',
    'search',
    'leaderboard-weekly',
    'leaderboard-yearly',
    'trustawards',
  ],
  'buyers and articles': ['buyers', 'buyer', 'articles', 'article', 'article-tag'],
  'every profile tab, a reference and a collection': [
    'profile-home',
    'profile-reviews',
    'profile-reference',
    'profile-data',
    'profile-culture',
    'profile-ecosystem',
    'profile-rewards',
    'profile-collection',
  ],
  'the 404 and 410 pages': ['not-found', 'removed-member'],
};
const STATUS: Partial<Record<PageType, number>> = { 'not-found': 404, 'removed-member': 410 };

let countPages: Promise<Map<number, string>> | undefined;

/**
 * Directory pages (sorted by review count) whose member cards show 1, 2 and 5 reviews, read
 * from the last page back through the request API.
 */
function directoryPagesWithCounts(request: APIRequestContext, wanted: number[]) {
  countPages ??= (async () => {
    const list = (page: number) => `/membres/services?sort=reviews&page=${page}`;
    const first = await (await request.get(list(1))).text();
    const last = Math.max(...[...first.matchAll(/[?&;]page=(\d+)/g)].map((match) => Number(match[1])));
    const found = new Map<number, string>();
    for (let page = last; page >= 1 && wanted.some((n) => !found.has(n)); page--) {
      const html = await (await request.get(list(page))).text();
      for (const match of html.matchAll(/(\d+) avis clients? authentifiés?/g)) {
        const n = Number(match[1]);
        if (wanted.includes(n) && !found.has(n)) found.set(n, list(page));
      }
    }
    return found;
  })();
  return countPages;
}

/** Service tag labels of a page by their link target (categories, activities) or card and place. */
async function serviceLabels(page: Page, path: string): Promise<Map<string, string>> {
  await page.goto(path);
  const prefix = new URL(page.url()).pathname.match(/^\/(en-GB|es-ES|it-IT|de-DE|nl-NL)(?=\/|$)/)?.[0] ?? '';
  const links = await page
    .locator(`a[href^="${prefix}/membres/"]`)
    .evaluateAll(
      (anchors, prefix) =>
        anchors.map((a) => [a.getAttribute('href')?.slice(prefix.length) ?? '', a.textContent?.trim() ?? '']),
      prefix,
    );
  const chips = await page.locator('main article').evaluateAll(
    (cards, prefix) =>
      cards.flatMap((card) => {
        const member = card.querySelector('a')?.getAttribute('href')?.slice(prefix.length) ?? '';
        return [...card.querySelectorAll('ul[aria-label] > li')].map((item, index) => [
          `${member}#${index}`,
          item.textContent?.trim() ?? '',
        ]);
      }),
    prefix,
  );
  const tag = /^\/membres\/(?!(search|leaderboards|trustawards|clients|services)(\/|$))[^/?]+(\/[^/?]+)?$/;
  return new Map(
    [...links.filter(([href]) => tag.test(href ?? '')), ...chips].filter(
      (entry): entry is [string, string] => !/^\+\d+$/.test(entry[1] ?? ''),
    ),
  );
}

/** Service names German writes as French does (loanwords and brands). */
const SHARED_NAMES = new Set([
  'DevOps',
  'Flutter',
  'Google Ads',
  'Onboarding',
  'React',
  'Social Ads',
  'WordPress',
]);

for (const locale of LOCALES) {
  test.describe(`${locale} pages read in ${locale}`, () => {
    test.setTimeout(120_000);

    for (const [group, types] of Object.entries(GROUPS)) {
      test(group, async ({ page, request }) => {
        const pages = await pageOfEachType(request);
        for (const type of types) {
          const path = pages.get(type);
          expect(path, `a page of type ${type}`).toBeTruthy();
          await checkPage(page, locale, inLocale(locale, path as string), STATUS[type] ?? 200);
        }
      });
    }

    test('counts of 0, 1, 2 and 5 take their plural form', async ({ page, request }) => {
      const wanted = [1, 2, 5];
      const pages = await directoryPagesWithCounts(request, wanted);
      for (const n of wanted) {
        const path = pages.get(n);
        expect(path, `a directory page with a member of ${n} reviews`).toBeTruthy();
        await checkPage(page, locale, inLocale(locale, path as string));
        await expect(
          page.locator('main').getByText(COUNTS[locale].card(n), { exact: true }).first(),
        ).toBeVisible();
      }
      const profile = (await pageOfEachType(request)).get('profile-reviews') as string;
      await checkPage(page, locale, inLocale(locale, `${profile}?q=zzqxwv`));
      await expect(page.locator('main').getByText(COUNTS[locale].zero, { exact: true })).toBeVisible();
    });
  });
}

test('service and category names read in German, not as in French', async ({ page }) => {
  const untranslated: string[] = [];
  for (const path of ['/', '/membres/services']) {
    const french = await serviceLabels(page, path);
    const german = await serviceLabels(page, inLocale('de-DE', path));
    expect(german.size, `service labels on ${path}`).toBeGreaterThan(10);
    for (const [key, label] of german)
      if (french.get(key) === label && !SHARED_NAMES.has(label))
        untranslated.push(`${path}: ${label} (${key})`);
  }
  expect(untranslated).toEqual([]);
});

for (const locale of ['de-DE', 'en-GB'] as const) {
  test.describe(`${locale} content`, () => {
    test('content in another language carries its lang and a note in the visitor’s language', async ({
      page,
    }) => {
      const profile = await firstHref(
        page,
        `/${locale}/membres/services`,
        `main a[href^="/${locale}/profil/"]`,
      );
      await page.goto(`${profile.split('?')[0]}/reviews`);
      const marked = page.locator('main article [lang]');
      const count = await marked.count();
      for (let index = 0; index < count; index++) {
        const lang = (await marked.nth(index).getAttribute('lang')) ?? '';
        expect(lang.slice(0, 2)).not.toBe(locale.slice(0, 2));
      }
      if (count > 0) {
        const note = locale === 'de-DE' ? /^Auf \p{L}+ verfasst$/u : /^Written in \p{L}+$/u;
        await expect(page.locator('main article').getByText(note).first()).toBeVisible();
      }
    });

    test('team picks and article cards in another language carry its lang and name it', async ({ page }) => {
      const note = (lang: string) => {
        const name = new Intl.DisplayNames([locale], { type: 'language' }).of(lang.slice(0, 2)) ?? lang;
        return locale === 'de-DE' ? `Auf ${name} verfasst` : `Written in ${name}`;
      };
      /** Each card's content language (its first `lang` inside) and the notes it shows. */
      const cards = (selector: string) =>
        page.locator(selector).evaluateAll((nodes) =>
          nodes.map((node) => ({
            name: (node.querySelector('a')?.textContent ?? '').trim(),
            lang: node.querySelector('[lang]')?.getAttribute('lang') ?? document.documentElement.lang,
            text: (node as HTMLElement).innerText,
          })),
        );
      const foreign = (card: { lang: string }) => card.lang.slice(0, 2) !== locale.slice(0, 2);

      await page.goto(`/${locale}`);
      const picks = await cards('main figure:has(blockquote)');
      expect(picks.length, 'team picks on home').toBeGreaterThan(0);
      for (const pick of picks.filter(foreign)) expect(pick.text, pick.name).toContain(note(pick.lang));

      // The demo data has team picks and articles in every language, so these pages show the
      // visitor's own; the cards' unit tests render the other case.
      await page.goto(`/${locale}/articles`);
      const articles = await cards('main article');
      expect(articles.length, 'article cards').toBeGreaterThan(0);
      for (const article of articles.filter(foreign))
        expect(article.text, article.name).toContain(note(article.lang));
    });

    test('the ranking of a category names the category', async ({ page }) => {
      await page.goto(`/${locale}/membres/leaderboards?category=tech-et-produit`);
      const label = locale === 'de-DE' ? 'Technik und Produkt' : 'Tech and product';
      await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    });
  });
}

test('a French quote sets its guillemets off with a narrow no-break space', async ({ page }) => {
  await page.goto('/');
  const quotes = await page
    .locator('main figure q')
    .first()
    .evaluate((quote) => getComputedStyle(quote).quotes);
  expect(quotes.startsWith('"«\u202f" "\u202f»"')).toBe(true);
});

test('every link of the home page stays in the product by default and leads to a page that works', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en-GB');
  const hrefs = await page
    .locator('header a[href], footer a[href], nav a[href]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);
  const origin = new URL(page.url()).origin;
  for (const href of hrefs) {
    expect(new URL(href).origin, href).toBe(origin);
    if (new URL(href).pathname.startsWith('/_locale')) continue;
    const response = await request.get(href);
    expect(response.status(), href).toBeLessThan(400);
  }
});

test('the 404 page leads back to the product’s home in its language', async ({ page }) => {
  await page.goto('/de-DE/page-that-does-not-exist');
  const action = page.getByTestId('error-page').getByRole('link');
  await expect(action).toHaveAttribute('href', '/de-DE');
  await action.click();
  await expect(page).toHaveURL(/\/de-DE$/);
});

test('/ follows the locale cookie for a person and serves every other URL as it is', async ({ request }) => {
  const browser = {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    cookie: 'locale=de-DE',
  };
  const home = await request.get('/', { headers: browser, maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/de-DE');
  expect(home.headers()['cache-control']).toBe('private, no-store');
  const articles = await request.get('/articles', { headers: browser, maxRedirects: 0 });
  expect(articles.status()).toBe(200);
  const crawler = await request.get('/', {
    headers: {
      ...browser,
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    maxRedirects: 0,
  });
  expect(crawler.status()).toBe(200);
});
