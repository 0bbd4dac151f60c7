import { describe, expect, it } from 'vitest';
import { toLangCode } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { safeJson } from '../ui/safe-json';
import { buyerLink, leaderboardLink, link, memberLink, reviewLink, tagLink } from './link';

describe('link', () => {
  it('leaves fr-FR unprefixed and prefixes the other locales', () => {
    expect(link('fr-FR', 'index', {})).toBe('/');
    expect(link('en-GB', 'index', {})).toBe('/en-GB');
    expect(link('it-IT', 'articles-slug', { slug: 'hello' })).toBe('/it-IT/articles/hello');
  });
  it('writes directory categories with hyphens and drops empty query values', () => {
    expect(
      link(
        'fr-FR',
        'membres-category-slug-geography',
        { category: 'tech_et_produit', geography: 'paris' },
        { q: '', page: 2 },
      ),
    ).toBe('/membres/tech-et-produit/paris?page=2');
  });
});

describe('tagLink (spec section 2)', () => {
  it('links a category with the category only', () => {
    expect(tagLink('fr-FR', { kind: 'CATEGORY', slug: 'recrutement_et_rh' }, 'lyon')).toBe(
      '/membres/recrutement-et-rh',
    );
  });
  it("links an activity with its parent's slug, its own slug and the geography", () => {
    const tag = { kind: 'ACTIVITY', slug: 'seo', parent: { slug: 'marketing_communication_et_ventes' } };
    expect(tagLink('en-GB', tag, 'paris')).toBe('/en-GB/membres/marketing-communication-et-ventes/seo/paris');
  });
  it("links a specialty under 'services' when it has no parent", () => {
    expect(tagLink('fr-FR', { kind: 'SPECIALTY', slug: 'shopify', parent: null })).toBe(
      '/membres/services/shopify',
    );
  });
  it("links a specialty whose parent is an activity under 'services' (no page is named by an activity as category)", () => {
    expect(
      tagLink('fr-FR', { kind: 'SPECIALTY', slug: 'paie', parent: { slug: 'expertise-comptable' } }, 'lyon'),
    ).toBe('/membres/services/paie/lyon');
  });
  it('gives no link for other kinds', () => {
    expect(tagLink('fr-FR', { kind: 'QUALITY', slug: 'reactivite' })).toBeNull();
  });
});

describe('card links', () => {
  it("links a review to its owner's reference by the review's own public id", () => {
    expect(reviewLink('fr-FR', { publicId: 'r1', owner: { slug: 'acme' } })).toBe(
      '/profil/acme/reference/r1',
    );
    expect(reviewLink('en-GB', { publicId: 'r1', owner: { slug: 'acme' } })).toBe(
      '/en-GB/profil/acme/reference/r1',
    );
  });
  it('links members, buyers and leaderboards', () => {
    expect(memberLink('de-DE', { slug: 'acme' })).toBe('/de-DE/profil/acme');
    expect(buyerLink('fr-FR', { slug: 'bnp', publicId: 'b1' })).toBe('/membres/clients/bnp?id=b1');
    expect(leaderboardLink('fr-FR', ['weekly', '2024', '7'], 'tech_et_produit')).toBe(
      '/membres/leaderboards/weekly/2024/7?category=tech_et_produit',
    );
  });

  it("names each query key once when a route's path already carries it", () => {
    const params = { slug: 'bnp', id: 'b1' };
    expect(link('fr-FR', 'membres-clients-slug', params, { id: 'b1' })).toBe('/membres/clients/bnp?id=b1');
    expect(link('fr-FR', 'membres-clients-slug', params, { page: 2 })).toBe(
      '/membres/clients/bnp?id=b1&page=2',
    );
  });
});

describe('safeJson', () => {
  it('cannot end a script or an attribute', () => {
    const text = safeJson({ a: '</script><b>&\u2028\u2029"' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><b>&\u2028\u2029"' });
  });
});

describe('i18n', () => {
  it('translates the error catalogue in every locale, falling back to fr-FR', () => {
    expect(translator('en-GB')('errors.404.title')).toBe('Page not found');
    expect(translator('fr-FR')('errors.500.title')).toBe('Une erreur est survenue');
    expect(translator('nl-NL')('errors.status', { status: 502 })).toBe('Fout 502');
    // @ts-expect-error A key missing from the dictionaries does not type-check; at run time it reads ''.
    expect(translator('en-GB')('no.such.key')).toBe('');
  });
  it("raises 'Locale {code} not found' on an unknown locale", () => {
    expect(() => toLangCode('pt-BR')).toThrow('Locale pt-BR not found');
  });
});
