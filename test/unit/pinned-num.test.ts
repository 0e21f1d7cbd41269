import { strict as assert } from 'node:assert';
import { add, checkText, cmp, decimalText, formatNum, ge, isWholeAt, le, lt, mul, neg, numAt, numOf, rational, type Num } from '../../src/core';
import { cmpSlow } from '../../src/core/model/num';
import { numberLiteralAt } from '../../src/core/language/literals';

/*
 * num.ts's contract, value by value (issue 25): exact arithmetic with one normal form — a safe
 * integer or ±∞ as a number (never −0), anything else a reduced rational — and the board's way
 * of writing values. Each expected value is worked out by hand.
 */

const TWO_53 = 2n ** 53n; // 9 007 199 254 740 992, the first integer a double cannot tell from its neighbour
const half = rational(1n, 2n);

describe('pinned: num.ts, exact sums past 2^53 and with infinities', () => {
  it('a sum of two safe integers that is not safe becomes an exact rational', () => {
    // (2^53 − 1) + 2 = 2^53 + 1: as doubles it would round to 2^53.
    assert.deepEqual(add(Number.MAX_SAFE_INTEGER, 2), { num: TWO_53 + 1n, den: 1n });
    assert.deepEqual(add(Number.MAX_SAFE_INTEGER, 1), { num: TWO_53, den: 1n });
    assert.equal(add(Number.MAX_SAFE_INTEGER - 1, 1), Number.MAX_SAFE_INTEGER); // still safe: a number
  });

  it('an infinity absorbs any finite value, a fraction included', () => {
    assert.equal(add(Infinity, 5), Infinity);
    assert.equal(add(5, -Infinity), -Infinity);
    assert.equal(add(Infinity, half), Infinity); // +∞ + 1/2
    assert.equal(add(half, -Infinity), -Infinity); // 1/2 − ∞
    assert.equal(add(-Infinity, rational(-7n, 3n)), -Infinity);
  });
});

describe('pinned: num.ts, products', () => {
  it('multiplies (not divides) small integers, and goes exact past 2^53', () => {
    assert.equal(mul(6, 3), 18);
    assert.equal(mul(-4, 5), -20);
    assert.deepEqual(mul(2 ** 40, 2 ** 40), { num: 2n ** 80n, den: 1n });
    assert.deepEqual(mul(half, 3), { num: 3n, den: 2n });
  });

  it('never makes −0: a zero product and the negation of zero are +0', () => {
    assert.ok(Object.is(mul(-3, 0), 0));
    assert.ok(Object.is(mul(0, -3), 0));
    assert.ok(Object.is(neg(0), 0));
    assert.equal(neg(5), -5);
  });
});

describe('pinned: num.ts, comparisons on equal values', () => {
  it('le and ge hold on equal values, lt does not', () => {
    assert.equal(le(3, 3), true);
    assert.equal(le(rational(2n, 4n), half), true); // 2/4 reduces to 1/2
    assert.equal(le(4, 3), false);
    assert.equal(ge(3, 3), true);
    assert.equal(lt(3, 3), false);
    assert.equal(le(half, 1), true);
  });
});

describe('pinned: num.ts, writing values', () => {
  it('infinities as the board writes them', () => {
    assert.equal(formatNum(-Infinity), '-inf');
    assert.equal(formatNum(Infinity), '+inf');
  });

  it('decimals by default, fractions when asked, and a fraction when no decimal is exact', () => {
    assert.equal(formatNum(rational(5n, 2n)), '2.5'); // the default style is decimal
    assert.equal(formatNum(rational(5n, 2n), 'fraction'), '5/2');
    assert.equal(formatNum(rational(1n, 3n)), '1/3'); // 3 is neither 2 nor 5: no finite decimal
    assert.equal(formatNum(rational(-7n, 3n), 'decimal'), '-7/3');
  });

  it('a decimal has as many places as the larger power of 2 or 5 in the denominator', () => {
    assert.equal(decimalText(rational(1n, 25n)), '0.04'); // 25 = 5²: two places
    assert.equal(decimalText(rational(3n, 125n)), '0.024'); // 5³: three places
    assert.equal(decimalText(rational(-1n, 8n)), '-0.125'); // 2³: three places
    assert.equal(decimalText(rational(7n, 20n)), '0.35'); // 2²·5: two places
    assert.equal(decimalText(rational(1n, 6n)), null); // 6 = 2·3
  });
});

