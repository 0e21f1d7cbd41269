import { cmp, neg, type Num } from '../model/num';
import type { Interval } from './intervals';

/*
 * A value of the unknown x as a function, in pieces: on each piece it is a constant, x or −x (see
 * breakpoints.ts for why nothing else occurs). Made from the runs at the samples of samplesOf.
 */

export interface Piece {
  readonly where: Interval;
  /** The constant on the piece; null when the value is `sign`·x. */
  readonly constant: Num | null;
  readonly sign: 1 | -1;
}

type Fn = { readonly constant: Num | null; readonly sign: 1 | -1 };

const valueOf = (f: Fn, x: Num): Num => f.constant ?? (f.sign > 0 ? x : neg(x));
const sameFn = (a: Fn, b: Fn): boolean =>
  a.constant === null || b.constant === null ? a.constant === b.constant && a.sign === b.sign : cmp(a.constant, b.constant) === 0;

/** The function sample j's value `v` gives: a constant at a breakpoint; inside a gap, x or −x when v is the sample r or −r, else v. */
function sampleFn(v: Num | undefined, r: Num, j: number): Fn | undefined {
  if (v === undefined) return undefined;
  if (j % 2 === 0) return { constant: v, sign: 1 };
  if (cmp(v, r) === 0) return { constant: null, sign: 1 };
  if (cmp(v, neg(r)) === 0) return { constant: null, sign: -1 };
  return { constant: v, sign: 1 };
}

/**
 * The value at x of the values at the samples, where x lies at sample j (finerSamples: the same
 * breakpoint, or inside the gap); undefined where the node is not searched.
 */
export function valueAt(samples: readonly Num[], values: readonly (Num | undefined)[], sample: number, x: Num): Num | undefined {
  const fn = sampleFn(values[sample], samples[sample], sample);
  return fn && valueOf(fn, x);
}

/**
 * The pieces of the values at the samples (sample 2i at the breakpoint points[i], sample 2i + 1
 * inside the gap after it); an undefined value (the node not searched there) belongs to no piece.
 * A breakpoint whose value the piece on its left also gives there joins that piece, else the
 * piece on its right when that one gives it, else it is a piece of one point.
 */
export function piecewise(points: readonly Num[], samples: readonly Num[], values: readonly (Num | undefined)[]): Piece[] {
  const pieces: { fn: Fn; from: number; to: number }[] = [];
  // First the gaps' functions, then the breakpoints, each joined to a neighbouring gap that agrees.
  const fns = values.map((v, j) => sampleFn(v, samples[j], j));
  for (let j = 0; j < values.length; j++) {
    const fn = fns[j];
    if (fn === undefined) continue;
    const last = pieces[pieces.length - 1];
    const joinsLast = last !== undefined && last.to === j - 1 && (j % 2 === 0 ? cmp(valueOf(last.fn, samples[j]), values[j]!) === 0 : sameFn(last.fn, fn));
    if (joinsLast) {
      last.to = j;
      continue;
    }
    if (j % 2 === 0) {
      // A breakpoint that starts a piece takes the function of the gap after it when that gives its value.
      const next = fns[j + 1];
      if (next !== undefined && cmp(valueOf(next, samples[j]), values[j]!) === 0) {
        pieces.push({ fn: next, from: j, to: j });
        continue;
      }
    }
    pieces.push({ fn, from: j, to: j });
  }
  return pieces.map(({ fn, from, to }) => ({
    where: { low: points[from >> 1], lowClosed: from % 2 === 0, high: points[(to + 1) >> 1], highClosed: to % 2 === 0 },
    constant: fn.constant,
    sign: fn.sign,
  }));
}
