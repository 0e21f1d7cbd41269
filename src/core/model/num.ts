import { Ch, isDigit } from '../text/chars';
import { numberLiteralAt, numberValueAt } from '../language/literals';
import { exactOf, formatRational, rational, type Rational } from './rational';
import type { NumberLiteral } from '../language/literals';

/*
 * The numbers of a search: exact, as the language promises ("Values are exact"). A `Num` is a
 * plain JavaScript number when it is a safe integer or ±∞ — nearly every tree, which pays for
 * exactness one `typeof` per operation — and a reduced `Rational` (BigInt numerator and
 * denominator) otherwise. Every operation here keeps that invariant, so two equal values are
 * always the same kind and the integer path never sees an object.
 */

export type Num = number | Rational;

/** The one normal form: a safe integer as a number, anything else as a rational. */
export function fromRational(r: Rational): Num {
  if (r.den === 1n) {
    const n = Number(r.num);
    if (Number.isSafeInteger(n)) return n;
  }
  return r;
}

const exact = (a: Num): Rational => (typeof a === 'number' ? rational(BigInt(a), 1n) : a);

/** A literal's exact value (integers on the fast path); NaN for a zero denominator, which validation reports. */
export function numOf(literal: NumberLiteral): Num {
  if (literal.form === 'integer' && Number.isSafeInteger(literal.value)) return literal.value;
  const r = exactOf(literal);
  return r === null ? NaN : fromRational(r);
}

const MAX_WHOLE_DIGITS = 15;

/** Whether the number token at `at` of `source` is a plain integer short enough to be read as a double exactly. */
export function isWholeAt(source: string, at: number): boolean {
  let i = source.charCodeAt(at) === Ch.Hyphen ? at + 1 : at;
  const first = i;
  while (isDigit(source.charCodeAt(i))) i++;
  const next = source.charCodeAt(i);
  return i > first && i - first <= MAX_WHOLE_DIGITS && next !== Ch.Dot && next !== Ch.Slash && next !== Ch.Percent;
}

/** The exact value of the number token at `at` of `source` (a plain integer without making its literal). */
export const numAt = (source: string, at: number): Num => (isWholeAt(source, at) ? numberValueAt(source, at) : numOf(numberLiteralAt(source, at)));

/** The nearest JavaScript number: for the JSON, layout and anything only drawn. */
export const toNumber = (a: Num): number => (typeof a === 'number' ? a : Number(a.num) / Number(a.den));

export const isWhole = (a: Num): boolean => typeof a === 'number';

/** −1, 0 or 1 as a is below, equal to or above b. */
export const cmp = (a: Num, b: Num): number => (typeof a === 'number' && typeof b === 'number' ? (a > b ? 1 : a < b ? -1 : 0) : cmpSlow(a, b));

/** The exact comparison (rationals, infinities), without `cmp`'s fast path on two numbers, which must agree with it. */
export function cmpSlow(a: Num, b: Num): number {
  // An infinity equals itself (−∞ against −∞ is 0, not −1) and is beyond every other value.
  if (a === b) return 0;
  if (typeof a === 'number' && !Number.isFinite(a)) return a > 0 ? 1 : -1;
  if (typeof b === 'number' && !Number.isFinite(b)) return b > 0 ? -1 : 1;
  const x = exact(a);
  const y = exact(b);
  const d = x.num * y.den - y.num * x.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const max = (a: Num, b: Num): Num => (cmp(a, b) >= 0 ? a : b);
export const min = (a: Num, b: Num): Num => (cmp(a, b) <= 0 ? a : b);
export const lt = (a: Num, b: Num): boolean => cmp(a, b) < 0;
export const le = (a: Num, b: Num): boolean => cmp(a, b) <= 0;
export const ge = (a: Num, b: Num): boolean => cmp(a, b) >= 0;

export const neg = (a: Num): Num => (typeof a === 'number' ? (a === 0 ? 0 : -a) : { num: -a.num, den: a.den });

/** `a` when sign is +1, `−a` when it is −1 (negamax's colours and sides). */
export const signed = (sign: number, a: Num): Num => (sign > 0 ? a : neg(a));

export function add(a: Num, b: Num): Num {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a + b;
    if (Number.isSafeInteger(s) || !Number.isFinite(a) || !Number.isFinite(b)) return s;
  }
  if (typeof a === 'number' && !Number.isFinite(a)) return a;
  if (typeof b === 'number' && !Number.isFinite(b)) return b;
  const x = exact(a);
  const y = exact(b);
  return fromRational(rational(x.num * y.den + y.num * x.den, x.den * y.den));
}

export const sub = (a: Num, b: Num): Num => add(a, neg(b));

/** A product of finite values (a probability times a value). */
export function mul(a: Num, b: Num): Num {
  if (typeof a === 'number' && typeof b === 'number') {
    const p = a * b;
    if (Number.isSafeInteger(p)) return p === 0 ? 0 : p;
  }
  const x = exact(a);
  const y = exact(b);
  return fromRational(rational(x.num * y.num, x.den * y.den));
}

/**
 * How a tree writes its non-whole numbers: as fractions (`7/3`) when any number in it is
 * written as a fraction, otherwise as decimals (`2.5`).
 */
export type NumberStyle = 'fraction' | 'decimal';

/**
 * A value as people write it on the board: ±inf, whole numbers as they are, others exactly —
 * `7/3`, or in the decimal style `2.5` (a fraction still, `7/3`, when no decimal is exact).
 */
export function formatNum(a: Num, style: NumberStyle = 'decimal'): string {
  if (typeof a === 'number') return a === Infinity ? '+inf' : a === -Infinity ? '-inf' : String(a);
  if (style === 'decimal') {
    const d = decimalText(a);
    if (d !== null) return d;
  }
  return formatRational(a);
}

/**
 * `a` as a finite decimal with every digit (a whole number beyond 2^53 as an integer, no point),
 * or null when its denominator has a prime factor other than 2 and 5.
 */
export function decimalText(a: Rational): string | null {
  if (a.den === 1n) return `${a.num}`;
  let den = a.den;
  let twos = 0;
  let fives = 0;
  while (den % 2n === 0n) {
    den /= 2n;
    twos++;
  }
  while (den % 5n === 0n) {
    den /= 5n;
    fives++;
  }
  if (den !== 1n) return null;
  const digits = Math.max(twos, fives);
  const scaled = (a.num * 10n ** BigInt(digits)) / a.den;
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`;
}
