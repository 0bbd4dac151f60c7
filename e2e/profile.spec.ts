import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { REMOVED_MEMBERS } from './demo-data';
import { isLaidOut } from './laid-out';

// The member profile as a buyer uses it, against the Worker playwright.config.ts serves with the
// demo data. A cold local Worker on a shared machine answers slowly: generous limits, no retries.
test.describe.configure({ timeout: 120_000 });
expect.configure({ timeout: 20_000 });

const TABS = ['home', 'reviews', 'data', 'culture', 'ecosystem', 'rewards', 'reference'] as const;
const LOCALES = ['fr-FR', 'en-GB'] as const;

let member: { slug: string; reference: string } | undefined;

/** The first member of the services directory, and the path of its first review's page. */
async function demoMember(page: Page) {
  if (!member) {
    await page.goto('/membres/services');
    const href = (await page.locator('main a[href^="/profil/"]').first().getAttribute('href')) ?? '';
    const slug = href.split('/')[2] ?? '';
    await page.goto(`/profil/${slug}/reviews`);
    const reference = (await page.locator('a[data-review-link]').first().getAttribute('href')) ?? '';
    member = { slug, reference: reference.replace(`/profil/${slug}`, '') };
  }
  return member;
}

/** A path in a locale: fr-FR has no prefix. */
const at = (locale: string, path: string) => (locale === 'fr-FR' ? path : `/${locale}${path}`);

const tabPath = (tab: (typeof TABS)[number], m: { slug: string; reference: string }) =>
  `/profil/${m.slug}${tab === 'home' ? '' : tab === 'reference' ? m.reference : `/${tab}`}`;

/**
 * Whether a URL is `path` with exactly these filters: a GET form also sends its empty fields,
 * so those are left out, and the order does not matter.
 */
const filtered = (path: string, expected: Record<string, string>) => (url: URL) => {
  const set = [...url.searchParams].filter(([, value]) => value !== '').sort();
  return url.pathname === path && JSON.stringify(set) === JSON.stringify(Object.entries(expected).sort());
};

/** '1 234 avis' -> 1234. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * A client address of its own per test: the contact flow allows 5 messages an hour per address
 * (cf-connecting-ip, which wrangler dev passes through), so reruns never hit the limit.
 */
const clientIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

/** Waits until an island has hydrated and run its effects (client/hydrate.ts sets data-ready). */
const islandReady = (page: Page, name: string) =>
  expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-ready', 'true');

test.describe('profile tabs on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  // The tabs scroll sideways; the later ones start past the screen's edge.
  for (const [locale, tab] of [
    ['de-DE', 'data'],
    ['fr-FR', 'ecosystem'],
    ['en-GB', 'culture'],
  ] as const) {
    test(`the current tab is in view on ${tab} (${locale}), by a script the CSP allows`, async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(at(locale, tabPath(tab, await demoMember(page))));
      const current = page.locator('nav a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toBeInViewport({ ratio: 1 });
      expect(refused).toEqual([]);
    });
  }
});

