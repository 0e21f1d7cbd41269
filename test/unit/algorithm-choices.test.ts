/** The Algorithm… quick pick and Compare's table list the same algorithms; one left out is named with its reason. */
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkText, generateTree, RANDOM_DEFAULTS, type GameTree } from '../../src/core';
import { algorithmChoices } from '../../src/extension/diagram/algorithm-choices';
import { comparing } from '../../src/extension/host/compare-rows';

const treeOf = (text: string): GameTree => {
  const tree = checkText(text).trees[0].model;
  assert.ok(tree);
  return tree;
};

describe('the Algorithm… quick pick', () => {
  it('lists all 11 algorithms on a generated random tree, as Compare does, and leaves none out', () => {
    const generated = generateTree({ kind: 'random', ...RANDOM_DEFAULTS, seed: 5 });
    assert.ok(generated.ok);
    const tree = treeOf(generated.text);
    const { items, leftOut } = algorithmChoices(tree);
    assert.equal(items.length, 11);
    assert.deepEqual(
      items.map((i) => i.algorithm),
      comparing(tree).algorithms,
    );
    assert.equal(leftOut, undefined);
  });

  it('on a chance tree lists expectimax and max^n, as Compare does, and says why each of the other nine is missing', () => {
    const tree = treeOf(readFileSync('examples/dice-zadatak7-expectimax.gtree', 'utf8'));
    const { items, leftOut } = algorithmChoices(tree);
    assert.deepEqual(
      items.map((i) => i.algorithm),
      ['expectimax', 'maxn'],
    );
    assert.deepEqual(
      items.map((i) => i.algorithm),
      comparing(tree).algorithms,
    );
    assert.match(leftOut!, /^2 of 11 algorithms apply\. minimax cannot handle chance nodes/);
    assert.equal(leftOut!.match(/cannot handle chance nodes/g)?.length, 9);
    assert.match(items.find((i) => i.algorithm === 'expectimax')!.description, /this tree's algorithm/);
  });
});
