import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classLine, classMarks, gradeClass, percent, type AnswerCounts, type TreeClassSummary } from '../../src/core';

/*
 * What the grading panel's class view writes on the key's drawing (core/teaching/class-marks.ts):
 * a badge for each answer someone got wrong, its heat the share of the graded class.
 */

const asked = (right: number, wrong: number, blank: number): AnswerCounts => ({ asked: true, right, wrong, blank, extra: 0 });

describe('the class view marks', () => {
  it('marks each answer someone got wrong, hottest for the most missed, and lists them most missed first', () => {
    // Four graded sheets: R's value 1 wrong; A's window 3 wrong (1 blank); the cut into A's 2nd leaf 2 wrong (unmarked),
    // a mark on the edge into R's 2nd child that the key never prunes, by 1.
    const tree: TreeClassSummary = {
      name: 'T',
      index: 0,
      graded: 4,
      nodes: [
        { id: 0, node: 'R', edge: null, value: asked(3, 1, 0), window: asked(4, 0, 0), cut: null },
        { id: 1, node: 'A', edge: 'R → 1st', value: asked(4, 0, 0), window: asked(0, 3, 1), cut: null },
        { id: 3, node: 'A → 2nd', edge: 'A → 2nd', value: null, window: null, cut: asked(2, 0, 2) },
        { id: 4, node: 'B', edge: 'R → 2nd', value: asked(4, 0, 0), window: asked(4, 0, 0), cut: { asked: false, right: 0, wrong: 0, blank: 0, extra: 1 } },
      ],
    };
    const marks = classMarks(tree);
    assert.equal(marks.graded, 4);
    // A → 2nd's cut was only left blank: nothing wrong there, no mark.
    assert.deepEqual(
      marks.nodes.map((n) => [n.id, n.value?.badge ?? null, n.window?.badge ?? null, n.cut?.badge ?? null]),
      [
        [0, '1✗', null, null],
        [1, null, '3✗', null],
        [4, null, null, '1✗'],
      ],
    );
    assert.deepEqual(
      marks.missed.map((m) => [m.kind, m.heat, m.text]),
      [
        ['window', 0.75, 'window of A: 3 of 4 wrong, 0 right, 1 blank'],
        ['value', 0.25, 'value of R: 1 of 4 wrong, 3 right'],
        ['cut', 0.25, 'cut on R → 2nd: marked by 1 of 4, but the edge is never pruned'],
      ],
    );
    assert.equal(marks.legend, '4 graded submissions; n✗ marks how many got a value, window or cut wrong.');
  });

  it('says so when no submission was graded on a tree', () => {
    const marks = classMarks({ name: null, index: 1, graded: 0, nodes: [{ id: 0, node: 'R', edge: null, value: asked(0, 0, 0), window: null, cut: null }] });
    assert.deepEqual([marks.nodes, marks.missed, marks.legend], [[], [], 'No submission was graded on this tree.']);
  });

  it("on the class of test/fixtures/grade: Dejan's window of C3 and his mark under C2, one of five each", () => {
    const dir = join(__dirname, '..', 'fixtures', 'grade');
    const read = (path: string) => readFileSync(join(dir, path), 'utf8');
    const submissions = readdirSync(join(dir, 'class'))
      .sort()
      .map((name) => ({ name, text: read(join('class', name)) }));
    const outcome = gradeClass({ name: 'key.gtree', text: read('key.gtree') }, submissions);
    assert.ok(outcome.ok);
    const marks = classMarks(outcome.classView[0]);
    // Pre-order ids: C2's 2nd leaf is 21, C3 is 22.
    assert.deepEqual(
      marks.nodes.map((n) => [n.id, n.window?.badge ?? null, n.cut?.badge ?? null]),
      [
        [21, null, '1✗'],
        [22, '1✗', null],
      ],
    );
    assert.equal(classLine(outcome.grade.submissions), '6 submissions: 5 graded, 1 changed, 0 unreadable; mean score 59.4%');
  });

  it('writes scores as percentages to a tenth', () => {
    assert.deepEqual([0, 1, 0.913, 0.6522, 0.59425].map(percent), ['0%', '100%', '91.3%', '65.2%', '59.4%']);
  });
});
