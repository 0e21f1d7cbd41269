import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  answerDiagnostics,
  answerNumber,
  applyEdits,
  blankSheet,
  checkText,
  fillValues,
  fillWindows,
  markCuts,
  rational,
  reorderTree,
  run,
  type TextEdit,
  type Trace,
} from '../../src/core';

const example = (name: string): string => readFileSync(`examples/${name}`, 'utf8');
/** The text from the first tree on: the examples' header comments quote answers too. */
const body = (text: string): string => text.slice(text.search(/^tree /m));

function traceOf(text: string, index = 0): Trace {
  const tree = checkText(text).trees[index].model;
  assert.ok(tree, 'the tree is valid');
  const outcome = run(tree, { events: false });
  assert.ok(outcome.ok);
  return outcome.trace;
}

/** The text after the edits, which must check without errors and without a single wrong answer. */
function appliedCleanly(text: string, edits: readonly TextEdit[]): string {
  const next = applyEdits(text, edits);
  const result = checkText(next);
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
    [],
  );
  assert.deepEqual(
    answerDiagnostics(result.trees, { reveal: true }).map((d) => d.message),
    [],
  );
  return next;
}

describe('answer fix-ups', () => {
  const sheet = example('exercise-blank-sheet.gtree');

  it("fill in every blank value of the exercise sheet with the values of the teacher's solution", () => {
    const filled = appliedCleanly(sheet, fillValues(traceOf(sheet), sheet));
    assert.match(filled, /R =8 </);
    assert.match(filled, /A2 =7 </);
    assert.match(filled, /C3 =8 </);
    assert.doesNotMatch(body(filled), /=\?/);
  });

  it('fill in the values and the windows of bare unlabelled nodes at once, each node written in the grammar order =v <α, β>', () => {
    // The lecture tree without labels: A is 3, with α = −∞, β = +∞; B is 3 (−∞, +∞); C 2 (3, +∞); D 2 (3, +∞).
    const bare = 'algorithm: alphabeta\n[ [ 3 12 8 ] [ 2 4 6 ] [ 14 5 2 ] ]\n';
    const trace = traceOf(bare);
    const filled = appliedCleanly(bare, [...fillValues(trace, bare), ...fillWindows(trace, bare)]);
    assert.equal(filled, 'algorithm: alphabeta\n=3 <-inf, +inf> [ =3 <-inf, +inf> [ 3 12 8 ] =2 <3, +inf> [ 2 4 6 ] =2 <3, +inf> [ 14 5 2 ] ]\n');
  });

  it('fill in every window as the solution gives them', () => {
    const filled = appliedCleanly(sheet, fillWindows(traceOf(sheet), sheet));
    assert.match(filled, /R =\? <-inf, \+inf>/);
    assert.match(filled, /A2 =\? <-inf, 6>/);
    assert.match(filled, /C3 =\? <6, 8>/);
  });

  it('mark exactly the four pruned edges of the sheet with one stroke', () => {
    const marked = appliedCleanly(sheet, markCuts(traceOf(sheet), sheet));
    assert.equal(body(marked).match(/\//g)?.length, 4);
    assert.match(body(marked), /\[ 7 \/3 \]/);
    assert.match(body(marked), /\[ 8 \/2 \]/);
    assert.match(body(marked), /\/8\n\s*\/1/);
  });

  it("use two strokes where negascout's null window cuts", () => {
    const text = example('negascout-borba-veverica.gtree');
    const stripped = applyEdits(text, blankSheet(traceOf(text).tree, text));
    const marked = appliedCleanly(stripped, markCuts(traceOf(stripped), stripped));
    assert.match(body(marked), /\/\//);
  });

  it('fix a wrong value, swap a wrong cut kind and remove a mark on an edge that is not pruned', () => {
    const text = 'tree {\n  algorithm: alphabeta\n  A =4 [ B =3 [ 3 /12 8 ] C =2 [ 2 //4 6 ] D =2 [ 14 5 2 ] ]\n}\n';
    const trace = traceOf(text);
    const fixed = appliedCleanly(text, [...fillValues(trace, text), ...markCuts(trace, text)]);
    assert.equal(fixed, 'tree {\n  algorithm: alphabeta\n  A =3 [ B =3 [ 3 12 8 ] C =2 [ 2 /4 /6 ] D =2 [ 14 5 2 ] ]\n}\n');
  });

  it('write a filled-in value and window in the grammar order: after the anchor, before an estimate', () => {
    const text = 'tree {\n  algorithm: alphabeta\n  A [ B &k ~1 [ 3 4 ]  b -> <?, ?> ~2 [ 2 5 ]  C [ D [ *k ] ]  c -> # ~ a comment\n ~0 [ 1 ] ]\n}\n';
    const valued = appliedCleanly(text, fillValues(traceOf(text), text));
    assert.equal(
      valued,
      'tree {\n  algorithm: alphabeta\n  A =3 [ B &k =3 ~1 [ 3 4 ]  b -> =2 <?, ?> ~2 [ 2 5 ]  C =3 [ D =3 [ *k ] ]  c -> # ~ a comment\n =1 ~0 [ 1 ] ]\n}\n',
    );
    const windowed = appliedCleanly(valued, fillWindows(traceOf(valued), valued));
    assert.equal(
      windowed,
      'tree {\n  algorithm: alphabeta\n  A =3 <-inf, +inf> [ B &k =3 <-inf, +inf> ~1 [ 3 4 ]  b -> =2 <3, +inf> ~2 [ 2 5 ]  C =3 <3, +inf> [ D =3 <3, +inf> [ *k ] ]  c -> # ~ a comment\n =1 <3, +inf> ~0 [ 1 ] ]\n}\n',
    );
  });

  it('make a blank sheet of a solved tree that still checks clean, with a blank window on every inner node of a windowed algorithm', () => {
    const solved = 'tree {\n  algorithm: alphabeta\n  A =3 <-inf, +inf> [ B =3 [ 3 12 8 ] C =2 <3, +inf> [ 2 /4 /6 ] D =2 [ 14 5 2 ] ]\n}\n';
    const blank = appliedCleanly(solved, blankSheet(traceOf(solved).tree, solved));
    assert.equal(blank, 'tree {\n  algorithm: alphabeta\n  A =? <?, ?> [ B =? <?, ?> [ 3 12 8 ] C =? <?, ?> [ 2 4 6 ] D =? <?, ?> [ 14 5 2 ] ]\n}\n');
  });

  it('write a non-integer expectimax value as an exact fraction the checker accepts', () => {
    assert.equal(answerNumber(rational(1n, 3n)), '1/3');
    assert.equal(answerNumber(rational(-5n, 2n)), '-5/2');
    assert.equal(answerNumber(rational(-5n, 2n), 'decimal'), '-2.5');
    assert.equal(answerNumber(7), '7');
    const text = 'tree {\n  chance [ 1/3 -> 1  2/3 -> 0 ]\n}\n';
    assert.match(appliedCleanly(text, fillValues(traceOf(text), text)), /chance =1\/3 \[/);
  });
});

describe('rewrites keep named chance outcomes', () => {
  // MAX picks a chance node. safe = 1/2 · 1 + 1/2 · 3 = 2; below a chance node MIN moves
  // (the player after MAX), so B = min(6, 3) = 3 and risky = 1/6 · 12 + 5/6 · 3 = 9/2.
  const tree = (a: string, safe: string, risky: string, b: string, tails = 'tails'): string =>
    `tree {\n  A${a} [ safe -> chance${safe} [ heads 1/2 -> 1  ${tails} 1/2 -> 3 ]  risky -> chance${risky} [ "six" 1/6 -> 12  rest 5/6 -> B${b} [ 6 3 ] ] ]\n}\n`;

  it('fill values and make a blank sheet around the names', () => {
    const text = tree('', '', '', '', '/tails');
    const filled = appliedCleanly(text, [...fillValues(traceOf(text), text), ...markCuts(traceOf(text), text)]);
    assert.equal(filled, tree(' =9/2', ' =2', ' =9/2', ' =3'));
    const blank = appliedCleanly(filled, blankSheet(traceOf(filled).tree, filled));
    assert.equal(blank, tree(' =?', ' =?', ' =?', ' =?'));
  });

  it('reorder best-first and worst-first with every outcome keeping its name and probability', () => {
    const text = tree('', '', '', '');
    const best = reorderTree(text, 0, 'best-first');
    assert.ok(best.ok);
    assert.equal(
      applyEdits(text, [best.edit!]),
      'tree {\n  A [ risky -> chance [ "six" 1/6 -> 12  rest 5/6 -> B [ 3 6 ] ]  safe -> chance [ heads 1/2 -> 1  tails 1/2 -> 3 ] ]\n}\n',
    );
    const worst = reorderTree(text, 0, 'worst-first');
    assert.ok(worst.ok);
    assert.equal(worst.edit, null); // already worst-first: safe (2) before risky (9/2), B's 6 before 3
    const outcomes = checkText(applyEdits(text, [best.edit!])).trees[0].model!.root.children.map((c) =>
      c.children.map((o) => [o.outcome, o.syntax.edge!.text]),
    );
    assert.deepEqual(outcomes, [
      [
        ['six', '1/6'],
        ['rest', '5/6'],
      ],
      [
        ['heads', '1/2'],
        ['tails', '1/2'],
      ],
    ]);
  });
});

describe('move ordering', () => {
  const lecture = example('alphabeta-lecture.gtree');

  it('rewrites the lecture tree best-first and reports the leaf evaluations before and after', () => {
    const result = reorderTree(lecture, 0, 'best-first');
    assert.ok(result.ok);
    const next = applyEdits(lecture, [result.edit!]);
    assert.match(next, /a1 -> B \[ 3 8 12 \]\n\s*a2 -> C \[ 2 4 6 \]\n\s*a3 -> D \[ 2 5 14 \]/);
    assert.equal(result.before.leafEvals, 7);
    assert.equal(result.after.leafEvals, 5);
    const worst = reorderTree(lecture, 0, 'worst-first');
    assert.ok(worst.ok);
    assert.ok(worst.after.leafEvals >= result.before.leafEvals);
  });

  it('meets the Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves on uniform trees after best-first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 1, max: 4 }), fc.integer(), (b, d, seed) => {
        const text = `tree {\n  algorithm: alphabeta\n  ${uniform(b, d, seed)}\n}\n`;
        const result = reorderTree(text, 0, 'best-first');
        assert.ok(result.ok);
        const after = result.edit ? traceOf(applyEdits(text, [result.edit])) : traceOf(text);
        assert.equal(after.totals.leafEvals, b ** Math.ceil(d / 2) + b ** Math.floor(d / 2) - 1);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a reordering that would put a reference before its anchor', () => {
    // B = 2 and D = 0 at MAX's root: worst-first puts D, holding *k, before B, holding &k.
    const text = 'tree {\n  A [ B [ C &k [ 1 2 ] 9 ] D [ *k 0 ] ]\n}\n';
    const result = reorderTree(text, 0, 'worst-first');
    assert.equal(result.ok, false);
    assert.match(!result.ok ? result.message : '', /reference \(\*k\) before its anchor/);
  });
});

/** A uniform tree with distinct leaf values (a shuffled 1..b^d), so best-first is a strict order. */
function uniform(b: number, d: number, seed: number): string {
  const leaves = Array.from({ length: b ** d }, (_, i) => i + 1);
  let s = seed >>> 0;
  for (let i = leaves.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [leaves[i], leaves[j]] = [leaves[j], leaves[i]];
  }
  let k = 0;
  const write = (level: number): string => (level === d ? String(leaves[k++]) : `[ ${Array.from({ length: b }, () => write(level + 1)).join(' ')} ]`);
  return write(0);
}
