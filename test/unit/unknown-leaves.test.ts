import { strict as assert } from 'node:assert';
import {
  checkText,
  conditionText,
  contains,
  evaluate,
  expressionText,
  formatNumber,
  intervalText,
  rootPiecesText,
  nodeSolutionLines,
  run,
  solveUnknown,
  treeExpression,
  withAnswerDiagnostics,
  generateTree,
  withUnknownLeaf,
  answerKey,
  classMarks,
  nodeFacts,
  nodeValueTexts,
  answerEdits,
  applyEdits,
  markEdit,
  type TextEdit,
  unknownPracticeDiagram,
  unknownNextStep,
  nodeName,
  blankFile,
  gradeClass,
  type AlgorithmName,
  type GameTree,
  type Num,
  type Solution,
} from '../../src/core';
import { neg } from '../../src/core/model/num';
import { holds, readCondition, readExpression } from '../../src/core/symbolic/answer-text';
import { intBetween, seededRandom, type Random } from '../../src/core/generate/prng';
import { treeOf } from './search-helpers';
import { diagramOf } from '../../src/core/diagram/diagram';
import { finalLooks } from '../../src/render/look';

/*
 * Unknown leaves (`unknowns: x in [-10, 10]`): the exact set of x for which each edge is cut, and
 * the root's value as a function of x. The worked examples are derived by hand from alpha-beta's
 * pseudocode (docs/algorithms.md); the property compares the solution with plain runs at every
 * integer of the range and at fractions between them.
 */

function solved(source: string): Solution {
  const outcome = solveUnknown(treeOf(source));
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.message);
  return outcome.solution;
}

/** Each cut edge as `label-or-payoff: condition`, in pre-order. */
function cutsOf(s: Solution): string[] {
  const { tree, unknown } = s;
  const out: string[] = [];
  for (let id = 1; id < tree.size; id++) {
    if (s.cuts[id].length === 0) continue;
    const node = tree.node(id);
    const name = node.label ?? formatNumber(node.payoff!, tree.numberStyle);
    out.push(`${name}: ${conditionText(s.cuts[id], unknown.name, unknown.low, unknown.high, tree.numberStyle)}`);
  }
  return out;
}

const LECTURE = (settings: string): string =>
  `algorithm: alphabeta\nunknowns: x in [-10, 10]\n${settings}\nA [ a1 -> B [ 3 12 8 ]  a2 -> C [ x 4 6 ]  a3 -> D [ 14 5 2 ] ]`;

