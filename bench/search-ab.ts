// A/B of the search: calls per second of each algorithm, this checkout's core against the core of a
// git revision (default `main`), both loaded into this one process and timed in alternation
// run by run (A B, then B A, ...), so that a busy shared machine slows both sides alike.
// `node --expose-gc dist/bench.js search-ab [--base REV]`, GTREE_AB_ALGORITHMS=alphabeta,negamax for
// some rows only (an A/A check: `--base HEAD` on a clean
// checkout should print ratios near 1.00). Figures only: nothing here asserts on timings.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type * as core from '../src/core';
import type { AlgorithmName } from '../src/core';
import { uniformTree } from './search';
import { median } from './stats';

/** What the bench needs of a core: reading a tree and running an algorithm on it. */
type Core = Pick<typeof core, 'checkText' | 'run'>;

/** The algorithms of the windowed search family (and plain negamax), each on a tree where it makes many calls; iterative deepening with its iterations' records added up. */
const ROWS: readonly { algorithm: AlgorithmName; order: string; depth: number }[] = [
  { algorithm: 'alphabeta', order: 'written', depth: 6 },
  { algorithm: 'alphabeta', order: 'worst-first', depth: 5 },
  { algorithm: 'negamax', order: 'written', depth: 5 },
  { algorithm: 'negamax-ab', order: 'written', depth: 6 },
  { algorithm: 'negascout', order: 'written', depth: 6 },
  { algorithm: 'negamax-tt', order: 'written', depth: 6 },
  { algorithm: 'iterative', order: 'written', depth: 5 },
];
/** How long a row alternates its two sides (whole pairs of runs, at least MIN_PAIRS of them). */
const ROW_MS = 5000;
const MIN_PAIRS = 20;

