import { strict as assert } from 'node:assert';
import { checkText } from '../../src/core';

/*
 * Parser behaviours mutation testing found no test holding (issue 25), each read off the
 * language's rules (docs/language.md): infinities only in windows, a window's two bounds and its
 * '>', numbers a double can hold.
 */

/** Every diagnostic as `code start-end: message`. */
const diagnostics = (source: string): string[] => checkText(source).diagnostics.map((d) => `${d.code} ${d.span.start}-${d.span.end}: ${d.message}`);

describe('pinned: the parser on values and windows', () => {
  it('an infinity after = is refused, written inf or +inf, on its own token', () => {
    // Inside the root (a first line 'A = …' reads as a setting written with '='): "R [ A = " is 8
    // characters, so the token is 8-11 (inf) or 8-12 (+inf).
    const message = 'Infinities are allowed only in windows, never as values: write a number.';
    assert.deepEqual(diagnostics('R [ A = inf [ 1 2 ] 3 ]'), [`inf-payoff 8-11: ${message}`]);
    assert.deepEqual(diagnostics('R [ A = +inf [ 1 2 ] 3 ]'), [`inf-payoff 8-12: ${message}`]);
  });

  it('a window with one bound says it needs two, from its < to the bound', () => {
    // '<' at 2, the bound '3' ends at 4; the '>' after it closes the window, so nothing else is wrong.
    assert.deepEqual(diagnostics('A <3> [ 1 2 ]'), ["expected 2-4: A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found '>'."]);
  });

  it('a window with two bounds and no > says so on the token found instead', () => {
    const found = diagnostics('A <1 2 3> [ 1 2 ]').filter((d) => d.startsWith('expected'));
    assert.deepEqual(found, ["expected 7-8: Expected '>' to close the window, found '3'."]);
  });

  it('a number too large for a double is not usable', () => {
    const big = '9'.repeat(400); // about 10^400: past the largest double, about 1.8·10^308
    assert.deepEqual(diagnostics(`A [ ${big} 2 ]`), [`bad-number 4-404: '${big}' is not a usable number: it is too large.`]);
  });
});
