import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { answerDiagnostics, checkText, diagramOf, traceJsonText, type Num, type Value } from '../../src/core';
import { diagramTikz } from '../../src/cli/diagram-svg';
import { gtree, traceTextLines } from './cli-helpers';
import { jsonOf, nodeRecords, traceOf } from './search-helpers';

/*
 * Values are exact rationals (issue 11, item 4): whole traces of the two trees where binary
 * floating point broke a tie and skipped a re-search, derived by hand, and expectimax on random
 * trees against an independent computation in BigInt fractions.
 */

describe('exact values: a chance node worth exactly its sibling', () => {
  it('A [ a -> chance [ 1/3 -> -4  2/3 -> 5 ]  b -> 2 ]: the chance node is 2, ties b, and a (first) is best', () => {
    // Expectimax calls A, the chance node, its outcomes -4 and 5, then b. The chance node is
    // 1/3·(−4) + 2/3·5 = −4/3 + 10/3 = 2 exactly; A = max(2, 2) = 2, the first child to reach it.
    const text = 'A [ a -> chance [ 1/3 -> -4  2/3 -> 5 ]  b -> 2 ]';
    const trace = traceOf(text);
    assert.deepEqual(jsonOf(trace), {
      tree: null,
      algorithm: 'expectimax',
      value: 2,
      pv: ['a'],
      totals: { calls: 5, nodes: 5, leafEvals: 3, cuts: 0, researches: 0 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 1, order: 0, value: 2, best: [0] },
        { path: [0], label: null, player: 'chance', visits: 1, order: 1, value: 2, best: null },
        { path: [0, 0], label: null, player: 'min', visits: 1, order: 2, value: -4, best: null },
        { path: [0, 1], label: null, player: 'min', visits: 1, order: 3, value: 5, best: null },
        { path: [1], label: null, player: 'min', visits: 1, order: 4, value: 2, best: null },
      ],
    });
    assert.equal(trace.value, 2); // a whole number, on the integer path
    const lines = [...traceTextLines(trace)];
    assert.ok(lines.includes('  a -> ·  chance  = 2  #1'), lines.join('\n'));
    assert.ok(lines.includes('value 2   principal variation: a'), lines.join('\n'));
  });

  it('a chance node worth 7/3 prints as 7/3 in the text, the diagram and the JSON (as a number)', () => {
    const trace = traceOf('A [ chance [ 1/3 -> 1  2/3 -> 3 ]  2 ]');
    assert.ok([...traceTextLines(trace)].includes('value 7/3   principal variation: 1st'));
    assert.equal(diagramOf(trace.tree, trace).rootValue, '7/3');
    assert.equal(jsonOf(trace).value, 7 / 3);
  });

  it('answers: 7/3 exactly, or a decimal rounded to the places it writes; 2 and 2.4 are wrong', () => {
    const wrong = (answer: string): string[] =>
      answerDiagnostics(checkText(`A =${answer} [ chance [ 1/3 -> 1  2/3 -> 3 ]  2 ]`).trees, { reveal: true }).map((d) => d.message);
    assert.deepEqual(wrong('7/3'), []);
    assert.deepEqual(wrong('14/6'), []);
    assert.deepEqual(wrong('2.33'), []);
    assert.deepEqual(wrong('2.333333'), []);
    assert.deepEqual(wrong('2'), ['Wrong value: 2 is not what expectimax computes here. The expectimax run gives 7/3.']);
    assert.deepEqual(wrong('2.34'), ['Wrong value: 2.34 is not what expectimax computes here. The expectimax run gives 7/3.']);
  });

  it('a tree that writes decimals prints decimals: 0.5 · 3 + 0.5 · 4 = 3.5', () => {
    const trace = traceOf('chance [ 0.5 -> 3  50% -> 4 ]');
    assert.ok([...traceTextLines(trace)].includes('value 3.5   principal variation: (none)'));
  });
});

