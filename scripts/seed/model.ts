/**
 * The seed's in-memory model before rows are written: taxonomy ids, members and the per-member
 * review skeletons, drawn from per-entity random streams so two passes see the same reviews.
 */
import { createRng, publicId, type Rng } from './prng';
import { SEED_SIZES, type SeedSize } from './sizes';
import { drawRating } from './texts';
import { DAY_MS, initials, slugify } from './util';
import {
  CITIES,
  FIRST_NAMES,
  LANGS,
  LAST_NAMES,
  type Lang,
  NAME_CORES,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  PALETTE,
  QUALITIES,
  SECTORS,
  TAXONOMY,
  type Translated,
} from './vocab';

export interface SeedOptions {
  size: SeedSize;
  /** "Today" of the data set; defaults to the time the seed runs. */
  now?: Date;
  /** PRNG seed; the same seed, size and now give the same rows. */
  seed?: number;
}

export interface TagInfo {
  id: number;
  publicId: string;
  slug: string;
  kind: 'CATEGORY' | 'ACTIVITY' | 'SPECIALTY';
  label: Translated;
  icon: string | null;
  parentId: number | null;
  position: number;
  /** Category slug the tag belongs to. */
  category: string;
}

export interface MemberInfo {
  index: number;
  id: number;
  publicId: string;
  name: string;
  slug: string;
  category: string;
  categoryIndex: number;
  status: 'active' | 'excluded' | 'ceased';
  /** Tag ids: the category tag, then activities, then specialties. */
  tagIds: number[];
  /** Activity and specialty tag ids (services a review can name). */
  serviceTagIds: number[];
  /** The first activity, for texts. */
  activityLabel: Translated;
  cityIds: number[];
  createdMs: number;
  foundedYear: number;
  primaryColor: string | null;
  logoKey: string;
  logoColor: string;
  coverKey: string;
  /** Favourite qualities, most recommended first (quality ids). */
  qualityOrder: number[];
}

export interface ContactInfo {
  id: number;
  publicId: string;
  firstName: string;
  lastName: string;
  jobIndex: number;
  avatarKey: string | null;
  buyerId: number;
}

export interface BuyerInfo {
  id: number;
  publicId: string;
  name: string;
  slug: string;
  sector: string;
  cityId: number;
  createdMs: number;
  logoKey: string | null;
}

export interface ReviewSkeleton {
  id: number;
  publicId: string;
  publishedMs: number;
  rating: number;
  lang: Lang;
  contactId: number | null;
  buyerId: number | null;
  testimony: boolean;
  video: boolean;
  caseStudy: boolean;
  summary: boolean;
  anonymised: boolean;
  featured: boolean;
  teamPick: boolean;
  cool: boolean;
  qualityIds: number[];
  tagIds: number[];
  template: number;
  hasTitle: boolean;
}

export interface ImageSpec {
  key: string;
  kind: 'logo' | 'cover' | 'avatar';
  text: string;
  color: string;
}

/** Earliest review date: the first leaderboard year. */
export const FIRST_MS = Date.UTC(2019, 0, 1);
export const COVER_COUNT = 24;

const LANG_WEIGHTS = [70, 12, 4, 4, 6, 4];

export class SeedModel {
  readonly now: Date;
  readonly nowMs: number;
  readonly seed: number;
  readonly counts: (typeof SEED_SIZES)[SeedSize];
  readonly tags: TagInfo[] = [];
  readonly categoryTag = new Map<string, TagInfo>();
  readonly members: MemberInfo[] = [];
  readonly contacts: ContactInfo[] = [];
  readonly buyers: BuyerInfo[] = [];
  readonly reviewCounts: number[] = [];
  /** First review id of each member. */
  readonly reviewOffsets: number[] = [];
  readonly images = new Map<string, ImageSpec>();

  constructor(readonly options: SeedOptions) {
    this.now = options.now ?? new Date();
    this.nowMs = this.now.getTime();
    this.seed = options.seed ?? 20_190_101;
    this.counts = SEED_SIZES[options.size];
    this.buildTags();
    this.buildBuyersAndContacts();
    this.buildMembers();
    this.allocateReviews();
  }

  rng(...stream: number[]): Rng {
    return createRng(this.seed, ...stream);
  }

  image(key: string, kind: ImageSpec['kind'], text: string, color: string): string {
    if (!this.images.has(key)) this.images.set(key, { key, kind, text, color });
    return key;
  }

  coverKey(n: number): string {
    const i = n % COVER_COUNT;
    return this.image(`covers/cover-${i}.png`, 'cover', '', PALETTE[i % PALETTE.length] as string);
  }

