import { strict as assert } from 'node:assert';
import { answerDiagnostics, checkText, judgeSheet, mtdfPassLimit, nextStep, run } from '../../src/core';
import { traceOf, treeOf } from './search-helpers';
import { traceLines } from './trace-lines';

/*
 * Cases mutation testing found no test holding (issue 33), each worked out by hand: iterative
 * deepening's reordering where a reference `*k` shares its anchor's children, MTD(f)'s bound on
 * its passes, the estimates a depth limit needs below a reference, and the "Next step" hint of
 * an algorithm that passes no window.
 */

/** One iteration of an iterative-deepening run: its events, one a line, and its totals. */
const iteration = (source: string, depth: number): { lines: string[]; calls: number; leafEvals: number; cuts: number } => {
  const view = traceOf(source).iterationViews![depth - 1];
  assert.equal(view.depth, depth);
  return { lines: traceLines(view), calls: view.totals.calls, leafEvals: view.totals.leafEvals, cuts: view.totals.cuts };
};

describe('pinned: iterative deepening through a reference', () => {
  // A (MAX) has X (MIN, the anchor k: leaves 5 6 1) and B (MIN) → C (MAX) → [7, *k]. The
  // reference *k is its own node (its own search order) over X's children; the events name it X.
  const SHARED = 'algorithm: iterative\ndepth: 5\nA [ X &k ~1 [ 5 6 1 ] B ~1 [ C ~1 [ 7 *k ] ] ]';

  it('depth 4: *k, never expanded before, takes its children as written; X takes 1 first', () => {
    // After depth 2, X (MIN) is ordered 1, 5, 6; at depth 3 *k stops at the limit (its estimate 1),
    // so nothing orders it. At depth 4, B (7 at depth 3) comes before X (1).
    assert.deepEqual(iteration(SHARED, 4), {
      lines: [
        'enter A (-inf, +inf)',
        'enter B (-inf, +inf)',
        'enter C (-inf, +inf)',
        'enter 1.0.0 (-inf, +inf)',
        'return 1.0.0 7',
        'enter X (7, +inf)', // *k under C: 5 first, as written; 5 ≤ α = 7 closes it
        'enter 0.0 (7, +inf)',
        'return 0.0 5',
        'cut at X (7, 5): 0.1 0.2',
        'return X 5 best 0.0',
        'return C 7 best 1.0.0',
        'return B 7 best C',
        'enter X (7, +inf)', // X itself: 1 first, by depth 3's values
        'enter 0.2 (7, +inf)',
        'return 0.2 1',
        'cut at X (7, 1): 0.0 0.1',
        'return X 1 best 0.2',
        'return A 7 best B',
      ],
      calls: 8,
      leafEvals: 3,
      cuts: 1, // 6 is never searched; 5 and 1 are, each once
    });
  });

  it('depth 5: *k is ordered by the values its children had, seen ones first: 1 (1), 5 (5), then 6', () => {
    // 6 was searched by neither call at depth 4, so it goes last, whatever its older value.
    const five = iteration(SHARED, 5);
    assert.deepEqual(five.lines.slice(5, 10), ['enter X (7, +inf)', 'enter 0.2 (7, +inf)', 'return 0.2 1', 'cut at X (7, 1): 0.0 0.1', 'return X 1 best 0.2']);
    assert.deepEqual([five.calls, five.leafEvals, five.cuts], [8, 3, 2]); // 5 and 6 never searched
    // The whole run: leaf 5 is searched at depths 2, 3 and 4 only.
    const whole = traceOf(SHARED);
    const five5 = whole.tree.root.children[0].children[0];
    assert.equal(whole.rec.visitsOf(five5.id), 3);
    assert.equal(whole.value, 7);
  });

  it('a node reached only at the limit is not reordered: X below L M keeps 5 before 1', () => {
    // A (MAX) → L (MIN) → M (MAX) → X (MIN, anchor k: 5 1), and *k beside L. At depth 3 X is
    // called at the limit (its estimate 0) and never expands, so at depth 4 it searches 5, then 1:
    // 5 > α = 1 leaves the window open. *k, expanded at depth 2, is ordered 1, 5.
    const source = 'algorithm: iterative\ndepth: 4\nA [ L ~0 [ M ~0 [ X &k ~0 [ 5 1 ] ] ] *k ]';
    const four = iteration(source, 4);
    assert.deepEqual(four.lines, [
      'enter A (-inf, +inf)',
      'enter X (-inf, +inf)', // *k first: 1 at depth 3, against L's 0
      'enter 0.0.0.1 (-inf, +inf)',
      'return 0.0.0.1 1',
      'enter 0.0.0.0 (-inf, 1)',
      'return 0.0.0.0 5',
      'return X 1 best 0.0.0.1',
      'enter L (1, +inf)',
      'enter M (1, +inf)',
      'enter X (1, +inf)',
      'enter 0.0.0.0 (1, +inf)',
      'return 0.0.0.0 5',
      'enter 0.0.0.1 (1, 5)',
      'return 0.0.0.1 1',
      'return X 1 best 0.0.0.1',
      'return M 1 best X',
      'return L 1 best M',
      'return A 1 best X',
    ]);
    assert.deepEqual([four.calls, four.leafEvals, four.cuts], [9, 4, 0]);
  });
});

