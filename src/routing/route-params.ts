import { z } from 'zod';
import { MEMBER_CATEGORIES } from '../domain/leaderboard';
import { SLUG_PATTERN } from './slug-pattern';

/** The eight cities a directory geography may name (spec section 3). */
export const CITIES = [
  'bordeaux',
  'lille',
  'lyon',
  'marseille',
  'nantes',
  'nice',
  'paris',
  'toulouse',
] as const;
export type City = (typeof CITIES)[number];

/** Directory categories: every member category, or 'services' for all of them. */
export const DIRECTORY_CATEGORIES = ['services', ...MEMBER_CATEGORIES] as const;
export type DirectoryCategory = (typeof DIRECTORY_CATEGORIES)[number];

/** True when a path segment names one of the eight cities. */
export const isCity = (value: string): value is City => (CITIES as readonly string[]).includes(value);

/** Slugs of members, articles, tags and buyers: lower-case words joined by hyphens or underscores. */
export const slug = z.string().regex(SLUG_PATTERN);

/** Public ids: opaque, URL-safe, bounded. */
export const publicId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A directory category as written in a URL: hyphens read as underscores (spec section 5). */
export const directoryCategory = z
  .string()
  .transform((value) => value.replace(/-/g, '_'))
  .pipe(z.enum(DIRECTORY_CATEGORIES));

/** A positive integer written in plain digits (no sign, no exponent, no leading zero). */
export const positiveInt = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

/** In URLs hyphens replace the underscores of member categories (spec section 3). */
export const categoryToUrl = (value: string) => value.replace(/_/g, '-');
