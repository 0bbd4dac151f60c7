/** Deterministic randomness for the seed: mulberry32 and the few draws the generator needs. */

/** A seeded random source; the same seed always yields the same sequence. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An index drawn with the given weights. */
  weighted(weights: readonly number[]): number;
}

/** mulberry32: tiny, fast, good enough for believable data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one 32-bit seed, so each entity can get its own stream. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** A random source seeded by the given integers. */
export function createRng(...seed: number[]): Rng {
  const next = mulberry32(mixSeed(...seed));
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, Math.max(0, count));
    },
    weighted(weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < weights.length; i++) {
        roll -= weights[i] as number;
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return rng;
}

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A stable public id: a prefix, the entity number and a short checksum-like tail. */
export function publicId(prefix: string, n: number): string {
  let h = mixSeed(n, prefix.length, prefix.charCodeAt(0));
  let tail = '';
  for (let i = 0; i < 6; i++) {
    tail += ID_ALPHABET[h % 32];
    h = Math.floor(h / 32);
  }
  return `${prefix}_${n.toString(36)}${tail}`;
}
