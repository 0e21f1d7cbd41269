import type { GameNode } from '../../model/model';
import { cmp, max, signed, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import type { Search } from '../drive';
import { childWindow, sideOf } from '../window';

/**
 * `negamax` of the lecture "Teorija igara – Sekvencijalne igre" (slide "NEGAMAX
 * ALGORITAM") and of the article "Негамакс алгоритам": values in the view of the player
 * to move. As in every search here, a terminal child is evaluated in place
 * (`ctx.valueIfTerminal`, the same call the child's own first line would make) rather
 * than through a generator.
 */
export function* negamax(ctx: SearchContext, node: GameNode, ply: number): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, -Infinity, Infinity);
  ctx.enter(node, -Infinity, Infinity);
  let score: Num = -Infinity;
  const children = ctx.expand(node);
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const v = signed(sideOf(node, child), ctx.valueIfTerminal(child, ply + 1, -Infinity, Infinity) ?? (yield negamax(ctx, child, ply + 1)));
    ctx.offer(cmp(v, score), child);
    score = max(score, v);
  }
  return ctx.leave(score);
}

/**
 * Negamax with alpha-beta (the article "Негамакс алгоритам", second listing; the
 * lecture's slide "NEGAMAX ALPHA-BETA ALGORITAM"), fail-soft; under `fail: hard` the
 * context clamps to the entry window.
 */
export function* negamaxAB(ctx: SearchContext, node: GameNode, alpha: Num, beta: Num, ply: number): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta);
  ctx.enter(node, alpha, beta);
  const children = ctx.expand(node);
  let score: Num = -Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const { side, alpha: a, beta: b } = childWindow(node, child, alpha, beta);
    const v = signed(side, ctx.valueIfTerminal(child, ply + 1, a, b) ?? (yield negamaxAB(ctx, child, a, b, ply + 1)));
    ctx.offer(cmp(v, score), child);
    score = max(score, v);
    alpha = max(alpha, v);
    if (ctx.cutsOff(children, i + 1, alpha, beta)) break;
  }
  return ctx.leave(score);
}
