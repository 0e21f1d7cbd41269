import { CHANCE, MAX, type GameNode, type GameTree, type Order } from '../model/model';
import { add, cmp, max, min, mul, neg, type Num } from '../model/num';
import type { Value } from './recorder';
import { Ties } from './ties';

/**
 * Each node's value as full-depth minimax/expectimax (MAX's view) or max^n (tuples) gives it,
 * computed bottom-up without recording: the sort key of `order:` where a child has no estimate.
 * Max^n's value depends on the order its children are searched in (ties go to the first, or
 * by `ties:`/`prefer:`), so each node's children are taken in `order`'s search order and
 * picked by max^n's own rule: the key is the tuple max^n itself returns for the child.
 */
export function exactValues(tree: GameTree, order: SortOrder): Map<GameNode, Value> {
  const values = new Map<GameNode, Value>();
  const tuple = tree.valueKind === 'tuple';
  const ties = new Ties(tree.settings);
  const keyed = (parent: GameNode, child: GameNode): Num => keyOf(parent, child, values.get(child)!);
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
    if (!tuple) {
      values.set(
        node,
        combine(
          node,
          kids.map((c) => values.get(c) as Num),
        ),
      );
    } else if (node.player === CHANCE) {
      values.set(
        node,
        expectedTuple(
          node,
          kids.map((c) => values.get(c) as readonly Num[]),
        ),
      );
    } else {
      let score: readonly Num[] | null = null;
      let best: GameNode | null = null;
      for (const c of sortedChildren(node, order, keyed)) {
        const t = values.get(c) as readonly Num[];
        if (ties.takesTuple(node.player, t, score, c, best)) [score, best] = [t, c];
      }
      values.set(node, score!);
    }
  }
  return values;
}

function combine(node: GameNode, vs: Num[]): Num {
  if (node.player === CHANCE) return vs.reduce<Num>((s, v, i) => add(s, mul(node.children[i].probability!, v)), 0);
  return node.player === MAX ? vs.reduce(max) : vs.reduce(min);
}

function expectedTuple(node: GameNode, ts: (readonly Num[])[]): readonly Num[] {
  return ts[0].map((_, k) => ts.reduce<Num>((s, t, i) => add(s, mul(node.children[i].probability!, t[k])), 0));
}

/** How good a child looks to the player choosing at `parent`: larger is better. */
export type Desirability = (parent: GameNode, child: GameNode) => Num;

/** A child's key: its estimate, or else its exact `value`, seen by the player choosing at `parent`. */
function keyOf(parent: GameNode, child: GameNode, value: Value): Num {
  const v = child.estimates ?? child.estimate ?? value;
  if (Array.isArray(v)) return (v as readonly Num[])[parent.player];
  return parent.player === MAX ? (v as Num) : neg(v as Num);
}

/** The keys of `order:` for a tree, the exact values computed on first need. */
export function desirabilityFrom(tree: GameTree, order: SortOrder): Desirability {
  let exact: Map<GameNode, Value> | null = null;
  return (parent, child) => {
    const value = child.estimates ?? child.estimate ?? (exact ??= exactValues(tree, order)).get(child)!;
    return keyOf(parent, child, value);
  };
}

type SortOrder = 'best-first' | 'worst-first';

/** A player node's children, stably sorted by desirability, best-first or worst-first; a chance node's as written. */
function sortedChildren(node: GameNode, order: SortOrder, desirability: Desirability): readonly GameNode[] {
  if (node.player === CHANCE || node.children.length < 2) return node.children;
  const sign = order === 'best-first' ? -1 : 1;
  const keyed = node.children.map((c, i) => ({ c, i, k: desirability(node, c) }));
  keyed.sort((a, b) => sign * cmp(a.k, b.k) || a.i - b.i);
  return keyed.map((e) => e.c);
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
  if (!map) byOrder.set(order, (map = sortChildren(tree, order, desirabilityFrom(tree, order))));
  return map;
}

/** A stable sort of every player node's children by desirability, best-first or worst-first. */
export function sortChildren(tree: GameTree, order: SortOrder, desirability: Desirability): Map<GameNode, readonly GameNode[]> {
  const map = new Map<GameNode, readonly GameNode[]>();
  for (const node of tree.allNodes()) {
    const source = node.target ?? node; // a reference searches its anchor's children in the anchor's order
    if (source.player === CHANCE || source.children.length < 2) continue;
    let sorted = map.get(source);
    if (!sorted) map.set(source, (sorted = sortedChildren(source, order, desirability)));
    map.set(node, sorted);
  }
  return map;
}
