import { strict as assert } from 'node:assert';
import { T } from '../../src/core/language/lexer';
import { isNumberAt, literalText, namedAt, numberLiteral, numberLiteralAt, numberValueAt, wordAt, wordEnd } from '../../src/core/language/literals';

/*
 * Numbers and names read back from the text by their offset (literals.ts), for what mutation
 * testing found no test holding (issue 33). Each value is the number the text writes
 * (docs/language.md, Numbers): an integer, a decimal, a fraction or a percentage, without the
 * junk glued to a bad number (reported by the lexer).
 */

/** A literal as `form raw = value @start-end`. */
const shown = (l: { form: string; raw: string; value: number; start: number; end: number }): string => `${l.form} ${l.raw} = ${l.value} @${l.start}-${l.end}`;

describe('pinned: number literals', () => {
  it('reads each form of a number token', () => {
    const cases: [string, T, string][] = [
      ['12', T.Number, 'integer 12 = 12 @0-2'],
      ['-7', T.Number, 'integer -7 = -7 @0-2'],
      ['0.5', T.Number, 'decimal 0.5 = 0.5 @0-3'],
      ['-12.25', T.Number, 'decimal -12.25 = -12.25 @0-6'],
      ['4/8', T.Fraction, 'fraction 4/8 = 0.5 @0-3'],
      ['-1/2', T.Fraction, 'fraction -1/2 = -0.5 @0-4'],
      ['1.5/3', T.Fraction, 'fraction 1.5/3 = 0.5 @0-5'],
      // A decimal denominator, one place and two.
      ['1/2.5', T.Fraction, 'fraction 1/2.5 = 0.4 @0-5'],
      ['9/2.25', T.Fraction, 'fraction 9/2.25 = 4 @0-6'],
      ['1/0', T.Fraction, 'fraction 1/0 = Infinity @0-3'],
      ['25%', T.Percent, 'percent 25% = 0.25 @0-3'],
      ['12.5%', T.Percent, 'percent 12.5% = 0.125 @0-5'],
      ['-50%', T.Percent, 'percent -50% = -0.5 @0-4'],
    ];
    for (const [raw, kind, want] of cases) assert.equal(shown(numberLiteral(raw, kind, 0, raw.length)), want, raw);
  });

  it('leaves out the junk glued to a bad number, keeping the token span', () => {
    const cases: [string, T, string][] = [
      ['1e5', T.Number, 'integer 1 = 1 @0-3'],
      ['-3x', T.Number, 'integer -3 = -3 @0-3'],
      ['3.4.5', T.Number, 'decimal 3.4 = 3.4 @0-5'],
      ['1.', T.Number, 'integer 1 = 1 @0-2'],
      ['1/2x', T.Fraction, 'fraction 1/2 = 0.5 @0-4'],
      ['25%x', T.Percent, 'percent 25% = 0.25 @0-4'],
    ];
    for (const [raw, kind, want] of cases) assert.equal(shown(numberLiteral(raw, kind, 0, raw.length)), want, raw);
  });

  it('reads the number token at an offset, its kind from the text', () => {
    const text = 'A [ 3/4 -2.5 10% 7 1e5 ]';
    assert.equal(shown(numberLiteralAt(text, 4)), 'fraction 3/4 = 0.75 @4-7');
    assert.equal(shown(numberLiteralAt(text, 8)), 'decimal -2.5 = -2.5 @8-12');
    assert.equal(shown(numberLiteralAt(text, 13)), 'percent 10% = 0.1 @13-16');
    assert.equal(shown(numberLiteralAt(text, 17)), 'integer 7 = 7 @17-18');
    assert.equal(shown(numberLiteralAt(text, 19)), 'integer 1 = 1 @19-22');
  });

  it('gives the exact text of a literal without its junk, a minus sign − as -', () => {
    assert.equal(literalText('x 1e5 ', { start: 2, end: 5 }), '1');
    assert.equal(literalText('-1/2x', { start: 0, end: 5 }), '-1/2');
    assert.equal(literalText('= \u22123.5 ]', { start: 2, end: 6 }), '-3.5');
    assert.equal(literalText('12.50%', { start: 0, end: 6 }), '12.50%');
  });

  it("reads a number's value at an offset, a plain integer without its literal", () => {
    const cases: [string, number][] = [
      ['123 ', 123],
      ['-45]', -45],
      // A negative number right after a digit ("1-2" lexes as 1 and -2): its own minus, not the digit before.
      ['1-2', 1],
      ['12', 12],
      ['1.5 ', 1.5],
      ['1. ', 1],
      ['3/4', 0.75],
      ['3/x', 3],
      ['5%', 0.05],
      ['1e5', 1],
      ['1_0', 1],
      ['7é', 7],
      ['123456789012345', 123456789012345],
      ['1234567890123456', 1234567890123456],
      // 20 digits: the double nearest to the number written, not ten roundings of the digits added one by one.
      ['49494949494949494949', 49494949494949495000],
    ];
    for (const [text, value] of cases) assert.equal(numberValueAt(`A ${text}`, 2), value, text);
    assert.equal(numberValueAt('1-2', 1), -2);
    assert.equal(numberValueAt('[9-45]', 2), -45);
  });

  it('tells a number token from a name or a string by its first character', () => {
    const text = '3 -3 a "3" _';
    assert.deepEqual(
      [0, 2, 5, 7, 11].map((at) => isNumberAt(text, at)),
      [true, true, false, false, false],
    );
  });

  it('reads a name or a string at an offset, a string without quotes and escapes', () => {
    const text = 'ab-c1 "a\\"b" "open';
    assert.deepEqual([wordEnd(text, 0), wordAt(text, 0)], [5, 'ab-c1']);
    assert.deepEqual([wordEnd(text, 6), wordAt(text, 6)], [12, 'a"b']);
    assert.deepEqual([wordEnd(text, 13), wordAt(text, 13)], [18, 'open']);
    assert.deepEqual(namedAt(text, 6), { text: 'a"b', start: 6, end: 12 });
    assert.deepEqual(namedAt(text, 0), { text: 'ab-c1', start: 0, end: 5 });
    assert.deepEqual(namedAt(text, 13), { text: 'open', start: 13, end: 18 });
  });
});
