import { BUDGET_BANDS } from '../../domain/project-facts';
import type { MemberReviewsArgs, QueryLastReviewsArgs, Resolvers } from '../../generated/resolvers';
import { LANG_CODES, type LangCode } from '../../i18n/locales';
import { languageOf, translated, translatedValue } from '../../i18n/translated';
import { type GraphqlContext, kept } from '../context';
import { foldedOr, reviewColumns, reviewColumnsWithOwner, reviewFolded } from '../loaders';
import { reviewFilterSql } from './review-filter';
import {
  clampFirst,
  columnOf,
  flag,
  found,
  idColumn,
  idOf,
  json,
  keyOf,
  langOf,
  numberColumn,
  oneOf,
  optionalTextColumn,
  optionalTextOf,
  pageInfo,
  paging,
  picture,
  type Row,
  text,
  textColumn,
} from './shared';

/**
 * Reviews of visible members, newest first, matching an extra condition. With `languageFirst`,
 * the newest in the visitor's language come first and the others fill the list.
 */
function latest(condition: string, languageFirst = false) {
  return async function latestReviews(_root: unknown, args: QueryLastReviewsArgs, context: GraphqlContext) {
    const first = clampFirst(args.first);
    // CROSS JOIN keeps reviews as the outer loop, so SQLite walks a published_at index and stops
    // at the limit instead of reading every review of every member and sorting them.
    const sql = (extra: string) =>
      `SELECT ${reviewColumnsWithOwner('r')} FROM reviews r CROSS JOIN members m ON m.id = r.member_id
       WHERE m.status = 'active' ${condition} ${extra} ORDER BY r.published_at DESC LIMIT ?`;
    if (!languageFirst) return context.db.all<Row>(sql(''), first);
    // Two walks of the same index in one round trip, rather than sorting every review by language.
    const [own, all] = await Promise.all([
      context.db.all<Row>(sql('AND r.lang = ?'), context.lang, first),
      context.db.all<Row>(sql(''), first),
    ]);
    const seen = new Set(own.map((row) => row.id));
    return [...own, ...all.filter((row) => !seen.has(row.id))].slice(0, first);
  };
}

/** One page of reviews of a member, with the filter, and the total (two statements, one trip). */
export async function memberReviewPage(
  memberId: string | number,
  args: MemberReviewsArgs,
  context: GraphqlContext,
) {
  const { page, pageSize, offset } = paging(args.page, args.pageSize);
  const filter = reviewFilterSql(args.filter);
  const where = ['r.member_id = ?', ...filter.where].join(' AND ');
  const params = [memberId, ...filter.params];
  const [items, count] = await Promise.all([
    context.db.all<Row>(
      // No ranking asked for: the visitor's language first, then the newest.
      `SELECT ${reviewColumns('r')} FROM reviews r WHERE ${where} ORDER BY r.lang = ? DESC, r.published_at DESC LIMIT ? OFFSET ?`,
      ...params,
      context.lang,
      pageSize,
      offset,
    ),
    context.db.first<{ n: number }>(`SELECT count(*) AS n FROM reviews r WHERE ${where}`, ...params),
  ]);
  return { info: pageInfo(count?.n ?? 0, page, pageSize), items };
}

const CURRENCIES = ['EUR', 'GBP'] as const;

/** A positive whole number of a column, or null. */
const positive = (value: unknown): number | null => {
  const n = Number(value);
  return value != null && Number.isInteger(n) && n > 0 ? n : null;
};

const writtenIn = (parent: Row): LangCode | null => oneOf(LANG_CODES, parent.lang) ?? null;

/** The key of a context's text languages by review row (every text field of a review asks). */
const TEXT_LANGS = Symbol('review text languages');

/**
 * The language a review's text is given in: the visitor's when the review holds it, else the one
 * it was written in (`reviews.lang`), else whichever its text holds. Every text field of the
 * review (title, body, summary, case study, testimony) is read in it, so a card never mixes two.
 */
export function reviewTextLang(parent: Row, context: GraphqlContext): LangCode {
  const wanted = langOf(parent, context);
  const textLangs = kept(
    context,
    TEXT_LANGS,
    () => new WeakMap<Row, { wanted: LangCode; found: LangCode }>(),
  );
  const known = textLangs.get(parent);
  if (known && known.wanted === wanted) return known.found;
  const original = writtenIn(parent);
  const preferred = original ? [wanted, original] : [wanted];
  const found =
    languageOf(parent.description, preferred) ?? languageOf(parent.title, preferred) ?? original ?? wanted;
  textLangs.set(parent, { wanted, found });
  return found;
}

