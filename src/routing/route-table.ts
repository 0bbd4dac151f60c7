import { z } from 'zod';
import { MEMBER_CATEGORIES } from '../domain/leaderboard';
import { EARLIEST_YEAR, type Period } from '../domain/periods';
import {
  CITIES,
  categoryToUrl,
  DIRECTORY_CATEGORIES,
  directoryCategory,
  positiveInt,
  publicId,
  slug,
} from './route-params';

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * One named route: Hono patterns (without the locale prefix), the zod schema of its params and
 * the builder of its path from valid params. Its screen module is in `screen-registry.ts`, under
 * the same name (kept apart so this table, used by every link, never imports React).
 */
export interface RouteDef<S extends z.ZodType = z.ZodType> {
  patterns: readonly string[];
  params: S;
  path: (params: z.output<S>) => string;
}

const route = <S extends z.ZodType>(def: RouteDef<S>) => def;
/** `?ids=a,b,c` of the comparison: 2 to 4 distinct slugs, in canonical (sorted) order. */
const compareIds = z
  .string()
  .max(400)
  .transform((value) =>
    [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ].sort(),
  )
  .pipe(z.array(slug).min(2).max(4));
const profile = z.object({ slug });
const profileId = z.object({ slug, id: publicId });
const year = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .refine((value) => value >= EARLIEST_YEAR && value <= new Date().getUTCFullYear());

/**
 * Every page route of spec section 2 by its name, plus 'membres-search' (the server path
 * /membres/search/* the spec leaves open). Every link comes from here through `link()`.
 */
export const ROUTES = {
  index: route({
    patterns: ['/'],
    params: z.object({}),
    path: () => '/',
  }),
  articles: route({
    patterns: ['/articles'],
    params: z.object({}),
    path: () => '/articles',
  }),
  'articles-slug': route({
    patterns: ['/articles/:slug'],
    params: z.object({ slug }),
    path: (p) => `/articles/${seg(p.slug)}`,
  }),
  'articles-tags-slug': route({
    patterns: ['/articles/tags/:slug'],
    params: z.object({ slug }),
    path: (p) => `/articles/tags/${seg(p.slug)}`,
  }),
  'membres-category-slug-geography': route({
    patterns: ['/membres/:category', '/membres/:category/:slug', '/membres/:category/:slug/:geography'],
    // A lone second segment naming a city is the geography (/membres/services/paris); any other
    // is an activity or specialty slug. No tag slug is a city name.
    params: z
      .object({ category: directoryCategory, slug: slug.optional(), geography: z.string().optional() })
      .transform((p) =>
        p.geography === undefined && p.slug !== undefined && (CITIES as readonly string[]).includes(p.slug)
          ? { category: p.category, slug: undefined, geography: p.slug }
          : p,
      )
      .pipe(
        z.object({
          category: z.enum(DIRECTORY_CATEGORIES),
          slug: slug.optional(),
          geography: z.enum(CITIES).optional(),
        }),
      ),
    path: (p) =>
      ['/membres', categoryToUrl(p.category), p.slug, p.geography]
        .filter((part): part is string => Boolean(part))
        .map((part, index) => (index === 0 ? part : seg(part)))
        .join('/'),
  }),
  'membres-clients': route({
    patterns: ['/membres/clients'],
    params: z.object({}),
    path: () => '/membres/clients',
  }),
  'membres-clients-slug': route({
    // Buyer slugs are not unique: the buyer's public id travels as `?id=` (see docs).
    patterns: ['/membres/clients/:slug'],
    params: z.object({ slug, id: publicId.optional() }),
    path: (p) => `/membres/clients/${seg(p.slug)}${p.id ? `?id=${seg(p.id)}` : ''}`,
  }),
  'membres-leaderboards-slug': route({
    patterns: ['/membres/leaderboards/*'],
    // Validated by `readLeaderboardSlug` (redirects and 'Invalid period' happen there).
    // `period` and `category` are filled in by the handler once the slug names a page.
    params: z.object({
      slug: z.array(z.string()).max(8),
      period: z.custom<Period>().optional(),
      category: z.enum(MEMBER_CATEGORIES).optional(),
    }),
    path: (p) => `/membres/leaderboards/${p.slug.map(seg).join('/')}`,
  }),
  'membres-trustawards-year': route({
    patterns: ['/membres/trustawards', '/membres/trustawards/:year'],
    params: z.object({ year: year.optional() }),
    path: (p) => (p.year === undefined ? '/membres/trustawards' : `/membres/trustawards/${p.year}`),
  }),
  'membres-compare': route({
    // 2 to 4 member slugs in `?ids=`, compared in canonical order: lower case, deduplicated,
    // sorted (other orders redirect there, see page-handlers). Slugs keep the address readable.
    patterns: ['/membres/compare'],
    params: z.object({ ids: compareIds }),
    path: (p) => `/membres/compare?ids=${p.ids.map(seg).join(',')}`,
  }),
  'membres-search': route({
    patterns: ['/membres/search', '/membres/search/*'],
    params: z.object({ segments: z.array(z.string()).max(8) }),
    path: (p) => ['/membres/search', ...p.segments.map(seg)].join('/'),
  }),
  'profil-slug': route({
    patterns: ['/profil/:slug'],
    params: profile,
    path: (p) => `/profil/${seg(p.slug)}`,
  }),
  'profil-slug-collection-id': route({
    patterns: ['/profil/:slug/collection/:id'],
    params: profileId,
    path: (p) => `/profil/${seg(p.slug)}/collection/${seg(p.id)}`,
  }),
  'profil-slug-qualite-id': route({
    // Never rendered: answers 301 to the reviews list filtered by that quality (spec section 2).
    patterns: ['/profil/:slug/qualite/:id'],
    params: profileId,
    path: (p) => `/profil/${seg(p.slug)}/qualite/${seg(p.id)}`,
  }),
  'profil-slug-reference-id': route({
    // id: the review's own public id; an unambiguous contact public id redirects to its review.
    patterns: ['/profil/:slug/reference/:id'],
    params: profileId,
    path: (p) => `/profil/${seg(p.slug)}/reference/${seg(p.id)}`,
  }),
  'profil-slug-reviews': route({
    patterns: ['/profil/:slug/reviews'],
    params: profile,
    path: (p) => `/profil/${seg(p.slug)}/reviews`,
  }),
  'profil-slug-reviews-page-number': route({
    patterns: ['/profil/:slug/reviews/page/:number'],
    params: z.object({ slug, number: positiveInt }),
    path: (p) => `/profil/${seg(p.slug)}/reviews/page/${p.number}`,
  }),
  'profil-slug-culture': route({
    patterns: ['/profil/:slug/culture'],
    params: profile,
    path: (p) => `/profil/${seg(p.slug)}/culture`,
  }),
  'profil-slug-data': route({
    patterns: ['/profil/:slug/data'],
    params: profile,
    path: (p) => `/profil/${seg(p.slug)}/data`,
  }),
  'profil-slug-ecosystem': route({
    patterns: ['/profil/:slug/ecosystem'],
    params: profile,
    path: (p) => `/profil/${seg(p.slug)}/ecosystem`,
  }),
  'profil-slug-rewards': route({
    patterns: ['/profil/:slug/rewards'],
    params: profile,
    path: (p) => `/profil/${seg(p.slug)}/rewards`,
  }),
} as const;

export type Routes = typeof ROUTES;
/** The name of a page route. */
export type RouteName = keyof Routes;
/** The params a route's screen receives (validated, typed). */
export type RouteParams<N extends RouteName> = z.output<Routes[N]['params']>;

/** Every route name, in table order (specific paths before the directory's catch-all). */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
