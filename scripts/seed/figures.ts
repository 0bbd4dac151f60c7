/**
 * Figures that tell whether a data set reads as lived-in rather than generated, and the
 * thresholds it must meet. Pure: fed either from the local D1 (scripts/seed-check.ts) or from
 * rows generated in memory (test/fixtures/seed-figures.test.ts).
 */

export interface FigureInput {
  reviews: {
    member_id: number;
    lang: string;
    published_rating: number;
    title: string | null;
    description: string | null;
  }[];
  members: { id: number; name: string; country: string | null }[];
  buyers: { name: string; country: string | null }[];
  /** Articles: the title and body (rich text JSON) in one language each. */
  articles: { title: string; body: unknown }[];
  /** Named people: client contacts and the providers' collaborators (founders among them). */
  people?: { first_name: string; last_name: string }[];
}

/** How often one profile repeats itself: its most repeated long sentence, names and numbers masked. */
export interface ProfileRepeats {
  /** Profiles (or profile languages) with at least PROFILE_MIN_REVIEWS reviews. */
  profiles: number;
  /** Share of a profile's reviews holding its most repeated sentence (0 when none repeats). */
  median: number;
  worst: number;
  worstExample: { member: number; text: string; reviews: number; of: number } | null;
}

export interface Figures {
  reviews: number;
  distinctBodyRatio: number;
  distinctTitleRatio: number;
  topSentence: { text: string; reviews: number; share: number } | null;
  languages: Record<string, number>;
  ratingHistogram: Record<string, number>;
  starHistogram: Record<string, number>;
  criticalShare: number;
  oneLineShare: number;
  multiParagraphShare: number;
  medianWords: number;
  maxWords: number;
  writtenOnceShare: number;
  profilesWithGerman: number;
  membersWithoutCountry: number;
  buyersWithoutCountry: number;
  numberedBuyerNames: number;
  duplicateBuyerNames: number;
  repeatedWordMemberNames: string[];
  articlesMismatched: string[];
  /** Articles (per language) whose title announces a count. */
  listArticles: number;
  /** Within each profile (10 reviews or more): all its reviews, then its reviews in each language. */
  profileRepeats: ProfileRepeats;
  profileRepeatsByLang: Record<string, ProfileRepeats>;
  /** Titles that end with a bracketed tag ("Would hire again (SEO)"). */
  taggedTitles: number;
  /** People whose first and last names are the same ("Louis Louis"). */
  samePersonNames: string[];
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** Text of a translated JSON column in its only (or first) language. */
function only(value: string | null): { text: string; keys: number } {
  if (!value) return { text: '', keys: 0 };
  try {
    const parsed = JSON.parse(value) as Record<string, string>;
    const keys = Object.keys(parsed);
    return { text: String(parsed[keys[0] as string] ?? ''), keys: keys.length };
  } catch {
    return { text: value, keys: 1 };
  }
}

/** Sentences of a text: split after . ! ? and at line breaks. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** Profiles this small are left out of the per-profile figures (one repeat is 20 % of ten). */
export const PROFILE_MIN_REVIEWS = 10;

/**
 * A sentence as a reader compares it within one profile: the provider's name, every capitalised
 * word (people, places, German nouns alike) and every number masked, so "Jana answered in 2 days"
 * and "Moritz answered in 3 days" are one sentence.
 */
export function maskSentence(sentence: string, member: string): string {
  return (member ? sentence.split(member).join('M') : sentence)
    .replace(/[£€$]?\d[\d\s.,\u00a0\u202f]*(?:[%€£]|\b)/gu, '# ')
    .split(/\s+/u)
    .filter(Boolean)
    .map((w) => (/^[^\p{L}\d]*\p{Lu}/u.test(w) ? 'N' : w))
    .join(' ');
}

/** Long sentences (more than eight words) of one review, masked. */
const longSentences = (body: string, member: string) =>
  new Set(
    sentences(body)
      .filter((s) => words(s) > 8)
      .map((s) => maskSentence(s, member)),
  );

function repeatsOf(groups: { member: number; bodies: Set<string>[] }[]): ProfileRepeats {
  const shares: number[] = [];
  let worstExample: ProfileRepeats['worstExample'] = null;
  let worst = 0;
  for (const g of groups) {
    if (g.bodies.length < PROFILE_MIN_REVIEWS) continue;
    const counts = new Map<string, number>();
    for (const set of g.bodies) for (const s of set) counts.set(s, (counts.get(s) ?? 0) + 1);
    let top = 0;
    let text = '';
    for (const [s, n] of counts)
      if (n >= 2 && n > top) {
        top = n;
        text = s;
      }
    const share = top / g.bodies.length;
    shares.push(share);
    if (share > worst) {
      worst = share;
      worstExample = { member: g.member, text, reviews: top, of: g.bodies.length };
    }
  }
  shares.sort((a, b) => a - b);
  const mid = shares.length / 2;
  const median = shares.length
    ? shares.length % 2
      ? (shares[Math.floor(mid)] as number)
      : ((shares[mid - 1] as number) + (shares[mid] as number)) / 2
    : 0;
  return { profiles: shares.length, median, worst, worstExample };
}

/** The number a title announces ("5 ways to…", "Sept questions…"), if any. */
const NUMBER_WORDS: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
};
export function announcedCount(title: string): number | null {
  const digits = /(?:^|\s)(\d+)\s/u.exec(title);
  if (digits) return Number(digits[1]);
  const first = title.trim().split(/\s+/u)[0]?.toLowerCase() ?? '';
  return NUMBER_WORDS[first] ?? null;
}

