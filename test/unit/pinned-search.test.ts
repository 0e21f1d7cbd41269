import { strict as assert } from 'node:assert';
import { diagramOf, run, type AlgorithmName } from '../../src/core';
import { traceOf, treeOf } from './search-helpers';
import { traceLines } from './trace-lines';

/*
 * Whole traces worked out by hand from each algorithm's pseudocode (the lecture "Teorija igara –
 * Sekvencijalne igre"; Reinefeld 1983 for negascout; Plaat et al. 1996 for MTD(f)), for the
 * cases mutation testing found no test holding (issue 25). Defaults used throughout: the null
 * window w = 1, aspiration's guess 0 and delta 1, MTD(f)'s first guess 0. Negamax-family values
 * are in the view of the player to move (MAX's value times +1 for MAX, −1 for MIN).
 */

/** The replay's re-search sentences of a run. */
const researchSteps = (source: string, algorithm: AlgorithmName): string[] => {
  const tree = treeOf(source);
  return diagramOf(tree, traceOf(tree, { algorithm }))
    .steps.filter((s) => s.kind === 'research')
    .map((s) => s.text);
};

describe('pinned: a one-node tree (the root is the only leaf)', () => {
  // Every search's own terminal test is reached only here: any other leaf is evaluated in place by its parent.
  const MAX_LEAF = '5'; // an unlabelled root leaf; MAX moves at the root
  const MIN_LEAF = 'tree { min A = 5 }'; // MIN moves at A: the negamax family's value is −5 in A's view

  it('minimax and expectimax: one call, the payoff, no window', () => {
    for (const algorithm of ['minimax', 'expectimax'] as const) {
      assert.deepEqual(traceLines(traceOf(MAX_LEAF, { algorithm })), ['enter root', 'return root 5'], algorithm);
      assert.deepEqual(traceLines(traceOf(MIN_LEAF, { algorithm })), ['enter A', 'return A 5'], algorithm);
    }
  });

  it('alpha-beta and iterative deepening (one iteration of depth 1): the full window, MAX-view payoff', () => {
    for (const algorithm of ['alphabeta', 'iterative'] as const) {
      const trace = traceOf(MIN_LEAF, { algorithm });
      assert.deepEqual(traceLines(trace), ['enter A (-inf, +inf)', 'return A 5'], algorithm);
      assert.equal(trace.value, 5);
      assert.deepEqual(trace.totals, { calls: 1, nodes: 1, leafEvals: 1, cuts: 0, researches: 0 });
    }
  });

  it('negamax: the payoff times the colour of the player to move', () => {
    assert.deepEqual(traceLines(traceOf(MAX_LEAF, { algorithm: 'negamax' })), ['enter root', 'return root 5']);
    const trace = traceOf(MIN_LEAF, { algorithm: 'negamax' });
    assert.deepEqual(traceLines(trace), ['enter A', 'return A -5']);
    assert.equal(trace.value, 5); // the run's value is in MAX's view
  });

  it('negamax-ab and negascout: one full-window call (not a scout call), −5 in MIN’s view', () => {
    for (const algorithm of ['negamax-ab', 'negascout'] as const) {
      const trace = traceOf(MIN_LEAF, { algorithm });
      assert.deepEqual(traceLines(trace), ['enter A (-inf, +inf)', 'return A -5'], algorithm);
      assert.equal(trace.value, 5, algorithm);
      assert.deepEqual(traceLines(traceOf(MAX_LEAF, { algorithm })), ['enter root (-inf, +inf)', 'return root 5'], algorithm);
    }
  });

  it('the replay visits the root with the full window; it never scouts it', () => {
    for (const algorithm of ['alphabeta', 'negamax-ab', 'negascout'] as const) {
      const tree = treeOf(MIN_LEAF);
      const steps = diagramOf(tree, traceOf(tree, { algorithm })).steps.map((s) => s.text);
      assert.equal(steps[0], 'Visit A with α = −∞, β = +∞.', algorithm);
      assert.equal(steps.length, 2, algorithm);
    }
  });

  it('aspiration: (guess − delta, guess + delta) = (−1, 1) fails, then the full window', () => {
    // MAX leaf: 5 ≥ β = 1 fails high; MIN leaf: −5 ≤ α = −1 fails low. Either way one re-search.
    assert.deepEqual(traceLines(traceOf(MAX_LEAF, { algorithm: 'aspiration' })), [
      'enter root (-1, 1)',
      'return root 5',
      'research root (aspiration)',
      'enter root (-inf, +inf)',
      'return root 5',
    ]);
    const trace = traceOf(MIN_LEAF, { algorithm: 'aspiration' });
    assert.deepEqual(traceLines(trace), ['enter A (-1, 1)', 'return A -5', 'research A (aspiration)', 'enter A (-inf, +inf)', 'return A -5']);
    assert.deepEqual(trace.totals, { calls: 2, nodes: 1, leafEvals: 2, cuts: 0, researches: 1 });
  });

  it('negamax-tt: the look-up comes first (a miss: leaves are never stored), then the payoff', () => {
    assert.deepEqual(traceLines(traceOf(MIN_LEAF, { algorithm: 'negamax-tt' })), ['enter A (-inf, +inf)', 'table A miss', 'return A -5']);
  });

  it('MTD(f): two null-window passes, the second a re-search, until the bounds meet', () => {
    // MAX leaf, g = 0: β = 0, pass (−1, 0) → 5 ≥ β so lower = 5; g = lower, so β = g + w = 6,
    // pass (5, 6) → 5 < β so upper = 5 = lower: done.
    const high = traceOf(MAX_LEAF, { algorithm: 'mtdf' });
    assert.deepEqual(high.passes, [
      { alpha: -1, beta: 0, value: 5 },
      { alpha: 5, beta: 6, value: 5 },
    ]);
    assert.deepEqual(traceLines(high), [
      'enter root (-1, 0)',
      'table root miss',
      'return root 5',
      'research root (mtdf)',
      'enter root (5, 6)',
      'table root miss',
      'return root 5',
    ]);
    // MIN leaf, g = 0: pass (−1, 0) → −5 < β so upper = −5; g ≠ lower, so β = g = −5, pass (−6, −5) → −5 ≥ β: lower = −5.
    const low = traceOf(MIN_LEAF, { algorithm: 'mtdf' });
    assert.deepEqual(low.passes, [
      { alpha: -1, beta: 0, value: -5 },
      { alpha: -6, beta: -5, value: -5 },
    ]);
    assert.deepEqual(traceLines(low), [
      'enter A (-1, 0)',
      'table A miss',
      'return A -5',
      'research A (mtdf)',
      'enter A (-6, -5)',
      'table A miss',
      'return A -5',
    ]);
    assert.equal(low.value, 5);
  });

  it('max^n: a scalar payoff v is the tuple (v, −v), whoever moves', () => {
    assert.deepEqual(traceLines(traceOf(MIN_LEAF, { algorithm: 'maxn' })), ['enter A', 'return A (5, -5)']);
    assert.deepEqual(traceOf(MAX_LEAF, { algorithm: 'maxn' }).value, [5, -5]);
  });
});