describe('unknown leaves: worked examples', () => {
  it('the lecture tree with C’s first leaf unknown: C’s other leaves are cut when x <= 3', () => {
    // After B, α = 3 at the root. C's first leaf makes β = x; on-equal cuts when α ≥ β, so x ≤ 3.
    // Otherwise C = min(x, 4, 6) = min(x, 4) > 3, and D (14, 5, 2) never closes its window (α ≤ 4 < 5).
    const s = solved(LECTURE(''));
    assert.deepEqual(cutsOf(s), ['4: x <= 3', '6: x <= 3']);
    assert.equal(rootPiecesText(s), '3 for x in [-10, 3]; x for x in (3, 4]; 4 for x in (4, 10]');
    assert.equal(expressionText(s.expression, 'x', 'decimal'), 'max(min(3, 12, 8), min(x, 4, 6), min(14, 5, 2))');
    assert.equal(expressionText(s.simplest, 'x', 'decimal'), 'max(3, min(x, 4))');
  });

  it('the hover’s lines: each edge’s condition, the expression of a node above x, the root’s pieces', () => {
    const s = solved(LECTURE(''));
    const byLabel = (label: string) => s.tree.allNodes().find((n) => n.label === label)!;
    const at = (label: string) => nodeSolutionLines(s, byLabel(label));
    assert.deepEqual(at('A'), [
      'Value: max(min(3, 12, 8), min(x, 4, 6), min(14, 5, 2)) = max(3, min(x, 4))',
      'Root value: 3 for x in [-10, 3]; x for x in (3, 4]; 4 for x in (4, 10]',
    ]);
    // C holds x: its value min(x, 4, 6) is min(x, 4) over the range; B and D hold none.
    assert.deepEqual(at('C'), ['Not cut for any x in [-10, 10].', 'Value: min(x, 4, 6) = min(x, 4)']);
    assert.deepEqual(at('B'), ['Not cut for any x in [-10, 10].', 'Value: min(3, 12, 8) = 3']);
    const c = byLabel('C');
    assert.deepEqual(nodeSolutionLines(s, c.children[1]), ['Cut when x ≤ 3.']);
    assert.deepEqual(nodeSolutionLines(s, c.children[2]), ['Cut when x ≤ 3.']);
    assert.deepEqual(nodeSolutionLines(s, c.children[0]), ['Not cut for any x in [-10, 10].']);
  });

  it('the diagram of such a tree (no single run) says the conditions and the value, and speaks them per node', () => {
    const tree = treeOf(LECTURE(''));
    const d = diagramOf(tree, null, 'no single run');
    assert.equal(d.problem, null);
    assert.equal(d.rootValue, 'max(3, min(x, 4))');
    assert.equal(d.algorithm, 'alpha-beta, solved for every x');
    assert.equal(d.convention, 'x in [−10, 10]; cut: leaf 4 (a2 → 2nd) when x ≤ 3; leaf 6 (a2 → 3rd) when x ≤ 3');
    const c = tree.allNodes().find((n) => n.label === 'C')!;
    assert.match(d.nodes[c.children[1].id].spoken, /Cut when x ≤ 3\.$/);
    assert.match(d.nodes[c.id].spoken, /Value: min\(x, 4, 6\) = min\(x, 4\)$/);
  });

  it('the drawing of such a tree: each node’s value over the range, x in its leaf, C’s cut edges with x ≤ 3 beside them', () => {
    const tree = treeOf(LECTURE(''));
    const d = diagramOf(tree, null, 'no single run');
    const drawn = (id: number) => d.nodes[id];
    const [a, b, c, dee] = [tree.root, ...tree.root.children];
    assert.equal(drawn(a.id).value?.text, 'max(3, min(x, 4))');
    assert.deepEqual(
      [b, c, dee].map((n) => drawn(n.id).value?.text),
      ['3', 'min(x, 4)', '2'],
    );
    const [x, four, six] = c.children.map((n) => drawn(n.id));
    // The unknown's leaf writes its name inside, as a payoff, and no label over it.
    assert.deepEqual([x.value?.text, x.payoff?.text, x.label], ['x', 'x', null]);
    assert.deepEqual([x.cut, four.cut, six.cut], [0, 1, 1]);
    assert.deepEqual([four.solved?.when, six.solved?.when, x.solved?.when], ['x ≤ 3', 'x ≤ 3', null]);
    // The condition is drawn by the struck node (its badge: under a leaf), none where nothing is cut.
    const badges = finalLooks(d).map((l) => l.badge);
    assert.deepEqual(
      [x, four, six, drawn(c.id)].map((n) => badges[n.id]),
      [null, 'x ≤ 3', 'x ≤ 3', null],
    );
    // Every node is searched for some x: none is drawn faded; the tooltip says the hover's lines.
    assert.ok(d.nodes.every((n) => n.visits > 0));
    assert.equal(four.solved?.note, 'Cut when x ≤ 3.');
    assert.equal(drawn(c.id).solved?.note, 'Not cut for any x in [-10, 10].\nValue: min(x, 4, 6) = min(x, 4)');
  });

  it('a node alpha-beta prunes below for some x shows what it returns there, in pieces (a bound, not the minimax value)', () => {
    // B = min(x, 9) is α at the root. C = [4, 2]: when 4 ≤ α (x ≥ 4) C's 4 closes the window and C returns
    // 4 with its 2 cut; else C searches both and returns 2. D = [5, 1] alike: 5 when x ≥ 5, else 1.
    const tree = treeOf('algorithm: alphabeta\nunknowns: x in [0, 12]\nA [ B [ x 9 ]  C [ 4 2 ]  D [ 5 1 ] ]');
    const d = diagramOf(tree, null);
    const [b, c, dee] = tree.root.children.map((n) => d.nodes[n.id]);
    assert.deepEqual([b.value?.text, c.value?.text, dee.value?.text], ['min(x, 9)', '2 if x < 4, else 4', '1 if x < 5, else 5']);
    assert.match(c.spoken, /Value: min\(4, 2\) = 2; alpha-beta returns 2 for x < 4, 4 for x ≥ 4 \(a bound where it prunes below\)\.$/);
    assert.equal(finalLooks(d)[tree.root.children[1].children[1].id].badge, 'x ≥ 4');
  });

  it('negamax’s solved diagram says its values are in MAX’s view', () => {
    const d = diagramOf(treeOf(LECTURE('').replace('alphabeta', 'negamax-ab')), null);
    assert.equal(d.convention, "values in MAX's view; x in [−10, 10]; cut: leaf 4 (a2 → 2nd) when x ≤ 3; leaf 6 (a2 → 3rd) when x ≤ 3");
    assert.equal(d.nodes[5].value?.text, 'min(x, 4)');
  });

  it('a node cut for every x is drawn cut and faded, without a value or a condition', () => {
    // B = min(x, 9) ≥ 0 = α; C's first leaf -1 closes C's window for every x in [0, 5]: its 7 is always cut.
    const tree = treeOf('algorithm: alphabeta\nunknowns: x in [0, 5]\nA [ B [ x 9 ]  C [ -1 D [ 7 8 ] ] ]');
    const d = diagramOf(tree, null);
    const dNode = tree.allNodes().find((n) => n.label === 'D')!;
    const drawn = d.nodes[dNode.id];
    assert.deepEqual([drawn.cut, drawn.visits, drawn.value, drawn.solved?.when], [1, 0, null, null]);
    assert.match(drawn.spoken, /Cut for every x\.$/);
  });

  it('under prune: strict the cut needs α > β: x < 3', () => {
    const s = solved(LECTURE('prune: strict'));
    assert.deepEqual(cutsOf(s), ['4: x < 3', '6: x < 3']);
    assert.equal(intervalText(s.cuts[s.tree.root.children[1].children[1].id], 'decimal'), '[-10, 3)');
  });

  it('an unknown in the first subtree moves the window of the later ones: D is cut by its 5 when x >= 5', () => {
    // B = min(x, 9), so α = min(x, 9). C = [4, 2]: C's 4 closes the window when 4 ≤ α, i.e. x ≥ 4,
    // cutting C's 2 (else C = 2). D = [5, 1]: its 5 closes it when 5 ≤ α, i.e. x ≥ 5, cutting the 1
    // (else D = 1). The root is max(min(x, 9), 2, 1): 2 up to x = 2, then x, then 9.
    const s = solved('algorithm: alphabeta\nunknowns: x in [0, 12]\nA [ B [ x 9 ]  C [ 4 2 ]  D [ 5 1 ] ]');
    assert.deepEqual(cutsOf(s), ['2: x >= 4', '1: x >= 5']);
    assert.equal(rootPiecesText(s), '2 for x in [0, 2]; x for x in (2, 9]; 9 for x in (9, 12]');
    assert.equal(expressionText(s.simplest, 'x', 'decimal'), 'max(2, min(x, 9))');
  });

  it('MIN at the root, with fractions kept exact', () => {
    const s = solved('algorithm: alphabeta\nroot: min\nunknowns: x in [-7/2, 7/2]\nA [ B [ 1/2 x ]  C [ 3 5 ] ]');
    // β after B is max(1/2, x); C (MAX) sees 3 first: α = 3 ≥ β exactly when max(1/2, x) ≤ 3, i.e. x ≤ 3.
    assert.deepEqual(cutsOf(s), ['5: x <= 3']);
    assert.equal(rootPiecesText(s), '1/2 for x in [-7/2, 1/2]; x for x in (1/2, 7/2]');
  });

  it('minimax cuts nothing; negamax-ab cuts as alpha-beta does', () => {
    const mm = solved(LECTURE('').replace('alphabeta', 'minimax'));
    assert.deepEqual(cutsOf(mm), []);
    assert.equal(rootPiecesText(mm), '3 for x in [-10, 3]; x for x in (3, 4]; 4 for x in (4, 10]');
    assert.deepEqual(cutsOf(solved(LECTURE('').replace('alphabeta', 'negamax-ab'))), ['4: x <= 3', '6: x <= 3']);
  });

  it('reports the unknown’s diagnostics where they are', () => {
    const codes = (text: string): string[] => checkText(text).diagnostics.map((d) => `${d.code}@${text.slice(d.span.start, d.span.end)}`);
    assert.deepEqual(codes('unknowns: x in [-10, 10]\nA [ B [ 3 y ] C [ x 1 ] ]'), ['undeclared-unknown@y']);
    assert.deepEqual(codes('unknowns: x in [10, -10]\nA [ B [ 3 4 ] ]'), ['bad-setting@x in [10, -10]']);
    assert.deepEqual(codes('unknowns: x in [-10, 10] y in [0, 1]\nA [ B [ 3 x ] ]'), ['one-unknown@y in [0, 1]']);
    assert.deepEqual(codes('unknowns: x in [-10, 10]\nA [ B [ 3 4 ] ]'), ['unused-unknown@x']);
    assert.deepEqual(codes('algorithm: negascout\nunknowns: x in [-10, 10]\nA [ B [ 3 x ] ]'), ['unsupported-by-algorithm@negascout']);
    assert.deepEqual(codes('unknowns: x in [-10, 10]\norder: best-first\nA [ B [ 3 x ] ]'), ['unsupported-by-algorithm@x']);
  });

  it('a plain run of a tree with an unknown says why it has no single run', () => {
    const outcome = run(treeOf(LECTURE('')));
    assert.ok(!outcome.ok);
    assert.match(outcome.message, /unknown leaf 'x'/);
  });
});

