import { strict as assert } from 'node:assert';
import {
  applyEdits,
  blankFile,
  checkText,
  cutEdit,
  judgeSheet,
  nextStep,
  nextStepAgain,
  run,
  valueEdit,
  windowEdit,
  type Hint,
  type TextEdit,
} from '../../src/core';
import { exampleText } from './diagram-fixtures';
import { traceOf } from './search-helpers';

const hintOf = (source: string, giveValue = false, events = true): Hint | null => {
  const trace = traceOf(source, { events });
  return nextStep(trace, judgeSheet(trace), giveValue);
};

const sheet = (a: string, b: string, c: string, cuts: string, d: string): string => `algorithm: alphabeta
A ${a} [
  a1 -> B ${b} [ 3 12 8 ]
  a2 -> C ${c} [ 2 ${cuts} ]
  a3 -> D ${d} [ 14 5 2 ]
]`;

describe('next step', () => {
  it('starts a blank lecture sheet at the root, with the window it is given', () => {
    assert.deepEqual(hintOf(sheet('=? <?, ?>', '=? <?, ?>', '=? <?, ?>', '4 6', '=? <?, ?>')), {
      node: 0,
      text: 'A is visited with α = −∞, β = +∞: the window the search gives the root (nothing is known yet).',
      revealsValue: false,
    });
  });

  it('asked again at the same node gives its value, and once given starts over without it', () => {
    // C's value is the next step (its window is written): the hint that can give a value.
    const trace = traceOf(sheet('=? <-inf, +inf>', '=3 <-inf, +inf>', '=? <3, +inf>', '/4 /6', '=? <?, ?>'), { events: true });
    const verdicts = judgeSheet(trace);
    const first = nextStepAgain(trace, verdicts, null);
    assert.deepEqual(first, nextStep(trace, verdicts, false));
    assert.equal(first?.revealsValue, false);
    const again = nextStepAgain(trace, verdicts, first);
    assert.deepEqual(again, nextStep(trace, verdicts, true));
    assert.equal(again?.node, 5);
    assert.equal(first?.node, 5);
    assert.equal(again?.revealsValue, true);
    // The value given, a third ask shows the step as the first did.
    assert.deepEqual(nextStepAgain(trace, verdicts, again), first);
  });

  it("says where C's window comes from: A's best value so far", () => {
    const h = hintOf(sheet('=? <-inf, +inf>', '=3 <-inf, +inf>', '=? <?, ?>', '4 6', '=? <?, ?>'));
    assert.deepEqual(h, { node: 5, text: "C is visited with α = 3, β = +∞: α is A's best value so far (3, from B).", revealsValue: false });
  });

  it('points at the first pruned edge with the comparison that closes the window', () => {
    const h = hintOf(sheet('=? <-inf, +inf>', '=3 <-inf, +inf>', '=? <3, +inf>', '4 6', '=? <?, ?>'));
    assert.deepEqual(h, {
      node: 7,
      text: "At C, α = 3 ≥ β = 2: the remaining children of C cannot change A's choice — mark the edge to leaf 4 (a2 → 2nd) as cut.",
      revealsValue: false,
    });
  });

  it('explains a value without giving it, and gives it when asked again', () => {
    const source = sheet('=? <-inf, +inf>', '=3 <-inf, +inf>', '=? <3, +inf>', '/4 /6', '=? <?, ?>');
    const rule =
      "C is MIN: it takes the smallest of its children's values. Only the children it searches count: a cut leaves the others out. What it returns falls outside its window, so it is only a bound: write what the call returns.";
    assert.deepEqual(hintOf(source), { node: 5, text: rule, revealsValue: false });
    assert.deepEqual(hintOf(source, true), { node: 5, text: `${rule} Its value is 2.`, revealsValue: true });
  });

  it('reads the same from a run that kept no events', () => {
    const source = sheet('=? <-inf, +inf>', '=3 <-inf, +inf>', '=? <?, ?>', '4 6', '=? <?, ?>');
    assert.deepEqual(hintOf(source, false, false), hintOf(source));
  });

  it('says that a written answer is wrong', () => {
    const h = hintOf(sheet('=? <-inf, +inf>', '=4 <-inf, +inf>', '=? <?, ?>', '4 6', '=? <?, ?>'));
    assert.deepEqual(h, { node: 1, text: "The value written at B is wrong. B is MIN: it takes the smallest of its children's values.", revealsValue: false });
  });

  it('asks to remove a cut mark on an edge the run searches', () => {
    const source = sheet('=3 <-inf, +inf>', '=3 <-inf, +inf>', '=2 <3, +inf>', '/4 /6', '=2 <3, +inf>').replace('[ 14 5 2 ]', '[ 14 /5 2 ]');
    assert.deepEqual(hintOf(source), {
      node: 11,
      text: 'The edge to leaf 5 (a3 → 2nd) is searched: no window closes before it. Remove its cut mark.',
      revealsValue: false,
    });
  });

  it('says a value in a pruned subtree is never asked', () => {
    const source = `algorithm: alphabeta
A =3 <-inf, +inf> [ B =3 <-inf, +inf> [ 3 12 8 ] C =2 <3, +inf> [ 2 /X =5 [ 4 5 ] /6 ] D =2 <3, +inf> [ 14 5 2 ] ]`;
    assert.deepEqual(hintOf(source), {
      node: 7,
      text: 'X is never searched: the edge to it is cut. Leave its answers blank: the cut mark is the answer there.',
      revealsValue: false,
    });
  });

  it('gives the rule of an algorithm without windows', () => {
    assert.deepEqual(hintOf('algorithm: minimax\nA =? [ B =? [ 3 12 8 ] C =? [ 2 4 6 ] ]'), {
      node: 1,
      text: "B is MIN: it takes the smallest of its children's values.",
      revealsValue: false,
    });
  });

  it('tells negascout’s null window and its re-search', () => {
    // B gives A 3; C's null window (−4, −3) fails high, so C is searched again.
    const tree = 'algorithm: negascout\nA =6 <-inf, +inf> [ B =-3 <-inf, +inf> [ 3 5 ] C =? <?, ?> [ 6 7 ] D [ 1 9 ] ]';
    assert.equal(
      hintOf(tree)!.text,
      "C is searched again: its null-window search failed high, so the value is only a lower bound. C is visited with α = −∞, β = −3: A's window α = 3, β = +∞, whose α is its best value so far (3, from B), turned round for the player to move at C (α = −β, β = −α).",
    );
  });

  it('is null once every answer is right', () => {
    assert.equal(hintOf(sheet('=3 <-inf, +inf>', '=3 <-inf, +inf>', '=2 <3, +inf>', '/4 /6', '=2 <3, +inf>')), null);
  });

  it('solves the exercise sheet when each step is answered in turn: 10 values, 10 windows and 4 cuts', () => {
    let text = exampleText('exercise-blank-sheet.gtree');
    let steps = 0;
    for (;;) {
      const tree = checkText(text).trees[0].model!;
      const outcome = run(tree);
      assert.ok(outcome.ok);
      const verdicts = judgeSheet(outcome.trace);
      const hint = nextStep(outcome.trace, verdicts, true);
      if (!hint) break;
      const node = tree.node(hint.node);
      const v = verdicts.nodes[hint.node];
      const edit: TextEdit | null =
        v.cut === 'blank'
          ? cutEdit(outcome.trace, node, text)
          : v.window === 'blank'
            ? windowEdit(outcome.trace, node, text)
            : valueEdit(outcome.trace, node, text);
      text = applyEdits(text, [edit!]);
      steps++;
      assert.ok(steps <= 24, hint.text);
    }
    assert.equal(steps, 24);
  });
});

