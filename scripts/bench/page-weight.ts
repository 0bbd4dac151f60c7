import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { fetchRetried } from './measure';
import type { PageSample } from './pages';

interface InPage {
  document: {
    querySelectorAll(
      selector: string,
    ): Iterable<{ getAttribute(name: string): string | null; textContent: string | null }>;
  };
}

/** gzip size (level 6, what CDNs commonly use) of a body. */
export const gzipBytes = (body: Uint8Array | string) => gzipSync(body, { level: 6 }).byteLength;

/** JS and CSS a page loads before any interaction, gzip bytes. */
export interface PageWeight {
  type: string;
  path: string;
  /** From the HTML alone: script src, inline scripts, module preloads, stylesheets. */
  html: { js: number; css: number; cssFiles: number };
  /** What Chromium fetched until the network was idle (islands hydrated when visible or idle). */
  browser: { js: number; css: number; requests: string[] } | null;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)\s*=\s*"([^"]*)"/g))
    found[match[1]!.toLowerCase()] = match[2]!;
  return found;
}

async function fetchGzip(base: string, href: string): Promise<number> {
  const url = new URL(href.replaceAll('&amp;', '&'), base);
  if (url.origin !== new URL(base).origin) return 0;
  const response = await fetchRetried(url.href);
  return gzipBytes(new Uint8Array(await response.arrayBuffer()));
}

/** Weighs the scripts and stylesheets named by the page's HTML. */
export async function htmlWeight(base: string, pagePath: string) {
  const html = await (await fetchRetried(`${base}${pagePath}`)).text();
  let js = 0;
  let css = 0;
  let cssFiles = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1]!);
    const type = attrs.type ?? '';
    // JSON data (island props, JSON-LD) is not code the browser runs.
    if (type && !/module|javascript/.test(type)) continue;
    js += attrs.src ? await fetchGzip(base, attrs.src) : match[2]!.trim() ? gzipBytes(match[2]!) : 0;
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]!);
    const rel = (attrs.rel ?? '').toLowerCase();
    if (!attrs.href) continue;
    if (rel === 'modulepreload') js += await fetchGzip(base, attrs.href);
    if (rel === 'stylesheet') {
      css += await fetchGzip(base, attrs.href);
      cssFiles += 1;
    }
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css += gzipBytes(match[1]!);
  return { js, css, cssFiles };
}

/** Loads each page in Chromium (mobile viewport), waits 2.5 s after load, sums the JS and CSS fetched. */
export async function browserWeights(base: string, pages: PageSample[]) {
  const weights = new Map<string, NonNullable<PageWeight['browser']>>();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const tab = await context.newPage();
      const bodies: Promise<{ kind: string; url: string; bytes: number }>[] = [];
      tab.on('response', (response) => {
        const kind = response.request().resourceType();
        if (kind !== 'script' && kind !== 'stylesheet') return;
        bodies.push(
          response
            .body()
            .then((body) => ({ kind, url: response.url(), bytes: gzipBytes(body) }))
            .catch(() => ({ kind, url: response.url(), bytes: 0 })),
        );
      });
      try {
        await tab.goto(`${base}${page.path}`, { waitUntil: 'load', timeout: 30_000 });
      } catch (error) {
        console.warn(`bench: ${page.path} did not load in Chromium: ${String(error).split('\n')[0]}`);
        await context.close();
        continue;
      }
      // Visible and idle-time islands hydrate after load: give them time before counting.
      await tab.waitForTimeout(2500);
      const fetched = await Promise.all(bodies);
      let js = 0;
      let css = 0;
      for (const item of fetched) {
        if (item.kind === 'script') js += item.bytes;
        else css += item.bytes;
      }
      // The callback runs in the page; this Node project has no DOM types, so name what it reads.
      const inline = await tab.evaluate(() =>
        [...(globalThis as unknown as InPage).document.querySelectorAll('script:not([src])')]
          .filter(
            (script) =>
              !script.getAttribute('type') || /module|javascript/.test(script.getAttribute('type')!),
          )
          .map((script) => script.textContent ?? ''),
      );
      for (const text of inline) if (text.trim()) js += gzipBytes(text);
      weights.set(page.path, { js, css, requests: fetched.map((item) => new URL(item.url).pathname) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/** A hashed static file served by ASSETS: the first one a page links to, else the first built one. */
export async function findStaticAsset(base: string): Promise<string | undefined> {
  const html = await (await fetchRetried(`${base}/`)).text();
  const linked = /(?:src|href)="(\/assets\/[^"?#]+)"/.exec(html)?.[1];
  if (linked) return linked;
  try {
    const files = await readdir('dist/client/assets', { recursive: true });
    const file = files.find((name) => /\.(css|js)$/.test(name));
    return file ? `/assets/${file.split(path.sep).join('/')}` : undefined;
  } catch {
    return undefined;
  }
}
