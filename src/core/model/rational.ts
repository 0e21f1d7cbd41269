import type { NumberLiteral } from '../language/literals';

/** An exact rational number; den > 0 and the fraction is reduced. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

export function rational(num: bigint, den: bigint): Rational {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/** `-12`, `0.25` → exact. */
function decimal(text: string): Rational {
  const dot = text.indexOf('.');
  if (dot < 0) return rational(BigInt(text), 1n);
  const digits = text.length - dot - 1;
  return rational(BigInt(text.slice(0, dot) + text.slice(dot + 1)), 10n ** BigInt(digits));
}

/** A literal's text as written (`2.50`, `4/6`, `25%`); the one reader of `raw`, with exactOf. */
export const writtenText = (literal: NumberLiteral): string => literal.raw;

/** The exact value of a literal as written (fractions, decimals and percents alike); null for a zero denominator. */
export function exactOf(literal: NumberLiteral): Rational | null {
  const raw = literal.raw;
  if (literal.form === 'percent') return div(decimal(raw.slice(0, -1)), rational(100n, 1n));
  if (literal.form === 'fraction') {
    const slash = raw.indexOf('/');
    return div(decimal(raw.slice(0, slash)), decimal(raw.slice(slash + 1)));
  }
  return decimal(raw);
}

export const add = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);

export function div(a: Rational, b: Rational): Rational | null {
  return b.num === 0n ? null : rational(a.num * b.den, a.den * b.num);
}

export const compare = (a: Rational, b: Rational): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

export const ZERO: Rational = { num: 0n, den: 1n };
export const ONE: Rational = { num: 1n, den: 1n };

export function formatRational(r: Rational): string {
  return r.den === 1n ? `${r.num}` : `${r.num}/${r.den}`;
}
