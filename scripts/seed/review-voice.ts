/**
 * The body and title of a review, written by one author about one project. Each author has a
 * concern (price, deadlines, people or results), a register (plain, terse or chatty) and, when
 * critical, one thing that went wrong; the body is assembled from sentence frames of the
 * author's language (review-voice-*.ts) in an order that follows the concern.
 *
 * Frames hold `[a|b]` alternatives and `$name` slots. A profile's reviews share a memory, so
 * one profile never tells two projects with the same sentence while another frame is unused:
 * the least used frame of a move is taken, then alternatives not yet used with it.
 */
import type { Rng } from './prng';
import type { Cat } from './review-text';
import { DE, NL } from './review-voice-de-nl';
import { EN, FR } from './review-voice-en-fr';
import { ES, IT } from './review-voice-es-it';
import type { Lang } from './vocab';

export type Failure = 'late' | 'cost' | 'people' | 'silence' | 'quality';
type Frames = string[];

export interface Voice {
  context: Frames;
  choice: Frames;
  price: Frames;
  time: Frames;
  people: Frames;
  results: Frames;
  /** Results of one category; index i fits the activities GOOD_FITS lists at i. */
  resultsCat: Record<Cat, Frames>;
  minor: Frames;
  wrong: Record<Failure, Frames>;
  /** Failures of one category; index i fits the activities BAD_FITS lists at i. */
  wrongCat: Record<Cat, Frames>;
  closePos: Frames;
  closeMid: Frames;
  closeNeg: Frames;
  /** Sentences of eight words or fewer. */
  shortPos: Frames;
  shortMid: Frames;
  shortNeg: Frames;
  /** One-line reviews. */
  onePos: Frames;
  oneMid: Frames;
  oneNeg: Frames;
  titlePos: Frames;
  titleMid: Frames;
  titleNeg: Frames;
  /** Opening and closing quotation marks of a quoted title. */
  quotes: [string, string];
}

export const VOICES: Record<Lang, Voice> = {
  EN_GB: EN,
  FR_FR: FR,
  ES_ES: ES,
  IT_IT: IT,
  DE_DE: DE,
  NL_NL: NL,
};

/** What one profile has already said: uses per frame, and per frame with its alternatives. */
export interface ProfileMemory {
  uses: Map<string, number>;
}

export const newProfileMemory = (): ProfileMemory => ({ uses: new Map() });

type Part = string | string[];
/** Every sentence a frame can make, with the key a reader compares it by. */
type Variant = { text: string; key: string };
const compiled = new Map<string, Variant[]>();

function variants(frame: string): Variant[] {
  let list = compiled.get(frame);
  if (!list) {
    const partsOf: Part[] = frame
      .split(/(\[[^\]]*\])/u)
      .map((p) => (p.startsWith('[') ? p.slice(1, -1).split('|') : p));
    let texts = [''];
    for (const p of partsOf)
      texts = typeof p === 'string' ? texts.map((t) => t + p) : texts.flatMap((t) => p.map((o) => t + o));
    list = texts.map((text) => ({ text, key: masked(text) }));
    compiled.set(frame, list);
  }
  return list;
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\$(\w+)/gu, (_, name: string) => vars[name] ?? '');

