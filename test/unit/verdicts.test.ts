import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describeSummary, judgeSheet, type SheetVerdicts, type Tally } from '../../src/core';
import { traceOf } from './search-helpers';

const example = (name: string): string => readFileSync(`examples/${name}`, 'utf8');

/** The verdicts of the nodes with these labels, as `label: value window cut`. */
function at(source: string, ...labels: string[]): string[] {
  const trace = traceOf(source);
  const sheet = judgeSheet(trace);
  return labels.map((label) => {
    const node = trace.tree.allNodes().find((n) => n.label === label)!;
    const v = sheet.nodes[node.id];
    return `${label}: ${v.value} ${v.window} ${v.cut}`;
  });
}

const tally = (right: number, wrong: number, blank: number, total: number, extra = 0): Tally => ({ right, wrong, blank, total, extra });
const counts = (sheet: SheetVerdicts) => ({ values: sheet.values, windows: sheet.windows, cuts: sheet.cuts });

// The lecture's tree: A (MAX) over B, C, D; C is cut after its first leaf (2 ≤ α = 3), twice.
const LECTURE = `algorithm: alphabeta
A [
  a1 -> B [ 3 12 8 ]
  a2 -> C [ 2 4 6 ]
  a3 -> D [ 14 5 2 ]
]`;
const LECTURE_SOLVED = `algorithm: alphabeta
A =3 <-inf, +inf> [
  a1 -> B =3 <-inf, +inf> [ 3 12 8 ]
  a2 -> C =2 <3, +inf> [ 2 /4 /6 ]
  a3 -> D =2 <3, +inf> [ 14 5 2 ]
]`;

// The exercise sheet's solution, worked by hand: α rises to 6 after A, so B is cut after B1
// (5 ≤ 6), A2 after its 7 (7 ≥ β = 6), C3 after its 8 (8 ≥ β = 8).
const SHEET_SOLVED = `algorithm: alphabeta
R =8 <-inf, +inf> [
  A =6 <-inf, +inf> [ A1 =6 <-inf, +inf> [ 4 6 ] A2 =7 <-inf, 6> [ 7 /3 ] ]
  B =5 <6, +inf> [ B1 =5 <6, +inf> [ 2 5 ] /8 /1 ]
  C =8 <6, +inf> [ C1 =9 <6, +inf> [ 9 1 ] C2 =8 <6, 9> [ 3 8 ] C3 =8 <6, 8> [ 8 /2 ] ]
]`;

