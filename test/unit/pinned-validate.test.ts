import { strict as assert } from 'node:assert';
import { checkText } from '../../src/core';
import { DiagnosticSink } from '../../src/core/language/diagnostics';
import { parse } from '../../src/core/language/parser';
import { buildTree, defaultAlgorithm } from '../../src/core/model/validate';

/*
 * The validator (model/validate.ts: syntax → model, every problem of meaning) on what mutation
 * testing found no test holding (issue 33): each case states every diagnostic of the tree with
 * its severity, span, exact words and related places, and the model's settings where they
 * follow from the tree (docs/language.md, Meaning).
 */

/** Every diagnostic of `text` (its first tree built alone), `severity code start-end: message`, related places after. */
function built(text: string): { ok: boolean; said: string[] } {
  const sink = new DiagnosticSink();
  const file = parse(text, sink);
  const tree = buildTree(file.trees[0], 0, sink);
  const said = sink.items.map((d) => {
    const related = (d.related ?? []).map((r) => ` [${r.message} ${r.span.start}-${r.span.end}]`).join('');
    const fix = d.suggestion ? ` (fix: ${d.suggestion.text})` : '';
    return `${d.severity} ${d.code} ${d.span.start}-${d.span.end}: ${d.message}${related}${fix}`;
  });
  return { ok: tree !== null, said };
}

/** Where `piece` is in `text` (its `nth` occurrence), as `start-end`. */
function at(text: string, piece: string, nth = 0): string {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(piece, i + 1);
  assert.ok(i >= 0, `'${piece}' (${nth}) is in the text`);
  return `${i}-${i + piece.length}`;
}

describe('pinned: the validator, settings and defaults', () => {
  it('chooses the algorithm from the players, the payoffs and chance', () => {
    assert.equal(defaultAlgorithm(2, 'scalar', false), 'minimax');
    assert.equal(defaultAlgorithm(2, 'scalar', true), 'expectimax');
    assert.equal(defaultAlgorithm(2, 'tuple', false), 'maxn');
    assert.equal(defaultAlgorithm(3, 'scalar', false), 'maxn');
    assert.equal(defaultAlgorithm(3, 'tuple', true), 'maxn');
    const algorithm = (text: string): string | undefined => checkText(text).trees[0].model?.settings.algorithm;
    assert.equal(algorithm('A [ 1 2 ]'), 'minimax');
    assert.equal(algorithm('chance [ 1/2 -> 1 1/2 -> 2 ]'), 'expectimax');
    assert.equal(algorithm('A [ (1 2) (3 4) ]'), 'maxn');
    assert.equal(algorithm('players: P Q R\nA [ (1 2 3) (3 2 1) ]'), 'maxn');
  });

  it('prints values as fractions when a number of the tree or its settings is written as one', () => {
    const style = (text: string): string | undefined => checkText(text).trees[0].model?.numberStyle;
    assert.equal(style('A [ 1 2.5 ]'), 'decimal');
    assert.equal(style('A [ 1 5/2 ]'), 'fraction');
    assert.equal(style('chance [ 1/2 -> 1 1/2 -> 2 ]'), 'fraction');
    assert.equal(style('chance [ 0.5 -> 1 50% -> 2 ]'), 'decimal');
    assert.equal(style('algorithm: negascout\nnullwindow: 1/2\nA [ 1 2 ]'), 'fraction');
    assert.equal(style('players: P Q R\nA [ (1 1/2 0) (0 0 1) ]'), 'fraction');
    // An estimate is a number the tree writes too.
    assert.equal(style('A ~1/2 [ 1 2 ]'), 'fraction');
    assert.equal(style('A ~0.5 [ 1 2 ]'), 'decimal');
  });

  it('resolves the root player: max and min for two players, a name of players:', () => {
    const root = (text: string): number | undefined => checkText(text).trees[0].model?.settings.root;
    assert.equal(root('root: min\nA [ 1 2 ]'), 1);
    assert.equal(root('root: max\nA [ 1 2 ]'), 0);
    assert.equal(root('root: MIN\nA [ 1 2 ]'), 1);
    assert.equal(root('players: Abu Bob\nroot: Bob\nA [ 1 2 ]'), 1);
    assert.equal(root('players: Abu Bob\nroot: min\nA [ 1 2 ]'), 1);
    assert.equal(root('players: P Q R\nroot: R\nA [ (1 2 3) (3 2 1) ]'), 2);
  });

  it('refuses an unknown root player, suggesting a near one', () => {
    const two = 'players: Abu Bob\nroot: Abuu\nA [ 1 2 ]';
    assert.deepEqual(built(two).said, [`error unknown-player ${at(two, 'Abuu')}: Unknown player 'Abuu' for 'root': did you mean 'Abu'? (fix: Abu)`]);
    const none = 'root: Q\nA [ 1 2 ]';
    assert.deepEqual(built(none).said, [`error unknown-player 6-7: Unknown player 'Q' for 'root': expected 'max', 'min' or one of 'MAX', 'MIN'.`]);
    const three = 'players: P Q R\nroot: max\nA [ (1 2 3) (3 2 1) ]';
    assert.deepEqual(built(three).said, [`error unknown-player ${at(three, 'max')}: Unknown player 'max' for 'root': expected one of 'P', 'Q', 'R'.`]);
  });

  it('warns when no move is named as prefer says, and finds a move named by a name, a string or a number', () => {
    const none = 'prefer: z\nA [ a -> 1 b -> 2 ]';
    assert.deepEqual(built(none).said, ["warning prefer-unknown-move 8-9: No move in this tree is named 'z', so 'prefer' has no effect."]);
    assert.deepEqual(built('prefer: b\nA [ a -> 1 b -> 2 ]').said, []);
    assert.deepEqual(built('prefer: "b c"\nA [ a -> 1 "b c" -> 2 ]').said, []);
    assert.deepEqual(built('prefer: 4\nA [ 3 -> 1 4 -> 2 ]').said, []);
    // Deeper than the root's children, and in a second subtree.
    assert.deepEqual(built('prefer: q\nA [ B [ 1 2 ] C [ p -> 3 q -> 4 ] ]').said, []);
  });
});

