/**
 * Writes one review, once, in its author's language: a project (what was bought, budget,
 * duration, team sizes, people) is drawn first, then the body tells that project with sentences
 * chosen by rating band (praise, small reservations, specific criticism) and a length from one
 * line to several paragraphs. Case studies, summaries and testimonies retell the same project.
 */

import type { Rng } from './prng';
import { PROJECTS } from './projects';
import { BANKS, type Bank, type Cat, type ReviewVars } from './review-text';
import { midSentence } from './texts';
import type { Lang } from './vocab';

export interface ReviewInput {
  lang: Lang;
  rating: number;
  member: string;
  /** Member category slug. */
  category: string;
  /** Activity slug of the service bought. */
  activity: string;
  /** The client's sector noun in `lang` (after a possessive). */
  sector: string;
  lead: string;
  lead2: string;
  city: string;
  quality: string;
  publishedMs: number;
  caseStudy: boolean;
  summary: boolean;
  testimony: boolean;
}

export interface WrittenReview {
  title: string;
  body: string;
  topic: string;
  summary: { issue: string; solution: string; result: string } | null;
  caseStudy: { title: string; body: string }[] | null;
  timeline: { date: string; label: string }[] | null;
  testimony: { body: string; highlight: string; verbatim: string } | null;
  /** The project the text tells, as facts (the review's row carries them). */
  project: ProjectFacts;
}

/** What the body, summary and case study say of the project, as numbers. */
export interface ProjectFacts {
  budget: number;
  currency: 'EUR' | 'GBP';
  weeks: number;
  /** ISO date the project started. */
  startedOn: string;
  providerTeam: number;
  clientTeam: number;
}

const CATS: Record<string, Cat> = {
  legal_compta_et_finances: 'L',
  marketing_communication_et_ventes: 'M',
  operations_et_divers: 'O',
  recrutement_et_rh: 'R',
  tech_et_produit: 'T',
};

/** Budget ranges per category, in euros (pounds for British clients: the same figures). */
const BUDGETS: Record<Cat, [number, number]> = {
  L: [1_500, 35_000],
  M: [3_000, 90_000],
  O: [4_000, 120_000],
  R: [3_000, 45_000],
  T: [8_000, 240_000],
};

/**
 * Which activities each category sentence (by index in goodCat / badCat) fits: a strategy firm is
 * not praised for fewer picking errors. Activities with none get the general sentences only.
 */
const GOOD_FITS: Record<Cat, string[][]> = {
  L: [
    ['expertise-comptable', 'daf-externalise'],
    ['expertise-comptable', 'daf-externalise'],
  ],
  M: [
    ['agence-seo', 'agence-sea', 'growth-marketing', 'branding'],
    ['branding', 'relations-presse', 'growth-marketing', 'production-video', 'agence-seo'],
  ],
  O: [
    ['logistique'],
    ['conseil-en-strategie', 'rse', 'amenagement-de-bureaux', 'logistique', 'evenementiel'],
  ],
  R: [['cabinet-de-recrutement'], ['formation', 'coaching', 'marque-employeur']],
  T: [
    ['developpement-web', 'applications-mobiles', 'no-code', 'infogerance-cloud', 'data-et-ia'],
    ['developpement-web', 'design-ux-ui'],
  ],
};
const BAD_FITS: Record<Cat, string[][]> = {
  L: [['expertise-comptable', 'daf-externalise', 'conformite-rgpd']],
  M: [['agence-sea', 'growth-marketing', 'agence-seo']],
  O: [['amenagement-de-bureaux', 'logistique', 'conseil-en-strategie']],
  R: [['cabinet-de-recrutement']],
  T: [['developpement-web', 'applications-mobiles', 'no-code', 'data-et-ia', 'design-ux-ui']],
};

const fitting = (list: ((v: ReviewVars) => string)[], fits: string[][], activity: string) =>
  list.filter((_, i) => fits[i]?.includes(activity));

