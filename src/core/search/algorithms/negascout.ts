import type { GameNode } from '../../model/model';
import { add, cmp, lt, max, neg, signed, sub, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import type { Search } from '../drive';
import { sideOf } from '../window';

/** Marks the calls of the null-window (scout) search. */
const SCOUT = true;

/**
 * `negascout` of the lecture "Teorija igara – Sekvencijalne igre" (slide "NEGASCOUT
 * ALGORITAM"; Reinefeld 1983): the first child with the full window, the others with
 * the null window (−α−w, −α) and a full re-search when α < v < β. `scout` marks calls
 * made by (or below) a null-window call, which decides whether a cut there is a
 * negascout cut.
 */
export function* negascout(ctx: SearchContext, node: GameNode, alpha: Num, beta: Num, ply: number, scout: boolean): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta, scout);
  ctx.enter(node, alpha, beta, scout);
  const children = ctx.expand(node);
  let score: Num = -Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    // The child's windows in its mover's view: (−β, −α), and the null window (−α−w, −α), when
    // the mover changes. Written out rather than through window.ts's helpers, and the null
    // window from the full one's ends (b = −α) rather than negating α again: negascout is the
    // largest search, and each extra call spent V8's inlining budget for it (the A/B measured
    // 3–5 % with the helpers, 5 % with `neg(α)` written three times).
    const side = sideOf(node, child);
    const a = side > 0 ? alpha : neg(beta);
    const b = side > 0 ? beta : neg(alpha);
    let v: Num;
    if (i === 0) {
      v = signed(side, ctx.valueIfTerminal(child, ply + 1, a, b, scout) ?? (yield negascout(ctx, child, a, b, ply + 1, scout)));
    } else {
      const na = side > 0 ? a : sub(b, ctx.w);
      const nb = side > 0 ? add(a, ctx.w) : b;
      v = signed(side, ctx.valueIfTerminal(child, ply + 1, na, nb, SCOUT) ?? (yield negascout(ctx, child, na, nb, ply + 1, SCOUT)));
      if (lt(alpha, v) && lt(v, beta)) {
        ctx.research(child, 'negascout');
        v = signed(side, ctx.valueIfTerminal(child, ply + 1, a, b, scout) ?? (yield negascout(ctx, child, a, b, ply + 1, scout)));
      }
    }
    ctx.offer(cmp(v, score), child);
    score = max(score, v);
    alpha = max(alpha, score);
    if (ctx.cutsOff(children, i + 1, alpha, beta)) break;
  }
  return ctx.leave(score);
}