describe('pinned: the transposition table honours the depth an entry was searched to', () => {
  // A max, B min, C max, K min, X max; K's second child 5 and B's second child 0 are MAX leaves,
  // X's leaves 1 and 2 MIN leaves. The reference *k is A's second child, K's position at ply 1.
  const SOURCE = `algorithm: negamax-tt
depth: 4
A [ B ~0 [ C ~0 [ K &k ~0 [ X ~9 [ 1 2 ] 5 ] ] 0 ] *k ]`;

  it('searches *k again: K was stored with 1 ply to go, *k needs 3', () => {
    const trace = traceOf(SOURCE);
    assert.deepEqual(traceLines(trace), [
      'enter A (-inf, +inf)',
      'table A miss',
      'enter B (-inf, +inf)',
      'table B miss',
      'enter C (-inf, +inf)',
      'table C miss',
      'enter K (-inf, +inf)',
      'table K miss',
      // X is at ply 4 = depth: looked up (a miss), then its estimate 9 (MAX to move: +9). Not stored.
      'enter X (-inf, +inf)',
      'table X miss',
      'return X 9',
      // K: −9 so far, α = −9; the leaf 5 gets (−β, −α) = (−∞, 9) and gives −5 in K's view.
      'enter 0.0.0.1 (-inf, 9)',
      'table 0.0.0.1 miss',
      'return 0.0.0.1 5',
      'return K -5 best 0.0.0.1', // stored: exact −5, depth 4 − 3 = 1
      'return C 5 best K',
      // B: −5 so far, α = −5; the leaf 0 gets (−∞, 5) and gives 0, better for B.
      'enter 0.1 (-inf, 5)',
      'table 0.1 miss',
      'return 0.1 0',
      'return B 0 best 0.1',
      // A: α = 0; *k gets (−∞, 0). Its entry has depth 1 < 4 − 1 = 3 to go: not usable, a miss.
      'enter K (-inf, 0)',
      'table K miss',
      // Now X is at ply 2 and searched: (−0, +∞) = (0, +∞); its MIN leaves give −1 and −2 in their view.
      'enter X (0, +inf)',
      'table X miss',
      'enter 0.0.0.0.0 (-inf, 0)',
      'table 0.0.0.0.0 miss',
      'return 0.0.0.0.0 -1',
      'enter 0.0.0.0.1 (-inf, -1)',
      'table 0.0.0.0.1 miss',
      'return 0.0.0.0.1 -2',
      'return X 2 best 0.0.0.0.1',
      // K: −2, α = −2; the leaf 5 gets (0, 2) and gives −5 in K's view: K keeps −2.
      'enter 0.0.0.1 (0, 2)',
      'table 0.0.0.1 miss',
      'return 0.0.0.1 5',
      'return K -2 best X',
      'return A 2 best K',
    ]);
    assert.equal(trace.value, 2); // reusing K's shallow entry would give 5
    assert.deepEqual(trace.pv, [1, 0, 1]);
    assert.deepEqual(trace.totals, { calls: 12, nodes: 10, leafEvals: 6, cuts: 0, researches: 0 });
  });

  it('without a depth limit, an entry stored deeper answers a look-up nearer the root exactly', () => {
    // The same tree searched to the leaves: X = 2 (its MIN leaves give −1, −2), K = −2, C = 2, B = 0
    // (the leaf 0 beats −2), A's α = 0; then *k, at ply 1, finds K's exact entry −2 (stored at ply 3).
    const trace = traceOf(`algorithm: negamax-tt
A [ B [ C [ K &k [ X [ 1 2 ] 5 ] ] 0 ] *k ]`);
    assert.deepEqual(traceLines(trace).slice(-4), ['enter K (-inf, 0)', 'table K exact -2', 'return K -2', 'return A 2 best K']);
    assert.equal(trace.value, 2);
    assert.deepEqual(trace.totals, { calls: 10, nodes: 10, leafEvals: 4, cuts: 0, researches: 0 }); // A B C K X 1 2 5 0 *k
  });
});

