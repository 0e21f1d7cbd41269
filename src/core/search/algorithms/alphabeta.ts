import type { GameNode } from '../../model';
import { MAX, type SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * `minimax_alpha_beta` of the lecture "Teorija igara – Sekvencijalne igre" (slide
 * "MINIMAX ALPHA-BETA ALGORITAM"; Knuth & Moore 1975), fail-soft; `hard` clamps what an
 * internal node returns to its entry window.
 */
export function* alphabeta(ctx: SearchContext, node: GameNode, alpha: number, beta: number, ply: number, hard: boolean): Search<number> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta, false, 1);
  const s = ctx.rec.enter(node, alpha, beta);
  const alphaEntry = alpha;
  const betaEntry = beta;
  const children = ctx.children(node, s);
  let best: GameNode | null = null;
  let score: number;
  if (node.player === MAX) {
    score = -Infinity;
    for (let i = 0; i < children.length; i++) {
      const c = children[i];
      const v: number = ctx.isTerminal(c, ply + 1) ? ctx.terminal(c, alpha, beta, false, 1) : yield alphabeta(ctx, c, alpha, beta, ply + 1, hard);
      if (ctx.takes(v - score || 0, c, best)) best = c;
      score = Math.max(score, v);
      alpha = Math.max(alpha, score);
      if (alpha >= beta) {
        ctx.rec.prune(s, children, i + 1, alpha, beta); // alpha-cut
        break;
      }
    }
  } else {
    score = Infinity;
    for (let i = 0; i < children.length; i++) {
      const c = children[i];
      const v: number = ctx.isTerminal(c, ply + 1) ? ctx.terminal(c, alpha, beta, false, 1) : yield alphabeta(ctx, c, alpha, beta, ply + 1, hard);
      if (ctx.takes(score - v || 0, c, best)) best = c;
      score = Math.min(score, v);
      beta = Math.min(beta, score);
      if (alpha >= beta) {
        ctx.rec.prune(s, children, i + 1, alpha, beta); // beta-cut
        break;
      }
    }
  }
  return ctx.rec.leave(s, hard ? clamp(score, alphaEntry, betaEntry) : score, best);
}

export const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);
