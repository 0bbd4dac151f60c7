/**
 * What a review's case study and summary say in the six languages, each a function of the project
 * it tells about (the provider, what was bought, budget, duration, team sizes, the people
 * involved): the issue, the solution and the result, the case study's section titles and timeline,
 * and durations in words. The body's sentences are the voices' (review-voice*.ts); review-writer.ts
 * assembles both into one review.
 */
import type { Lang } from './vocab';

export interface ReviewVars {
  /** Provider name. */
  m: string;
  /** The project, as a noun phrase (German: accusative). */
  p: string;
  /** The sector noun the client uses after "our". */
  sector: string;
  /** First name of the provider's project lead, and of a second person on their side. */
  lead: string;
  lead2: string;
  /** Duration, formatted ("6 weeks"), and the month the project started. */
  dur: string;
  month: string;
  budget: string;
  /** People on the provider's side; people on the client's side. */
  team: number;
  ours: number;
  /** Weeks of delay, budget overrun in per cent, improvement in per cent, a small count. */
  late: number;
  over: number;
  pct: number;
  n: number;
  /** A quality the client singles out, lower case. */
  q: string;
  city: string;
}

type S = (v: ReviewVars) => string;
export type Cat = 'L' | 'M' | 'O' | 'R' | 'T';

export interface Bank {
  issue: S[];
  solution: S[];
  result: S[];
  /** Case study section titles: context, approach, results. */
  sections: [string, string, string];
  /** Timeline: first contact, kick-off, delivery, review. */
  timeline: [string, string, string, string];
  weeks: (n: number) => string;
  months: (n: number) => string;
}

const EN: Bank = {
  issue: [
    (v) =>
      `We had put off ${v.p} for too long, and our ${v.ours} people were losing hours every week to workarounds.`,
    (v) => `We needed ${v.p} done in ${v.dur} without any in-house expertise.`,
  ],
  solution: [
    (v) =>
      `${v.m} put ${v.team} people on it under ${v.lead}, starting with a two-day audit, then delivering in ${v.n} stages.`,
    (v) =>
      `${v.lead} proposed a phased plan within a fixed budget of ${v.budget}, with a check-in every Friday.`,
  ],
  result: [
    (v) => `Done in ${v.dur}; the team saves about ${v.n + 2} hours a week and results are up ${v.pct}%.`,
    (v) => `Delivered on budget, and a ${v.pct}% improvement on the figure we track most.`,
  ],
  sections: ['The context', 'How we worked', 'The results'],
  timeline: ['First call', 'Kick-off', 'Delivery', 'Review'],
  weeks: (n) => `${n} weeks`,
  months: (n) => `${n} months`,
};

const FR: Bank = {
  issue: [
    (v) =>
      `Nous repoussions ${v.p} depuis trop longtemps, et nos ${v.ours} collaborateurs perdaient des heures chaque semaine en bricolages.`,
    (v) => `Il nous fallait boucler ${v.p} en ${v.dur}, sans aucune compétence en interne.`,
  ],
  solution: [
    (v) =>
      `${v.m} a mobilisé ${v.team} personnes autour de ${v.lead} : deux jours d’audit, puis une mise en œuvre en ${v.n} étapes.`,
    (v) =>
      `${v.lead} a proposé un plan par phases dans un forfait de ${v.budget}, avec un point chaque vendredi.`,
  ],
  result: [
    (v) =>
      `Terminé en ${v.dur} ; l’équipe gagne environ ${v.n + 2} heures par semaine et nos résultats progressent de ${v.pct} %.`,
    (v) => `Livré dans le budget, avec ${v.pct} % de mieux sur l’indicateur que nous suivons le plus.`,
  ],
  sections: ['Le contexte', 'Notre façon de travailler', 'Les résultats'],
  timeline: ['Premier échange', 'Lancement', 'Livraison', 'Bilan'],
  weeks: (n) => `${n} semaines`,
  months: (n) => `${n} mois`,
};

const DE: Bank = {
  issue: [
    (v) =>
      `Wir hatten ${v.p} zu lange aufgeschoben, und unsere ${v.ours} Leute verloren jede Woche Stunden mit Notlösungen.`,
    (v) => `Wir hatten ${v.dur} Zeit, um ${v.p} zu stemmen, ohne eigenes Know-how.`,
  ],
  solution: [
    (v) =>
      `${v.m} setzte ${v.team} Leute unter der Leitung von ${v.lead} ein: zwei Tage Analyse, dann Umsetzung in ${v.n} Etappen.`,
    (v) =>
      `${v.lead} schlug einen Stufenplan zum Festpreis von ${v.budget} vor, mit einem Abstimmungstermin jeden Freitag.`,
  ],
  result: [
    (v) =>
      `Fertig ${v.dur} nach dem Start; das Team spart rund ${v.n + 2} Stunden pro Woche, die Ergebnisse liegen ${v.pct} % höher.`,
    (v) => `Im Budget geliefert, mit ${v.pct} % Verbesserung bei unserer wichtigsten Kennzahl.`,
  ],
  sections: ['Die Ausgangslage', 'So haben wir gearbeitet', 'Die Ergebnisse'],
  timeline: ['Erstes Gespräch', 'Projektstart', 'Übergabe', 'Abschluss'],
  weeks: (n) => `${n} Wochen`,
  months: (n) => `${n} Monate`,
};

