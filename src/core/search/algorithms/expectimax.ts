import type { GameNode } from '../../model';
import { isChance, MAX, type SearchContext } from '../context';
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
export function* expectimax(ctx: SearchContext, node: GameNode, ply: number): Search<number> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, -Infinity, Infinity, false, 1);
  const s = ctx.rec.enter(node, -Infinity, Infinity);
  const children = ctx.children(node, s);
  if (isChance(node)) {
    let score = 0;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const v: number = ctx.isTerminal(child, ply + 1) ? ctx.terminal(child, -Infinity, Infinity, false, 1) : yield expectimax(ctx, child, ply + 1);
      score += child.probability! * v;
    }
    return ctx.rec.leave(s, score, null);
  }
  const sign = node.player === MAX ? 1 : -1;
  let score = sign * -Infinity;
  let best: GameNode | null = null;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const v: number = ctx.isTerminal(child, ply + 1) ? ctx.terminal(child, -Infinity, Infinity, false, 1) : yield expectimax(ctx, child, ply + 1);
    if (ctx.takes(sign * (v - score) || 0, child, best)) best = child;
    score = node.player === MAX ? Math.max(score, v) : Math.min(score, v);
  }
  return ctx.rec.leave(s, score, best);
}
