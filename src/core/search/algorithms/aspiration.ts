import type { GameNode } from '../../model/model';
import { add, ge, le, sub, type Num } from '../../model/num';
import type { SearchContext } from '../context';
import { drive } from '../drive';
import { negamaxAB } from './negamax';

/**
 * Aspiration search (G. M. Baudet 1978; T. A. Marsland, "A review of game-tree pruning",
 * ICCA Journal 9, 1986): negamax alpha-beta at the root with the window
 * (guess − delta, guess + delta), exact as every value is; a result on or outside the window
 * (a fail low or high) is only a bound, so the root is searched once more with (−∞, +∞).
 */
export function aspiration(ctx: SearchContext, root: GameNode, guess: Num, delta: Num): Num {
  const alpha = sub(guess, delta);
  const beta = add(guess, delta);
  const v = drive(negamaxAB(ctx, root, alpha, beta, 0));
  if (!le(v, alpha) && !ge(v, beta)) return v;
  ctx.research(root, 'aspiration');
  return drive(negamaxAB(ctx, root, -Infinity, Infinity, 0));
}
