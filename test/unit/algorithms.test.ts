import { strict as assert } from 'node:assert';
import { checkText, iterationView, run } from '../../src/core';
import { jsonOf, recordsByPath, traceOf, treeOf } from './search-helpers';

const LECTURE = `tree "Alfa-beta primer" {
  algorithm: alphabeta
  A [
    a1 -> B [ 3 12 8 ]
    a2 -> C [ 2 4 6 ]
    a3 -> D [ 14 5 2 ]
  ]
}`;

describe('alphabeta on the lecture tree A/B/C/D', () => {
  it('gives the whole trace the spec shows: value, pv, totals and every node', () => {
    const json = jsonOf(traceOf(LECTURE));
    assert.equal(json.tree, 'Alfa-beta primer');
    assert.equal(json.algorithm, 'alphabeta');
    assert.equal(json.value, 3);
    assert.deepEqual(json.pv, ['a1', 0]);
    assert.deepEqual(json.totals, { calls: 11, nodes: 11, leafEvals: 7, cuts: 2, researches: 0 });
    const n = (path: number[]) => json.nodes.find((r) => r.path.join() === path.join());
    assert.deepEqual(n([]), { path: [], label: 'A', player: 'max', visits: 1, order: 0, alpha: '-inf', beta: '+inf', value: 3, bound: 'exact', best: [0] });
    assert.deepEqual(n([0]), {
      path: [0],
      label: 'B',
      player: 'min',
      visits: 1,
      order: 1,
      alpha: '-inf',
      beta: '+inf',
      value: 3,
      bound: 'exact',
      best: [0, 0],
    });
    assert.deepEqual(n([0, 1]), {
      path: [0, 1],
      label: null,
      player: 'max',
      visits: 1,
      order: 3,
      alpha: '-inf',
      beta: 3,
      value: 12,
      bound: 'lower',
      best: null,
    });
    assert.deepEqual(n([1]), { path: [1], label: 'C', player: 'min', visits: 1, order: 5, alpha: 3, beta: '+inf', value: 2, bound: 'upper', best: [1, 0] });
    assert.deepEqual(n([1, 1]), { path: [1, 1], label: null, player: 'max', visits: 0, order: null, cut: 'alphabeta' });
    assert.deepEqual(n([1, 2]), { path: [1, 2], label: null, player: 'max', visits: 0, order: null, cut: 'alphabeta' });
    assert.deepEqual(n([2]), { path: [2], label: 'D', player: 'min', visits: 1, order: 7, alpha: 3, beta: '+inf', value: 2, bound: 'upper', best: [2, 2] });
    assert.deepEqual(n([2, 1]), { path: [2, 1], label: null, player: 'max', visits: 1, order: 9, alpha: 3, beta: 14, value: 5, bound: 'exact', best: null });
    assert.deepEqual(
      json.nodes.map((r) => r.order),
      [0, 1, 2, 3, 4, 5, 6, null, null, 7, 8, 9, 10],
    );
  });

  it('fail-hard clamps internal values to the entry window but keeps the root value', () => {
    const r = recordsByPath(traceOf(LECTURE, { fail: 'hard' }));
    assert.equal(r.get('')!.value, 3);
    assert.equal(r.get('1')!.value, 3); // C returned 2 fail-soft; clamped to its α = 3
    assert.deepEqual(r.get('1')!.best, [1, 0]);
    assert.equal(r.get('1.0')!.value, 2); // leaves return their payoff
  });

  it('minimax, negamax and expectimax visit everything and agree on values in their conventions', () => {
    const mm = recordsByPath(traceOf(LECTURE, { algorithm: 'minimax' }));
    const nm = recordsByPath(traceOf(LECTURE, { algorithm: 'negamax' }));
    assert.equal(mm.get('1')!.value, 2);
    assert.equal(nm.get('1')!.value, -2); // MIN to move at C: its own view
    assert.equal(nm.get('1.0')!.value, 2); // MAX to move at the leaf: colour +1
    assert.equal(mm.get('1.2')!.visits, 1);
    assert.equal(mm.get('')!.alpha, undefined);
  });
});