test.describe('reviews list', () => {
  test('filters go in the URL, change the count, stay in the page links and can match nothing', async ({
    page,
  }) => {
    const { slug } = await demoMember(page);
    const list = `/profil/${slug}/reviews`;
    await page.goto(list);
    const form = page.getByRole('search', { name: 'Filtrer les avis' });
    const count = page.locator('main p[aria-live="polite"]');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(count).toHaveText(/^\d[\d\s]* avis$/);
    const total = numberIn(await count.textContent());

    // Selects and checkboxes apply on change; the search box waits for the button (or Enter).
    await form.getByLabel('Témoignages').check();
    await expect(page).toHaveURL(filtered(list, { testimony: '1' }));
    await expect(count).not.toHaveText(`${total} avis`);
    const testimonials = numberIn(await count.textContent());
    expect(testimonials).toBeLessThan(total);
    for (const href of await pagination
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toContain('testimony=1');
    }
    await pagination.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(filtered(`${list}/page/2`, { testimony: '1' }));
    await expect(form.getByLabel('Témoignages')).toBeChecked();

    // A date range combines with the kind and goes back to page 1.
    await form.getByLabel('Date').selectOption('LT_1Y');
    await expect(page).toHaveURL(filtered(list, { testimony: '1', date: 'LT_1Y' }));
    await expect(form.getByLabel('Date')).toHaveValue('LT_1Y');
    expect(numberIn(await count.textContent())).toBeLessThanOrEqual(testimonials);

    await form.getByRole('link', { name: 'Réinitialiser' }).click();
    await expect(count).toHaveText(`${total} avis`);
    await form.getByLabel('Études de cas').check();
    await expect(page).toHaveURL(filtered(list, { caseStudy: '1' }));
    expect(numberIn(await count.textContent())).toBeLessThan(total);

    await form.getByLabel('Entreprise ou mot-clé').fill('zzqxwv');
    await form.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(filtered(list, { caseStudy: '1', q: 'zzqxwv' }));
    await expect(page.getByText('Aucun résultat', { exact: true })).toBeVisible();
    await expect(count).toHaveText('0 avis');
    await expect(pagination).toHaveCount(0);
  });

  test('a review opens in a dialog by keyboard, with its own URL, arrows to the next, Escape back', async ({
    page,
  }) => {
    const { slug } = await demoMember(page);
    await page.goto(`/en-GB/profil/${slug}/reviews`);
    const links = page.locator('a[data-review-link]');
    const [first, second] = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    // Tab from the filters' last button to the first card; focus may also be what hydrates the island.
    await page.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await islandReady(page, 'review-modal');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Client review' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(first ?? '');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
      (await links.first().textContent()) ?? '',
    );
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(second ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(first ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/en-GB/profil/${slug}/reviews`);
    await expect(links.first()).toBeFocused();
  });

  test('a review opens in a dialog by mouse, Next and Close work and Back closes it', async ({ page }) => {
    const { slug } = await demoMember(page);
    await page.goto(`/en-GB/profil/${slug}/reviews`);
    const links = page.locator('a[data-review-link]');
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    await links.nth(1).hover();
    await islandReady(page, 'review-modal');
    await links.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Client review' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(hrefs[1] ?? '');
    await dialog.getByRole('button', { name: 'Next review' }).click();
    await expect(page).toHaveURL(hrefs[2] ?? '');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/en-GB/profil/${slug}/reviews`);
    await links.first().click();
    await expect(page).toHaveURL(hrefs[0] ?? '');
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/en-GB/profil/${slug}/reviews`);
  });
});

test.describe('reviews list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps the Apply button, which applies the filters', async ({ page }) => {
    const { slug } = await demoMember(page);
    const list = `/en-GB/profil/${slug}/reviews`;
    await page.goto(list);
    const form = page.getByRole('search', { name: 'Filter reviews' });
    const apply = form.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeVisible();
    await form.getByLabel('Testimonials').check();
    // Without JavaScript a change does nothing by itself: the visitor presses the button.
    await expect(page).toHaveURL(list);
    await apply.click();
    await expect(page).toHaveURL(filtered(list, { testimony: '1' }));
    await expect(form.getByLabel('Testimonials')).toBeChecked();
  });
});

test.describe('reference page', () => {
  test('a video testimonial is a player with controls and a poster that loads nothing until played', async ({
    page,
    request,
  }) => {
    const { slug } = await demoMember(page);
    await page.goto(`/en-GB/profil/${slug}/reviews?video=1`);
    const href = await page.locator('a[data-review-link]').first().getAttribute('href');
    expect(href, 'a review with a video').toBeTruthy();
    const videoRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'media') videoRequests.push(sent.url());
    });
    await page.goto(href as string);
    const video = page.locator('main video');
    await expect(video).toHaveCount(1);
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('preload', 'none');
    const poster = (await video.getAttribute('poster')) ?? '';
    expect(poster).not.toBe('');
    const image = await request.get(poster);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    const box = await video.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    // A player, not a bare link to a file: the source is there, and nothing of it is fetched yet.
    const source = await video.evaluate(
      (element: HTMLVideoElement) => element.currentSrc || element.querySelector('source')?.src,
    );
    expect(source).toMatch(/\.(mp4|webm)$/);
    expect(videoRequests).toEqual([]);
  });
});

test.describe('contact form with JavaScript', () => {
  test.use({ extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } });

  test('shows per-field errors in place, then the sent message', async ({ page }) => {
    const { slug } = await demoMember(page);
    await page.goto(`/en-GB/profil/${slug}`);
    const form = page.locator('#contact form');
    await form.getByLabel('First name').focus(); // the island hydrates on first use
    await islandReady(page, 'contact-form');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Professional e-mail').fill(`ada.${Date.now()}@lovelace-engines.co.uk`);
    await form.getByLabel('Phone').fill('call me maybe');
    await form.getByLabel('Company').fill('Lovelace Engines');
    await form.getByLabel('Reason').selectOption('project_scope');
    await form.getByLabel('Message').fill(`We need an audit, ref. ${Date.now()}.`);
    await form.getByRole('button', { name: 'Send the message' }).click();

    await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('This field is required');
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(form.getByLabel('Last name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await expect(page).toHaveURL(`/en-GB/profil/${slug}`);

    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.locator('#contact').getByRole('status')).toContainText('Message sent');
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } });

  test('re-renders with errors and the typed values, then the sent message', async ({ page }) => {
    const { slug } = await demoMember(page);
    await page.goto(`/profil/${slug}`);
    const form = page.locator('#contact form');
    const message = `Projet de refonte, réf. ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Curie');
    await form.getByLabel('E-mail professionnel').fill(`marie.${Date.now()}@radium-industrie.fr`);
    await form.getByLabel('Téléphone').fill('12');
    await form.getByLabel('Entreprise').fill('Radium Industrie');
    await form.getByLabel('Motif').selectOption('compare_quotes');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(page).toHaveURL(`/profil/${slug}#contact`);
    await expect(form.getByLabel('Prénom')).toHaveAccessibleDescription('Ce champ est obligatoire');
    await expect(form.getByLabel('Téléphone')).toHaveAccessibleDescription('Numéro de téléphone invalide');
    await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Curie');
    await expect(form.getByLabel('Message')).toHaveValue(message);
    await expect(form.getByLabel('Motif')).toHaveValue('compare_quotes');

    await form.getByLabel('Prénom').fill('Marie');
    await form.getByLabel('Téléphone').fill('01 23 45 67 89');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('#contact').getByRole('status')).toContainText('Message envoyé');
  });
});

