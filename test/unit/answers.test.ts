import { strict as assert } from 'node:assert';
import { answerDiagnostics, checkAnswers, checkText, describeSummary } from '../../src/core';
import { traceOf } from './search-helpers';

const SOLVED = `algorithm: alphabeta
A =3 <-inf, +inf> [
  a1 -> B =3 [ 3 12 8 ]
  a2 -> C =2 <3, +inf> [ 2 /4 /6 ]
  a3 -> D =2 [ 14 5 2 ]
]`;

function warnings(source: string, reveal = false) {
  return checkAnswers(traceOf(source), { reveal });
}

describe('answer checking', () => {
  it('accepts a fully right solution sheet and counts it', () => {
    const { diagnostics, summary } = warnings(SOLVED);
    assert.deepEqual(diagnostics, []);
    assert.equal(describeSummary(summary), '4 of 4 values right; 2 of 4 windows right, 2 blank; 2 of 2 cuts right');
  });

  it('flags a wrong value, and reveals the right one only when asked', () => {
    const source = SOLVED.replace('B =3', 'B =4');
    const hidden = warnings(source).diagnostics;
    assert.deepEqual(
      hidden.map((d) => d.code),
      ['wrong-value'],
    );
    assert.doesNotMatch(hidden[0].message, /gives 3/);
    assert.equal(source.slice(hidden[0].span.start, hidden[0].span.end), '4');
    assert.match(warnings(source, true).diagnostics[0].message, /gives 3/);
  });

  it('flags a wrong window bound, including an infinite one', () => {
    const d = warnings(SOLVED.replace('<3, +inf>', '<3, 4>'), true).diagnostics;
    assert.deepEqual(
      d.map((x) => x.code),
      ['wrong-window'],
    );
    assert.match(d[0].message, /β is not/);
    assert.match(d[0].message, /<3, \+inf>/);
  });

  it('accepts ? in a window as a blank', () => {
    assert.deepEqual(warnings(SOLVED.replace('<3, +inf>', '<3, ?>')).diagnostics, []);
  });

  it('flags a cut mark on an edge that is searched', () => {
    const d = warnings(SOLVED.replace('[ 14 5 2 ]', '[ 14 5 /2 ]')).diagnostics;
    assert.deepEqual(
      d.map((x) => x.code),
      ['wrong-cut'],
    );
    assert.match(d[0].message, /not pruned/);
  });

  it('flags a missing cut mark on an answered sheet', () => {
    const d = warnings(SOLVED.replace('/6', '6'), true).diagnostics;
    assert.deepEqual(
      d.map((x) => x.code),
      ['missing-cut'],
    );
    assert.match(d[0].message, /Mark it '\/'/);
  });

  it('does not ask for cut marks on a tree that has none', () => {
    assert.deepEqual(warnings(SOLVED.replace('/4 /6', '4 6')).diagnostics, []);
  });

  it('flags one stroke where negascout needs two, and the reverse', () => {
    const tree = `algorithm: negascout
A [ B [3 5] C [6 7] D [1 /9] ]`;
    const d = warnings(tree, true).diagnostics;
    assert.deepEqual(
      d.map((x) => x.code),
      ['wrong-cut'],
    );
    assert.match(d[0].message, /two strokes '\/\/'/);
    assert.deepEqual(warnings(tree.replace('/9', '//9')).diagnostics, []);
    const lecture = warnings(SOLVED.replace('/4 /6', '//4 /6')).diagnostics;
    assert.deepEqual(
      lecture.map((x) => x.code),
      ['wrong-cut'],
    );
  });

  it('checks tuple answers of max^n', () => {
    const tree = `players: A B C
R =(1,2,3) [ x -> =(1,2,3) [ (1,2,3) (4,2,1) ] y -> =(0,5,4) [ (6,1,0) (0,5,5) ] ]`;
    const d = warnings(tree, true).diagnostics;
    assert.deepEqual(
      d.map((x) => x.code),
      ['wrong-value'],
    );
    assert.match(d[0].message, /gives \(0, 5, 5\)/);
  });

  it('runs through answerDiagnostics only for trees that hold answers', () => {
    const result = checkText(`tree a { A [ 1 2 ] }\ntree b { A =5 [ 1 2 ] }`);
    const d = answerDiagnostics(result.trees, { reveal: false });
    assert.deepEqual(
      d.map((x) => x.code),
      ['wrong-value'],
    );
  });
});

describe('answer checking of blanks', () => {
  it('treats a window of blanks on a pruned node as a blank, not a wrong answer', () => {
    const d = checkAnswers(traceOf(SOLVED.replace('/4', '/=4 <?, ?>')), { reveal: false }).diagnostics;
    assert.deepEqual(d, []);
  });
});

describe('cut marks still to find, in practice', () => {
  const practice = (source: string) => checkAnswers(traceOf(source), { reveal: false, locateMissingCuts: false }).diagnostics;

  it('locates no missing cut once the student has marked one: one line on the tree says how many are left', () => {
    const source = `tree "Vežba" {\n${SOLVED.replace('/6', '6')}\n}`;
    const d = practice(source);
    assert.deepEqual(
      d.map((x) => `${x.code} ${x.severity}: ${x.message} @${source.slice(x.span.start, x.span.end)}`),
      ['cuts-to-mark information: 1 cut still to mark. @tree "Vežba"'],
    );
    assert.deepEqual(
      warnings(source).diagnostics.map((x) => x.code),
      ['missing-cut'],
      'an author still gets the located warning',
    );
  });

  it('counts every pruned edge on a sheet with no marks yet (an anonymous tree: on its first token), and says nothing when all are marked', () => {
    const unmarked = SOLVED.replace('/4 /6', '4 6');
    const d = practice(unmarked);
    assert.deepEqual(
      d.map((x) => [x.message, unmarked.slice(x.span.start, x.span.end)]),
      [['2 cuts still to mark.', 'algorithm']],
    );
    assert.deepEqual(practice(SOLVED), []);
  });

  it('still calls a mark on a searched edge wrong', () => {
    assert.deepEqual(
      practice(SOLVED.replace('/4 /6', '/4 6').replace('[ 14 5 2 ]', '[ 14 /5 2 ]')).map((x) => x.code),
      ['cuts-to-mark', 'wrong-cut'],
    );
  });
});
