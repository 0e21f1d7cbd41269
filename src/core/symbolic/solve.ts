import type { GameNode, GameTree, Unknown } from '../model/model';
import type { Num } from '../model/num';
import { run, type RunOptions } from '../search/run';
import type { Trace } from '../search/trace';
import { breakpointsOf, samplesOf } from './breakpoints';
import { clampOf, simplest, treeExpression, type Expr } from './expression';
import { intervalsWhere, type IntervalSet } from './intervals';
import { piecewise, type Piece } from './pieces';

/*
 * A tree with an unknown leaf solved over the unknown's whole range: which edges are cut for which
 * values, and the root's value as a function of it. The tree's algorithm is run once at each
 * breakpoint and once inside each gap between two (breakpoints.ts says why that is exact).
 */

export interface Solution {
  readonly tree: GameTree;
  readonly unknown: Unknown;
  /** The breakpoints, increasing: the range's ends and the tree's numbers (±) inside it. */
  readonly points: readonly Num[];
  /** The numbers the tree was run at: points[0], a number inside the first gap, points[1], … */
  readonly samples: readonly Num[];
  /** The run at each sample. */
  readonly traces: readonly Trace[];
  /** By node id: the values for which the edge into the node is cut (empty for the root and the never-cut). */
  readonly cuts: readonly IntervalSet[];
  /** The root's value, in MAX's view, in pieces over the range. */
  readonly root: readonly Piece[];
  /** The root's value as the tree's max/min expression of the leaves, and in its simplest form over the range. */
  readonly expression: Expr;
  readonly simplest: Expr;
}

export type SolveOutcome =
  { readonly ok: true; readonly solution: Solution } | { readonly ok: false; readonly message: string; readonly node: GameNode | null };

/**
 * Solves a valid tree that has an unknown (tree.unknown); options as for a run. `extra` numbers
 * become breakpoints too (those of an answer judged against the solution). Never throws for a
 * problem of the input.
 */
export function solveUnknown(tree: GameTree, options: RunOptions = {}, extra: readonly Num[] = []): SolveOutcome {
  const unknown = tree.unknown;
  if (!unknown) return { ok: false, message: 'This tree has no unknown leaf to solve for.', node: null };
  const points = breakpointsOf(tree, extra);
  const samples = samplesOf(points);
  const traces: Trace[] = [];
  for (const x of samples) {
    const outcome = run(tree, { ...options, events: false, unknownValue: x });
    if (!outcome.ok) return outcome;
    traces.push(outcome.trace);
  }
  const cuts: IntervalSet[] = [];
  for (let id = 0; id < tree.size; id++) {
    const cut = traces.map((t) => t.cuts[id] !== 0);
    cuts.push(cut.some(Boolean) ? intervalsWhere(points, cut) : []);
  }
  const expression = treeExpression(tree);
  return {
    ok: true,
    solution: {
      tree,
      unknown,
      points,
      samples,
      traces,
      cuts,
      root: piecewise(
        points,
        samples,
        traces.map((t) => t.value as Num),
      ),
      expression,
      simplest: simplest(clampOf(expression), unknown.low, unknown.high),
    },
  };
}
