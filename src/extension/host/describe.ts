import { formatValue, pvText, solutionBrief, solveUnknown, type Totals, type Trace } from '../../core';
import type { TreeRun } from './runs';

/** Principal variations longer than this are shortened in the lens (first and last moves around `…`); the hover has them whole. */
const LENS_PV_STEPS = 8;

/**
 * "= 3 · PV a1 → 1st · 11 calls · 7 leaves · 2 cuts · 0 re-searches"; for a tree with an unknown
 * leaf its solution over the range (solvedBrief); else the run's problem.
 */
export function describeRun(run: TreeRun): string {
  if (!run.outcome.ok) return solvedBrief(run)?.join(' · ') ?? `$(warning) ${run.outcome.message}`;
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

/** Each run's solution, made once: the lens and the status bar ask again at every edit elsewhere. */
const briefs = new WeakMap<TreeRun, readonly string[] | null>();

/**
 * A tree with an unknown leaf has no single run, and the diagram shows it solved over the
 * unknown's range instead: the same in brief (`= max(3, min(x, 4)) for x in [-10, 10]`, `2 edges
 * cut for some x`). Null for any other failed run, and when it cannot be solved (then its
 * problem is said).
 */
export function solvedBrief(run: TreeRun): readonly string[] | null {
  if (run.outcome.ok || !run.tree.unknown) return null;
  let brief = briefs.get(run);
  if (brief === undefined) {
    const solved = solveUnknown(run.tree, { algorithm: run.algorithm });
    brief = solved.ok ? solutionBrief(solved.solution) : null;
    briefs.set(run, brief);
  }
  return brief;
}
