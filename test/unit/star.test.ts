import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  answerDiagnostics,
  CHANCE,
  checkText,
  compareAlgorithms,
  cutFacts,
  starCutTest,
  cmp,
  judgeSheet,
  nextStep,
  NO_CONSTRAINTS,
  pathOf,
  RANDOM_DEFAULTS,
  randomToOrder,
  type Num,
  type Trace,
} from '../../src/core';
import { diagramOf } from '../../src/core/diagram/diagram';
import { traceOf, treeOf } from './search-helpers';
import { traceLines } from './trace-lines';
import { traceTextLines } from './cli-helpers';

/*
 * Star1 and Star2 (Ballard 1983; Hauk, Buro & Schaeffer 2004): random trees with chance nodes
 * against expectimax, and three trees worked out by hand.
 */

/** A random tree: a leaf in [−4, 4], or a node of a kind with weighted outcomes under a chance node. */
type Shape = number | { kind: 'max' | 'min' | 'chance'; weights: number[]; children: Shape[] };

const shape = (maxDepth: number): fc.Arbitrary<Shape> =>
  fc.letrec<{ node: Shape }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth },
      fc.integer({ min: -4, max: 4 }),
      fc.array(fc.tuple(tie('node'), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 4 }).chain((kids) =>
        fc.constantFrom('max', 'min', 'chance').map((kind) => ({
          kind: kind as 'max' | 'min' | 'chance',
          weights: kids.map(([, w]) => w),
          children: kids.map(([c]) => c),
        })),
      ),
    ),
  })).node;

/** A chance node at the root's child level at least, so that every tree has one. */
const chanceTree = (maxDepth: number): fc.Arbitrary<Shape> =>
  fc.array(fc.tuple(shape(maxDepth), fc.integer({ min: 1, max: 4 })), { minLength: 2, maxLength: 4 }).map((kids) => ({
    kind: 'chance' as const,
    weights: kids.map(([, w]) => w),
    children: kids.map(([c]) => c),
  }));

function write(s: Shape): string {
  if (typeof s === 'number') return String(s);
  const total = s.weights.reduce((a, b) => a + b, 0);
  const edge = (i: number): string => (s.kind === 'chance' ? `${s.weights[i]}/${total} -> ` : '');
  return `${s.kind} [ ${s.children.map((c, i) => edge(i) + write(c)).join('  ')} ]`;
}

/** MAX at the root, choosing between a few random subtrees, at least one of them with chance nodes. */
const sourceOf = (kids: Shape[], bounds: string, settings = ''): string => `bounds: ${bounds}\n${settings}\nmax R [ ${kids.map(write).join('  ')} ]`;

const same = (a: Num, b: Num): boolean => cmp(a, b) === 0;

describe('Star1 and Star2 on random trees with chance nodes', () => {
  for (const algorithm of ['star1', 'star2'] as const) {
    it(`${algorithm} returns expectimax's root value, evaluates no more leaves, and cuts on some trees`, () => {
      let runs = 0;
      let cutting = 0;
      fc.assert(
        fc.property(
          chanceTree(3),
          fc.array(fc.oneof(chanceTree(2), shape(3)), { maxLength: 2 }),
          fc.constantFrom('[-4, 4]', '[-5, 6]'),
          fc.constantFrom('on-equal', 'strict'),
          fc.constantFrom('written', 'best-first', 'worst-first'),
          (first, others, bounds, prune, order) => {
            const tree = treeOf(sourceOf([first, ...others], bounds, `order: ${order}`));
            const expected = traceOf(tree, { algorithm: 'expectimax' });
            const star = traceOf(tree, { algorithm, prune: prune as 'on-equal' | 'strict' });
            assert.ok(same(star.value as Num, expected.value as Num), `${algorithm} ${String(star.value)} ≠ expectimax ${String(expected.value)}`);
            assert.ok(
              star.totals.leafEvals <= expected.totals.leafEvals,
              `${algorithm} evaluated ${star.totals.leafEvals} leaves, expectimax ${expected.totals.leafEvals}`,
            );
            runs++;
            if (star.totals.cuts > 0) cutting++;
          },
        ),
        { numRuns: 400 },
      );
      // Cuts are the point: a good share of the trees must have some.
      assert.ok(cutting > runs / 4, `${algorithm} cut on ${cutting} of ${runs} trees`);
    });
  }
});

