import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { gradeCourse, type SheetText } from '../../src/core';

/*
 * A course's sheet with no `variant:` line is matched with its key by its givens; one whose `]`
 * is missing is read again with the `]` put back against each key in turn, as grading against
 * one key reads it, so that it is matched (and graded) by its givens rather than sent to the
 * nearest key, or to none. The keys are test/fixtures/course's five variants.
 */

const KEYS = 'test/fixtures/course/keys';
const keys: SheetText[] = readdirSync(KEYS)
  .filter((f) => f.endsWith('.key.gtree'))
  .sort()
  .map((f) => ({ name: `${KEYS}/${f}`, text: readFileSync(`${KEYS}/${f}`, 'utf8') }));
const key2 = keys.find((k) => k.name.endsWith('vezba-2.key.gtree'))!.text;

/** Vezba-2's key handed in with its variant: line taken out and `edit` made. */
function sheetOf(edit: (text: string) => string): SheetText {
  const text = edit(key2.replace(/^\s*variant: vezba-2\n/m, ''));
  assert.doesNotMatch(text, /variant:/);
  return { name: 'student.gtree', text };
}

function graded(sheet: SheetText) {
  const outcome = gradeCourse(KEYS, keys, [sheet]);
  assert.ok(outcome.ok);
  return outcome.grade.submissions[0];
}

describe('gtree grade: a course sheet without its variant whose tree does not build', () => {
  it('a missing `]` in a subtree: put back against each key, matched with vezba-2 by its givens and graded', () => {
    // F's leaves left open: G then reads as F's child, and the tree's shape is no key's.
    const sheet = sheetOf((t) => t.replace('b2 -> F =4 <-inf, 10> [ -5 4 ]', 'b2 -> F =4 <-inf, 10> [ -5 4'));
    const sub = graded(sheet);
    assert.deepEqual([sub.variant, sub.matched, sub.status], ['vezba-2', 'givens', 'graded']);
    // The key's 25 answers, all right: the `]` costs nothing but is said where it goes.
    assert.deepEqual([sub.right, sub.wrong, sub.blank, sub.total, sub.score], [25, 0, 0, 25, 1]);
    assert.equal(sub.note, null);
    const problem = sub.trees[0].problems.find((p) => p.code === 'unclosed-bracket');
    assert.ok(problem, JSON.stringify(sub.trees[0].problems));
    // Right after F's `-5 4`: line 12 of the sheet (the key's line 13, its variant: line gone), column 35
    // (six spaces and `b2 -> F =4 <-inf, 10> [ -5 4`, 28 characters, before it).
    assert.deepEqual([problem.line, problem.col], [12, 35]);
  });

  it('a tree with no model until its `]` is back (a chance node’s outcomes run on): matched with its own variant, not unreadable', () => {
    // Two variants of a small expectimax exercise; X's `]` missing makes Y an outcome of X without a probability.
    const kocka = (variant: string, [a, b, c, d]: readonly number[]): string =>
      `tree "Kocka" {\n  variant: ${variant}\n  algorithm: expectimax\n  R =${Math.max((a + b) / 2, (c + d) / 2)} [\n` +
      `    chance X =${(a + b) / 2} [ 1/2 -> ${a}  1/2 -> ${b} ]\n    chance Y =${(c + d) / 2} [ 1/2 -> ${c}  1/2 -> ${d} ]\n  ]\n}\n`;
    const course = [
      { name: 'k-1.key.gtree', text: kocka('k-1', [4, 6, 0, 4]) },
      { name: 'k-2.key.gtree', text: kocka('k-2', [2, 8, 0, 6]) },
    ];
    const text = course[1].text.replace(/^\s*variant: k-2\n/m, '').replace('1/2 -> 8 ]', '1/2 -> 8');
    const outcome = gradeCourse('keys', course, [{ name: 'student.gtree', text }]);
    assert.ok(outcome.ok);
    const sub = outcome.grade.submissions[0];
    // R, X and Y's values, all right (R = max(5, 3) = 5, X = (2 + 8) / 2 = 5, Y = (0 + 6) / 2 = 3).
    assert.deepEqual([sub.variant, sub.matched, sub.status, sub.right, sub.total], ['k-2', 'givens', 'graded', 3, 3]);
    assert.deepEqual(
      sub.trees[0].problems.map((p) => p.code),
      ['unclosed-bracket'],
    );
  });

  it('a `]` put back that still fits no key: the nearest, changed, as before', () => {
    // A leaf changed as well: no key has these givens whatever the bracket.
    const sheet = sheetOf((t) => t.replace('b2 -> F =4 <-inf, 10> [ -5 4 ]', 'b2 -> F =4 <-inf, 10> [ -5 4').replace('[ 1 -6 ]', '[ 1 -5 ]'));
    const sub = graded(sheet);
    assert.deepEqual([sub.variant, sub.matched, sub.status, sub.score], ['vezba-2', 'nearest', 'changed', 0]);
  });
});