/** A random two-player tree of depth 1–3 with integer leaves in [-6, 6] and one leaf written `x`. */
function randomTree(random: Random): string {
  let leaves = 0;
  const node = (depth: number): string => {
    if (depth === 0 || (depth < 3 && random() < 0.25)) {
      leaves++;
      return String(intBetween(random, -6, 6));
    }
    const n = intBetween(random, 2, 3);
    return `[ ${Array.from({ length: n }, () => node(depth - 1)).join(' ')} ]`;
  };
  let body = node(3);
  while (leaves < 2 || !body.startsWith('[')) {
    leaves = 0;
    body = node(3);
  }
  // Replace one leaf (a number not inside another token) by the unknown.
  const spots = [...body.matchAll(/(?<=[ [])-?\d+(?=[ \]])/g)];
  const spot = spots[intBetween(random, 0, spots.length - 1)];
  // A name before '[' labels the node that '[' opens: a leaf there is written `x []`.
  const after = body.slice(spot.index! + spot[0].length);
  return body.slice(0, spot.index) + (after.startsWith(' [') ? 'x []' : 'x') + after;
}

const ALGORITHMS: readonly AlgorithmName[] = ['alphabeta', 'negamax-ab', 'minimax', 'negamax'];

function randomSource(random: Random): string {
  const algorithm = ALGORITHMS[intBetween(random, 0, ALGORITHMS.length - 1)];
  const lines = [`algorithm: ${algorithm}`, 'unknowns: x in [-8, 8]'];
  if (random() < 0.5) lines.push('prune: strict');
  if (random() < 0.3) lines.push('root: min');
  if (algorithm.includes('a') && algorithm !== 'minimax' && algorithm !== 'negamax' && random() < 0.3) lines.push('fail: hard');
  if (algorithm !== 'minimax' && algorithm !== 'negamax' && random() < 0.2) lines.push('window: [-2, 3]');
  return `${lines.join('\n')}\n${randomTree(random)}`;
}

