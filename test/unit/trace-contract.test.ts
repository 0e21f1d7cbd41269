import { strict as assert } from 'node:assert';
import { answerDiagnostics, checkText, compareAlgorithms, diagramOf, FactsReader, iterationView, traceJsonText, type Totals } from '../../src/core';
import { jsonOf, nodeRecords, traceOf, treeOf } from './search-helpers';

/*
 * Small trees whose whole trace (`gtree run --json`) is derived by hand from the spec's
 * contract and the lecture's pseudocode, one per point the contract fixes in so many words.
 * Each derivation is written beside its tree.
 */

describe('trace contract: the parts of a node in the grammar order', () => {
  it("A [ G = 8 &k ~1 [ 5 ] ] is two children, and the root's value is 8", () => {
    // `&k` cannot follow `= 8`: G is the leaf 8, and `&k ~1 [ 5 ]` a second child (MIN) with the leaf 5.
    // Minimax: A calls G (8), then the second child, which calls its leaf (5) and returns 5;
    // A = max(8, 5) = 8 from G. Four calls in pre-order, two leaf evaluations.
    const text = 'A [ G = 8 &k ~1 [ 5 ] ]';
    assert.deepEqual(jsonOf(traceOf(text)), {
      tree: null,
      algorithm: 'minimax',
      value: 8,
      pv: [0],
      totals: { calls: 4, nodes: 4, leafEvals: 2, cuts: 0, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 1, order: 0, value: 8, best: [0] },
        { path: [0], label: 'G', player: 'min', visits: 1, order: 1, value: 8, best: null },
        { path: [1], label: null, player: 'min', visits: 1, order: 2, value: 5, best: [1, 0] },
        { path: [1, 0], label: null, player: 'max', visits: 1, order: 3, value: 5, best: null },
      ],
    });
    // The sheet with the right answer at the root checks clean (gtree warned `wrong-value: 8` when it read one child).
    const sheet = checkText('A = 8 [ G = 8 &k ~1 [ 5 ] ]');
    assert.deepEqual(sheet.diagnostics, []);
    assert.deepEqual(answerDiagnostics(sheet.trees, { reveal: true }), []);
  });

  it('A [ G = 14 &k = 6 *k ]: *k is the leaf 6, and the root takes G (14)', () => {
    // Three MIN leaves: G = 14, the anchored leaf 6 and the reference to it (6 again, its own node at [2]).
    // Minimax calls A, then each leaf in turn; A = max(14, 6, 6) = 14 from G.
    const text = 'A [ G = 14 &k = 6 *k ]';
    assert.deepEqual(jsonOf(traceOf(text)), {
      tree: null,
      algorithm: 'minimax',
      value: 14,
      pv: [0],
      totals: { calls: 4, nodes: 4, leafEvals: 3, cuts: 0, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 1, order: 0, value: 14, best: [0] },
        { path: [0], label: 'G', player: 'min', visits: 1, order: 1, value: 14, best: null },
        { path: [1], label: null, player: 'min', visits: 1, order: 2, value: 6, best: null },
        { path: [2], label: null, player: 'min', visits: 1, order: 3, value: 6, best: null },
      ],
    });
  });
});

describe('trace contract: best under a reference', () => {
  it("A [ B &k [ 1 2 ]  *k ]: the reference's best is the anchor's child [0, 0], which has a record", () => {
    // Minimax. A calls B (MIN), which calls its leaves 1 and 2 and returns 1 from [0, 0]. Then A
    // calls *k at [1], the same position: it calls B's leaves again (their second visits) and
    // returns 1 from the first leaf, whose record is at the anchor's child's path [0, 0]. A =
    // max(1, 1) = 1, the tie going to the first child B. Seven calls on five nodes, four leaf evaluations.
    assert.deepEqual(jsonOf(traceOf('A [ B &k [ 1 2 ]  *k ]')), {
      tree: null,
      algorithm: 'minimax',
      value: 1,
      pv: [0, 0],
      totals: { calls: 7, nodes: 5, leafEvals: 4, cuts: 0, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 1, order: 0, value: 1, best: [0] },
        { path: [0], label: 'B', player: 'min', visits: 1, order: 1, value: 1, best: [0, 0] },
        { path: [0, 0], label: null, player: 'max', visits: 2, order: 2, value: 1, best: null },
        { path: [0, 1], label: null, player: 'max', visits: 2, order: 3, value: 2, best: null },
        { path: [1], label: 'B', player: 'min', visits: 1, order: 4, value: 1, best: [0, 0] },
      ],
    });
  });
});

