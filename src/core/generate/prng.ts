/**
 * A small deterministic pseudo-random generator (mulberry32): the same seed gives the same
 * sequence on every machine, so a seed names a random exercise tree for good.
 */
export type Random = () => number;

/** Numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [low, high], each equally likely. */
export const intBetween = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
