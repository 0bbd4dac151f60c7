import type { APIRequestContext } from '@playwright/test';
import { type PageType, pageTypeOf } from './page-types';

/** What a walk of links from home found: the first page of each type and its depth in clicks. */
export interface Discovery {
  /** Page type -> path (with query) of the first page of that type found. */
  pages: Map<PageType, string>;
  /** Page type -> the fewest clicks from home that reach it. */
  depth: Map<PageType, number>;
  /** Page type -> the chain of pages that leads to it (for failure messages). */
  trail: Map<PageType, string[]>;
}

/** Pages of each type whose links are followed per level: types, not every page, are walked. */
const EXPAND_PER_TYPE = 2;

/** The targets of a page's links (`<a href>`), as the HTML a visitor's browser parses names them. */
const anchorTargets = (html: string, base: URL) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(
    (match) => new URL((match[1] ?? '').replace(/&amp;/g, '&'), base),
  );

/**
 * Breadth-first walk of the links a visitor can click, from home, `maxDepth` clicks deep. Every
 * link of a page counts (those in the menus too: opening a menu is not a page load). Redirects
 * are followed: a link counts as the page it lands on. Only a few pages of each type are opened
 * per level, since pages of one type offer the same kinds of links.
 */
export async function walkFromHome(request: APIRequestContext, maxDepth: number): Promise<Discovery> {
  const found: Discovery = { pages: new Map(), depth: new Map(), trail: new Map() };
  const seen = new Set<string>();
  let level: { path: string; trail: string[] }[] = [{ path: '/', trail: [] }];
  for (let depth = 0; depth <= maxDepth && level.length > 0; depth++) {
    const expanded = new Map<string, number>();
    const next: { path: string; trail: string[] }[] = [];
    for (const { path, trail } of level) {
      const response = await request.get(path).catch(() => null);
      if (response?.status() !== 200) continue;
      const landed = new URL(response.url());
      const type = pageTypeOf(landed);
      if (!type) continue;
      const here = `${landed.pathname}${landed.search}`;
      if (!found.depth.has(type)) {
        found.depth.set(type, depth);
        found.pages.set(type, here);
        found.trail.set(type, [...trail, here]);
      }
      if (depth === maxDepth || (expanded.get(type) ?? 0) >= EXPAND_PER_TYPE) continue;
      expanded.set(type, (expanded.get(type) ?? 0) + 1);
      for (const url of anchorTargets(await response.text(), landed)) {
        if (url.origin !== landed.origin) continue;
        url.hash = '';
        const key = `${url.pathname}${url.search}`;
        if (seen.has(key) || url.pathname.startsWith('/_img') || url.pathname.startsWith('/media/')) continue;
        seen.add(key);
        next.push({ path: key, trail: [...trail, here] });
      }
    }
    // Links to types not found yet first, then a bounded sample of the rest.
    const byType = new Map<string, { path: string; trail: string[] }[]>();
    for (const item of next) {
      const type = pageTypeOf(new URL(item.path, 'http://x')) ?? 'other';
      byType.set(type, [...(byType.get(type) ?? []), item]);
    }
    level = [...byType.values()].flatMap((items) => items.slice(0, EXPAND_PER_TYPE + 1));
  }
  return found;
}

/** The page types the sitemap lists (a crawler's view of what the site offers). */
export async function sitemapPageTypes(request: APIRequestContext): Promise<Map<PageType, string>> {
  const locs = async (path: string) => {
    const response = await request.get(path);
    if (!response.ok()) return [];
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replace(/&amp;/g, '&'),
    );
  };
  const types = new Map<PageType, string>();
  const index = await locs('/sitemap.xml');
  // One file of each kind is enough to know the types it lists.
  const kinds = new Map<string, string>();
  for (const loc of index) {
    const kind = new URL(loc).pathname.replace(/-\d+\.xml$/, '');
    if (!kinds.has(kind)) kinds.set(kind, new URL(loc).pathname);
  }
  for (const path of kinds.values()) {
    for (const loc of await locs(path)) {
      const url = new URL(loc);
      const type = pageTypeOf(url);
      if (type && !types.has(type)) types.set(type, `${url.pathname}${url.search}`);
    }
  }
  return types;
}
