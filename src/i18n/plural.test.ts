import { describe, expect, it } from 'vitest';
import { writtenIn } from './content-language';
import { startsWithVowelSound } from './elision';
import { LOCALES } from './locales';
import { ordinal, type PluralKey, plural } from './plural';
import { translator } from './translate';

const reviews = (locale: (typeof LOCALES)[number], n: number) =>
  plural(translator(locale), 'profile.cards.reviews', n);

describe('plural', () => {
  it('says 0, 1, 2 and 5 reviews with each locale’s plural rules (French: 0 and 1 are singular)', () => {
    const expected: Record<(typeof LOCALES)[number], [string, string, string, string]> = {
      'fr-FR': [
        '0 avis client authentifié',
        '1 avis client authentifié',
        '2 avis clients authentifiés',
        '5 avis clients authentifiés',
      ],
      'en-GB': [
        '0 authenticated client reviews',
        '1 authenticated client review',
        '2 authenticated client reviews',
        '5 authenticated client reviews',
      ],
      'de-DE': [
        '0 authentifizierte Kundenbewertungen',
        '1 authentifizierte Kundenbewertung',
        '2 authentifizierte Kundenbewertungen',
        '5 authentifizierte Kundenbewertungen',
      ],
      'es-ES': [
        '0 opiniones de clientes autenticadas',
        '1 opinión de cliente autenticada',
        '2 opiniones de clientes autenticadas',
        '5 opiniones de clientes autenticadas',
      ],
      'it-IT': [
        '0 recensioni di clienti autenticate',
        '1 recensione di cliente autenticata',
        '2 recensioni di clienti autenticate',
        '5 recensioni di clienti autenticate',
      ],
      'nl-NL': [
        '0 geverifieerde klantbeoordelingen',
        '1 geverifieerde klantbeoordeling',
        '2 geverifieerde klantbeoordelingen',
        '5 geverifieerde klantbeoordelingen',
      ],
    };
    for (const locale of LOCALES) {
      expect([0, 1, 2, 5].map((n) => reviews(locale, n))).toEqual(expected[locale]);
    }
  });

  it('formats the count with Intl.NumberFormat', () => {
    expect(reviews('en-GB', 30000)).toBe('30,000 authenticated client reviews');
    expect(reviews('de-DE', 30000)).toBe('30.000 authentifizierte Kundenbewertungen');
    expect(reviews('fr-FR', 1234)).toBe('1\u202f234 avis clients authentifiés');
  });

  it('has every form of every count key in every locale (no sentence falls back to French)', () => {
    const keys: PluralKey[] = [
      'profile.cards.reviews',
      'profile.cards.points',
      'profile.reviews.count',
      'profile.home.allReviews',
      'profile.data.starsValue',
      'profile.data.trustPowerPoints',
      'marketplace.directory.results',
      'marketplace.buyers.written',
      'marketplace.leaderboard.methodBase',
      'shell.footer.reviews',
    ];
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const key of keys) {
        expect(t(`${key}.one`), `${locale} ${key}.one`).not.toBe('');
        expect(t(`${key}.other`), `${locale} ${key}.other`).not.toBe('');
      }
    }
  });
});

describe('ordinal', () => {
  it('writes ordinals the way each locale does', () => {
    const of = (locale: (typeof LOCALES)[number]) =>
      [1, 2, 3, 4, 11, 22].map((n) => ordinal(translator(locale), n));
    expect(of('fr-FR')).toEqual(['1er', '2e', '3e', '4e', '11e', '22e']);
    expect(of('en-GB')).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
    expect(of('de-DE')).toEqual(['1.', '2.', '3.', '4.', '11.', '22.']);
    expect(of('es-ES')).toEqual(['1º', '2º', '3º', '4º', '11º', '22º']);
    expect(of('it-IT')).toEqual(['1º', '2º', '3º', '4º', '11º', '22º']);
    expect(of('nl-NL')).toEqual(['1e', '2e', '3e', '4e', '11e', '22e']);
  });

  it('names quarters with the ordinal in French', () => {
    const t = translator('fr-FR');
    expect(t('marketplace.leaderboard.quarter', { ordinal: ordinal(t, 1), year: 2024 })).toBe(
      '1er trimestre 2024',
    );
  });
});

describe('French elision', () => {
  const t = translator('fr-FR');

  it('elides "de" before a name starting with a vowel or a mute h, not before a consonant', () => {
    expect(t('profile.meta.reviewsTitle', { name: 'Étude Calanque' })).toBe("Avis clients d'Étude Calanque");
    expect(t('profile.meta.reviewsTitle', { name: 'Atelier Colbert' })).toBe(
      "Avis clients d'Atelier Colbert",
    );
    expect(t('profile.meta.reviewsTitle', { name: 'Hôtels du Port' })).toBe("Avis clients d'Hôtels du Port");
    expect(t('profile.meta.reviewsTitle', { name: 'Bâtiments Lefèvre' })).toBe(
      'Avis clients de Bâtiments Lefèvre',
    );
    expect(t('profile.meta.reviewsTitle', { name: 'Haribo' })).toBe('Avis clients de Haribo');
  });

  it('keeps other locales as they are', () => {
    expect(translator('en-GB')('profile.meta.reviewsTitle', { name: 'Étude' })).not.toContain("d'");
  });

  it('knows vowel sounds', () => {
    expect(startsWithVowelSound('Étude')).toBe(true);
    expect(startsWithVowelSound('ouest')).toBe(false);
    expect(startsWithVowelSound('Yacht Club')).toBe(false);
    expect(startsWithVowelSound('Ysée')).toBe(true);
  });
});

describe('writtenIn', () => {
  it('names the content language in the visitor’s language, and says nothing for the page’s own', () => {
    expect(writtenIn(translator('en-GB'), 'FR_FR')).toBe('Written in French');
    expect(writtenIn(translator('de-DE'), 'FR_FR')).toBe('Auf Französisch verfasst');
    expect(writtenIn(translator('fr-FR'), 'EN_GB')).toBe('Rédigé en anglais');
    expect(writtenIn(translator('nl-NL'), 'DE_DE')).toBe('Geschreven in het Duits');
    expect(writtenIn(translator('de-DE'), 'DE_DE')).toBeNull();
  });
});
