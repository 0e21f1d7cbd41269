import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { cmp, type Num } from '../../src/core';
import { traceOf, treeOf } from './search-helpers';

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
