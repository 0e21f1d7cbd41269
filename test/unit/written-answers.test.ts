import * as assert from 'node:assert/strict';
import { answerCursor, answerEdits, applyEdits, checkText, markEdit, type GameNode, type GameTree } from '../../src/core';

function treeOf(text: string): GameTree {
  const tree = checkText(text).trees[0].model;
  assert.ok(tree, 'the tree is valid');
  return tree;
}

const nodeNamed = (tree: GameTree, label: string): GameNode => {
  const node = tree.allNodes().find((n) => n.label === label);
  assert.ok(node, `node ${label}`);
  return node;
};

/** The text after writing the answer at the node labelled `label`. */
function answered(text: string, label: string, value: string, alpha: string | null = null, beta: string | null = null): string {
  const tree = treeOf(text);
  const result = answerEdits(tree, nodeNamed(tree, label), text, { value, alpha, beta });
  assert.ok(result.ok, result.ok ? '' : result.message);
  return applyEdits(text, result.edits);
}

const SHEET = 'tree {\n  algorithm: alphabeta\n  R =? <?, ?> [\n    a1 -> A =? <?, ?> [ 3 12 ]\n    a2 -> B [ 2 4 ]\n  ]\n}\n';

describe('writing a typed answer into the text', () => {
  it('replaces a blank value and a blank window, as =v <α, β>', () => {
    const out = answered(SHEET, 'A', '3', '-inf', '+inf');
    assert.ok(out.includes('a1 -> A =3 <-inf, +inf> [ 3 12 ]'), out);
  });

  it('inserts =v <α, β> after the label of a node that has neither, and the tree still checks', () => {
    const out = answered(SHEET, 'B', '2', '3', 'inf');
    assert.ok(out.includes('a2 -> B =2 <3, inf> [ 2 4 ]'), out);
    assert.deepEqual(
      checkText(out).diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  it('replaces an answer already written, and an empty part writes the blank ?', () => {
    const once = answered(SHEET, 'A', '7', '1', '2');
    const again = answered(once, 'A', '', '', '5');
    assert.ok(again.includes('a1 -> A =? <?, 5> [ 3 12 ]'), again);
  });

  it('writes only the value when the algorithm passes no window', () => {
    const text = 'tree {\n  algorithm: minimax\n  R [\n    a1 -> A [ 3 12 ]\n  ]\n}\n';
    assert.ok(answered(text, 'A', '3').includes('a1 -> A =3 [ 3 12 ]'));
  });

  it('accepts the numbers the language reads (fractions, decimals, a typeset minus) and refuses other text without an edit', () => {
    assert.ok(answered(SHEET, 'A', '7/3').includes('A =7/3 <?, ?>'));
    assert.ok(answered(SHEET, 'A', '-2.5').includes('A =-2.5 <?, ?>'));
    const tree = treeOf(SHEET);
    const a = nodeNamed(tree, 'A');
    for (const [typed, words] of [
      [{ value: 'abc', alpha: null, beta: null }, "'abc' is not a number"],
      [{ value: '3x', alpha: null, beta: null }, "'3x' is not a number"],
      [{ value: '3', alpha: 'lots', beta: '' }, "'lots' is not a bound for α"],
      [{ value: '3', alpha: '', beta: '--inf' }, "'--inf' is not a bound for β"],
    ] as const) {
      const result = answerEdits(tree, a, SHEET, typed);
      assert.equal(result.ok, false);
      assert.ok(!result.ok && result.message.startsWith(words), !result.ok ? result.message : '');
    }
  });

  it('asks a tuple tree for one number per player', () => {
    const text = 'tree {\n  players: A B C\n  R =? [\n    P =? [ (1, 2, 3) (3, 2, 1) ]\n    (0, 0, 9)\n  ]\n}\n';
    assert.ok(answered(text, 'P', '(1 2 3)').includes('P =(1, 2, 3) ['));
    const tree = treeOf(text);
    const result = answerEdits(tree, nodeNamed(tree, 'P'), text, { value: '4', alpha: null, beta: null });
    assert.ok(!result.ok && result.message.includes('one number per player'));
  });

  it('gives a leaf no answer', () => {
    const tree = treeOf(SHEET);
    const leaf = nodeNamed(tree, 'A').children[0];
    assert.equal(answerEdits(tree, leaf, SHEET, { value: '3', alpha: null, beta: null }).ok, false);
  });
});

describe('marking an edge as cut in the text', () => {
  const marked = (text: string, pick: (t: GameTree) => GameNode, mark: 0 | 1 | 2): string => {
    const tree = treeOf(text);
    const result = markEdit(pick(tree), text, mark);
    assert.ok(result.ok);
    return applyEdits(text, result.edits);
  };
  const twelve = (t: GameTree): GameNode => nodeNamed(t, 'A').children[1];
  const b = (t: GameTree): GameNode => nodeNamed(t, 'B');

  it('puts the mark before the edge, swaps it for the other, and takes it away with its space', () => {
    const one = marked(SHEET, b, 1);
    assert.ok(one.includes('    /a2 -> B [ 2 4 ]'), one);
    const two = marked(one, b, 2);
    assert.ok(two.includes('    //a2 -> B [ 2 4 ]'), two);
    assert.equal(marked(two, b, 0), SHEET);
    const leaf = marked(SHEET, twelve, 1);
    assert.ok(leaf.includes('[ 3 /12 ]'), leaf);
    assert.equal(
      marked('tree {\n  R [ 3 / 12 ]\n}\n', (t) => t.root.children[1], 0),
      'tree {\n  R [ 3 12 ]\n}\n',
    );
  });

  it('makes no edit for the mark the edge has, and refuses the root', () => {
    const one = marked(SHEET, b, 1);
    const tree = treeOf(one);
    const again = markEdit(b(tree), one, 1);
    assert.ok(again.ok && again.edits.length === 0);
    assert.equal(markEdit(tree.root, one, 1).ok, false);
  });
});

describe('the cursor of an answer in the text', () => {
  it("sits on the node's first blank, the value's before the window's, else on its label", () => {
    const tree = treeOf(SHEET);
    const a = nodeNamed(tree, 'A');
    assert.equal(answerCursor(a, SHEET), SHEET.indexOf('A =?') + 3);
    const half = answered(SHEET, 'A', '3', '', '');
    const again = nodeNamed(treeOf(half), 'A');
    assert.equal(answerCursor(again, half), half.indexOf('A =3 <?') + 6);
    assert.equal(answerCursor(nodeNamed(tree, 'B'), SHEET), SHEET.indexOf('B ['));
  });
});