describe('pinned: a depth limit that stops inside a chance node’s child', () => {
  // A max (ply 0), the chance node (ply 1), B (ply 2; MIN: below a chance node moves the player
  // after its nearest player ancestor), B's children at ply 3 = depth: C by its estimate.
  const SOURCE = `depth: 3
A [ chance [ 1/2 -> B [ C ~7 [ 1 2 ] 3 ] 1/2 -> 6 ] ]`;

  it('expectimax: B = min(7, 3) = 3, the chance node ½·3 + ½·6 = 9/2', () => {
    const trace = traceOf(SOURCE, { algorithm: 'expectimax' });
    assert.deepEqual(traceLines(trace), [
      'enter A',
      'enter 0',
      'enter B',
      'enter C',
      'return C 7',
      'enter 0.0.1',
      'return 0.0.1 3',
      'return B 3 best 0.0.1',
      'enter 0.1',
      'return 0.1 6',
      'return 0 9/2',
      'return A 9/2 best 0',
    ]);
    assert.deepEqual(trace.totals, { calls: 6, nodes: 6, leafEvals: 3, cuts: 0, researches: 0 });
  });

  it('max^n: B (Q) keeps the tuple best in its own component, by the estimate tuple at the limit', () => {
    // Players P, Q, R: A is P, B is Q. C's estimate (8, 2, 0) against (3, 3, 3): Q takes 3 > 2.
    // The chance node: ½·(3, 3, 3) + ½·(6, 0, 2) = (9/2, 3/2, 5/2).
    const trace = traceOf(`players: P Q R
depth: 3
A [ chance [ 1/2 -> B [ C ~(8,2,0) [ (1,2,3) (4,5,6) ] (3,3,3) ] 1/2 -> (6,0,2) ] ]`);
    assert.equal(trace.algorithm, 'maxn');
    assert.deepEqual(traceLines(trace), [
      'enter A',
      'enter 0',
      'enter B',
      'enter C',
      'return C (8, 2, 0)',
      'enter 0.0.1',
      'return 0.0.1 (3, 3, 3)',
      'return B (3, 3, 3) best 0.0.1',
      'enter 0.1',
      'return 0.1 (6, 0, 2)',
      'return 0 (9/2, 3/2, 5/2)',
      'return A (9/2, 3/2, 5/2) best 0',
    ]);
  });
});

