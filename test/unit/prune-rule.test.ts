import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerDiagnostics, checkText, cutFacts, cutTest, diagramOf, displayNumber, type AlgorithmName, type Prune, type Trace } from '../../src/core';
import { traceTextLines } from '../../src/cli/render-text';
import { gtree } from './cli-helpers';
import { recordsByPath, traceOf, treeOf } from './search-helpers';

/*
 * `prune: on-equal | strict`: when a window closes. The lecture (and AIMA, Knuth & Moore) cut
 * as soon as α ≥ β; UC Berkeley CS188 only when α > β. Every trace below is derived by hand
 * from the pseudocode of docs/algorithms.md, `≥` read as `>` under strict.
 */

/** The tied root: both of MAX's moves are worth 10. Under on-equal, min2's window closes at α = β = 10 after B and C is cut. */
const TIED = 'max [ left -> min1 [ A = 10 ]  right -> min2 [ B = 10  C = 0 ] ]';
/** The same, with estimates for iterative deepening's first iteration (equal, so it keeps the written order). */
const TIED_ESTIMATES = 'max [ left -> min1 ~5 [ A = 10 ]  right -> min2 ~5 [ B = 10  C = 0 ] ]';

const inf = Infinity;

/** A called node: visits, order of its first call, the window of its last call, its value and bound; or the cut above a never-called node. */
type Row = readonly [visits: number, order: number, alpha: number, beta: number, value: number, bound: string] | 'alphabeta' | 'scout';

function assertTrace(
  trace: Trace,
  rows: Readonly<Record<string, Row>>,
  totals: readonly [calls: number, leafEvals: number, cuts: number, researches: number],
): void {
  const records = recordsByPath(trace);
  assert.deepEqual([...records.keys()].sort(), Object.keys(rows).sort());
  for (const [path, row] of Object.entries(rows)) {
    const r = records.get(path)!;
    if (typeof row === 'string') {
      assert.deepEqual([r.visits, r.cut], [0, row], `cut at ${path}`);
      continue;
    }
    assert.deepEqual([r.visits, r.order, r.alpha, r.beta, r.value, r.bound], [...row], `record at ${path || 'the root'}`);
    assert.equal(r.cut, undefined, `no cut at ${path}`);
  }
  const t = trace.totals;
  assert.deepEqual([t.calls, t.leafEvals, t.cuts, t.researches], [...totals]);
  assert.equal(trace.value, 10);
  assert.deepEqual(trace.pv, ['left', 0], 'the root ties, and the first move to reach 10 keeps it');
}

const run = (algorithm: AlgorithmName, prune: Prune, shape = TIED): Trace => traceOf(`prune: ${prune}\n${shape}`, { algorithm });