describe('pinned: the validator, players and kinds', () => {
  it('refuses an unknown @player, suggesting a near one', () => {
    const text = 'players: Abu Bob Cid\n@Bobb A [ @X B [ (1 2 3) ] (1 2 3) ]';
    assert.deepEqual(built(text).said, [
      `error unknown-player ${at(text, '@Bobb')}: Unknown player '@Bobb': did you mean '@Bob'? (fix: @Bob)`,
      `error unknown-player ${at(text, '@X')}: Unknown player '@X': expected one of 'Abu', 'Bob', 'Cid'.`,
    ]);
    const two = 'players: Abu Bob\n@Xy A [ 1 2 ]';
    assert.deepEqual(built(two).said, [`error unknown-player ${at(two, '@Xy')}: Unknown player '@Xy': expected one of 'Abu', 'Bob'.`]);
  });

  it('refuses max and min in a game of three players', () => {
    const text = 'players: P Q R\nmax A [ min B [ (1 2 3) ] (1 2 3) ]';
    assert.deepEqual(built(text).said, [
      `error unknown-player ${at(text, 'max')}: 'max' names a side of a two-player game; this tree has 3 players: write @Name.`,
      `error unknown-player ${at(text, 'min')}: 'min' names a side of a two-player game; this tree has 3 players: write @Name.`,
    ]);
  });

  it('gives the players in turn below a node, and below chance the one who would have moved', () => {
    const tree = checkText('A [ chance C [ 1/2 -> D [ 1 2 ] 1/2 -> 3 ] min E [ F [ 4 ] ] ]').trees[0].model!;
    const players = tree.allNodes().map((n) => `${n.label ?? n.id}:${n.player}`);
    // MAX at A; C is chance (-1); below it MIN moves (D and the leaf 3, id 5), as it would have at C; E is min; F is MAX.
    assert.deepEqual(players, ['A:0', 'C:-1', 'D:1', '3:0', '4:0', '5:1', 'E:1', 'F:0', '8:1']);
  });
});