describe('exact values: the aspiration window guess ± delta', () => {
  it('guess: 0.1, delta: 0.2, A [ 0.3 -1 ]: the window is exactly (−0.1, 0.3), 0.3 fails high, and the root is searched again', () => {
    // Negamax-ab from A (MAX) with (−1/10, 3/10). The leaf 0.3 (MIN to move) gets (−3/10, 1/10)
    // and returns −3/10 in MIN's view, 3/10 in A's: α = 3/10 ≥ β = 3/10, so −1 is cut and A
    // returns 3/10 ≥ β: a fail high, re-searched with (−∞, +∞). Then 0.3 returns −3/10 again, and
    // −1 (window (−∞, −3/10)) returns 1 in MIN's view, −1 in A's; A = 3/10 from its first child.
    // Calls: A, 0.3 | A, 0.3, −1 — five, three leaf evaluations, one re-search; −1's first call is the fifth.
    const text = 'algorithm: aspiration\nguess: 0.1\ndelta: 0.2\nA [ 0.3 -1 ]';
    const trace = traceOf(text);
    assert.deepEqual(jsonOf(trace), {
      tree: null,
      algorithm: 'aspiration',
      value: 0.3,
      pv: [0],
      totals: { calls: 5, nodes: 3, leafEvals: 3, cuts: 0, researches: 1 },
      nodes: [
        { path: [], label: 'A', player: 'max', visits: 2, order: 0, alpha: '-inf', beta: '+inf', value: 0.3, bound: 'exact', best: [0] },
        { path: [0], label: null, player: 'min', visits: 2, order: 1, alpha: '-inf', beta: '+inf', value: -0.3, bound: 'exact', best: null },
        { path: [1], label: null, player: 'min', visits: 1, order: 4, alpha: '-inf', beta: -0.3, value: 1, bound: 'lower', best: null },
      ],
    });
    const events = trace.rec.events!;
    assert.deepEqual(
      events.filter((e) => e.type === 'prune').map((e) => [e.node, e.skipped]),
      [[0, [2]]],
    );
    assert.deepEqual(
      events.filter((e) => e.type === 'research').map((e) => e.reason),
      ['aspiration'],
    );
    assert.ok([...traceTextLines(trace)].includes('value 0.3   principal variation: 1st'));
  });
});

// ---- expectimax on random trees against BigInt fractions ------------------------------------

interface Frac {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function frac(n: bigint, d: bigint): Frac {
  const g = gcd(n, d);
  return d < 0n ? { n: -n / g, d: -d / g } : { n: n / g, d: d / g };
}
const plus = (a: Frac, b: Frac): Frac => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Frac, b: Frac): Frac => frac(a.n * b.n, a.d * b.d);
const below = (a: Frac, b: Frac): boolean => a.n * b.d < b.n * a.d;

type Shape = { leaf: [number, number] } | { kind: 'max' | 'min'; children: Shape[] } | { kind: 'chance'; weights: number[]; children: Shape[] };

const leafArb = fc.record({ leaf: fc.tuple(fc.integer({ min: -30, max: 30 }), fc.constantFrom(1, 1, 2, 3, 4, 7)) });
const shapeArb: fc.Arbitrary<Shape> = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.record({ kind: fc.constantFrom('max' as const, 'min' as const), children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc
      .array(fc.tuple(fc.integer({ min: 1, max: 9 }), tie('node')), { minLength: 1, maxLength: 3 })
      .map((kids): Shape => ({ kind: 'chance', weights: kids.map((k) => k[0]), children: kids.map((k) => k[1]) })),
  ),
})).node;

/** The tree as text: each probability a fraction weight/total, leaves integers or fractions. */
function sourceOf(s: Shape): string {
  if ('leaf' in s) return s.leaf[1] === 1 ? String(s.leaf[0]) : `${s.leaf[0]}/${s.leaf[1]}`;
  if (s.kind !== 'chance') return `${s.kind} [ ${s.children.map(sourceOf).join('  ')} ]`;
  const total = s.weights.reduce((a, b) => a + b, 0);
  return `chance [ ${s.children.map((c, i) => `${s.weights[i]}/${total} -> ${sourceOf(c)}`).join('  ')} ]`;
}

