import type { GameNode, GameTree, Unknown } from '../model/model';
import type { Num } from '../model/num';
import { run, runSettings, type RunOptions } from '../search/run';
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

/*
 * One solve per tree version: the lens, the status bar, the hover, the diagram, the practice judge
 * and Next step all ask for the same tree's solution, and each solve is tens of runs of the whole
 * tree. A tree is never changed once made (an edit makes a new one), so the solution is kept
 * beside the tree object — in a WeakMap, gone with the tree — under the options that change it.
 */
const memo = new WeakMap<GameTree, Map<string, SolveOutcome>>();
let fresh = 0;

/**
 * Solves a valid tree that has an unknown (tree.unknown); options as for a run (`events` and
 * `unknownValue` play no part: every run of a solve is without events, at the solve's own
 * numbers). The same tree object with options that come to the same run settings gives the same
 * outcome object, solved once. Never throws for a problem of the input.
 */
export function solveUnknown(tree: GameTree, options: RunOptions = {}): SolveOutcome {
  const key = settingsKey(tree, options);
  let byOptions = memo.get(tree);
  if (!byOptions) memo.set(tree, (byOptions = new Map()));
  let outcome = byOptions.get(key);
  if (!outcome) byOptions.set(key, (outcome = solveAfresh(tree, options)));
  return outcome;
}

/** How many solves were made rather than found kept since the module loaded: for tests that one is made per tree version. */
export const freshSolves = (): number => fresh;

/** The run settings that options give on this tree, as a key: options written differently that run alike share a solve. */
function settingsKey(tree: GameTree, options: RunOptions): string {
  const s = runSettings(tree, options);
  return [s.algorithm, s.depth, s.fail, s.prune, s.mtdfPasses].join(' ');
}

function solveAfresh(tree: GameTree, options: RunOptions): SolveOutcome {
  fresh++;
  const unknown = tree.unknown;
  if (!unknown) return { ok: false, message: 'This tree has no unknown leaf to solve for.', node: null };
  const points = breakpointsOf(tree);
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
