import { strict as assert } from 'node:assert';
import {
  diagramOf,
  evaluate,
  expressionText,
  treeExpression,
  nodeFacts,
  rootPiecesText,
  run,
  solveUnknown,
  unknownNextStep,
  unknownPracticeDiagram,
  type GameTree,
  type Num,
  type Solution,
  type SolveOutcome,
} from '../../src/core';
import { cmp } from '../../src/core/model/num';
import { readExpression } from '../../src/core/symbolic/answer-text';
import { clampOf, simplest } from '../../src/core/symbolic/expression';
import { freshSolves } from '../../src/core/symbolic/solve';
import { checkUnknownAnswers } from '../../src/core/teaching/checking/unknown-answers';
import { unknownKeyEdits } from '../../src/core/teaching/checking/unknown-key';
import { contains } from '../../src/core/symbolic/intervals';
import { holds, readCondition } from '../../src/core/symbolic/answer-text';
import { seededRandom, intBetween } from '../../src/core/generate/prng';
import { treeOf } from './search-helpers';

/*
 * One solve per tree version: every caller of solveUnknown on the same tree object, with options
 * that run alike, gets the same outcome object, and the count of solves made (freshSolves) goes
 * up once. A new parse (an edit) is a new tree and is solved again.
 */

const LECTURE = `algorithm: alphabeta\nunknowns: x in [-10, 10]\nA [ a1 -> B [ 3 12 8 ]  a2 -> C [ x 4 6 ]  a3 -> D [ 14 5 2 ] ]`;
const SHEET = `algorithm: alphabeta\nunknowns: x in [-10, 10]\nA ={max(3, x)} [ a1 -> B =3 [ 3 12 8 ]  a2 -> C =? [ x /{x <= 3} 4 /{x < 3} 6 ]  a3 -> D =? [ 14 5 2 ] ]`;

const solution = (outcome: SolveOutcome): Solution => {
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.message);
  return outcome.solution;
};

/** How many solves `work` makes. */
function solvesMadeBy(work: () => unknown): number {
  const before = freshSolves();
  work();
  return freshSolves() - before;
}

describe('solveUnknown: one solve per tree version', () => {
  it('the same tree with the same options gives the same outcome object, solved once', () => {
    const tree = treeOf(LECTURE);
    let first: SolveOutcome | null = null;
    assert.equal(
      solvesMadeBy(() => (first = solveUnknown(tree))),
      1,
    );
    let again: SolveOutcome | null = null;
    assert.equal(
      solvesMadeBy(() => (again = solveUnknown(tree))),
      0,
    );
    assert.ok(first !== null && first === again);
    // Options that come to the same run settings share it: the tree's own algorithm named, events asked or not.
    assert.equal(
      solvesMadeBy(() => {
        assert.equal(solveUnknown(tree, { algorithm: 'alphabeta' }), first);
        assert.equal(solveUnknown(tree, { events: false }), first);
        assert.equal(solveUnknown(tree, { algorithm: 'alphabeta', events: true, depth: null }), first);
      }),
      0,
    );
  });

  it('options that change the answer get their own solve, each kept', () => {
    const tree = treeOf(LECTURE);
    const plain = solveUnknown(tree);
    const minimax = solveUnknown(tree, { algorithm: 'minimax' });
    const strict = solveUnknown(tree, { prune: 'strict' });
    assert.notEqual(minimax, plain);
    assert.notEqual(strict, plain);
    assert.notEqual(strict, minimax);
    // Minimax cuts nothing; alpha-beta cuts C's last leaves when x <= 3, under prune: strict when x < 3.
    assert.equal(solution(minimax).cuts.filter((set) => set.length > 0).length, 0);
    assert.equal(solution(plain).cuts.filter((set) => set.length > 0).length, 2);
    const c4 = treeOf(LECTURE)
      .allNodes()
      .find((n) => n.payoff !== null && n.parent?.label === 'C' && n.index === 1)!.id;
    assert.equal(contains(solution(plain).cuts[c4], { num: 3n, den: 1n }), true);
    assert.equal(contains(solution(strict).cuts[c4], { num: 3n, den: 1n }), false);
    assert.equal(
      solvesMadeBy(() => {
        assert.equal(solveUnknown(tree, { algorithm: 'minimax' }), minimax);
        assert.equal(solveUnknown(tree, { prune: 'strict' }), strict);
      }),
      0,
    );
  });

  it('a new parse of the text (an edit) is solved again, and an edited tree gives its own answer', () => {
    const tree = treeOf(LECTURE);
    const before = solveUnknown(tree);
    const reparsed = treeOf(LECTURE);
    let after: SolveOutcome | null = null;
    assert.equal(
      solvesMadeBy(() => (after = solveUnknown(reparsed))),
      1,
    );
    assert.notEqual(after, before);
    assert.equal(rootPiecesText(solution(after!)), rootPiecesText(solution(before)));
    const edited = solution(solveUnknown(treeOf(LECTURE.replace('x 4 6', 'x 9 6'))));
    assert.notEqual(rootPiecesText(edited), rootPiecesText(solution(before)));
    assert.equal(rootPiecesText(edited), '3 for x in [-10, 3]; x for x in (3, 6]; 6 for x in (6, 10]');
  });

  it('the diagram, the sheet, the judge, Next step and the key of one tree version share one solve', () => {
    const tree = treeOf(SHEET);
    assert.equal(
      solvesMadeBy(() => {
        diagramOf(tree, null, null, undefined, null);
        unknownPracticeDiagram(tree, { checked: true, solutionShown: false, announcement: null });
        checkUnknownAnswers(tree, { reveal: true });
        unknownNextStep(tree);
        unknownKeyEdits(tree, SHEET);
        solveUnknown(tree, { algorithm: tree.settings.algorithm });
      }),
      1,
    );
  });

  it('a tree without an unknown is answered once too, with its message', () => {
    const tree = treeOf('A [ 3 4 ]');
    const outcome = solveUnknown(tree);
    assert.equal(outcome.ok, false);
    assert.equal(solveUnknown(tree), outcome);
  });
});