  private buildTags(): void {
    let id = 1;
    TAXONOMY.forEach((category, ci) => {
      const cat: TagInfo = {
        id: id++,
        publicId: publicId('tag', id),
        slug: category.slug,
        kind: 'CATEGORY',
        label: category.label,
        icon: category.icon,
        parentId: null,
        position: ci,
        category: category.slug,
      };
      this.tags.push(cat);
      this.categoryTag.set(category.slug, cat);
    });
    TAXONOMY.forEach((category) => {
      const parent = this.categoryTag.get(category.slug) as TagInfo;
      category.activities.forEach((activity, ai) => {
        const act: TagInfo = {
          id: id++,
          publicId: publicId('tag', id),
          slug: activity.slug,
          kind: 'ACTIVITY',
          label: activity.label,
          icon: null,
          parentId: parent.id,
          position: ai,
          category: category.slug,
        };
        this.tags.push(act);
        activity.specialties.forEach((specialty, si) => {
          this.tags.push({
            id: id++,
            publicId: publicId('tag', id),
            slug: specialty.slug,
            kind: 'SPECIALTY',
            label: specialty.label,
            icon: null,
            parentId: act.id,
            position: si,
            category: category.slug,
          });
        });
      });
    });
  }

  private buildBuyersAndContacts(): void {
    const rng = this.rng(11);
    const names = new Map<string, number>();
    for (let i = 0; i < this.counts.buyers; i++) {
      const sectorIndex = rng.weighted(
        SECTORS.map((s) => s.companies.length * (s.code === 'J' || s.code === 'G' || s.code === 'M' ? 3 : 1)),
      );
      const sector = SECTORS[sectorIndex] as (typeof SECTORS)[number];
      const cityIndex = rng.weighted(CITIES.map((c) => c.weight));
      const base = rng.pick(sector.companies);
      const seen = names.get(base) ?? 0;
      names.set(base, seen + 1);
      const city = CITIES[cityIndex] as (typeof CITIES)[number];
      const name = seen === 0 ? base : seen === 1 ? `${base} ${city.name.FR_FR}` : `${base} ${seen}`;
      this.buyers.push({
        id: i + 1,
        publicId: publicId('buy', i + 1),
        name,
        slug: slugify(name),
        sector: sector.code,
        cityId: cityIndex + 1,
        createdMs: FIRST_MS + Math.floor(rng.next() * (this.nowMs - FIRST_MS) * 0.5),
        logoKey: null,
      });
    }
    for (let i = 0; i < this.counts.contacts; i++) {
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const avatar = rng.chance(0.7)
        ? this.image(
            `avatars/${initials(firstName, lastName)}-${i % 2}.png`,
            'avatar',
            initials(firstName, lastName),
            PALETTE[(i * 7) % PALETTE.length] as string,
          )
        : null;
      this.contacts.push({
        id: i + 1,
        publicId: publicId('con', i + 1),
        firstName,
        lastName,
        jobIndex: rng.int(0, 11),
        avatarKey: avatar,
        buyerId: (i % this.counts.buyers) + 1,
      });
    }
  }

  private buildMembers(): void {
    const rng = this.rng(21);
    const slugs = new Set<string>();
    const activities = this.tags.filter((t) => t.kind === 'ACTIVITY');
    const categoryWeights = [16, 26, 14, 18, 26];
    for (let i = 0; i < this.counts.members; i++) {
      const categoryIndex = rng.weighted(categoryWeights);
      const category = TAXONOMY[categoryIndex] as (typeof TAXONOMY)[number];
      const prefix = rng.pick(NAME_PREFIXES[category.slug] as string[]);
      const core = rng.pick(NAME_CORES);
      let name = `${prefix} ${core}${rng.pick(NAME_SUFFIXES)}`;
      let slug = slugify(name);
      if (slugs.has(slug)) {
        const city = (CITIES[i % CITIES.length] as (typeof CITIES)[number]).name.FR_FR as string;
        name = `${name} ${city}`;
        slug = slugify(name);
        for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      }
      slugs.add(slug);
      const own = activities.filter((t) => t.category === category.slug);
      const chosen = rng.sample(own, rng.int(1, 3));
      if (rng.chance(0.12)) chosen.push(rng.pick(activities.filter((t) => t.category !== category.slug)));
      const specialties = this.tags.filter(
        (t) => t.kind === 'SPECIALTY' && chosen.some((a) => a.id === t.parentId) && rng.chance(0.5),
      );
      const categoryIds = [...new Set(chosen.map((a) => (this.categoryTag.get(a.category) as TagInfo).id))];
      const cityCount = rng.weighted([55, 28, 12, 5]) + 1;
      const cityIds: number[] = [];
      while (cityIds.length < cityCount) {
        const c = rng.weighted(CITIES.map((city) => city.weight)) + 1;
        if (!cityIds.includes(c)) cityIds.push(c);
      }
      // Profiles open from 2019 on, more of them in the early years of the marketplace.
      const age = rng.next() ** 1.3;
      const createdMs = FIRST_MS + Math.floor(age * (this.nowMs - FIRST_MS - 30 * DAY_MS));
      const colorIndex = rng.int(0, PALETTE.length - 1);
      const logoColor = PALETTE[colorIndex] as string;
      const mono = initials(prefix, core);
      const statusRoll = rng.next();
      this.members.push({
        index: i,
        id: i + 1,
        publicId: publicId('mem', i + 1),
        name,
        slug,
        category: category.slug,
        categoryIndex,
        status: statusRoll < 0.018 ? 'excluded' : statusRoll < 0.03 ? 'ceased' : 'active',
        tagIds: [...categoryIds, ...chosen.map((a) => a.id), ...specialties.map((s) => s.id)],
        serviceTagIds: [...chosen.map((a) => a.id), ...specialties.map((s) => s.id)],
        activityLabel: (chosen[0] as TagInfo).label,
        cityIds,
        createdMs,
        foundedYear: rng.int(1988, 2022),
        primaryColor: rng.chance(0.15) ? logoColor : null,
        logoKey: this.image(`logos/${mono}-${colorIndex}.png`, 'logo', mono, logoColor),
        logoColor,
        coverKey: this.coverKey(i),
        qualityOrder: rng.sample(
          QUALITIES.map((_, q) => q + 1),
          QUALITIES.length,
        ),
      });
    }
  }