describe('pinned: num.ts, reading number literals', () => {
  const literal = (text: string) => numberLiteralAt(text, 0);

  it('a decimal whose double rounds to a whole number keeps its exact value', () => {
    // 2.0000000000000001 is 2 as a double, but 20000000000000001/10^16 exactly.
    assert.deepEqual(numOf(literal('2.0000000000000001')), { num: 20000000000000001n, den: 10n ** 16n });
    assert.equal(numOf(literal('4')), 4);
    assert.equal(numOf(literal('2.0')), 2);
    assert.deepEqual(numOf(literal('2.5')), { num: 5n, den: 2n });
  });

  it('a zero denominator reads as NaN (validation reports it)', () => {
    assert.ok(Number.isNaN(numOf(literal('1/0'))));
  });

  it('isWholeAt: a plain integer of at most 15 digits, with an optional minus, wherever its token starts', () => {
    assert.equal(isWholeAt('12', 0), true);
    assert.equal(isWholeAt('-12', 0), true);
    assert.equal(isWholeAt('A [ -12 ]', 4), true);
    assert.equal(isWholeAt('123456789012345', 0), true); // 15 digits
    assert.equal(isWholeAt('1234567890123456', 0), false); // 16: past what a double holds exactly, in general
    assert.equal(isWholeAt('A = 123456789012', 4), true); // 12 digits at offset 4
    assert.equal(isWholeAt('2.5', 0), false);
    assert.equal(isWholeAt('1/3', 0), false);
    assert.equal(isWholeAt('50%', 0), false);
  });

  it('numAt: the exact value of the token, fast path or not', () => {
    assert.equal(numAt('A [ -12 ]', 4), -12);
    assert.deepEqual(numAt('x 7/3', 2), { num: 7n, den: 3n });
    assert.deepEqual(numAt('1234567890123456789', 0), { num: 1234567890123456789n, den: 1n });
  });
});

describe('pinned: num.ts, the exact comparison on infinities (issue 33)', () => {
  // cmpSlow is the path for rationals; it must agree with cmp's fast path on every pair of
  // numbers too, so that the fast path only saves work. −∞ against −∞ is 0: it once said −1.
  const values: Num[] = [-Infinity, -3, 0, half, 2, rational(7n, 3n), Infinity];

  it('an infinity equals itself and is beyond every other value', () => {
    assert.equal(cmpSlow(-Infinity, -Infinity), 0);
    assert.equal(cmpSlow(Infinity, Infinity), 0);
    assert.equal(cmpSlow(-Infinity, Infinity), -1);
    assert.equal(cmpSlow(Infinity, -Infinity), 1);
    assert.equal(cmpSlow(-Infinity, half), -1);
    assert.equal(cmpSlow(half, -Infinity), 1);
    assert.equal(cmpSlow(Infinity, half), 1);
    assert.equal(cmpSlow(half, Infinity), -1);
  });

  it('agrees with cmp on every pair, in order: −∞ < −3 < 0 < 1/2 < 2 < 7/3 < +∞', () => {
    values.forEach((a, i) =>
      values.forEach((b, j) => {
        const expected = Math.sign(i - j);
        assert.equal(cmpSlow(a, b), expected, `cmpSlow(${String(a)}, ${String(b)})`);
        assert.equal(cmp(a, b), expected, `cmp(${String(a)}, ${String(b)})`);
      }),
    );
  });

  it('a window of two equal infinities is empty: the setting is an error', () => {
    for (const bound of ['-inf', '+inf']) {
      const source = `window: [${bound}, ${bound}]\nA [ 1 2 ]`;
      const errors = checkText(source).diagnostics.filter((d) => d.severity === 'error');
      assert.deepEqual(
        errors.map((d) => d.message),
        [`Bad value for 'window': the window [${bound}, ${bound}] is empty: the lower bound must be below the upper.`],
      );
    }
  });
});
