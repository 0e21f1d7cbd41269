import { strict as assert } from 'node:assert';
import { cutMarks, judgeSheet, judgeSlots, unjudged, type SheetSlots, type Tally } from '../../src/core';
import { practiceDiagram } from '../../src/core/diagram/practice-diagram';
import { slotsStatusText } from '../../src/core/teaching/checking/sheet-slots';
import { blanksAllUnasked, checkAnswers, checkText, diagramOf, withAnswerDiagnostics } from '../../src/core';
import { traceOf } from './search-helpers';

/**
 * Alpha-beta on A (MAX) over B, C, D; C (MIN) receives α = 3 from B, its first leaf 2 ≤ 3 cuts
 * the edge to E, an inner node: E is a blank in a pruned subtree. Worked by hand: B = 3,
 * C = 2, D = 2, A = 3; A and B get <-inf, +inf>, C and D <3, +inf>.
 */
const sheet = (c: string, e: string, d = 'D =2 <3, +inf> [ 14 5 2 ]'): string =>
  `algorithm: alphabeta\nA =3 <-inf, +inf> [\n  B =3 <-inf, +inf> [ 3 12 8 ]\n  C =2 <3, +inf> [ 2 ${c}E ${e} [ 4 6 ] ]\n  ${d}\n]`;
const BLANK = 'algorithm: alphabeta\nA =? <?, ?> [\n  B =? <?, ?> [ 3 12 8 ]\n  C =? <?, ?> [ 2 E =? <?, ?> [ 4 6 ] ]\n  D =? <?, ?> [ 14 5 2 ]\n]';

const tally = (right: number, wrong: number, blank: number, total: number, extra = 0): Tally => ({ right, wrong, blank, total, extra });
const slotsOf = (source: string): SheetSlots => {
  const trace = traceOf(source);
  return judgeSlots(trace, judgeSheet(trace));
};
const header = (source: string, checked: boolean): string => {
  const trace = traceOf(source);
  return practiceDiagram(diagramOf(trace.tree, trace), trace, { checked, solutionShown: false, hint: null, announcement: null }).practice!.countsText;
};

describe('practice counts over the sheet’s own slots', () => {
  it('counts the blank in the pruned subtree: 5 values, 5 windows and the one cut, never 4', () => {
    const slots = slotsOf(BLANK);
    assert.deepEqual(slots.values, tally(0, 0, 5, 5));
    assert.deepEqual(slots.windows, tally(0, 0, 5, 5));
    assert.deepEqual(slots.cuts, tally(0, 0, 1, 1));
    assert.equal(header(BLANK, true), '0 right, 0 wrong, 11 blank of 11');
    assert.equal(header(BLANK, false), '0 written, 11 blank of 11');
  });

  it('the cut marked above an empty pruned node makes its slots right: all 11 right', () => {
    const slots = slotsOf(sheet('/', '=? <?, ?>'));
    assert.deepEqual([slots.values, slots.windows, slots.cuts], [tally(5, 0, 0, 5), tally(5, 0, 0, 5), tally(1, 0, 0, 1)]);
    assert.equal(header(sheet('/', '=? <?, ?>'), true), '11 right, 0 wrong, 0 blank of 11');
  });

  it('without the cut, the pruned node stays a blank like any other', () => {
    assert.equal(header(sheet('', '=? <?, ?>'), true), '8 right, 0 wrong, 3 blank of 11');
  });

  it('a value guessed in the pruned subtree is wrong, cut or no cut; the numbers add up', () => {
    const slots = slotsOf(sheet('/', '=4 <3, 2>'));
    assert.deepEqual([slots.values, slots.windows], [tally(4, 1, 0, 5), tally(4, 1, 0, 5)]);
    assert.equal(header(sheet('', '=4 <?, ?>'), true), '8 right, 1 wrong, 2 blank of 11');
  });

  it('a cut marked on an edge that is not pruned is extra, apart from right + wrong + blank = total', () => {
    const marked = sheet('/', '=? <?, ?>', 'D =2 <3, +inf> [ 14 /5 2 ]');
    assert.deepEqual(slotsOf(marked).cuts, tally(1, 0, 0, 1, 1));
    assert.equal(header(marked, true), '11 right, 0 wrong, 0 blank of 11, 1 extra: 10 points');
    const trace = traceOf(marked);
    assert.equal(
      slotsStatusText(judgeSlots(trace, judgeSheet(trace)), true),
      '5 of 5 values right; 5 of 5 windows right; 1 of 1 cut right; 1 extra mark where nothing is asked',
    );
  });

  it('before Check, a mark counts the same on any edge: the counts never tell which edge is pruned', () => {
    const right = sheet('/', '=? <?, ?>');
    const wrongEdge = sheet('', '=? <?, ?>', 'D =2 <3, +inf> [ 14 /5 2 ]');
    assert.equal(header(right, false), header(wrongEdge, false));
    assert.equal(header(right, false), '9 written, 2 blank of 11');
    const twice = sheet('/', '=? <?, ?>', 'D =2 <3, +inf> [ 14 /5 2 ]');
    assert.equal(header(twice, false), '9 written, 2 blank of 11, 1 extra');
    const trace = traceOf(twice);
    assert.equal(cutMarks(trace), 2);
    assert.equal(
      slotsStatusText(unjudged(judgeSlots(trace, judgeSheet(trace)), 2), false),
      '4 of 5 values written; 4 of 5 windows written; 1 of 1 cut mark written; 1 extra mark where nothing is asked',
    );
  });
});