/** Every node's expectimax value in pre-order, computed here in BigInt fractions. */
function expected(s: Shape, out: Frac[]): Frac {
  const at = out.length;
  out.push({ n: 0n, d: 1n });
  let v: Frac;
  if ('leaf' in s) v = frac(BigInt(s.leaf[0]), BigInt(s.leaf[1]));
  else if (s.kind === 'chance') {
    const total = BigInt(s.weights.reduce((a, b) => a + b, 0));
    v = s.children.reduce((sum, c, i) => plus(sum, times(frac(BigInt(s.weights[i]), total), expected(c, out))), frac(0n, 1n));
  } else {
    const vs = s.children.map((c) => expected(c, out));
    v = vs.reduce((best, x) => ((s.kind === 'max' ? below(best, x) : below(x, best)) ? x : best));
  }
  out[at] = v;
  return v;
}

const asFrac = (v: Value | undefined): Frac => {
  const x = v as Num;
  return typeof x === 'number' ? { n: BigInt(x), d: 1n } : { n: x.num, d: x.den };
};

describe('exact values: expectimax on random trees with fractional probabilities', () => {
  it('every node equals the same computation in BigInt fractions, and whole values stay JS numbers', () => {
    fc.assert(
      fc.property(
        shapeArb.filter((s) => !('leaf' in s)),
        (s) => {
          const want: Frac[] = [];
          expected(s, want);
          const records = nodeRecords(traceOf(`algorithm: expectimax\n${sourceOf(s)}`));
          assert.equal(records.length, want.length);
          records.forEach((r, i) => {
            assert.deepEqual(asFrac(r.value), want[i], `node ${i}`);
            if (want[i].d === 1n) assert.equal(typeof r.value, 'number', `node ${i} is whole`);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('exact values: integers beyond 2^53, to the last digit', () => {
  // 99999999999999999999 (20 nines) is no double: the nearest is 10^20. 2^53 + 1 = 9007199254740993
  // is no double either (its nearest is 2^53, 9007199254740992): read as doubles, the two would tie.
  const BIG = '99999999999999999999';

  it(`prints ${BIG} in the text, the diagram, the TikZ and the answers exactly, with no stray point`, async () => {
    const trace = traceOf(`tree big {\n  A [ ${BIG} 3 ]\n}\n`);
    const lines = [...traceTextLines(trace)];
    assert.deepEqual(lines.slice(1, 4), [`A  max  = ${BIG}  #0`, `  ${BIG}  min  = ${BIG}  #1`, '  3  min  = 3  #2']);
    assert.ok(lines.includes(`value ${BIG}   principal variation: 1st`), lines.join('\n'));
    const diagram = diagramOf(trace.tree, trace);
    assert.equal(diagram.rootValue, BIG);
    assert.deepEqual(
      diagram.nodes.map((n) => n.value?.text),
      [BIG, BIG, '3'],
    );
    assert.equal(diagram.nodes[1].name, `leaf ${BIG} (1st)`);
    assert.match(
      await diagramTikz(diagram, { standalone: false, light: true }),
      new RegExp(`% node 0\\n(?:.*\\n)*?\\\\node\\[gt value, anchor=base\\] at \\S+ \\{\\\\gtreefit\\{[\\d.]+\\}\\{[\\d.]+\\}\\{[\\d.]+\\}\\{${BIG}\\}\\};`),
    );
    const wrong = (answer: string): string[] => answerDiagnostics(checkText(`A =${answer} [ ${BIG} 3 ]`).trees, { reveal: true }).map((d) => d.message);
    assert.deepEqual(wrong(BIG), []);
    assert.deepEqual(wrong('99999999999999999998'), [`Wrong value: 99999999999999999998 is not what minimax computes here. The minimax run gives ${BIG}.`]);
  });

  it('checks window answers to the last digit too (they were compared as doubles, within 1e-9)', () => {
    // Alpha-beta: B = min(BIG, BIG) = BIG, so C's last call receives the window (BIG, +∞).
    const windowAnswer = (alpha: string): string[] =>
      answerDiagnostics(checkText(`algorithm: alphabeta\nA [ B [ ${BIG} ${BIG} ] C <${alpha}, +inf> [ 1 5 ] ]`).trees, { reveal: true }).map((d) => d.message);
    assert.deepEqual(windowAnswer(BIG), []);
    assert.deepEqual(windowAnswer('99999999999999999998'), [
      `Wrong window: α is not what the node's last call receives. The alphabeta run gives <${BIG}, +inf>.`,
    ]);
  });

  it('prints negative and decimal values beyond 2^53 exactly, with the typeset minus in the diagram', () => {
    const trace = traceOf('tree { A [ -99999999999999999999 -123456789012345678901.5 ] }');
    // MAX takes the larger: −99999999999999999999 > −123456789012345678901.5.
    assert.ok([...traceTextLines(trace)].includes('value -99999999999999999999   principal variation: 1st'));
    assert.deepEqual(
      diagramOf(trace.tree, trace).nodes.map((n) => n.value?.text),
      ['−99999999999999999999', '−99999999999999999999', '−123456789012345678901.5'],
    );
    assert.match(traceJsonText(trace), /"value": -123456789012345678901\.5,/);
  });

  it('writes every digit in the JSON, where a double would round (and ties 2^53 + 1 with 2^53)', () => {
    // Alpha-beta: B = min(2^53 + 1, 2^53 + 3) = 2^53 + 1; at C the leaf 2^53 is below α = 2^53 + 1, so C fails low and 5 is cut.
    const text = 'tree big {\n  algorithm: alphabeta\n  A [ B [ 9007199254740993 9007199254740995 ] C [ 9007199254740992 5 ] ]\n}\n';
    const json = traceJsonText(traceOf(text));
    assert.match(json, /^ {2}"value": 9007199254740993,$/m);
    const record = (path: string): string => json.slice(json.indexOf(`"path": ${path}`)).split('}')[0];
    assert.match(record('[\n        0,\n        1\n      ]'), /"beta": 9007199254740993,\n {6}"value": 9007199254740995,/);
    assert.match(record('[\n        1\n      ]'), /"alpha": 9007199254740993,\n {6}"beta": "\+inf",\n {6}"value": 9007199254740992,/);
    assert.doesNotMatch(json, /Exact/); // every number is written exactly: nothing beside it
  });

  it('writes the exact value beside a number that has no exact decimal: "value": 2.3333333333333335, "valueExact": "7/3"', () => {
    const json = traceJsonText(traceOf('tree { A [ chance [ 1/3 -> 1  2/3 -> 3 ]  2 ] }'));
    assert.match(json, /^ {2}"value": 2\.3333333333333335,\n {2}"valueExact": "7\/3",$/m);
    assert.match(json, /"order": 0,\n {6}"value": 2\.3333333333333335,\n {6}"valueExact": "7\/3",/);
    // Exact decimals (1, 3, 2) stand alone.
    assert.equal(json.match(/Exact/g)!.length, 3, json); // the top value, the root's and the chance node's
    // A tuple: every component's exact value, when one needs it.
    const maxn = traceJsonText(traceOf('tree { players: P Q R\n  A [ (7/3, 0, 0) (1, 1, 1) ] }'));
    assert.match(maxn, /^ {2}"valueExact": \[\n {4}"7\/3",\n {4}"0",\n {4}"0"\n {2}\],$/m);
  });

  it('writes big values exactly in the iterations of iterative deepening and in gtree compare --json', () => {
    // Depth 1: B ~1 and C ~0, A = 1. Depth 2: B = min(…99, …98) = 99999999999999999998, C = min(5, 6) = 5, A = …98.
    const text = 'tree {\n  algorithm: iterative\n  A [ B ~1 [ 99999999999999999999 99999999999999999998 ]  C ~0 [ 5 6 ] ]\n}\n';
    const json = traceJsonText(traceOf(text));
    const iterations = json.slice(json.indexOf('"iterations"'));
    assert.match(iterations, /"depth": 1,\n {6}"value": 1,/);
    assert.match(iterations, /"depth": 2,\n {6}"value": 99999999999999999998,/);
    const dir = mkdtempSync(join(tmpdir(), 'gtree-big-'));
    try {
      writeFileSync(join(dir, 'big.gtree'), text);
      const compared = gtree('compare', '--json', join(dir, 'big.gtree'));
      assert.equal(compared.code, 0, compared.errs.join('\n'));
      assert.match(compared.out.join('\n'), /"algorithm": "minimax",\n {6}"value": 99999999999999999998,/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