describe('pinned: depth-limited searches below the root', () => {
  // A max; B, C min; D, E, F, G max at ply 2 = depth, valued by their estimates (not their leaves).
  const TREE = `depth: 2
A [ B [ D ~4 [ 1 2 ] E ~6 [ 3 0 ] ] C [ F ~7 [ 9 1 ] G ~5 [ 2 2 ] ] ]`;

  it('alpha-beta from a MIN root: MAX children searched to the limit, a cut at C', () => {
    // A min, B and C max, D..G min at the limit. B = max(4, 6) = 6, A's β = 6; C gets (−∞, 6), F = 7 ≥ 6 cuts G.
    const trace = traceOf(TREE.replace('A [', 'min A ['), { algorithm: 'alphabeta' });
    assert.deepEqual(traceLines(trace), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'enter D (-inf, +inf)',
      'return D 4',
      'enter E (4, +inf)',
      'return E 6',
      'return B 6 best E',
      'enter C (-inf, 6)',
      'enter F (-inf, 6)',
      'return F 7',
      'cut at C (7, 6): G',
      'return C 7 best F',
      'return A 6 best B',
    ]);
  });

  it('negamax: B = max(−4, −6) = −4, C = max(−7, −5) = −5, A = max(4, 5) = 5', () => {
    const trace = traceOf(TREE, { algorithm: 'negamax' });
    assert.deepEqual(traceLines(trace), [
      'enter A',
      'enter B',
      'enter D',
      'return D 4',
      'enter E',
      'return E 6',
      'return B -4 best D',
      'enter C',
      'enter F',
      'return F 7',
      'enter G',
      'return G 5',
      'return C -5 best G',
      'return A 5 best C',
    ]);
    assert.deepEqual(trace.pv, [1, 1]);
  });

  it('negamax-ab: C gets (−∞, −4); F = −7 and G = −5 stay below β, no cut', () => {
    assert.deepEqual(traceLines(traceOf(TREE, { algorithm: 'negamax-ab' })), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'enter D (-inf, +inf)',
      'return D 4',
      'enter E (-inf, 4)',
      'return E 6',
      'return B -4 best D',
      'enter C (-inf, -4)',
      'enter F (4, +inf)',
      'return F 7',
      'enter G (4, 7)',
      'return G 5',
      'return C -5 best G',
      'return A 5 best C',
    ]);
  });

  it('negascout: C fails high on its null window (−5, −4) and is searched again, and so is G inside it', () => {
    assert.deepEqual(traceLines(traceOf(TREE, { algorithm: 'negascout' })), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'enter D (-inf, +inf)',
      'return D 4',
      // E: (−β, −α) = (−∞, 4), null window (4 − w, 4); 6 gives −6 < α = −4: no re-search.
      'scout E (3, 4)',
      'return E 6',
      'return B -4 best D',
      // C: (−∞, −4), null window (−5, −4); its children's windows are scout calls too.
      'scout C (-5, -4)',
      'scout F (4, 5)',
      'return F 7',
      'scout G (4, 5)',
      'return G 5',
      'return C -5 best G',
      // −(−5) = 5: α = 4 < 5 < β = +∞, a fail high: C again with (−∞, −4).
      'research C (negascout)',
      'enter C (-inf, -4)',
      'enter F (4, +inf)',
      'return F 7',
      // G: (−β, −α) = (4, 7), null window (6, 7); 5 gives −5, and −7 < −5 < −4: re-searched with (4, 7).
      'scout G (6, 7)',
      'return G 5',
      'research G (negascout)',
      'enter G (4, 7)',
      'return G 5',
      'return C -5 best G',
      'return A 5 best C',
    ]);
  });

  it('max^n on two players: a scalar estimate v at the limit is the tuple (v, −v)', () => {
    // B (MIN, player 2) keeps the larger second component: (4, −4) over (6, −6); C: (5, −5) over (7, −7); A: (5, −5).
    const trace = traceOf(TREE, { algorithm: 'maxn' });
    assert.deepEqual(trace.value, [5, -5]);
    assert.deepEqual(traceLines(trace), [
      'enter A',
      'enter B',
      'enter D',
      'return D (4, -4)',
      'enter E',
      'return E (6, -6)',
      'return B (4, -4) best D',
      'enter C',
      'enter F',
      'return F (7, -7)',
      'enter G',
      'return G (5, -5)',
      'return C (5, -5) best G',
      'return A (5, -5) best C',
    ]);
  });

  it('a missing estimate where the limit stops names the node, or says "this node"', () => {
    for (const algorithm of ['alphabeta', 'maxn'] as const) {
      const labelled = run(treeOf('A [ B [ 1 2 ] 3 ]'), { algorithm, depth: 1 });
      assert.ok(!labelled.ok);
      assert.equal(labelled.message, "The search stops at 'B' (depth limit 1) but it has no estimate: add one such as '~5'.", algorithm);
      assert.equal(labelled.node?.label, 'B');
      const unlabelled = run(treeOf('A [ 3 [ 1 2 ] ]'), { algorithm, depth: 1 });
      assert.ok(!unlabelled.ok);
      assert.equal(unlabelled.message, "The search stops at this node (depth limit 1) but it has no estimate: add one such as '~5'.", algorithm);
    }
  });
});