describe('the judge reads one solution between its breakpoints', () => {
  it('a condition wrong only between two of the tree’s breakpoints is found wrong', () => {
    // C's 4 is cut for x <= 3; the tree's breakpoints near there are 2 and 3 (one run between, at 2.5).
    const verdict = (condition: string): string | null => {
      const text = LECTURE.replace('x 4 6', `x /{${condition}} 4 /{x <= 3} 6`);
      const tree = treeOf(text);
      const leaf4 = tree.allNodes().find((n) => n.payoff !== null && n.parent?.label === 'C' && n.index === 1)!;
      return checkUnknownAnswers(tree, { reveal: false })!.summary.nodes[leaf4.id].cut;
    };
    assert.equal(verdict('x <= 3'), 'right');
    assert.equal(verdict('x <= 2.6 or 2.7 <= x <= 3'), 'wrong');
    assert.equal(verdict('x < 2.6 or x = 2.6 or 2.6 < x <= 3'), 'right');
  });

  it('on random conditions, a cut verdict is right exactly when the condition holds where the edge is cut, at every twentieth', () => {
    const random = seededRandom(11);
    const tree = treeOf(LECTURE);
    const cuts = solution(solveUnknown(tree)).cuts;
    const grid = Array.from({ length: 401 }, (_, i) => ({ num: BigInt(i - 200), den: 20n }));
    const tenth = (): string => (intBetween(random, -110, 110) / 10).toString();
    let rights = 0;
    for (let round = 0; round < 60; round++) {
      const [a, b] = [tenth(), tenth()];
      // The last kind is right exactly when a <= 3: right and wrong verdicts both come up.
      const kinds = [`x <= ${a}`, `${a} <= x < ${b}`, `x < ${a} or x >= ${b}`, `x < ${a} or ${a} <= x <= 3`];
      const condition = kinds[round % kinds.length];
      const text = LECTURE.replace('x 4 6', `x /{${condition}} 4 6`);
      const judgedTree = treeOf(text);
      const leaf4 = judgedTree.allNodes().find((n) => n.payoff !== null && n.parent?.label === 'C' && n.index === 1)!;
      const read = readCondition(condition, 'x');
      assert.ok(read.ok, condition);
      const brute = grid.every((x) => holds(read.value, x) === contains(cuts[leaf4.id], x));
      assert.equal(checkUnknownAnswers(judgedTree, { reveal: false })!.summary.nodes[leaf4.id].cut, brute ? 'right' : 'wrong', condition);
      rights += brute ? 1 : 0;
    }
    assert.ok(rights >= 5, `only ${rights} right conditions`);
  });

  it('on random trees and value answers, a value verdict is right exactly when a run at every twentieth agrees where it searches the node', () => {
    const random = seededRandom(5);
    const grid = Array.from({ length: 321 }, (_, i) => ({ num: BigInt(i - 160), den: 20n }));
    const tenth = (): string => (intBetween(random, -80, 80) / 10).toString();
    let rights = 0;
    let wrongs = 0;
    for (let round = 0; round < 40; round++) {
      // A tree of MAX and MIN nodes two or three deep, leaves in [-6, 6], one of them x; one inner node answered.
      const labels: string[] = [];
      const answered = intBetween(random, 0, 2);
      const forms = [`max(${tenth()}, min(x, ${tenth()}))`, `min(x, ${tenth()})`, `max(${tenth()}, x)`, 'x', tenth()];
      const node = (depth: number): string => {
        if (depth === 0 || (depth === 1 && random() < 0.3)) return String(intBetween(random, -6, 6));
        const index = labels.length;
        const label = `N${index}`;
        labels.push(label);
        const children = Array.from({ length: intBetween(random, 2, 3) }, () => node(depth - 1)).join(' ');
        return `${label}${index === answered ? ' @' : ''} [ ${children} ]`;
      };
      const body = node(3);
      const leaves = [...body.matchAll(/(?<![N\d.-])-?\d+(?![\d.])/g)];
      const pick = leaves[intBetween(random, 0, leaves.length - 1)];
      const unanswered = `algorithm: alphabeta\nunknowns: x in [-8, 8]\n${body.slice(0, pick.index) + 'x' + body.slice(pick.index! + pick[0].length)}`;
      // Every other tree is answered with the node's own max/min expression: right unless alpha-beta returns a bound there.
      const own = (): string => {
        const bare = treeOf(unanswered.replace(' @', ''));
        const n = bare.allNodes().find((m) => m.label === `N${answered}`)!;
        return expressionText(simplest(clampOf(treeExpression(bare, n)), bare.unknown!.low, bare.unknown!.high), 'x', bare.numberStyle);
      };
      // max(E, min(x, c, E)) is E itself, with a number c that falls inside the tree's gaps: judged between its breakpoints.
      const padded = (e: string): string => `max(${e}, min(x, ${tenth()}, ${e}))`;
      const answer = round % 4 === 0 ? own() : round % 4 === 2 ? padded(own()) : forms[(round >> 1) % forms.length];
      const text = unanswered.replace(' @', ` ={${answer}}`);
      const tree = treeOf(text);
      const target = tree.allNodes().find((n) => n.label === `N${answered}`)!;
      const written = readExpression(answer, 'x');
      assert.ok(written.ok, answer);
      const brute = grid.every((x) => {
        const value = searchedValue(tree, target.id, x);
        return value === undefined || cmp(evaluate(written.value, x), value) === 0;
      });
      const verdict = checkUnknownAnswers(tree, { reveal: false })!.summary.nodes[target.id].value;
      assert.equal(verdict, brute ? 'right' : 'wrong', text);
      if (brute) rights++;
      else wrongs++;
    }
    assert.ok(rights >= 5 && wrongs >= 5, `${rights} right, ${wrongs} wrong`);
  });
});

/** The node's value in a run at x (alpha-beta: MAX's view), undefined where the run does not search it. */
function searchedValue(tree: GameTree, id: number, x: Num): Num | undefined {
  const outcome = run(tree, { unknownValue: x, events: false });
  assert.ok(outcome.ok);
  const trace = outcome.trace;
  return trace.rec.visitsOf(id) > 0 ? (nodeFacts(trace, tree.node(id)).value as Num) : undefined;
}