/** Second-level headings of a rich-text body (the numbered sections of a list article). */
function sectionCount(body: unknown): number {
  const nodes = Array.isArray(body) ? body : ((body as { children?: unknown[] })?.children ?? []);
  return (nodes as { type?: string; level?: number }[]).filter(
    (n) => n?.type === 'heading' && (n.level ?? 2) === 2,
  ).length;
}

export function computeFigures(input: FigureInput): Figures {
  const bodies = new Set<string>();
  const titles = new Set<string>();
  const sentenceReviews = new Map<string, number>();
  const languages: Record<string, number> = {};
  const ratingHistogram: Record<string, number> = {};
  const starHistogram: Record<string, number> = {};
  let critical = 0;
  let oneLine = 0;
  let multi = 0;
  let writtenOnce = 0;
  let titled = 0;
  const lengths: number[] = [];
  const langsByMember = new Map<number, { count: number; german: boolean }>();
  const memberNames = new Map(input.members.map((m) => [m.id, m.name]));
  const longByMember = new Map<number, { lang: string; long: Set<string> }[]>();
  let taggedTitles = 0;
  for (const r of input.reviews) {
    const body = only(r.description);
    bodies.add(body.text);
    if (r.title) {
      titled++;
      const title = only(r.title).text;
      titles.add(title);
      if (/\([^()]*\)\s*$/u.test(title)) taggedTitles++;
    }
    const own = longByMember.get(r.member_id) ?? [];
    own.push({ lang: r.lang, long: longSentences(body.text, memberNames.get(r.member_id) ?? '') });
    longByMember.set(r.member_id, own);
    if (body.keys === 1) writtenOnce++;
    for (const s of new Set(sentences(body.text).filter((s) => words(s) > 8)))
      sentenceReviews.set(s, (sentenceReviews.get(s) ?? 0) + 1);
    languages[r.lang] = (languages[r.lang] ?? 0) + 1;
    ratingHistogram[r.published_rating] = (ratingHistogram[r.published_rating] ?? 0) + 1;
    const stars = Math.max(1, Math.ceil(r.published_rating / 2));
    starHistogram[stars] = (starHistogram[stars] ?? 0) + 1;
    if (r.published_rating <= 6) critical++;
    const n = words(body.text);
    lengths.push(n);
    if (sentences(body.text).length === 1) oneLine++;
    if (body.text.includes('\n\n')) multi++;
    const m = langsByMember.get(r.member_id) ?? { count: 0, german: false };
    m.count++;
    m.german ||= r.lang === 'DE_DE';
    langsByMember.set(r.member_id, m);
  }
  let top: Figures['topSentence'] = null;
  for (const [text, count] of sentenceReviews)
    if (!top || count > top.reviews)
      top = { text, reviews: count, share: count / Math.max(1, input.reviews.length) };
  lengths.sort((a, b) => a - b);
  const total = Math.max(1, input.reviews.length);
  const profiles = [...langsByMember.values()].filter((m) => m.count >= 3);
  const buyerNames = new Set(input.buyers.map((b) => b.name));
  const articlesMismatched: string[] = [];
  let listArticles = 0;
  for (const a of input.articles) {
    const announced = announcedCount(a.title);
    if (announced !== null) listArticles++;
    if (announced !== null && announced !== sectionCount(a.body)) articlesMismatched.push(a.title);
  }
  const profileGroups = [...longByMember].map(([member, list]) => ({
    member,
    bodies: list.map((x) => x.long),
  }));
  const profileRepeatsByLang: Record<string, ProfileRepeats> = {};
  for (const lang of Object.keys(languages))
    profileRepeatsByLang[lang] = repeatsOf(
      [...longByMember].map(([member, list]) => ({
        member,
        bodies: list.filter((x) => x.lang === lang).map((x) => x.long),
      })),
    );
  for (const key of Object.keys(languages)) languages[key] = (languages[key] as number) / total;
  return {
    reviews: input.reviews.length,
    distinctBodyRatio: bodies.size / total,
    distinctTitleRatio: titles.size / Math.max(1, titled),
    topSentence: top,
    languages,
    ratingHistogram,
    starHistogram,
    criticalShare: critical / total,
    oneLineShare: oneLine / total,
    multiParagraphShare: multi / total,
    medianWords: lengths[Math.floor(lengths.length / 2)] ?? 0,
    maxWords: lengths.at(-1) ?? 0,
    writtenOnceShare: writtenOnce / total,
    profilesWithGerman: profiles.filter((m) => m.german).length / Math.max(1, profiles.length),
    membersWithoutCountry: input.members.filter((m) => !m.country).length,
    buyersWithoutCountry: input.buyers.filter((b) => !b.country).length,
    numberedBuyerNames: input.buyers.filter((b) => /\d/.test(b.name)).length,
    duplicateBuyerNames: input.buyers.length - buyerNames.size,
    repeatedWordMemberNames: input.members
      .map((m) => m.name)
      .filter((name) => {
        const w = name
          .toLowerCase()
          .split(/[\s&]+/u)
          .filter(Boolean);
        return new Set(w).size !== w.length;
      }),
    articlesMismatched,
    listArticles,
    profileRepeats: repeatsOf(profileGroups),
    profileRepeatsByLang,
    taggedTitles,
    samePersonNames: (input.people ?? [])
      .filter((p) => p.first_name.localeCompare(p.last_name, 'fr', { sensitivity: 'base' }) === 0)
      .map((p) => `${p.first_name} ${p.last_name}`),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The thresholds of a believable data set; `ok` is false for each one missed. */
export function checkFigures(f: Figures): Check[] {
  const langs = ['FR_FR', 'EN_GB', 'ES_ES', 'IT_IT', 'DE_DE', 'NL_NL'];
  const minLang = Math.min(...langs.map((l) => f.languages[l] ?? 0));
  const stars = (s: number) => f.starHistogram[s] ?? 0;
  const byLang = Object.entries(f.profileRepeatsByLang).filter(([, r]) => r.profiles > 0);
  const example = (r: ProfileRepeats) =>
    r.worstExample
      ? `; worst: member ${r.worstExample.member}, ${r.worstExample.reviews} of ${r.worstExample.of} reviews: "${r.worstExample.text}"`
      : '';
  return [
    {
      name: 'distinct review bodies >= 98 %',
      ok: f.distinctBodyRatio >= 0.98,
      detail: pct(f.distinctBodyRatio),
    },
    {
      name: 'no sentence of more than 8 words on more than 1 % of reviews',
      ok: (f.topSentence?.share ?? 0) <= 0.01,
      detail: f.topSentence
        ? `${pct(f.topSentence.share)} (${f.topSentence.reviews} reviews): "${f.topSentence.text}"`
        : 'none',
    },
    {
      name: 'within a profile (>= 10 reviews), no long sentence in more than 5 % of its reviews on the median profile, 15 % on the worst',
      ok: f.profileRepeats.median <= 0.05 && f.profileRepeats.worst <= 0.15,
      detail: `median ${pct(f.profileRepeats.median)}, worst ${pct(f.profileRepeats.worst)} over ${f.profileRepeats.profiles} profiles${example(f.profileRepeats)}`,
    },
    {
      name: 'the same within each language of a profile (>= 10 reviews in it)',
      ok: byLang.every(([, r]) => r.median <= 0.05 && r.worst <= 0.15),
      detail: byLang.map(([l, r]) => `${l} ${pct(r.median)}/${pct(r.worst)} (${r.profiles})`).join(', '),
    },
    {
      name: 'no title ends with a bracketed tag',
      ok: f.taggedTitles === 0,
      detail: `${f.taggedTitles} titles`,
    },
    {
      name: 'nobody has the same first and last name',
      ok: f.samePersonNames.length === 0,
      detail: f.samePersonNames.slice(0, 5).join('; ') || 'none',
    },
    {
      name: 'each of the six languages >= 8 %',
      ok: minLang >= 0.08,
      detail: langs.map((l) => `${l} ${pct(f.languages[l] ?? 0)}`).join(', '),
    },
    {
      name: 'each review written once, in one language',
      ok: f.writtenOnceShare === 1,
      detail: pct(f.writtenOnceShare),
    },
    {
      name: 'J-shaped ratings: 5 stars most, then 4; more 1 than 2 stars',
      ok: stars(5) > stars(4) && stars(4) > stars(3) && stars(1) > stars(2),
      detail: [5, 4, 3, 2, 1].map((s) => `${s}★ ${stars(s)}`).join(', '),
    },
    {
      name: 'critical reviews (<= 6/10, 3/5 and below) between 8 and 30 %',
      ok: f.criticalShare >= 0.08 && f.criticalShare <= 0.3,
      detail: pct(f.criticalShare),
    },
    {
      name: 'lengths from one line to several paragraphs',
      ok: f.oneLineShare >= 0.05 && f.multiParagraphShare >= 0.2,
      detail: `one line ${pct(f.oneLineShare)}, several paragraphs ${pct(f.multiParagraphShare)}, median ${f.medianWords} words, longest ${f.maxWords}`,
    },
    {
      name: 'German reviews on most profiles (>= 3 reviews)',
      ok: f.profilesWithGerman >= 0.8,
      detail: pct(f.profilesWithGerman),
    },
    {
      name: 'every member and client has a country',
      ok: f.membersWithoutCountry === 0 && f.buyersWithoutCountry === 0,
      detail: `${f.membersWithoutCountry} members, ${f.buyersWithoutCountry} clients without`,
    },
    {
      name: 'client names never numbered, never duplicated',
      ok: f.numberedBuyerNames === 0 && f.duplicateBuyerNames === 0,
      detail: `${f.numberedBuyerNames} numbered, ${f.duplicateBuyerNames} duplicates`,
    },
    {
      name: 'no member name repeats a word',
      ok: f.repeatedWordMemberNames.length === 0,
      detail: f.repeatedWordMemberNames.slice(0, 5).join('; ') || 'none',
    },
    {
      name: 'articles have as many sections as their title announces',
      ok: f.articlesMismatched.length === 0 && (f.listArticles > 0 || f.reviews < 1000),
      detail: `${f.listArticles} list articles (all languages), ${f.articlesMismatched.length} mismatched${f.articlesMismatched.length ? `: ${f.articlesMismatched.slice(0, 3).join('; ')}` : ''}`,
    },
  ];
}

/** Printable report of the figures and checks. */
export function report(f: Figures, checks: Check[]): string {
  const lines = [
    `Reviews: ${f.reviews}; distinct titles ${pct(f.distinctTitleRatio)}`,
    `Ratings (10 scale): ${Object.entries(f.ratingHistogram)
      .sort((a, b) => Number(b[0]) - Number(a[0]))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
    '',
    ...checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`),
  ];
  return lines.join('\n');
}

/** Collects the figure input from generated chunks, without a database. */
export function inputFromChunks(
  chunks: Iterable<{ table: string; columns: readonly string[]; rows: unknown[][] }>,
): FigureInput {
  const input: FigureInput = { reviews: [], members: [], buyers: [], articles: [], people: [] };
  const people = input.people as NonNullable<FigureInput['people']>;
  const pick = <K extends string>(columns: readonly string[], row: unknown[], keys: K[]) =>
    Object.fromEntries(keys.map((k) => [k, row[columns.indexOf(k)]])) as Record<K, never>;
  for (const chunk of chunks) {
    if (chunk.table === 'reviews')
      for (const row of chunk.rows)
        input.reviews.push(
          pick(chunk.columns, row, ['member_id', 'lang', 'published_rating', 'title', 'description']),
        );
    else if (chunk.table === 'members')
      for (const row of chunk.rows) input.members.push(pick(chunk.columns, row, ['id', 'name', 'country']));
    else if (chunk.table === 'contacts' || chunk.table === 'collaborators')
      for (const row of chunk.rows) people.push(pick(chunk.columns, row, ['first_name', 'last_name']));
    else if (chunk.table === 'buyers')
      for (const row of chunk.rows) input.buyers.push(pick(chunk.columns, row, ['name', 'country']));
    else if (chunk.table === 'articles')
      for (const row of chunk.rows)
        input.articles.push(...articleVersions(pick(chunk.columns, row, ['title', 'body'])));
  }
  return input;
}

/** One entry per language of an article row (translated title and body columns). */
export function articleVersions(row: { title: string; body: string }): { title: string; body: unknown }[] {
  const titles = JSON.parse(row.title) as Record<string, string>;
  const bodies = JSON.parse(row.body) as Record<string, unknown>;
  return Object.keys(titles).map((lang) => ({ title: titles[lang] as string, body: bodies[lang] }));
}