describe('negascout', () => {
  // B's value 3 sets α; C fails high on its null window and is re-searched; D fails low and its second child is a scout cut.
  const TREE = `algorithm: negascout
A [ B [3 5] C [6 7] D [1 9] ]`;

  it('re-searches C with the full window and marks the scout cut under D', () => {
    const trace = traceOf(TREE);
    const json = jsonOf(trace);
    assert.equal(json.value, 6);
    assert.deepEqual(json.pv, [1, 0]);
    assert.deepEqual(json.totals, { calls: 12, nodes: 9, leafEvals: 7, cuts: 1, researches: 1 });
    const r = recordsByPath(trace);
    assert.deepEqual(r.get('1'), {
      path: [1],
      label: 'C',
      player: 'min',
      visits: 2,
      order: 4,
      alpha: -Infinity,
      beta: -3,
      value: -6,
      bound: 'exact',
      best: [1, 0],
    });
    assert.deepEqual(r.get('1.1'), { path: [1, 1], label: null, player: 'max', visits: 2, order: 6, alpha: 5, beta: 6, value: 7, bound: 'lower', best: null });
    assert.deepEqual(r.get('2'), { path: [2], label: 'D', player: 'min', visits: 1, order: 10, alpha: -7, beta: -6, value: -1, bound: 'lower', best: [2, 0] });
    assert.equal(r.get('2.1')!.cut, 'scout');
    assert.equal(r.get('0.1')!.cut, undefined);
  });

  it('records the re-search in the event stream', () => {
    const events = traceOf(TREE).rec.events!;
    const research = events.filter((e) => e.type === 'research');
    assert.equal(research.length, 1);
    const prune = events.find((e) => e.type === 'prune')!;
    assert.ok(prune.type === 'prune' && prune.scout && prune.skipped.length === 1);
  });
});

describe('negamax-tt', () => {
  it('answers a transposition exactly from the table', () => {
    const trace = traceOf(`algorithm: negamax-tt
A [ B [ X &k [1 2] 5 ] C [ *k 4 ] ]`);
    const r = recordsByPath(trace);
    assert.equal(trace.value, 2);
    assert.equal(r.get('1.0')!.tt, 'exact');
    assert.equal(r.get('1.0')!.best, null);
    assert.equal(r.get('1.0')!.value, 2);
    assert.equal(r.get('1.1')!.cut, 'alphabeta');
    assert.equal(r.get('0.0')!.tt, 'miss');
    assert.equal(r.get('0.0.0')!.tt, 'miss'); // a leaf is looked up first too, and never stored
    assert.deepEqual(trace.totals, { calls: 8, nodes: 8, leafEvals: 3, cuts: 1, researches: 0 }); // A B X 1 2 5 C *k
  });

  it('cuts off from a lower bound stored by an earlier cut', () => {
    const trace = traceOf(`algorithm: negamax-tt
A [ B [ 5 K &k [ 7 1 ] ] C [ 6 *k ] ]`);
    const r = recordsByPath(trace);
    assert.equal(trace.value, 6);
    assert.deepEqual(trace.pv, [1, 0]);
    assert.equal(r.get('1.1')!.tt, 'cutoff');
    assert.equal(r.get('1.1')!.value, 7);
    assert.deepEqual([r.get('')!.tt, r.get('0')!.tt, r.get('0.1')!.tt, r.get('1')!.tt], ['miss', 'miss', 'miss', 'miss']);
    assert.equal(r.get('0.1.1')!.cut, 'alphabeta');
    assert.deepEqual(trace.totals, { calls: 8, nodes: 8, leafEvals: 3, cuts: 1, researches: 0 });
  });
});

describe('mtdf', () => {
  it('needs two passes on the lecture tree and uses lower and upper table entries', () => {
    const trace = traceOf(LECTURE, { algorithm: 'mtdf' });
    assert.equal(trace.value, 3);
    assert.deepEqual(trace.passes, [
      { alpha: -1, beta: 0, value: 3 },
      { alpha: 3, beta: 4, value: 3 },
    ]);
    const r = recordsByPath(trace);
    assert.equal(r.get('')!.tt, 'lower');
    assert.equal(r.get('0')!.tt, 'upper');
    assert.equal(r.get('1')!.tt, 'miss');
    assert.equal(r.get('0.1')!.visits, 1); // searched in pass 1 only: not a cut
    assert.equal(r.get('1.1')!.cut, 'alphabeta');
    assert.deepEqual(trace.totals, { calls: 14, nodes: 11, leafEvals: 8, cuts: 2, researches: 1 });
  });

  it('refuses non-integer payoffs with a clear message', () => {
    const outcome = run(treeOf('A [ B [1.5 2] 3 ]'), { algorithm: 'mtdf' });
    assert.equal(outcome.ok, false);
    assert.match(outcome.message, /integer/);
  });
});

