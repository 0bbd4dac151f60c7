/**
 * The seed generator: yields the rows of every table in an order that respects foreign keys,
 * with every denormalised table filled (member aggregates, ranking points, directory, FTS).
 * Pure TypeScript with no Node imports, so workerd tests can build the `tiny` set with it.
 */

import { type Period, periodOf } from '../../src/domain/periods';
import { reviewPoints } from '../../src/domain/points';
import { budgetBand, reviewFactCode } from '../../src/domain/project-facts';
import { searchIndex } from '../../src/domain/search-index';
import { articleChunks } from './articles';
import { cmsChunks } from './cms';
import { memberExtraChunks } from './member-extras';
import { memberTexts } from './member-text';
import { type ReviewSkeleton, SeedModel, type SeedOptions } from './model';
import { JOBS, sectorNoun } from './people';
import { newProfileMemory } from './review-voice';
import { writeReview } from './review-writer';
import { type RewardCandidate, rewardChunks } from './rewards';
import { type Chunk, drain, flushGroupIfFull, flushIfFull, TableBuffer } from './table-buffer';
import { midSentence } from './texts';
import { DAY_MS, iso, json } from './util';
import { CITIES, LANGS, type Lang, QUALITIES, type Translated } from './vocab';

/** R2 key of the clip that video testimonials of the demo data play (scripts/seed/assets). */
export const TESTIMONIAL_VIDEO_KEY = 'videos/testimonial.webm';

export { SeedModel, type SeedOptions } from './model';
export type { Chunk } from './table-buffer';

interface MemberStats {
  reviewCount: number;
  ratingSum: number;
  testimonies: number;
  videos: number;
  caseStudies: number;
  scoreSum: number;
  score12m: number;
  lastReviewMs: number | null;
  qualities: number[];
}

const PERIOD_KINDS = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;

/** A member's average rating (10 scale, two decimals), null without reviews. */
const averageRating = (s: MemberStats) =>
  s.reviewCount ? Math.round((s.ratingSum / s.reviewCount) * 100) / 100 : null;

/** Pass one: aggregates of every member and buyer, and the leaders of closed years and quarters. */
function aggregate(model: SeedModel) {
  const stats: MemberStats[] = [];
  const buyerReviews = new Int32Array(model.buyers.length + 1);
  const rewards = new Map<string, RewardCandidate[]>();
  const currentYear = model.now.getUTCFullYear();
  const currentQuarter = periodOf('quarterly', model.now);
  const yearAgo = model.nowMs - 365 * DAY_MS;
  for (const member of model.members) {
    const s: MemberStats = {
      reviewCount: 0,
      ratingSum: 0,
      testimonies: 0,
      videos: 0,
      caseStudies: 0,
      scoreSum: 0,
      score12m: 0,
      lastReviewMs: null,
      qualities: new Array(QUALITIES.length + 1).fill(0),
    };
    const periodPoints = new Map<string, { period: Period; points: number; count: number }>();
    for (const review of model.reviewsOf(member)) {
      const points = pointsOf(review);
      s.reviewCount++;
      s.ratingSum += review.rating;
      s.testimonies += review.testimony ? 1 : 0;
      s.videos += review.video ? 1 : 0;
      s.caseStudies += review.caseStudy ? 1 : 0;
      s.scoreSum += points;
      if (review.publishedMs >= yearAgo) s.score12m += points;
      s.lastReviewMs = Math.max(s.lastReviewMs ?? 0, review.publishedMs);
      for (const q of review.qualityIds) s.qualities[q] = (s.qualities[q] as number) + 1;
      // A buyer's count is what its page lists: reviews of members still on the marketplace.
      if (review.buyerId && member.status === 'active')
        buyerReviews[review.buyerId] = (buyerReviews[review.buyerId] as number) + 1;
      if (member.status !== 'active') continue;
      const date = new Date(review.publishedMs);
      for (const kind of ['yearly', 'quarterly'] as const) {
        const period = periodOf(kind, date);
        const closed =
          kind === 'yearly'
            ? period.year < currentYear
            : period.year * 4 + period.number < currentQuarter.year * 4 + currentQuarter.number;
        if (!closed) continue;
        const key = `${kind}:${period.year}:${period.number}`;
        const entry = periodPoints.get(key) ?? { period, points: 0, count: 0 };
        entry.points += points;
        entry.count++;
        periodPoints.set(key, entry);
      }
    }
    stats.push(s);
    for (const { period, points, count } of periodPoints.values()) {
      for (const category of ['all', member.category]) {
        const key = `${period.kind}:${period.year}:${period.number}:${category}`;
        const list = rewards.get(key) ?? [];
        list.push({ memberId: member.id, period, category, points, reviewCount: count });
        // Keep only the leaders: ranked by points, then review count, then id (like the leaderboard).
        list.sort((a, b) => b.points - a.points || b.reviewCount - a.reviewCount || a.memberId - b.memberId);
        if (list.length > 3) list.length = 3;
        rewards.set(key, list);
      }
    }
  }
  return { stats, buyerReviews, rewards };
}

