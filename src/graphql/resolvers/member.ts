import { durationBand, mostFrequent } from '../../domain/project-facts';
import type { MemberCardTagsArgs, Resolvers } from '../../generated/resolvers';
import { translated, translatedValue } from '../../i18n/translated';
import type { GraphqlContext } from '../context';
import {
  foldedLocationsOf,
  foldedOr,
  type MEMBER_LONG_TEXTS,
  memberColumns,
  reviewColumns,
} from '../loaders';
import { ARTICLE_CARD_COLUMNS } from './article';
import { memberFilterOptions } from './project-filters';
import { memberReviewPage } from './review';
import { reviewFilterSql } from './review-filter';
import {
  clampFirst,
  columnOf,
  flag,
  idColumn,
  idOf,
  json,
  langOf,
  numberColumn,
  numberOf,
  optionalNumberColumn,
  optionalTextColumn,
  picture,
  type Row,
  resolveTranslations,
  text,
  textColumn,
  withLang,
} from './shared';

/** Arguments of a member's lists: how many, from where (both optional). */
export interface ListArgs {
  first?: number | null;
  offset?: number | null;
}
const BRAND_GREEN = '#23A954';

/**
 * How many of a member's newest reviews its typical project is read from: one row each on a
 * profile's home, which reads about 950 rows besides for a provider of the 1M-review set's 77
 * reviews (200 took it to 1,025, over design section 9's 1,000).
 */
const TYPICAL_PROJECT_REVIEWS = 40;

/** The most frequent budget band and duration band of reviews' facts; null when none states them. */
export function typicalProjectOf(rows: { budget_band: string | null; duration_weeks: number | null }[]) {
  const stated = rows.filter((row) => row.budget_band || row.duration_weeks);
  if (stated.length === 0) return null;
  const band = mostFrequent(stated.map((row) => row.budget_band).filter((value): value is string => !!value));
  const weeks = stated.map((row) => Number(row.duration_weeks)).filter((value) => value > 0);
  const duration = mostFrequent(weeks.map(durationBand), (range) => range.join('-'));
  return {
    budgetBand: band,
    durationFromMonths: duration ? duration[0] : null,
    durationToMonths: duration ? duration[1] : null,
    reviews: stated.length,
  };
}

/** A list owned by the member, read directly (the whole level shares one D1 round trip). */
function owned(sql: string) {
  return function ownedList(parent: Row, args: ListArgs, context: GraphqlContext) {
    const first = args.first === undefined ? 50 : clampFirst(args.first, 100);
    const offset = Math.max(0, Math.trunc(Number(args.offset) || 0));
    return context.db.all<Row>(`${sql} LIMIT ? OFFSET ?`, parent.id, first, offset);
  };
}

/** A member's reviews carrying a flag, newest first, those in the visitor's language before the others. */
function ownedReviews(flag: 'featured' | 'team_pick') {
  return function ownedReviewList(parent: Row, args: ListArgs, context: GraphqlContext) {
    const first = args.first === undefined ? 50 : clampFirst(args.first, 100);
    const offset = Math.max(0, Math.trunc(Number(args.offset) || 0));
    return context.db.all<Row>(
      `SELECT ${reviewColumns('r')} FROM reviews r WHERE r.member_id = ? AND r.${flag} = 1
       ORDER BY r.lang = ? DESC, r.published_at DESC LIMIT ? OFFSET ?`,
      parent.id,
      langOf(parent, context),
      first,
      offset,
    );
  };
}

/**
 * A card's service tags from the member row's `card_tag_ids` (kept in card order by triggers,
 * migration 0003): only the shown tags are read. Tags without a label in any language are skipped
 * and not counted.
 */
