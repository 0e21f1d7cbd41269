import type { GameNode } from '../../model/model';
import { add, cmp, fromRational, max, min, mul, sub, type Num } from '../../model/num';
import { rational } from '../../model/rational';

/**
 * What a Star1/Star2 chance node knows of its outcomes while it searches them (Ballard 1983;
 * Hauk, Buro & Schaeffer 2004): each outcome's value lies in [lo, hi], which is [L, U] (the
 * `bounds:` setting) until the outcome is searched (then lo = hi = its value) or Star2's probe
 * raises lo (a MAX outcome) or lowers hi (a MIN outcome). The node's value then lies in
 * [Σ pᵢ·loᵢ, Σ pᵢ·hiᵢ]. Sums are made afresh each time: a chance node has a handful of outcomes,
 * and exact fractions make a running sum no faster.
 */
export class Outcomes {
  private readonly p: readonly Num[];
  private readonly lo: Num[];
  private readonly hi: Num[];

  constructor(
    children: readonly GameNode[],
    private readonly bounds: readonly [Num, Num],
  ) {
    this.p = children.map((c) => c.probability ?? 0);
    this.lo = children.map(() => bounds[0]);
    this.hi = children.map(() => bounds[1]);
  }

  /** The least the node's value can be: Σ pᵢ·loᵢ. */
  lower(): Num {
    return this.sum(this.lo);
  }

  /** The most the node's value can be: Σ pᵢ·hiᵢ. */
  upper(): Num {
    return this.sum(this.hi);
  }

  /** Outcome i was searched and is worth v (the cut tests read it as a bound when it fell outside its window). */
  found(i: number, v: Num): void {
    this.lo[i] = v;
    this.hi[i] = v;
  }

  /** Star2's probe of a MAX outcome: its value is at least v. */
  atLeast(i: number, v: Num): void {
    this.lo[i] = max(this.lo[i], v);
  }

  /** Star2's probe of a MIN outcome: its value is at most v. */
  atMost(i: number, v: Num): void {
    this.hi[i] = min(this.hi[i], v);
  }

  /**
   * Outcome i's window (A, B), clamped to [L, U]: the node fails low if outcome i is worth A or
   * less, high if B or more, with every other outcome at its present bounds —
   * A = (α − (upper − pᵢ·hiᵢ)) / pᵢ and B = (β − (lower − pᵢ·loᵢ)) / pᵢ, Ballard's and Hauk et
   * al.'s child window. An outcome of probability 0 changes nothing: its window is [L, U].
   */
  windowOf(i: number, alpha: Num, beta: Num): readonly [Num, Num] {
    const [L, U] = this.bounds;
    const p = this.p[i];
    if (cmp(p, 0) <= 0) return [L, U];
    const others = (values: readonly Num[]): Num => sub(this.sum(values), mul(p, values[i]));
    const a = divide(sub(alpha, others(this.hi)), p);
    const b = divide(sub(beta, others(this.lo)), p);
    return [max(a, L), min(b, U)];
  }

  private sum(values: readonly Num[]): Num {
    let s: Num = 0;
    for (let i = 0; i < values.length; i++) s = add(s, mul(this.p[i], values[i]));
    return s;
  }
}

/** v / p for a probability 0 < p ≤ 1; ±∞ stays itself. */
function divide(v: Num, p: Num): Num {
  if (typeof v === 'number' && !Number.isFinite(v)) return v;
  const reciprocal = typeof p === 'number' ? rational(1n, BigInt(p)) : rational(p.den, p.num);
  return mul(v, fromRational(reciprocal));
}