/** The numbers to test at: every integer of [-8, 8] and a few fractions. */
const PROBES: Num[] = [
  ...Array.from({ length: 17 }, (_, i) => i - 8),
  { num: -15n, den: 2n },
  { num: -1n, den: 3n },
  { num: 5n, den: 2n },
  { num: 22n, den: 3n },
];

describe('unknown leaves: the solution agrees with plain runs', () => {
  it('on 300 random trees, every edge’s cut set and the root’s pieces match a run at every integer and at fractions', () => {
    const random = seededRandom(37);
    for (let k = 0; k < 300; k++) {
      const source = randomSource(random);
      const tree: GameTree = treeOf(source);
      const outcome = solveUnknown(tree);
      assert.ok(outcome.ok, source);
      const s = outcome.solution;
      const expression = treeExpression(tree);
      const fullWindow = !source.includes('window:');
      for (const x of PROBES) {
        const plain = run(tree, { unknownValue: x, events: false });
        assert.ok(plain.ok);
        const at = `${source}\nat x = ${formatNumber(x, 'fraction')}`;
        for (let id = 1; id < tree.size; id++) assert.equal(contains(s.cuts[id], x), plain.trace.cuts[id] !== 0, `${at}: node ${id}`);
        const pieces = s.root.filter((p) => contains([p.where], x));
        assert.equal(pieces.length, 1, `${at}: one piece`);
        const p = pieces[0];
        const value = p.constant ?? (p.sign > 0 ? x : neg(x));
        assert.equal(formatNumber(value, 'fraction'), formatNumber(plain.trace.value as Num, 'fraction'), `${at}: the root's value`);
        // The minimax expression, and its simplest form, give the game's value (the root's, with the full window).
        const game = run(tree, { unknownValue: x, events: false, algorithm: 'minimax' });
        assert.ok(game.ok);
        assert.equal(formatNumber(evaluate(expression, x), 'fraction'), formatNumber(game.trace.value as Num, 'fraction'), at);
        assert.equal(formatNumber(evaluate(s.simplest, x), 'fraction'), formatNumber(game.trace.value as Num, 'fraction'), at);
        if (fullWindow && !source.includes('fail: hard'))
          assert.equal(formatNumber(plain.trace.value as Num, 'fraction'), formatNumber(game.trace.value as Num, 'fraction'), at);
      }
    }
  });
});

describe('unknown leaves: the drawing agrees with plain runs', () => {
  it('on 100 random trees, every searched node’s drawn value is what a run at each integer returns there', () => {
    const random = seededRandom(2026);
    for (let k = 0; k < 100; k++) {
      const source = randomSource(random);
      const tree: GameTree = treeOf(source);
      const outcome = solveUnknown(tree);
      assert.ok(outcome.ok, source);
      const s = outcome.solution;
      const d = diagramOf(tree, null);
      for (const node of tree.allNodes()) {
        if (node.children.length === 0 || d.nodes[node.id].value === null) continue;
        const texts = nodeValueTexts(s, node);
        // Drawn as one expression where it is the search's value wherever the node is searched, else in pieces.
        assert.equal(d.nodes[node.id].value!.text, texts.returned === null ? texts.short : texts.returned.drawn, source);
        const read = readExpression(texts.short, 'x');
        assert.ok(read.ok);
        for (const x of PROBES) {
          const plain = run(tree, { unknownValue: x, events: false });
          assert.ok(plain.ok);
          const facts = nodeFacts(plain.trace, node);
          if (facts.visits === 0) continue;
          // The drawing is in MAX's view; negamax's runs in the mover's.
          const value = source.includes('negamax') && node.player !== 0 ? neg(facts.value as Num) : (facts.value as Num);
          const at = `${source}\nnode ${node.id} at x = ${formatNumber(x, 'fraction')}`;
          if (texts.returned === null) assert.equal(formatNumber(evaluate(read.value, x), 'fraction'), formatNumber(value, 'fraction'), at);
          else assert.equal(formatNumber(pieceAt(texts.returned.long, x), 'fraction'), formatNumber(value, 'fraction'), at);
        }
      }
    }
  });
});

/** The value at `x` of pieces as the hover writes them: `5 for x ≤ 3, x for x > 3`, `6 for every x`. */
function pieceAt(long: string, x: Num): Num {
  for (const piece of long.split(', ')) {
    const [, value, when] = /^(.*?) for (.*)$/.exec(piece)!;
    const condition = readCondition(when === 'every x' ? 'always' : when.replace(/≤/g, '<=').replace(/≥/g, '>='), 'x');
    assert.ok(condition.ok, when);
    if (!holds(condition.value, x)) continue;
    const read = readExpression(value.replace(/^-x$/, 'min(x)'), 'x');
    assert.ok(read.ok, value);
    return value === '-x' ? neg(x) : evaluate(read.value, x);
  }
  assert.fail(`no piece of '${long}' holds at ${formatNumber(x, 'fraction')}`);
}