/** The lecture's tree under negamax (no example file is plain negamax): payoffs in MAX's view, written as any sheet. */
const LECTURE_NEGAMAX = 'tree "Negamax" {\n  algorithm: negamax\n  A [ B [ 3 12 8 ] C [ 2 4 6 ] D [ 14 5 2 ] ]\n}\n';

describe('next step of the algorithms that pass no window', () => {
  // Every example of each such algorithm, made a blank sheet and solved hint by hint: neither the hint nor the value given
  // when it is asked again may speak of α, β or a window, which these algorithms never pass.
  const WINDOWLESS: readonly [string, string][] = [
    ['minimax', 'novcici-minimax.gtree'],
    ['minimax', 'xo-zadatak1-minimax.gtree'],
    ['expectimax', 'rizik-expectimax.gtree'],
    ['expectimax', 'dice-zadatak7-expectimax.gtree'],
    ['negamax', 'the lecture tree'],
    ['maxn', 'maxn-three-players.gtree'],
    ['maxn', 'zlatnici-maxn.gtree'],
  ];
  for (const [algorithm, file] of WINDOWLESS) {
    it(`${algorithm} (${file}): every hint of its blank sheet, each asked twice, says nothing of α, β or a window`, () => {
      const blank = blankFile(file === 'the lecture tree' ? LECTURE_NEGAMAX : exampleText(file));
      assert.ok(blank.ok);
      let text = blank.text;
      const said: string[] = [];
      for (let steps = 0; ; steps++) {
        const tree = checkText(text).trees[0].model!;
        assert.equal(tree.settings.algorithm, algorithm);
        const outcome = run(tree);
        assert.ok(outcome.ok);
        const verdicts = judgeSheet(outcome.trace);
        const hint = nextStep(outcome.trace, verdicts, false);
        if (!hint) break;
        said.push(hint.text, nextStepAgain(outcome.trace, verdicts, hint)!.text);
        assert.ok(steps < 200, `the hints go round: ${hint.text}`);
        const node = tree.node(hint.node);
        const v = verdicts.nodes[hint.node];
        assert.equal(v.window, null, `${algorithm} asks no window at ${hint.node}`);
        const edit = v.cut === 'blank' ? cutEdit(outcome.trace, node, text) : valueEdit(outcome.trace, node, text);
        assert.ok(edit, hint.text);
        text = applyEdits(text, [edit]);
      }
      assert.ok(said.length >= 4, `${file}: ${said.length / 2} hints`);
      for (const line of said) assert.doesNotMatch(line, /α|β|alpha|beta|window/i, line);
    });
  }
});
