import type { GameNode } from '../model/model';
import type { AlgorithmName } from '../model/algorithm-names';
import type { Num } from '../model/num';
import type { SearchContext } from './context';
import { drive, type Search } from './drive';
import type { Value } from './recorder';
import type { Searched } from './trace';
import { alphabeta } from './algorithms/alphabeta';
import { aspiration } from './algorithms/aspiration';
import { expectimax } from './algorithms/expectimax';
import { iterative } from './algorithms/iterative';
import { maxn } from './algorithms/maxn';
import { mtdf } from './algorithms/mtdf';
import { negamax, negamaxAB } from './algorithms/negamax';
import { negamaxTT } from './algorithms/negamax-tt';
import { negascout } from './algorithms/negascout';
import { starSearch, type Star } from './algorithms/star';
import { star1Chance } from './algorithms/star1';
import { star2Chance } from './algorithms/star2';

/**
 * An algorithm's whole search from the root: a context the run has set up (view, fail mode,
 * null window, depth, order, the root window) to the root's value and what it adds to the trace.
 */
export type RootSearch = (ctx: SearchContext, root: GameNode) => Searched;

export interface AlgorithmInfo {
  readonly name: AlgorithmName;
  /** How a person says it: "alpha-beta", "MTD(f)". */
  readonly title: string;
  readonly description: string;
  /** Values are in MAX's view (true) or the view of the player to move (false). */
  readonly maxView: boolean;
  /** It passes (α, β) windows, so the trace has windows, bounds and cuts. */
  readonly windowed: boolean;
  /** It has a fail-hard variant: under `fail: hard` a call returns its value clamped to its entry window. */
  readonly failHard: boolean;
  readonly chance: boolean;
  /** Payoff tuples and three or more players. */
  readonly multiplayer: boolean;
  readonly search: RootSearch;
}

interface Flags {
  maxView: boolean;
  windowed: boolean;
  failHard?: boolean;
  chance?: boolean;
  multiplayer?: boolean;
}

const info = (name: AlgorithmName, title: string, description: string, flags: Flags, search: RootSearch): AlgorithmInfo => ({
  name,
  title,
  description,
  failHard: false,
  chance: false,
  multiplayer: false,
  ...flags,
  search,
});

/** A search without a window, called on the root at ply 0. */
const fromRoot =
  (search: (ctx: SearchContext, node: GameNode, ply: number) => Search<Value>): RootSearch =>
  (ctx, root) => ({ value: drive(search(ctx, root, 0)) });

/** A windowed search, called on the root with the run's root window (−∞, +∞ unless the tree sets one). */
const inRootWindow =
  (search: (ctx: SearchContext, node: GameNode, alpha: Num, beta: Num, ply: number) => Search<Num>): RootSearch =>
  (ctx, root) => ({
    value: drive(search(ctx, root, ctx.window[0], ctx.window[1], 0)),
  });

/** Star1's or Star2's search from the root in the run's window; `remember`: Star2 keeps the leaves its probes evaluated. */
const star = (chance: Star['chance'], remember: boolean): RootSearch =>
  inRootWindow((ctx, root, alpha, beta, ply) => starSearch(starOf(ctx, chance, remember), root, alpha, beta, ply));

/** Star1's or Star2's search state for a run: `capabilities.ts` lets them run only on a tree with `bounds:`. */
const starOf = (ctx: SearchContext, chance: Star['chance'], remember: boolean): Star => ({
  ctx,
  bounds: ctx.tree.settings.bounds!,
  chance,
  evaluated: remember ? new Map() : null,
});

/** The algorithms, each with its search: adding one is its file under `algorithms/`, an entry here, and its name in model/algorithm-names.ts. */
export const ALGORITHMS: Readonly<Record<AlgorithmName, AlgorithmInfo>> = {
  minimax: info(
    'minimax',
    'minimax',
    'Plain minimax: MAX takes the largest child value, MIN the smallest.',
    { maxView: true, windowed: false },
    fromRoot(expectimax),
  ),
  alphabeta: info(
    'alphabeta',
    'alpha-beta',
    'Minimax with alpha-beta pruning (fail-soft; fail: hard clamps).',
    { maxView: true, windowed: true, failHard: true },
    inRootWindow(alphabeta),
  ),
  negamax: info(
    'negamax',
    'negamax',
    'Plain negamax: every node maximises the negated values of its children.',
    { maxView: false, windowed: false },
    fromRoot(negamax),
  ),
  'negamax-ab': info(
    'negamax-ab',
    'negamax alpha-beta',
    'Negamax with alpha-beta pruning.',
    { maxView: false, windowed: true, failHard: true },
    inRootWindow(negamaxAB),
  ),
  negascout: info(
    'negascout',
    'negascout',
    'Negascout: the first child with the full window, the rest with a null window and a re-search when it fails high.',
    { maxView: false, windowed: true },
    inRootWindow((ctx, root, alpha, beta, ply) => negascout(ctx, root, alpha, beta, ply, false)),
  ),
  aspiration: info(
    'aspiration',
    'aspiration search',
    'Negamax alpha-beta with the window [guess−delta, guess+delta] at the root, re-searched with a full window on failure.',
    { maxView: false, windowed: true, failHard: true },
    (ctx, root) => ({
      value: aspiration(ctx, root, ctx.tree.settings.guess, ctx.tree.settings.delta),
    }),
  ),
  'negamax-tt': info(
    'negamax-tt',
    'negamax with a transposition table',
    'Negamax alpha-beta with a transposition table keyed by node identity (&k / *k).',
    { maxView: false, windowed: true },
    inRootWindow((ctx, root, alpha, beta, ply) => negamaxTT(ctx, new Map(), root, alpha, beta, ply)),
  ),
  mtdf: info(
    'mtdf',
    'MTD(f)',
    'MTD(f): null-window negamax-tt passes from a first guess until the bounds meet.',
    { maxView: false, windowed: true },
    (ctx, root) => mtdf(ctx, root, ctx.tree.settings.guess),
  ),
  iterative: info(
    'iterative',
    'iterative deepening',
    'Alpha-beta to depth 1, 2, … with children reordered best-first from the previous iteration.',
    { maxView: true, windowed: true, failHard: true },
    iterative,
  ),
  expectimax: info(
    'expectimax',
    'expectimax',
    'Expectimax: MAX and MIN nodes as in minimax, chance nodes take the probability-weighted mean.',
    { maxView: true, windowed: false, chance: true },
    fromRoot(expectimax),
  ),
  star1: info(
    'star1',
    'Star1',
    "Ballard's Star1: alpha-beta that also cuts at chance nodes, from the leaves' bounds [L, U] (the bounds setting).",
    { maxView: true, windowed: true, chance: true },
    star(star1Chance, false),
  ),
  star2: info(
    'star2',
    'Star2',
    "Ballard's Star2: Star1 that first probes one child of each chance outcome for a bound that may cut.",
    { maxView: true, windowed: true, chance: true },
    star(star2Chance, true),
  ),
  maxn: info(
    'maxn',
    'max^n',
    'Max^n: each player picks the child best for its own component of the payoff tuple.',
    { maxView: true, windowed: false, chance: true, multiplayer: true },
    fromRoot(maxn),
  ),
};