/** A text column of a review, read in the review's text language. */
const reviewText = (column: string) =>
  function reviewTextField(parent: Row, _args: unknown, context: GraphqlContext) {
    return translated(parent[column], reviewTextLang(parent, context));
  };

/** A key of a JSON object, or undefined when the value is no object. */
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

const lines = (value: unknown, lang: LangCode) => {
  const list = translatedValue<unknown[]>(value, lang);
  return Array.isArray(list) ? list : [];
};

/** Reviews: shell lists, a single reference, collections, and the Review type. */
export const reviewResolvers = {
  Query: {
    lastReviews: latest('', true),
    lastCoolReviews: latest('AND r.cool = 1'),
    coolReviewContacts(_root, args, context) {
      // Reviews stay the outer loop (CROSS JOIN), walking the published_at index to the limit.
      return context.db.all<Row>(
        `SELECT c.* FROM reviews r CROSS JOIN members m ON m.id = r.member_id
         CROSS JOIN contacts c ON c.id = r.contact_id
         WHERE m.status = 'active' AND r.cool = 1 AND r.anonymised = 0
         ORDER BY r.published_at DESC LIMIT ?`,
        clampFirst(args.first),
      );
    },
    teamPickedReviews: latest('AND r.team_pick = 1', true),
    reference(_root, args, context) {
      // By the review's own public id; an older link by the contact's public id still finds the
      // review when that contact reviewed the member once (never a guess between two reviews).
      return context.db.first<Row>(
        `SELECT r.*, ${reviewFolded('r')},
           (SELECT json_group_array(l.tag_id) FROM review_tags l WHERE l.review_id = r.id) AS __tag_ids
         FROM reviews r JOIN members m ON m.id = r.member_id
         WHERE m.slug = ?1 AND (r.public_id = ?2 OR r.id = (
           SELECT CASE WHEN count(*) = 1 THEN max(o.id) END FROM reviews o JOIN contacts c ON c.id = o.contact_id
           WHERE o.member_id = m.id AND c.public_id = ?2))
         ORDER BY r.public_id = ?2 DESC LIMIT 1`,
        args.memberSlug,
        args.id,
      );
    },
    collection(_root, args, context) {
      return context.db.first<Row>(
        `SELECT c.*, (SELECT count(*) FROM collection_reviews cr WHERE cr.collection_id = c.id) AS review_count
         FROM collections c JOIN members m ON m.id = c.member_id WHERE m.slug = ? AND c.public_id = ?`,
        args.memberSlug,
        args.id,
      );
    },
  },
  Review: {
    id: idColumn('public_id'),
    publishedAt: textColumn('published_at'),
    rating: numberColumn('published_rating'),
    lang: (parent) => writtenIn(parent) ?? 'FR_FR',
    textLang: (parent, _args, context) => reviewTextLang(parent, context),
    title: reviewText('title'),
    description: reviewText('description'),
    summary(parent, _args, context) {
      const lang = reviewTextLang(parent, context);
      const summary = {
        issue: translated(parent.summary_issue, lang),
        solution: translated(parent.summary_solution, lang),
        result: translated(parent.summary_result, lang),
      };
      return summary.issue || summary.solution || summary.result ? summary : null;
    },
    async caseStudy(parent, _args, context) {
      const lang = reviewTextLang(parent, context);
      const sections = await columnOf(parent, 'case_study', context.loaders.reviewTextsById);
      return lines(sections, lang).map((section) => ({
        title: translated(fieldOf(section, 'title'), lang),
        body: translated(fieldOf(section, 'body'), lang),
      }));
    },
    async timeline(parent, _args, context) {
      const events = json<unknown[]>(await columnOf(parent, 'timeline', context.loaders.reviewTextsById));
      if (!Array.isArray(events)) return [];
      return events.flatMap((event) => {
        const date = fieldOf(event, 'date');
        if (typeof date !== 'string') return [];
        return [{ date, label: translated(fieldOf(event, 'label'), reviewTextLang(parent, context)) }];
      });
    },
    cover: (parent) => picture(parent.cover_key),
    anonymised: flag('anonymised'),
    featured: flag('featured'),
    teamPick: flag('team_pick'),
    hasTestimony: flag('has_testimony'),
    hasVideo: flag('has_video'),
    hasCaseStudy: flag('has_case_study'),
    async testimony(parent, _args, context) {
      const row = await foldedOr<Row>(parent, '__testimony', () =>
        context.loaders.testimonyByReview.load(idOf(parent)),
      );
      return row ? { ...row, __lang: reviewTextLang(parent, context) } : null;
    },
    qualities: async (parent, _args, context) =>
      (await foldedOr<Row[]>(parent, '__qualities', () =>
        context.loaders.qualitiesByReview.load(idOf(parent)),
      )) ?? [],
    async tags(parent, _args, context) {
      // A single review's row carries its tag ids (the tags themselves are reference rows).
      const ids = await foldedOr<number[]>(parent, '__tag_ids', async () => null);
      if (!ids) return context.loaders.tagsByReview.load(idOf(parent));
      const rows = await context.loaders.tagById.loadMany(ids);
      return rows
        .filter((row): row is Row => row !== null && !(row instanceof Error))
        .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
    },
    contact(parent, _args, context) {
      const contactId = keyOf(parent, 'contact_id');
      if (parent.anonymised || contactId === null) return null;
      return foldedOr<Row>(parent, '__contact', () => context.loaders.contactById.load(contactId));
    },
    buyer(parent, _args, context) {
      const buyerId = keyOf(parent, 'buyer_id');
      if (parent.anonymised || buyerId === null) return null;
      return foldedOr<Row>(parent, '__buyer', () => context.loaders.buyerById.load(buyerId));
    },
    async masked(parent, _args, context) {
      if (!parent.anonymised) return null;
      const contactId = keyOf(parent, 'contact_id');
      const contact =
        contactId === null
          ? null
          : await foldedOr<Row>(parent, '__contact', () => context.loaders.contactById.load(contactId));
      return {
        sector: optionalTextOf(parent, 'buyer_sector'),
        jobTitle: translated(contact?.job_title, langOf(parent, context)),
      };
    },
    project(parent) {
      const facts = [
        'budget_amount',
        'duration_weeks',
        'client_team_size',
        'provider_team_size',
        'service_tag_id',
        'started_on',
      ];
      return facts.some((column) => parent[column] != null) ? parent : null;
    },
    owner: async (parent, _args, context) =>
      found(
        await foldedOr<Row>(parent, '__owner', () =>
          context.loaders.memberById.load(idOf(parent, 'member_id')),
        ),
        'member',
      ),
  },
  ProjectFacts: {
    budgetAmount: (parent) => positive(parent.budget_amount),
    budgetCurrency: (parent) => oneOf(CURRENCIES, parent.budget_currency) ?? null,
    budgetBand: (parent) => oneOf(BUDGET_BANDS, parent.budget_band) ?? null,
    durationWeeks: (parent) => positive(parent.duration_weeks),
    clientTeamSize: (parent) => positive(parent.client_team_size),
    providerTeamSize: (parent) => positive(parent.provider_team_size),
    service(parent, _args, context) {
      const tagId = keyOf(parent, 'service_tag_id');
      return tagId === null ? null : context.loaders.tagById.load(tagId);
    },
    startedOn: (parent) => {
      const value = optionalTextOf(parent, 'started_on');
      return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
    },
    clientSector: (parent) => {
      const value = optionalTextOf(parent, 'buyer_sector');
      return value && /^[A-U]$/.test(value) ? value : null;
    },
    clientCountry: (parent) => {
      const value = optionalTextOf(parent, 'buyer_country');
      return value && /^[A-Z]{2}$/.test(value) ? value : null;
    },
  },
  Testimony: {
    body: text('body'),
    fullText: text('full_text'),
    highlight: text('highlight'),
    verbatim: text('verbatim'),
    videoUrl: optionalTextColumn('video_url'),
    videoPoster: (parent) => picture(parent.video_poster_key),
    writtenAt: optionalTextColumn('written_at'),
  },
  Collection: {
    id: idColumn('public_id'),
    title: text('title'),
    description: text('description'),
    reviewCount: (parent) => Number(parent.review_count ?? 0),
    async reviews(parent, args, context) {
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      const known = parent.review_count == null ? null : Number(parent.review_count);
      // The collection's row holds its count: a page past it reads nothing.
      const items =
        known !== null && offset >= known
          ? []
          : await context.db.all<Row>(
              `SELECT ${reviewColumns('r')} FROM collection_reviews cr JOIN reviews r ON r.id = cr.review_id
               WHERE cr.collection_id = ? ORDER BY cr.position, r.published_at DESC LIMIT ? OFFSET ?`,
              parent.id,
              pageSize,
              offset,
            );
      return { info: pageInfo(known ?? items.length, page, pageSize), items };
    },
  },
} satisfies Resolvers;
