import { strict as assert } from 'node:assert';
import { gradeClass, type SubmissionGrade } from '../../src/core';

/*
 * The scoring rule (right-minus-extra, docs/cli.md): per tree, right answers less the answers and
 * marks written where nothing is asked, never below 0, over the answers asked. Worked by hand on
 * the lecture's tree, alpha-beta: B gives α = 3; C's first child 2 ≤ α cuts X and 6 (X is an inner
 * node: its value and window are asked nowhere); D is searched whole. The key asks the values and
 * windows of A, B, C, D and the 2 cuts: 10 answers. The tree has 3 + 3 + 3 + 2 + 3 = 14 edges, 2 of
 * them pruned.
 */
const BLANK = 'algorithm: alphabeta\nA [ B [ 3 12 8 ] C [ 2 X [ 4 5 ] 6 ] D [ 14 5 2 ] ]';
const SOLVED = 'algorithm: alphabeta\nA =3 <-inf, +inf> [ B =3 <-inf, +inf> [ 3 12 8 ] C =2 <3, +inf> [ 2 /X [ 4 5 ] /6 ] D =2 <3, +inf> [ 14 5 2 ] ]';

function grade(text: string): SubmissionGrade {
  const outcome = gradeClass({ name: 'key.gtree', text: BLANK }, [{ name: 'sheet.gtree', text }]);
  assert.ok(outcome.ok);
  assert.equal(outcome.grade.scoring, 'right-minus-extra');
  return outcome.grade.submissions[0];
}

const figures = (s: SubmissionGrade) => ({ right: s.right, wrong: s.wrong, blank: s.blank, total: s.total, extra: s.extra, points: s.points, score: s.score });

describe('the scoring rule: every mark where nothing is asked costs a point', () => {
  it('the solved sheet scores 1, the blank sheet 0', () => {
    assert.deepEqual(figures(grade(SOLVED)), { right: 10, wrong: 0, blank: 0, total: 10, extra: 0, points: 10, score: 1 });
    assert.deepEqual(figures(grade(BLANK)), { right: 0, wrong: 0, blank: 10, total: 10, extra: 0, points: 0, score: 0 });
  });

  it('the solved sheet with every edge marked scores less: 12 marks on edges not pruned, 10 − 12 is 0', () => {
    const everyEdge = SOLVED.replace(/(\[ |\] |\d )(?=[A-Z0-9])/g, '$1/').replace(/\/\//g, '/');
    assert.equal((everyEdge.match(/\//g) ?? []).length, 14, 'a mark on each of the 14 edges');
    assert.deepEqual(figures(grade(everyEdge)), { right: 10, wrong: 0, blank: 0, total: 10, extra: 12, points: 0, score: 0 });
  });

  it('one mark on a searched edge costs one point: 9 of 10', () => {
    const s = grade(SOLVED.replace('[ 14 5 2 ]', '[ 14 5 /2 ]'));
    assert.deepEqual(figures(s), { right: 10, wrong: 0, blank: 0, total: 10, extra: 1, points: 9, score: 0.9 });
  });

  it('a value and a window guessed inside the pruned subtree cost a point each: 8 of 10', () => {
    const s = grade(SOLVED.replace('/X [', '/X =4 <3, +inf> ['));
    assert.deepEqual(figures(s), { right: 10, wrong: 0, blank: 0, total: 10, extra: 2, points: 8, score: 0.8 });
  });

  it('guessing where nothing is asked never beats leaving it blank, down to 0 and not below', () => {
    // B's value and window only (2 right), and a value guessed at X: 2 − 1 = 1 point.
    const some = 'algorithm: alphabeta\nA [ B =3 <-inf, +inf> [ 3 12 8 ] C [ 2 X =4 [ 4 5 ] 6 ] D [ 14 5 2 ] ]';
    assert.deepEqual([grade(some).points, grade(some).score], [1, 0.1]);
    assert.deepEqual([grade(some.replace('X =4', 'X')).points, grade(some.replace('X =4', 'X')).score], [2, 0.2]);
    // Nothing right and marks everywhere: 0, never negative.
    assert.deepEqual([grade(BLANK.replace('[ 14 5 2 ]', '[ /14 /5 /2 ]')).points, grade(BLANK.replace('[ 14 5 2 ]', '[ /14 /5 /2 ]')).score], [0, 0]);
  });

  it('a wrong answer to what is asked earns nothing, as a blank does, and costs nothing more', () => {
    const wrong = grade(SOLVED.replace('D =2', 'D =5'));
    const blank = grade(SOLVED.replace('D =2', 'D =?'));
    assert.deepEqual([wrong.wrong, wrong.points, wrong.score], [1, 9, 0.9]);
    assert.deepEqual([blank.blank, blank.points, blank.score], [1, 9, 0.9]);
    // The other kind of cut on a pruned edge answers what is asked there: wrong, not extra.
    const other = grade(SOLVED.replace('/6', '//6'));
    assert.deepEqual([other.wrong, other.extra, other.points], [1, 0, 9]);
  });

  it("a tree's extra marks never take another tree's points", () => {
    const key = `tree P {\n${BLANK}\n}\ntree Q {\n${BLANK}\n}`;
    const sheet = `tree P {\n${SOLVED}\n}\ntree Q {\n${BLANK.replace('[ 14 5 2 ]', '[ /14 /5 /2 ]')}\n}`;
    const outcome = gradeClass({ name: 'key.gtree', text: key }, [{ name: 'sheet.gtree', text: sheet }]);
    assert.ok(outcome.ok);
    const s = outcome.grade.submissions[0];
    // P: 10 points; Q: 0 right − 3 extra, floored at 0; 10 of 20.
    assert.deepEqual([s.right, s.extra, s.points, s.total, s.score], [10, 3, 10, 20, 0.5]);
  });
});
