// Exact values on the integer path: alpha-beta as the engine runs it (every comparison and max
// through src/core/model/num.ts, which keeps safe integers as JS numbers) against the same search in
// plain float arithmetic (the engine before values were exact, kept here only as the baseline),
// in the same process on the same trees and the same SearchContext and recorder, runs
// interleaved A, B, A, B … so that drift of a shared machine hits both. The recorder's own
// `typeof` check on whole values is common to both sides and not in the difference.
// Figures only: nothing here asserts on timings.
import { performance } from 'node:perf_hooks';
import { checkText, MAX, type GameNode, type GameTree } from '../src/core';
import { alphabeta } from '../src/core/search/algorithms/alphabeta';
import { SearchContext } from '../src/core/search/context';
import { drive, type Search } from '../src/core/search/drive';
import { searchOrder } from '../src/core/search/order';
import { uniformTree } from './search';
import { median } from './stats';

/** The float baseline: alphabeta.ts with `number` values (Math.max, `v - score || 0`, `alpha >= beta`). */
function* floatAlphabeta(ctx: SearchContext, node: GameNode, alpha: number, beta: number, ply: number): Search<number> {
  const leaf = (n: GameNode): number => ctx.terminal(n, alpha, beta) as number;
  if (ctx.isTerminal(node, ply)) return leaf(node);
  const s = ctx.enter(node, alpha, beta);
  const children = ctx.expand(node, s);
  const maxMoves = node.player === MAX;
  let score = maxMoves ? -Infinity : Infinity;
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    const v: number = ctx.isTerminal(c, ply + 1) ? leaf(c) : yield floatAlphabeta(ctx, c, alpha, beta, ply + 1);
    ctx.offer(s, (maxMoves ? v - score : score - v) || 0, c);
    if (maxMoves) {
      score = Math.max(score, v);
      alpha = Math.max(alpha, score);
    } else {
      score = Math.min(score, v);
      beta = Math.min(beta, score);
    }
    // The float test first; the context's own (exact) test then records the prune.
    if (alpha >= beta && ctx.cutsOff(s, children, i + 1, alpha, beta)) break;
  }
  return ctx.leave(s, score) as number;
}

function abRow(name: string, tree: GameTree, runs: number): void {
  const order = searchOrder(tree, tree.settings.order);
  const context = (): SearchContext =>
    new SearchContext(tree, {
      depth: null,
      order,
      events: false,
      prunes: true,
      view: 'max',
      hard: false,
      window: [-Infinity, Infinity],
      nullWindow: 1,
      prune: 'on-equal',
      mtdfPasses: 1, // no MTD(f) here
    });
  const exact = (): unknown => drive(alphabeta(context(), tree.root, -Infinity, Infinity, 0));
  const float = (): unknown => drive(floatAlphabeta(context(), tree.root, -Infinity, Infinity, 0));
  if (exact() !== float()) throw new Error(`bench exact: the two searches disagree on ${name}`);
  const calls = (() => {
    const ctx = context();
    drive(alphabeta(ctx, tree.root, -Infinity, Infinity, 0));
    return ctx.rec.calls;
  })();
  globalThis.gc?.();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [fn, out] of i % 2 === 0
      ? ([
          [exact, a],
          [float, b],
        ] as const)
      : ([
          [float, b],
          [exact, a],
        ] as const)) {
      const t = performance.now();
      fn();
      out.push(performance.now() - t);
    }
  }
  const [ma, mb] = [median(a), median(b)];
  const [ba, bb] = [Math.min(...a), Math.min(...b)];
  const rate = (ms: number): string => (calls / ms / 1000).toFixed(2);
  console.log(
    `${name.padEnd(30)} ${String(calls).padStart(7)} ${ma.toFixed(1).padStart(9)} ${rate(ma).padStart(6)} ${mb.toFixed(1).padStart(9)} ${rate(mb).padStart(6)} ${(ma / mb).toFixed(3).padStart(6)} ${(ba / bb).toFixed(3).padStart(6)}`,
  );
}

export function benchExact(): void {
  console.log('\n== exact values: alphabeta on integer trees, exact (num.ts) vs float baseline, same run, interleaved ==');
  console.log('target: ratio exact/float (of the medians, and of the best runs) at most about 1: no slowdown on integer trees');
  console.log(
    `${'tree'.padEnd(30)} ${'calls'.padStart(7)} ${'exact ms'.padStart(9)} ${'M/s'.padStart(6)} ${'float ms'.padStart(9)} ${'M/s'.padStart(6)} ${'median'.padStart(6)} ${'best'.padStart(6)}`,
  );
  for (const depth of [5, 6]) {
    const text = uniformTree(10, depth, 42);
    const runs = depth === 6 ? 21 : 41;
    abRow(`uniform 10^${depth}, written order`, checkText(text).trees[0].model!, runs);
    abRow(`uniform 10^${depth}, worst-first`, checkText(`order: worst-first\n${text}`).trees[0].model!, runs);
  }
}