describe("pinned: MTD(f)'s bound on its passes", () => {
  // A [ 0 1 2 3 ]: from the guess 0 each pass raises the lower bound by one leaf: β = 0 (g = 0),
  // then β = 1, 2, 3, each failing high, and β = 4 fails low (g = 3): five passes.
  const RISING = 'algorithm: mtdf\nA [ 0 1 2 3 ]';

  it('is 10 000 passes unless a run says otherwise', () => {
    assert.equal(mtdfPassLimit({}), 10_000);
    assert.equal(mtdfPassLimit({ mtdfPasses: 3 }), 3);
  });

  it('a run that needs exactly the bound converges; one pass fewer fails with the message', () => {
    const tree = treeOf(RISING);
    const enough = run(tree, { mtdfPasses: 5 });
    assert.ok(enough.ok);
    assert.equal(enough.trace.value, 3);
    assert.deepEqual(
      enough.trace.passes!.map((p) => [p.alpha, p.beta, p.value]),
      [
        [-1, 0, 0],
        [0, 1, 1],
        [1, 2, 2],
        [2, 3, 3],
        [3, 4, 3],
      ],
    );
    const short = run(tree, { mtdfPasses: 4 });
    assert.deepEqual(short.ok ? null : [short.message, short.node?.label], ['MTD(f) did not converge in 4 passes.', 'A']);
  });
});