describe('pinned: negascout, negamax and negamax-ab where a max/min override keeps the player to move', () => {
  // A max; B and C are marked max too, so the mover does not change below A (side +1): the
  // child's window is A's own, not mirrored. Their leaves are MIN to move.
  const TREE = 'A [ max B [ 3 5 ] max C [ 6 1 ] ]';

  it('negascout: C’s null window is (α, α + w) = (5, 6), its fail high re-searched with (5, +∞)', () => {
    const trace = traceOf(TREE, { algorithm: 'negascout' });
    assert.deepEqual(traceLines(trace), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)', // side +1: A's window as it is
      'enter 0.0 (-inf, +inf)',
      'return 0.0 -3', // MIN to move: −3, so B's v = 3
      'scout 0.1 (-4, -3)', // (−β, −α) = (−∞, −3), null window (−3 − w, −3)
      'return 0.1 -5',
      'research 0.1 (negascout)', // v = 5: α = 3 < 5 < +∞
      'enter 0.1 (-inf, -3)',
      'return 0.1 -5',
      'return B 5 best 0.1',
      'scout C (5, 6)', // side +1: the null window above α = 5, not mirrored
      'scout 1.0 (-6, -5)',
      'return 1.0 -6',
      'scout-cut at C (6, 6): 1.1', // C's α = max(5, 6) = 6 ≥ β = 6
      'return C 6 best 1.0',
      'research C (negascout)', // v = 6: α = 5 < 6 < +∞
      'enter C (5, +inf)',
      'enter 1.0 (-inf, -5)',
      'return 1.0 -6',
      'scout 1.1 (-7, -6)',
      'return 1.1 -1', // v = 1 < α = 6: no re-search
      'return C 6 best 1.0',
      'return A 6 best C',
    ]);
    assert.equal(trace.value, 6);
    assert.deepEqual(trace.pv, [1, 0]);
  });

  it('negamax-ab passes A’s window to B and C unmirrored; plain negamax keeps their sign', () => {
    assert.deepEqual(traceLines(traceOf(TREE, { algorithm: 'negamax-ab' })), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'enter 0.0 (-inf, +inf)',
      'return 0.0 -3',
      'enter 0.1 (-inf, -3)',
      'return 0.1 -5',
      'return B 5 best 0.1',
      'enter C (5, +inf)',
      'enter 1.0 (-inf, -5)',
      'return 1.0 -6',
      'enter 1.1 (-inf, -6)',
      'return 1.1 -1',
      'return C 6 best 1.0',
      'return A 6 best C',
    ]);
    const plain = traceOf(TREE, { algorithm: 'negamax' });
    assert.equal(plain.value, 6); // B = 5 and C = 6 in MAX's view, taken as they are (not negated) by A
    assert.deepEqual(plain.pv, [1, 0]);
  });
});

