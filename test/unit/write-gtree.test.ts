import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import type { GameNode } from '../../src/core';
import { rational, type Rational } from '../../src/core/model/rational';
import { exactText, word, writeGtree, type Draft } from '../../src/core/output/write-gtree';
import { expectClean, model } from './helpers';

const ZERO_ONE = rational(0n, 1n);

describe('writing .gtree text', () => {
  it('writes names bare when they read back as that name, quoted otherwise', () => {
    assert.deepEqual(['a1', 'Čvor', "B'", 'b-2', '_x'].map(word), ['a1', 'Čvor', "B'", 'b-2', '_x']);
    assert.deepEqual(['max', 'tree', 'chance', 'inf', '1', 'a b', 'a->b', '', 'say "hi"', 'back\\slash'].map(word), [
      '"max"',
      '"tree"',
      '"chance"',
      '"inf"',
      '"1"',
      '"a b"',
      '"a->b"',
      '""',
      '"say \\"hi\\""',
      '"back\\\\slash"',
    ]);
    assert.equal(word('two\nlines'), '"two lines"'); // a .gtree string cannot span lines
  });

  it('writes exact numbers as the shorter of a decimal and a fraction', () => {
    const r = (n: bigint, d: bigint) => exactText(rational(n, d));
    assert.deepEqual(
      [r(3n, 1n), r(-4n, 5n), r(64n, 5n), r(1n, 4n), r(1n, 3n), r(-1n, 2n), r(1n, 1024n)],
      ['3', '-0.8', '12.8', '1/4', '1/3', '-0.5', '1/1024'],
    );
    assert.deepEqual([exactText(2), exactText(-0), exactText(0.5)], ['2', '0', '0.5']);
    assert.throws(() => exactText(Infinity), RangeError);
  });

  it('writes every probability of a tree as a fraction when the tree asks for fractions', () => {
    const chanceNode = (probabilities: readonly Rational[]): Draft => ({
      kind: 'chance',
      label: 'C',
      children: probabilities.map((probability, k) => ({ probability, payoff: k })),
    });
    const edges = (fractions: boolean, probabilities: readonly Rational[]): string[] =>
      writeGtree({ name: 't', comment: [], settings: [], root: chanceNode(probabilities), fractions })
        .split('\n')
        .filter((line) => line.includes('->'))
        .map((line) => line.trim().split(' ')[0]);
    const halves = [rational(1n, 2n), rational(1n, 2n)];
    const mixed = [rational(1n, 5n), rational(3n, 10n), rational(1n, 2n), ZERO_ONE];
    assert.deepEqual(edges(false, halves), ['0.5', '0.5']);
    assert.deepEqual(edges(true, halves), ['1/2', '1/2']);
    // A whole probability stays whole; the fractions are in lowest terms, as the rationals are.
    assert.deepEqual(edges(true, mixed), ['1/5', '3/10', '1/2', '0']);
    assert.deepEqual(edges(false, mixed), ['0.2', '0.3', '0.5', '0']);
  });

  it('writes every kind of node so that it reads back as written', () => {
    const root: Draft = {
      label: 'root',
      children: [
        { move: 'a', label: 'A', anchor: 'k', estimate: 2, children: [{ payoff: 1 }, { payoff: 2 }] },
        {
          move: 'b',
          kind: 'chance',
          children: [
            { probability: rational(1n, 3n), label: 'x', payoff: 3 },
            { probability: rational(2n, 3n), payoff: rational(1n, 2n) },
          ],
        },
        { move: 'c', kind: 'max', children: [{ ref: 'k', move: 'again' }] },
      ],
    };
    const text = writeGtree({ name: 'All kinds', comment: ['first line', '', 'second\nand third'], settings: [['algorithm', 'expectimax']], root });
    assert.equal(
      text,
      [
        '# first line',
        '#',
        '# second',
        '# and third',
        'tree "All kinds" {',
        '  algorithm: expectimax',
        '  root [',
        '    a -> A &k ~2 [ 1 2 ]',
        '    b -> chance [',
        '      1/3 -> x =3',
        '      2/3 -> 0.5',
        '    ]',
        '    c -> max [',
        '      again -> *k',
        '    ]',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expectClean(text);
  });

  it("writes answers, windows and cut marks, every part in the grammar's order", () => {
    const root: Draft = {
      kind: 'max',
      label: 'R',
      anchor: 'r',
      answer: 3,
      window: [-Infinity, Infinity],
      estimate: 2,
      children: [
        { cut: 'alphabeta', move: 'a', label: 'B', answer: '?', window: ['?', rational(7n, 2n)], children: [{ payoff: 3 }, { payoff: 4 }] },
        { cut: 'scout', label: 'L', anchor: 'k', payoff: 5, window: [1, '?'], estimate: -1 },
        { cut: 'alphabeta', payoff: 6 },
      ],
    };
    const text = writeGtree({ name: 'answers', comment: [], settings: [], root });
    assert.equal(
      text,
      ['tree answers {', '  max R &r =3 <-inf, +inf> ~2 [', '    /a -> B =? <?, 3.5> [ 3 4 ]', '    // L &k =5 <1, ?> ~-1', '    / 6', '  ]', '}', ''].join(
        '\n',
      ),
    );
    expectClean(text);
  });

  it("writes a chance outcome's name before its probability, quoted where a bare name would not read back", () => {
    const names = ['six', 'Čvor', 'max', '1', 'two words', 'say "hi"', 'a->b'];
    const root: Draft = {
      kind: 'chance',
      children: [
        ...names.map((outcome, i): Draft => ({
          outcome,
          probability: rational(1n, 8n),
          ...(i === 1 ? { label: 'L', children: [{ payoff: 1 }] } : { payoff: i }),
        })),
        { probability: rational(1n, 8n), payoff: 9 },
      ],
    };
    const text = writeGtree({ name: 'named', comment: [], settings: [], root });
    assert.equal(
      text,
      [
        'tree named {',
        '  chance [',
        '    six 1/8 -> 0',
        '    Čvor 1/8 -> L [ 1 ]',
        '    "max" 1/8 -> 2',
        '    "1" 1/8 -> 3',
        '    "two words" 1/8 -> 4',
        '    "say \\"hi\\"" 1/8 -> 5',
        '    "a->b" 1/8 -> 6',
        '    1/8 -> 9',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    const read = model(text).root.children;
    assert.deepEqual(
      read.map((c) => c.outcome),
      [...names, null],
    );
    assert.deepEqual(
      read.map((c) => c.probability),
      names.map(() => rational(1n, 8n)).concat([rational(1n, 8n)]),
    );
    assert.equal(read[1].label, 'L');
  });

  it('writes random chance trees whose outcomes, named or not, read back with their names and probabilities', () => {
    // Names that read back bare, and some that must be quoted (keywords, spaces, digits, arrows, quotes).
    const names = ['six', 'Čvor', "B'", 'x-y', 'max', 'chance', 'a b', '1', 'a->b', 'say "hi"'];
    interface Plan {
      readonly weights: readonly { readonly weight: number; readonly name: string | null; readonly payoff: number; readonly below: Plan | null }[];
    }
    const plan: fc.Arbitrary<Plan> = fc.letrec<{ node: Plan }>((tie) => ({
      node: fc.record({
        weights: fc.array(
          fc.record({
            weight: fc.integer({ min: 1, max: 5 }),
            name: fc.option(fc.constantFrom(...names), { nil: null }),
            payoff: fc.integer({ min: -9, max: 9 }),
            below: fc.option(tie('node'), { nil: null, depthSize: 'small' }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
      }),
    })).node;
    // Each outcome's probability is its weight over the weights' sum: they add up to 1 exactly.
    const draft = (p: Plan): Draft => {
      const total = p.weights.reduce((sum, w) => sum + w.weight, 0);
      return {
        kind: 'chance',
        children: p.weights.map((w) => ({
          probability: rational(BigInt(w.weight), BigInt(total)),
          ...(w.name !== null && { outcome: w.name }),
          ...(w.below ? draft(w.below) : { payoff: w.payoff }),
        })),
      };
    };
    const readBack = (d: Draft, n: GameNode): void => {
      assert.equal(n.outcome, d.outcome ?? null);
      if (d.probability !== undefined) assert.deepEqual(n.probability, fromExact(d.probability as Rational));
      if (d.payoff !== undefined) assert.equal(n.payoff, d.payoff);
      assert.equal(n.children.length, d.children?.length ?? 0);
      d.children?.forEach((c, i) => readBack(c, n.children[i]));
    };
    fc.assert(
      fc.property(plan, (p) => {
        const root = draft(p);
        const text = writeGtree({ name: 'random chance', comment: [], settings: [], root });
        expectClean(text);
        readBack(root, model(text).root);
      }),
      { numRuns: 150 },
    );
  });

  it('writes a 20000-deep chain without recursion, its indentation capped', () => {
    let node: Draft = { payoff: 1 };
    for (let i = 0; i < 20000; i++) node = { move: 'm', children: [node] };
    const text = writeGtree({ name: 'chain', comment: [], settings: [], root: { label: 'top', children: [node] } });
    assert.ok(text.length < 4_000_000, `${text.length} characters`); // uncapped, the spaces alone would be 800 MB
    assert.equal(model(text).allNodes().length, 20002);
  });
});

/** A probability as the model holds it: a whole number as a number, anything else as a rational. */
const fromExact = (r: Rational): number | Rational => (r.den === 1n ? Number(r.num) : r);