describe("trace contract: max^n's ordering key", () => {
  it('order: best-first, ties: last: X is worth (0, 5, 0), so the keys tie and the root takes b', () => {
    // Players P, Q, R; P moves at A, Q at X. X's max^n value: Q's components tie at 5 and `ties: last`
    // takes the second leaf, so X = (0, 5, 0). Ordering A's children by P's component of that
    // value: a 0, b 0, a tie, so the written order stays (a, b); X's leaves tie at 5 for Q and stay
    // too. A: P's components tie at 0 and `ties: last` takes b: A = (0, 5, 0), pv b → 2nd (index 1).
    const text = 'order: best-first\nties: last\nplayers: P Q R\nA [ a -> (0, 1, 1)  b -> X [ (1, 5, 0) (0, 5, 0) ] ]';
    assert.deepEqual(jsonOf(traceOf(text)), {
      tree: null,
      algorithm: 'maxn',
      value: [0, 5, 0],
      pv: ['b', 1],
      totals: { calls: 5, nodes: 5, leafEvals: 3, cuts: 0, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'P', visits: 1, order: 0, value: [0, 5, 0], best: [1] },
        { path: [0], label: null, player: 'Q', visits: 1, order: 1, value: [0, 1, 1], best: null },
        { path: [1], label: 'X', player: 'Q', visits: 1, order: 2, value: [0, 5, 0], best: [1, 1] },
        { path: [1, 0], label: null, player: 'R', visits: 1, order: 3, value: [1, 5, 0], best: null },
        { path: [1, 1], label: null, player: 'R', visits: 1, order: 4, value: [0, 5, 0], best: null },
      ],
    });
  });
});

describe('trace contract: negamax-tt looks up before the terminal test', () => {
  it('A [ 1 2 ]: each called leaf has tt: miss', () => {
    // The lecture's third listing (negamax with a transposition table): every call first looks its
    // node up, then tests for a terminal node. A (MAX) misses, is searched with (−∞, +∞); leaf 1
    // (MIN to move: colour −1) misses and returns −1 with (−∞, +∞), so v = 1 and α = 1; leaf 2
    // misses and returns −2 with (−∞, −1), so v = 2. A = 2 from [1], stored EXACT. Leaves are
    // never stored.
    assert.deepEqual(jsonOf(traceOf('algorithm: negamax-tt\nA [ 1 2 ]')), {
      tree: null,
      algorithm: 'negamax-tt',
      value: 2,
      pv: [1],
      totals: { calls: 3, nodes: 3, leafEvals: 2, cuts: 0, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 1, order: 0, alpha: '-inf', beta: '+inf', value: 2, bound: 'exact', tt: 'miss', best: [1] },
        { path: [0], label: null, player: 'min', visits: 1, order: 1, alpha: '-inf', beta: '+inf', value: -1, bound: 'exact', tt: 'miss', best: null },
        { path: [1], label: null, player: 'min', visits: 1, order: 2, alpha: '-inf', beta: -1, value: -2, bound: 'exact', tt: 'miss', best: null },
      ],
    });
  });

  it('the replay says so: a look-up step before each leaf returns', () => {
    const steps = diagramOf(treeOf('algorithm: negamax-tt\nA [ 1 2 ]'), traceOf('algorithm: negamax-tt\nA [ 1 2 ]')).steps;
    assert.deepEqual(
      steps.map((s) => s.text),
      [
        'Visit A with α = −∞, β = +∞.',
        'Table look-up at A: miss.',
        'Visit leaf 1 (1st) with α = −∞, β = +∞.',
        'Table look-up at leaf 1 (1st): miss (leaves are never stored).',
        'Leaf 1 (1st) returns −1.',
        'Visit leaf 2 (2nd) with α = −∞, β = −1.',
        'Table look-up at leaf 2 (2nd): miss (leaves are never stored).',
        'Leaf 2 (2nd) returns −2.',
        'A returns 2.',
      ],
    );
  });
});