describe('blanks where nothing is asked (gtree check, the Problems view)', () => {
  const check = (source: string, options: { reveal: boolean; locateMissingCuts?: boolean }) =>
    withAnswerDiagnostics(checkText(source), options).diagnostics.filter((d) => d.code === 'blank' || d.code === 'nothing-asked');

  it('a solved key: the pruned subtree’s blanks are one note on its root, not three blanks to fill in', () => {
    const key = sheet('/', '=? <?, ?>');
    const found = check(key, { reveal: false });
    assert.deepEqual(
      found.map((d) => [d.code, d.severity, d.message, key.slice(d.span.start, d.span.start + 2)]),
      [
        [
          'nothing-asked',
          'information',
          'Nothing is asked in this subtree: alphabeta never searches it (the edge to it is pruned), so its 3 blanks stay empty.',
          '/E',
        ],
      ],
    );
  });

  it('a sheet with no cut mark, or one being practised, keeps them as blanks like any other', () => {
    assert.deepEqual(
      check(BLANK, { reveal: false }).map((d) => d.code),
      Array<string>(15).fill('blank'),
    );
    assert.equal(check(sheet('/', '=? <?, ?>'), { reveal: false, locateMissingCuts: false }).filter((d) => d.code === 'blank').length, 3);
  });

  it('practising, an answer in the pruned subtree is wrong like any other: no warning says it is never searched', () => {
    const guessed = sheet('', '=4 <3, 2>').replace('[ 4 6 ]', '[ /4 6 ]');
    const practising = checkAnswers(traceOf(guessed), { reveal: true, locateMissingCuts: false }).diagnostics.map((d) => d.message);
    assert.deepEqual(practising, [
      '1 cut still to mark.',
      'Wrong value: 4 is not what alphabeta computes here.',
      "Wrong window: it is not what the node's last call receives.",
      'This edge is not pruned.',
    ]);
    const authoring = checkAnswers(traceOf(guessed), { reveal: true }).diagnostics.map((d) => d.message);
    assert.ok(authoring.includes('This node is never searched, so it has no value to write.'), authoring.join('\n'));
  });

  it('a tree whose only blanks are in the pruned subtree is a finished sheet, not an exercise', () => {
    assert.equal(blanksAllUnasked(traceOf(sheet('/', '=? <?, ?>'))), true);
    assert.equal(blanksAllUnasked(traceOf(BLANK)), false);
  });
});
