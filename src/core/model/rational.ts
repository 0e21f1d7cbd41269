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

/** Largest power of ten an exponent may ask for: enough for any real number, small enough to stay fast. */
const MAX_EXPONENT = 400;

/**
 * A decimal as data files write it (`-3`, `.80`, `10.0`, `1.5e2`; already checked to be one),
 * exactly; null when its exponent is beyond ±400.
 */
export function decimalValue(text: string): Rational | null {
  const [mantissa, exponentText] = text.split(/[eE]/);
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const negative = mantissa.startsWith('-');
  const digits = negative || mantissa.startsWith('+') ? mantissa.slice(1) : mantissa;
  const dot = digits.indexOf('.');
  const whole = dot < 0 ? digits : digits.slice(0, dot) + digits.slice(dot + 1);
  const places = dot < 0 ? 0 : digits.length - dot - 1;
  let num = BigInt(whole || '0') * (negative ? -1n : 1n);
  let den = 10n ** BigInt(places);
  if (exponent >= 0) num *= 10n ** BigInt(exponent);
  else den *= 10n ** BigInt(-exponent);
  return rational(num, den);
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
