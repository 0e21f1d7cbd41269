import { CHANCE, MAX, type GameNode, type GameTree } from '../../model/model';
import { cmp, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import { drive } from '../drive';
import { treeHeight } from '../height';
import type { Recorder } from '../recorder';
import { summarize } from '../summarize';
import type { IterationRecord, Searched } from '../trace';
import { alphabeta } from './alphabeta';

/**
 * Iterative deepening (the lecture "Teorija igara – Sekvencijalne igre", slide "ITERATIVE
 * DEEPENING MINIMAX ALGORITAM" and "Zadatak 2 – XO (Progresivno produbljivanje)"): alpha-beta
 * to depth 1, 2, … D (the depth setting, or the tree's height), each iteration searching
 * children best-first by the previous iteration's values — or, under `reorder: none` (MIT 6.034's
 * "progressive deepening", which reruns alpha-beta at each depth in the written child order), in
 * the first iteration's order every time. Each iteration is recorded on its own and handed back with its summary; the run makes each a view and adds them up into the
 * record of the whole run.
 */
export function iterative(ctx: SearchContext, root: GameNode): Searched {
  const tree = ctx.tree;
  const last = Math.max(1, ctx.depth ?? treeHeight(tree));
  const [alpha, beta] = ctx.window;
  const order = new Map(ctx.order ?? []);
  const iterations: IterationRecord[] = [];
  let value: Num = 0;
  // A recorder sized for the whole tree per iteration cost more than the shallow iterations' searches (docs/performance.md).
  let capacity = 64;
  for (let depth = 1; depth <= last; depth++) {
    const iteration = ctx.withDepth(depth, order, capacity);
    value = drive(alphabeta(iteration, root, alpha, beta, 0));
    iterations.push({ depth, value, rec: iteration.rec, summary: summarize(tree, iteration.rec) });
    if (tree.settings.reorder === 'best-first') reorderByValues(tree, iteration.rec, order);
    capacity = 4 * iteration.rec.nodes; // the next iteration goes one level deeper
  }
  return { value, iterations };
}

/** Sorts, in place, the children of every searched node best-first by the values just found; unsearched children keep their place after them. */
function reorderByValues(tree: GameTree, rec: Recorder, order: Map<GameNode, readonly GameNode[]>): void {
  for (const id of rec.touched) {
    if (!rec.expandedOf(id)) continue;
    const node = tree.node(id);
    if (node.player === CHANCE || node.children.length < 2) continue;
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