  private allocateReviews(): void {
    const rng = this.rng(31);
    // A heavy tail: most members have a handful of reviews, a few have hundreds.
    const weights = this.members.map(() => 0.25 + rng.next() ** 3 * 12);
    const total = weights.reduce((a, b) => a + b, 0);
    let assigned = 0;
    for (const w of weights) {
      const n = Math.floor((this.counts.reviews * w) / total);
      this.reviewCounts.push(n);
      assigned += n;
    }
    for (; assigned < this.counts.reviews; assigned++) {
      const m = rng.int(0, this.members.length - 1);
      this.reviewCounts[m] = (this.reviewCounts[m] as number) + 1;
    }
    let offset = 1;
    for (const n of this.reviewCounts) {
      this.reviewOffsets.push(offset);
      offset += n;
    }
  }

  /** The reviews of one member, oldest first; the same on every call. */
  reviewsOf(member: MemberInfo): ReviewSkeleton[] {
    const rng = this.rng(41, member.index);
    const count = this.reviewCounts[member.index] as number;
    const span = Math.max(DAY_MS, this.nowMs - member.createdMs);
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      // More reviews lately: the density grows towards today (x^0.43, at most 1.4 times the mean).
      const x = rng.next() ** 0.7;
      times.push(member.createdMs + Math.floor(x * span));
    }
    times.sort((a, b) => a - b);
    let featured = 0;
    const reviews: ReviewSkeleton[] = [];
    times.forEach((t, i) => {
      const id = (this.reviewOffsets[member.index] as number) + i;
      const rating = drawRating(rng);
      const noContact = rng.chance(0.004);
      const contact = noContact ? null : (this.contacts[rng.int(0, this.contacts.length - 1)] as ContactInfo);
      const testimony = rng.chance(0.35);
      const video = testimony && rng.chance(0.25);
      const caseStudy = rng.chance(0.12);
      const anonymised = rng.chance(0.08);
      const recent = this.nowMs - t < 120 * DAY_MS;
      const qualityCount = rng.weighted([30, 45, 25]) + 1;
      const qualityIds = [
        ...new Set(
          Array.from(
            { length: qualityCount },
            () => member.qualityOrder[Math.min(11, Math.floor(rng.next() ** 2 * 12))] as number,
          ),
        ),
      ];
      const tagIds = rng.sample(member.serviceTagIds, rng.weighted([20, 60, 20]));
      const isFeatured = featured < 3 && rating >= 9 && rng.chance(0.3);
      if (isFeatured) featured++;
      reviews.push({
        id,
        publicId: publicId('rev', id),
        publishedMs: Math.min(this.nowMs - 60_000, t + rng.int(8, 18) * 3_600_000),
        rating,
        lang: LANGS[rng.weighted(LANG_WEIGHTS)] as Lang,
        contactId: contact?.id ?? null,
        buyerId: contact ? contact.buyerId : rng.int(1, this.buyers.length),
        testimony,
        video,
        caseStudy,
        summary: caseStudy || rng.chance(0.2),
        anonymised,
        featured: isFeatured,
        teamPick: !anonymised && rating >= 9 && rng.chance(0.03),
        cool: recent && rating >= 9 && testimony && !anonymised && contact?.avatarKey != null,
        qualityIds,
        tagIds,
        template: rng.int(0, 1000),
        hasTitle: !anonymised || rng.chance(0.5),
      });
    });
    return reviews;
  }
}