/** The leaves a run never evaluates, by their paths: the leaves to circle in the exercise. */
const unevaluatedLeaves = (trace: Trace): string[] =>
  trace.tree
    .allNodes()
    .filter((n) => n.children.length === 0 && !n.target && trace.rec.visitsOf(n.id) === 0)
    .map((n) => pathOf(n).join('.'));

describe('Star1 and Star2 worked by hand', () => {
  /*
   * 1. The AIMA-style exercise (examples/star1-circle-leaves.gtree): leaves in [−2, 2], MAX at
   *    A, fair coins at B and E, MIN at C, D, F, G. Star1, on-equal:
   *    - A (−∞, +∞) calls B with (−∞, +∞). B knows nothing of its outcomes: each is in [−2, 2].
   *      C's window: A_C = (α − ½·2)/½ = −∞ and B_C = (β − ½·(−2))/½ = +∞, clamped to [L, U]:
   *      (−2, 2). C: leaf 2 (β = 2), leaf 1 (β = 1): C = 1. B's value is now in
   *      [½·1 + ½·(−2), ½·1 + ½·2] = [−½, 3/2]: inside (−∞, +∞), no cut.
   *    - D: (−2, 2) again (α and β are infinite). Leaf −1 (β = −1), leaf 0 with (−2, −1): D = −1.
   *      B = ½·1 + ½·(−1) = 0, exact. A's α = 0.
   *    - E (0, +∞): [−2, 2] is not yet decided. F's window: A_F = (0 − ½·2)/½ = −2, so (−2, 2).
   *      F's first leaf −2 makes β = −2 = α: F's window closes (a MIN node cannot go below L)
   *      and its second leaf (1) is cut. F = −2. E's value is at most ½·(−2) + ½·2 = 0 ≤ α = 0:
   *      E fails low and G is cut (both its leaves). A = max(0, 0) keeps B: value 0, pv a1.
   *    Leaves to circle: 1.0.1 (F's 1), 1.1.0 and 1.1.1 (G's 1 and 2).
   *    Under prune: strict neither cut is made at equality: F's second leaf is searched with
   *    (−2, −2) and F = −2; E is at most 0, not below 0, so G is searched with
   *    A_G = (0 − ½·(−2))/½ = 2: (2, 2). G's first leaf 1 makes β = 1 < α = 2: its second leaf is
   *    cut. E = ½·(−2) + ½·1 = −½ (an upper bound, below α): A = 0.
   */
  it('1. the AIMA-style tree: Star1 cuts exactly the leaves to circle, and the file’s own answers check clean', () => {
    const source = readFileSync('examples/star1-circle-leaves.gtree', 'utf8');
    assert.deepEqual(
      checkText(source).diagnostics.map((d) => `${d.code}: ${d.message}`),
      [],
    );
    const trace = traceOf(source);
    assert.equal(trace.algorithm, 'star1');
    assert.deepEqual(traceLines(trace), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'enter C (-2, 2)',
      'enter 0.0.0 (-2, 2)',
      'return 0.0.0 2',
      'enter 0.0.1 (-2, 2)',
      'return 0.0.1 1',
      'return C 1 best 0.0.1',
      'enter D (-2, 2)',
      'enter 0.1.0 (-2, 2)',
      'return 0.1.0 -1',
      'enter 0.1.1 (-2, -1)',
      'return 0.1.1 0',
      'return D -1 best 0.1.0',
      'return B 0',
      'enter E (0, +inf)',
      'enter F (-2, 2)',
      'enter 1.0.0 (-2, 2)',
      'return 1.0.0 -2',
      'cut at F (-2, -2): 1.0.1',
      'return F -2 best 1.0.0',
      'cut at E (0, +inf) upper 0: G',
      'return E 0',
      'return A 0 best B',
    ]);
    assert.deepEqual(unevaluatedLeaves(trace), ['1.0.1', '1.1.0', '1.1.1']);
    assert.deepEqual(trace.totals, { calls: 11, nodes: 11, leafEvals: 5, cuts: 2, researches: 0 });

    const strict = traceOf(source, { prune: 'strict' });
    assert.deepEqual(traceLines(strict).slice(15), [
      'enter E (0, +inf)',
      'enter F (-2, 2)',
      'enter 1.0.0 (-2, 2)',
      'return 1.0.0 -2',
      'enter 1.0.1 (-2, -2)',
      'return 1.0.1 1',
      'return F -2 best 1.0.0',
      'enter G (2, 2)',
      'enter 1.1.0 (2, 2)',
      'return 1.1.0 1',
      'cut at G (2, 1): 1.1.1',
      'return G 1 best 1.1.0',
      'return E -1/2',
      'return A 0 best B',
    ]);
    assert.deepEqual(unevaluatedLeaves(strict), ['1.1.1']);
  });

  /*
   * 1b. AIMA's own tree (Russell & Norvig, the exercise on pruning in games with chance nodes:
   *    "the leaf values lie between −2 and 2; circle the leaves that need not be evaluated"):
   *    MAX at A, fair coins at B and E, MIN at C [2 2], D [1 2], F [0 2], G [−1 0]. Star1, on-equal:
   *    - B (−∞, +∞): C's window is (−2, 2) (α, β infinite, clamped). C: 2, then 2 with (−2, 2):
   *      C = 2. B's value is now in [½·2 + ½·(−2), ½·2 + ½·2] = [0, 2] — the book's part (c).
   *    - D (−2, 2): 1, then 2 with (−2, 1): D = 1. B = ½·2 + ½·1 = 3/2; A's α = 3/2.
   *    - E (3/2, +∞): F's window: A_F = (3/2 − ½·2)/½ = 1, so (1, 2). F's first leaf 0 makes
   *      β = 0 ≤ α = 1: F's second leaf (2) is cut, F = 0. E is at most ½·0 + ½·2 = 1 ≤ 3/2:
   *      G is cut (both its leaves). A = 3/2 from B, the left move.
   *    Leaves to circle: the 6th, 7th and 8th (F's 2, G's −1 and 0); expectimax evaluates all 8.
   *    Checked against the book's figure ("The complete game tree for a trivial game with chance
   *    nodes") as the aimacode exercises project draws it with its answer: MAX over two chance
   *    nodes of ½ and ½, MIN nodes over the leaves 2 2 | 1 2 | 0 2 | −1 0; the answer marks MIN
   *    values 2, 1, 0, −1, the chance nodes 1.5 and −0.5, the root 1.5, and circles the last three
   *    leaves. Not checked: the printed page itself and its exercise number, which differs
   *    between editions.
   */
  it('1b. AIMA’s own [−2, 2] tree: Star1 circles its 6th, 7th and 8th leaves', () => {
    const source = `algorithm: star1
bounds: [-2, 2]
max A [
  chance B [ 1/2 -> min C [ 2 2 ]  1/2 -> min D [ 1 2 ] ]
  chance E [ 1/2 -> min F [ 0 2 ]  1/2 -> min G [ -1 0 ] ]
]`;
    const trace = traceOf(source);
    assert.deepEqual(traceLines(trace), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'enter C (-2, 2)',
      'enter 0.0.0 (-2, 2)',
      'return 0.0.0 2',
      'enter 0.0.1 (-2, 2)',
      'return 0.0.1 2',
      'return C 2 best 0.0.0',
      'enter D (-2, 2)',
      'enter 0.1.0 (-2, 2)',
      'return 0.1.0 1',
      'enter 0.1.1 (-2, 1)',
      'return 0.1.1 2',
      'return D 1 best 0.1.0',
      'return B 3/2',
      'enter E (3/2, +inf)',
      'enter F (1, 2)',
      'enter 1.0.0 (1, 2)',
      'return 1.0.0 0',
      'cut at F (1, 0): 1.0.1',
      'return F 0 best 1.0.0',
      'cut at E (3/2, +inf) upper 1: G',
      'return E 1',
      'return A 3/2 best B',
    ]);
    assert.deepEqual(unevaluatedLeaves(trace), ['1.0.1', '1.1.0', '1.1.1']);
    assert.equal(trace.totals.leafEvals, 5);
    const expected = traceOf(source, { algorithm: 'expectimax' });
    assert.ok(same(expected.value as Num, trace.value as Num), `expectimax ${String(expected.value)}`);
    assert.equal(expected.totals.leafEvals, 8);
    // The book's answer to "mark the value of all the internal nodes": MIN 2, 1, 0, −1; chance 1.5, −0.5; the root 1.5 by the left move.
    assert.deepEqual(
      traceLines(expected).filter((line) => /^return [A-G] /.test(line)),
      [
        'return C 2 best 0.0.0',
        'return D 1 best 0.1.0',
        'return B 3/2',
        'return F 0 best 1.0.0',
        'return G -1 best 1.1.0',
        'return E -1/2',
        'return A 3/2 best B',
      ],
    );
  });

  /*
   * 2. Weighted outcomes and a fail-high cut, Star1, leaves in [0, 10], MIN at the root:
   *    - X (−∞, +∞): P's window is [0, 10] (α, β infinite). P (MAX): 4, then 8 with (4, 10): P = 8.
   *      X is then in [¼·8 + ¾·0, ¼·8 + ¾·10] = [2, 19/2]; no cut. Q: (0, 10), 6, then 2 with
   *      (6, 10): Q = 6. X = ¼·8 + ¾·6 = 13/2, exact; R's β = 13/2.
   *    - Y (−∞, 13/2): S's window: B_S = (13/2 − ¼·0)/¾ = 26/3 (below U = 10), A_S = −∞ → 0:
   *      (0, 26/3). S's first leaf 9 ≥ 26/3 closes S's window (α = 9): its leaf 3 is cut, S = 9
   *      (a lower bound). Y is at least ¾·9 + ¼·0 = 27/4 ≥ β = 13/2: Y fails high, T is cut.
   *    - R = min(13/2, 27/4) = 13/2 from X. Expectimax agrees: Y = ¾·9 + ¼·5 = 8 > 13/2.
   *    Star1 evaluates 5 leaves (4 8 6 2 9) of expectimax's 8.
   */
  it('2. weighted outcomes: a window in fractions (26/3) and a chance node that fails high', () => {
    const source = `bounds: [0, 10]
min R [
  a -> chance X [ 1/4 -> max P [ 4 8 ]  3/4 -> max Q [ 6 2 ] ]
  b -> chance Y [ 3/4 -> max S [ 9 3 ]  1/4 -> max T [ 1 5 ] ]
]`;
    const trace = traceOf(source, { algorithm: 'star1' });
    assert.deepEqual(traceLines(trace), [
      'enter R (-inf, +inf)',
      'enter X (-inf, +inf)',
      'enter P (0, 10)',
      'enter 0.0.0 (0, 10)',
      'return 0.0.0 4',
      'enter 0.0.1 (4, 10)',
      'return 0.0.1 8',
      'return P 8 best 0.0.1',
      'enter Q (0, 10)',
      'enter 0.1.0 (0, 10)',
      'return 0.1.0 6',
      'enter 0.1.1 (6, 10)',
      'return 0.1.1 2',
      'return Q 6 best 0.1.0',
      'return X 13/2',
      'enter Y (-inf, 13/2)',
      'enter S (0, 26/3)',
      'enter 1.0.0 (0, 26/3)',
      'return 1.0.0 9',
      'cut at S (9, 26/3): 1.0.1',
      'return S 9 best 1.0.0',
      'cut at Y (-inf, 13/2) lower 27/4: T',
      'return Y 27/4',
      'return R 13/2 best X',
    ]);
    assert.deepEqual(unevaluatedLeaves(trace), ['1.0.1', '1.1.0', '1.1.1']);
    assert.equal(trace.totals.leafEvals, 5);
    assert.equal(traceOf(source, { algorithm: 'expectimax' }).totals.leafEvals, 8);
  });

  /*
   * 3. Star2's probes, leaves in [−2, 2], MAX at A, fair coins at B and E, MIN below them:
   *    - B (−∞, +∞): the probing phase. C is a MIN node: its first child bounds it from above.
   *      C's probe window is (A_C, U) = (−2, 2); leaf 1: C ≤ 1, its leaf 2 waits. D likewise:
   *      leaf 1, D ≤ 1. B is in [−2, ½·1 + ½·1] = [−2, 1]: nothing decided against (−∞, +∞), so
   *      the full search follows: C again (a re-search) with (−2, 2): 1, then 2 with (−2, 1):
   *      C = 1; D with (−2, 2): 1, then 0: D = 0. B = ½, exact (the leaves 1 the probes
   *      evaluated are not evaluated again).
   *    - E (½, +∞): probe F with (A_F, U), A_F = (½ − ½·2)/½ = −1: F's first leaf 2, so F ≤ 2
   *      and E ≤ ½·2 + ½·2 = 2: undecided. Probe G with A_G = (½ − ½·2)/½ = −1: its first leaf
   *      −2, so G ≤ −2 and E ≤ ½·2 + ½·(−2) = 0 ≤ α = ½: E fails low after the probes alone.
   *      F's last two leaves and G's second are never evaluated.
   *    - A = max(½, 0) = ½ from B.
   *    Star1 on the same tree searches F in full (2, 2, −1: F = −1, E ≤ −½ + 1 = ½ ≤ α) and cuts
   *    G whole: 7 leaves against Star2's 6 (expectimax: 9).
   */
  it('3. Star2 probes the first child of each outcome and decides E by the probes alone', () => {
    const source = `bounds: [-2, 2]
max A [
  a1 -> chance B [ 1/2 -> min C [ 1 2 ]  1/2 -> min D [ 1 0 ] ]
  a2 -> chance E [ 1/2 -> min F [ 2 2 -1 ]  1/2 -> min G [ -2 2 ] ]
]`;
    const trace = traceOf(source, { algorithm: 'star2' });
    assert.deepEqual(traceLines(trace), [
      'enter A (-inf, +inf)',
      'enter B (-inf, +inf)',
      'probe B [-2, 2]',
      'enter C (-2, 2)',
      'enter 0.0.0 (-2, 2)',
      'return 0.0.0 1',
      'cut at C (-2, 2) probe: 0.0.1',
      'return C 1 best 0.0.0',
      'enter D (-2, 2)',
      'enter 0.1.0 (-2, 2)',
      'return 0.1.0 1',
      'cut at D (-2, 2) probe: 0.1.1',
      'return D 1 best 0.1.0',
      'search B [-2, 1]',
      'research C (star2)',
      'enter C (-2, 2)',
      'enter 0.0.0 (-2, 2)',
      'return 0.0.0 1',
      'enter 0.0.1 (-2, 1)',
      'return 0.0.1 2',
      'return C 1 best 0.0.0',
      'research D (star2)',
      'enter D (-2, 2)',
      'enter 0.1.0 (-2, 2)',
      'return 0.1.0 1',
      'enter 0.1.1 (-2, 1)',
      'return 0.1.1 0',
      'return D 0 best 0.1.1',
      'return B 1/2',
      'enter E (1/2, +inf)',
      'probe E [-2, 2]',
      'enter F (-1, 2)',
      'enter 1.0.0 (-1, 2)',
      'return 1.0.0 2',
      'cut at F (-1, 2) probe: 1.0.1 1.0.2',
      'return F 2 best 1.0.0',
      'enter G (-1, 2)',
      'enter 1.1.0 (-1, 2)',
      'return 1.1.0 -2',
      'cut at G (-1, 2) probe: 1.1.1',
      'return G -2 best 1.1.0',
      'return E 0',
      'return A 1/2 best B',
    ]);
    assert.deepEqual(trace.totals, { calls: 17, nodes: 13, leafEvals: 6, cuts: 3, researches: 2 });
    assert.deepEqual(unevaluatedLeaves(trace), ['1.0.1', '1.0.2', '1.1.1']);
    const star1 = traceOf(source, { algorithm: 'star1' });
    assert.equal(star1.totals.leafEvals, 7);
    assert.deepEqual(unevaluatedLeaves(star1), ['1.1.0', '1.1.1']);
    assert.equal(traceOf(source, { algorithm: 'expectimax' }).totals.leafEvals, 9);
  });

  /*
   * Worked by hand, bounds [-2, 2]. A takes 1 from its first child, so E is searched with α = 1.
   * Star2 probes F (a MIN outcome) with the window (0, 2): its first leaf is 1, so F ≤ 1 and the
   * probe stops (F's true value is min(1, 0) = 0). G's window is (1, 2): its first leaf −1, G ≤ −1.
   * E ≤ 1/2·1 + 1/2·(−1) = 0 ≤ α = 1: the probes decide E, and F is never searched again. F's 1
   * lies inside its window, yet it is only an upper bound. Star1 searches F in full (0): E ≤
   * 1/2·0 + 1/2·2 = 1 ≤ α, so G is cut by the chance node's bound.
   */
  const probedTree = `bounds: [-2, 2]
max A [ 1  chance E [ 1/2 -> min F [ 1 0 ]  1/2 -> min G [ -1 2 ] ] ]`;

  it('a node Star2 probed and never searched again is a bound, not exact, and its cut is the probe’s', () => {
    const lines = [...traceTextLines(traceOf(probedTree, { algorithm: 'star2' }))];
    assert.ok(lines.includes('    1/2 -> F  min  = 1  <0, 2> upper  #3'), lines.join('\n'));
    assert.ok(lines.includes('      / 0  max  pruned (Star2 probe)'), lines.join('\n'));
    assert.ok(lines.includes('    1/2 -> G  min  = -1  <1, 2> upper  #5'), lines.join('\n'));
  });

  it('a chance node’s cut is named as Star1’s or Star2’s, not alpha-beta’s', () => {
    const star1 = [...traceTextLines(traceOf(probedTree, { algorithm: 'star1' }))];
    assert.ok(star1.includes('    / 1/2 -> G  min  pruned (Star1 chance cut)'), star1.join('\n'));
    assert.ok(star1.includes('    1/2 -> F  min  = 0  <0, 2> upper  #3'), star1.join('\n'));
    // Star2 on a tree whose chance node is decided by its first outcome, searched in full (a leaf).
    const star2 = [...traceTextLines(traceOf('bounds: [-2, 2]\nmax A [ 1  chance E [ 1/2 -> -2  1/2 -> min G [ 2 2 ] ] ]', { algorithm: 'star2' }))];
    assert.ok(star2.includes('    / 1/2 -> G  min  pruned (Star2 chance cut)'), star2.join('\n'));
  });

  it('gtree compare lists Star1 and Star2 beside expectimax, and the hover says why G is cut', () => {
    const tree = treeOf(readFileSync('examples/star1-circle-leaves.gtree', 'utf8'));
    const rows = compareAlgorithms(tree).map((c) => (c.ok ? `${c.algorithm} ${String(c.value)} ${c.totals.leafEvals}` : c.algorithm));
    assert.deepEqual(rows, ['expectimax 0 8', 'star1 0 5', 'star2 0 5', 'maxn 0 8']);
    const trace = traceOf(tree);
    const g = tree.allNodes().find((n) => n.label === 'G')!;
    const cut = cutFacts(trace, g)!;
    assert.equal(cut.at.label, 'E');
    assert.deepEqual(cut.star, { kind: 'upper', bound: 0 });
    assert.equal(starCutTest(cut.star!, cut.window![0], cut.window![1], trace.prune, String), 'its value is at most 0 ≤ α = 0');
  });

  it('says the probes and the chance cuts in the replay, with their reasons', () => {
    const source = readFileSync('examples/star1-circle-leaves.gtree', 'utf8');
    const star1 = traceOf(source);
    const steps = diagramOf(star1.tree, star1).steps.map((s) => s.text);
    assert.ok(
      steps.includes('At chance node E, its value is at most 0 ≤ α = 0: the remaining child of E cannot change the result — a Star1 cut, struck once.'),
    );
    const star2 = traceOf(source, { algorithm: 'star2' });
    const texts = diagramOf(star2.tree, star2).steps.map((s) => s.text);
    assert.ok(
      texts.includes(
        'Probe the outcomes of B (Star2): search only the first child of each, for a bound on its value (now in [−2, 2]) that may decide it against α = −∞, β = +∞.',
      ),
    );
    assert.ok(texts.includes('The probe of C searches its first child only, an upper bound on its value: the remaining child of C waits for the full search.'));
    assert.ok(texts.includes('The probes leave the value of B in [−2, 1/2], which decides nothing against α = −∞, β = +∞: search its outcomes in full.'));
    assert.ok(texts.some((t) => t.startsWith('Re-search C: its probe searched its first child only')));
  });
});

