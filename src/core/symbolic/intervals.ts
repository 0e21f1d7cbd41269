import { cmp, formatNum, type Num, type NumberStyle } from '../model/num';

/*
 * Sets of values of an unknown: a union of intervals, each end open or closed. They come from a
 * solution by breakpoints (breakpoints.ts), so every end is a breakpoint.
 */

/** An interval of the unknown's values; `low` = `high` with both ends closed is one point. */
export interface Interval {
  readonly low: Num;
  readonly high: Num;
  readonly lowClosed: boolean;
  readonly highClosed: boolean;
}

/** Disjoint intervals in increasing order, none touching another so that they could be one. */
export type IntervalSet = readonly Interval[];

/**
 * The set where `holds` is true, over samples taken as samples.ts lays them out: sample 2i is the
 * breakpoint `points[i]`, sample 2i + 1 the open gap between `points[i]` and `points[i + 1]`.
 */
export function intervalsWhere(points: readonly Num[], holds: readonly boolean[]): IntervalSet {
  const out: Interval[] = [];
  let start = -1;
  for (let j = 0; j <= holds.length; j++) {
    if (j < holds.length && holds[j]) {
      if (start < 0) start = j;
      continue;
    }
    if (start < 0) continue;
    const end = j - 1;
    out.push({
      low: points[start >> 1],
      lowClosed: start % 2 === 0,
      high: points[(end + 1) >> 1],
      highClosed: end % 2 === 0,
    });
    start = -1;
  }
  return out;
}

/** Whether `x` lies in the set. */
export function contains(set: IntervalSet, x: Num): boolean {
  return set.some((i) => {
    const lo = cmp(x, i.low);
    const hi = cmp(x, i.high);
    return (lo > 0 || (lo === 0 && i.lowClosed)) && (hi < 0 || (hi === 0 && i.highClosed));
  });
}

/** Whether two sets are the same set (both are in the normal form of intervalsWhere). */
export function sameSet(a: IntervalSet, b: IntervalSet): boolean {
  return (
    a.length === b.length &&
    a.every((i, k) => cmp(i.low, b[k].low) === 0 && cmp(i.high, b[k].high) === 0 && i.lowClosed === b[k].lowClosed && i.highClosed === b[k].highClosed)
  );
}

/** The whole range [low, high] as a set. */
export const wholeRange = (low: Num, high: Num): IntervalSet => [{ low, high, lowClosed: true, highClosed: true }];

/**
 * The set as a condition on the unknown `name` over its range [low, high], as a student writes it:
 * `x >= 3`, `x < -2 or x > 5`, `-2 <= x < 4`, `x = 3`, `always`, `never`. Ends at the range's own
 * ends are left out, since the range says them.
 */
export function conditionText(set: IntervalSet, name: string, low: Num, high: Num, style: NumberStyle): string {
  if (set.length === 0) return 'never';
  const f = (n: Num): string => formatNum(n, style);
  return set
    .map((i) => {
      if (cmp(i.low, i.high) === 0) return `${name} = ${f(i.low)}`;
      const fromStart = cmp(i.low, low) === 0 && i.lowClosed;
      const toEnd = cmp(i.high, high) === 0 && i.highClosed;
      if (fromStart && toEnd) return 'always';
      const lowText = `${f(i.low)} ${i.lowClosed ? '<=' : '<'} `;
      const highText = ` ${i.highClosed ? '<=' : '<'} ${f(i.high)}`;
      if (fromStart) return `${name}${highText}`;
      if (toEnd) return `${name} ${i.lowClosed ? '>=' : '>'} ${f(i.low)}`;
      return `${lowText}${name}${highText}`;
    })
    .join(' or ');
}

/** The set in interval notation: `[3, 10]`, `(-10, -2) ∪ {4}`; `∅` when empty. */
export function intervalText(set: IntervalSet, style: NumberStyle): string {
  if (set.length === 0) return '∅';
  const f = (n: Num): string => formatNum(n, style);
  return set
    .map((i) => (cmp(i.low, i.high) === 0 ? `{${f(i.low)}}` : `${i.lowClosed ? '[' : '('}${f(i.low)}, ${f(i.high)}${i.highClosed ? ']' : ')'}`))
    .join(' ∪ ');
}