describe('pinned: the validator, edges and chance', () => {
  it('warns of an edge on the root and refuses a cut mark there', () => {
    const text = 'six 1/6 -> A [ 1 2 ]';
    assert.deepEqual(built(text).said, ['warning root-edge 0-7: The root has no parent, so this edge label is ignored.']);
    assert.deepEqual(built('a -> A [ 1 2 ]').said, ['warning root-edge 0-1: The root has no parent, so this edge label is ignored.']);
    assert.deepEqual(built('/A [ 1 2 ]').said, ['error cut-on-root 0-1: The root has no parent edge to cut: remove the cut mark.']);
  });

  it('asks for a probability on every edge of a chance node', () => {
    const text = 'chance [ a -> 1 B = 2 1/2 -> 3 ]';
    assert.deepEqual(built(text).said, [
      `error probability-missing ${at(text, 'a ->').replace(/-\d+$/, (e) => `-${Number(e.slice(1)) - 3}`)}: Under a chance node an edge is a probability, not 'a': write e.g. '1/6 -> ...', or 'a 1/6 -> ...' to name the outcome.`,
      `error probability-missing ${at(text, 'B = 2')}: Every outcome of a chance node needs a probability, as in '1/6 -> 4'.`,
    ]);
  });

  it('refuses a named outcome or a probability on a move, once for a misspelt chance', () => {
    const text = 'A [ six 1/6 -> 1 1/2 -> 2 25% -> 3 0.5 -> 4 ]';
    assert.deepEqual(built(text).said, [
      `error outcome-on-move ${at(text, 'six 1/6')}: 'six 1/6' names a chance outcome, but the parent is not a chance node: mark the parent 'chance', or write the move's name alone.`,
      `error probability-on-move ${at(text, '1/2')}: '1/2' looks like a probability, but the parent is not a chance node: mark the parent 'chance', or name the move.`,
      `error probability-on-move ${at(text, '25%')}: '25%' looks like a probability, but the parent is not a chance node: mark the parent 'chance', or name the move.`,
    ]);
    const slip = 'R [ chanse [ 1/2 -> 1 1/2 -> 2 ] Chance [ 1/2 -> 3 1/2 -> 4 ] ]';
    assert.deepEqual(built(slip).said, [
      `error unknown-keyword ${at(slip, 'chanse')}: 'chanse' is not a keyword, and its edges are probabilities: did you mean 'chance'? (fix: chance)`,
      `error keyword-case ${at(slip, 'Chance')}: Keywords are lower case: did you mean 'chance'? (fix: chance)`,
    ]);
  });

  it('refuses a probability outside [0, 1] and a sum other than 1, exactly or within 1e-9 for decimals', () => {
    const text = 'chance [ 3/2 -> 1 -1/2 -> 2 ]';
    assert.deepEqual(built(text).said, [
      `error probability-range ${at(text, '3/2')}: Probability 3/2 is outside [0, 1].`,
      `error probability-range ${at(text, '-1/2')}: Probability -1/2 is outside [0, 1].`,
    ]);
    assert.deepEqual(built('R [ chance C [ 1/2 -> 1 1/4 -> 2 ] ]').said, [
      'error probability-sum 4-14: The probabilities under this chance node add up to 3/4, not 1.',
    ]);
    // A zero denominator is reported by the parser; the sum is not added up then.
    assert.deepEqual(built('chance [ 1/0 -> 1 1/4 -> 2 ]').said, ["error bad-number 9-12: '1/0' is not a usable number: its denominator is zero."]);
    assert.deepEqual(built('chance [ 0.33333333333 -> 1 0.33333333333 -> 2 0.33333333333 -> 3 ]').said, []);
    assert.deepEqual(built('chance [ 33.333333333% -> 1 33.333333333% -> 2 33.333333334% -> 3 ]').said, []);
    assert.equal(built('chance [ 1/3 -> 1 1/3 -> 2 33333333333/100000000000 -> 3 ]').said.length, 1);
    assert.deepEqual(built('chance [ 1 -> 1 ]').said, []);
  });

  it('asks a chance node for outcomes', () => {
    const text = 'R [ chance C [ ] 3 ]';
    assert.deepEqual(built(text).said, [`error leaf-without-value 4-14: A chance node needs outcomes: add them in [ ... ] with their probabilities.`]);
  });
});

