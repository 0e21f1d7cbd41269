import { MAX, type GameNode, type GameTree } from '../model/model';
import { cmp, formatNum, max, min, type Num, type NumberStyle } from '../model/num';

/*
 * The root's value as a max/min expression of the leaves (MIT 6.034's "write the root's value as
 * an expression"): the minimax value of the tree, the unknown standing for its leaves. It is the
 * game's value whatever the search; alpha-beta with the full window returns the same at the root.
 */

/** A max/min expression of numbers and the unknown. */
export type Expr =
  { readonly kind: 'num'; readonly value: Num } | { readonly kind: 'unknown' } | { readonly kind: 'max' | 'min'; readonly args: readonly Expr[] };

/**
 * The tree's minimax expression (or that of the subtree at `from`, reached at its written
 * depth): a leaf is its payoff or the unknown, a node where the depth limit stops its estimate.
 */
export function treeExpression(tree: GameTree, from: GameNode = tree.root): Expr {
  const depth = tree.settings.depth;
  const unknownIds = new Set((tree.unknown?.leaves ?? []).map((n) => n.id));
  // Iterative post-order: a deep chain must not overflow the stack.
  const done = new Map<string, Expr>();
  const stack: [GameNode, number, boolean][] = [[from, from.depth, false]];
  const key = (node: GameNode, ply: number): string => `${node.id}:${ply}`;
  while (stack.length > 0) {
    const [node, ply, expanded] = stack.pop()!;
    if (node.children.length === 0) {
      done.set(key(node, ply), unknownIds.has(node.id) ? { kind: 'unknown' } : { kind: 'num', value: node.payoff ?? NaN });
    } else if (depth !== null && ply >= depth) {
      done.set(key(node, ply), { kind: 'num', value: node.estimate ?? NaN });
    } else if (!expanded) {
      stack.push([node, ply, true]);
      for (const child of node.children) stack.push([child, ply + 1, false]);
    } else {
      done.set(key(node, ply), { kind: node.player === MAX ? 'max' : 'min', args: node.children.map((c) => done.get(key(c, ply + 1))!) });
    }
  }
  return done.get(key(from, from.depth))!;
}

/** The expression's value at `x`. */
export function evaluate(e: Expr, x: Num): Num {
  if (e.kind === 'num') return e.value;
  if (e.kind === 'unknown') return x;
  const values = e.args.map((a) => evaluate(a, x));
  return values.reduce(e.kind === 'max' ? max : min);
}

/** The numbers an expression writes: breakpoints for comparing it with another (breakpoints.ts). */
export function constantsOf(e: Expr): Num[] {
  if (e.kind === 'num') return [e.value];
  if (e.kind === 'unknown') return [];
  return e.args.flatMap(constantsOf);
}

/**
 * Every max/min expression of one unknown x is a clamp, min(high, max(low, x)) with low ≤ high
 * (a constant c is the clamp with low = high = c, x itself the one with ±∞): max and min of two
 * clamps are the clamps of the max (or min) of their lows and of their highs, since clamps of
 * one x form a distributive lattice. So the simplest form is read off the clamp.
 */
export interface Clamp {
  readonly low: Num;
  readonly high: Num;
}

export function clampOf(e: Expr): Clamp {
  if (e.kind === 'num') return { low: e.value, high: e.value };
  if (e.kind === 'unknown') return { low: -Infinity, high: Infinity };
  const parts = e.args.map(clampOf);
  const pick = e.kind === 'max' ? max : min;
  return { low: parts.map((p) => p.low).reduce(pick), high: parts.map((p) => p.high).reduce(pick) };
}

/** The clamp as the simplest expression over the range [rangeLow, rangeHigh]: a bound the range never reaches is left out. */
export function simplest(c: Clamp, rangeLow: Num, rangeHigh: Num): Expr {
  if (cmp(c.high, rangeLow) <= 0) return { kind: 'num', value: c.high };
  if (cmp(c.low, rangeHigh) >= 0 || cmp(c.low, c.high) === 0) return { kind: 'num', value: c.low };
  let e: Expr = { kind: 'unknown' };
  if (cmp(c.high, rangeHigh) < 0) e = { kind: 'min', args: [e, { kind: 'num', value: c.high }] };
  if (cmp(c.low, rangeLow) > 0) e = { kind: 'max', args: [{ kind: 'num', value: c.low }, e] };
  return e;
}

/** The expression as written in an answer and shown by gtree: `max(3, min(x, 5))`. */
export function expressionText(e: Expr, name: string, style: NumberStyle): string {
  if (e.kind === 'num') return formatNum(e.value, style);
  if (e.kind === 'unknown') return name;
  return `${e.kind}(${e.args.map((a) => expressionText(a, name, style)).join(', ')})`;
}
