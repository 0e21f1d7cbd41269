import { formatValue, pvText, solutionBrief, solveUnknown, type AlgorithmName, type GameTree, type Totals, type Trace } from '../../core';
import type { TreeRun } from './runs';

/** Principal variations longer than this are shortened in the lens (first and last moves around `…`); the hover has them whole. */
const LENS_PV_STEPS = 8;

/**
 * "= 3 · PV a1 → 1st · 11 calls · 7 leaves · 2 cuts · 0 re-searches"; for a tree with an unknown
 * leaf its solution over the range (`brief`, see SolvedBriefs; undefined while it is being
 * solved); else the run's problem.
 */
export function describeRun(run: TreeRun, brief: Brief | undefined = null): string {
  if (!run.outcome.ok) {
    if (brief === undefined && run.tree.unknown) return `$(sync~spin) solving for every ${run.tree.unknown.name}…`;
    return brief?.join(' · ') ?? `$(warning) ${run.outcome.message}`;
  }
  const trace = run.outcome.trace;
  return [`= ${formatValue(trace.value, trace.tree.numberStyle)}`, ...pvPart(trace, LENS_PV_STEPS), describeTotals(trace.totals)].join(' · ');
}

/** `PV a1 → 1st` in gtree's one notation (none when the root has no best child). */
export function pvPart(trace: Trace, max = Infinity): string[] {
  const pv = pvText(trace, max);
  return pv ? [`PV ${pv}`] : [];
}

export function describeTotals(t: Totals): string {
  const n = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
  return [n(t.calls, 'call', 'calls'), n(t.leafEvals, 'leaf', 'leaves'), n(t.cuts, 'cut', 'cuts'), n(t.researches, 're-search', 're-searches')].join(' · ');
}

/** A tree's solution over its unknown's range in brief, or null (none, or it cannot be solved). */
export type Brief = readonly string[] | null;

/**
 * A tree with an unknown leaf has no single run, and the diagram shows it solved over the
 * unknown's range instead: the same in brief (`= max(3, min(x, 4)) for x in [-10, 10]`, `2 edges
 * cut for some x`). Null for a tree without an unknown, and when it cannot be solved (then its
 * problem is said). Made on the thread that runs searches where there is one (SolvedBriefs).
 */
export function solvedBrief(tree: GameTree, algorithm: AlgorithmName): Brief {
  if (!tree.unknown) return null;
  const solved = solveUnknown(tree, { algorithm });
  return solved.ok ? solutionBrief(solved.solution) : null;
}
