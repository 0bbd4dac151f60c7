import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { isLaidOut } from './laid-out';

// The shared shell on real pages: the menus work as <details> and the islands enhance them.
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

/** Collects console errors and failed same-site requests while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('find-provider dropdown', () => {
  test.use({ viewport: DESKTOP });

  test('opens, lists service tags, navigates to the chosen tag and is closed there', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/articles');
    const menu = page.locator('#find-provider');
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    const tags = menu.locator('nav a');
    expect(await tags.count()).toBeGreaterThan(5);
    const tag = tags.nth(1);
    const href = (await tag.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/membres\/[a-z-]+\/[a-z0-9-]+$/);
    await expect(menu).toHaveAttribute('data-enhanced', 'true');
    expect(errors).toEqual([]);
    await tag.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('#find-provider')).not.toHaveAttribute('open', '');
  });

  test('closes on Escape, returning focus to its button, and on a click outside', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#find-provider');
    const button = menu.locator('summary');
    await button.click();
    await expect(menu).toHaveAttribute('open', '');
    // The island hydrates on first use: wait until it has taken over before testing its keys.
    await expect(menu).toHaveAttribute('data-enhanced', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(20, 600);
    await expect(menu).not.toHaveAttribute('open', '');
  });

  test('moves through the tags with the arrow keys', async ({ page }) => {
    await page.goto('/');
    const button = page.locator('#find-provider summary');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#find-provider')).toHaveAttribute('data-enhanced', 'true');
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('#find-provider nav a:focus');
    await expect(focused).toHaveCount(1);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: MOBILE });

  const open = async (page: Page) => {
    await page.locator('#mobile-menu > summary').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  };

  test('opens with the entries and the service categories, and closes on its close button', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/articles');
    await open(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Classements' })).toBeVisible();
    // No member app is configured locally: no login link rather than a dead one.
    await expect(dialog.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
    // Nor an empty band where the actions would be: every band of the menu shows something.
    const bands = await dialog.evaluate((menu) =>
      [...menu.children].map((band) => ({
        height: band.getBoundingClientRect().height,
        text: (band as HTMLElement).innerText.trim(),
      })),
    );
    expect(bands.filter((band) => band.text === '')).toEqual([]);
    expect(await dialog.locator('details').count()).toBeGreaterThan(1);
    await page.locator('#mobile-menu > summary').click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('closes on the backdrop', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await page.mouse.click(12, 500);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('closes on a link, landing on its page', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Classements' }).click();
    await expect(page).toHaveURL(/\/membres\/leaderboards\/weekly\/\d{4}\/\d{1,2}$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('closes on Escape once enhanced', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await expect(page.locator('#mobile-menu')).toHaveAttribute('data-enhanced', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('prefetching', () => {
  test.use({ viewport: DESKTOP });

  test('prefetches the pages linked in view once idle: each once, at most 4 at a time, one per task', async ({
    page,
  }) => {
    // Links added in the same task reach one MutationObserver callback together.
    await page.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, { prefetchBatches: batches });
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .filter((node) => node instanceof HTMLLinkElement && node.rel === 'prefetch').length;
        if (added > 0) batches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    const prefetched: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const isPrefetch = (request: Request) => (request.headers()['sec-purpose'] ?? '').includes('prefetch');
    page.on('request', (request) => {
      if (!isPrefetch(request)) return;
      prefetched.push(new URL(request.url()).pathname + new URL(request.url()).search);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
    });
    const settled = (request: Request) => {
      if (isPrefetch(request)) inFlight -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/articles');
    await expect.poll(() => prefetched.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    expect(new Set(prefetched).size).toBe(prefetched.length);
    expect(mostInFlight).toBeLessThanOrEqual(4);
    expect(
      prefetched.every((path) => !/^\/(?:a|api|_img|_locale)\//.test(path) && path !== '/articles'),
    ).toBe(true);
    const batches = await page.evaluate(
      () => (window as unknown as { prefetchBatches: number[] }).prefetchBatches,
    );
    expect(batches.length).toBeGreaterThanOrEqual(6);
    expect(batches.every((added) => added === 1)).toBe(true);
  });
});

test.describe('what the first screen does not show', () => {
  test.use({ viewport: MOBILE });

  test('the footer and the blocks past the second render only near the viewport, and do once scrolled to', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer[aria-label]');
    // The home page's last block, far below the first screen (it is past the second).
    const third = page.locator('main > [data-block]').last();
    expect(await page.locator('main > [data-block]').count()).toBeGreaterThan(3);
    // Whether what is inside is laid out: an element whose content is skipped hides its children.
    const rendered = (locator: typeof footer) => isLaidOut(locator.locator('a, h2, p').first());
    // At the top of a phone's screen neither is laid out, yet both are in the page.
    expect(await rendered(footer)).toBe(false);
    expect(await rendered(third)).toBe(false);
    await expect(footer.getByRole('link').first()).toBeAttached();
    for (const part of [third, footer]) {
      await part.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(part)).toBe(true);
      await expect(part.locator('a, h2, p').first()).toBeVisible();
    }
  });
});

test.describe('the first frame', () => {
  // The page's HTML in two parts, the second a second later, through a server of the test's own:
  // as a slow network delivers a long page. Everything else is fetched from the site.
  const LEADERBOARD = '/en-GB/membres/leaderboards/yearly/2025';
  let html = '';
  let split = 0;
  let server: Server;
  let origin = '';

  test.beforeAll(async ({ baseURL }) => {
    server = createServer(async (request, response) => {
      if (request.url === LEADERBOARD) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, split));
        setTimeout(() => response.end(html.slice(split)), 1000);
        return;
      }
      const upstream = await fetch(`${baseURL}${request.url}`);
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('waits for the whole main content, so nothing drawn moves when the rest of a slow page arrives', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    html = await (await fetch(`${baseURL}${LEADERBOARD}`)).text();
    // The pause falls inside the ranking's first rows, in the first screen.
    const list = html.indexOf('<ol');
    split = html.indexOf('</li>', list) + 400;
    expect(list).toBeGreaterThan(0);
    await page.addInitScript(() => {
      const seen = { rows: -1, shift: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      // Runs right before the first frame is drawn.
      requestAnimationFrame(() => {
        seen.rows = document.querySelectorAll('main ol > li').length;
      });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin}${LEADERBOARD}`);
    await expect(page.locator('footer[aria-label]')).toBeAttached();
    await page.waitForTimeout(300);
    const rows = await page.locator('main ol > li').count();
    expect(rows).toBeGreaterThan(3);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { rows: number; shift: number } }).seen,
    );
    expect(seen.rows).toBe(rows);
    expect(seen.shift).toBe(0);
  });
});

test.describe('language switcher', () => {
  test.use({ viewport: DESKTOP });

  test('lands on the same page in the chosen language and stores the choice', async ({ page, context }) => {
    await page.goto('/articles');
    await page.locator('#language-switcher > summary').click();
    await page.locator('#language-switcher a[data-locale="en-GB"]').click();
    await expect(page).toHaveURL(/\/en-GB\/articles$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.locator('#find-provider summary')).toContainText('Find a provider');
    const cookie = (await context.cookies()).find((item) => item.name === 'locale');
    expect(cookie?.value).toBe('en-GB');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('draws each language’s flag in place, with no image to fetch', async ({ page }) => {
    await page.goto('/en-GB');
    await page.locator('#language-switcher > summary').click();
    // A pixel of the first stripe (or the Union Jack's blue) and the centre of each 18 x 12 flag.
    const expected: Record<string, [string, string]> = {
      'fr-FR': ['#002654', '#ffffff'],
      'en-GB': ['#012169', '#c8102e'],
      'es-ES': ['#aa151b', '#f1bf00'],
      'it-IT': ['#009246', '#ffffff'],
      'de-DE': ['#000000', '#dd0000'],
      'nl-NL': ['#ae1c28', '#ffffff'],
    };
    for (const [locale, colours] of Object.entries(expected)) {
      const flag = page.locator(`#language-switcher a[data-locale="${locale}"] [data-flag]`);
      expect(
        await flag.evaluate((element: HTMLElement) => [element.offsetWidth, element.offsetHeight]),
      ).toEqual([18, 12]);
      const png = (await flag.screenshot({ animations: 'disabled' })).toString('base64');
      const first = locale === 'en-GB' ? [1, 3] : [2, 2];
      const seen = await page.evaluate(
        async ({ png, points }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return points.map(([x, y]) => [...context.getImageData(x ?? 0, y ?? 0, 1, 1).data.slice(0, 3)]);
        },
        { png, points: [first, [9, 6]] },
      );
      colours.forEach((hex, index) => {
        const want = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
        const got = seen[index] ?? [];
        const far = want.some((value, channel) => Math.abs(value - (got[channel] ?? -99)) > 40);
        expect(far, `${locale} pixel ${index}: ${got} for ${hex}`).toBe(false);
      });
    }
    expect(await page.locator('img[src^="data:image/svg"]').count()).toBe(0);
  });

  test('lists the six languages', async ({ page }) => {
    await page.goto('/en-GB');
    const labels = await page.locator('#language-switcher a[data-locale]').allTextContents();
    expect(labels.map((label) => label.trim())).toEqual([
      'Français',
      'English',
      'Español',
      'Italiano',
      'Deutsch',
      'Nederlands',
    ]);
  });
});

for (const locale of ['fr-FR', 'en-GB'] as const) {
  const path = locale === 'fr-FR' ? '/' : `/${locale}`;

  test.describe(`shell in ${locale}`, () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      test(`has no axe violation and is captured at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const results = await new AxeBuilder({ page }).include('header').include('footer').analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
        ).toEqual([]);
        await page.screenshot({ path: `reports/screenshots/shell-${locale}-${viewport.width}.png` });
        await page.locator('footer').scrollIntoViewIfNeeded();
        await page
          .locator('footer')
          .screenshot({ path: `reports/screenshots/footer-${locale}-${viewport.width}.png` });
      });
    }

    test('has no axe violation with the menus open', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await page.locator('#find-provider > summary').click();
      const dropdown = await new AxeBuilder({ page }).include('header').analyze();
      expect(dropdown.violations.map((violation) => violation.id)).toEqual([]);
      await page.screenshot({ path: `reports/screenshots/dropdown-${locale}-1280.png` });
      await page.setViewportSize(MOBILE);
      await page.keyboard.press('Escape');
      await page.locator('#mobile-menu > summary').click();
      const menu = await new AxeBuilder({ page }).include('header').analyze();
      expect(menu.violations.map((violation) => violation.id)).toEqual([]);
      await page.screenshot({ path: `reports/screenshots/menu-${locale}-375.png` });
    });
  });
}

// The lists every page repeats (menus, footer, chips, form fields) are styled by one component
// class each (src/styles/app.css): a class the stylesheet lost would leave them unstyled, and
// nothing else would say so. Read from the computed styles a visitor's browser applies.
test.describe('component classes', () => {
  test('style the header, menus, footer, home chips and profile fields', async ({ page }) => {
    // A fully rounded corner computes to a huge radius (Tailwind's `calc(infinity * 1px)`): a pill.
    const pill = (radius: string) => (Number.parseFloat(radius) > 1000 ? 'pill' : radius);
    const styleOf = (selector: string, properties: string[]) =>
      page
        .locator(selector)
        .first()
        .evaluate(
          (element, names) => names.map((name) => getComputedStyle(element).getPropertyValue(name)),
          properties,
        )
        .then((values) =>
          values.map((value, index) => (properties[index] === 'border-radius' ? pill(value) : value)),
        );
    await page.setViewportSize(DESKTOP);
    await page.goto('/en-GB');
    // .nav-link: a 36 px pill; .footer-link: small text that breaks long words.
    expect(await styleOf('header nav a.nav-link', ['display', 'height', 'border-radius'])).toEqual([
      'inline-flex',
      '36px',
      'pill',
    ]);
    expect(await styleOf('footer a.footer-link', ['font-size', 'overflow-wrap'])).toEqual([
      '14px',
      'break-word',
    ]);
    // .chip-link: a bordered rounded chip.
    expect(await styleOf('a.chip-link', ['display', 'border-top-width', 'border-radius'])).toEqual([
      'inline-block',
      '1px',
      'pill',
    ]);
    // .menu-group in the dropdown, .menu-row in the mobile menu: 44 px rows.
    expect(await styleOf('#find-provider a.menu-group', ['display', 'font-weight'])).toEqual(['flex', '600']);
    await page.setViewportSize(MOBILE);
    await page.locator('#mobile-menu > summary').click();
    expect(await styleOf('#mobile-menu a.menu-row', ['display', 'height'])).toEqual(['flex', '44px']);
    // .field on the profile's contact form: full width, bordered.
    await page.goto('/membres/services');
    const profile = (await page.locator('main a[href^="/profil/"]').first().getAttribute('href')) ?? '';
    await page.goto(profile);
    const field = page.locator('#contact input.field').first();
    const [width, border] = await field.evaluate((element) => [
      element.getBoundingClientRect().width,
      getComputedStyle(element).borderTopWidth,
    ]);
    const formWidth = await page
      .locator('#contact form')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(border).toBe('1px');
    expect(width).toBeGreaterThan(formWidth / 3);
  });
});

// One column edge from the header to the footer: the brand, the hero's title, each section's
// title and the footer's first column start at the same x on wide screens, where the page's
// container stops growing and a narrower block would step in from the rest.
test.describe('page column', () => {
  for (const width of [1280, 1600]) {
    test(`lines up the header, the home's blocks and the footer at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en-GB');
      const left = async (selector: string) => {
        const boxes = page.locator(selector);
        const edges: number[] = [];
        for (let index = 0; index < (await boxes.count()); index += 1) {
          const edge = await boxes.nth(index).evaluate((element) => {
            element.scrollIntoView();
            return element.getBoundingClientRect().left;
          });
          edges.push(Math.round(edge));
        }
        return edges;
      };
      const [brand] = await left('header > div > a[href="/en-GB"]');
      expect(brand).toBeGreaterThan(0);
      const titles = await left('main [data-block="HERO"] h1, main section[data-block] > div > h2');
      const footer = await left('footer .container-page');
      expect(titles.length).toBeGreaterThan(3);
      // The footer's container spans the column: its padding is where its content starts.
      const padding = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingLeft));
      expect(new Set(titles)).toEqual(new Set([brand]));
      for (const edge of footer) expect(edge + (await padding('footer .container-page'))).toBe(brand);
    });
  }
});
