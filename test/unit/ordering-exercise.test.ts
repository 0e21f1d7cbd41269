import { strict as assert } from 'node:assert';
import {
  answerKey,
  answerSummary,
  applyEdits,
  blankFile,
  checkText,
  gradeClass,
  moveChild,
  nextStep,
  NO_CONSTRAINTS,
  RANDOM_DEFAULTS,
  randomToOrder,
  run,
  withAnswerDiagnostics,
} from '../../src/core';
import { judgeOrder } from '../../src/core/teaching/checking/order-check';
import { judgeSheet } from '../../src/core/teaching/checking/verdicts';
import { gtree } from './cli-helpers';

/*
 * The ordering exercise on the lecture's tree, worked by hand. Alpha-beta evaluates:
 *  - written C, B, D: C [2 4 6] sees all three (α = 2); B [3 12 8] all three (none ≤ 2, α = 3);
 *    D [14 5 2] all three (2 ≤ 3 only at the last): 9 leaves.
 *  - B, C, D: 3, then C cuts after 2 and D sees 14, 5, 2: 3 + 1 + 3 = 7.
 *  - B first with C and D each refuted by their 2 first: 3 + 1 + 1 = 5, the fewest (any other
 *    first child is a MIN node entered with (−∞, +∞), which sees all three of its leaves).
 */
const sheet = (root: string): string => `tree "Order" {\n  algorithm: alphabeta\n  ask: best-order\n  A [\n${root}\n  ]\n}\n`;
const GIVEN = sheet('    a1 -> C [ 2 4 6 ]\n    a2 -> B [ 3 12 8 ]\n    a3 -> D [ 14 5 2 ]');
const BETTER = sheet('    a2 -> B [ 3 12 8 ]\n    a1 -> C [ 2 4 6 ]\n    a3 -> D [ 14 5 2 ]');
const BEST = sheet('    a2 -> B [ 3 12 8 ]\n    a1 -> C [ 2 4 6 ]\n    a3 -> D [ 2 14 5 ]');
// Another best order: D before C, leaves inside B shuffled (B sees all of them anyway).
const ALSO_BEST = sheet('    a2 -> B [ 8 3 12 ]\n    a3 -> D [ 2 5 14 ]\n    a1 -> C [ 2 6 4 ]');
// A leaf changed (6 → 7), children reordered too.
const CHANGED = sheet('    a2 -> B [ 3 12 8 ]\n    a1 -> C [ 2 4 7 ]\n    a3 -> D [ 2 14 5 ]');

function checked(text: string): { code: string; severity: string; message: string; line: number }[] {
  const result = checkText(text);
  return withAnswerDiagnostics(result, { reveal: false }).diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    message: d.message,
    line: result.lines.position(d.span.start).line + 1,
  }));
}

