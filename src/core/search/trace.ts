import type { Fail, GameTree, Prune } from '../model/model';
import type { Num } from '../model/num';
import type { AlgorithmName } from '../model/algorithm-names';
import type { CutKind, Recorder, Value } from './recorder';

/** What a run leaves: the trace of docs/algorithms.md and the views beside it. */
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
  /** The cut rule the run used (`prune:`): α ≥ β or α > β. */
  readonly prune: Prune;
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

/** The cut kinds by the codes of `Trace.cuts`. */
export const CUT_KINDS: readonly (CutKind | null)[] = [null, 'alphabeta', 'scout'];

/** One iteration of iterative deepening as the search hands it back: its depth, the root's value and its own record. */
export interface IterationRecord {
  readonly depth: number;
  readonly value: Num;
  readonly rec: Recorder;
}

/**
 * What an algorithm's search hands back to the run: the root's value in the algorithm's view,
 * and what it adds to the trace (MTD(f)'s passes, iterative deepening's iterations).
 */
export interface Searched {
  readonly value: Value;
  readonly passes?: readonly Pass[];
  readonly iterations?: readonly IterationRecord[];
}
