import { strict as assert } from 'node:assert';
import {
  answerAnnouncement,
  BLANK_VALUE,
  BLANK_WINDOW,
  blankDiagram,
  diagramOf,
  judgeSheet,
  nextStep,
  practiceDiagram,
  type DiagramModel,
  type PracticeOptions,
} from '../../src/core';
import { exampleText } from './diagram-fixtures';
import { traceOf } from './search-helpers';

const CHECKED: PracticeOptions = { checked: true, solutionShown: false, hint: null, announcement: null };

function practise(source: string, options: PracticeOptions = CHECKED): DiagramModel {
  const trace = traceOf(source);
  return practiceDiagram(diagramOf(trace.tree, trace), trace, options);
}

const byName = (d: DiagramModel, name: string) => d.nodes.find((n) => n.name === name)!;

// The lecture's tree, answered in part: B right; C's value wrong (it is 2) and its β still
// blank; the edge to C's 4 marked (right), to its 6 not yet; D's 5 marked, where the run searches.
const ANSWERED = `algorithm: alphabeta
A [
  a1 -> B =3 <-inf, +inf> [ 3 12 8 ]
  a2 -> C =4 <3, ?> [ 2 /4 6 ]
  a3 -> D [ 14 /5 2 ]
]`;

describe('practice diagram', () => {
  it('on the blank exercise sheet draws no computed value, window, cut, visit order or principal variation', () => {
    // 10 values, 10 windows, 4 cuts asked.
    const d = practise(exampleText('exercise-blank-sheet.gtree'));
    const inner = d.nodes.filter((n) => n.shape !== 'leaf');
    assert.equal(inner.length, 10);
    for (const n of inner) {
      assert.deepEqual([n.value, n.window, n.bound, n.order, n.pv, n.tt], [BLANK_VALUE, BLANK_WINDOW, null, null, false, null], n.name);
      assert.match(n.spoken, /window blank to blank, value blank$/);
    }
    // Pruned leaves (3, 8, 1, 2) look like every other: drawn, unmarked, not faded.
    for (const n of d.nodes) assert.deepEqual([n.cut, n.visits >= 1, n.answer!.mark, n.answer!.cut], [0, true, 0, null], n.name);
    assert.deepEqual(
      d.nodes.filter((n) => n.shape === 'leaf').map((n) => n.value!.text),
      ['4', '6', '7', '3', '2', '5', '8', '1', '9', '1', '3', '8', '8', '2'],
    );
    assert.deepEqual([d.steps, d.totals, d.rootValue, d.pvText, d.answers, d.iterations], [[], null, null, '', null, null]);
    assert.deepEqual(d.practice, {
      checked: true,
      counts: { right: 0, wrong: 0, blank: 24, total: 24, extra: 0 },
      countsText: '0 right, 0 wrong, 24 blank of 24',
      windowed: true,
      scoutCuts: false,
      cutsLeft: '4 cuts still to mark',
      hint: null,
      solutionShown: false,
      announcement: null,
    });
  });

  it('draws what the student wrote, each answer judged on its node and edge', () => {
    const d = practise(ANSWERED);
    const c = byName(d, 'C');
    assert.deepEqual(c.value, { text: '4', parts: ['4'] });
    assert.deepEqual(c.window, { text: 'α = 3, β = blank', alpha: '3', beta: '□' });
    assert.deepEqual(c.answer, { value: 'wrong', window: 'blank', mark: 0, cut: null, written: { value: '4', alpha: '3', beta: '' } });
    assert.equal(c.spoken, 'C, MIN, reached by a2 from A, window 3 to blank, value 4, wrong');
    const b = byName(d, 'B');
    assert.deepEqual(b.window, { text: 'α = −∞, β = +∞', alpha: '−∞', beta: '+∞' });
    assert.equal(b.spoken, 'B, MIN, reached by a1 from A, window minus infinity to plus infinity, right, value 3, right');
    assert.deepEqual(byName(d, 'A').answer, { value: 'blank', window: 'blank', mark: 0, cut: null, written: { value: '', alpha: '', beta: '' } });
    const four = byName(d, 'leaf 4 (a2 → 2nd)');
    assert.deepEqual([four.cut, four.answer!.mark, four.answer!.cut], [1, 1, 'right']);
    assert.equal(four.spoken, 'leaf 4, 2nd child of C, edge marked as cut, right');
    // The cut still to find is not located: its edge says nothing.
    const six = byName(d, 'leaf 6 (a2 → 3rd)');
    assert.deepEqual([six.cut, six.answer!.cut, six.spoken], [0, null, 'leaf 6, 3rd child of C']);
    assert.deepEqual(byName(d, 'leaf 5 (a3 → 2nd)').answer!.cut, 'wrong');
    // Values 1 right, 1 wrong, 2 blank; windows 1 right, 3 blank; cuts 1 right, 1 blank; D's 5 marked where nothing is cut: extra, apart.
    assert.equal(d.practice!.countsText, '3 right, 1 wrong, 6 blank of 10, 1 extra: 2 points');
    assert.equal(d.practice!.cutsLeft, '1 cut still to mark');
  });

  it('before Check, says what is written and no verdict', () => {
    const d = practise(ANSWERED, { ...CHECKED, checked: false });
    assert.deepEqual(byName(d, 'C').answer, { value: null, window: null, mark: 0, cut: null, written: { value: '4', alpha: '3', beta: '' } });
    assert.equal(byName(d, 'C').spoken, 'C, MIN, reached by a2 from A, window 3 to blank, value 4');
    assert.equal(byName(d, 'A').answer!.value, 'blank');
    assert.equal(byName(d, 'leaf 5 (a3 → 2nd)').answer!.cut, null);
    // Two marks fill the two cut slots, whichever edges they are on (one of them is not pruned): unchecked, nothing says which.
    assert.deepEqual(d.practice!.counts, { right: 0, wrong: 0, blank: 5, total: 10, extra: 0 });
    assert.equal(d.practice!.countsText, '5 written, 5 blank of 10');
    assert.equal(d.practice!.cutsLeft, '2 cuts to mark');
  });

  it('draws a blank in a pruned subtree as any blank, so the sheet does not tell what is pruned', () => {
    const d = practise(`algorithm: alphabeta
A =? <?, ?> [ B =? <?, ?> [ 3 12 8 ] C =? <?, ?> [ 2 X =? <?, ?> [ 4 5 ] 6 ] D =? <?, ?> [ 14 5 2 ] ]`);
    const x = byName(d, 'X');
    assert.deepEqual([x.value, x.window, x.answer!.value, x.answer!.window], [BLANK_VALUE, BLANK_WINDOW, 'blank', 'blank']);
    assert.equal(x.spoken, 'X, MAX, 2nd child of C, window blank to blank, value blank');
  });

  it('shows the solution on request, keeping the counts and the verdicts', () => {
    const trace = traceOf(ANSWERED);
    const solved = diagramOf(trace.tree, trace);
    const d = practiceDiagram(solved, trace, { ...CHECKED, solutionShown: true });
    assert.equal(byName(d, 'C').value!.text, '2');
    assert.equal(byName(d, 'leaf 6 (a2 → 3rd)').cut, 1);
    assert.equal(d.pvText, solved.pvText);
    assert.equal(d.rootValue, '3');
    assert.equal(byName(d, 'C').answer!.value, 'wrong');
    assert.deepEqual([d.practice!.solutionShown, d.practice!.countsText], [true, '3 right, 1 wrong, 6 blank of 10, 1 extra: 2 points']);
  });

  it('carries the hint on show and the announcement', () => {
    const trace = traceOf(ANSWERED);
    const hint = nextStep(trace, judgeSheet(trace), false);
    const d = practiceDiagram(diagramOf(trace.tree, trace), trace, { ...CHECKED, hint, announcement: 'C: value 4, wrong' });
    assert.deepEqual(d.practice!.hint, { node: hint!.node, text: hint!.text });
    assert.equal(d.practice!.announcement, 'C: value 4, wrong');
  });

  it('offers the null-window mark for negascout only', () => {
    assert.equal(practise('algorithm: negascout\nA [ B [ 3 5 ] C [ 6 7 ] ]').practice!.scoutCuts, true);
    assert.equal(practise('algorithm: minimax\nA [ B [ 3 5 ] C [ 6 7 ] ]').practice!.windowed, false);
  });
});

