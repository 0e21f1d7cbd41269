import { ALGORITHMS, type AlgorithmName } from './catalog';
import { MAX, type Fail, type GameNode, type GameTree } from '../model';
import { neg, type Num } from '../num';
import { unsupportedReason } from './capabilities';
import { alphabeta } from './algorithms/alphabeta';
import { aspiration } from './algorithms/aspiration';
import { expectimax } from './algorithms/expectimax';
import { iterative } from './algorithms/iterative';
import { maxn } from './algorithms/maxn';
import { mtdf } from './algorithms/mtdf';
import { negamax, negamaxAB } from './algorithms/negamax';
import { negamaxTT } from './algorithms/negamax-tt';
import { negascout } from './algorithms/negascout';
import { SearchContext, SearchError } from './context';
import { drive } from './drive';
import { searchOrder } from './order';
import type { CutKind, Recorder, Value } from './recorder';
import { summarize } from './summary';

export interface RunOptions {
  /** Overrides of the tree's settings (the CLI flags). */
  readonly algorithm?: AlgorithmName;
  readonly depth?: number | null;
  readonly fail?: Fail;
  /** Keep the event stream for replay (default true). */
  readonly events?: boolean;
}

export interface Totals {
  readonly calls: number;
  readonly nodes: number;
  readonly leafEvals: number;
  readonly cuts: number;
  readonly researches: number;
}

export interface Iteration {
  readonly depth: number;
  readonly value: Num;
  /** The root's best move (its name, or its child index). */
  readonly best: string | number | null;
  readonly totals: Totals;
}

export interface Pass {
  readonly alpha: Num;
  readonly beta: Num;
  readonly value: Num;
}

export interface Trace {
  readonly tree: GameTree;
  readonly algorithm: AlgorithmName;
  readonly depth: number | null;
  readonly fail: Fail;
  /** Per-node facts of the run (every iteration of iterative deepening, added up). */
  readonly rec: Recorder;
  /** 0 none, 1 alpha-beta cut, 2 negascout (scout) cut; by node id. */
  readonly cuts: Uint8Array;
  /** The root's value in MAX's view; a tuple for maxn. */
  readonly value: Value;
  readonly pv: readonly (string | number)[];
  readonly totals: Totals;
  readonly iterations?: readonly Iteration[];
  /**
   * Iterative deepening: each iteration on its own, as a trace of the same shape (its records,
   * cuts, totals, value and principal variation): what a student draws for "depth 2". A view
   * beside the contract, which is this trace; see iterationView.
   */
  readonly iterationViews?: readonly Trace[];
  readonly passes?: readonly Pass[];
}

export type RunOutcome = { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly message: string; readonly node: GameNode | null };

/** Runs one algorithm on a valid tree. Never throws for a problem of the input: it returns the message. */
export function run(tree: GameTree, options: RunOptions = {}): RunOutcome {
  const algorithm = options.algorithm ?? tree.settings.algorithm;
  const depth = options.depth === undefined ? tree.settings.depth : options.depth;
  const fail = options.fail ?? tree.settings.fail;
  const events = options.events ?? true;
  const why = unsupportedReason(tree, algorithm);
  if (why) return { ok: false, message: why, node: null };
  try {
    return { ok: true, trace: search(tree, algorithm, depth, fail, events) };
  } catch (e) {
    if (e instanceof SearchError) return { ok: false, message: e.message, node: e.node };
    throw e;
  }
}

function search(tree: GameTree, algorithm: AlgorithmName, depth: number | null, fail: Fail, events: boolean): Trace {
  const order = searchOrder(tree, tree.settings.order);
  const ctx = new SearchContext(tree, { depth, order, events, prunes: ALGORITHMS[algorithm].windowed });
  const root = tree.root;
  const hard = fail === 'hard';
  const [lo, hi] = tree.settings.window;
  const finish = (rec: Recorder, value: Value, extra: Partial<Trace> = {}): Trace => {
    const maxView = ALGORITHMS[algorithm].maxView || Array.isArray(value) || root.player === MAX ? value : neg(value as Num);
    return { ...summarize(tree, rec), tree, algorithm, depth, fail, rec, value: maxView, ...extra };
  };

  switch (algorithm) {
    case 'minimax':
    case 'expectimax':
      return finish(ctx.rec, drive(expectimax(ctx, root, 0)));
    case 'alphabeta':
      return finish(ctx.rec, drive(alphabeta(ctx, root, lo, hi, 0, hard)));
    case 'negamax':
      return finish(ctx.rec, drive(negamax(ctx, root, 0)));
    case 'negamax-ab':
      return finish(ctx.rec, drive(negamaxAB(ctx, root, lo, hi, 0, hard)));
    case 'negascout':
      return finish(ctx.rec, drive(negascout(ctx, root, lo, hi, 0, false, tree.settings.nullwindow)));
    case 'aspiration':
      return finish(ctx.rec, aspiration(ctx, root, tree.settings.guess, tree.settings.delta, hard));
    case 'negamax-tt':
      return finish(ctx.rec, drive(negamaxTT(ctx, new Map(), root, lo, hi, 0)));
    case 'mtdf': {
      const { value, passes } = mtdf(ctx, root, tree.settings.guess, tree.settings.nullwindow);
      return finish(ctx.rec, value, { passes });
    }
    case 'iterative': {
      const { run, value, iterations, views } = iterative(tree, depth, hard, events);
      return finish(run, value, { iterations, iterationViews: views });
    }
    case 'maxn':
      return finish(ctx.rec, drive(maxn(ctx, root, 0)));
  }
}

export const CUT_KINDS: readonly (CutKind | null)[] = [null, 'alphabeta', 'scout'];
