import type { Trace } from './trace';

/**
 * Which view of an iterative-deepening run to show: one iteration (its 0-based index; what a
 * student draws for "depth 2") or the whole run, the trace itself (the contract: every
 * iteration added up).
 */
export type IterationChoice = number | 'run';

/**
 * The trace a view shows, and the choice it stands for (null for an algorithm other than
 * iterative deepening, which has one view, the trace). Without a choice, the last iteration:
 * the search of the deepest depth. A choice out of range is null: the caller says so.
 */
export function iterationView(trace: Trace, choice?: IterationChoice): { readonly trace: Trace; readonly shown: IterationChoice | null } | null {
  const views = trace.iterationViews;
  if (!views) return { trace, shown: null };
  const shown = choice ?? views.length - 1;
  if (shown === 'run') return { trace, shown };
  return Number.isInteger(shown) && shown >= 0 && shown < views.length ? { trace: views[shown], shown } : null;
}