describe('trace contract: iterative deepening reports the whole run', () => {
  const TREE = 'algorithm: iterative\nA [ B ~3 [ 3 5 ]  C ~1 [ 1 9 ] ]';
  // Alpha-beta to depth 1, then 2 (the tree's height), children reordered best-first by the
  // previous iteration's values. Calls are numbered across the run:
  //   depth 1: A #0 (−∞, +∞); B #1 stops at the limit, ~3, α = 3; C #2 (3, +∞), ~1. A = 3 from B.
  //            Reordered best-first for MAX: B (3), C (1), the written order.
  //   depth 2: A #3 (−∞, +∞); B #4 (−∞, +∞): 3 #5 (−∞, +∞), β = 3; 5 #6 (−∞, 3), fails high; B = 3.
  //            α = 3; C #7 (3, +∞): 1 #8 (3, +∞), β = 1 ≤ α: 9 is pruned; C = 1. A = 3 from B.
  // Records: visits and order over the run, window, value, bound and best of the last call; the
  // leaf 9 is cut (never called, its parent was). Totals: 3 + 6 = 9 calls, 2 + 3 = 5 leaf
  // evaluations (two estimates, then three leaves), 6 distinct nodes, 1 cut.
  it('A [ B ~3 [ 3 5 ]  C ~1 [ 1 9 ] ]: 9 calls, the root visited twice, every iteration listed', () => {
    assert.deepEqual(jsonOf(traceOf(TREE)), {
      tree: null,
      algorithm: 'iterative',
      value: 3,
      pv: [0, 0],
      totals: { calls: 9, nodes: 6, leafEvals: 5, cuts: 1, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 2, order: 0, alpha: '-inf', beta: '+inf', value: 3, bound: 'exact', best: [0] },
        { path: [0], label: 'B', player: 'min', visits: 2, order: 1, alpha: '-inf', beta: '+inf', value: 3, bound: 'exact', best: [0, 0] },
        { path: [0, 0], label: null, player: 'max', visits: 1, order: 5, alpha: '-inf', beta: '+inf', value: 3, bound: 'exact', best: null },
        { path: [0, 1], label: null, player: 'max', visits: 1, order: 6, alpha: '-inf', beta: 3, value: 5, bound: 'lower', best: null },
        { path: [1], label: 'C', player: 'min', visits: 2, order: 2, alpha: 3, beta: '+inf', value: 1, bound: 'upper', best: [1, 0] },
        { path: [1, 0], label: null, player: 'max', visits: 1, order: 8, alpha: 3, beta: '+inf', value: 1, bound: 'upper', best: null },
        { path: [1, 1], label: null, player: 'max', visits: 0, order: null, cut: 'alphabeta' },
      ],
      iterations: [
        { depth: 1, value: 3, best: 0, totals: { calls: 3, nodes: 3, leafEvals: 2, cuts: 0, researches: 0 } },
        { depth: 2, value: 3, best: 0, totals: { calls: 6, nodes: 6, leafEvals: 3, cuts: 1, researches: 0 } },
      ],
    });
  });

  it('each iteration is a view of its own: depth 1 stops at B and C, depth 2 is the search a student draws', () => {
    const trace = traceOf(TREE);
    const view = (i: number) => iterationView(trace, i)!.trace;
    const first = jsonOf(view(0));
    assert.deepEqual(first.totals, { calls: 3, nodes: 3, leafEvals: 2, cuts: 0, researches: 0 });
    assert.deepEqual(first.nodes, [
      { path: [], label: 'A', player: 'max', visits: 1, order: 0, alpha: '-inf', beta: '+inf', value: 3, bound: 'exact', best: [0] },
      { path: [0], label: 'B', player: 'min', visits: 1, order: 1, alpha: '-inf', beta: '+inf', value: 3, bound: 'exact', best: null },
      { path: [0, 0], label: null, player: 'max', visits: 0, order: null },
      { path: [0, 1], label: null, player: 'max', visits: 0, order: null },
      { path: [1], label: 'C', player: 'min', visits: 1, order: 2, alpha: 3, beta: '+inf', value: 1, bound: 'upper', best: null },
      { path: [1, 0], label: null, player: 'max', visits: 0, order: null },
      { path: [1, 1], label: null, player: 'max', visits: 0, order: null },
    ]);
    const second = jsonOf(view(1));
    assert.deepEqual(second.totals, { calls: 6, nodes: 6, leafEvals: 3, cuts: 1, researches: 0 });
    assert.deepEqual(
      second.nodes.map((r) => [r.path.join('.'), r.visits, r.order, r.value, r.cut]),
      [
        ['', 1, 0, 3, undefined],
        ['0', 1, 1, 3, undefined],
        ['0.0', 1, 2, 3, undefined],
        ['0.1', 1, 3, 5, undefined],
        ['1', 1, 4, 1, undefined],
        ['1.0', 1, 5, 1, undefined],
        ['1.1', 0, null, undefined, 'alphabeta'],
      ],
    );
    assert.equal(iterationView(trace)!.trace, view(1), 'the last iteration is the default view');
    assert.equal(iterationView(trace, 'run')!.trace, trace, 'the whole run is the trace itself');
    assert.equal(iterationView(trace, 2), null);
  });

  it('gtree compare shows the true cost: more calls than alpha-beta at full depth', () => {
    const rows = compareAlgorithms(treeOf(TREE));
    const totals = (name: string) => rows.find((r) => r.algorithm === name && r.ok) as { totals: Totals } | undefined;
    assert.deepEqual(totals('iterative')!.totals, { calls: 9, nodes: 6, leafEvals: 5, cuts: 1, researches: 0 });
    assert.deepEqual(totals('alphabeta')!.totals, { calls: 6, nodes: 6, leafEvals: 3, cuts: 1, researches: 0 });
  });
});