describe('pinned: a depth limit reached through a reference', () => {
  // Y is written at depth 4, but *k at depth 1 stands for X, so the search reaches X at depth 1
  // and Y at depth 2: the limit. Y needs an estimate; check says so where run would fail.
  const SOURCE = 'algorithm: alphabeta\ndepth: 2\nA =? [ B ~0 [ C ~0 [ X &k [ Y [ 1 2 ] 3 ] ] ] *k ]';

  it('check reports the missing estimate at Y, as an error', () => {
    const result = checkText(SOURCE);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [d.code, SOURCE.slice(d.span.start, d.span.end), d.message]),
      [['missing-estimate', 'Y [', "This node needs an estimate such as '~5': the search stops at depth 2."]],
    );
    assert.equal(result.trees[0].model, null);
  });

  it('run fails at the same node when the limit comes from the run', () => {
    const outcome = run(treeOf(SOURCE.replace('depth: 2\n', '')), { depth: 2 });
    assert.deepEqual(outcome.ok ? null : [outcome.message, outcome.node?.label], [
      "The search stops at 'Y' (depth limit 2) but it has no estimate: add one such as '~5'.",
      'Y',
    ]);
  });

  it('an estimate at Y is enough: A = max(B ~0, *k) with *k = min(Y ~4, 3) = 3', () => {
    const fixed = SOURCE.replace('Y [', 'Y ~4 [');
    assert.deepEqual(
      checkText(fixed).diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.equal(traceOf(fixed).value, 3);
  });

  it('a node deeper than the limit everywhere needs none, nor one the limit never reaches', () => {
    // Without *k, Y is only at depth 4: the search stops at C (depth 2), which has its estimate.
    const alone = 'algorithm: alphabeta\ndepth: 2\nA [ B ~0 [ C ~0 [ X [ Y [ 1 2 ] 3 ] ] ] D ~1 [ 4 5 ] ]';
    assert.deepEqual(
      checkText(alone).diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  it('iterative deepening needs it at every depth up to the limit: at *k (depth 1) and at Y (depth 2)', () => {
    // *k at depth 1 stops iteration 1; it has no estimate of its own and X none to lend it.
    const source = 'algorithm: iterative\ndepth: 2\nA [ B ~0 [ C ~0 [ X &k [ Y [ 1 2 ] 3 ] ] ] *k ]';
    const errors = checkText(source).diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => source.slice(d.span.start, d.span.end)),
      ['Y [', '*k'],
    );
  });
});

describe('pinned: the next-step hint of an algorithm that passes no window', () => {
  const hint = (source: string): string | undefined => {
    const trace = traceOf(source);
    return nextStep(trace, judgeSheet(trace), false)?.text;
  };

  it('says the window is not asked for, and names no bound', () => {
    assert.equal(
      hint('algorithm: minimax\nA <-inf, +inf> [ B [ 3 5 ] C [ 2 9 ] ]'),
      'The window written at A is wrong: minimax passes no window, so no node has one. Remove it.',
    );
    for (const algorithm of ['expectimax', 'negamax']) {
      assert.equal(
        hint(`algorithm: ${algorithm}\nA =? [ B <1, 2> [ 3 5 ] C [ 2 9 ] ]`),
        `The window written at B is wrong: ${algorithm} passes no window, so no node has one. Remove it.`,
      );
    }
    assert.equal(
      hint('algorithm: maxn\nplayers: P Q R\nA <-inf, +inf> [ (1, 2, 3) (3, 0, 1) ]'),
      'The window written at A is wrong: maxn passes no window, so no node has one. Remove it.',
    );
  });

  it('a cut leaves "the other one" out when one child is left', () => {
    // C (MIN) gets (3, +∞); its first leaf 2 ≤ α = 3 closes the window, and 4 is cut.
    assert.equal(
      hint('algorithm: alphabeta\nA =? <-inf, +inf> [ B =3 <-inf, +inf> [ 3 12 8 ] C =? <3, +inf> [ 2 /4 ] ]'),
      "C is MIN: it takes the smallest of its children's values. Only the children it searches count: a cut leaves the other one out. What it returns falls outside its window, so it is only a bound: write what the call returns.",
    );
  });
});

describe('pinned: the answer checker where a valid tree’s run fails', () => {
  // A [ 0 1 2 3 ] under MTD(f) takes five passes (see above): with a bound of four the run fails,
  // and the checker, which has no run to judge by, says nothing rather than failing itself.
  const SHEET = 'algorithm: mtdf\nA =2 [ 0 1 2 3 ]';

  it('checks the answers when the run converges, and skips them when it does not', () => {
    const trees = checkText(SHEET).trees;
    assert.deepEqual(
      answerDiagnostics(trees, { reveal: true, mtdfPasses: 5 }).map((d) => d.message),
      ['Wrong value: 2 is not what mtdf computes here. The mtdf run gives 3.'],
    );
    assert.deepEqual(answerDiagnostics(trees, { reveal: true, mtdfPasses: 4 }), []);
  });
});