describe('prune: on-equal | strict, the whole trace of the tied root', () => {
  // alphabeta: min1 returns 10, so the root has α = 10. min2 gets (10, +∞); after B, β = 10.
  // on-equal: α = 10 ≥ β = 10 closes the window and C is cut; min2 returns 10, an upper bound.
  // strict: 10 > 10 is false, so C is searched with (10, 10) and min2 returns min(10, 0) = 0.
  it('alphabeta', () => {
    const common = {
      '': [1, 0, -inf, inf, 10, 'exact'],
      '0': [1, 1, -inf, inf, 10, 'exact'],
      '0.0': [1, 2, -inf, inf, 10, 'exact'],
      '1.0': [1, 4, 10, inf, 10, 'upper'],
    } as const;
    assertTrace(run('alphabeta', 'on-equal'), { ...common, '1': [1, 3, 10, inf, 10, 'upper'], '1.1': 'alphabeta' }, [5, 2, 1, 0]);
    assertTrace(run('alphabeta', 'strict'), { ...common, '1': [1, 3, 10, inf, 0, 'upper'], '1.1': [1, 5, 10, 10, 0, 'upper'] }, [6, 3, 0, 0]);
  });

  // negamax-ab: the same search in the mover's view. min2 gets (−∞, −10); B gets (10, +∞) and
  // returns 10, so min2's α = −10 = β. on-equal cuts C; strict searches it with (10, 10): −0 = 0.
  it('negamax-ab', () => {
    const common = {
      '': [1, 0, -inf, inf, 10, 'exact'],
      '0': [1, 1, -inf, inf, -10, 'exact'],
      '0.0': [1, 2, -inf, inf, 10, 'exact'],
      '1.0': [1, 4, 10, inf, 10, 'upper'],
    } as const;
    assertTrace(run('negamax-ab', 'on-equal'), { ...common, '1': [1, 3, -inf, -10, -10, 'lower'], '1.1': 'alphabeta' }, [5, 2, 1, 0]);
    assertTrace(run('negamax-ab', 'strict'), { ...common, '1': [1, 3, -inf, -10, 0, 'lower'], '1.1': [1, 5, 10, 10, 0, 'upper'] }, [6, 3, 0, 0]);
  });

  // negascout: min2 is a scout call with the null window (−α − 1, −α) = (−11, −10); its first
  // child B gets (10, 11), and min2's α becomes −10 = β. on-equal: a scout cut (two strokes).
  // strict: C, min2's second child, gets a null window: min2's (α, β) = (−10, −10) is (10, 10)
  // from C's side, and the null window below its upper end is (10 − 1, 10) = (9, 10). C's −0 = 0
  // is not inside (−10, −10), so there is no re-search (α < v < β does not change with the rule).
  it('negascout', () => {
    const common = {
      '': [1, 0, -inf, inf, 10, 'exact'],
      '0': [1, 1, -inf, inf, -10, 'exact'],
      '0.0': [1, 2, -inf, inf, 10, 'exact'],
      '1.0': [1, 4, 10, 11, 10, 'upper'],
    } as const;
    assertTrace(run('negascout', 'on-equal'), { ...common, '1': [1, 3, -11, -10, -10, 'lower'], '1.1': 'scout' }, [5, 2, 1, 0]);
    assertTrace(run('negascout', 'strict'), { ...common, '1': [1, 3, -11, -10, 0, 'lower'], '1.1': [1, 5, 9, 10, 0, 'upper'] }, [6, 3, 0, 0]);
  });

  // aspiration (guess 0, delta 1): the first pass has (−1, 1) at the root; min1 returns −10,
  // so the root's α = 10, which closes (−1, 1) under either rule (10 ≥ 1 and 10 > 1): min2 is
  // skipped, the root fails high (10 ≥ 1), and the re-search with (−∞, +∞) is negamax-ab's
  // search. min2, skipped then and called in the re-search, is not cut.
  it('aspiration', () => {
    const common = {
      '': [2, 0, -inf, inf, 10, 'exact'],
      '0': [2, 1, -inf, inf, -10, 'exact'],
      '0.0': [2, 2, -inf, inf, 10, 'exact'],
      '1.0': [1, 7, 10, inf, 10, 'upper'],
    } as const;
    assertTrace(run('aspiration', 'on-equal'), { ...common, '1': [1, 6, -inf, -10, -10, 'lower'], '1.1': 'alphabeta' }, [8, 3, 1, 1]);
    assertTrace(run('aspiration', 'strict'), { ...common, '1': [1, 6, -inf, -10, 0, 'lower'], '1.1': [1, 8, 10, 10, 0, 'upper'] }, [9, 4, 0, 1]);
  });

  // negamax-tt: negamax-ab's search, every look-up a miss (nothing is searched twice).
  it('negamax-tt', () => {
    const common = {
      '': [1, 0, -inf, inf, 10, 'exact'],
      '0': [1, 1, -inf, inf, -10, 'exact'],
      '0.0': [1, 2, -inf, inf, 10, 'exact'],
      '1.0': [1, 4, 10, inf, 10, 'upper'],
    } as const;
    const onEqual = run('negamax-tt', 'on-equal');
    assertTrace(onEqual, { ...common, '1': [1, 3, -inf, -10, -10, 'lower'], '1.1': 'alphabeta' }, [5, 2, 1, 0]);
    const strict = run('negamax-tt', 'strict');
    assertTrace(strict, { ...common, '1': [1, 3, -inf, -10, 0, 'lower'], '1.1': [1, 5, 10, 10, 0, 'upper'] }, [6, 3, 0, 0]);
    for (const trace of [onEqual, strict]) for (const r of recordsByPath(trace).values()) if (r.visits > 0) assert.equal(r.tt, 'miss');
  });

  // MTD(f) (guess 0, w 1): pass 1 has (−1, 0); the root's α = 10 closes it under either rule,
  // skipping min2, and stores a lower bound 10 (min1 an upper bound −10). Pass 2 has (10, 11):
  // the root's entry raises α to 10 (not closed: 10 < 11); min1's lowers β to −10 (not closed:
  // −11 < −10); min2 gets (−11, −10) and, after B, α = −10 = β: on-equal cuts C, strict
  // searches it with (10, 10). The root returns 10 < 11 both times: upper = lower = 10.
  it('mtdf', () => {
    const common = {
      '': [2, 0, 10, 11, 10, 'upper'],
      '0': [2, 1, -11, -10, -10, 'lower'],
      '0.0': [2, 2, 10, 11, 10, 'upper'],
      '1.0': [1, 7, 10, 11, 10, 'upper'],
    } as const;
    const onEqual = run('mtdf', 'on-equal');
    assertTrace(onEqual, { ...common, '1': [1, 6, -11, -10, -10, 'lower'], '1.1': 'alphabeta' }, [8, 3, 1, 1]);
    const strict = run('mtdf', 'strict');
    assertTrace(strict, { ...common, '1': [1, 6, -11, -10, 0, 'lower'], '1.1': [1, 8, 10, 10, 0, 'upper'] }, [9, 4, 0, 1]);
    for (const trace of [onEqual, strict]) {
      assert.deepEqual(
        trace.passes!.map((p) => [p.alpha, p.beta, p.value]),
        [
          [-1, 0, 10],
          [10, 11, 10],
        ],
      );
      const tt = recordsByPath(trace);
      assert.deepEqual([tt.get('')!.tt, tt.get('0')!.tt, tt.get('1')!.tt], ['lower', 'upper', 'miss']);
    }
  });

  // iterative: depth 1 values min1 and min2 by their equal estimates (α = 5, no cut, the order
  // kept); depth 2 is alphabeta's search. The run adds the two up: 3 + 5 calls, or 3 + 6.
  it('iterative', () => {
    const common = {
      '': [2, 0, -inf, inf, 10, 'exact'],
      '0': [2, 1, -inf, inf, 10, 'exact'],
      '0.0': [1, 5, -inf, inf, 10, 'exact'],
      '1.0': [1, 7, 10, inf, 10, 'upper'],
    } as const;
    const onEqual = run('iterative', 'on-equal', TIED_ESTIMATES);
    assertTrace(onEqual, { ...common, '1': [2, 2, 10, inf, 10, 'upper'], '1.1': 'alphabeta' }, [8, 4, 1, 0]);
    const strict = run('iterative', 'strict', TIED_ESTIMATES);
    assertTrace(strict, { ...common, '1': [2, 2, 10, inf, 0, 'upper'], '1.1': [1, 8, 10, 10, 0, 'upper'] }, [9, 5, 0, 0]);
    assert.deepEqual(
      onEqual.iterations!.map((it) => [it.depth, it.value, it.best, it.totals.calls, it.totals.cuts]),
      [
        [1, 5, 'left', 3, 0],
        [2, 10, 'left', 5, 1],
      ],
    );
    assert.deepEqual(
      strict.iterations!.map((it) => [it.depth, it.value, it.best, it.totals.calls, it.totals.cuts]),
      [
        [1, 5, 'left', 3, 0],
        [2, 10, 'left', 6, 0],
      ],
    );
  });
});

