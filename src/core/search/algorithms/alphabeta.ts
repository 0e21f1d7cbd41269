import { MAX, type GameNode } from '../../model/model';
import { cmp, max, min, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * `minimax_alpha_beta` of the lecture "Teorija igara – Sekvencijalne igre" (slide
 * "MINIMAX ALPHA-BETA ALGORITAM"; Knuth & Moore 1975), fail-soft; `hard` clamps what an
 * internal node returns to its entry window. The slide's MAX and MIN branches are one loop:
 * MAX keeps the largest value and raises α, MIN the smallest and lowers β.
 */
export function* alphabeta(ctx: SearchContext, node: GameNode, alpha: Num, beta: Num, ply: number, hard: boolean): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta, 'max');
  const s = ctx.rec.enter(node, alpha, beta);
  const children = ctx.expandChildren(node, s);
  const maxMoves = node.player === MAX;
  /** +1 where MAX moves, −1 where MIN does: a child's gain over the best so far is `sign × cmp(v, score)`. */
  const sign = maxMoves ? 1 : -1;
  let score: Num = maxMoves ? -Infinity : Infinity;
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    const v: Num = ctx.valueIfTerminal(c, ply + 1, alpha, beta, 'max') ?? (yield alphabeta(ctx, c, alpha, beta, ply + 1, hard));
    const gain = sign * cmp(v, score);
    ctx.offer(s, gain, c);
    if (gain > 0) score = v; // max(score, v) for MAX, min(score, v) for MIN
    if (maxMoves) alpha = max(alpha, score);
    else beta = min(beta, score);
    if (ctx.cutsOff(s, children, i + 1, alpha, beta)) break;
  }
  return ctx.leave(s, score, hard);
}
