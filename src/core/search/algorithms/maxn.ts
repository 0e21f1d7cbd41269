import type { GameNode } from '../../model/model';
import { add, mul, type Num } from '../../model/num';
import { isChance, type SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * `max_n` of the lecture "Teorija igara – Sekvencijalne igre" (slide "MAXⁿ ALGORITAM";
 * Luckhardt & Irani 1986): the player to move keeps the child tuple best in its own
 * component; chance nodes take the expected tuple.
 */
export function* maxn(ctx: SearchContext, node: GameNode, ply: number): Search<readonly Num[]> {
  if (ctx.isTerminal(node, ply)) return ctx.terminalTuple(node);
  ctx.enter(node, -Infinity, Infinity);
  const children = ctx.expand(node);
  if (isChance(node)) {
    let mean: Num[] | null = null;
    for (let c = 0; c < children.length; c++) {
      const child = children[c];
      const t = ctx.tupleIfTerminal(child, ply + 1) ?? (yield maxn(ctx, child, ply + 1));
      mean ??= t.map((): Num => 0);
      for (let k = 0; k < t.length; k++) mean[k] = add(mean[k], mul(child.probability!, t[k]));
    }
    return ctx.leaveTuple(mean ?? [], null);
  }
  const i = node.player;
  let score: readonly Num[] | null = null;
  let best: GameNode | null = null;
  for (let c = 0; c < children.length; c++) {
    const child = children[c];
    const t = ctx.tupleIfTerminal(child, ply + 1) ?? (yield maxn(ctx, child, ply + 1));
    if (ctx.ties.takesTuple(i, t, score, child, best)) {
      score = t;
      best = child;
    }
  }
  return ctx.leaveTuple(score ?? [], best);
}
