import type { GameNode } from '../../model/model';
import { cmp, ge, le, max, min, signed, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import type { Search } from '../drive';
import { childWindow } from '../window';

const enum Flag {
  Exact,
  Lower,
  Upper,
}

interface Entry {
  value: Num;
  flag: Flag;
  /** Remaining depth the value was searched to (Infinity without a depth limit). */
  depth: number;
}

/** Keyed by node identity: a reference `*k` is the same position as its anchor `&k`. */
export type Table = Map<number, Entry>;

const keyOf = (node: GameNode): number => (node.target ?? node).id;

/**
 * Negamax alpha-beta with a transposition table (EXACT / LOWERBOUND / UPPERBOUND): the third
 * listing of the Serbian Wikipedia article "Негамакс алгоритам". Every call looks its node up
 * first, before the terminal test, as the listing does; only searched nodes are stored, so a
 * leaf's look-up is always a miss.
 */
export function* negamaxTT(ctx: SearchContext, table: Table, node: GameNode, alpha: Num, beta: Num, ply: number): Search<Num> {
  if (node.children.length === 0) return leafCall(ctx, node, alpha, beta);
  ctx.enter(node, alpha, beta);
  const alphaOrig = alpha;
  const remaining = ctx.depth === null ? Infinity : ctx.depth - ply;
  const entry = table.get(keyOf(node));
  if (entry && entry.depth >= remaining) {
    if (entry.flag === Flag.Exact) {
      ctx.lookup('exact', entry.value);
      return ctx.leave(entry.value);
    }
    if (entry.flag === Flag.Lower) alpha = max(alpha, entry.value);
    else beta = min(beta, entry.value);
    if (ctx.closed(alpha, beta)) {
      ctx.lookup('cutoff', entry.value);
      return ctx.leave(entry.value);
    }
    ctx.lookup(entry.flag === Flag.Lower ? 'lower' : 'upper', entry.value);
  } else {
    ctx.lookup('miss', null);
  }
  if (ctx.isTerminal(node, ply)) return ctx.leave(ctx.evaluation(node));

  const children = ctx.expand(node);
  let score: Num = -Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const { side, alpha: a, beta: b } = childWindow(node, child, alpha, beta);
    // A leaf child's call is made in place, without a generator.
    const v = signed(side, child.children.length === 0 ? leafCall(ctx, child, a, b) : yield negamaxTT(ctx, table, child, a, b, ply + 1));
    ctx.offer(cmp(v, score), child);
    score = max(score, v);
    alpha = max(alpha, v);
    if (ctx.cutsOff(children, i + 1, alpha, beta)) break;
  }
  const flag = le(score, alphaOrig) ? Flag.Upper : ge(score, beta) ? Flag.Lower : Flag.Exact;
  table.set(keyOf(node), { value: score, flag, depth: remaining });
  return ctx.leave(score);
}

/** The whole call on a leaf: the look-up (a miss: leaves are never stored), then the terminal test's evaluation. */
function leafCall(ctx: SearchContext, node: GameNode, alpha: Num, beta: Num): Num {
  ctx.enter(node, alpha, beta);
  ctx.lookup('miss', null);
  return ctx.leave(ctx.evaluation(node));
}
