/**
 * The seed's in-memory model before rows are written: taxonomy ids, members and the per-member
 * review skeletons, drawn from per-entity random streams so two passes see the same reviews.
 */
import { companyName, drawPerson, type Gender, JOBS, memberName } from './people';
import { createRng, publicId, type Rng } from './prng';
import { SEED_SIZES, type SeedSize } from './sizes';
import { drawRating } from './texts';
import { DAY_MS, slugify } from './util';
import {
  CITIES,
  COUNTRY_LANG,
  type Country,
  type Lang,
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
  /** The generator's hash (`seedGenerator()`), kept in `config.seed_generator` when given. */
  generator?: string;
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
  /** Slugs of the activities the member sells (reviews tell about one of them). */
  activitySlugs: string[];
  /** Activity tag ids, in the order of activitySlugs. */
  activityIds: number[];
  country: Country;
  /** The people of the provider: the first leads most projects. */
  staff: StaffInfo[];
  /** 0 for most members; higher for the few whose clients are often disappointed. */
  weakness: number;
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

export interface StaffInfo {
  firstName: string;
  lastName: string;
  gender: Gender;
  jobIndex: number;
}

export interface ContactInfo {
  id: number;
  publicId: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  country: Country;
  /** Index in JOBS (people.ts). */
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
  country: Country;
  cityId: number | null;
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
  /** Slug of the activity the client bought. */
  activity: string;
  template: number;
  hasTitle: boolean;
}

export interface ImageSpec {
  key: string;
  kind: 'logo' | 'cover' | 'avatar';
  /** Seed of the drawing (DiceBear seed, pattern variant). */
  text: string;
  color: string;
  /** Avatars: who is drawn. */
  gender?: Gender;
}

/** Earliest review date: the first leaderboard year. */
export const FIRST_MS = Date.UTC(2019, 0, 1);
export const COVER_COUNT = 24;

/** Countries of members and of clients, France first: the marketplace started there. */
const COUNTRIES: Country[] = ['FR', 'GB', 'ES', 'IT', 'DE', 'NL'];
const MEMBER_COUNTRY_WEIGHTS = [40, 12, 11, 11, 16, 10];
const CLIENT_COUNTRY_WEIGHTS = [30, 14, 12, 12, 20, 12];
/** Share of a member's clients from its own country. */
const HOME_SHARE = 0.4;
/** Distinct avatar drawings per gender; contacts share them (the large set has 280,000). */
const AVATARS = 160;
const LOGOS = 900;

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
  readonly contactsByCountry = new Map<Country, ContactInfo[]>();

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

  image(key: string, kind: ImageSpec['kind'], text: string, color: string, gender?: Gender): string {
    if (!this.images.has(key))
      this.images.set(key, { key, kind, text, color, ...(gender ? { gender } : {}) });
    return key;
  }

  coverKey(n: number): string {
    const i = n % COVER_COUNT;
    return this.image(
      `covers/cover-${i}.png`,
      'cover',
      String(i),
      PALETTE[(i * 3) % PALETTE.length] as string,
    );
  }

  /** One of a pool of drawn portraits of the given gender. */
  avatarKey(gender: Gender, n: number): string {
    const i = n % AVATARS;
    const g = gender === 'female' ? 'f' : 'm';
    return this.image(
      `avatars/${g}-${i}.png`,
      'avatar',
      `${g}${i}`,
      PALETTE[i % PALETTE.length] as string,
      gender,
    );
  }

  /** A logo drawing (the large set shares LOGOS drawings between its 50,000 members). */
  logoKey(n: number): string {
    const i = n % LOGOS;
    return this.image(
      `logos/logo-${i}.png`,
      'logo',
      `logo-${i}`,
      PALETTE[(i * 7) % PALETTE.length] as string,
    );
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

  private citiesOf(country: Country): number[] {
    const ids: number[] = [];
    CITIES.forEach((c, i) => {
      if (c.country === country) ids.push(i + 1);
    });
    return ids;
  }

  private buildBuyersAndContacts(): void {
    const rng = this.rng(11);
    const taken = new Set<string>();
    const slugs = new Set<string>();
    for (let i = 0; i < this.counts.buyers; i++) {
      const sectorIndex = rng.weighted(
        SECTORS.map((s) => s.companies.length * (s.code === 'J' || s.code === 'G' || s.code === 'M' ? 3 : 1)),
      );
      const sector = SECTORS[sectorIndex] as (typeof SECTORS)[number];
      const country = COUNTRIES[rng.weighted(CLIENT_COUNTRY_WEIGHTS)] as Country;
      const cities = this.citiesOf(country);
      // Most clients sit in one of the directory's cities; some in smaller towns (no city).
      const cityId = rng.chance(0.8)
        ? (cities[
            rng.weighted(cities.map((id) => (CITIES[id - 1] as (typeof CITIES)[number]).weight))
          ] as number)
        : null;
      const name = companyName(rng, country, sector.code, taken);
      let slug = slugify(name);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      slugs.add(slug);
      this.buyers.push({
        id: i + 1,
        publicId: publicId('buy', i + 1),
        name,
        slug,
        sector: sector.code,
        country,
        cityId,
        createdMs: FIRST_MS + Math.floor(rng.next() * (this.nowMs - FIRST_MS) * 0.5),
        logoKey: null,
      });
    }
    for (let i = 0; i < this.counts.contacts; i++) {
      const buyer = this.buyers[i % this.counts.buyers] as BuyerInfo;
      const person = drawPerson(rng, buyer.country);
      const avatar = rng.chance(0.7) ? this.avatarKey(person.gender, i) : null;
      // Founders and managing directors in small clients, specialists elsewhere.
      const jobIndex = rng.chance(0.3) ? rng.int(0, 1) : rng.int(2, JOBS.length - 1);
      const contact: ContactInfo = {
        id: i + 1,
        publicId: publicId('con', i + 1),
        firstName: person.firstName,
        lastName: person.lastName,
        gender: person.gender,
        country: buyer.country,
        jobIndex,
        avatarKey: avatar,
        buyerId: buyer.id,
      };
      this.contacts.push(contact);
      const list = this.contactsByCountry.get(buyer.country) ?? [];
      list.push(contact);
      this.contactsByCountry.set(buyer.country, list);
    }
  }

  private buildMembers(): void {
    const rng = this.rng(21);
    const taken = new Set<string>();
    const slugs = new Set<string>();
    const categoryWeights = [16, 26, 14, 18, 26];
    for (let i = 0; i < this.counts.members; i++) {
      const categoryIndex = rng.weighted(categoryWeights);
      const category = TAXONOMY[categoryIndex] as (typeof TAXONOMY)[number];
      const country = COUNTRIES[rng.weighted(MEMBER_COUNTRY_WEIGHTS)] as Country;
      const { name, services } = memberName(rng, country, category.slug, taken);
      let slug = slugify(name);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      slugs.add(slug);
      // Services of the member's own category only: a firm sells what its category says.
      const own = this.tags.filter((t) => t.kind === 'ACTIVITY' && t.category === category.slug);
      const count = rng.weighted([45, 40, 15]) + 1;
      // A name that promises services ("… Avocats") sells those only, the first as its main one.
      const promised = own.filter((t) => services.includes(t.slug));
      const chosen = rng.sample(promised.length > 0 ? promised : own, count);
      const specialties = this.tags.filter(
        (t) => t.kind === 'SPECIALTY' && chosen.some((a) => a.id === t.parentId) && rng.chance(0.5),
      );
      const categoryTagId = (this.categoryTag.get(category.slug) as TagInfo).id;
      const home = this.citiesOf(country);
      const cityCount = Math.min(home.length, rng.weighted([60, 30, 10]) + 1);
      const cityIds: number[] = [];
      while (cityIds.length < cityCount) {
        const c = home[
          rng.weighted(home.map((id) => (CITIES[id - 1] as (typeof CITIES)[number]).weight))
        ] as number;
        if (!cityIds.includes(c)) cityIds.push(c);
      }
      // Profiles open from 2019 on, more of them in the early years of the marketplace.
      const age = rng.next() ** 1.3;
      const createdMs = FIRST_MS + Math.floor(age * (this.nowMs - FIRST_MS - 30 * DAY_MS));
      const colorIndex = rng.int(0, PALETTE.length - 1);
      const logoColor = PALETTE[colorIndex] as string;
      const statusRoll = rng.next();
      const staff: StaffInfo[] = Array.from({ length: rng.int(3, 5) }, (_, k) => {
        const person = drawPerson(rng, country);
        return { ...person, jobIndex: k === 0 ? rng.int(0, 1) : rng.int(2, JOBS.length - 1) };
      });
      this.members.push({
        index: i,
        id: i + 1,
        publicId: publicId('mem', i + 1),
        name,
        slug,
        category: category.slug,
        categoryIndex,
        status: statusRoll < 0.018 ? 'excluded' : statusRoll < 0.03 ? 'ceased' : 'active',
        tagIds: [categoryTagId, ...chosen.map((a) => a.id), ...specialties.map((s) => s.id)],
        serviceTagIds: [...chosen.map((a) => a.id), ...specialties.map((s) => s.id)],
        activityLabel: (chosen[0] as TagInfo).label,
        activitySlugs: chosen.map((a) => a.slug),
        activityIds: chosen.map((a) => a.id),
        country,
        staff,
        weakness: rng.chance(0.12) ? rng.int(1, 3) : 0,
        cityIds,
        createdMs,
        foundedYear: rng.int(1988, 2022),
        primaryColor: rng.chance(0.15) ? logoColor : null,
        logoKey: this.logoKey(i),
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

  /** A client contact of a country, preferably one whose job buys this member's category. */
  private contactFor(rng: Rng, country: Country, category: string): ContactInfo {
    const pool = this.contactsByCountry.get(country) ?? this.contacts;
    let contact = rng.pick(pool);
    for (
      let tries = 0;
      tries < 4 && !(JOBS[contact.jobIndex] as (typeof JOBS)[number]).fits.includes(category);
      tries++
    )
      contact = rng.pick(pool);
    return contact;
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
    // Where each client comes from: the member's own country first, then all of Europe. A
    // profile with a few reviews has at least one German client (German visitors are many).
    const countries = times.map(() =>
      rng.chance(HOME_SHARE) ? member.country : (COUNTRIES[rng.weighted(CLIENT_COUNTRY_WEIGHTS)] as Country),
    );
    if (count >= 3 && !countries.includes('DE')) countries[rng.int(0, count - 1)] = 'DE';
    let featured = 0;
    const reviews: ReviewSkeleton[] = [];
    times.forEach((t, i) => {
      const id = (this.reviewOffsets[member.index] as number) + i;
      const rating = drawRating(rng, member.weakness);
      const noContact = rng.chance(0.004);
      const country = countries[i] as Country;
      const contact = this.contactFor(rng, country, member.category);
      const testimony = rating >= 7 && rng.chance(0.4);
      const video = testimony && rng.chance(0.25);
      const caseStudy = rating >= 8 && rng.chance(0.14);
      const anonymised = rng.chance(0.08);
      const recent = this.nowMs - t < 120 * DAY_MS;
      const qualityCount = rating >= 7 ? rng.weighted([30, 45, 25]) + 1 : rng.weighted([60, 40]);
      const qualityIds = [
        ...new Set(
          Array.from(
            { length: qualityCount },
            () => member.qualityOrder[Math.min(11, Math.floor(rng.next() ** 2 * 12))] as number,
          ),
        ),
      ];
      // The service bought, and one of its specialties now and then.
      const a = rng.int(0, member.activityIds.length - 1);
      const activityId = member.activityIds[a] as number;
      const specialties = member.serviceTagIds.filter(
        (tagId) => this.tags[tagId - 1]?.parentId === activityId,
      );
      const tagIds = [activityId, ...(specialties.length && rng.chance(0.5) ? [rng.pick(specialties)] : [])];
      const isFeatured = featured < 3 && rating >= 9 && rng.chance(0.3);
      if (isFeatured) featured++;
      reviews.push({
        id,
        publicId: publicId('rev', id),
        publishedMs: Math.min(this.nowMs - 60_000, t + rng.int(8, 18) * 3_600_000),
        rating,
        lang: COUNTRY_LANG[country],
        contactId: noContact ? null : contact.id,
        buyerId: contact.buyerId,
        testimony,
        video,
        caseStudy,
        summary: caseStudy || rng.chance(0.2),
        anonymised,
        featured: isFeatured,
        teamPick: !anonymised && rating >= 9 && rng.chance(0.03),
        cool: recent && rating >= 9 && testimony && !anonymised && contact.avatarKey != null,
        qualityIds,
        tagIds,
        activity: member.activitySlugs[a] as string,
        template: rng.int(0, 1_000_000),
        // An untitled review reads "X recommends Y" (spec section 3): only for reviews that do recommend.
        hasTitle: !anonymised || rng.chance(0.5) || rating < 6,
      });
    });
    return reviews;
  }
}
