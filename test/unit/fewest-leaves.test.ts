import { strict as assert } from 'node:assert';
import type { GameNode, GameTree } from '../../src/core';
import { alphaBetaLeaves, fewestLeaves } from '../../src/core/teaching/checking/fewest-leaves';
import { reorderTree } from '../../src/core/teaching/checking/reorder';
import { treeOf } from './search-helpers';

/** Every order of every inner node's children, each as a search order (the brute force the search over orders must agree with). */
function* everyOrder(tree: GameTree): Generator<Map<GameNode, readonly GameNode[]>> {
  const inner = tree.allNodes().filter((n) => n.children.length > 1);
  const choices = inner.map((n) => permutations(n.children));
  const pick = new Array<number>(inner.length).fill(0);
  for (;;) {
    yield new Map(inner.map((n, i) => [n, choices[i][pick[i]]]));
    let k = 0;
    while (k < inner.length && ++pick[k] === choices[k].length) pick[k++] = 0;
    if (k === inner.length) return;
  }
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function bruteForceFewest(tree: GameTree): number {
  let fewest = Infinity;
  for (const order of everyOrder(tree)) fewest = Math.min(fewest, alphaBetaLeaves(tree, order));
  return fewest;
}

/** A small random tree: depth 2 or 3, 1 to 3 children, leaves 0..4 (many ties), from a seeded generator. */
function randomText(seed: number): string {
  let s = seed * 2654435761;
  const next = (n: number): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * n);
  };
  const node = (depth: number, root = false): string => {
    if (!root && (depth === 0 || (depth < 3 && next(4) === 0))) return String(next(5));
    const kids = 1 + next(3);
    return `[ ${Array.from({ length: kids }, () => node(depth - 1)).join(' ')} ]`;
  };
  return `A ${node(2 + next(2), true)}`;
}

describe('the fewest leaves alpha-beta evaluates over every order of the children', () => {
  it('is not always best-first: under α = 5 the cheaper refutation, 4, comes before D', () => {
    // Best-first (by value) searches B, then C's children D (1) before 4: B's leaf, D's three
    // leaves (D is a MAX node entered with α = 5: nothing cuts there), then C cuts 4: 4 leaves.
    // With 4 first C cuts D at once: B's leaf and 4, 2 leaves.
    const text = 'algorithm: alphabeta\nA [ B [ 5 ]  C [ D [ 1 1 1 ]  4 ] ]';
    const tree = treeOf(text);
    const bestFirst = reorderTree(text, 0, 'best-first');
    assert.ok(bestFirst.ok);
    assert.equal(bestFirst.edit, null); // as written, it is best-first already
    assert.equal(bestFirst.after.leafEvals, 4);
    const fewest = fewestLeaves(tree);
    assert.ok('leaves' in fewest);
    assert.equal(fewest.leaves, 2);
    assert.deepEqual(
      fewest.order.get(tree.root.children[1])!.map((c) => c.index),
      [1, 0],
    );
    assert.equal(bruteForceFewest(tree), 2);
  });

  it('on the lecture tree: 5 leaves, B first and C and D each refuted by its leaf 2', () => {
    // B's three leaves give α = 3; C [2 4 6] and D [14 5 2] each cut after their leaf 2 (≤ 3): 3 + 1 + 1.
    // Any other child first is a MIN node entered with (−∞, +∞), which sees all three of its leaves.
    const tree = treeOf('A [ B [ 3 12 8 ]  C [ 2 4 6 ]  D [ 14 5 2 ] ]');
    const fewest = fewestLeaves(tree);
    assert.ok('leaves' in fewest);
    assert.equal(fewest.leaves, 5);
    assert.equal(alphaBetaLeaves(tree, null), 7); // as written: 3 + 1 + 3
    assert.equal(alphaBetaLeaves(tree, fewest.order), 5);
  });

  it('agrees with brute force over every order on 60 small random trees, and its order reaches it', () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const tree = treeOf(randomText(seed));
      const orders = tree.allNodes().reduce((n, node) => n * permutations(node.children).length, 1);
      if (orders > 50_000) continue;
      const fewest = fewestLeaves(tree);
      assert.ok('leaves' in fewest, `seed ${seed}`);
      assert.equal(fewest.leaves, bruteForceFewest(tree), `seed ${seed}: ${randomText(seed)}`);
      assert.equal(alphaBetaLeaves(tree, fewest.order), fewest.leaves, `seed ${seed}: the order found`);
      checked++;
    }
    assert.ok(checked >= 40, `${checked} trees checked`);
  });

  it('follows the tree’s settings: prune: strict, fail: hard and a depth limit', () => {
    for (const settings of ['prune: strict', 'fail: hard', 'window: [2, 3]', 'depth: 1']) {
      for (let seed = 1; seed <= 15; seed++) {
        const body = randomText(seed).replace(/\[/g, (m, at: number) => (at === 2 ? m : '~2 ['));
        const tree = treeOf(`${settings}\n${body}`);
        const fewest = fewestLeaves(tree);
        assert.ok('leaves' in fewest);
        assert.equal(fewest.leaves, bruteForceFewest(tree), `${settings}, seed ${seed}`);
      }
    }
  });

  it('refuses trees it cannot order, with a reason', () => {
    const chance = fewestLeaves(treeOf('A [ chance [ 1/2 -> 1  1/2 -> 2 ]  3 ]'));
    assert.match('problem' in chance ? chance.problem : '', /chance/);
    const refs = fewestLeaves(treeOf('A [ B &k [ 1 2 ]  *k ]'));
    assert.match('problem' in refs ? refs.problem : '', /reference/);
    const big = fewestLeaves(treeOf('A [ [1 2 3] [4 5 6] [7 8 9] ]'), 5);
    assert.match('problem' in big ? big.problem : '', /too many orders/);
  });
});
