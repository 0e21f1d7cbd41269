import { ALGORITHMS } from './catalog';
import { MAX } from '../model/model';
import { neg, type Num } from '../model/num';
import type { Recorder } from './recorder';
import type { Iteration, Searched, Trace } from './trace';
import { summarize } from './summarize';

/** What a trace says about its run before the search: the tree and the settings it ran with. */
type RunHead = Pick<Trace, 'tree' | 'algorithm' | 'depth' | 'fail' | 'prune'>;

/**
 * The trace of a run from what its search handed back: `rec`, the run's record, and the root's
 * value in MAX's view. Iterative deepening's iterations become views of their own (each its
 * own record and summary) and are added up into `rec`, the record of the whole run.
 */
export function traceOf(head: RunHead, rec: Recorder, searched: Searched): Trace {
  const { tree, algorithm } = head;
  const found = searched.value;
  const value = ALGORITHMS[algorithm].maxView || Array.isArray(found) || tree.root.player === MAX ? found : neg(found as Num);
  if (!searched.iterations) return { ...summarize(tree, rec), ...head, rec, value, ...(searched.passes && { passes: searched.passes }) };
  const views: Trace[] = [];
  const iterations: Iteration[] = [];
  for (const { depth, value, rec: own, summary } of searched.iterations) {
    const view: Trace = { ...summary, ...head, depth, rec: own, value };
    views.push(view);
    iterations.push({ depth, value, best: view.pv[0] ?? null, totals: view.totals });
  }
  for (const iteration of searched.iterations) rec.append(iteration.rec);
  return { ...summarize(tree, rec), ...head, rec, value, iterations, iterationViews: views };
}