describe('judging a sheet', () => {
  it('asks for a value and a window at every node the run searches, and a mark at every cut, on the lecture tree', () => {
    const sheet = judgeSheet(traceOf(LECTURE));
    assert.deepEqual(counts(sheet), { values: tally(0, 0, 4, 4), windows: tally(0, 0, 4, 4), cuts: tally(0, 0, 2, 2) });
    assert.deepEqual(at(LECTURE, 'A', 'C'), ['A: blank blank null', 'C: blank blank null']);
  });

  it('finds every answer blank on the exercise blank sheet: 10 searched inner nodes, 4 cuts', () => {
    const sheet = judgeSheet(traceOf(example('exercise-blank-sheet.gtree')));
    assert.deepEqual(counts(sheet), { values: tally(0, 0, 10, 10), windows: tally(0, 0, 10, 10), cuts: tally(0, 0, 4, 4) });
    // A leaf asks nothing of its own: its payoff is given; a pruned leaf asks for its mark.
    const leaves = sheet.nodes.filter((v) => v.value === null);
    assert.equal(leaves.length, 14);
    assert.equal(leaves.filter((v) => v.cut === 'blank').length, 4);
  });

  it('finds every answer right on the solved sheets', () => {
    assert.deepEqual(counts(judgeSheet(traceOf(SHEET_SOLVED))), { values: tally(10, 0, 0, 10), windows: tally(10, 0, 0, 10), cuts: tally(4, 0, 0, 4) });
    assert.deepEqual(counts(judgeSheet(traceOf(LECTURE_SOLVED))), { values: tally(4, 0, 0, 4), windows: tally(4, 0, 0, 4), cuts: tally(2, 0, 0, 2) });
  });

  it('judges each answer on its own node', () => {
    const source = SHEET_SOLVED.replace('A2 =7 <-inf, 6>', 'A2 =6 <-inf, +inf>').replace('C =8 <6, +inf>', 'C =? <6, ?>').replace('[ 8 /2 ]', '[ 8 2 ]');
    assert.deepEqual(at(source, 'A2', 'C', 'C3', 'R'), ['A2: wrong wrong null', 'C: blank blank null', 'C3: right right null', 'R: right right null']);
    const sheet = judgeSheet(traceOf(source));
    assert.deepEqual(counts(sheet), { values: tally(8, 1, 1, 10), windows: tally(8, 1, 1, 10), cuts: tally(3, 0, 1, 4) });
  });

  it('calls a window with one bound right and one blank blank, and with a wrong bound wrong', () => {
    const c = (window: string): string => at(LECTURE_SOLVED.replace('C =2 <3, +inf>', `C =2 ${window}`), 'C')[0];
    assert.equal(c('<3, ?>'), 'C: right blank null');
    assert.equal(c('<?, +inf>'), 'C: right blank null');
    assert.equal(c('<?, ?>'), 'C: right blank null');
    assert.equal(c('<4, ?>'), 'C: right wrong null');
    assert.equal(c('<3, 5>'), 'C: right wrong null');
    assert.equal(c('<-inf, +inf>'), 'C: right wrong null');
  });

  it('counts nothing written and =? alike as blank', () => {
    assert.deepEqual(at(LECTURE_SOLVED.replace('B =3 <-inf, +inf>', 'B'), 'B'), ['B: blank blank null']);
    assert.deepEqual(at(LECTURE_SOLVED.replace('B =3 <-inf, +inf>', 'B =? <?, ?>'), 'B'), ['B: blank blank null']);
  });

  it('calls a value in a pruned subtree extra without asking for one there', () => {
    const pruned = `algorithm: alphabeta
A [ B [ 3 12 8 ] C [ 2 X [ 4 5 ] 6 ] D [ 14 5 2 ] ]`;
    const blankThere = judgeSheet(traceOf(pruned.replace('X [', 'X =? <?, ?> [')));
    assert.deepEqual(counts(blankThere), { values: tally(0, 0, 4, 4), windows: tally(0, 0, 4, 4), cuts: tally(0, 0, 2, 2) });
    assert.deepEqual(at(pruned.replace('X [', 'X =? <?, ?> ['), 'X'), ['X: null null blank']);
    const valueThere = pruned.replace('X [', '/X =4 <3, ?> [');
    // Nothing is asked at X, so what is written there is extra, counted apart from the wrong answers
    // (it used to add to `wrong`, making right + wrong + blank exceed the total).
    assert.deepEqual(at(valueThere, 'X'), ['X: extra extra right']);
    assert.deepEqual(counts(judgeSheet(traceOf(valueThere))), { values: tally(0, 0, 4, 4, 1), windows: tally(0, 0, 4, 4, 1), cuts: tally(1, 0, 1, 2) });
  });

  it('counts a cut mark on an edge that is not pruned as extra, apart from the wrong ones and the total', () => {
    const source = LECTURE_SOLVED.replace('[ 14 5 2 ]', '[ 14 5 /2 ]');
    // Was tally(2, 1, 0, 2): the mark is asked nowhere, so it is extra, not wrong.
    assert.deepEqual(judgeSheet(traceOf(source)).cuts, tally(2, 0, 0, 2, 1));
  });

  it('tells negascout’s null-window mark // from the alpha-beta mark /', () => {
    // B gives α = 3; C's null-window search fails high and is searched again (6); D's null window
    // <6, 7> closes at its first leaf, 1: a scout cut.
    const tree = `algorithm: negascout
A [ B [ 3 5 ] C [ 6 7 ] D [ 1 9 ] ]`;
    const cut = (mark: string): Tally => judgeSheet(traceOf(tree.replace(' 9 ]', ` ${mark}9 ]`))).cuts;
    assert.deepEqual(cut('//'), tally(1, 0, 0, 1));
    // The wrong kind of mark on a pruned edge answers what is asked there: wrong, not extra.
    assert.deepEqual(cut('/'), tally(0, 1, 0, 1));
    assert.deepEqual(cut(''), tally(0, 0, 1, 1));
  });

  it('asks no window of an algorithm that passes none, and calls a written one extra', () => {
    const tree = `algorithm: minimax
A =? [ B =1 [ 1 3 ] C [ 2 4 ] ]`;
    const sheet = judgeSheet(traceOf(tree));
    assert.deepEqual(counts(sheet), { values: tally(1, 0, 2, 3), windows: tally(0, 0, 0, 0), cuts: tally(0, 0, 0, 0) });
    // Was tally(0, 1, 0, 0): no window is asked, so a written one is extra.
    assert.deepEqual(judgeSheet(traceOf(tree.replace('B =1', 'B =1 <-inf, +inf>'))).windows, tally(0, 0, 0, 0, 1));
  });

  it('judges the tuples of max^n', () => {
    const tree = `players: A B C
R =(1,2,3) [ x -> =(1,2,3) [ (1,2,3) (4,2,1) ] y -> =(0,5,4) [ (6,1,0) (0,5,5) ] ]`;
    assert.deepEqual(judgeSheet(traceOf(tree)).values, tally(2, 1, 0, 3));
  });

  it('says the counts with blanks', () => {
    const source = `algorithm: alphabeta
R =8 <-inf, +inf> [
  A =? <?, ?> [ A1 =? <?, ?> [ 4 6 ] A2 =6 <-inf, 6> [ 7 /3 ] ]
  B =? <?, ?> [ B1 =? <?, ?> [ 2 5 ] 8 1 ]
  C =? <?, ?> [ C1 =? <?, ?> [ 9 1 ] C2 =? <?, ?> [ 3 8 ] C3 =? <?, ?> [ 8 /2 ] ]
]`;
    const s = judgeSheet(traceOf(source));
    assert.equal(describeSummary(s), '1 of 10 values right, 1 wrong, 8 blank; 2 of 10 windows right, 8 blank; 2 of 4 cuts right, 2 unmarked');
  });
});
