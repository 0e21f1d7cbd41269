import { strict as assert } from 'node:assert';
import { answerDiagnostics, answerSummary, checkAnswers, checkText, judgeSheet, matches, rational, type Num, type ValueLiteral } from '../../src/core';
import { numberLiteralAt } from '../../src/core/language/literals';
import { traceOf, treeOf } from './search-helpers';

/*
 * The answer checker's rules, each worked out by hand (issue 25): a decimal answer against a value
 * no decimal writes, windows with one bound, tuples of the wrong length, and every message a
 * student reads for a cut mark, with the hint about the other `prune:` rule.
 */

const decimal = (text: string): ValueLiteral => numberLiteralAt(text, 0);
const r = (num: bigint, den: bigint): Num => rational(num, den);

/** The warnings of a sheet checked against its own algorithm. */
const messages = (source: string, reveal = false): string[] =>
  answerDiagnostics(checkText(source).trees, { reveal }).map((d) => `${d.code}: ${source.slice(d.span.start, d.span.end)}: ${d.message}`);

describe('pinned: a decimal answer against a value no decimal writes', () => {
  it('is right when it is the value rounded to the places it writes, trailing zeros included', () => {
    // 7/3 = 2.333…: to one place 2.3, to two 2.33, to four 2.3333.
    const seven3 = r(7n, 3n);
    assert.equal(matches(decimal('2.3'), seven3), true);
    assert.equal(matches(decimal('2.33'), seven3), true);
    assert.equal(matches(decimal('2.3333'), seven3), true);
    assert.equal(matches(decimal('2.0'), seven3), false); // one place: 2.3, not 2.0 (|2.0 − 7/3| = 1/3 > 0.05)
    assert.equal(matches(decimal('2.00'), seven3), false);
    assert.equal(matches(decimal('2.30'), seven3), false); // two places: 2.33, not 2.30
    assert.equal(matches(decimal('2.1'), seven3), false); // below the value by 0.23
    assert.equal(matches(decimal('2.4'), seven3), false); // above it by 0.067 > 0.05
  });

  it('works for a whole decimal and for denominators with factors 2, 3 and 5', () => {
    assert.equal(matches(decimal('2.0'), r(61n, 30n)), true); // 61/30 = 2.0333…, to one place 2.0
    assert.equal(matches(decimal('3.0'), r(61n, 30n)), false);
    assert.equal(matches(decimal('1.17'), r(7n, 6n)), true); // 7/6 = 1.1666…, to two places 1.17
    assert.equal(matches(decimal('1.16'), r(7n, 6n)), false);
    assert.equal(matches(decimal('0.07'), r(1n, 15n)), true); // 1/15 = 0.0666…, to two places 0.07
  });

  it('must be exact when a decimal can write the value (a denominator of 2s and 5s)', () => {
    assert.equal(matches(decimal('2.25'), r(9n, 4n)), true);
    assert.equal(matches(decimal('2.250'), r(9n, 4n)), true);
    assert.equal(matches(decimal('2.3'), r(9n, 4n)), false); // 9/4 = 2.25 exactly, not 2.3 rounded
    assert.equal(matches(decimal('0.1'), r(3n, 25n)), false); // 3/25 = 0.12 exactly
    assert.equal(matches(decimal('2.5'), 3), false); // an integer value: exact too
  });

  it('the checker flags 2.0 for 7/3 on a sheet', () => {
    const sheet = 'A =2.0 [ chance [ 1/3 -> 1  2/3 -> 3 ] ]';
    assert.deepEqual(messages(sheet, true), ['wrong-value: 2.0: Wrong value: 2.0 is not what expectimax computes here. The expectimax run gives 7/3.']);
    assert.deepEqual(messages(sheet.replace('2.0', '2.3')), []);
  });
});

describe('pinned: tuple answers', () => {
  // The answer (1, 2) of a two-player max^n sheet, read back from its syntax.
  const pair = treeOf('players: P Q\nA = (1, 2) [ (1, 2) (0, 0) ]').root.syntax.value as ValueLiteral;

  it('match a tuple of the same length and items only', () => {
    assert.equal(matches(pair, [1, 2]), true);
    assert.equal(matches(pair, [1, 2, 0]), false); // three components, two written
    assert.equal(matches(pair, [1, 3]), false);
    assert.equal(matches(pair, 1), false); // a scalar value
    assert.equal(matches(decimal('1'), [1, -1]), false); // a scalar answer against a tuple
  });
});