async function cardTags(parent: Row, args: MemberCardTagsArgs, context: GraphqlContext) {
  const ids = (json<unknown[]>(parent.card_tag_ids) ?? []).filter(
    (id): id is number => typeof id === 'number',
  );
  const first = clampFirst(args.first ?? 2, 10);
  const lang = langOf(parent, context);
  const items: Row[] = [];
  let total = ids.length;
  let next = 0;
  while (items.length < first && next < ids.length) {
    const wanted = ids.slice(next, next + first - items.length);
    next += wanted.length;
    for (const row of await context.loaders.tagById.loadMany(wanted)) {
      if (row && !(row instanceof Error) && translated(row.label, lang)) items.push(row);
      else total -= 1;
    }
  }
  return { items: withLang(items, parent.__lang), total };
}

/** A long text of a member (the profile reads its member whole; lists read `memberColumns`). */
const longText = (parent: Row, column: (typeof MEMBER_LONG_TEXTS)[number], context: GraphqlContext) =>
  columnOf(parent, column, context.loaders.memberTextsById);

/** Members (providers) and what their profile shows. */
export const memberResolvers = {
  Query: {
    async member(_root, args, context) {
      const row = await context.db.first<Row>(
        `SELECT *, ${foldedLocationsOf('members')} AS __locations,
           (SELECT json_group_array(l.tag_id ORDER BY l.position) FROM member_tags l WHERE l.member_id = members.id) AS __tag_ids
         FROM members WHERE slug = ?`,
        args.slug,
      );
      // Its reviews name it as their owner: that costs no round trip below them.
      if (row) context.loaders.memberById.prime(idOf(row), row);
      return row;
    },
  },
  Member: {
    id: idColumn('public_id'),
    shortDescription: text('short_description'),
    about: async (parent, _args, context) =>
      translated(await longText(parent, 'about', context), langOf(parent, context)),
    uniqueValue: async (parent, _args, context) =>
      translated(await longText(parent, 'unique_value', context), langOf(parent, context)),
    async customerJourney(parent, _args, context) {
      const steps = translatedValue<unknown[]>(
        await longText(parent, 'customer_journey', context),
        langOf(parent, context),
      );
      return Array.isArray(steps)
        ? steps.filter((step): step is string => typeof step === 'string' && step !== '')
        : [];
    },
    primaryColor: (parent) =>
      (typeof parent.primary_color === 'string' && parent.primary_color) || BRAND_GREEN,
    logo: (parent) => picture(parent.logo_key),
    cover: (parent) => picture(parent.cover_key),
    foundedAt: optionalTextColumn('founded_at'),
    createdAt: textColumn('created_at'),
    averageRating: optionalNumberColumn('average_rating'),
    reviewCount: numberColumn('review_count'),
    testimonyCount: numberColumn('testimony_count'),
    videoCount: numberColumn('video_count'),
    caseStudyCount: numberColumn('case_study_count'),
    hasVideo: flag('video_count'),
    hasTestimony: flag('testimony_count'),
    hasCaseStudy: flag('case_study_count'),
    scoreSum: numberColumn('score_sum'),
    score12m: numberColumn('score_12m'),
    async tags(parent, args, context) {
      // A profile's member row carries its tag ids (the tags themselves are reference rows).
      const ids = await foldedOr<number[]>(parent, '__tag_ids', async () => null);
      const tags = ids
        ? await context.loaders.tagById
            .loadMany(ids)
            .then((rows) => rows.filter((row): row is Row => row !== null && !(row instanceof Error)))
        : await context.loaders.tagsByMember.load(idOf(parent));
      return args.kind ? tags.filter((tag) => tag.kind === args.kind) : tags;
    },
    cardTags,
    async locations(parent, _args, context) {
      // Folded into a list's rows (memberColumns), else through their loader; cities from the reference tables.
      const rows =
        (await foldedOr<Row[]>(parent, '__locations', () =>
          context.loaders.locationsByMember.load(idOf(parent)),
        )) ?? [];
      const cities = await context.loaders.cityById.loadMany(rows.map((row) => idOf(row, 'city_id')));
      return cities.flatMap((city) => (city && !(city instanceof Error) ? [{ city }] : []));
    },
    async qualities(parent, args, context) {
      const rows = await context.loaders.qualitiesByMember.load(idOf(parent));
      return rows
        .slice(0, clampFirst(args.first))
        .map((quality) => ({ quality, endorsements: numberOf(quality, 'endorsements') }));
    },
    rewards: owned('SELECT * FROM rewards WHERE member_id = ? ORDER BY awarded_at DESC, rank'),
    badges: owned('SELECT * FROM badges WHERE member_id = ? ORDER BY awarded_at DESC'),
    certifications: owned('SELECT * FROM certifications WHERE member_id = ? ORDER BY year DESC, name'),
    collections: owned(
      `SELECT c.*, (SELECT count(*) FROM collection_reviews cr WHERE cr.collection_id = c.id) AS review_count
       FROM collections c WHERE c.member_id = ? ORDER BY c.position`,
    ),
    articles: owned(
      `SELECT ${ARTICLE_CARD_COLUMNS} FROM article_members am JOIN articles a ON a.id = am.article_id
       WHERE am.member_id = ? ORDER BY a.published_at DESC`,
    ),
    groups: owned(
      `SELECT g.* FROM memberships ms JOIN member_groups g ON g.id = ms.group_id
       WHERE ms.member_id = ? ORDER BY g.name`,
    ),
    partners: owned(
      `SELECT ${memberColumns('m')} FROM partners p JOIN members m ON m.id = p.partner_id
       WHERE p.member_id = ? AND m.status = 'active' ORDER BY p.position`,
    ),
    faqs: owned('SELECT * FROM faqs WHERE member_id = ? ORDER BY position'),
    collaborators: owned('SELECT * FROM collaborators WHERE member_id = ? ORDER BY position'),
    reviews: (parent, args, context) => memberReviewPage(idOf(parent), args, context),
    featuredReviews: ownedReviews('featured'),
    async clientSectors(parent, _args, context) {
      const rows = await context.db.all<{ sector: string }>(
        'SELECT DISTINCT buyer_sector AS sector FROM reviews WHERE member_id = ? AND buyer_sector IS NOT NULL ORDER BY 1',
        parent.id,
      );
      return rows.map((row) => row.sector);
    },
    reviewFilterOptions(parent, args, context) {
      const now = new Date();
      const base = reviewFilterSql(args.filter, now, { facts: false });
      return memberFilterOptions(context, parent.id, args.filter, base, now);
    },
    async typicalProject(parent, _args, context) {
      // The newest reviews that state their project: enough for a summary, a bounded read.
      const rows = await context.db.all<{ budget_band: string | null; duration_weeks: number | null }>(
        `SELECT budget_band, duration_weeks FROM reviews INDEXED BY reviews_member_published
         WHERE member_id = ? ORDER BY published_at DESC LIMIT ${TYPICAL_PROJECT_REVIEWS}`,
        parent.id,
      );
      return typicalProjectOf(rows);
    },
  },
  Reward: {
    id: idColumn('public_id'),
    title: text('title'),
    payload: (parent, _args, context) => resolveTranslations(json(parent.payload), langOf(parent, context)),
    image: (parent) => picture(parent.image_key),
    awardedAt: textColumn('awarded_at'),
  },
  Badge: {
    id: idColumn('public_id'),
    label: text('label'),
    awardedAt: textColumn('awarded_at'),
  },
  Certification: { id: idColumn('public_id') },
  MemberGroup: {
    id: idColumn('public_id'),
    description: text('description'),
    logo: (parent) => picture(parent.logo_key),
  },
  Faq: { question: text('question'), answer: text('answer') },
  Collaborator: {
    id: idColumn('public_id'),
    firstName: textColumn('first_name'),
    lastName: textColumn('last_name'),
    jobTitle: text('job_title'),
    avatar: (parent) => picture(parent.avatar_key),
  },
} satisfies Resolvers;