test.describe('removed members', () => {
  for (const [status, slug] of Object.entries(REMOVED_MEMBERS)) {
    test(`a removed (${status}) member's profile answers 410 with the removed-company page`, async ({
      page,
    }) => {
      for (const path of [`/profil/${slug}`, `/profil/${slug}/reviews`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(410);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          "Cette entreprise n'est plus référencée",
        );
        await expect(
          page.getByText(status === 'ceased' ? "cessation d'activité" : 'exclusion'),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Voir les experts' })).toHaveAttribute(
          'href',
          /^\/membres\//,
        );
      }
    });
  }
});

test.describe('accessibility', () => {
  for (const locale of LOCALES) {
    for (const tab of TABS) {
      test(`${tab} tab has no axe violation in ${locale}`, async ({ page }) => {
        const response = await page.goto(at(locale, tabPath(tab, await demoMember(page))));
        expect(response?.status()).toBe(200);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      });
    }
  }
});

// The reviews masonry: columns 400 px wide at least (spec section 9), one column on a phone,
// several on a desktop, and no card past the viewport's right edge at any width.
for (const { width, columns } of [
  { width: 320, columns: (n: number) => n === 1 },
  { width: 390, columns: (n: number) => n === 1 },
  { width: 1280, columns: (n: number) => n >= 2 },
]) {
  test(`the reviews masonry fits a ${width} px wide viewport in columns of 400 px at least`, async ({
    page,
  }) => {
    const m = await demoMember(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/profil/${m.slug}/reviews`);
    const cards = page.locator('ul[data-review-list] > li');
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, width: w } = element.getBoundingClientRect();
        return { left: Math.round(left), right, width: w, viewport: document.documentElement.clientWidth };
      }),
    );
    expect(boxes.filter((box) => box.right > box.viewport + 0.5 || box.left < 0)).toEqual([]);
    const lefts = new Set(boxes.map((box) => box.left));
    expect(columns(lefts.size), `columns at ${width} px: ${[...lefts].join(', ')}`).toBe(true);
    if (lefts.size > 1) expect(Math.min(...boxes.map((box) => box.width))).toBeGreaterThanOrEqual(400 - 16);
  });
}

// On a phone the masonry is one column: the cards past the third are laid out only near the
// viewport. On a desktop every card stays laid out, so the columns' balance never shifts.
for (const { width, lazy } of [
  { width: 390, lazy: true },
  { width: 1280, lazy: false },
]) {
  test(`at ${width} px the reviews below the first screen are ${lazy ? 'laid out once scrolled to' : 'laid out at once'}`, async ({
    page,
  }) => {
    const m = await demoMember(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/profil/${m.slug}/reviews`);
    const cards = page.locator('ul[data-review-list] > li');
    expect(await cards.count()).toBeGreaterThan(6);
    // Whether a card is laid out: a card whose content is skipped hides what it holds.
    const rendered = (index: number) => isLaidOut(cards.nth(index).locator('> *').first());
    expect(await rendered(0)).toBe(true);
    const last = (await cards.count()) - 1;
    expect(await rendered(last)).toBe(!lazy);
    await cards.nth(last).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
  });
}