describe('pinned: window answers', () => {
  const SHEET = `algorithm: alphabeta
A <?, 5> [ B [ =3 <-inf, +inf> 12 ] C [ 2 4 ] ]`;

  it('a window with only β written is judged on β: A receives β = +∞, not 5', () => {
    const trace = traceOf(SHEET);
    const sheet = judgeSheet(trace);
    assert.equal(sheet.nodes[trace.tree.root.id].window, 'wrong');
    assert.deepEqual(
      messages(SHEET, true)[0],
      "wrong-window: <?, 5>: Wrong window: β is not what the node's last call receives. The alphabeta run gives <-inf, +inf>.",
    );
  });

  it('a leaf’s right window is not asked and not counted', () => {
    // The leaf 3 is B's first child: it receives A's window (−∞, +∞) as written. Only A, B and C are asked.
    const trace = traceOf(SHEET);
    const leaf = trace.tree.root.children[0].children[0];
    assert.equal(judgeSheet(trace).nodes[leaf.id].window, null);
    assert.deepEqual(judgeSheet(trace).windows, { right: 0, wrong: 1, blank: 2, total: 3, extra: 0 });
  });
});

describe('pinned: what the checker says about values and cut marks', () => {
  it('a wrong value without revealing: the message ends at the sentence', () => {
    assert.deepEqual(messages('algorithm: alphabeta\nA =4 [ B [ 3 12 ] C [ 2 4 ] ]'), ['wrong-value: 4: Wrong value: 4 is not what alphabeta computes here.']);
  });

  it('a cut mark that only the other rule would make: named rules, both ways', () => {
    // C: α = 3 from B, and its first leaf 3 makes β = 3. prune: strict cuts only when 3 > 3: 9 is searched.
    assert.deepEqual(messages('algorithm: alphabeta\nprune: strict\nA [ B [ 3 5 ] C [ 3 /9 ] ]'), [
      'wrong-cut: /: This edge is not pruned under prune: strict, which cuts only when α > β: the node is searched. It would be under prune: on-equal, which cuts as soon as α ≥ β.',
    ]);
    // The default rule cuts 9 (3 ≥ 3) and the strict one would not; D's 8 is cut by both (3 > 1) and marked.
    const sheet = 'algorithm: alphabeta\nA [ B [ 3 5 ] C [ 3 9 ] D [ 1 /8 ] ]';
    const missing =
      'missing-cut: 9: Missing cut mark: alphabeta prunes this edge under prune: on-equal, which cuts as soon as α ≥ β (it would not under prune: strict, which cuts only when α > β).';
    assert.deepEqual(messages(sheet), [missing]);
    assert.deepEqual(messages(sheet, true), [`${missing} Mark it '/'.`]);
  });

  it('negascout’s null-window cut: a missing one is marked with two strokes, a one-stroke mark is the other mark', () => {
    // D fails low on its null window and its second child 9 is a scout cut, under either rule. B's 5 is searched.
    const tree = 'algorithm: negascout\nA [ B [3 /5] C [6 7] D [1 9] ]';
    assert.deepEqual(messages(tree, true), [
      'wrong-cut: /: This edge is not pruned: the node is searched.',
      "missing-cut: 9: Missing cut mark: negascout prunes this edge. Mark it '//'.",
    ]);
    const oneStroke = 'algorithm: negascout\nA [ B [3 5] C [6 7] D [1 /9] ]';
    assert.deepEqual(messages(oneStroke), ["wrong-cut: /: Wrong cut mark: this edge takes the other mark, not one stroke '/' (an alpha-beta cut)."]);
    assert.deepEqual(messages(oneStroke, true), [
      "wrong-cut: /: Wrong cut mark: this edge takes two strokes '//' (a negascout null-window cut), not one stroke '/' (an alpha-beta cut).",
    ]);
  });

  it('a sheet with cut marks only is checked and summed up', () => {
    // B's 5 is searched (the mark is wrong); C's 2 ≤ α = 3 cuts 9 under either rule (unmarked).
    const sheet = 'algorithm: alphabeta\nA [ B [ 3 /5 ] C [ 2 9 ] ]';
    assert.deepEqual(messages(sheet), [
      'wrong-cut: /: This edge is not pruned: the node is searched.',
      'missing-cut: 9: Missing cut mark: alphabeta prunes this edge.',
    ]);
    // Asked as well, and blank: the values and windows of A, B and C, the three searched inner nodes.
    assert.equal(answerSummary(treeOf(sheet)), '0 of 3 values right, 3 blank; 0 of 3 windows right, 3 blank; 0 of 1 cut right, 1 wrong, 1 unmarked');
    const { summary } = checkAnswers(traceOf(sheet), { reveal: false });
    // The mark on the searched edge asks nothing: extra, apart from wrong (it was wrong: 1).
    assert.deepEqual(summary.cuts, { right: 0, wrong: 0, blank: 1, total: 1, extra: 1 });
  });
});