describe('spoken names', () => {
  it('read like the lecture in the solved diagram', () => {
    const trace = traceOf(exampleText('alphabeta-lecture.gtree'));
    const d = diagramOf(trace.tree, trace);
    assert.deepEqual(
      d.nodes.slice(5, 8).map((n) => n.spoken),
      [
        'C, MIN, reached by a2 from A, window 3 to plus infinity, value 2',
        'leaf 2, 1st child of C, window 3 to plus infinity',
        'leaf 4, 2nd child of C, pruned by alpha-beta',
      ],
    );
    assert.equal(d.nodes[0].spoken, 'A, MAX, window minus infinity to plus infinity, value 3, on the principal variation');
  });

  it('say a chance outcome and its probability, an unnamed node by its kind, the root as the root', () => {
    // The MIN node takes −3; the chance node 12·1/6 − 3·5/6 = −1/2.
    const trace = traceOf('algorithm: expectimax\n[ roll -> chance [ six 1/6 -> 12  rest 5/6 -> [ -3 1 ] ] ]');
    const spoken = diagramOf(trace.tree, trace).nodes.map((n) => n.spoken);
    assert.deepEqual(spoken, [
      'the root, MAX, value minus 1/2, on the principal variation',
      'chance node, reached by roll from the root, value minus 1/2, on the principal variation',
      'leaf 12, reached by six from the node at roll, probability 1/6',
      'MIN node, reached by rest from the node at roll, probability 5/6, value minus 3',
      'leaf minus 3, 1st child of the node at roll, then rest',
      'leaf 1, 2nd child of the node at roll, then rest',
    ]);
  });

  it('give nothing away on a blank diagram', () => {
    const d = blankDiagram(diagramOf(traceOf(exampleText('alphabeta-lecture.gtree')).tree, traceOf(exampleText('alphabeta-lecture.gtree'))));
    assert.deepEqual(
      d.nodes.slice(5, 8).map((n) => n.spoken),
      ['C, MIN, reached by a2 from A, window blank to blank, value blank', 'leaf 2, 1st child of C', 'leaf 4, 2nd child of C'],
    );
  });
});

describe('announcements', () => {
  it('say the answer just given at a node, with its verdict once checked', () => {
    const checked = practise(ANSWERED);
    assert.equal(answerAnnouncement(byName(checked, 'C'), true), 'C: window 3 to blank, value 4, wrong');
    assert.equal(answerAnnouncement(byName(checked, 'leaf 5 (a3 → 2nd)'), true), 'leaf 5 (a3 → 2nd): edge marked as cut, wrong');
    assert.equal(answerAnnouncement(byName(checked, 'leaf 6 (a2 → 3rd)'), true), 'leaf 6 (a2 → 3rd): edge not marked');
    const unchecked = practise(ANSWERED, { ...CHECKED, checked: false });
    assert.equal(answerAnnouncement(byName(unchecked, 'B'), false), 'B: window minus infinity to plus infinity, value 3');
  });
});