// A profile home's review cards start below the first screen at any width: each is laid out
// only near the viewport. A jump to the contact form, below them, still lands on the form.
for (const width of [390, 1280]) {
  test(`at ${width} px a profile home's review cards are laid out near the viewport, and #contact lands on the form`, async ({
    page,
  }) => {
    const m = await demoMember(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/profil/${m.slug}`);
    const card = page.locator('#latest ul > li').first();
    const laidOut = () => isLaidOut(card.locator('> *').first());
    expect(await laidOut()).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);

    // From another page, as the header's Contact button and the tabs link to it.
    await page.goto(`/profil/${m.slug}/reviews`);
    await page.getByRole('link', { name: 'Contacter', exact: true }).first().click();
    await expect(page).toHaveURL(`/profil/${m.slug}#contact`);
    const heading = page.locator('#contact-title');
    // Cards shown above it as the page settles must not push the form out of view.
    await page.waitForTimeout(500);
    const top = async () => (await heading.boundingBox())?.y ?? -1;
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(200);
    await expect(page.locator('#contact form')).toBeInViewport({ ratio: 0.1 });
  });
}

// A profile is drawn on the grey canvas; the footer's top margin must not open a white band
// between the canvas and the footer. Read from the screen's pixels above the footer.
test('a profile page has no white band between its canvas and the footer', async ({ page }) => {
  const m = await demoMember(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/profil/${m.slug}/data`);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const box = await footer.boundingBox();
  expect(box).not.toBeNull();
  const y = Math.max(0, Math.round((box?.y ?? 0) - 20));
  const shot = await page.screenshot({ clip: { x: 0, y, width: 4, height: 4 } });
  const pixel = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d');
    context?.drawImage(image, 0, 0);
    return [...(context?.getImageData(0, 0, 1, 1).data ?? [])].slice(0, 3);
  }, shot.toString('base64'));
  const canvas = await page.evaluate(
    () => getComputedStyle(document.querySelector('[data-profile]') as Element).backgroundColor,
  );
  expect(`rgb(${pixel.join(', ')})`).toBe(canvas);
});