describe('unknown leaves: answers about the unknown', () => {
  const checked = (body: string, reveal = false): string[] => {
    const text = `algorithm: alphabeta\nunknowns: x in [-10, 10]\n${body}`;
    const result = checkText(text);
    return withAnswerDiagnostics(result, { reveal }).diagnostics.map((d) => `${d.code}@${text.slice(d.span.start, d.span.end)}`);
  };

  it('takes the right conditions and values in any equivalent form', () => {
    assert.deepEqual(checked('A ={max(3, min(x, 4))} [ B =3 [ 3 12 8 ]  C ={min(4, x, 6)} [ x /{x <= 3} 4 /{-10 <= x <= 3} 6 ]  D =2 [ 14 5 2 ] ]'), []);
    // The root's value as the tree's whole expression, and as pieces written with `or`.
    assert.deepEqual(
      checked('A ={max(min(3, 12, 8), min(x, 4, 6), min(14, 5, 2))} [ B [ 3 12 8 ]  C [ x /{x < 3 or x = 3} 4 /{x <= 3} 6 ]  D [ 14 5 2 ] ]'),
      [],
    );
  });

  it('says what is wrong, and with --reveal what is right', () => {
    assert.deepEqual(checked('A ={max(3, x)} [ B [ 3 12 8 ]  C [ x /{x < 3} 4 /6 ]  D [ 14 /{x > 5} 5 2 ] ]'), [
      'wrong-value@max(3, x)',
      'wrong-cut@/',
      'wrong-cut@/',
      'wrong-cut@/',
    ]);
    const revealed = withAnswerDiagnostics(checkText(`algorithm: alphabeta\nunknowns: x in [-10, 10]\nA [ B [ 3 12 8 ]  C [ x /{x < 3} 4 6 ] ]`), {
      reveal: true,
    }).diagnostics.map((d) => d.message);
    assert.deepEqual(revealed, [
      'This edge is not pruned exactly when the condition holds. It is cut when x <= 3 (x in [-10, 3]).',
      "Missing cut mark: alpha-beta prunes this edge for some values of x. Mark it '/{x <= 3}'.",
    ]);
  });

  it('points at an answer it cannot read, and at one in a tree without an unknown', () => {
    assert.deepEqual(checked('A ={max(3, y)} [ B [ 3 12 ]  C [ x /{x << 3} 4 ] ]'), ['wrong-value@max(3, y)', 'wrong-cut@x << 3']);
    const text = 'A ={max(3, 4)} [ B [ 3 /{x < 2} 12 ] ]';
    assert.deepEqual(
      checkText(text).diagnostics.map((d) => `${d.code}@${text.slice(d.span.start, d.span.end)}`),
      ['undeclared-unknown@max(3, 4)', 'undeclared-unknown@x < 2'],
    );
  });
});

describe('unknown leaves: grading', () => {
  const KEY = `tree "q" {
  algorithm: alphabeta
  unknowns: x in [-10, 10]
  A ={max(3, min(x, 4))} [ a1 -> B =3 [ 3 12 8 ]  a2 -> C ={min(x, 4)} [ x /{x <= 3} 4 /{x <= 3} 6 ]  a3 -> D =2 [ 14 5 2 ] ]
}`;

  it('counts a submission’s answers about x out of what the key asks', () => {
    const submission = KEY.replace('={max(3, min(x, 4))}', '={max(3, x)}').replace('={min(x, 4)}', '=?').replace('/{x <= 3} 4', '/{x < 3} 4');
    const outcome = gradeClass({ name: 'key.gtree', text: KEY }, [{ name: 'ana.gtree', text: submission }]);
    assert.ok(outcome.ok);
    const [ana] = outcome.grade.submissions;
    // Values: B and D right, A wrong, C blank; cuts: the 6's right, the 4's wrong.
    assert.deepEqual([ana.status, ana.right, ana.wrong, ana.blank, ana.total], ['graded', 3, 2, 1, 6]);
    const key = gradeClass({ name: 'key.gtree', text: KEY }, [{ name: 'key-copy.gtree', text: KEY }]);
    assert.ok(key.ok);
    assert.equal(key.grade.submissions[0].right, 6);
  });

  it('the class view counts each node’s answer about x: A’s value and leaf 4’s condition missed by one of two', () => {
    const ana = KEY.replace('={max(3, min(x, 4))}', '={max(3, x)}').replace('={min(x, 4)}', '=?').replace('/{x <= 3} 4', '/{x < 3} 4');
    const outcome = gradeClass({ name: 'key.gtree', text: KEY }, [
      { name: 'ana.gtree', text: ana },
      { name: 'bo.gtree', text: KEY },
    ]);
    assert.ok(outcome.ok);
    const [tree] = outcome.classView;
    assert.equal(tree.graded, 2);
    const at = (name: string) => tree.nodes.find((n) => n.node === name || n.edge === name)!;
    const counts = (c: { right: number; wrong: number; blank: number } | null) => (c === null ? null : [c.right, c.wrong, c.blank]);
    // A: Ana's max(3, x) wrong, Bo's right; C: Ana's blank; leaf 4's cut: Ana's x < 3 wrong; leaf 6's: both right.
    assert.deepEqual(counts(at('A').value), [1, 1, 0]);
    assert.deepEqual(counts(at('C').value), [1, 0, 1]);
    assert.deepEqual(counts(at('C → 2nd').cut), [1, 1, 0]);
    assert.deepEqual(counts(at('C → 3rd').cut), [2, 0, 0]);
    // Windows are not asked on such a tree, and x's own edge is never cut: nothing is counted there.
    assert.ok(tree.nodes.every((n) => n.window === null));
    assert.ok(tree.nodes.some((n) => n.edge === 'C → 2nd'));
    assert.equal(
      tree.nodes.find((n) => n.edge === 'C → 1st'),
      undefined,
    );
    // A wrong mark there is a wrong condition, and the class view says so.
    assert.deepEqual(
      classMarks(tree).missed.map((m) => m.text),
      ['value of A: 1 of 2 wrong, 1 right', 'cut on C → 2nd: missed by 1 of 2 (1 a wrong condition), 1 right'],
    );
  });
});