describe('pinned: the validator, leaves and values', () => {
  it('names the leaf with no value, inf as a payoff, and a blank payoff', () => {
    const text = 'R [ B inf "inf" C =? [ 1 ] D =? ]';
    assert.deepEqual(built(text).said, [
      `error leaf-without-value ${at(text, 'B')}: Leaf 'B' has no value: write its payoff (as in 'B = 3') or give it children in [ ... ].`,
      `error inf-payoff ${at(text, 'inf')}: Infinities are allowed only in windows, never as payoffs: write a number, or quote "inf" to use it as a label.`,
      `error leaf-without-value ${at(text, '"inf"')}: Leaf 'inf' has no value: write its payoff (as in 'inf = 3') or give it children in [ ... ].`,
      `information blank ${at(text, '=?')}: A blank to fill in: the value of this node.`,
      `error blank-leaf ${at(text, '=?', 1)}: A leaf's payoff is given, not asked: '?' is for internal nodes. Write a number.`,
    ]);
    assert.deepEqual(built('R [ @MAX ]').said, [
      "error leaf-without-value 4-8: Leaf has no value: write its payoff (as in 'B = 3') or give it children in [ ... ].",
    ]);
  });

  it('names the blank bounds of a window', () => {
    const text = 'A <?, 3> [ B <-inf, ?> [ 1 ] C <?, ?> [ 2 ] ]';
    assert.deepEqual(built(text).said, [
      `information blank ${at(text, '?', 1)}: A blank to fill in: β at this node.`,
      `information blank ${at(text, '?', 2)}: A blank to fill in: α at this node.`,
      `information blank ${at(text, '?', 3)}: A blank to fill in: β at this node.`,
      `information blank ${at(text, '?')}: A blank to fill in: α at this node.`,
    ]);
  });

  it('checks each value against the shape of the payoffs', () => {
    const three = 'players: P Q R\nA ~(1 2 3) [ 1 (1 2) B =4 [ (1 2 3) ] ]';
    assert.deepEqual(built(three).said, [
      `error scalar-payoff ${at(three, '1', 1)}: This tree has 3 players, so each payoff is a tuple with one number per player (P, Q, R), as in (1, 2, 3).`,
      `error tuple-arity ${at(three, '(1 2)')}: Expected 3 numbers in this tuple, one per player (P, Q, R), found 2.`,
      `error scalar-payoff ${at(three, '4')}: This tree has 3 players, so each answer is a tuple with one number per player (P, Q, R), as in (1, 2, 3).`,
    ]);
    const four = 'players: P Q R S\nA [ 1 (1 2 3 4) ]';
    assert.deepEqual(built(four).said, [
      `error scalar-payoff ${at(four, '1', 0)}: This tree has 4 players, so each payoff is a tuple with one number per player (P, Q, R, S), as in (1, 2, 3, 4).`,
    ]);
    const tuples = 'A ~3 [ (1 2) 4 ]';
    assert.deepEqual(built(tuples).said, [
      `error tuple-payoff 3-4: This tree's payoffs are tuples, so this estimate must be a tuple of 2 numbers too.`,
      `error tuple-payoff ${at(tuples, '4')}: This tree's payoffs are tuples, so this payoff must be a tuple of 2 numbers too.`,
    ]);
    const scalars = 'A ~(1 2) [ 1 B =(3 4) [ 5 ] ]';
    assert.deepEqual(built(scalars).said, [
      `error tuple-payoff ${at(scalars, '(1 2)')}: This tree's payoffs are single numbers (MAX's payoff), so this estimate must be one number, not a tuple.`,
      `error tuple-payoff ${at(scalars, '(3 4)')}: This tree's payoffs are single numbers (MAX's payoff), so this answer must be one number, not a tuple.`,
    ]);
  });

  it('reads every payoff exactly, whole, decimal and fraction', () => {
    const tree = checkText('A [ 3 -2 2.5 7/3 123456789012345678901 ]').trees[0].model!;
    const payoffs = tree.root.children.map((c) => (typeof c.payoff === 'object' && c.payoff ? `${c.payoff.num}/${c.payoff.den}` : String(c.payoff)));
    assert.deepEqual(payoffs, ['3', '-2', '5/2', '7/3', '123456789012345678901/1']);
  });
});

