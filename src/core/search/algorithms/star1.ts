import type { GameNode } from '../../model/model';
import type { Num } from '../../model/num';
import type { Search } from '../drive';
import { starSearch, valueIfTerminal, type Star } from './star';
import { Outcomes } from './star-outcomes';

/**
 * Star1's chance node (Ballard 1983; Hauk, Buro & Schaeffer 2004, "Star1"): the outcomes in
 * order, each searched with the window (A, B) clamped to [L, U] — the values of that outcome
 * at which the node's value, with the outcomes not yet searched at L or U, reaches α or β. As
 * soon as the node's upper bound is at or below α, or its lower bound at or above β, the
 * remaining outcomes cannot change the result and are cut; the bound is returned (fail-soft).
 * The test is made once before the first outcome too: a window outside [L, U] cuts them all.
 */
export function* star1Chance(star: Star, _node: GameNode, call: number, children: readonly GameNode[], alpha: Num, beta: Num, ply: number): Search<Num> {
  const ctx = star.ctx;
  const known = new Outcomes(children, star.bounds);
  const before = ctx.chanceCut(call, children, 0, alpha, beta, known.lower(), known.upper());
  if (before !== null) return ctx.leave(call, before);
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const [a, b] = known.windowOf(i, alpha, beta);
    known.found(i, valueIfTerminal(star, child, ply + 1, a, b) ?? (yield starSearch(star, child, a, b, ply + 1)));
    const cut = ctx.chanceCut(call, children, i + 1, alpha, beta, known.lower(), known.upper());
    if (cut !== null) return ctx.leave(call, cut);
  }
  return ctx.leave(call, known.lower());
}
