import { MAX, type GameNode } from '../../model/model';
import { cmp, max, min, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * `minimax_alpha_beta` of the lecture "Teorija igara – Sekvencijalne igre" (slide
 * "MINIMAX ALPHA-BETA ALGORITAM"; Knuth & Moore 1975), line by line, values in MAX's view;
 * fail-soft, and under `fail: hard` the context clamps what a call returns to its entry window.
 * `offer` adds the one line the slide has no need of: the child the value comes from.
 */
export function* alphabeta(ctx: SearchContext, node: GameNode, alpha: Num, beta: Num, ply: number): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta);
  ctx.enter(node, alpha, beta);
  const children = ctx.expand(node);
  if (node.player === MAX) {
    let value: Num = -Infinity;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const v = ctx.valueIfTerminal(child, ply + 1, alpha, beta) ?? (yield alphabeta(ctx, child, alpha, beta, ply + 1));
      ctx.offer(cmp(v, value), child);
      value = max(value, v);
      alpha = max(alpha, value);
      if (ctx.cutsOff(children, i + 1, alpha, beta)) break;
    }
    return ctx.leave(value);
  } else {
    let value: Num = Infinity;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const v = ctx.valueIfTerminal(child, ply + 1, alpha, beta) ?? (yield alphabeta(ctx, child, alpha, beta, ply + 1));
      ctx.offer(cmp(value, v), child);
      value = min(value, v);
      beta = min(beta, value);
      if (ctx.cutsOff(children, i + 1, alpha, beta)) break;
    }
    return ctx.leave(value);
  }
}
