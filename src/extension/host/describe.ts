import { formatValue, pvText, type Totals, type Trace } from '../../core';
import type { TreeRun } from './runs';

/** Principal variations longer than this are shortened in the lens (first and last moves around `…`); the hover has them whole. */
const LENS_PV_STEPS = 8;

/** "= 3 · PV a1 → 1st · 11 calls · 7 leaves · 2 cuts · 0 re-searches", or the run's problem. */
export function describeRun(run: TreeRun): string {
  if (!run.outcome.ok) return `$(warning) ${run.outcome.message}`;
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
