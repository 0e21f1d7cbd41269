import { MAX, type GameNode } from '../../model';
import { cmp, ge, lt, max, min, type Num } from '../../num';
import type { SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * `minimax_alpha_beta` of the lecture "Teorija igara – Sekvencijalne igre" (slide
 * "MINIMAX ALPHA-BETA ALGORITAM"; Knuth & Moore 1975), fail-soft; `hard` clamps what an
 * internal node returns to its entry window.
 */
export function* alphabeta(ctx: SearchContext, node: GameNode, alpha: Num, beta: Num, ply: number, hard: boolean): Search<Num> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta, 'max');
  const s = ctx.rec.enter(node, alpha, beta);
  const alphaEntry = alpha;
  const betaEntry = beta;
  const children = ctx.expandChildren(node, s);
  let best: GameNode | null = null;
  let score: Num;
  if (node.player === MAX) {
    score = -Infinity;
    for (let i = 0; i < children.length; i++) {
      const c = children[i];
      const v: Num = ctx.valueIfTerminal(c, ply + 1, alpha, beta, 'max') ?? (yield alphabeta(ctx, c, alpha, beta, ply + 1, hard));
      if (ctx.takes(cmp(v, score), c, best)) best = c;
      score = max(score, v);
      alpha = max(alpha, score);
      if (ge(alpha, beta)) {
        ctx.rec.prune(s, children, i + 1, alpha, beta); // alpha-cut
        break;
      }
    }
  } else {
    score = Infinity;
    for (let i = 0; i < children.length; i++) {
      const c = children[i];
      const v: Num = ctx.valueIfTerminal(c, ply + 1, alpha, beta, 'max') ?? (yield alphabeta(ctx, c, alpha, beta, ply + 1, hard));
      if (ctx.takes(cmp(score, v), c, best)) best = c;
      score = min(score, v);
      beta = min(beta, score);
      if (ge(alpha, beta)) {
        ctx.rec.prune(s, children, i + 1, alpha, beta); // beta-cut
        break;
      }
    }
  }
  return ctx.rec.leave(s, hard ? clamp(score, alphaEntry, betaEntry) : score, best);
}

export const clamp = (v: Num, lo: Num, hi: Num): Num => (lt(v, lo) ? lo : lt(hi, v) ? hi : v);