describe("prune: strict and the transposition table's cut-off", () => {
  // X is searched first under the root's α = 4: with (−∞, −4), its leaf 4 gives α = −4 = β, so
  // on-equal cuts the leaf 5 and X stores a lower bound −4. The reference *k is looked up later
  // with (−∞, −4): the entry raises α to −4 = β. on-equal: a table cut-off (α ≥ β), the value
  // −4 at once. strict: not closed (−4 > −4 is false), so the look-up only narrows the window
  // (a lower-bound hit) and X's leaves are searched again with (4, 4); X itself was searched
  // with both leaves then (no cut at α = β), storing −4 as a lower bound all the same.
  const TT = 'algorithm: negamax-tt\nmax [ p -> 4  q -> X &k [ 4  5 ]  r -> Y [ s -> Z [ *k ] ] ]';

  it('cuts off on α ≥ β under on-equal, and only narrows the window under strict', () => {
    const onEqual = recordsByPath(traceOf(`prune: on-equal\n${TT}`));
    assert.deepEqual(
      [onEqual.get('2.0.0')!.tt, onEqual.get('2.0.0')!.value, onEqual.get('1.0')!.visits, onEqual.get('1.1')!.cut],
      ['cutoff', -4, 1, 'alphabeta'],
    );
    const strict = traceOf(`prune: strict\n${TT}`);
    const records = recordsByPath(strict);
    assert.deepEqual(
      [records.get('2.0.0')!.tt, records.get('2.0.0')!.value, records.get('1.0')!.visits, records.get('1.1')!.visits, records.get('1.1')!.cut],
      ['lower', -4, 2, 2, undefined],
    );
    assert.deepEqual([records.get('1.0')!.alpha, records.get('1.0')!.beta], [4, 4]);
    assert.deepEqual([strict.totals.calls, strict.totals.leafEvals, strict.totals.cuts, strict.value], [10, 5, 0, 4]);
  });
});

