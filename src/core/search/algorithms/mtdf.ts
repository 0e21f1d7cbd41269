import type { GameNode } from '../../model/model';
import { add, cmp, lt, sub, type Num } from '../../model/num';
import { SearchError, type SearchContext } from '../context';
import { drive } from '../drive';
import type { Pass } from '../trace';
import { negamaxTT, type Table } from './negamax-tt';

/** The default bound on the passes (`ctx.mtdfPasses`): with exact values and a positive null window, each pass moves a bound, but a huge range could take long. */
export const MAX_MTDF_PASSES = 10_000;

/** MTD(f) (Plaat et al. 1996): null-window negamax-tt passes from `guess`, one table for the whole run, until the bounds meet. */
export function mtdf(ctx: SearchContext, root: GameNode, guess: Num): { value: Num; passes: Pass[] } {
  const w = ctx.w;
  const table: Table = new Map();
  const passes: Pass[] = [];
  let g = guess;
  let lower: Num = -Infinity;
  let upper: Num = Infinity;
  while (lt(lower, upper)) {
    if (passes.length >= ctx.mtdfPasses) throw new SearchError(`MTD(f) did not converge in ${ctx.mtdfPasses} passes.`, root);
    const beta: Num = cmp(g, lower) === 0 ? add(g, w) : g;
    if (passes.length > 0) ctx.research(root, 'mtdf');
    g = drive(negamaxTT(ctx, table, root, sub(beta, w), beta, 0));
    passes.push({ alpha: sub(beta, w), beta, value: g });
    if (lt(g, beta)) upper = g;
    else lower = g;
  }
  return { value: g, passes };
}
