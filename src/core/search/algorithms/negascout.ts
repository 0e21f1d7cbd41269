import type { GameNode } from '../../model';
import { colorOf, type SearchContext } from '../context';
import type { Search } from '../drive';
import { sideOf } from './negamax';

/**
 * Seed 004 `negascout`: the first child with the full window, the others with the null
 * window (−α−w, −α) and a full re-search when α < v < β. `scout` marks calls made by (or
 * below) a null-window call, which decides whether a cut there is a negascout cut.
 */
export function* negascout(ctx: SearchContext, node: GameNode, alpha: number, beta: number, ply: number, scout: boolean, w: number): Search<number> {
  if (ctx.isTerminal(node, ply)) return ctx.terminal(node, alpha, beta, scout, colorOf(node));
  const s = ctx.rec.enter(node, alpha, beta, scout);
  const children = ctx.children(node, s);
  let score = -Infinity;
  let best: GameNode | null = null;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const side = sideOf(node, child);
    let v: number;
    if (i === 0) {
      v = side > 0 ? yield negascout(ctx, child, alpha, beta, ply + 1, scout, w) : -(yield negascout(ctx, child, -beta, -alpha, ply + 1, scout, w));
    } else {
      v = side > 0 ? yield negascout(ctx, child, alpha, alpha + w, ply + 1, true, w) : -(yield negascout(ctx, child, -alpha - w, -alpha, ply + 1, true, w));
      if (alpha < v && v < beta) {
        ctx.rec.research(child, 'negascout');
        v = side > 0 ? yield negascout(ctx, child, alpha, beta, ply + 1, scout, w) : -(yield negascout(ctx, child, -beta, -alpha, ply + 1, scout, w));
      }
    }
    if (ctx.takes(v - score || 0, child, best)) best = child;
    score = Math.max(score, v);
    alpha = Math.max(alpha, score);
    if (alpha >= beta) {
      ctx.rec.prune(s, children, i + 1, alpha, beta);
      break;
    }
  }
  return ctx.rec.leave(s, score, best);
}
