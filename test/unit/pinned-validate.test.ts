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
