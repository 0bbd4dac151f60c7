/**
 * Small text helpers of the seed, the marketplace-wide FAQs of members and the rating draw.
 * Reviews are written by review-writer.ts, member texts by member-text.ts.
 */
import type { Rng } from './prng';
import type { Lang } from './vocab';

/**
 * A label as it reads mid-sentence: first letter lower-cased, except German nouns and acronyms.
 * @example midSentence('Aménagement de bureaux', 'FR_FR') // 'aménagement de bureaux'
 * @example midSentence('SEO', 'FR_FR') // 'SEO'
 */
export function midSentence(label: string, lang: Lang): string {
  if (lang === 'DE_DE' || /^\p{Lu}{2}/u.test(label)) return label;
  return label.charAt(0).toLocaleLowerCase(lang.replace('_', '-')) + label.slice(1);
}

export const MEMBER_FAQS: Record<Lang, [string, string][]> = {
  FR_FR: [
    [
      'Quels sont vos délais d’intervention ?',
      'Nous démarrons en général sous deux semaines après validation de la proposition.',
    ],
    [
      'Travaillez-vous à distance ?',
      'Oui, nous accompagnons des clients partout en France, avec des rencontres sur site quand c’est utile.',
    ],
    [
      'Comment fixez-vous vos tarifs ?',
      'Au forfait pour les projets cadrés, en régie pour les missions longues.',
    ],
  ],
  EN_GB: [
    ['How soon can you start?', 'We usually start within two weeks of the proposal being approved.'],
    ['Do you work remotely?', 'Yes, we support clients across France and meet on site when it helps.'],
    [
      'How do you price your work?',
      'Fixed price for scoped projects, time and materials for longer assignments.',
    ],
  ],
  ES_ES: [
    ['¿En qué plazo pueden empezar?', 'Solemos empezar en dos semanas tras validar la propuesta.'],
    [
      '¿Trabajan a distancia?',
      'Sí, acompañamos a clientes en toda Francia y nos reunimos in situ cuando es útil.',
    ],
    ['¿Cómo fijan sus tarifas?', 'Precio cerrado para proyectos definidos, por horas para misiones largas.'],
  ],
  IT_IT: [
    [
      'In quanto tempo potete iniziare?',
      'Di solito iniziamo entro due settimane dall’approvazione della proposta.',
    ],
    [
      'Lavorate da remoto?',
      'Sì, seguiamo clienti in tutta la Francia e ci incontriamo di persona quando serve.',
    ],
    ['Come definite i prezzi?', 'A corpo per progetti definiti, a consumo per incarichi lunghi.'],
  ],
  DE_DE: [
    ['Wie schnell können Sie starten?', 'In der Regel innerhalb von zwei Wochen nach Freigabe des Angebots.'],
    [
      'Arbeiten Sie auch remote?',
      'Ja, wir betreuen Kunden in ganz Frankreich und kommen vor Ort, wenn es hilft.',
    ],
    [
      'Wie kalkulieren Sie Ihre Preise?',
      'Festpreis für klar umrissene Projekte, nach Aufwand für längere Einsätze.',
    ],
  ],
  NL_NL: [
    ['Hoe snel kunt u starten?', 'Meestal binnen twee weken na akkoord op de offerte.'],
    ['Werkt u op afstand?', 'Ja, we begeleiden klanten in heel Frankrijk en komen langs wanneer dat helpt.'],
    [
      'Hoe bepaalt u uw tarieven?',
      'Vaste prijs voor afgebakende projecten, op regiebasis voor langere opdrachten.',
    ],
  ],
};

/**
 * A rating on the 10 scale with the J shape of real review sites: mostly 9 and 10, few middling
 * marks, and a second bump of very low ones. `weakness` (0..3) shifts a member's clients towards
 * disappointment.
 */
export function drawRating(rng: Rng, weakness = 0): number {
  const w = weakness;
  // One star (2/10) is the floor, as on every review form: a 0.0 would read as a missing rating.
  return [10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 2][
    rng.weighted([
      42 - 8 * w,
      24 - 2 * w,
      13,
      6.5 + w,
      3.5 + 2 * w,
      2 + 2 * w,
      1.5 + 2 * w,
      1.5 + 2 * w,
      2 + 2 * w,
      2 + 2 * w,
      1.5 + w,
    ])
  ] as number;
}
