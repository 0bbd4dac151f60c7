import { describe, expect, it } from 'vitest';
import { type DomElement, renderDom, textOf } from '../../../test/dom';
import { translator } from '../../i18n/translate';
import { MarketplaceLayout } from '../../render/marketplace-layout';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import type { ShellData } from './types';

const shell = (overrides: Partial<ShellData> = {}): ShellData => ({
  locale: 'fr-FR',
  brandName: 'Trustboard',
  homeHref: '/',
  directoryHref: '/membres/services',
  nav: [
    { label: 'Accueil', href: 'https://www.example.com/' },
    { label: 'Classements', href: '/membres/leaderboards/weekly/2026/47' },
  ],
  services: [
    {
      id: 'c1',
      label: 'Tech et produit',
      icon: null,
      href: '/membres/tech-et-produit',
      items: [{ id: 'a1', label: 'Développement web', href: '/membres/tech-et-produit/dev-web' }],
    },
  ],
  demo: { label: 'Réserver une démo', href: 'https://www.example.com/demo' },
  login: { label: 'Connexion', href: 'https://app.example.com/app' },
  memberAccess: { label: 'Accès membre', href: 'https://app.example.com/app' },
  isUser: false,
  languages: [
    { locale: 'fr-FR', label: 'Français', href: '/articles', current: true },
    { locale: 'en-GB', label: 'English', href: '/_locale?to=en-GB&next=%2Farticles', current: false },
  ],
  footer: {
    tagline: 'Le label de confiance.',
    reviewers: [
      { name: 'Ana Ruiz', src: null },
      { name: 'Bo Li', src: null },
      { name: 'Cy Dor', src: null },
    ],
    reviewsCount: 30000,
    groups: [{ title: 'Entreprise', links: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/x' }] }],
    legal: [{ label: 'Mentions légales', href: 'https://www.example.com/legal/legal-notice' }],
    year: 2026,
  },
  ...overrides,
});

const t = translator('fr-FR');

/** The text a visitor reads on each link. */
const linkTexts = (body: DomElement) => Array.from(body.querySelectorAll('a'), textOf);

describe('TopNav', () => {
  it('offers the demo and login to visitors, not the member access', () => {
    const body = renderDom(<TopNav shell={shell()} t={t} />);
    expect(textOf(body.querySelector('a[href="https://www.example.com/demo"]'))).toBe('Réserver une démo');
    expect(textOf(body.querySelector('a[href="https://app.example.com/app"]'))).toBe('Connexion');
    expect(linkTexts(body)).not.toContain('Accès membre');
  });
  it('offers only the member access to a recognised user', () => {
    const links = linkTexts(renderDom(<TopNav shell={shell({ isUser: true })} t={t} />));
    expect(links).toContain('Accès membre');
    expect(links).not.toContain('Réserver une démo');
    expect(links).not.toContain('Connexion');
  });
  it('lists the service tags in a details dropdown and in the mobile menu, with the folder icon fallback', () => {
    const body = renderDom(<TopNav shell={shell()} t={t} />);
    const dropdown = body.querySelector('details#find-provider');
    expect(textOf(dropdown?.querySelector('summary'))).toBe('Trouver un prestataire');
    expect(textOf(dropdown?.querySelector('a[href="/membres/tech-et-produit/dev-web"]'))).toBe(
      'Développement web',
    );
    const menu = body.querySelector('details#mobile-menu');
    expect(textOf(menu?.querySelector('a[href="/membres/tech-et-produit/dev-web"]'))).toBe(
      'Développement web',
    );
  });
  it('links every language to the same page, marking the current one', () => {
    const body = renderDom(<TopNav shell={shell()} t={t} />);
    const english = body.querySelector('a[href="/_locale?to=en-GB&next=%2Farticles"]');
    expect(english?.getAttribute('hreflang')).toBe('en-GB');
    const current = Array.from(body.querySelectorAll('a[aria-current="true"]'), (link) =>
      link.getAttribute('hreflang'),
    );
    expect([...new Set(current)]).toEqual(['fr-FR']);
  });
});

describe('SiteFooter', () => {
  it('shows three reviewers with the verified reviews count formatted in the locale', () => {
    const body = renderDom(<SiteFooter shell={shell()} t={t} />);
    const reviewers = Array.from(body.querySelectorAll('[role="img"]'), (img) =>
      img.getAttribute('aria-label'),
    );
    expect(reviewers).toEqual(['Ana Ruiz', 'Bo Li', 'Cy Dor']);
    expect(textOf(body)).toMatch(/\+30\s000 avis clients vérifiés\./);
  });
  it('prints the copyright of the given year and the legal links', () => {
    const body = renderDom(<SiteFooter shell={shell()} t={t} />);
    expect(textOf(body)).toContain('© 2026 Trustboard. Tous droits réservés.');
    const legal = body.querySelector('nav[aria-label="Informations légales"]');
    expect(textOf(legal?.querySelector('a[href="https://www.example.com/legal/legal-notice"]'))).toBe(
      'Mentions légales',
    );
  });
  it('translates the footer in English', () => {
    const body = renderDom(<SiteFooter shell={shell({ locale: 'en-GB' })} t={translator('en-GB')} />);
    expect(textOf(body)).toContain('+30,000 verified client reviews.');
  });
});

describe('MarketplaceLayout', () => {
  it('keeps the main landmark and skip link when the shell data failed to load', () => {
    const body = renderDom(<MarketplaceLayout data={null}>body</MarketplaceLayout>);
    expect(textOf(body.querySelector('main#main'))).toBe('body');
    expect(textOf(body.querySelector('a[href="#main"]'))).not.toBe('');
    expect(body.querySelector('header')).toBeNull();
  });
});
