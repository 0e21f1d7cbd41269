import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { neg, pathOf, run, type AlgorithmName, type Num } from '../../src/core';
import { exactValues } from '../../src/core/search/order';
import { writeGtree } from '../../src/core/output/write-gtree';
import { assertReadBack, randomDraft } from './random-drafts';
import { nodeRecords, recordsByPath, traceOf, treeOf } from './search-helpers';

/** A random game tree as .gtree text: integer leaves, an estimate on every internal node. */
type Shape = number | { estimate: number; children: Shape[] };

const shape = (maxDepth: number): fc.Arbitrary<Shape> =>
  fc.letrec<{ node: Shape }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth },
      fc.integer({ min: -20, max: 20 }),
      fc.record({ estimate: fc.integer({ min: -20, max: 20 }), children: fc.array(tie('node'), { minLength: 1, maxLength: 4 }) }),
    ),
  })).node;

const internalShape = (maxDepth: number): fc.Arbitrary<Shape> =>
  fc.record({ estimate: fc.integer({ min: -20, max: 20 }), children: fc.array(shape(maxDepth), { minLength: 1, maxLength: 4 }) });

function write(s: Shape): string {
  return typeof s === 'number' ? String(s) : `~${s.estimate} [ ${s.children.map(write).join(' ')} ]`;
}

const source = (s: Shape, settings = ''): string => `${settings}\nR ${write(s)}`;

const WINDOWED: AlgorithmName[] = ['alphabeta', 'negamax', 'negamax-ab', 'negascout', 'aspiration', 'negamax-tt', 'mtdf', 'iterative', 'expectimax', 'maxn'];

