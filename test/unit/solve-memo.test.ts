import { strict as assert } from 'node:assert';
import { diagramOf, rootPiecesText, solveUnknown, unknownNextStep, unknownPracticeDiagram, type Solution, type SolveOutcome } from '../../src/core';
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
});
