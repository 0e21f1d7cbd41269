/**
 * The names a tree's `algorithm:` setting accepts. The catalog in search/catalog.ts gives
 * each its title, flags and search; TypeScript makes it give one entry per name.
 */
export const ALGORITHM_NAMES = [
  'minimax',
  'alphabeta',
  'negamax',
  'negamax-ab',
  'negascout',
  'aspiration',
  'negamax-tt',
  'mtdf',
  'iterative',
  'expectimax',
  'star1',
  'star2',
  'maxn',
] as const;

export type AlgorithmName = (typeof ALGORITHM_NAMES)[number];

export const isAlgorithmName = (s: string): s is AlgorithmName => (ALGORITHM_NAMES as readonly string[]).includes(s);