describe('search properties on random trees', () => {
  it('every algorithm finds the minimax value at the root', () => {
    fc.assert(
      fc.property(internalShape(5), fc.constantFrom('max', 'min'), (s, root) => {
        const tree = treeOf(source(s, `root: ${root}`));
        const expected = traceOf(tree, { algorithm: 'minimax' }).value;
        for (const algorithm of WINDOWED) {
          const value = traceOf(tree, { algorithm }).value;
          assert.deepEqual(algorithm === 'maxn' ? (value as number[])[0] : value, expected, algorithm);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('fail-hard and fail-soft agree at the root with a full window', () => {
    fc.assert(
      fc.property(internalShape(5), (s) => {
        const tree = treeOf(source(s));
        for (const algorithm of ['alphabeta', 'negamax-ab', 'aspiration', 'iterative'] as const) {
          assert.equal(traceOf(tree, { algorithm, fail: 'hard' }).value, traceOf(tree, { algorithm, fail: 'soft' }).value, algorithm);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('negascout never calls a node that alpha-beta never calls', () => {
    fc.assert(
      fc.property(internalShape(5), fc.constantFrom('written', 'best-first', 'worst-first'), (s, order) => {
        const tree = treeOf(source(s, `order: ${order}`));
        const ab = recordsByPath(traceOf(tree, { algorithm: 'negamax-ab' }));
        const ns = recordsByPath(traceOf(tree, { algorithm: 'negascout' }));
        for (const [path, r] of ns) if (r.visits > 0) assert.ok(ab.get(path)!.visits > 0, `negascout called ${path} but alpha-beta did not`);
      }),
      { numRuns: 300 },
    );
  });

  it('negamax-ab equals alphabeta node by node, up to the sign of the view', () => {
    fc.assert(
      fc.property(internalShape(4), (s) => {
        const tree = treeOf(source(s));
        const ab = recordsByPath(traceOf(tree, { algorithm: 'alphabeta' }));
        const nab = recordsByPath(traceOf(tree, { algorithm: 'negamax-ab' }));
        for (const [path, r] of ab) {
          const n = nab.get(path)!;
          assert.equal(n.visits, r.visits, path);
          if (r.visits > 0) assert.equal(n.value, r.player === 'max' ? r.value : neg(r.value as Num), path);
          assert.equal(n.cut, r.cut, path);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('iterative deepening reports the whole run: visits, order, calls, leaf evaluations and cuts add up over its iterations', () => {
    fc.assert(
      fc.property(internalShape(4), fc.constantFrom('written', 'best-first', 'worst-first'), fc.constantFrom('soft', 'hard'), (s, order, fail) => {
        const trace = traceOf(treeOf(source(s, `order: ${order}\nfail: ${fail}`)), { algorithm: 'iterative' });
        const views = trace.iterationViews!;
        assert.equal(views.length, trace.iterations!.length);
        const run = nodeRecords(trace);
        const each = views.map((v) => nodeRecords(v));
        const sum = (f: (t: (typeof views)[number]['totals']) => number) => views.reduce((n, v) => n + f(v.totals), 0);
        assert.equal(
          trace.totals.calls,
          sum((t) => t.calls),
        );
        assert.equal(
          trace.totals.leafEvals,
          sum((t) => t.leafEvals),
        );
        run.forEach((r, i) => {
          const visits = each.map((records) => records[i].visits);
          assert.equal(
            r.visits,
            visits.reduce((a, b) => a + b, 0),
            `visits of ${r.path}`,
          );
          const first = visits.findIndex((v) => v > 0);
          const lastCall = visits.length - 1 - [...visits].reverse().findIndex((v) => v > 0);
          if (first < 0) {
            assert.equal(r.order, null);
            assert.equal(r.cut, each.some((records) => records[i].cut) ? 'alphabeta' : undefined, `cut of ${r.path}`);
            return;
          }
          const before = views.slice(0, first).reduce((n, v) => n + v.totals.calls, 0);
          assert.equal(r.order, before + each[first][i].order!, `order of ${r.path}`);
          const { alpha, beta, value, bound, best } = each[lastCall][i];
          assert.deepEqual({ alpha: r.alpha, beta: r.beta, value: r.value, bound: r.bound, best: r.best }, { alpha, beta, value, bound, best }, `${r.path}`);
          assert.equal(r.cut, undefined);
        });
        assert.equal(trace.totals.cuts, run.filter((r) => r.cut).length);
        assert.equal(trace.totals.nodes, run.filter((r) => r.visits > 0).length);
        assert.deepEqual(trace.value, trace.iterations!.at(-1)!.value);
      }),
      { numRuns: 300 },
    );
  });

  it('Knuth–Moore: best-first alpha-beta on a uniform tree evaluates b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 5 }), fc.integer(), (b, d, seed) => {
        const leaves = b ** d;
        const values = distinctValues(leaves, seed);
        let next = 0;
        const build = (level: number): string => (level === d ? String(values[next++]) : `[ ${Array.from({ length: b }, () => build(level + 1)).join(' ')} ]`);
        const trace = traceOf(`order: best-first\nalgorithm: alphabeta\nR ${build(0)}`);
        assert.equal(trace.totals.leafEvals, b ** Math.ceil(d / 2) + b ** Math.floor(d / 2) - 1);
      }),
      { numRuns: 100 },
    );
  });
});

/** The algorithms that cut, every one of whose cut tests `prune:` sets. */
const CUTTING: AlgorithmName[] = ['alphabeta', 'negamax-ab', 'negascout', 'aspiration', 'negamax-tt', 'mtdf', 'iterative'];

/**
 * The shape with every leaf and estimate made distinct and a multiple of 3: no two values are
 * equal, and none is one (negascout's null window, w = 1) or one and a half deltas
 * (aspiration's window around 0) from another, so no window closes on an equality.
 */
function distinctShape(s: Shape): Shape {
  let next = 0;
  const spread = (v: number): number => 3 * (v * 1000 + next++);
  const walk = (n: Shape): Shape => (typeof n === 'number' ? spread(n) : { estimate: spread(n.estimate), children: n.children.map(walk) });
  return walk(s);
}

describe('the cut rule, prune: on-equal | strict, on random trees', () => {
  const both = (tree: ReturnType<typeof treeOf>, algorithm: AlgorithmName, fail: 'soft' | 'hard') =>
    [traceOf(tree, { algorithm, fail, prune: 'on-equal' }), traceOf(tree, { algorithm, fail, prune: 'strict' })] as const;

  // Iterative deepening orders each iteration by the values of the one before, which differ
  // between the rules where a window closed on an equality: from the second iteration on, the
  // two runs may search in other orders. Its first iteration searches in the same order.
  it('both rules give the same root value, and strict never cuts an edge that on-equal searches (iterative deepening: in its first iteration)', () => {
    fc.assert(
      fc.property(internalShape(5), fc.constantFrom('written', 'best-first', 'worst-first'), fc.constantFrom('soft', 'hard'), (s, order, fail) => {
        const tree = treeOf(source(s, `order: ${order}`));
        for (const algorithm of CUTTING) {
          if (fail === 'hard' && algorithm !== 'alphabeta' && algorithm !== 'negamax-ab' && algorithm !== 'aspiration' && algorithm !== 'iterative') continue;
          const [onEqual, strict] = both(tree, algorithm, fail);
          assert.deepEqual(strict.value, onEqual.value, `${algorithm}: root value`);
          assert.equal(strict.prune, 'strict');
          const first = (t: typeof onEqual) => (algorithm === 'iterative' ? t.iterationViews![0] : t);
          const searched = recordsByPath(first(onEqual));
          for (const r of nodeRecords(first(strict))) {
            if (r.cut) assert.equal(searched.get(r.path.join('.'))!.visits, 0, `${algorithm}: strict cuts ${r.path}, which on-equal searches`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  // Fail-soft: a fail-hard return is clamped to a bound of its window, a value equal to that
  // bound; and MTD(f)'s windows are made of the values it found.
  it('strict is on-equal on trees without equal values (fail-soft; MTD(f) aside)', () => {
    fc.assert(
      fc.property(internalShape(5), fc.constantFrom('written', 'best-first', 'worst-first'), (s, order) => {
        const tree = treeOf(source(distinctShape(s), `order: ${order}`));
        for (const algorithm of CUTTING) {
          if (algorithm === 'mtdf') continue;
          const [onEqual, strict] = both(tree, algorithm, 'soft');
          assert.deepEqual(nodeRecords(strict), nodeRecords(onEqual), algorithm);
          assert.deepEqual(strict.totals, onEqual.totals, algorithm);
        }
      }),
      { numRuns: 300 },
    );
  });
});

const ALL: AlgorithmName[] = ['minimax', ...WINDOWED];

describe('search properties on random trees with transpositions', () => {
  it("every `best` path names the record of a called child: under a reference, the anchor's child", () => {
    fc.assert(
      fc.property(randomDraft(4, true), fc.constantFrom('written', 'best-first', 'worst-first'), (root, order) => {
        const tree = treeOf(writeGtree({ name: 'random', comment: [], settings: [['order', order]], root }));
        for (const algorithm of ALL) {
          const outcome = run(tree, { algorithm, events: false });
          if (!outcome.ok) continue; // MTD(f) on fractional values
          const records = nodeRecords(outcome.trace);
          const byPath = new Map(records.map((r) => [r.path.join('.'), r]));
          records.forEach((r, i) => {
            if (r.best === undefined || r.best === null) return;
            const chosen = byPath.get(r.best.join('.'));
            assert.ok(chosen, `${algorithm}: best ${r.best} of ${r.path} names no record`);
            assert.ok(chosen.visits > 0, `${algorithm}: best ${r.best} of ${r.path} was never called`);
            const node = tree.allNodes()[i];
            const owner = node.target ? pathOf(node.target) : r.path;
            assert.deepEqual(r.best.slice(0, -1), owner, `${algorithm}: best ${r.best} is not a child of ${r.path}`);
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** A random three-player tree (players P Q R) with small payoffs, so that components often tie, and some chance nodes. */
type TupleShape = readonly [number, number, number] | { chance: boolean; children: TupleShape[] };

const tupleShape = (maxDepth: number): fc.Arbitrary<TupleShape> =>
  fc.letrec<{ node: TupleShape }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth },
      fc.tuple(fc.nat(2), fc.nat(2), fc.nat(2)),
      fc.record({ chance: fc.boolean(), children: fc.array(tie('node'), { minLength: 1, maxLength: 4 }) }),
    ),
  })).node;

function writeTuples(s: TupleShape, moves: { next: number }): string {
  if (Array.isArray(s)) return `(${s.join(', ')})`;
  const { chance, children } = s as { chance: boolean; children: TupleShape[] };
  const edge = (): string => (chance ? `1/${children.length} -> ` : `m${moves.next++ % 3} -> `);
  return `${chance ? 'chance ' : ''}[ ${children.map((c) => edge() + writeTuples(c, moves)).join('  ')} ]`;
}

describe("max^n's ordering key", () => {
  it("equals max^n's own value of the child, under every order, ties and prefer", () => {
    fc.assert(
      fc.property(
        tupleShape(4),
        fc.constantFrom('best-first' as const, 'worst-first' as const),
        fc.constantFrom('first', 'last'),
        fc.constantFrom('', 'prefer: m0', 'prefer: m2'),
        (s, order, ties, prefer) => {
          const body = Array.isArray(s) ? `[ ${writeTuples(s, { next: 0 })} ]` : writeTuples(s, { next: 0 });
          const tree = treeOf(['players: P Q R', `order: ${order}`, `ties: ${ties}`, prefer, body].join('\n'));
          const keys = exactValues(tree, order);
          const records = nodeRecords(traceOf(tree, { algorithm: 'maxn' }));
          tree.allNodes().forEach((node, i) => assert.deepEqual(keys.get(node), records[i].value, `node ${records[i].path}`));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('random trees with every part of a node, written and read back', () => {
  it('re-parsing what write-gtree prints gives the same tree: anchors, references, answers, windows, estimates, cut marks', () => {
    fc.assert(
      fc.property(randomDraft(), (root) => {
        const text = writeGtree({ name: 'random', comment: [], settings: [], root });
        const tree = treeOf(text);
        assertReadBack(root, tree.syntax.root!, tree.root);
      }),
      { numRuns: 500 },
    );
  });
});

/** A shuffled 0..n−1 from a seed (distinct values, so no ties change the minimal tree). */
function distinctValues(n: number, seed: number): number[] {
  const values = Array.from({ length: n }, (_, i) => i);
  let x = seed | 0 || 1;
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = Math.abs(x) % (i + 1);
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
}