/** One value per language, each made by `make` (here, the buffer of rows of a language's full-text index). */
function byLanguage<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

function pointsOf(review: ReviewSkeleton): number {
  return reviewPoints({
    published_rating: review.rating,
    has_testimony: review.testimony,
    has_video: review.video,
    has_case_study: review.caseStudy,
  });
}

/**
 * Every row of a data set, chunk by chunk, foreign keys first.
 * @example for (const chunk of generateSeed({ size: 'tiny', now })) write(chunk)
 */
export function* generateSeed(
  options: SeedOptions,
  model: SeedModel = new SeedModel(options),
): Generator<Chunk> {
  const { stats, buyerReviews, rewards } = aggregate(model);
  const now = iso(model.nowMs);
  const tagById = new Map(model.tags.map((t) => [t.id, t]));
  const cityName = (id: number, lang: Lang) => {
    const name = (CITIES[id - 1] as (typeof CITIES)[number]).name as Translated;
    return name[lang] ?? (name.FR_FR as string);
  };
  const qualityLabel = (id: number, lang: Lang) => {
    const label = (QUALITIES[id - 1] as (typeof QUALITIES)[number]).label as Translated;
    return midSentence(label[lang] ?? label.FR_FR ?? '', lang);
  };

  // Reference tables.
  const cities = new TableBuffer('cities', ['id', 'slug', 'name', 'position', 'country']);
  CITIES.forEach((c, i) => {
    cities.push([i + 1, c.slug, json(c.name), i, c.country]);
  });
  const tags = new TableBuffer('tags', [
    'id',
    'public_id',
    'slug',
    'kind',
    'label',
    'icon',
    'parent_id',
    'position',
  ]);
  for (const t of model.tags)
    tags.push([t.id, t.publicId, t.slug, t.kind, json(t.label), t.icon, t.parentId, t.position]);
  const qualities = new TableBuffer('qualities', ['id', 'public_id', 'slug', 'label', 'icon', 'position']);
  QUALITIES.forEach((q, i) => {
    qualities.push([i + 1, `qual_${q.slug}`, q.slug, json(q.label), q.icon, i]);
  });
  yield* drain(cities, tags, qualities);

  const buyers = new TableBuffer('buyers', [
    'id',
    'public_id',
    'slug',
    'name',
    'sector',
    'logo_key',
    'website',
    'city_id',
    'review_count',
    'created_at',
    'country',
  ]);
  for (const b of model.buyers) {
    buyers.push([
      b.id,
      b.publicId,
      b.slug,
      b.name,
      b.sector,
      b.logoKey,
      `https://www.${b.slug}.example`,
      b.cityId,
      buyerReviews[b.id] as number,
      iso(b.createdMs),
      b.country,
    ]);
    yield* flushIfFull(buyers);
  }
  yield* drain(buyers);
  const contacts = new TableBuffer('contacts', [
    'id',
    'public_id',
    'first_name',
    'last_name',
    'job_title',
    'avatar_key',
    'buyer_id',
  ]);
  for (const c of model.contacts) {
    contacts.push([
      c.id,
      c.publicId,
      c.firstName,
      c.lastName,
      json((JOBS[c.jobIndex] as (typeof JOBS)[number])[c.gender]),
      c.avatarKey,
      c.buyerId,
    ]);
    yield* flushIfFull(contacts);
  }
  yield* drain(contacts);

  // Members and what hangs off them directly.
  const members = new TableBuffer('members', [
    'id',
    'public_id',
    'slug',
    'name',
    'short_description',
    'about',
    'unique_value',
    'customer_journey',
    'website',
    'primary_color',
    'logo_key',
    'cover_key',
    'founded_at',
    'created_at',
    'updated_at',
    'status',
    'category',
    'review_count',
    'rating_sum',
    'average_rating',
    'testimony_count',
    'video_count',
    'case_study_count',
    'score_sum',
    'score_12m',
    'last_review_at',
    'country',
  ]);
  const memberTags = new TableBuffer('member_tags', ['member_id', 'tag_id', 'position']);
  const locations = new TableBuffer('member_locations', ['member_id', 'city_id', 'address', 'position']);
  const memberQualities = new TableBuffer('member_qualities', ['member_id', 'quality_id', 'endorsements']);
  // Written after each member's reviews, with what they hold for the filters and the member's
  // figures they sort by (migration 0013).
  const directory = new TableBuffer('directory_entries', [
    'tag_id',
    'city_id',
    'score',
    'member_id',
    'review_facts',
    'average_rating',
    'review_count',
    'score_sum',
  ]);
  const membersFts = byLanguage(
    (lang) => new TableBuffer(searchIndex('members', lang), ['name', 'description', 'tags', 'member_id']),
  );
  const directoryCounts = new Map<string, number>();
  for (const m of model.members) {
    const s = stats[m.index] as MemberStats;
    const text = memberTexts(model, m);
    const short = text.short;
    const about = text.about;
    members.push([
      m.id,
      m.publicId,
      m.slug,
      m.name,
      json(short),
      json(about),
      json(text.uniqueValue),
      json(text.journey),
      `https://www.${m.slug}.example`,
      m.primaryColor,
      m.logoKey,
      m.coverKey,
      `${m.foundedYear}-0${1 + (m.index % 9)}-01`,
      iso(m.createdMs),
      iso(s.lastReviewMs ?? m.createdMs),
      m.status,
      m.category,
      s.reviewCount,
      s.ratingSum,
      averageRating(s),
      s.testimonies,
      s.videos,
      s.caseStudies,
      s.scoreSum,
      s.score12m,
      s.lastReviewMs ? iso(s.lastReviewMs) : null,
      m.country,
    ]);
    m.tagIds.forEach((tagId, position) => {
      memberTags.push([m.id, tagId, position]);
    });
    m.cityIds.forEach((cityId, position) => {
      locations.push([m.id, cityId, text.addresses[position] ?? null, position]);
    });
    s.qualities.forEach((n, q) => {
      if (n > 0) memberQualities.push([m.id, q, n]);
    });
    if (m.status === 'active') {
      for (const tagId of [0, ...m.tagIds]) {
        for (const cityId of [0, ...m.cityIds]) {
          const key = `${tagId}:${cityId}`;
          directoryCounts.set(key, (directoryCounts.get(key) ?? 0) + 1);
        }
      }
    }
    for (const lang of LANGS) {
      // One label a line: some hold a comma themselves ("Marketing, communication and sales").
      const tagLabels = m.tagIds
        .map((id) => tagById.get(id)?.label[lang] ?? tagById.get(id)?.label.FR_FR ?? '')
        .join('\n');
      membersFts[lang].push([m.name, `${short[lang]} ${about[lang]}`, tagLabels, m.id]);
    }
    yield* flushGroupIfFull([members, memberTags, locations, memberQualities, ...Object.values(membersFts)]);
  }
  yield* drain(members, memberTags, locations, memberQualities, ...Object.values(membersFts));
  const counts = new TableBuffer('directory_counts', ['tag_id', 'city_id', 'total']);
  for (const [key, total] of directoryCounts) {
    const [tagId, cityId] = key.split(':').map(Number) as [number, number];
    counts.push([tagId, cityId, total]);
  }
  yield* drain(counts);

  // Pass two: reviews and everything keyed by them, plus the ranking points of each member.
  const reviews = new TableBuffer('reviews', [
    'id',
    'public_id',
    'member_id',
    'contact_id',
    'buyer_id',
    'buyer_sector',
    'published_at',
    'published_rating',
    'lang',
    'title',
    'description',
    'summary_issue',
    'summary_solution',
    'summary_result',
    'case_study',
    'timeline',
    'cover_key',
    'referrer',
    'anonymised',
    'featured',
    'team_pick',
    'cool',
    'has_testimony',
    'has_video',
    'has_case_study',
    'points',
    'budget_amount',
    'budget_currency',
    'budget_band',
    'duration_weeks',
    'client_team_size',
    'provider_team_size',
    'service_tag_id',
    'started_on',
    'buyer_country',
  ]);
  const testimonies = new TableBuffer('testimonies', [
    'id',
    'review_id',
    'body',
    'full_text',
    'highlight',
    'verbatim',
    'video_url',
    'video_poster_key',
    'written_at',
  ]);
  const reviewQualities = new TableBuffer('review_qualities', ['review_id', 'quality_id', 'member_id']);
  const reviewTags = new TableBuffer('review_tags', ['review_id', 'tag_id', 'member_id']);
  // The index's `company` column holds the client: "First Last, Company" (migration 0011).
  const reviewsFts = byLanguage(
    (lang) =>
      new TableBuffer(searchIndex('reviews', lang), ['title', 'body', 'company', 'review_id', 'member_id']),
  );
  const rankingPoints = new TableBuffer('ranking_points', [
    'period',
    'year',
    'number',
    'category',
    'member_id',
    'points',
    'review_count',
    'rating_sum',
  ]);
  const reviewBuffers = [
    reviews,
    testimonies,
    reviewQualities,
    reviewTags,
    ...Object.values(reviewsFts),
    rankingPoints,
    directory,
  ];
  const memberReviews = new Map<number, ReviewSkeleton[]>();
  for (const m of model.members) {
    const list = model.reviewsOf(m);
    const periods = new Map<string, { period: Period; points: number; count: number; ratingSum: number }>();
    const facts: string[] = [];
    // One profile's reviews remember what the others said: a profile never reads as one voice.
    const memory = newProfileMemory();
    for (const r of list) {
      const buyer = r.buyerId ? model.buyers[r.buyerId - 1] : undefined;
      const contact = r.contactId ? model.contacts[r.contactId - 1] : undefined;
      const lang = r.lang;
      const lead = m.staff[r.id % 5 === 0 ? 1 : 0] as (typeof m.staff)[number];
      const lead2 = m.staff[
        lead === m.staff[0] ? 1 + (r.id % (m.staff.length - 1)) : 0
      ] as (typeof m.staff)[number];
      const written = writeReview(model.rng(43, r.id), {
        lang,
        rating: r.rating,
        member: m.name,
        category: m.category,
        activity: r.activity,
        sector: sectorNoun(buyer?.sector, lang),
        lead: lead.firstName,
        lead2: lead2.firstName,
        city: cityName(m.cityIds[0] as number, lang),
        quality: qualityLabel(r.qualityIds[0] ?? (m.qualityOrder[0] as number), lang),
        publishedMs: r.publishedMs,
        caseStudy: r.caseStudy,
        summary: r.summary,
        testimony: r.testimony,
        memory,
      });
      const one = (text: string) => ({ [lang]: text });
      const title = one(written.title);
      const description = one(written.body);
      const summary = (part: 'issue' | 'solution' | 'result') =>
        written.summary ? json(one(written.summary[part])) : null;
      const caseStudy = written.caseStudy ? { [lang]: written.caseStudy } : null;
      const timeline = written.timeline
        ? written.timeline.map((event) => ({ date: event.date, label: one(event.label) }))
        : null;
      const points = pointsOf(r);
      reviews.push([
        r.id,
        r.publicId,
        m.id,
        r.contactId,
        r.buyerId,
        buyer?.sector ?? null,
        iso(r.publishedMs),
        r.rating,
        r.lang,
        r.hasTitle ? json(title) : null,
        json(description),
        summary('issue'),
        summary('solution'),
        summary('result'),
        json(caseStudy),
        json(timeline),
        r.caseStudy ? model.coverKey(r.id) : null,
        r.template % 7 === 0 ? (['LinkedIn', 'Newsletter', 'Google'][r.template % 3] ?? null) : null,
        r.anonymised ? 1 : 0,
        r.featured ? 1 : 0,
        r.teamPick ? 1 : 0,
        r.cool ? 1 : 0,
        r.testimony ? 1 : 0,
        r.video ? 1 : 0,
        r.caseStudy ? 1 : 0,
        points,
        // The project's facts, from the same project the text tells.
        written.project.budget,
        written.project.currency,
        budgetBand(written.project.budget, written.project.currency),
        written.project.weeks,
        written.project.clientTeam,
        written.project.providerTeam,
        r.tagIds[0] ?? null,
        written.project.startedOn,
        buyer?.country ?? null,
      ]);
      facts.push(
        reviewFactCode({
          budget_band: budgetBand(written.project.budget, written.project.currency),
          buyer_sector: buyer?.sector ?? null,
          buyer_country: buyer?.country ?? null,
          lang: r.lang,
          published_rating: r.rating,
          has_video: r.video,
          has_case_study: r.caseStudy,
          published_at: iso(r.publishedMs),
        }),
      );
      if (written.testimony) {
        testimonies.push([
          r.id,
          r.id,
          json(one(written.testimony.body)),
          json(description),
          json(one(written.testimony.highlight)),
          json(one(written.testimony.verbatim)),
          r.video ? `/media/${TESTIMONIAL_VIDEO_KEY}` : null,
          r.video ? model.coverKey(r.id + 3) : null,
          iso(r.publishedMs - 2 * DAY_MS),
        ]);
      }
      for (const q of r.qualityIds) reviewQualities.push([r.id, q, m.id]);
      for (const t of r.tagIds) reviewTags.push([r.id, t, m.id]);
      // The index's third column is the client, found by name and shown on a hit: never an
      // anonymised review's.
      const client = r.anonymised
        ? ''
        : [contact ? `${contact.firstName} ${contact.lastName}` : '', buyer?.name ?? '']
            .filter(Boolean)
            .join(', ');
      reviewsFts[lang].push([written.title, written.body, client, r.id, m.id]);
      if (m.status === 'active') {
        for (const kind of PERIOD_KINDS) {
          const period = periodOf(kind, new Date(r.publishedMs));
          const key = `${kind}:${period.year}:${period.number}`;
          const entry = periods.get(key) ?? { period, points: 0, count: 0, ratingSum: 0 };
          entry.points += points;
          entry.count++;
          entry.ratingSum += r.rating;
          periods.set(key, entry);
        }
      }
      yield* flushGroupIfFull(reviewBuffers);
    }
    if (m.status === 'active') {
      const st = stats[m.index] as MemberStats;
      const codes = facts.join('');
      for (const tagId of [0, ...m.tagIds])
        for (const cityId of [0, ...m.cityIds])
          directory.push([
            tagId,
            cityId,
            st.scoreSum,
            m.id,
            codes,
            averageRating(st),
            st.reviewCount,
            st.scoreSum,
          ]);
    }
    for (const { period, points, count, ratingSum } of periods.values())
      rankingPoints.push([
        period.kind,
        period.year,
        period.number,
        m.category,
        m.id,
        points,
        count,
        ratingSum,
      ]);
    // Collections and extras need a few reviews of each member; keep them only for small sets.
    memberReviews.set(
      m.id,
      list.length > 6 ? list.filter((_, i) => i % Math.ceil(list.length / 6) === 0) : list,
    );
  }
  yield* drain(...reviewBuffers);

  yield* memberExtraChunks(model, memberReviews, stats);
  yield* rewardChunks(model, rewards);
  yield* articleChunks(model, memberReviews);
  yield* cmsChunks(model, memberReviews);

  const config = new TableBuffer('config', ['key', 'value']);
  config.push(['common_cities', json(CITIES.slice(0, 6).map((c) => c.slug))]);
  config.push(['seed_size', json(options.size)]);
  config.push(['seeded_at', json(now)]);
  if (options.generator) config.push(['seed_generator', json(options.generator)]);
  yield* drain(config);
}