describe('unknown leaves: practice', () => {
  const SHEET = `algorithm: alphabeta\nunknowns: x in [-10, 10]\nA ={max(3, x)} [ a1 -> B =3 [ 3 12 8 ]  a2 -> C =? [ x /{x <= 3} 4 /{x < 3} 6 ]  a3 -> D =? [ 14 5 2 ] ]`;

  it('the sheet draws what the student wrote, judged over the range once checked: values, marks and their conditions', () => {
    const tree = treeOf(SHEET);
    const id = (label: string) => tree.allNodes().find((n) => n.label === label)!.id;
    const [four, six] = tree
      .allNodes()
      .find((n) => n.label === 'C')!
      .children.slice(1);
    const d = unknownPracticeDiagram(tree, { checked: true, solutionShown: false, announcement: null })!;
    const at = (n: number) => d.nodes[n];
    assert.deepEqual(
      ['A', 'B', 'C', 'D'].map((l) => [at(id(l)).value?.text, at(id(l)).answer?.value]),
      [
        ['max(3, x)', 'wrong'],
        ['3', 'right'],
        ['blank', 'blank'],
        ['blank', 'blank'],
      ],
    );
    // Leaf 4's x <= 3 is right; leaf 6's x < 3 misses x = 3. The badges are the student's conditions.
    assert.deepEqual([at(four.id).answer?.cut, at(six.id).answer?.cut], ['right', 'wrong']);
    assert.deepEqual(
      finalLooks(d)
        .filter((l) => l.badge !== null)
        .map((l) => l.badge),
      ['x ≤ 3', 'x < 3'],
    );
    assert.equal(d.rootValue, null, 'the sheet gives the root value away');
    assert.equal(d.convention, 'x in [−10, 10]', 'the sheet’s header gives the cut conditions away');
    assert.equal(d.practice?.countsText, '2 right, 2 wrong, 2 blank of 6');
    // Unchecked: nothing judged; the solution on: the solved tree, the student's counts kept.
    const unchecked = unknownPracticeDiagram(tree, { checked: false, solutionShown: false, announcement: null })!;
    assert.equal(unchecked.nodes[id('A')].answer?.value, null);
    assert.equal(unchecked.practice?.countsText, '4 written, 2 blank of 6');
    const solution = unknownPracticeDiagram(tree, { checked: true, solutionShown: true, announcement: null })!;
    assert.deepEqual([solution.nodes[id('A')].value?.text, solution.nodes[id('C')].value?.text], ['max(3, min(x, 4))', 'min(x, 4)']);
    assert.match(solution.nodes[six.id].spoken, /Cut when x ≤ 3\.$/);
  });

  it('an answer typed in the diagram is written as the language writes it: a number, or an expression in braces', () => {
    const tree = treeOf(SHEET);
    const text = tree.syntax.root!.source;
    const node = (label: string) => tree.allNodes().find((n) => n.label === label)!;
    const write = (label: string, value: string) => {
      const out = answerEdits(tree, node(label), text, { value, alpha: null, beta: null });
      return out.ok ? out.edits.map((e) => `${text.slice(e.start, e.end)} → ${e.text}`) : out.message;
    };
    assert.deepEqual(write('C', 'min(x, 4)'), ['=? → ={min(x, 4)}']);
    assert.deepEqual(write('D', '2'), ['=? → =2']);
    assert.deepEqual(write('A', 'max(3, min(x, 4))'), ['{max(3, x)} → {max(3, min(x, 4))}']);
    assert.equal(write('C', 'min(y, 4)'), "'min(y, 4)' is not a value here: 'y' is not this tree's unknown (x).");
  });

  it('a cut condition typed in the diagram is written on the edge as /{…}, with the value as one answer; a bad one is refused', () => {
    const tree = treeOf(SHEET);
    const text = tree.syntax.root!.source;
    const nodes = tree.allNodes();
    const leaf = (payoff: number) => nodes.find((n) => n.parent?.label === 'C' && n.payoff === payoff)!;
    const write = (node: (typeof nodes)[number], condition: string | null, value = '') => {
      const out = answerEdits(tree, node, text, { value, alpha: null, beta: null, condition });
      return out.ok ? applyEdits(text, out.edits).slice(text.indexOf('C =')) : `${out.field}: ${out.message}`;
    };
    // Replaced, taken off with its braces, left as it is, and written on an edge that had no mark.
    assert.equal(write(leaf(4), 'x ≤ 2'), 'C =? [ x /{x <= 2} 4 /{x < 3} 6 ]  a3 -> D =? [ 14 5 2 ] ]');
    assert.equal(write(leaf(6), ''), 'C =? [ x /{x <= 3} 4 6 ]  a3 -> D =? [ 14 5 2 ] ]');
    assert.equal(write(leaf(4), ' x <= 3 '), text.slice(text.indexOf('C =')));
    const d = nodes.find((n) => n.label === 'D')!;
    const dLeaf = d.children[1];
    const out = answerEdits(tree, dLeaf, text, { value: '', alpha: null, beta: null, condition: '1 <= x < 4 or x = 7' });
    assert.ok(out.ok);
    assert.match(applyEdits(text, out.edits), /D =\? \[ 14 \/\{1 <= x < 4 or x = 7\} 5 2 \]/);
    // An inner node: the value and its edge's condition in one answer.
    const c = nodes.find((n) => n.label === 'C')!;
    assert.match(
      applyEdits(text, (answerEdits(tree, c, text, { value: 'min(x, 4)', alpha: null, beta: null, condition: 'never' }) as { edits: TextEdit[] }).edits),
      /\/\{never\} a2 -> C =\{min\(x, 4\)\}/,
    );
    // Refused, the field named: bad conditions, another name, braces, the root's edge, a value at a leaf.
    assert.equal(
      write(leaf(4), 'x <== 3'),
      "condition: 'x <== 3' is not a condition here: expected a condition on x such as 'x <= 3', '1 <= x < 4' or 'x < -2 or x > 5' ('always', 'never').",
    );
    assert.equal(write(leaf(4), 'y < 3'), "condition: 'y < 3' is not a condition here: 'y' is not this tree's unknown (x).");
    assert.match(write(leaf(4), 'x < 3} 5 {'), /^condition: /);
    assert.equal(write(nodes[0], 'x < 3'), 'condition: The root has no edge from a parent to cut.');
    assert.match(write(leaf(4), 'x < 3', '4'), /a leaf is given/);
    // A plain / is `always` already; the mark toggled off takes its condition's braces too.
    const plain = treeOf(SHEET.replace('/{x < 3} 6', '/6'));
    const plainText = plain.syntax.root!.source;
    const six = plain.allNodes().find((n) => n.parent?.label === 'C' && n.payoff === 6)!;
    assert.deepEqual(answerEdits(plain, six, plainText, { value: '', alpha: null, beta: null, condition: 'always' }), { ok: true, edits: [] });
    const glued = answerEdits(plain, six, plainText, { value: '', alpha: null, beta: null, condition: 'x > 0' });
    assert.ok(glued.ok);
    assert.match(applyEdits(plainText, glued.edits), /\/\{x > 0\} 6 \]/);
    const off = markEdit(leaf(4), text, 0);
    assert.ok(off.ok);
    assert.match(applyEdits(text, off.edits), /C =\? \[ x 4 \/\{x < 3\} 6 \]/);
  });
});

