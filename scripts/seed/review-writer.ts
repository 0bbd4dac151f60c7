/**
 * Writes one review, once, in its author's language: a project (what was bought, budget,
 * duration, team sizes, people) is drawn first, then an author (what they care about, how they
 * write, what went wrong for them), and the body tells that project by rating band (praise,
 * small reservations, specific criticism) in a length from one line to several paragraphs
 * (review-voice.ts). Case studies, summaries and testimonies retell the same project.
 */

import type { Rng } from './prng';
import { PROJECTS } from './projects';
import { BANKS, type Cat, type ReviewVars } from './review-text';
import {
  drawAuthor,
  finish,
  newProfileMemory,
  type ProfileMemory,
  say,
  VOICES,
  writeBody,
  writeTitle,
} from './review-voice';
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
  /** What the member's earlier reviews said, so its profile does not repeat itself. */
  memory?: ProfileMemory;
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

const fitting = <T>(list: T[], fits: string[][], activity: string) =>
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
  const memory = input.memory ?? newProfileMemory();
  const vars = textVars(v);
  const voice = VOICES[input.lang];
  const ownResults = fitting(voice.resultsCat[cat], GOOD_FITS[cat], input.activity);
  const author = drawAuthor(rng);
  const { paragraphs, praise } = writeBody(rng, memory, {
    lang: input.lang,
    band,
    rating: r,
    shape,
    author,
    vars,
    ownResults,
    ownWrong: fitting(voice.wrongCat[cat], BAD_FITS[cat], input.activity),
  });
  const body = finish(
    paragraphs
      .filter((p) => p.length)
      .map((p) => p.join(' '))
      .join('\n\n'),
    input.lang,
  );
  const said = (frames: string[]) => finish(say(rng, memory, frames, vars), input.lang);

  const story = {
    issue: rng.pick(bank.issue)(v),
    solution: rng.pick(bank.solution)(v),
    result: rng.pick(bank.result)(v),
  };
  const deliveryMs = startMs + weeks * 7 * DAY;
  const results = ownResults.length ? ownResults : voice.results;
  // What a card quotes of a testimony: what the client praised, else the body's longest sentence
  // but its first and last (the project, the sign-off).
  const bodySentences = body.split(/(?<=[.!?])\s+|\n+/u).filter(Boolean);
  const middle = bodySentences.length > 2 ? bodySentences.slice(1, -1) : bodySentences;
  const telling = middle.reduce((a, b) => (b.length > a.length ? b : a), middle[0] ?? body);
  const quoted = praise.map((p) => finish(p, input.lang));
  return {
    title: finish(writeTitle(rng, memory, input.lang, band, author.failure, body, project, vars), input.lang),
    body,
    topic,
    summary: input.summary || input.caseStudy ? story : null,
    caseStudy: input.caseStudy
      ? [
          { title: bank.sections[0], body: `${story.issue} ${said(voice.context)}` },
          { title: bank.sections[1], body: `${story.solution} ${said(voice.people)}` },
          { title: bank.sections[2], body: `${story.result} ${said(results)}` },
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
    // A testimony is the client speaking on video: a line of their own, then words of the review.
    testimony: input.testimony
      ? {
          body: said(voice.onePos),
          highlight: quoted[0] ?? telling,
          verbatim: quoted[1] ?? quoted[0] ?? telling,
        }
      : null,
    project: facts,
  };
}

/** The slots of the sentence frames, from the project. */
function textVars(v: ReviewVars): Record<string, string> {
  return {
    m: v.m,
    p: v.p,
    sector: v.sector,
    lead: v.lead,
    lead2: v.lead2,
    dur: v.dur,
    month: v.month,
    budget: v.budget,
    team: String(v.team),
    ours: String(v.ours),
    staff: String(v.ours * 12),
    late: String(v.late),
    over: String(v.over),
    pct: String(v.pct),
    n: String(v.n),
    n2: String(v.n + 2),
    n3: String(v.n + 3),
    /** A mark out of 10 that training is praised for. */
    score: String(Math.min(10, 7 + Math.ceil(v.n / 3))),
    q: v.q,
    city: v.city,
  };
}
