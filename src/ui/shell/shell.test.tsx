import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate';
import { MarketplaceLayout } from '../layouts/marketplace-layout';
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

describe('TopNav', () => {
  it('offers the demo and login to visitors, not the member access', () => {
    const html = renderToStaticMarkup(<TopNav shell={shell()} t={t} />);
    expect(html).toContain('Réserver une démo');
    expect(html).toContain('Connexion');
    expect(html).not.toContain('Accès membre');
  });
  it('offers only the member access to a recognised user', () => {
    const html = renderToStaticMarkup(<TopNav shell={shell({ isUser: true })} t={t} />);
    expect(html).toContain('Accès membre');
    expect(html).not.toContain('Réserver une démo');
    expect(html).not.toContain('>Connexion<');
  });
  it('lists the service tags in a details dropdown and in the mobile menu, with the folder icon fallback', () => {
    const html = renderToStaticMarkup(<TopNav shell={shell()} t={t} />);
    expect(html).toContain('<details id="find-provider"');
    expect(html).toContain('<details id="mobile-menu"');
    expect(html.match(/href="\/membres\/tech-et-produit\/dev-web"/g)).toHaveLength(2);
    expect(html).toContain('Trouver un prestataire');
  });
  it('links every language to the same page, marking the current one', () => {
    const html = renderToStaticMarkup(<TopNav shell={shell()} t={t} />);
    expect(html).toContain('href="/_locale?to=en-GB&amp;next=%2Farticles" hrefLang="en-GB"');
    expect(html).toMatch(/data-locale="fr-FR" aria-current="true"/);
  });
});

describe('SiteFooter', () => {
  it('shows three reviewers with the verified reviews count formatted in the locale', () => {
    const html = renderToStaticMarkup(<SiteFooter shell={shell()} t={t} />);
    expect(html.match(/role="img"/g)).toHaveLength(3);
    expect(html).toMatch(/\+30\s000 avis clients vérifiés\./);
  });
  it('prints the copyright of the given year and the legal links', () => {
    const html = renderToStaticMarkup(<SiteFooter shell={shell()} t={t} />);
    expect(html).toContain('© 2026 Trustboard. Tous droits réservés.');
    expect(html).toContain('https://www.example.com/legal/legal-notice');
  });
  it('translates the footer in English', () => {
    const html = renderToStaticMarkup(
      <SiteFooter shell={shell({ locale: 'en-GB' })} t={translator('en-GB')} />,
    );
    expect(html).toContain('+30,000 verified client reviews.');
  });
});

describe('MarketplaceLayout', () => {
  it('keeps the main landmark and skip link when the shell data failed to load', () => {
    const html = renderToStaticMarkup(<MarketplaceLayout data={null}>body</MarketplaceLayout>);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('href="#main"');
    expect(html).not.toContain('<header');
  });
});