describe('trace contract: objects a reader keeps, and objects it is lent', () => {
  const source = 'algorithm: alphabeta\nA [ B ~3 [ 3 12 8 ]  C ~2 [ 2 4 6 ]  D ~6 [ 14 5 2 ] ]';

  it('an older trace reads the same after newer runs of the same tree (every algorithm, iterative reordering included)', () => {
    const tree = treeOf(source);
    const first = traceOf(tree);
    const before = nodeRecords(first);
    const json = traceJsonText(first);
    for (const algorithm of ['iterative', 'negascout', 'negamax-tt', 'mtdf', 'alphabeta'] as const) traceOf(tree, { algorithm });
    assert.deepEqual(nodeRecords(first), before);
    assert.equal(traceJsonText(first), json);
    // The lecture's answer, so the comparison is not of two equally wrong records.
    assert.deepEqual(
      before.map((r) => [r.path.join('.'), r.value, r.cut ?? null]),
      [
        ['', 3, null],
        ['0', 3, null],
        ['0.0', 3, null],
        ['0.1', 12, null],
        ['0.2', 8, null],
        ['1', 2, null],
        ['1.0', 2, null],
        ['1.1', undefined, 'alphabeta'],
        ['1.2', undefined, 'alphabeta'],
        ['2', 2, null],
        ['2.0', 14, null],
        ['2.1', 5, null],
        ['2.2', 2, null],
      ],
    );
  });

  it('a lent node and lent facts move with the next call: keep a copy or the real node', () => {
    const tree = treeOf(source);
    const trace = traceOf(tree);
    const reader = new FactsReader(trace);
    const kept = { ...reader.read(tree.node(1)) };
    const lent = reader.read(tree.node(1));
    reader.read(tree.node(5));
    assert.equal(kept.value, 3);
    assert.equal(lent.value, 2, 'the lent object now holds C');
    // reusedNode lends a stand-in for a node not made yet; node(id) is the node itself, kept.
    const fresh = treeOf(source);
    const a = fresh.reusedNode(2);
    const label = a.payoff;
    fresh.reusedNode(3);
    assert.equal(label, 3);
    assert.equal(a.payoff, 12, 'the stand-in moved to the next leaf');
    assert.equal(fresh.node(2).payoff, 3);
    assert.equal(fresh.node(2), fresh.node(2), 'a made node is kept: one object per node');
  });
});
