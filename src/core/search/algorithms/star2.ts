import { CHANCE, MAX, type GameNode } from '../../model/model';
import type { Num } from '../../model/num';
import type { Search } from '../drive';
import { starSearch, valueIfTerminal, type Star } from './star';
import { Outcomes } from './star-outcomes';

/**
 * Star2's chance node (Ballard 1983, "regular" *-minimax trees; Hauk, Buro & Schaeffer 2004,
 * "Star2"). First the probing phase: for each outcome in order, only its first child (in search
 * order) is searched. A MAX outcome is worth at least that child, so the probe raises its lower
 * bound; a MIN outcome is worth at most that child, so it lowers its upper bound; a leaf outcome
 * is evaluated outright; a chance outcome is not probed. After each probe the node is tested as
 * Star1 tests it, and a decided node cuts the outcomes not yet probed. Undecided, the full search
 * follows: Star1's loop, with each outcome's probed bound in place of L or U until it is
 * searched, and a probed outcome searched again from its first child (the leaves the probes
 * evaluated are not evaluated again).
 */
export function* star2Chance(star: Star, node: GameNode, call: number, children: readonly GameNode[], alpha: Num, beta: Num, ply: number): Search<Num> {
  const ctx = star.ctx;
  const [L, U] = star.bounds;
  const known = new Outcomes(children, star.bounds);
  const before = ctx.chanceCut(call, children, 0, alpha, beta, known.lower(), known.upper());
  if (before !== null) return ctx.leave(call, before);
  ctx.probePhase(node, 'probe', known.lower(), known.upper());
  // 0: not probed (a chance outcome), 1: probed, 2: a terminal outcome, evaluated for good.
  const probed = new Uint8Array(children.length);
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const [a, b] = known.windowOf(i, alpha, beta);
    const v = valueIfTerminal(star, child, ply + 1, a, b);
    if (v !== undefined) {
      known.found(i, v);
      probed[i] = 2;
    } else if (child.player !== CHANCE) {
      // Only the bound the probe can prove is asked for: MAX's lower one, MIN's upper one.
      const maxMoves = child.player === MAX;
      const [pa, pb] = maxMoves ? [L, b] : [a, U];
      const bound = yield probe(star, child, pa, pb, ply + 1);
      if (maxMoves) known.atLeast(i, bound);
      else known.atMost(i, bound);
      probed[i] = 1;
    } else continue;
    const cut = ctx.chanceCut(call, children, i + 1, alpha, beta, known.lower(), known.upper());
    if (cut !== null) return ctx.leave(call, cut);
  }
  ctx.probePhase(node, 'search', known.lower(), known.upper());
  for (let i = 0; i < children.length; i++) {
    if (probed[i] === 2) continue;
    const child = children[i];
    if (probed[i] === 1) ctx.research(child, 'star2');
    const [a, b] = known.windowOf(i, alpha, beta);
    known.found(i, yield starSearch(star, child, a, b, ply + 1));
    const cut = ctx.chanceCut(call, children, i + 1, alpha, beta, known.lower(), known.upper());
    if (cut !== null) return ctx.leave(call, cut);
  }
  return ctx.leave(call, known.lower());
}

/**
 * The probe of a MAX or MIN node: a call that searches its first child only, with the window
 * it was given, and returns that child's value — a bound on the node's own (lower for MAX,
 * upper for MIN). Its other children are recorded as pruned by the probe.
 */
function* probe(star: Star, node: GameNode, alpha: Num, beta: Num, ply: number): Search<Num> {
  const ctx = star.ctx;
  const call = ctx.enter(node, alpha, beta);
  const children = ctx.expand(node, call);
  const first = children[0];
  const v = valueIfTerminal(star, first, ply + 1, alpha, beta) ?? (yield starSearch(star, first, alpha, beta, ply + 1));
  ctx.offer(call, 1, first);
  ctx.probeCut(call, children, alpha, beta);
  return ctx.leave(call, v);
}