describe('pinned: the validator, anchors and references', () => {
  it('refuses an anchor defined twice, pointing at the first', () => {
    const text = 'A [ B &k [ 1 2 ] C &k [ 3 4 ] ]';
    assert.deepEqual(built(text).said, [
      `error duplicate-anchor ${at(text, 'k', 1)}: Anchor '&k' is defined twice in this tree: anchor names must be unique. [first defined here ${at(text, 'k')}]`,
    ]);
  });

  it('refuses a reference inside its own anchor, one before it, and one to no anchor', () => {
    const cyc = 'A &k [ B [ *k 1 ] 2 ]';
    assert.deepEqual(built(cyc).said, [
      `error cyclic-reference ${at(cyc, '*k')}: '*k' sits inside its own anchor '&k': a position cannot contain itself. [the anchor ${at(cyc, 'k')}]`,
    ]);
    const early = 'A [ B [ *k 1 ] C [ D &k [ 2 3 ] 4 ] ]';
    assert.deepEqual(built(early).said, [
      `error unknown-reference ${at(early, '*k')}: '*k' is used before its anchor '&k' is defined: define the anchor first (higher up or further left). [defined here ${at(early, 'k', 1)}]`,
    ]);
    const none = 'A [ B &kay [ 1 2 ] C [ *kay1 3 ] D [ *q 4 ] ]';
    assert.deepEqual(built(none).said, [
      `error unknown-reference ${at(none, '*kay1')}: No anchor '&kay1' in this tree: did you mean '*kay'? (fix: *kay)`,
      `error unknown-reference ${at(none, '*q')}: No anchor '&q' in this tree: mark the node it stands for with '&q'.`,
    ]);
  });

  it('refuses a reference reached with another player to move than at its anchor', () => {
    const text = 'A [ B &k [ 1 2 ] C [ *k 3 ] ]';
    assert.deepEqual(built(text).said, [
      `error reference-player ${at(text, '*k')}: '*k' is reached with MAX to move, but at its anchor MIN moves: a transposition must be the same position. [the anchor ${at(text, 'k')}]`,
    ]);
    const chance = 'A [ chance C &k [ 1/2 -> 1 1/2 -> 2 ] D [ E [ *k 3 ] 4 ] ]';
    assert.deepEqual(built(chance).said, [
      `error reference-player ${at(chance, '*k')}: '*k' is reached with MIN to move, but at its anchor chance moves: a transposition must be the same position. [the anchor ${at(chance, 'k')}]`,
    ]);
  });

  it('gives a reference its anchor’s children, label and estimate', () => {
    const tree = checkText('A [ B &k ~5 [ 1 2 ] C [ D [ *k 3 ] 4 ] ]').trees[0].model!;
    const ref = tree.allNodes().find((n) => n.target)!;
    assert.deepEqual([ref.id, ref.target!.id, ref.label, ref.player, ref.estimate], [6, 1, 'B', 1, 5]);
    assert.deepEqual(ref.children, ref.target!.children);
  });
});

/*
 * The second round (issue 33): what the validator's mutants changed and no case above showed.
 * Each expectation follows from docs/language.md (Meaning, Settings) and was read against it.
 */
