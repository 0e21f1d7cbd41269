import { strict as assert } from 'node:assert';
import { checkText } from '../../src/core';

/*
 * The settings reader's rules (docs/language.md, Settings), for the cases mutation testing found
 * no test holding (issue 33): each bad value is one error, `Bad value for 'key': …`, on the value.
 */

/** The errors of a one-tree file: `start-end: message`. */
const errors = (source: string): string[] =>
  checkText(source)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.span.start}-${d.span.end}: ${d.message}`);

describe('pinned: the settings reader', () => {
  it('depth: a whole number of at least 1, and nothing else', () => {
    // 'depth: ' is 7 characters: the value starts at 7.
    const message = "Bad value for 'depth': expected a whole number of at least 1.";
    assert.deepEqual(errors('depth: 5/2\nA [ 1 2 ]'), [`7-10: ${message}`]);
    assert.deepEqual(errors('depth: deep\nA [ 1 2 ]'), [`7-11: ${message}`]);
    assert.deepEqual(errors('depth: 0\nA [ 1 2 ]'), [`7-8: ${message}`]);
    assert.deepEqual(errors('depth: 1\nA ~0 [ B ~1 [ 1 2 ] 3 ]'), []);
  });

  it("window: two bounds inside '[' and ']', inf written bare too", () => {
    const message = "Bad value for 'window': expected '[a, b]' with numbers or -inf/+inf.";
    // 'window: ' is 8 characters.
    assert.deepEqual(errors('window: 1, 2\nA [ 1 2 ]'), [`8-12: ${message}`]);
    assert.deepEqual(errors('window: [1, 2\nA [ 1 2 ]'), [`8-13: ${message}`]);
    assert.deepEqual(errors('window: 1, 2]\nA [ 1 2 ]'), [`8-13: ${message}`]);
    assert.deepEqual(errors('window: [1]\nA [ 1 2 ]'), [`8-11: ${message}`]);
    assert.deepEqual(errors('window: [x, 2]\nA [ 1 2 ]'), [`8-14: ${message}`]);
    assert.deepEqual(errors('window: [1, x]\nA [ 1 2 ]'), [`8-14: ${message}`]);
    assert.deepEqual(errors('window: [-inf, inf]\nA [ 1 2 ]'), []);
    assert.deepEqual(errors('window: [-2, 5]\nA [ 1 2 ]'), []);
  });

  it('players: two or more names, each a name', () => {
    const message = "Bad value for 'players': expected two or more player names, in turn order.";
    assert.deepEqual(errors('players: P 3\nA [ 1 2 ]'), [`9-12: ${message}`]);
    assert.deepEqual(errors('players: P\nA [ 1 2 ]'), [`9-10: ${message}`]);
  });

  it('prefer: a move named by a number is a move', () => {
    assert.deepEqual(errors('prefer: 3\nA [ 3 -> 1 4 -> 1 ]'), []);
  });
});