describe('iterative deepening', () => {
  const TREE = `algorithm: iterative
depth: 2
A [
  B ~3 [ C ~5 [1 2]  D ~0 [3 4]  H ~9 [1 1] ]
  E ~4 [ F ~1 [5 6]  G ~6 [7 8] ]
]`;

  it('searches depth 1 then depth 2 with the best child of depth 1 first', () => {
    const trace = traceOf(TREE);
    assert.deepEqual(
      trace.iterations!.map((i) => [i.depth, i.value, i.best, i.totals.calls, i.totals.leafEvals, i.totals.cuts]),
      [
        [1, 4, 1, 3, 2, 0],
        [2, 1, 1, 7, 4, 1],
      ],
    );
    const r = recordsByPath(trace);
    assert.equal(trace.value, 1);
    assert.deepEqual(trace.pv, [1, 0]);
    assert.deepEqual(trace.totals, { calls: 10, nodes: 7, leafEvals: 6, cuts: 1, researches: 0 }); // the whole run: 3 + 7 calls
    assert.equal(r.get('1')!.order, 2); // E's first call, in the first iteration
    assert.equal(r.get('1')!.visits, 2);
    assert.equal(r.get('0.2')!.cut, 'alphabeta');
    assert.equal(r.get('1.0.0')!.visits, 0);
    assert.equal(r.get('1.0.0')!.cut, undefined); // below the depth limit: no cut marks
    // The last iteration on its own, what a student draws for depth 2: E searched first.
    const last = recordsByPath(iterationView(trace)!.trace);
    assert.equal(last.get('1')!.order, 1);
    assert.equal(last.get('1')!.visits, 1);
  });

  it('reorder: none reruns every depth in the written order (MIT 6.034 progressive deepening)', () => {
    // Depth 1: B ~3, E ~4, value 4 (E), as above. Depth 2 keeps B first: B's window is (−∞, +∞), so
    // C ~5, D ~0 and H ~9 are all evaluated (B = 0); then E with α = 0: F ~1 (1 > 0, no cut), G ~6,
    // E = 1. 8 calls, 5 evaluations, no cut; the best-first rerun above cuts H instead (7 calls).
    const trace = traceOf(TREE.replace('depth: 2', 'depth: 2\nreorder: none'));
    assert.deepEqual(
      trace.iterations!.map((i) => [i.depth, i.value, i.best, i.totals.calls, i.totals.leafEvals, i.totals.cuts]),
      [
        [1, 4, 1, 3, 2, 0],
        [2, 1, 1, 8, 5, 0],
      ],
    );
    assert.equal(trace.value, 1);
    assert.deepEqual(trace.pv, [1, 0]);
    assert.deepEqual(trace.totals, { calls: 11, nodes: 8, leafEvals: 7, cuts: 0, researches: 0 });
    const last = recordsByPath(iterationView(trace)!.trace);
    assert.deepEqual(
      ['0', '0.0', '0.1', '0.2', '1', '1.0', '1.1'].map((p) => [p, last.get(p)!.order, last.get(p)!.value]),
      [
        ['0', 1, 0],
        ['0.0', 2, 5],
        ['0.1', 3, 0],
        ['0.2', 4, 9],
        ['1', 5, 1],
        ['1.0', 6, 1],
        ['1.1', 7, 6],
      ],
    );
    assert.equal(last.get('0.2')!.cut, undefined);
  });

  it('reorder: is read only by iterative deepening', () => {
    const text = TREE.replace('algorithm: iterative', 'algorithm: alphabeta').replace('depth: 2', 'depth: 2\nreorder: none');
    const idle = checkText(text).diagnostics.find((d) => d.code === 'setting-no-effect');
    assert.match(idle?.message ?? '', /'reorder' has no effect under .*only iterative deepening searches more than once/);
  });
});

describe('aspiration', () => {
  it('re-searches with the full window when the value falls outside [guess-delta, guess+delta]', () => {
    const trace = traceOf(LECTURE, { algorithm: 'aspiration' });
    assert.equal(trace.value, 3);
    assert.equal(trace.totals.researches, 1);
    assert.equal(recordsByPath(trace).get('')!.alpha, -Infinity);
  });

  it('needs no re-search when the guess is right', () => {
    const trace = traceOf(LECTURE.replace('algorithm: alphabeta', 'algorithm: aspiration\n  guess: 3'));
    assert.equal(trace.totals.researches, 0);
    assert.equal(trace.value, 3);
  });
});