/** French elides before a vowel, before names too: "la patience d’Élodie", "qu’Antoine". */
const elide = (text: string) => text.replace(/(^|[\s(])(d|qu)e (?=[AEIOUYÉÈÊÂÎÔ])/gu, '$1$2’');

/** Italian says "ad agosto", "ad aprile". */
const euphonic = (text: string) =>
  text.replace(/(^|[\s(])([Aa]) (?=(?:agosto|aprile|ottobre)\b)/gu, '$1$2d ');

/** A text as its language writes it once the slots are filled. */
export const finish = (text: string, lang: Lang) =>
  lang === 'FR_FR' ? elide(text) : lang === 'IT_IT' ? euphonic(text) : text;

/** A frame's text as a reader compares it: slots, capitalised words and numbers masked. */
const masked = (text: string) =>
  `\u0000${text
    .replace(/\$\w+/gu, 'N')
    .replace(/\d+/gu, '#')
    .replace(/(^|\s)[^\s\p{L}]*\p{Lu}\S*/gu, '$1N')}`;

/**
 * One sentence out of a move's frames: among the frames that can still say something new to this
 * profile, the one it has used least (ties drawn), then a combination of alternatives that reads
 * as new once names and numbers are masked. Once every combination is used, repeats begin.
 */
export function say(rng: Rng, memory: ProfileMemory, frames: Frames, vars: Record<string, string>): string {
  if (!frames.length) return '';
  const fresh = (frame: string) => variants(frame).filter((v) => !memory.uses.has(v.key));
  let least = Number.POSITIVE_INFINITY;
  let candidates: number[] = [];
  for (const open of [true, false]) {
    frames.forEach((frame, i) => {
      const n = memory.uses.get(frame) ?? 0;
      if (open && !fresh(frame).length) return;
      if (n < least) {
        least = n;
        candidates = [i];
      } else if (n === least) candidates.push(i);
    });
    if (candidates.length) break;
  }
  const frame = frames[rng.pick(candidates)] as string;
  // A combination of alternatives that reads as new once names and numbers are masked ("Second"
  // and "Third" project read alike); once all are used, any.
  const unused = fresh(frame);
  const variant = rng.pick(unused.length ? unused : variants(frame));
  memory.uses.set(frame, least + 1);
  memory.uses.set(variant.key, 1);
  return fill(variant.text, vars);
}

export type Focus = 'price' | 'time' | 'people' | 'results';
export type Register = 'plain' | 'terse' | 'chatty';

export interface Author {
  focus: Focus;
  register: Register;
  failure: Failure;
}

const FOCI: Focus[] = ['price', 'time', 'people', 'results'];
/** What each failure is about: a review that complains of delays does not praise its deadlines. */
const FAILURE_FOCUS: Record<Failure, Focus> = {
  late: 'time',
  cost: 'price',
  people: 'people',
  silence: 'people',
  quality: 'results',
};
/** What each reservation (by its index in `minor`, the same in every language) is about. */
const MINOR_FOCUS: (Focus | null)[] = ['people', 'results', 'time', 'price', null, 'people', 'people'];
/** Critical titles (by index in `titleNeg`) that fit each failure. */
const NEG_TITLES: Record<Failure, number[]> = {
  late: [0, 2, 4, 6],
  cost: [2, 4, 5, 6],
  people: [3, 4, 6],
  silence: [3, 4, 6],
  quality: [1, 4, 5, 6],
};
const FAILURES: Failure[] = ['late', 'cost', 'people', 'silence', 'quality'];
/** What a disappointed author complains about first, by what they care about. */
const FAILURE_OF: Record<Focus, Failure> = {
  price: 'cost',
  time: 'late',
  people: 'people',
  results: 'quality',
};

export function drawAuthor(rng: Rng): Author {
  const focus = rng.pick(FOCI);
  return {
    focus,
    register: (['plain', 'terse', 'chatty'] as const)[rng.weighted([55, 20, 25])] as Register,
    failure: rng.chance(0.6) ? FAILURE_OF[focus] : rng.pick(FAILURES),
  };
}

export interface BodyInput {
  lang: Lang;
  band: 0 | 1 | 2;
  rating: number;
  /** 0: one line, 1: one paragraph, 2: two, 3: three or four. */
  shape: number;
  author: Author;
  vars: Record<string, string>;
  /** Category frames that fit the activity bought (already filtered). */
  ownResults: Frames;
  ownWrong: Frames;
}

/** The body's paragraphs, and its sentences of praise (what a testimony's card quotes). */
export function writeBody(
  rng: Rng,
  memory: ProfileMemory,
  input: BodyInput,
): { paragraphs: string[][]; praise: string[] } {
  const voice = VOICES[input.lang];
  const { band, shape, author, vars } = input;
  const s = (frames: Frames) => say(rng, memory, frames, vars);
  // A sentence only if the profile can still say it in a way not used yet: what a move adds,
  // not what it must say.
  const maybe = (frames: Frames) => {
    const open = frames.filter((f) => variants(f).some((v) => !memory.uses.has(v.key)));
    return open.length ? s(open) : '';
  };
  const short = () => s(band === 0 ? voice.shortPos : band === 1 ? voice.shortMid : voice.shortNeg);

  if (shape === 0) {
    // However brief, an author names the project or what went wrong: a few words of verdict, then it.
    const one = s(band === 0 ? voice.onePos : band === 1 ? voice.oneMid : voice.oneNeg);
    if (author.register === 'terse') return { paragraphs: [[short(), one]], praise: [one] };
    return { paragraphs: [[one, ...(author.register === 'chatty' ? [short()] : [])]], praise: [one] };
  }

  // What went wrong first, since what went well must not contradict it.
  const failures =
    band === 2
      ? [
          author.failure,
          ...rng.sample(
            FAILURES.filter((f) => f !== author.failure),
            2,
          ),
        ]
      : [];
  const chatty = author.register === 'chatty' ? 1 : 0;
  const failCount = Math.min(3, shape + chatty);
  const told = failures.slice(0, failCount);
  const spoilt = new Set(told.map((f) => FAILURE_FOCUS[f]));

  // What went well, the author's concern first; results may hold the category's own figure.
  const goodMoves: Focus[] = [
    author.focus,
    ...rng.sample(
      FOCI.filter((f) => f !== author.focus),
      3,
    ),
  ].filter((f) => !spoilt.has(f));
  const good = (focus: Focus, i: number) => {
    const own = focus === 'results' && rng.chance(0.5) ? maybe(input.ownResults) : '';
    return own || (i === 0 ? s(voice[focus]) : maybe(voice[focus]));
  };
  const goodCount =
    band === 0 ? Math.min(4, shape + chatty) : band === 1 ? Math.min(2, shape) : input.rating >= 5 ? 1 : 0;
  const praised = goodMoves.slice(0, goodCount);
  const goods = praised.map(good).filter(Boolean);

  // A reservation for good reviews, about something not praised; the failures for critical ones.
  const minors = voice.minor.filter((_, i) => !praised.includes(MINOR_FOCUS[i] as Focus));
  const bads: string[] = [];
  if (band === 0 && input.rating === 9 && rng.chance(0.5)) bads.push(maybe(minors));
  if (band === 1) {
    bads.push(s(minors));
    if (shape === 3) bads.push(maybe(minors));
  }
  if (band === 2) {
    if (author.failure === 'quality' || rng.chance(0.3)) bads.push(maybe(input.ownWrong));
    told.forEach((f, i) => {
      if (bads.filter(Boolean).length < failCount)
        bads.push(i === 0 && !bads.some(Boolean) ? s(voice.wrong[f]) : maybe(voice.wrong[f]));
    });
  }

  const close = s(
    band === 0 ? voice.closePos : band === 1 || input.rating >= 5 ? voice.closeMid : voice.closeNeg,
  );
  const context = author.register === 'terse' && shape === 1 ? [] : [s(voice.context)];
  if (shape >= 2 && author.focus !== 'results' && rng.chance(0.5)) context.push(maybe(voice.choice));
  // Terse authors end on a few words of their own; chatty ones on a remark.
  const aside = author.register !== 'plain' && rng.chance(0.7) ? [short()] : [];

  // A results-minded author opens with the outcome; a critical one often with the failure.
  const first = (band === 2 ? bads : goods).filter(Boolean);
  const second = (band === 2 ? goods : bads).filter(Boolean);
  if (band !== 1 && first.length && rng.chance(author.focus === 'results' || band === 2 ? 0.5 : 0.15))
    context.unshift(first.shift() as string);
  const opening = context.filter(Boolean);
  const praise = goods.filter(Boolean);
  if (shape === 1) return { paragraphs: [[...opening, ...first, ...second, close, ...aside]], praise };
  if (shape === 2) return { paragraphs: [opening, [...first, ...second, close, ...aside]], praise };
  return { paragraphs: [opening, first, second, [close, ...aside]].filter((p) => p.length), praise };
}

/** Clauses that cannot stand as a title: "If you are weighing…", "Quand il a fallu…". */
const SUBORDINATE =
  /^(If|When|As|For|Si|Quand|Pour|Comme|Wenn|Als|Wer|Für|Cuando|Para|Si|Se|Quando|Per|Als|Toen|Voor|Twijfel|Moeten|Sollten|Some|Le contexte|El contexto|Il contesto|Zum|De context)\b/u;

const COORDINATED = /^([^,:;]+), (?:and|but|et|mais|y|pero|e|ma|und|aber|en|maar) /u;

/** A title as people write one: a short verdict, a few words of the body, or the project. */
export function writeTitle(
  rng: Rng,
  memory: ProfileMemory,
  lang: Lang,
  band: 0 | 1 | 2,
  failure: Failure,
  body: string,
  project: string,
  vars: Record<string, string>,
): string {
  const voice = VOICES[lang];
  const form = rng.weighted([45, 35, 20]);
  if (form === 1) {
    const quotable = body
      .split(/(?<=[.!?])\s+|\n+/u)
      .flatMap((sentence) => {
        const whole = sentence.trim().replace(/[.!]$/u, '');
        // A main clause a coordinator ends ("Delivery came 3 weeks late, and…") reads as a quote.
        const clause = COORDINATED.exec(whole)?.[1];
        return [whole, ...(clause && clause.split(/\s+/u).length >= 4 ? [clause] : [])];
      })
      .filter((x) => {
        const n = x.split(/\s+/u).length;
        return n >= 2 && n <= 7 && !SUBORDINATE.test(x);
      });
    const unused = [...new Set(quotable)].filter((q) => !memory.uses.has(`title:${q}`));
    if (unused.length) {
      const quote = rng.pick(unused);
      memory.uses.set(`title:${quote}`, 1);
      return `${voice.quotes[0]}${quote}${voice.quotes[1]}`;
    }
  }
  if (form === 2 && project && !memory.uses.has(`title:${project}`)) {
    memory.uses.set(`title:${project}`, 1);
    return upperFirst(nominative(project, lang), lang);
  }
  const frames =
    band === 0
      ? voice.titlePos
      : band === 1
        ? voice.titleMid
        : NEG_TITLES[failure].map((i) => voice.titleNeg[i] as string);
  return say(rng, memory, frames, vars);
}

const upperFirst = (text: string, lang: Lang) =>
  text.charAt(0).toLocaleUpperCase(lang.replace('_', '-')) + text.slice(1);

/** German projects are written in the accusative (für den Jahresabschluss); a title names them. */
function nominative(project: string, lang: Lang): string {
  if (lang !== 'DE_DE') return project;
  return project
    .replace(/^den /u, 'der ')
    .replace(/^einen /u, 'ein ')
    .replace(/^unseren /u, 'unser ');
}
