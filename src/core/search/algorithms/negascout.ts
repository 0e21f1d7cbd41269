import type { GameNode } from '../../model';
import { colorOf, type SearchContext } from '../context';
import type { Search } from '../drive';
import { sideOf } from './negamax';

/**
 * `negascout` of the lecture "Teorija igara – Sekvencijalne igre" (slide "NEGASCOUT
 * ALGORITAM"; Reinefeld 1983): the first child with the full window, the others with
 * the null window (−α−w, −α) and a full re-search when α < v < β. `scout` marks calls
 * made by (or below) a null-window call, which decides whether a cut there is a
 * negascout cut.
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
    const terminal = ctx.isTerminal(child, ply + 1);
    const color = colorOf(child);
    // Windows in the child's mover's view: (−β, −α) and (−α−w, −α) when the mover changes.
    const a = side > 0 ? alpha : -beta;
    const b = side > 0 ? beta : -alpha;
    let v: number;
    if (i === 0) {
      v = side * (terminal ? ctx.terminal(child, a, b, scout, color) : yield negascout(ctx, child, a, b, ply + 1, scout, w));
    } else {
      const na = side > 0 ? alpha : -alpha - w;
      const nb = side > 0 ? alpha + w : -alpha;
      v = side * (terminal ? ctx.terminal(child, na, nb, true, color) : yield negascout(ctx, child, na, nb, ply + 1, true, w));
      if (alpha < v && v < beta) {
        ctx.rec.research(child, 'negascout');
        v = side * (terminal ? ctx.terminal(child, a, b, scout, color) : yield negascout(ctx, child, a, b, ply + 1, scout, w));
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