describe('expectimax', () => {
  it('takes the probability-weighted mean at chance nodes', () => {
    const trace = traceOf(`A [ m -> chance [ 4/6 -> 12  2/6 -> -3 ]  v -> chance [ 4/6 -> -6  2/6 -> 15 ] ]`);
    assert.equal(trace.algorithm, 'expectimax');
    assert.equal(trace.value, 7);
    const r = recordsByPath(trace);
    assert.equal(r.get('0')!.player, 'chance');
    assert.equal(r.get('0')!.best, null);
    assert.deepEqual(trace.pv, ['m']);
  });
});

describe('maxn', () => {
  it('lets each player maximise its own component, first child on ties', () => {
    const trace = traceOf(`players: A B C
R [ x -> [ (1,2,3) (4,2,1) ] y -> [ (6,1,0) (0,5,5) ] ]`);
    // B moves at depth 1: left keeps (1,2,3) (tie on 2, first wins); right takes (0,5,5). A then prefers (1,2,3).
    assert.deepEqual(trace.value, [1, 2, 3]);
    assert.deepEqual(trace.pv, ['x', 0]);
    assert.equal(recordsByPath(trace).get('')!.player, 'A');
  });

  it('prefers the named move on equal values', () => {
    const trace = traceOf(`players: A B C
prefer: steal
R [ add -> (1,0,0) steal -> (1,5,5) ]`);
    assert.deepEqual(trace.value, [1, 5, 5]);
    assert.deepEqual(trace.pv, ['steal']);
  });

  it('follows ties: last', () => {
    const trace = traceOf(`ties: last
A [ 3 3 ]`);
    assert.deepEqual(trace.pv, [1]);
  });
});

describe('depth limits and ordering', () => {
  it('uses estimates at the depth limit and stops there', () => {
    const trace = traceOf(`depth: 1
algorithm: alphabeta
A [ B ~2 [ 9 9 ] C ~5 [ 0 0 ] ]`);
    assert.equal(trace.value, 5);
    assert.equal(trace.totals.leafEvals, 2);
    assert.equal(recordsByPath(trace).get('0.0')!.cut, undefined);
  });

  it('reports a missing estimate when --depth stops at a node without one', () => {
    const outcome = run(treeOf('A [ B [ 1 2 ] 3 ]'), { depth: 1 });
    assert.equal(outcome.ok, false);
    assert.match(outcome.message, /estimate/);
  });

  it('order: best-first searches the best child first for each player, keeping paths as written', () => {
    const trace = traceOf(LECTURE.replace('algorithm: alphabeta', 'algorithm: alphabeta\n  order: best-first'));
    const r = recordsByPath(trace);
    assert.equal(r.get('0.0')!.order, 2); // B's best for MIN is 3, first as written
    assert.equal(r.get('2.2')!.visits, 1); // D searches 2 first (best for MIN) ...
    assert.deepEqual([r.get('2.0')!.cut, r.get('2.1')!.cut], ['alphabeta', 'alphabeta']); // ... and cuts 14 and 5
    assert.equal(trace.value, 3);
    assert.equal(trace.totals.leafEvals, 5); // Knuth–Moore: 3^1 + 3^1 − 1
  });

  it('searches a 20 000-deep chain without overflowing the stack', () => {
    const depth = 20000;
    const source = 'A '.concat('[ B '.repeat(depth - 1), '[ 1 ]', ' ]'.repeat(depth - 1));
    const trace = traceOf(source, { algorithm: 'negascout' });
    assert.equal(trace.totals.calls, depth + 1);
  });
});

describe('several runs of one tree', () => {
  it('keep their own traces: later runs, of any algorithm, change nothing an earlier trace reports', () => {
    // The runs of a tree share one id -> slot index, lent to the newest run.
    const tree = treeOf('A [ a1 -> B ~3 [ 3 12 8 ] a2 -> C ~2 [ 2 4 6 ] a3 -> D ~14 [ 14 5 2 ] ]');
    const report = (t: ReturnType<typeof traceOf>) => JSON.stringify([jsonOf(t), t.rec.events, [...t.cuts], t.rec.touched]);
    const first = traceOf(tree, { algorithm: 'negascout' });
    const expected = report(first);
    const later = (['minimax', 'alphabeta', 'iterative', 'negamax-tt', 'maxn'] as const).map((algorithm) => traceOf(tree, { algorithm }));
    assert.equal(report(first), expected);
    assert.equal(report(later[2]), report(traceOf(tree, { algorithm: 'iterative' })));
    assert.deepEqual(jsonOf(later[1]).totals, { calls: 11, nodes: 11, leafEvals: 7, cuts: 2, researches: 0 });
  });
});
