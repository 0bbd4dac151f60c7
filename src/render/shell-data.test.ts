import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { translator } from '../i18n/translate';
import { contentLinkResolver } from '../routing/content-link';
import { buildFooterLinks, buildNav, buildServices, languageLinks, reviewersOf } from './shell-data';

const config = readConfig({});
const resolve = contentLinkResolver('en-GB', config);
const corporate = readConfig({
  BRAND_SITE_URL: 'https://www.example.com',
  MEMBER_APP_URL: 'https://app.example.com',
  HELP_CENTER_URL: 'https://help.example.com',
  JOBS_URL: 'https://jobs.example.com',
  LINKEDIN_URL: 'https://www.linkedin.com/company/example',
  TWITTER_URL: 'https://twitter.com/example',
});
const resolveCorporate = contentLinkResolver('en-GB', corporate);
const t = translator('en-GB');

describe('buildNav', () => {
  it('gives the five spec entries with translated labels when the CMS has none', () => {
    const nav = buildNav(null, resolve, t);
    expect(nav.map((item) => item.label)).toEqual([
      'Home',
      'Media',
      'TrustSearch',
      'Leaderboards',
      'Trustawards',
    ]);
    // No brand site configured: home and Media are the product's own pages.
    expect(nav[0]?.href).toBe('/en-GB');
    expect(nav[1]?.href).toBe('/en-GB/articles');
    expect(buildNav(null, resolveCorporate, t)[0]?.href).toBe('https://www.example.com/');
    expect(nav[3]?.href).toMatch(/^\/en-GB\/membres\/leaderboards\/weekly\/\d{4}\/\d{1,2}$/);
    expect(nav[4]?.href).toBe(`/en-GB/membres/trustawards/${new Date().getUTCFullYear() - 1}`);
  });
  it('follows the CMS order and titles, dropping links that resolve to nothing', () => {
    const nav = buildNav(
      [
        { kind: 'LINK', position: 2, title: 'Classements', content: { link: { page: 'LEADERBOARD' } } },
        { kind: 'LINK', position: 1, title: 'Accueil', content: { link: { target: 'BRAND_HOME' } } },
        { kind: 'LINK', position: 3, title: 'Broken', content: { link: { target: 'NOWHERE' } } },
      ],
      resolve,
      t,
    );
    expect(nav.map((item) => item.label)).toEqual(['Accueil', 'Classements']);
  });
});

describe('buildFooterLinks', () => {
  it('keeps only links that lead somewhere when no corporate address is configured', () => {
    const footer = buildFooterLinks(null, resolve, t);
    expect(footer.groups).toEqual([
      { title: 'Find a provider', links: [{ label: 'All providers', href: '/en-GB/membres/services' }] },
    ]);
    expect(footer.legal).toEqual([]);
  });
  it('defaults to the spec groups and the brand-site legal pages', () => {
    const footer = buildFooterLinks(null, resolveCorporate, t);
    expect(footer.groups.map((group) => group.title)).toEqual([
      'Find a provider',
      'List my company',
      'Company',
    ]);
    expect(footer.groups[1]?.links[0]).toEqual({
      label: 'How does it work?',
      href: 'https://www.example.com/solutions',
    });
    expect(footer.legal.map((item) => new URL(item.href).pathname)).toEqual([
      '/legal/legal-notice',
      '/legal/terms',
      '/legal/privacy',
    ]);
  });
});

describe('buildServices', () => {
  it('links categories and their activities by tag path, activities sorted by label', () => {
    const [group] = buildServices(
      [
        {
          id: 'c',
          slug: 'tech_et_produit',
          kind: 'CATEGORY',
          label: 'Tech',
          icon: 'lucide:cpu',
          children: [
            { id: 'b', slug: 'seo', kind: 'ACTIVITY', label: 'SEO' },
            { id: 'a', slug: 'dev', kind: 'ACTIVITY', label: 'Apps' },
          ],
        },
      ],
      'fr-FR',
    );
    expect(group?.href).toBe('/membres/tech-et-produit');
    expect(group?.items.map((item) => item.href)).toEqual([
      '/membres/tech-et-produit/dev',
      '/membres/tech-et-produit/seo',
    ]);
  });
});

describe('languageLinks', () => {
  it('sends every language through the locale endpoint with the current path and query', () => {
    const links = languageLinks(new URL('https://x.test/en-GB/articles?page=2'), 'en-GB');
    expect(links.map((item) => new URL(item.href, 'https://x.test').searchParams.get('to'))).toEqual([
      'fr-FR',
      'en-GB',
      'es-ES',
      'it-IT',
      'de-DE',
      'nl-NL',
    ]);
    expect(new URL(links[0]?.href ?? '', 'https://x.test').searchParams.get('next')).toBe(
      '/en-GB/articles?page=2',
    );
    expect(links.find((item) => item.current)?.locale).toBe('en-GB');
    expect(links.map((item) => item.label)).toContain('Nederlands');
  });
});

describe('reviewersOf', () => {
  it('keeps up to three distinct named contacts, in order', () => {
    const contact = (name: string) => ({ fullName: name, avatar: name === 'C' ? { url: '/c.webp' } : null });
    const people = reviewersOf(['A', '', 'A', 'C', 'D', 'E'].map(contact));
    expect(people).toEqual([
      { name: 'A', src: null },
      { name: 'C', src: '/c.webp' },
      { name: 'D', src: null },
    ]);
  });
});