const LOCALE: Record<Lang, string> = {
  FR_FR: 'fr-FR',
  EN_GB: 'en-GB',
  ES_ES: 'es-ES',
  IT_IT: 'it-IT',
  DE_DE: 'de-DE',
  NL_NL: 'nl-NL',
};

const money = new Map<Lang, Intl.NumberFormat>();
const months = new Map<Lang, Intl.DateTimeFormat>();

const currencyOf = (lang: Lang) => (lang === 'EN_GB' ? 'GBP' : 'EUR');

function budgetText(lang: Lang, amount: number): string {
  let f = money.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], {
      style: 'currency',
      currency: currencyOf(lang),
      maximumFractionDigits: 0,
    });
    money.set(lang, f);
  }
  return f.format(amount);
}

const monthTexts = new Map<string, string>();

function monthText(lang: Lang, ms: number): string {
  const date = new Date(ms);
  const key = `${lang}:${date.getUTCFullYear()}:${date.getUTCMonth()}`;
  let text = monthTexts.get(key);
  if (text === undefined) {
    let f = months.get(lang);
    if (!f) {
      f = new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' });
      months.set(lang, f);
    }
    text = f.format(date);
    monthTexts.set(key, text);
  }
  return text;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** Picks `count` distinct functions of a bank list and renders them. */
function some(rng: Rng, list: ((v: ReviewVars) => string)[], count: number, v: ReviewVars): string[] {
  return rng.sample(list, count).map((s) => s(v));
}

/** The title: a verdict, often with the topic of the project. */
function titleOf(rng: Rng, bank: Bank, band: 0 | 1 | 2, topic: string, lang: Lang): string {
  const colon = lang === 'FR_FR' ? '\u202f: ' : ': ';
  const verdict = rng.pick(band === 0 ? bank.titlePos : band === 1 ? bank.titleMid : bank.titleNeg);
  const form = rng.int(0, 2);
  if (form === 0) return verdict;
  if (form === 1) return `${topic}${colon}${midSentence(verdict, lang)}`;
  return `${verdict} (${midSentence(topic, lang)})`;
}

/**
 * One review in its author's language.
 * @example writeReview(rng, { lang: 'DE_DE', rating: 9, ... }).body
 */
export function writeReview(rng: Rng, input: ReviewInput): WrittenReview {
  const bank = BANKS[input.lang];
  const cat = CATS[input.category] ?? 'O';
  const projects = PROJECTS[input.activity];
  const entry = projects ? projects[input.lang] : undefined;
  const project = entry ? (entry[rng.int(0, 1)] as string) : '';
  const topic = entry ? entry[2] : '';
  const weeks = rng.int(3, 40);
  const [low, high] = BUDGETS[cat];
  const budget = Math.round((low + (high - low) * rng.next() ** 2.2) / 500) * 500;
  const startMs = input.publishedMs - (weeks * 7 + rng.int(10, 90)) * DAY;
  const v: ReviewVars = {
    m: input.member,
    p: project,
    sector: input.sector,
    lead: input.lead,
    lead2: input.lead2,
    dur: weeks < 10 ? bank.weeks(weeks) : bank.months(Math.round(weeks / 4.3)),
    month: monthText(input.lang, startMs),
    budget: budgetText(input.lang, budget),
    team: rng.int(2, 9),
    ours: rng.int(2, 14),
    late: rng.int(2, 9),
    over: rng.int(3, 9) * 5,
    pct: rng.int(12, 64),
    n: rng.int(2, 7),
    q: input.quality,
    city: input.city,
  };
  const facts: ProjectFacts = {
    budget,
    currency: currencyOf(input.lang),
    weeks,
    startedOn: isoDate(startMs),
    providerTeam: v.team,
    clientTeam: v.ours,
  };
  const r = input.rating;
  const band: 0 | 1 | 2 = r >= 9 ? 0 : r >= 7 ? 1 : 2;
  // Length: one line, one paragraph, or several paragraphs.
  const shape = rng.weighted([16, 40, 30, 14]);
  let paragraphs: string[][];
  if (shape === 0) {
    paragraphs = [[rng.pick(band === 0 ? bank.onePos : band === 1 ? bank.oneMid : bank.oneNeg)(v)]];
  } else {
    const context = [rng.pick(bank.context)(v)];
    if (shape >= 2 && rng.chance(0.6)) context.push(rng.pick(bank.choice)(v));
    const catGood = fitting(bank.goodCat[cat], GOOD_FITS[cat], input.activity);
    const catBad = fitting(bank.badCat[cat], BAD_FITS[cat], input.activity);
    const ownGood = catGood.length ? [rng.pick(catGood)(v)] : [];
    const ownBad = catBad.length ? [rng.pick(catBad)(v)] : [];
    let good: string[];
    let bad: string[];
    let close: string;
    if (band === 0) {
      good = [...ownGood, ...some(rng, bank.good, shape === 1 ? 1 : shape, v)];
      bad = r === 9 && rng.chance(0.5) ? [rng.pick(bank.minor)(v)] : [];
      close = rng.pick(bank.closePos)(v);
    } else if (band === 1) {
      good = some(rng, bank.good, shape === 1 ? 1 : 2, v);
      if (rng.chance(0.5)) good.unshift(...ownGood);
      bad = some(rng, bank.minor, shape === 3 ? 2 : 1, v);
      close = rng.pick(bank.closeMid)(v);
    } else {
      good = r >= 5 ? some(rng, bank.good, 1, v) : [];
      bad = [...ownBad, ...some(rng, bank.bad, shape === 1 ? 1 : shape, v)];
      close = rng.pick(r >= 5 ? bank.closeMid : bank.closeNeg)(v);
    }
    if (band === 2) [good, bad] = [bad, good];
    if (shape === 1) paragraphs = [[...context, ...good.slice(0, 2), ...bad.slice(0, 1), close]];
    else if (shape === 2) paragraphs = [context, [...good, ...bad, close]];
    else paragraphs = [context, good, ...(bad.length ? [bad] : []), [close]];
  }
  const body = paragraphs
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');

  const story = {
    issue: rng.pick(bank.issue)(v),
    solution: rng.pick(bank.solution)(v),
    result: rng.pick(bank.result)(v),
  };
  const deliveryMs = startMs + weeks * 7 * DAY;
  const fits = fitting(bank.goodCat[cat], GOOD_FITS[cat], input.activity);
  const praise = (fits.length ? fits : bank.good.slice(0, 4)).map((s) => s(v));
  return {
    title: titleOf(rng, bank, band, topic, input.lang),
    body,
    topic,
    summary: input.summary || input.caseStudy ? story : null,
    caseStudy: input.caseStudy
      ? [
          { title: bank.sections[0], body: `${story.issue} ${rng.pick(bank.context)(v)}` },
          { title: bank.sections[1], body: `${story.solution} ${rng.pick(bank.good)(v)}` },
          { title: bank.sections[2], body: `${story.result} ${praise[rng.int(0, praise.length - 1)]}` },
        ]
      : null,
    timeline: input.caseStudy
      ? [
          { date: isoDate(startMs - rng.int(10, 40) * DAY), label: bank.timeline[0] },
          { date: isoDate(startMs), label: bank.timeline[1] },
          { date: isoDate(deliveryMs), label: bank.timeline[2] },
          {
            date: isoDate(Math.min(input.publishedMs - DAY, deliveryMs + rng.int(20, 60) * DAY)),
            label: bank.timeline[3],
          },
        ]
      : null,
    testimony: input.testimony
      ? {
          body: rng.pick(bank.onePos)(v),
          highlight: rng.pick([...praise, ...some(rng, bank.good, 3, v)]),
          verbatim: rng.pick(bank.good)(v),
        }
      : null,
    project: facts,
  };
}
