import { ALGORITHMS } from './catalog';
import { MAX, type GameTree } from '../model/model';
import { neg, type Num } from '../model/num';
import type { Recorder } from './recorder';
import type { Iteration, Searched, Totals, Trace } from './trace';

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
  for (const { depth, value, rec: own } of searched.iterations) {
    const view: Trace = { ...summarize(tree, own), ...head, depth, rec: own, value };
    views.push(view);
    iterations.push({ depth, value, best: view.pv[0] ?? null, totals: view.totals });
  }
  for (const iteration of searched.iterations) rec.append(iteration.rec);
  return { ...summarize(tree, rec), ...head, rec, value, iterations, iterationViews: views };
}

/** Cut marks, totals and the principal variation from a recorder; walks only the nodes the run called. */
export function summarize(tree: GameTree, rec: Recorder): { cuts: Uint8Array; totals: Totals; pv: (string | number)[] } {
  const cuts = new Uint8Array(tree.size);
  const cutCount = rec.markCuts(cuts);
  const pv: (string | number)[] = [];
  for (let n = tree.root; rec.bestOf(n.id) >= 0;) {
    const best = rec.bestOf(n.id);
    const child = n.children.find((c) => c.id === best)!;
    pv.push(child.move ?? child.index);
    n = child;
  }
  const totals = { calls: rec.calls, nodes: rec.nodes, leafEvals: rec.leafEvals, cuts: cutCount, researches: rec.researches };
  return { cuts, pv, totals };
}