const ES: Bank = {
  issue: [
    (v) =>
      `Llevábamos demasiado tiempo aplazando ${v.p}, y nuestras ${v.ours} personas perdían horas cada semana con apaños.`,
    (v) => `Necesitábamos ${v.p} en ${v.dur}, sin experiencia interna.`,
  ],
  solution: [
    (v) =>
      `${v.m} puso a ${v.team} personas con ${v.lead} al frente: dos días de auditoría y después ${v.n} fases de implantación.`,
    (v) =>
      `${v.lead} propuso un plan por fases con un precio cerrado de ${v.budget} y una reunión cada viernes.`,
  ],
  result: [
    (v) =>
      `Terminado en ${v.dur}; el equipo ahorra unas ${v.n + 2} horas a la semana y los resultados han mejorado un ${v.pct} %.`,
    (v) =>
      `Entregado dentro del presupuesto, con una mejora del ${v.pct} % en el indicador que más seguimos.`,
  ],
  sections: ['El contexto', 'Cómo trabajamos', 'Los resultados'],
  timeline: ['Primera llamada', 'Arranque', 'Entrega', 'Balance'],
  weeks: (n) => `${n} semanas`,
  months: (n) => `${n} meses`,
};

const IT: Bank = {
  issue: [
    (v) =>
      `Rimandavamo ${v.p} da troppo tempo, e le nostre ${v.ours} persone perdevano ore ogni settimana in soluzioni di ripiego.`,
    (v) => `Dovevamo chiudere ${v.p} in ${v.dur}, senza competenze interne.`,
  ],
  solution: [
    (v) =>
      `${v.m} ha messo in campo ${v.team} persone guidate da ${v.lead}: due giorni di audit, poi ${v.n} fasi di realizzazione.`,
    (v) => `${v.lead} ha proposto un piano a fasi a prezzo fisso di ${v.budget}, con un punto ogni venerdì.`,
  ],
  result: [
    (v) =>
      `Concluso in ${v.dur}; il team risparmia circa ${v.n + 2} ore a settimana e i risultati sono saliti del ${v.pct}%.`,
    (v) => `Consegnato nel budget, con un miglioramento del ${v.pct}% sull’indicatore che seguiamo di più.`,
  ],
  sections: ['Il contesto', 'Come abbiamo lavorato', 'I risultati'],
  timeline: ['Primo contatto', 'Avvio', 'Consegna', 'Bilancio'],
  weeks: (n) => `${n} settimane`,
  months: (n) => `${n} mesi`,
};

const NL: Bank = {
  issue: [
    (v) =>
      `We hadden ${v.p} te lang uitgesteld, en onze ${v.ours} mensen verloren elke week uren aan noodoplossingen.`,
    (v) => `We moesten ${v.p} in ${v.dur} rond krijgen, zonder kennis in huis.`,
  ],
  solution: [
    (v) =>
      `${v.m} zette ${v.team} mensen in onder leiding van ${v.lead}: twee dagen analyse, daarna uitvoering in ${v.n} fasen.`,
    (v) =>
      `${v.lead} stelde een gefaseerd plan voor tegen een vaste prijs van ${v.budget}, met elke vrijdag een overleg.`,
  ],
  result: [
    (v) =>
      `Klaar na ${v.dur}; het team bespaart zo’n ${v.n + 2} uur per week en de resultaten liggen ${v.pct}% hoger.`,
    (v) => `Binnen budget opgeleverd, met ${v.pct}% verbetering op de indicator die we het meest volgen.`,
  ],
  sections: ['De aanleiding', 'Hoe we samenwerkten', 'De resultaten'],
  timeline: ['Eerste gesprek', 'Aftrap', 'Oplevering', 'Evaluatie'],
  weeks: (n) => `${n} weken`,
  months: (n) => `${n} maanden`,
};

export const BANKS: Record<Lang, Bank> = { FR_FR: FR, EN_GB: EN, ES_ES: ES, IT_IT: IT, DE_DE: DE, NL_NL: NL };