describe('ordering exercises (ask: best-order)', () => {
  it('check counts the leaves of the written order against the fewest, on the ask: line', () => {
    assert.deepEqual(checked(GIVEN), [
      {
        code: 'order-not-best',
        severity: 'warning',
        message: 'In this order alpha-beta evaluates 9 leaves; the fewest possible is 5: reorder the children so that it evaluates fewer.',
        line: 3,
      },
    ]);
    assert.match(checked(BETTER)[0].message, /evaluates 7 leaves; the fewest possible is 5/);
    assert.deepEqual(
      checked(BEST).map((d) => [d.code, d.severity, d.message]),
      [['order-best', 'information', 'In this order alpha-beta evaluates 5 leaves, the fewest possible.']],
    );
  });

  it('says why an order cannot be graded', () => {
    const chance = checked('algorithm: expectimax\nask: best-order\nA [ chance [ 1/2 -> 1  1/2 -> 2 ]  3 ]');
    assert.equal(chance[0].code, 'order-unavailable');
    assert.match(chance[0].message, /without chance nodes/);
    const sorted = checked(GIVEN.replace('ask: best-order', 'ask: best-order\n  order: best-first'));
    assert.match(sorted.find((d) => d.code === 'order-unavailable')!.message, /graded as written.*order: best-first/);
  });

  it('a hint names where to reorder, never the order', () => {
    const tree = checkText(GIVEN).trees[0].model!;
    const outcome = run(tree, { events: true });
    assert.ok(outcome.ok);
    const hint = nextStep(outcome.trace, judgeSheet(outcome.trace), false)!;
    // Reordering the root's children alone (B first) gives 7 < 9: the root is the first node that helps.
    assert.equal(hint.node, tree.root.id);
    assert.equal(
      hint.text,
      "Alpha-beta evaluates 9 leaves; the fewest possible is 5. Look at the root's children: another order of them alone makes alpha-beta evaluate fewer leaves.",
    );
    // B first, the root is right: C [2 4 6] already cuts after its 2, D [14 5 2] does not.
    const better = checkText(BETTER).trees[0].model!;
    const again = run(better, { events: true });
    assert.ok(again.ok);
    assert.match(nextStep(again.trace, judgeSheet(again.trace), false)!.text, /^Alpha-beta evaluates 7 leaves; .* Look at the children of D:/);
  });

  it('grade scores the order: any order reaching the fewest is right, the givens compared modulo order', () => {
    const outcome = gradeClass({ name: 'key.gtree', text: BEST }, [
      { name: 'given.gtree', text: GIVEN },
      { name: 'best.gtree', text: BEST },
      { name: 'also.gtree', text: ALSO_BEST },
      { name: 'changed.gtree', text: CHANGED },
    ]);
    assert.ok(outcome.ok);
    const [given, best, also, changed] = outcome.grade.submissions;
    assert.deepEqual([given.status, given.right, given.wrong, given.total, given.score], ['graded', 0, 1, 1, 0]);
    assert.equal(given.trees[0].problems[0].code, 'order-not-best');
    assert.deepEqual([best.status, best.right, best.total, best.score], ['graded', 1, 1, 1]);
    assert.deepEqual([also.status, also.right, also.total, also.score], ['graded', 1, 1, 1]);
    assert.equal(changed.status, 'changed');
    // C is paired with the key's C (its leaves 2 and 4 match), and its third leaf is the change, located where it is written.
    assert.deepEqual(changed.trees[0].changed, { line: 6, col: 19, message: 'leaf 6 (under C) is 6 in the key, 7 here' });
    assert.deepEqual(changed.trees[0].order, { right: 0, wrong: 0, blank: 0, total: 1, extra: 0 });
  });

  it('cut marks on the best-ordered tree are graded as the cuts of that order', () => {
    const key = BEST.replace('C [ 2 4 6 ]', 'C [ 2 /4 /6 ]').replace('D [ 2 14 5 ]', 'D [ 2 /14 /5 ]');
    const student = key.replace('/6', '6');
    const outcome = gradeClass({ name: 'key.gtree', text: key }, [{ name: 's.gtree', text: student }]);
    assert.ok(outcome.ok);
    const [s] = outcome.grade.submissions;
    // 4 cuts and the order asked: the order right, 3 cuts marked, one missing.
    assert.deepEqual([s.right, s.wrong, s.blank, s.total], [4, 0, 1, 5]);
    assert.deepEqual(s.trees[0].order, { right: 1, wrong: 0, blank: 0, total: 1, extra: 0 });
  });

  it('"cross out the leaves never evaluated in the best case": judged on the order the student wrote', () => {
    const key = BEST.replace('C [ 2 4 6 ]', 'C [ 2 /4 /6 ]').replace('D [ 2 14 5 ]', 'D [ 2 /14 /5 ]');
    // Another best order (B, D, C): alpha-beta cuts what follows D's 2 and C's 2, so those four leaves are crossed out.
    const other = ALSO_BEST.replace('D [ 2 5 14 ]', 'D [ 2 /5 /14 ]').replace('C [ 2 6 4 ]', 'C [ 2 /6 /4 ]');
    // The same order, but crossing out B's leaves (all evaluated: B comes first) and not C's.
    const misplaced = ALSO_BEST.replace('B [ 8 3 12 ]', 'B [ 8 /3 /12 ]').replace('D [ 2 5 14 ]', 'D [ 2 /5 /14 ]');
    const outcome = gradeClass({ name: 'key.gtree', text: key }, [
      { name: 'other.gtree', text: other },
      { name: 'misplaced.gtree', text: misplaced },
    ]);
    assert.ok(outcome.ok);
    const [right, wrong] = outcome.grade.submissions;
    // The order and its 4 cuts: all right.
    assert.deepEqual([right.right, right.wrong, right.blank, right.total], [5, 0, 0, 5]);
    // The order and D's 2 cuts right; C's 2 unmarked; B's 2 marks where nothing is cut, extras
    // that each cost a right answer: (3 - 2) / 5.
    assert.deepEqual([wrong.right, wrong.wrong, wrong.blank, wrong.extra, wrong.total, wrong.score], [3, 0, 2, 2, 5, 0.2]);
  });

  it('new random --ask best-order makes exercises whose written order wastes at least 2 leaves', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const found = randomToOrder({ kind: 'random', ...RANDOM_DEFAULTS, seed, algorithm: 'alphabeta' }, { ...NO_CONSTRAINTS, askOrder: true });
      assert.ok(found.ok, `seed ${seed}`);
      const tree = checkText(found.text).trees[0].model!;
      assert.equal(tree.settings.ask, 'best-order');
      const judged = judgeOrder(tree);
      assert.ok(!('problem' in judged));
      assert.ok(judged.evaluated >= judged.fewest.leaves + 2, `seed ${seed}: ${judged.evaluated} vs ${judged.fewest.leaves}`);
      assert.equal(checked(found.text)[0].code, 'order-not-best');
    }
  });

  it('moves a child among its siblings as Alt+Up/Alt+Down in the diagram do: its whole text, the gaps kept', () => {
    const tree = checkText(GIVEN).trees[0].model!;
    const [c, b, d] = tree.root.children;
    const up = moveChild(b, GIVEN, 0, -1);
    assert.ok(up.ok);
    assert.equal(applyEdits(GIVEN, [up.edit]), BETTER);
    // B (id 5, after C's 4 nodes) is now the first child: id 1, where C was.
    assert.deepEqual([b.id, up.node, up.said], [5, 1, 'B moved before C: 1st of 3 children of A.']);
    const down = moveChild(c, GIVEN, 0, 1);
    assert.ok(down.ok);
    assert.equal(applyEdits(GIVEN, [down.edit]), BETTER);
    assert.deepEqual([down.node, down.said], [5, 'C moved after B: 2nd of 3 children of A.']);
    const last = moveChild(d, GIVEN, 0, 1);
    assert.deepEqual(last, { ok: false, message: 'D is already the last child of A.' });
    assert.equal(moveChild(tree.root, GIVEN, 0, -1).ok, false);
    // An anchor moved after its reference would leave the reference dangling: refused.
    const anchored = 'A [ B &k [ 1 2 ]  *k ]';
    const ref = checkText(anchored).trees[0].model!.root.children[0];
    const refused = moveChild(ref, anchored, 0, 1);
    assert.equal(refused.ok, false);
    assert.match(!refused.ok ? refused.message : '', /reference \(\*k\) before its anchor/);
  });

  it('moves a child several places at once, as a drag in the diagram does: one edit, the gaps kept', () => {
    const tree = checkText(GIVEN).trees[0].model!;
    const [c, , d] = tree.root.children;
    // C (ids 1-4), B (5-8), D (9-12): C dropped after D lands at 1 + 4 + 4 = 9.
    const right = moveChild(c, GIVEN, 0, 2);
    assert.ok(right.ok);
    assert.equal(applyEdits(GIVEN, [right.edit]), sheet('    a2 -> B [ 3 12 8 ]\n    a3 -> D [ 14 5 2 ]\n    a1 -> C [ 2 4 6 ]'));
    assert.deepEqual([right.node, right.said], [9, 'C moved after D: 3rd of 3 children of A.']);
    const left = moveChild(d, GIVEN, 0, -2);
    assert.ok(left.ok);
    assert.equal(applyEdits(GIVEN, [left.edit]), sheet('    a3 -> D [ 14 5 2 ]\n    a1 -> C [ 2 4 6 ]\n    a2 -> B [ 3 12 8 ]'));
    assert.deepEqual([left.node, left.said], [1, 'D moved before C: 1st of 3 children of A.']);
    // Past the end of the row, or no move at all: refused, the text unchanged.
    assert.deepEqual(moveChild(c, GIVEN, 0, 3), { ok: false, message: 'C cannot move 3 places among 3 children.' });
    assert.equal(moveChild(c, GIVEN, 0, 0).ok, false);
  });

  it('a blank sheet of an ordering key hands out the worst order, not the answer', () => {
    const made = blankFile(BEST);
    assert.ok(made.ok);
    const tree = checkText(made.text).trees[0].model!;
    // Worst-first: C (2) and D (2) before B (3), each MIN node's leaves largest first.
    assert.deepEqual(
      tree.root.children.map((c) => c.label),
      ['C', 'D', 'B'],
    );
    assert.match(made.text, /C =\? <\?, \?> \[ 6 4 2 \]/);
    assert.match(checked(made.text)[0].message, /evaluates 9 leaves; the fewest possible is 5/);
    // Its key (gtree blank --key) is the best order again, with that order's cut marks.
    const key = answerKey(made.text);
    assert.ok(key.ok);
    assert.equal(checked(key.text).find((d) => d.code.startsWith('order-'))?.code, 'order-best');
    assert.match(key.text, /B =3 <-inf, \+inf> \[ 12 8 3 \]/);
    assert.match(key.text, /\/[46]/);
  });

  it("an order-only sheet's summary counts the order and the cuts, not values it never asks", () => {
    // The best order with its four cut marks (C's 4 and 6, D's 14 and 5) and no value or window written.
    const orderOnly = sheet('    a2 -> B [ 3 12 8 ]\n    a1 -> C [ 2 /4 /6 ]\n    a3 -> D [ 2 /14 /5 ]');
    assert.equal(answerSummary(checkText(orderOnly).trees[0].model!), 'order: 5 leaves, the fewest possible; 4 of 4 cuts right');
    // One `=?` asks for the values: the four inner nodes' values and windows are counted again.
    const withValue = orderOnly.replace('  A [', '  A =? [');
    assert.equal(
      answerSummary(checkText(withValue).trees[0].model!),
      'order: 5 leaves, the fewest possible; 0 of 4 values right, 4 blank; 0 of 4 windows right, 4 blank; 4 of 4 cuts right',
    );
  });

  it('judges the order of a tree with an unknown leaf at every value of it', () => {
    const unknownSheet = (root: string): string =>
      `tree "U" {\n  algorithm: alphabeta\n  ask: best-order\n  unknowns: x in [-10, 10]\n  A [\n${root}\n  ]\n}\n`;
    // C first sees all three of its leaves whatever x is, then B all three, then D all three
    // when x = -10 (α = -10 and no leaf of D is at most -10): 9. The fewest is 5, as above.
    const worse = unknownSheet('    C [ x 2 6 ]\n    B [ 3 12 8 ]\n    D [ 14 5 2 ]');
    const said = checked(worse).find((d) => d.code.startsWith('order-'))!;
    assert.equal(said.code, 'order-not-best');
    assert.match(said.message, /evaluates 9 leaves when x = -10; the fewest possible is 5/);
    // B first (3 leaves), then C and D each refuted by their 2 first (1 + 1): 5 for every x.
    const best = unknownSheet('    B [ 3 12 8 ]\n    C [ 2 x 6 ]\n    D [ 2 14 5 ]');
    const right = checked(best).find((d) => d.code.startsWith('order-'))!;
    assert.deepEqual([right.code, right.message], ['order-best', 'In this order alpha-beta evaluates the fewest leaves possible for every x from -10 to 10.']);
    // x first in C: up to 3 it refutes C at once (3 <= 3 prunes on-equal), above 3 it does not and
    // 2 would: 6 leaves where 5 will do. The first value past 3 tried is 4, between the tree's 3 and 5.
    const late = unknownSheet('    B [ 3 12 8 ]\n    C [ x 2 6 ]\n    D [ 2 14 5 ]');
    assert.match(checked(late).find((d) => d.code.startsWith('order-'))!.message, /evaluates 6 leaves when x = 4; the fewest possible is 5/);
    assert.match(answerSummary(checkText(late.replace('  A [', '  A =? [')).trees[0].model!) ?? '', /^order: 6 leaves when x = /);
  });

  it('the "Made by" line of a generated exercise carries --algorithm, --ask and --unknown: the command makes the same file', () => {
    for (const argv of [
      ['new', 'random', '--algorithm', 'star1', '--seed', '5'],
      ['new', 'random', '--ask', 'best-order', '--algorithm', 'alphabeta', '--seed', '7'],
      ['new', 'random', '--unknown', '--algorithm', 'alphabeta', '--seed', '3'],
      ['new', 'random', '--algorithm', 'star1', '--min-cuts', '2', '--seed', '1'],
      ['new', 'coins', '--algorithm', 'alphabeta'],
    ]) {
      const first = gtree(...argv);
      assert.equal(first.code, 0, first.errs.join('\n'));
      const text = first.out.join('\n');
      const command = /# Made by: gtree (.*)/.exec(text)![1];
      for (const flag of argv.filter((a) => ['--algorithm', '--ask', '--unknown'].includes(a))) assert.ok(command.includes(flag), `${command} has ${flag}`);
      assert.match(command, new RegExp(`--algorithm ${argv[argv.indexOf('--algorithm') + 1]}`));
      const again = gtree(...command.split(' '));
      assert.equal(again.out.join('\n'), text, command);
    }
  });
});
