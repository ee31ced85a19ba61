// Seeded randomness: the demo data and the injected faults never depend on Math.random or today.

export type Rng = () => number;

/** mulberry32: small, fast and good enough for demo data. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One independent stream per (purpose, key), so any agency can be generated alone, lazily. */
export function rngFor(...parts: number[]): Rng {
  let hash = 0x2f6b1d3a;
  for (const part of parts) {
    hash = Math.imul(hash ^ part, 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  return mulberry32(hash);
}

export const Salt = { review: 1, summary: 2, details: 3, flags: 4, faults: 5 } as const;

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** `count` distinct items, in the order of `items`. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const indices = items.map((_, index) => index);
  for (let i = indices.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [indices[i], indices[j]] = [indices[j], indices[i]];
  }
  return indices
    .slice(0, Math.min(count, items.length))
    .sort((a, b) => a - b)
    .map((index) => items[index]);
}
