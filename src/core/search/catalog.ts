import type { AlgorithmName } from '../model/algorithm-names';

export interface AlgorithmInfo {
  readonly name: AlgorithmName;
  /** How a person says it: "alpha-beta", "MTD(f)". */
  readonly title: string;
  readonly description: string;
  /** Values are in MAX's view (true) or the view of the player to move (false). */
  readonly maxView: boolean;
  /** It passes (α, β) windows, so the trace has windows, bounds and cuts. */
  readonly windowed: boolean;
  readonly chance: boolean;
  /** Payoff tuples and three or more players. */
  readonly multiplayer: boolean;
}

const info = (
  name: AlgorithmName,
  title: string,
  description: string,
  flags: { maxView: boolean; windowed: boolean; chance?: boolean; multiplayer?: boolean },
): AlgorithmInfo => ({ name, title, description, chance: false, multiplayer: false, ...flags });

export const ALGORITHMS: Readonly<Record<AlgorithmName, AlgorithmInfo>> = {
  minimax: info('minimax', 'minimax', 'Plain minimax: MAX takes the largest child value, MIN the smallest.', { maxView: true, windowed: false }),
  alphabeta: info('alphabeta', 'alpha-beta', 'Minimax with alpha-beta pruning (fail-soft; fail: hard clamps).', { maxView: true, windowed: true }),
  negamax: info('negamax', 'negamax', 'Plain negamax: every node maximises the negated values of its children.', { maxView: false, windowed: false }),
  'negamax-ab': info('negamax-ab', 'negamax alpha-beta', 'Negamax with alpha-beta pruning.', { maxView: false, windowed: true }),
  negascout: info(
    'negascout',
    'negascout',
    'Negascout: the first child with the full window, the rest with a null window and a re-search when it fails high.',
    { maxView: false, windowed: true },
  ),
  aspiration: info(
    'aspiration',
    'aspiration search',
    'Negamax alpha-beta with the window [guess−delta, guess+delta] at the root, re-searched with a full window on failure.',
    { maxView: false, windowed: true },
  ),
  'negamax-tt': info('negamax-tt', 'negamax with a transposition table', 'Negamax alpha-beta with a transposition table keyed by node identity (&k / *k).', {
    maxView: false,
    windowed: true,
  }),
  mtdf: info('mtdf', 'MTD(f)', 'MTD(f): null-window negamax-tt passes from a first guess until the bounds meet.', { maxView: false, windowed: true }),
  iterative: info('iterative', 'iterative deepening', 'Alpha-beta to depth 1, 2, … with children reordered best-first from the previous iteration.', {
    maxView: true,
    windowed: true,
  }),
  expectimax: info('expectimax', 'expectimax', 'Expectimax: MAX and MIN nodes as in minimax, chance nodes take the probability-weighted mean.', {
    maxView: true,
    windowed: false,
    chance: true,
  }),
  maxn: info('maxn', 'max^n', 'Max^n: each player picks the child best for its own component of the payoff tuple.', {
    maxView: true,
    windowed: false,
    chance: true,
    multiplayer: true,
  }),
};
