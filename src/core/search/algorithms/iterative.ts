import { treeHeight } from '../capabilities';
import { CHANCE, MAX, type Fail, type GameNode, type GameTree } from '../../model/model';
import { cmp, type Num } from '../../model/num';
import { SearchContext } from '../context';
import { drive } from '../drive';
import { searchOrder } from '../order';
import { Recorder } from '../recorder';
import type { Iteration, Trace } from '../trace';
import { summarize } from '../summary';
import { alphabeta } from './alphabeta';

/**
 * Iterative deepening (the lecture "Teorija igara – Sekvencijalne igre", slide "ITERATIVE
 * DEEPENING MINIMAX ALGORITAM" and "Zadatak 2 – XO (Progresivno produbljivanje)"): alpha-beta to depth 1, 2, … D (the depth setting, or the tree's
 * height), each iteration searching children best-first by the previous iteration's values.
 * Each iteration is recorded on its own (its view: what a student draws for that depth), and
 * the trace is the whole run: the iterations appended into one record, so visits, calls,
 * leaf evaluations and cuts add up, and each node shows its last call.
 */
export function iterative(
  tree: GameTree,
  depth: number | null,
  hard: boolean,
  events: boolean,
): { run: Recorder; value: Num; iterations: Iteration[]; views: Trace[] } {
  const last = Math.max(1, depth ?? treeHeight(tree));
  const [lo, hi] = tree.settings.window;
  const iterations: Iteration[] = [];
  const views: Trace[] = [];
  const order = new Map(searchOrder(tree, tree.settings.order) ?? []);
  const fail: Fail = hard ? 'hard' : 'soft';
  let value: Num = 0;
  // A recorder sized for the whole tree per iteration cost more than the shallow iterations' searches.
  let capacity = 64;
  for (let d = 1; d <= last; d++) {
    const ctx = new SearchContext(tree, { depth: d, order, events, prunes: true, capacity });
    value = drive(alphabeta(ctx, tree.root, lo, hi, 0, hard));
    const summary = summarize(tree, ctx.rec);
    iterations.push({ depth: d, value, best: summary.pv[0] ?? null, totals: summary.totals });
    views.push({ ...summary, tree, algorithm: 'iterative', depth: d, fail, rec: ctx.rec, value });
    reorderByValues(tree, ctx, order);
    capacity = 4 * summary.totals.nodes; // the next iteration goes one level deeper
  }
  const run = new Recorder(
    tree,
    events,
    true,
    views.reduce((n, v) => n + v.totals.nodes, 0),
  );
  for (const view of views) run.append(view.rec);
  return { run, value, iterations, views };
}

/** Sorts, in place, the children of every searched node best-first by the values just found; unsearched children keep their place after them. */
function reorderByValues(tree: GameTree, ctx: SearchContext, order: Map<GameNode, readonly GameNode[]>): void {
  const rec = ctx.rec;
  for (const id of rec.touched) {
    const node = tree.allNodes()[id];
    if (!rec.expandedOf(id) || node.player === CHANCE || node.children.length < 2) continue;
    const current = order.get(node) ?? node.children;
    const sign = node.player === MAX ? -1 : 1;
    const keyed = current.map((c, i) => ({ c, i, seen: rec.visitsOf(c.id) > 0, v: rec.valueOf(c.id) }));
    keyed.sort((a, b) => (a.seen === b.seen ? (a.seen ? sign * cmp(a.v, b.v) || a.i - b.i : a.i - b.i) : a.seen ? -1 : 1));
    order.set(
      node,
      keyed.map((e) => e.c),
    );
  }
}