describe('pinned: the replay says why a node is searched again', () => {
  it('negascout, aspiration and MTD(f) each give their reason', () => {
    assert.deepEqual(researchSteps('A [ B [3 5] C [6 7] D [1 9] ]', 'negascout'), [
      'Re-search C: its null-window search failed high, so the value is only a lower bound.',
    ]);
    assert.deepEqual(researchSteps('A [ B [3 5] C [6 7] ]', 'aspiration'), [
      'Re-search A: the value fell outside the aspiration window, so search again with the full window.',
    ]);
    // MTD(f) on A = max(min(3, 5), min(6, 7)) = 6: pass (−1, 0) gives 3 (lower), pass (3, 4) gives 6
    // (lower), pass (6, 7) gives 6 (upper): three passes, the last two re-searches of the root.
    const mtdf = traceOf('A [ B [3 5] C [6 7] ]', { algorithm: 'mtdf' });
    assert.deepEqual(mtdf.passes, [
      { alpha: -1, beta: 0, value: 3 },
      { alpha: 3, beta: 4, value: 6 },
      { alpha: 6, beta: 7, value: 6 },
    ]);
    assert.deepEqual(researchSteps('A [ B [3 5] C [6 7] ]', 'mtdf'), [
      'Re-search A: the bounds have not met yet, so MTD(f) runs another null-window pass.',
      'Re-search A: the bounds have not met yet, so MTD(f) runs another null-window pass.',
    ]);
  });
});