describe('the prune setting', () => {
  it('is on-equal unless written, and reads strict', () => {
    assert.equal(treeOf(TIED).settings.prune, 'on-equal');
    assert.equal(treeOf(`prune: strict\n${TIED}`).settings.prune, 'strict');
    assert.equal(traceOf(TIED, { algorithm: 'alphabeta' }).prune, 'on-equal');
  });

  it('says what it expects of a bad value', () => {
    const errors = checkText(`tree t {\n  prune: equal\n  ${TIED}\n}\n`).diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [d.code, d.message]),
      [['bad-setting', "Bad value for 'prune': expected 'on-equal' (cut as soon as α ≥ β) or 'strict' (cut only when α > β)."]],
    );
  });
});

/** The lecture's tree: C's window closes after its first leaf, α = 3 against β = 2 (a cut under either rule). */
const LECTURE = 'A [ a1 -> B [ 3 12 8 ]  a2 -> C [ 2 4 6 ]  a3 -> D [ 14 5 2 ] ]';

describe('the rule in the texts that explain a cut', () => {
  it('writes the cut test by the rule: α ≥ β under on-equal, α > β under strict', () => {
    assert.equal(cutTest(3, 3, 'on-equal', displayNumber), 'α = 3 ≥ β = 3');
    assert.equal(cutTest(4, 3, 'strict', displayNumber), 'α = 4 > β = 3');
    assert.equal(cutTest(-2, -Infinity, 'strict', displayNumber), 'α = −2 > β = −∞');
  });

  it('tells where and with which window a pruned node was cut', () => {
    const trace = traceOf(`prune: strict\n${LECTURE}`, { algorithm: 'alphabeta' });
    const c = trace.tree.root.children[1];
    const cut = cutFacts(trace, c.children[1])!;
    assert.deepEqual([cut.kind, cut.at, cut.alpha, cut.beta], ['alphabeta', c, 3, 2]);
    assert.equal(cutFacts(trace, c.children[0]), null, 'a searched node was not cut');
    // The tied root under on-equal: C is cut at min2 with α = β = 10.
    const tied = traceOf(TIED, { algorithm: 'negamax-ab' });
    const min2 = tied.tree.root.children[1];
    assert.deepEqual(cutFacts(tied, min2.children[1]), { kind: 'alphabeta', at: min2, alpha: -10, beta: -10 });
  });

  it('says the rule in the replay caption of a cut under strict; the lecture rule reads as before', () => {
    const caption = (prune: Prune): string =>
      diagramOf(treeOf(`prune: ${prune}\n${LECTURE}`), traceOf(`prune: ${prune}\n${LECTURE}`, { algorithm: 'alphabeta' })).steps.find(
        (s) => s.kind === 'prune',
      )!.text;
    assert.equal(caption('on-equal'), 'α = 3 ≥ β = 2 at C: the remaining 2 children of C cannot change the result — an alpha-beta cut, struck once.');
    assert.equal(
      caption('strict'),
      'α = 3 > β = 2 at C (prune: strict cuts only when α > β): the remaining 2 children of C cannot change the result — an alpha-beta cut, struck once.',
    );
  });

  it('names the rule in the run headers when it is not the default', () => {
    const header = (prune: Prune, algorithm: AlgorithmName): string => {
      const source = `prune: ${prune}\n${TIED_ESTIMATES}`;
      return [traceTextLines(traceOf(source, { algorithm })).next().value as string, diagramOf(treeOf(source), traceOf(source, { algorithm })).algorithm!].join(
        ' | ',
      );
    };
    assert.equal(header('on-equal', 'alphabeta'), "tree — alpha-beta, fail-soft; values in MAX's view | alpha-beta");
    assert.equal(header('strict', 'alphabeta'), "tree — alpha-beta, fail-soft, prune: strict; values in MAX's view | alpha-beta, prune: strict");
    assert.equal(header('strict', 'negascout'), 'tree — negascout, prune: strict; values from the view of the player to move | negascout, prune: strict');
    assert.equal(
      header('strict', 'iterative'),
      "tree — iterative deepening, fail-soft, prune: strict; values in MAX's view | iterative deepening, prune: strict, depth 2 of 2",
    );
    // An algorithm that never cuts has no rule to name.
    assert.equal(header('strict', 'minimax'), "tree — minimax; values in MAX's view | minimax");
  });

  it('gtree compare runs every algorithm under the tree’s rule and names a rule other than the default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gtree-prune-'));
    try {
      const file = join(dir, 'tied.gtree');
      const rows = (prune: Prune): string[] => {
        writeFileSync(file, `tree t {\n  prune: ${prune}\n  ${TIED}\n}\n`);
        const { code, out } = gtree('compare', file);
        assert.equal(code, 0);
        return out.join('\n').split('\n');
      };
      const cutsOf = (lines: string[], algorithm: string): string =>
        lines
          .find((l) => l.startsWith(`${algorithm} `))!
          .trim()
          .split(/\s+/)[4];
      const onEqual = rows('on-equal');
      assert.equal(onEqual[0], 'tree "t" — 11 algorithms apply');
      const strict = rows('strict');
      assert.equal(strict[0], 'tree "t" — 11 algorithms apply; cuts by prune: strict (cuts only when α > β)');
      for (const algorithm of ['alphabeta', 'negamax-ab', 'negascout', 'aspiration', 'negamax-tt', 'mtdf']) {
        assert.deepEqual([cutsOf(onEqual, algorithm), cutsOf(strict, algorithm)], ['1', '0'], algorithm);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("cut answers against the other course's rule", () => {
  const warnings = (source: string): string[] => answerDiagnostics(checkText(source).trees, { reveal: true }).map((d) => `${d.code}: ${d.message}`);

  it('a cut marked where only on-equal cuts, in a strict tree, says that on-equal would cut it', () => {
    assert.deepEqual(warnings(`tree t {\n  algorithm: alphabeta\n  prune: strict\n  max [ left -> min1 [ A = 10 ]  right -> min2 [ B = 10  /C = 0 ] ]\n}\n`), [
      'wrong-cut: This edge is not pruned under prune: strict, which cuts only when α > β: the node is searched. It would be under prune: on-equal, which cuts as soon as α ≥ β.',
    ]);
  });

  it('a cut missing where only on-equal cuts, in an on-equal tree, says that strict would search it', () => {
    assert.deepEqual(warnings(`tree t {\n  algorithm: alphabeta\n  max [ left -> min1 [ A = 10 ]  /right -> min2 [ B = 10  C = 0 ] ]\n}\n`), [
      'wrong-cut: This edge is not pruned: the node is searched.',
      "missing-cut: Missing cut mark: alphabeta prunes this edge under prune: on-equal, which cuts as soon as α ≥ β (it would not under prune: strict, which cuts only when α > β). Mark it '/'.",
    ]);
  });

  it('a wrong or missing cut on which both rules agree says nothing of the rules', () => {
    // The lecture's C cuts its last two leaves under either rule (α = 3 > β = 2).
    assert.deepEqual(warnings(`tree t {\n  algorithm: alphabeta\n  prune: strict\n  A [ a1 -> B [ 3 /12 8 ]  a2 -> C [ 2 /4 6 ]  a3 -> D [ 14 5 2 ] ]\n}\n`), [
      'wrong-cut: This edge is not pruned: the node is searched.',
      "missing-cut: Missing cut mark: alphabeta prunes this edge. Mark it '/'.",
    ]);
  });
});
