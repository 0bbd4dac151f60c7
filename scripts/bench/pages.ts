/** One representative URL per page type, discovered from the running server's own data. */
export interface PageSample {
  type: string;
  path: string;
}

async function firstHref(base: string, path: string, pattern: RegExp): Promise<string | undefined> {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (pattern.test(href)) return href;
  }
  return undefined;
}

/**
 * Finds a profile, a review, an article, a buyer and a directory page by following links from
 * the home, leaderboard and list pages, so the samples always exist in the seeded data.
 */
export async function discoverPages(base: string): Promise<PageSample[]> {
  const year = new Date().getUTCFullYear();
  const pages: PageSample[] = [
    { type: 'home', path: '/' },
    { type: 'home-en', path: '/en-GB' },
    { type: 'directory', path: '/membres/services' },
    { type: 'directory-city', path: '/membres/tech-et-produit/paris' },
    { type: 'leaderboard', path: `/membres/leaderboards/yearly/${year}` },
    { type: 'trustawards', path: `/membres/trustawards/${year - 1}` },
    { type: 'articles', path: '/articles' },
    { type: 'buyers', path: '/membres/clients' },
    // A common word of the seeded texts: thousands of matches across languages.
    { type: 'search', path: '/membres/search/conseil' },
  ];
  const profile = await firstHref(base, '/membres/services', /^\/profil\/[^/?#]+$/);
  if (profile) {
    pages.push({ type: 'profile', path: profile });
    for (const tab of ['reviews', 'data', 'culture', 'ecosystem', 'rewards']) {
      pages.push({ type: `profile-${tab}`, path: `${profile}/${tab}` });
    }
    const reference = await firstHref(base, `${profile}/reviews`, /\/reference\//);
    if (reference) pages.push({ type: 'reference', path: reference.split('?')[0]! });
  }
  const article = await firstHref(base, '/articles', /^\/articles\/(?!tags\/)[^/?#]+$/);
  if (article) pages.push({ type: 'article', path: article });
  const buyer = await firstHref(base, '/membres/clients', /^\/membres\/clients\/[^/?#]+/);
  if (buyer) pages.push({ type: 'buyer', path: buyer });
  return pages;
}
