import { MAX, type GameNode } from '../../model/model';
import { add, cmp, max, min, mul, type Num } from '../../model/num';
import { isChance, type SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * `expectimax` of the lecture "Teorija igara – Sekvencijalne igre" (slide "EXPECTIMAX
 * ALGORITAM"; Michie 1966, Russell & Norvig's expectiminimax), which is also the
 * slides' plain `minimax` on a tree without chance nodes:
 * MAX takes the largest child value, MIN the smallest, chance the probability-weighted
 * mean.
 * (Indexed loops, here and in every search: a for-of keeps an iterator alive across the
 * `yield`s and allocates a result object per child.)
 */
export function* expectimax(ctx: SearchContext, node: GameNode, ply: number): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, -Infinity, Infinity);
  ctx.enter(node, -Infinity, Infinity);
  const children = ctx.expand(node);
  if (isChance(node)) {
    let score: Num = 0;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const v = ctx.valueIfTerminal(child, ply + 1, -Infinity, Infinity) ?? (yield expectimax(ctx, child, ply + 1));
      score = add(score, mul(child.probability!, v));
    }
    return ctx.leave(score);
  }
  const maxMoves = node.player === MAX;
  let score: Num = maxMoves ? -Infinity : Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const v = ctx.valueIfTerminal(child, ply + 1, -Infinity, Infinity) ?? (yield expectimax(ctx, child, ply + 1));
    ctx.offer(maxMoves ? cmp(v, score) : cmp(score, v), child);
    score = maxMoves ? max(score, v) : min(score, v);
  }
  return ctx.leave(score);
}
