import { formatValue, type Totals } from '../core';
import type { TreeRun } from './runs';

/** "= 3 · 11 calls · 7 leaves · 2 cuts · 0 re-searches", or the run's problem. */
export function describeRun(run: TreeRun): string {
  if (!run.outcome.ok) return `$(warning) ${run.outcome.message}`;
  return `= ${formatValue(run.outcome.trace.value)} · ${describeTotals(run.outcome.trace.totals)}`;
}

export function describeTotals(t: Totals): string {
  const n = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
  return [n(t.calls, 'call', 'calls'), n(t.leafEvals, 'leaf', 'leaves'), n(t.cuts, 'cut', 'cuts'), n(t.researches, 're-search', 're-searches')].join(' · ');
}
