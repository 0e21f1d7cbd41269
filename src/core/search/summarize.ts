import type { GameTree } from '../model/model';
import type { Recorder } from './recorder';
import type { Summary } from './trace';

/** Cut marks, totals and the principal variation from a recorder; walks only the nodes the run called. */
export function summarize(tree: GameTree, rec: Recorder): Summary {
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