describe('pinned: iterative deepening orders each iteration by the one before', () => {
  // Depth 1: E = 5 (its estimate), B = 1: A (MAX) keeps E first. Depth 2: E = min(5, 6) = 5 (F, G by
  // estimate); B gets (5, +∞), C = 1/2 ≤ 5 cuts D. Depth 3 orders E's children F, G ascending (MIN:
  // best for MIN first; 5 < 6), and B's C before D: the searched child first, the pruned one after it,
  // whatever C's value.
  const SOURCE = `algorithm: iterative
depth: 3
A [ E ~5 [ F ~5 [ 5 6 ] G ~6 [ 7 8 ] ] B ~1 [ C ~1/2 [ 1 2 ] D ~0 [ 0 3 ] ] ]`;

  it('keeps a MIN node’s pruned child after its searched one, and sorts MIN’s children smallest first', () => {
    const trace = traceOf(SOURCE);
    const lines = traceLines(trace);
    assert.deepEqual(lines.slice(0, 6), ['enter A (-inf, +inf)', 'enter E (-inf, +inf)', 'return E 5', 'enter B (5, +inf)', 'return B 1', 'return A 5 best E']);
    assert.deepEqual(lines.slice(6, 19), [
      'enter A (-inf, +inf)',
      'enter E (-inf, +inf)',
      'enter F (-inf, +inf)',
      'return F 5',
      'enter G (-inf, 5)',
      'return G 6',
      'return E 5 best F',
      'enter B (5, +inf)',
      'enter C (5, +inf)',
      'return C 1/2',
      'cut at B (5, 1/2): D',
      'return B 1/2 best C',
      'return A 5 best E',
    ]);
    // Depth 3: F = max(5, 6) = 6, so E's β = 6; G's 7 ≥ 6 cuts 8. B gets (6, +∞): C = max(1, 2) = 2 ≤ 6 cuts D.
    assert.deepEqual(lines.slice(19), [
      'enter A (-inf, +inf)',
      'enter E (-inf, +inf)',
      'enter F (-inf, +inf)',
      'enter 0.0.0 (-inf, +inf)',
      'return 0.0.0 5',
      'enter 0.0.1 (5, +inf)',
      'return 0.0.1 6',
      'return F 6 best 0.0.1',
      'enter G (-inf, 6)',
      'enter 0.1.0 (-inf, 6)',
      'return 0.1.0 7',
      'cut at G (7, 6): 0.1.1',
      'return G 7 best 0.1.0',
      'return E 6 best F',
      'enter B (6, +inf)',
      'enter C (6, +inf)',
      'enter 1.0.0 (6, +inf)',
      'return 1.0.0 1',
      'enter 1.0.1 (6, +inf)',
      'return 1.0.1 2',
      'return C 2 best 1.0.1',
      'cut at B (6, 2): D',
      'return B 2 best C',
      'return A 6 best E',
    ]);
    assert.deepEqual(
      trace.iterations!.map((i) => [i.depth, i.value]),
      [
        [1, 5],
        [2, 5],
        [3, 6],
      ],
    );
  });
});

describe('pinned: which of two equal children a search keeps', () => {
  // The spec's rule: the first child (in search order) reaching the best value wins, unless
  // `prefer:` names the move of one of the tied children, then `ties: last` takes the later one.
  const pvOf = (source: string) => traceOf(source).pv;

  it('the first of two equal children, named or not, without prefer: or ties:', () => {
    assert.deepEqual(pvOf('A [ a -> 3  3 ]'), ['a']);
  });

  it('prefer: keeps its move whether it comes first or not, before ties: last', () => {
    assert.deepEqual(pvOf('prefer: a\nA [ a -> 3  b -> 3 ]'), ['a']);
    assert.deepEqual(pvOf('prefer: a\nties: last\nA [ a -> 3  b -> 3 ]'), ['a']);
  });

  it('ties: last decides when the preferred move is not among the tied children', () => {
    assert.deepEqual(pvOf('prefer: z\nties: last\nA [ a -> 3  b -> 3  z -> 1 ]'), ['b']); // z is worse (1 < 3)
  });

  it('max^n under ties: last never takes a worse child', () => {
    const trace = traceOf('players: A B C\nties: last\nR [ (3,0,0) (1,0,0) ]');
    assert.deepEqual(trace.value, [3, 0, 0]); // A compares first components: 1 < 3
    assert.deepEqual(trace.pv, [0]);
  });
});
