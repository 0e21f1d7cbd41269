import { CHANCE, type GameNode, type GameTree, type Order } from '../model';
import { MAX } from './context';

/**
 * Each node's value as full-depth minimax/expectimax (MAX's view) or max^n (tuples) would
 * give it, computed bottom-up without recording: the sort key of `order:` where a child
 * has no estimate.
 */
export function exactValues(tree: GameTree): Map<GameNode, number | readonly number[]> {
  const values = new Map<GameNode, number | readonly number[]>();
  const tuple = tree.valueKind === 'tuple';
  const stack: [GameNode, boolean][] = [[tree.root, false]];
  while (stack.length) {
    const [node, done] = stack.pop()!;
    if (values.has(node)) continue;
    const kids = node.children;
    if (kids.length === 0) {
      values.set(node, tuple ? node.payoffs! : node.payoff!);
      continue;
    }
    if (!done) {
      stack.push([node, true]);
      for (const c of kids) if (!values.has(c)) stack.push([c, false]);
      continue;
    }
    values.set(
      node,
      tuple
        ? combineTuples(
            node,
            kids.map((c) => values.get(c) as readonly number[]),
          )
        : combine(
            node,
            kids.map((c) => values.get(c) as number),
          ),
    );
  }
  return values;
}

function combine(node: GameNode, vs: number[]): number {
  if (node.player === CHANCE) return vs.reduce((s, v, i) => s + node.children[i].probability! * v, 0);
  return node.player === MAX ? vs.reduce((a, b) => Math.max(a, b)) : vs.reduce((a, b) => Math.min(a, b));
}

function combineTuples(node: GameNode, ts: (readonly number[])[]): readonly number[] {
  if (node.player === CHANCE) return ts[0].map((_, k) => ts.reduce((s, t, i) => s + node.children[i].probability! * t[k], 0));
  return ts.reduce((best, t) => (t[node.player] > best[node.player] ? t : best));
}

/** How good a child looks to the player choosing at `parent`: larger is better. */
export type Desirability = (parent: GameNode, child: GameNode) => number;

export function desirabilityFrom(tree: GameTree): Desirability {
  let exact: Map<GameNode, number | readonly number[]> | null = null;
  return (parent, child) => {
    let v: number | readonly number[] | null = child.estimates ?? child.estimate;
    if (v === null) v = (exact ??= exactValues(tree)).get(child)!;
    if (typeof v !== 'number') return v[parent.player];
    return parent.player === MAX ? v : -v;
  };
}

/** Each node's children in search order; a node absent from it is searched as written. */
export type SearchOrder = ReadonlyMap<GameNode, readonly GameNode[]>;

const cache = new WeakMap<GameTree, Map<Order, SearchOrder>>();

/** The search order of every player node's children for `order:` (null for `written`), computed once per tree. */
export function searchOrder(tree: GameTree, order: Order): SearchOrder | null {
  if (order === 'written') return null;
  let byOrder = cache.get(tree);
  if (!byOrder) cache.set(tree, (byOrder = new Map()));
  let map = byOrder.get(order);
  if (!map) byOrder.set(order, (map = sortChildren(tree, order, desirabilityFrom(tree))));
  return map;
}

/** A stable sort of every player node's children by desirability, best-first or worst-first. */
export function sortChildren(tree: GameTree, order: 'best-first' | 'worst-first', desirability: Desirability): Map<GameNode, readonly GameNode[]> {
  const sign = order === 'best-first' ? -1 : 1;
  const map = new Map<GameNode, readonly GameNode[]>();
  for (const node of tree.nodes) {
    const source = node.target ?? node; // a reference searches its anchor's children in the anchor's order
    if (source.player === CHANCE || source.children.length < 2) continue;
    let sorted = map.get(source);
    if (!sorted) {
      const keyed = source.children.map((c, i) => ({ c, i, k: desirability(source, c) }));
      keyed.sort((a, b) => sign * (a.k - b.k) || a.i - b.i);
      sorted = keyed.map((e) => e.c);
      map.set(source, sorted);
    }
    map.set(node, sorted);
  }
  return map;
}