describe('pinned: the validator, second round', () => {
  /** The model of the text's first tree (null when it has an error). */
  const model = (text: string) => checkText(text).trees[0].model;

  it('gives every setting its default when none is written', () => {
    assert.deepEqual(model('A [ 1 2 ]')!.settings, {
      algorithm: 'minimax',
      algorithmWritten: false,
      root: 0,
      players: ['MAX', 'MIN'],
      depth: null,
      fail: 'soft',
      window: [-Infinity, Infinity],
      nullwindow: 1,
      guess: 0,
      delta: 1,
      order: 'written',
      prefer: null,
      ties: 'first',
      prune: 'on-equal',
      variant: null,
      bounds: null,
      reorder: 'best-first',
      ask: null,
    });
  });

  it('reads a two-player tree whose only leaf is the unknown as single numbers, solved by minimax', () => {
    const tree = model('unknowns: x in [0, 3]\nA [ x ]')!;
    assert.equal(tree.valueKind, 'scalar');
    assert.equal(tree.settings.algorithm, 'minimax');
  });

  it('gives the unknown its name, range and leaves in pre-order', () => {
    const tree = model('unknowns: x in [-10, 10]\nA [ B [ x 3 ] C [ 1 x ] ]')!;
    const { name, low, high, leaves } = tree.unknown!;
    assert.deepEqual({ name, low, high, leaves: leaves.map((n) => n.id) }, { name: 'x', low: -10, high: 10, leaves: [2, 6] });
  });

  it('takes an answer about the unknown in a tree that declares one', () => {
    assert.deepEqual(built('unknowns: x in [-10, 10]\nA [ B [ x 3 ] /{x <= 3} C [ 1 2 ] ]').said, []);
  });

  it('suggests max or min for a root like them in a game of two named players, and takes the first player by name', () => {
    const players = 'players: Ana Boris\n';
    assert.deepEqual(built(`${players}root: maxx\nA [ 1 2 ]`).said, [
      "error unknown-player 25-29: Unknown player 'maxx' for 'root': did you mean 'max'? (fix: max)",
    ]);
    assert.deepEqual(built(`${players}root: minn\nA [ 1 2 ]`).said, [
      "error unknown-player 25-29: Unknown player 'minn' for 'root': did you mean 'min'? (fix: min)",
    ]);
    assert.deepEqual(built(`${players}root: Ana\nA [ 1 2 ]`), { ok: true, said: [] });
    assert.equal(model(`${players}root: Boris\nA [ 1 2 ]`)!.settings.root, 1);
  });

  it('takes the shape of the payoffs from the first leaf that has one, in the order written', () => {
    // An empty [ ] is no children: A is a leaf whose payoff is 3, so the payoffs are single numbers.
    assert.deepEqual(built('R [ A =3 [ ] (1, 2) ]').said, [
      "error tuple-payoff 13-19: This tree's payoffs are single numbers (MAX's payoff), so this payoff must be one number, not a tuple.",
    ]);
    // B has no payoff, so the tuple after it decides: B alone is wrong.
    assert.deepEqual(built('R [ B (1, 2) ]').said, [
      "error leaf-without-value 4-5: Leaf 'B' has no value: write its payoff (as in 'B = 3') or give it children in [ ... ].",
    ]);
  });

  it('says a first child with only an estimate has no value, naming no part out of order', () => {
    const noValue = "Leaf has no value: write its payoff (as in 'B = 3') or give it children in [ ... ].";
    assert.deepEqual(built('A [ ~3 ]').said, [`error leaf-without-value 4-6: ${noValue}`]);
    assert.deepEqual(built('R [ A [ ~3 ] ]').said, [`error leaf-without-value 8-10: ${noValue}`]);
    assert.deepEqual(built('A').said, [
      "error leaf-without-value 0-1: Leaf 'A' has no value: write its payoff (as in 'A = 3') or give it children in [ ... ].",
    ]);
  });

  it('says a root with a window and an estimate but no value has none, naming no part out of order', () => {
    assert.deepEqual(built('<1, 2> ~3').said, [
      "error leaf-without-value 0-9: Leaf has no value: write its payoff (as in 'B = 3') or give it children in [ ... ].",
    ]);
  });

  it("reads a tuple after a node's children as a leaf of its own, in a tree of three players", () => {
    const tree = model('players: A B C\n@A R [ B [ (1, 2, 3) ] =(3, 2, 1) ]')!;
    assert.deepEqual(tree.root.children[1].payoffs, [3, 2, 1]);
  });

  it('adds no sum of probabilities when one of them is outside [0, 1]', () => {
    assert.deepEqual(built('chance [ 3/2 -> 1 1/2 -> 2 ]').said, ['error probability-range 9-12: Probability 3/2 is outside [0, 1].']);
  });

  it('adds no sum of probabilities when one of them is not a usable number', () => {
    assert.deepEqual(built('chance [ 1/0 -> 3 1/2 -> 4 ]').said, ["error bad-number 9-12: '1/0' is not a usable number: its denominator is zero."]);
  });

  it('names a part out of order between two nodes with no label', () => {
    assert.deepEqual(built('R [ ~3 =5 ]').said, [
      "error part-order 7-9: '=' must come before '~': written after it, '=' starts a new node, and leaves the node before it without a value. A node's parts come in this order: kind, label, &anchor, =value, <α, β>, ~estimate, [children].",
    ]);
  });

  it("reads a value after a node's children as a leaf of its own", () => {
    // `=3` after B's ']' is a node with no label and the value 3: a second leaf of R.
    const tree = model('R [ B [ 1 2 ] =3 ]')!;
    assert.equal(tree.root.children.length, 2);
    assert.equal(tree.root.children[1].payoff, 3);
  });

  it('says probabilities under a node that is no chance node and is not named like one are on moves', () => {
    const onMove = (at: string): string =>
      `error probability-on-move ${at}: '1/2' looks like a probability, but the parent is not a chance node: mark the parent 'chance', or name the move.`;
    assert.deepEqual(built('A [ 1/2 -> 3 1/2 -> 4 ]').said, [onMove('4-7'), onMove('13-16')]);
    // A kind written before a misspelt chance says what the node is: no chance was meant.
    assert.deepEqual(built('max chanse [ 1/2 -> 3 1/2 -> 4 ]').said, [onMove('13-16'), onMove('22-25')]);
  });

  it('finds the move prefer names, and keeps it found past the moves after it', () => {
    assert.deepEqual(built('prefer: a\nA [ a -> 3 b -> 4 ]').said, []);
    assert.deepEqual(built('prefer: "a b"\nA [ "a b" -> 3  c -> 4 ]').said, []);
    assert.deepEqual(built('prefer: 2\nA [ 1 -> 3 2 -> 4 ]').said, []);
    assert.deepEqual(built('prefer: a\nA [ 1 -> 3 2 -> 4 ]').said, [
      "warning prefer-unknown-move 8-9: No move in this tree is named 'a', so 'prefer' has no effect.",
    ]);
  });

  it('finds no move named by an empty prefer among children with no edge', () => {
    assert.deepEqual(built('prefer: ""\nA [ 1 2 ]').said, ["warning prefer-unknown-move 8-10: No move in this tree is named '', so 'prefer' has no effect."]);
  });

  it('adds no sum of probabilities when an outcome has none', () => {
    assert.deepEqual(built('chance [ 1/2 -> 3 4 ]').said, [
      "error probability-missing 18-19: Every outcome of a chance node needs a probability, as in '1/6 -> 4'.",
    ]);
  });

  it('takes percentages as approximate: three of 33.3333333333 % add up to 1 within 1e-9', () => {
    assert.deepEqual(built('chance [ 33.3333333333% -> 1 33.3333333333% -> 2 33.3333333333% -> 3 ]').said, []);
  });

  it('asks only a chance node written with [ ] for outcomes; one without is a leaf with no value', () => {
    assert.deepEqual(built('A [ chance C 3 ]').said, [
      "error leaf-without-value 4-12: Leaf 'C' has no value: write its payoff (as in 'C = 3') or give it children in [ ... ].",
    ]);
  });

  it('takes no unknown leaf in a tree of tuples', () => {
    assert.deepEqual(built('players: A B C\nunknowns: x in [0, 1]\n@A R [ x (1, 2, 3) ]').said, [
      "error leaf-without-value 44-45: Leaf 'x' has no value: write its payoff (as in 'x = 3') or give it children in [ ... ].",
      "warning unused-unknown 25-26: No leaf is written as 'x', so the unknown has no effect: write 'x' in place of a leaf's payoff.",
    ]);
  });

  it('says once that a leaf named like no unknown is not the unknown', () => {
    assert.deepEqual(built('unknowns: x in [0, 5]\nA [ y 3 ]').said, [
      "error undeclared-unknown 26-27: Leaf 'y' has no value, and 'y' is not this tree's unknown: did you mean 'x'? (Write its payoff, as in 'y = 3', or use 'x'; gtree solves one unknown per tree.) (fix: x)",
      "warning unused-unknown 10-11: No leaf is written as 'x', so the unknown has no effect: write 'x' in place of a leaf's payoff.",
    ]);
  });

  it('gives a reference its anchor’s tuple estimate, and a scalar estimate no tuple', () => {
    const three = model('players: A B C\ndepth: 1\n@A R [ X &k ~(1, 2, 3) [ (1, 1, 1) ] *k ]')!;
    assert.deepEqual(three.node(3).estimates, [1, 2, 3]);
    const two = model('depth: 1\nA [ B ~1/2 [ 1 2 ] C ~0.25 [ 3 4 ] ]')!;
    assert.equal(two.node(1).estimates, null);
    assert.equal(two.node(4).estimates, null);
  });

  it('gives each node its depth', () => {
    const tree = model('A [ B [ 1 C [ 2 3 ] ] 4 ]')!;
    assert.deepEqual(
      [...tree.allNodes()].map((n) => n.depth),
      [0, 1, 2, 2, 3, 3, 1],
    );
  });

  it('checks a tree of exactly one chunk of syntax rows (16 384 nodes) without an internal error', () => {
    const text = `A [ ${'1 '.repeat(16_383)}]`;
    const result = checkText(text);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.trees[0].model!.size, 16_384);
  });
});
