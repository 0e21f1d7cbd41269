import type { GameTree } from '../model/model';
import { add, cmp, mul, neg, type Num } from '../model/num';

/*
 * Why sampling at breakpoints solves a tree exactly (the argument the solver rests on).
 *
 * Minimax, alpha-beta, negamax and negamax-ab only ever hold values that are a leaf's payoff, an
 * estimate, a bound of the root window or ±∞, each possibly negated (the mover's view): max, min,
 * negation and fail-hard's clamp to a window made of such values all give back one of their
 * arguments. With one unknown x among the payoffs, every value is therefore `x`, `−x` or a
 * constant c from the set C of the tree's other numbers and their negations, and every test the
 * search makes (`v > score`, `α ≥ β`, a tie) compares two of them. `x` against `x` always comes
 * out the same; `±x` against c changes its outcome only where x = ±c. So between two neighbouring
 * breakpoints — the points of C inside the range and the range's two ends — every test comes out
 * the same for every x, the search takes the same path, cuts the same edges, and returns the same
 * element of {x, −x} ∪ C. One run at one number inside each open gap, and one at each breakpoint,
 * is then the whole answer: exact, with exact numbers, for every x of the range.
 *
 * A value of the gap's run that equals its sample r is x itself there (no constant equals r: the
 * constants inside the range are breakpoints, and r lies strictly between two); −r is −x; any
 * other value is that constant all along the gap.
 */

/** The breakpoints of the tree's unknown: its range's ends and every ±c of the tree's numbers strictly inside it, increasing. */
export function breakpointsOf(tree: GameTree): Num[] {
  const unknown = tree.unknown!;
  const constants: Num[] = [];
  for (let id = 0; id < tree.size; id++) {
    const node = tree.reusedNode(id);
    if (node.payoff !== null) constants.push(node.payoff);
    if (node.estimate !== null) constants.push(node.estimate);
  }
  for (const bound of tree.settings.window) if (Number.isFinite(bound as number) || typeof bound !== 'number') constants.push(bound);
  return withPoints([unknown.low, unknown.high], constants);
}

/** The points, with every ±c of `constants` strictly between the first and the last, increasing and distinct. */
function withPoints(points: readonly Num[], constants: readonly Num[]): Num[] {
  const low = points[0];
  const high = points[points.length - 1];
  const inside = constants.flatMap((c) => [c, neg(c)]).filter((c) => cmp(c, low) > 0 && cmp(c, high) < 0);
  return sortedDistinct([...points, ...inside]);
}

/** The numbers to run the tree at: each breakpoint, and the midpoint of each gap between two (see samples in intervals.ts). */
export function samplesOf(points: readonly Num[]): Num[] {
  const out: Num[] = [];
  points.forEach((p, i) => {
    if (i > 0) out.push(mul(add(points[i - 1], p), { num: 1n, den: 2n }));
    out.push(p);
  });
  return out;
}

/**
 * Numbers to compare something else with a solution at, exactly: the samples of the solution's
 * breakpoints together with `extra` ones (an answer's numbers, where the answer's truth changes),
 * each with the index of the solution's sample whose run holds there — the same breakpoint, or
 * the gap it lies in (the search takes one path all through a gap).
 */
export function finerSamples(points: readonly Num[], extra: readonly Num[]): { readonly x: Num; readonly sample: number }[] {
  return samplesOf(withPoints(points, extra)).map((x) => ({ x, sample: sampleIndex(points, x) }));
}

/** The index of the sample of `points` at x (2i at points[i], 2i + 1 inside the gap after it); x lies in the points' range. */
function sampleIndex(points: readonly Num[], x: Num): number {
  let lo = 0;
  let hi = points.length - 1;
  // points[lo] <= x <= points[hi] all along.
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (cmp(points[mid], x) <= 0) lo = mid;
    else hi = mid;
  }
  if (cmp(points[hi], x) === 0) return 2 * hi;
  return cmp(points[lo], x) === 0 ? 2 * lo : 2 * lo + 1;
}

function sortedDistinct(values: Num[]): Num[] {
  const sorted = values.sort(cmp);
  return sorted.filter((v, i) => i === 0 || cmp(v, sorted[i - 1]) !== 0);
}
