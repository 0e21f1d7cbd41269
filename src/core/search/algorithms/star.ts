import { MAX, type GameNode } from '../../model/model';
import { cmp, max, min, type Num } from '../../model/num';
import { isChance, type SearchContext } from '../context';
import type { Search } from '../drive';

/**
 * The part Star1 and Star2 share (Ballard 1983, "The *-minimax search procedure for trees
 * containing chance nodes"; Hauk, Buro & Schaeffer 2004, "Rediscovering *-Minimax Search"):
 * MAX and MIN nodes are alpha-beta's, fail-soft, in MAX's view; a chance node is searched by
 * the variant's own loop, `chance`. `evaluated` remembers the leaves Star2 has evaluated, so
 * that the full search after a probe does not evaluate them again (the paper keeps its probes
 * in a transposition table); Star1 searches every node once and needs none.
 */
export interface Star {
  readonly ctx: SearchContext;
  readonly bounds: readonly [Num, Num];
  readonly chance: (star: Star, node: GameNode, call: number, children: readonly GameNode[], alpha: Num, beta: Num, ply: number) => Search<Num>;
  readonly evaluated: Map<number, Num> | null;
}

/** The search of `node` with the window (α, β): Star1's or Star2's as `star` says. */
export function* starSearch(star: Star, node: GameNode, alpha: Num, beta: Num, ply: number): Search<Num> {
  const ctx = star.ctx;
  if (ctx.isTerminal(node, ply)) return terminal(star, node, alpha, beta);
  const call = ctx.enter(node, alpha, beta);
  const children = ctx.expand(node, call);
  if (isChance(node)) return yield star.chance(star, node, call, children, alpha, beta, ply);
  const maxMoves = node.player === MAX;
  let value: Num = maxMoves ? -Infinity : Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const v = valueIfTerminal(star, child, ply + 1, alpha, beta) ?? (yield starSearch(star, child, alpha, beta, ply + 1));
    ctx.offer(call, maxMoves ? cmp(v, value) : cmp(value, v), child);
    if (maxMoves) {
      value = max(value, v);
      alpha = max(alpha, value);
    } else {
      value = min(value, v);
      beta = min(beta, value);
    }
    if (ctx.cutsOff(call, children, i + 1, alpha, beta)) break;
  }
  return ctx.leave(call, value);
}

/** The call on `node` when it is terminal at `ply` (as `SearchContext.valueIfTerminal`), undefined when it must be searched. */
export function valueIfTerminal(star: Star, node: GameNode, ply: number, alpha: Num, beta: Num): Num | undefined {
  return star.ctx.isTerminal(node, ply) ? terminal(star, node, alpha, beta) : undefined;
}

/** A terminal node's call; under Star2 a leaf evaluated before is recorded as called but not evaluated again. */
function terminal(star: Star, node: GameNode, alpha: Num, beta: Num): Num {
  const { ctx, evaluated } = star;
  if (evaluated === null) return ctx.terminal(node, alpha, beta);
  let value = evaluated.get(node.id);
  if (value === undefined) evaluated.set(node.id, (value = ctx.evaluation(node)));
  return ctx.rec.leaf(node, alpha, beta, false, value);
}
