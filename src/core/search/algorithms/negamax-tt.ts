import type { GameNode } from '../../model';
import { colorOf, type SearchContext } from '../context';
import type { Search } from '../drive';
import { sideOf } from './negamax';

const enum Flag {
  Exact,
  Lower,
  Upper,
}

interface Entry {
  value: number;
  flag: Flag;
  /** Remaining depth the value was searched to (Infinity without a depth limit). */
  depth: number;
}

/** Keyed by node identity: a reference `*k` is the same position as its anchor `&k`. */
export type Table = Map<number, Entry>;

const keyOf = (node: GameNode): number => (node.target ?? node).id;

/**
 * Negamax alpha-beta with a transposition table (EXACT / LOWERBOUND / UPPERBOUND): the third
 * listing of the Serbian Wikipedia article "Негамакс алгоритам".
 */
export function* negamaxTT(ctx: SearchContext, table: Table, node: GameNode, alpha: number, beta: number, ply: number): Search<number> {
  if (node.children.length === 0) return ctx.terminal(node, alpha, beta, false, colorOf(node)); // leaves never hit the table
  const s = ctx.rec.enter(node, alpha, beta);
  const alphaOrig = alpha;
  const remaining = ctx.depth === null ? Infinity : ctx.depth - ply;
  const entry = table.get(keyOf(node));
  if (entry && entry.depth >= remaining) {
    if (entry.flag === Flag.Exact) {
      ctx.rec.lookup(s, 'exact', entry.value);
      return ctx.rec.leave(s, entry.value, null);
    }
    if (entry.flag === Flag.Lower) alpha = Math.max(alpha, entry.value);
    else beta = Math.min(beta, entry.value);
    if (alpha >= beta) {
      ctx.rec.lookup(s, 'cutoff', entry.value);
      return ctx.rec.leave(s, entry.value, null);
    }
    ctx.rec.lookup(s, entry.flag === Flag.Lower ? 'lower' : 'upper', entry.value);
  } else {
    ctx.rec.lookup(s, 'miss', null);
  }
  if (ctx.isTerminal(node, ply)) return ctx.rec.leave(s, colorOf(node) * ctx.evaluate(node), null);

  const children = ctx.children(node, s);
  let score = -Infinity;
  let best: GameNode | null = null;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const side = sideOf(node, child);
    // A leaf child is evaluated in place (leaves never use the table); windows as in negamaxAB.
    const a = side > 0 ? alpha : -beta;
    const b = side > 0 ? beta : -alpha;
    const v = side * (child.children.length === 0 ? ctx.terminal(child, a, b, false, colorOf(child)) : yield negamaxTT(ctx, table, child, a, b, ply + 1));
    if (ctx.takes(v - score || 0, child, best)) best = child;
    score = Math.max(score, v);
    alpha = Math.max(alpha, v);
    if (alpha >= beta) {
      ctx.rec.prune(s, children, i + 1, alpha, beta);
      break;
    }
  }
  const flag = score <= alphaOrig ? Flag.Upper : score >= beta ? Flag.Lower : Flag.Exact;
  table.set(keyOf(node), { value: score, flag, depth: remaining });
  return ctx.rec.leave(s, score, best);
}