describe('unknown leaves: Next step', () => {
  const SHEET = `algorithm: alphabeta\nunknowns: x in [-10, 10]\nA ={max(3, x)} [ a1 -> B =3 [ 3 12 8 ]  a2 -> C =? [ x /{x <= 3} 4 /{x < 3} 6 ]  a3 -> D =? [ 14 5 2 ] ]`;
  const step = (text: string) => {
    const tree = treeOf(text);
    const hint = unknownNextStep(tree);
    return hint ? { node: nodeName(tree.allNodes()[hint.node]), text: hint.text } : hint;
  };

  it('names the first answer to fix in the search’s order and what is asked there, never the answer', () => {
    // B is right; C's leaves come before C's value: leaf 4's condition is right, leaf 6's wrong.
    const first = step(SHEET)!;
    assert.equal(first.node, 'leaf 6 (a2 → 3rd)');
    assert.match(
      first.text,
      /^Next: the edge to leaf 6 \(a2 → 3rd\)\. Its condition does not hold for exactly the x for which it is cut\. C's search stops before it/,
    );
    // Then C's value (blank), with MIN's rule; then the root's, wrong; a plain / says "for every x".
    const c = step(SHEET.replace('/{x < 3} 6', '/{x <= 3} 6'))!;
    assert.equal(c.node, 'C');
    assert.match(
      c.text,
      /^Next: C\. C is MIN: it takes the smallest of the values of the children it searches\. Write it as a number or a max\/min expression of x/,
    );
    const plain = step(SHEET.replace('/{x < 3} 6', '/6'))!;
    assert.match(plain.text, /A plain \/ says it is cut for every x, and it is not\./);
    const root = step(SHEET.replace('/{x < 3} 6', '/{x <= 3} 6').replace('C =?', 'C ={min(x, 4)}').replace('D =?', 'D =2'))!;
    assert.equal(root.node, 'A');
    assert.match(root.text, /^Next: A\. The value written there is wrong for some x\. A is MAX: it takes the largest/);
    // A cut not marked, and a mark where nothing is ever cut.
    const missing = step(SHEET.replace('/{x <= 3} 4', '4'))!;
    assert.match(missing.text, /^Next: the edge to leaf 4 \(a2 → 2nd\)\. It is cut for some x in \[-10, 10\], and it is not marked\./);
    const extra = step(SHEET.replace('14 5', '14 /5'))!;
    assert.equal(extra.node, 'leaf 6 (a2 → 3rd)', 'the earlier wrong answer still comes first');
    const onlyExtra = step(SHEET.replace('/{x < 3} 6', '/{x <= 3} 6').replace('C =?', 'C ={min(x, 4)}').replace('14 5', '14 /5'))!;
    assert.equal(onlyExtra.text, 'Next: the edge to leaf 5 (a3 → 2nd). It is searched for every x in [-10, 10]: take its cut mark off.');
    for (const hint of [first, c, plain, root, missing, onlyExtra]) assert.doesNotMatch(hint.text, /x <= 3|x ≤ 3|min\(x, 4\)|max\(3, min/, hint.text);
    // All right: nothing to do.
    assert.equal(
      step(SHEET.replace('/{x < 3} 6', '/{x <= 3} 6').replace('C =?', 'C ={min(x, 4)}').replace('D =?', 'D =2').replace('{max(3, x)}', '{max(3, min(x, 4))}')),
      null,
    );
  });
});

describe('unknown leaves: sheets', () => {
  it('a blank sheet asks values and no windows; its key writes the conditions and the values one expression gives', () => {
    const blank = blankFile('algorithm: alphabeta\nunknowns: x in [0, 12]\nA ={max(2, min(x, 9))} [ B [ x 9 ]  C [ 4 /{x >= 4} 2 ]  D [ 5 1 ] ]');
    assert.ok(blank.ok);
    assert.equal(blank.text, 'algorithm: alphabeta\nunknowns: x in [0, 12]\nA =? [ B =? [ x 9 ]  C =? [ 4 2 ]  D =? [ 5 1 ] ]');
    const key = answerKey(blank.text);
    assert.ok(key.ok);
    // C is 4 when its 4 closes the window (x >= 4) and 2 otherwise: a jump no max/min of its leaves makes, so it stays blank.
    assert.equal(
      key.text,
      'algorithm: alphabeta\nunknowns: x in [0, 12]\nA ={max(2, min(x, 9))} [ B ={min(x, 9)} [ x 9 ]  C =? [ 4 /{x >= 4} 2 ]  D =? [ 5 /{x >= 5} 1 ] ]',
    );
    assert.deepEqual(
      withAnswerDiagnostics(checkText(key.text), { reveal: true }).diagnostics.map((d) => d.code),
      ['blank', 'blank'],
    );
  });
});

describe('unknown leaves: negamax in MAX’s view', () => {
  it('negamax-ab’s key and judge are in MAX’s view, as its drawing: the same key as alpha-beta’s, judged right', () => {
    const sheet = (algorithm: string): string =>
      `algorithm: ${algorithm}\nunknowns: x in [-10, 10]\nA =? [ a1 -> B =? [ 3 12 8 ]  a2 -> C =? [ x 4 6 ]  a3 -> D =? [ 14 5 2 ] ]`;
    const [ab, nab] = [answerKey(sheet('alphabeta')), answerKey(sheet('negamax-ab'))];
    assert.ok(ab.ok && nab.ok);
    assert.equal(
      ab.text,
      sheet('alphabeta')
        .replace('A =?', 'A ={max(3, min(x, 4))}')
        .replace('B =?', 'B =3')
        .replace('C =? [ x 4 6', 'C ={min(x, 4)} [ x /{x <= 3} 4 /{x <= 3} 6')
        .replace('D =?', 'D =2'),
    );
    assert.equal(nab.text, ab.text.replace('alphabeta', 'negamax-ab'));
    const codes = (text: string): string[] => withAnswerDiagnostics(checkText(text), { reveal: true }).diagnostics.map((d) => d.code);
    assert.deepEqual(codes(nab.text), []);
    // The mover's view at MIN's nodes is MAX's negated: wrong here.
    assert.deepEqual(codes(nab.text.replace('B =3', 'B =-3')), ['wrong-value']);
  });
});

describe('unknown leaves: new random --unknown', () => {
  it('leaves a leaf as x so that some edge is cut for some x and not for others', () => {
    for (const seed of [1, 5, 37, 2026]) {
      const generated = generateTree({
        kind: 'random',
        depth: 3,
        minBranching: 2,
        maxBranching: 3,
        low: -10,
        high: 10,
        seed,
        cutoff: null,
        algorithm: 'alphabeta',
      });
      assert.ok(generated.ok);
      const made = withUnknownLeaf(generated.text, seed);
      assert.ok(made.ok, `seed ${seed}`);
      const s = solved(made.text);
      const whole = [{ low: s.unknown.low, high: s.unknown.high, lowClosed: true, highClosed: true }];
      assert.ok(
        s.cuts.some((set) => set.length > 0 && intervalText(set, 'decimal') !== intervalText(whole, 'decimal')),
        `seed ${seed}: a cut that depends on x`,
      );
      assert.deepEqual(withUnknownLeaf(generated.text, seed), made, 'the same seed makes the same exercise');
    }
  });
});