/** The core of `rev`, or of this working tree when `rev` is null, bundled on its own (both sides alike) and loaded. */
function coreAt(rev: string | null): Core {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-ab-'));
  try {
    if (rev !== null) {
      execFileSync('git', ['archive', '--format=tar', '-o', join(dir, 'src.tar'), rev, 'src']);
      execFileSync('tar', ['-xf', join(dir, 'src.tar'), '-C', dir]);
    }
    const outfile = join(dir, 'core.js');
    // esbuild stays external to the bench bundle (scripts/build.mjs); it is a devDependency.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('esbuild') as typeof import('esbuild')).buildSync({
      entryPoints: [join(rev === null ? process.cwd() : dir, 'src/core/index.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      outfile,
      logLevel: 'warning',
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(outfile) as Core;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One side of a row: its tree (read by its own core) and the calls one run makes. */
interface Side {
  readonly core: Core;
  readonly tree: core.GameTree;
  readonly calls: number;
  /** It searches a tree its own core read (not the shared one). */
  readonly own: boolean;
}

/**
 * A side that searches `tree`: both sides get the very tree object B's core read, as long as A's
 * core can search it (the model is the same in both), because where a big tree lies in the heap
 * is a difference of its own (an A/A of identical code with a tree per side ran plain negamax
 * about 15 % slower on the tree read second). Otherwise A reads its own.
 */
function sideOf(searcher: Core, tree: core.GameTree, text: string, algorithm: AlgorithmName): Side | string {
  let outcome: ReturnType<Core['run']> | null = null;
  try {
    outcome = searcher.run(tree, { algorithm, events: false });
  } catch {
    // A's model differs: A reads its own tree below.
  }
  if (outcome === null || !outcome.ok) {
    const own = searcher.checkText(text).trees[0].model!;
    const again = searcher.run(own, { algorithm, events: false });
    return again.ok ? { core: searcher, tree: own, calls: again.trace.totals.calls, own: true } : again.message;
  }
  return { core: searcher, tree, calls: outcome.trace.totals.calls, own: false };
}

/** CPU time of this process so far, in ms: unlike the clock it does not run on while other processes have the core. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * One run of `side`, in calls per CPU second (millions). CPU time, not the clock: on a shared
 * machine the clock also counts the time other processes hold the core, which is noise to an A/B
 * of the same work.
 */
function rate(side: Side, algorithm: AlgorithmName): number {
  const t = cpuMs();
  side.core.run(side.tree, { algorithm, events: false });
  return side.calls / (cpuMs() - t) / 1000;
}

/** The `q`-quantile of `xs` (0.5: the median). */
function quantile(xs: readonly number[], q: number): number {
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function benchSearchAb(rev: string): void {
  console.log(
    `\n== search A/B: calls per CPU second, A = ${rev}, B = this working tree (each core bundled on its own); runs alternating A B, B A, ... for ${ROW_MS / 1000} s a row; medians; B/A: the median of the pairs' ratios and its quartiles; then the best run of each side ==`,
  );
  let base: Core;
  let current: Core;
  try {
    current = coreAt(null);
    base = coreAt(rev);
  } catch (e) {
    console.log(`cannot build the core of '${rev}': ${(e as Error).message.split('\n')[0]}`);
    return;
  }
  console.log(
    `${'algorithm'.padEnd(11)} ${'order'.padEnd(11)} ${'nodes'.padStart(9)} ${'calls'.padStart(9)} ${'pairs'.padStart(5)} ${'A M/s'.padStart(7)} ${'B M/s'.padStart(7)} ${'B/A'.padStart(5)} ${'quartiles'.padStart(12)} ${'best A'.padStart(7)} ${'best B'.padStart(7)} ${'B/A'.padStart(5)}`,
  );
  const only = process.env.GTREE_AB_ALGORITHMS?.split(',') ?? null;
  for (const { algorithm, order, depth } of ROWS) {
    if (only !== null && !only.includes(algorithm)) continue;
    const text = `order: ${order}\n${uniformTree(10, depth, 42)}`;
    const tree = current.checkText(text).trees[0].model!;
    const b = sideOf(current, tree, text, algorithm);
    const a = sideOf(base, tree, text, algorithm);
    if (typeof a === 'string' || typeof b === 'string') {
      console.log(`${algorithm.padEnd(11)} ${typeof a === 'string' ? a : b}`);
      continue;
    }
    if (a.calls !== b.calls) console.log(`${algorithm}: A makes ${a.calls} calls, B ${b.calls}: not the same search`);
    if (a.own) console.log(`${algorithm}: A cannot search B's tree and reads its own (the heap layout differs)`);
    for (let i = 0; i < 3; i++) {
      rate(a, algorithm); // warm-up
      rate(b, algorithm);
    }
    // The previous row's garbage is collected first; no gc() between runs (a forced full
    // collection shrinks the young generation and slows the next search).
    globalThis.gc?.();
    const ratesA: number[] = [];
    const ratesB: number[] = [];
    const ratios: number[] = [];
    // Run by run: A B, then B A, ..., so that both sides meet the same moments of a busy machine.
    const end = performance.now() + ROW_MS;
    while (ratios.length < MIN_PAIRS || performance.now() < end) {
      const aFirst = ratios.length % 2 === 0;
      const first = rate(aFirst ? a : b, algorithm);
      const second = rate(aFirst ? b : a, algorithm);
      const [rateA, rateB] = aFirst ? [first, second] : [second, first];
      ratesA.push(rateA);
      ratesB.push(rateB);
      ratios.push(rateB / rateA);
    }
    const bestA = Math.max(...ratesA);
    const bestB = Math.max(...ratesB);
    console.log(
      `${algorithm.padEnd(11)} ${order.padEnd(11)} ${String(b.tree.size).padStart(9)} ${String(b.calls).padStart(9)} ${String(ratios.length).padStart(5)} ${median(ratesA).toFixed(2).padStart(7)} ${median(ratesB).toFixed(2).padStart(7)} ${quantile(ratios, 0.5).toFixed(3).padStart(5)} ${`${quantile(ratios, 0.25).toFixed(3)}..${quantile(ratios, 0.75).toFixed(3)}`.padStart(12)} ${bestA.toFixed(2).padStart(7)} ${bestB.toFixed(2).padStart(7)} ${(bestB / bestA).toFixed(3).padStart(5)}`,
    );
  }
}