describe('Star1 exercises: practice, grading and the generator', () => {
  const sheet = (c: string, g: string): string => `algorithm: star1
bounds: [-2, 2]
A =0 <-inf, +inf> [
  a1 -> chance B =0 <-inf, +inf> [ 1/2 -> C ${c} [ 2 1 ]  1/2 -> D =-1 <-2, 2> [ -1 0 ] ]
  a2 -> chance E =0 <0, +inf> [ 1/2 -> F =-2 <-2, 2> [ -2 /1 ]  ${g}1/2 -> G [ 1 2 ] ]
]`;
  const hint = (source: string): string | undefined => {
    const trace = traceOf(source);
    return nextStep(trace, judgeSheet(trace), false)?.text;
  };

  it('hints say where a chance node’s child gets its window, and why a chance node cuts', () => {
    assert.equal(
      hint(sheet('=? <?, ?>', '/')),
      "C is visited with α = −2, β = 2: the values of C at which B's value, its other outcomes counted at their bounds (at first L = −2 and U = 2), would reach B's α or β, kept within [−2, 2].",
    );
    assert.equal(
      hint(sheet('=1 <-2, 2>', '')),
      "At E, its value is at most 0 ≤ α = 0: the remaining child of E cannot change A's choice — mark the edge to G as cut.",
    );
  });

  it('judges a sheet: every answer right, then a missing chance cut and a wrong value', () => {
    const verdicts = (source: string): string[] =>
      answerDiagnostics(checkText(source).trees, { reveal: false })
        .filter((d) => d.severity !== 'information')
        .map((d) => d.code);
    assert.deepEqual(verdicts(sheet('=1 <-2, 2>', '/')), []);
    assert.deepEqual(verdicts(sheet('=2 <-2, 2>', '')), ['wrong-value', 'missing-cut']);
  });

  it('gtree new random --algorithm star1 writes one style of probability per tree: fractions as soon as one outcome is not a short decimal', () => {
    const styles = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const found = randomToOrder({ kind: 'random', ...RANDOM_DEFAULTS, seed, algorithm: 'star1' }, NO_CONSTRAINTS);
      assert.ok(found.ok, found.ok ? '' : found.message);
      // The chance nodes are at depth 1; their outcomes are equally likely, 1/2 or 1/3 with 2..3 children.
      const written = [...found.text.matchAll(/^\s*(\S+) ->/gm)].map((m) => m[1]).filter((edge) => /^[\d./]+$/.test(edge));
      const counts = treeOf(found.text).root.children.map((c) => c.children.length);
      assert.ok(written.length > 0, `seed ${seed}: no probability written`);
      if (counts.every((n) => n === 2))
        assert.ok(
          written.every((p) => p === '0.5'),
          `seed ${seed}: ${written.join(' ')}`,
        );
      else
        assert.deepEqual(
          written,
          counts.flatMap((n) => Array<string>(n).fill(`1/${n}`)),
          `seed ${seed}`,
        );
      styles.add(written.every((p) => p.includes('/')) ? 'fractions' : 'decimals');
    }
    assert.deepEqual([...styles].sort(), ['decimals', 'fractions'], 'both kinds of tree among the seeds');
  });

  it('gtree new random --algorithm star1 --min-cuts 2 makes a chance-level tree with bounds that Star1 cuts twice', () => {
    for (const seed of [1, 2, 3]) {
      const found = randomToOrder({ kind: 'random', ...RANDOM_DEFAULTS, seed, algorithm: 'star1' }, { ...NO_CONSTRAINTS, minCuts: 2 });
      assert.ok(found.ok, found.ok ? '' : found.message);
      const tree = treeOf(found.text);
      assert.equal(tree.settings.algorithm, 'star1');
      assert.deepEqual(tree.settings.bounds, [RANDOM_DEFAULTS.low, RANDOM_DEFAULTS.high]);
      assert.ok(tree.hasChance && tree.root.children.every((c) => c.player === CHANCE));
      assert.ok(traceOf(tree).totals.cuts >= 2);
    }
  });
});
