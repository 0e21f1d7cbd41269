// Search throughput per algorithm (calls per second) on uniform random trees of about
// 10^4, 10^5 and 10^6 nodes, the cost of the JSON, and `gtree run --json` end to end.
// Figures only: nothing here asserts on timings.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkText, run, traceJsonText, type AlgorithmName, type GameTree } from '../src/core';
import { ALGORITHM_NAMES as ALGORITHMS } from '../src/core/model/algorithm-names';
import { median } from './stats';

const SIZES = [4, 5, 6]; // depth of a branching-10 tree: 11 111, 111 111, 1 111 111 nodes

/** A uniform tree with integer leaves and an estimate on every internal node (iterative deepening needs them). */
export function uniformTree(branching: number, depth: number, seed: number): string {
  let x = seed;
  const next = (): number => {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    return (x % 201) - 100;
  };
  const parts: string[] = ['R'];
  const write = (level: number): void => {
    if (level === depth) {
      parts.push(String(next()));
      return;
    }
    parts.push(`~${next()} [`);
    for (let i = 0; i < branching; i++) write(level + 1);
    parts.push(']');
  };
  write(0);
  return parts.join(' ');
}

/** Median and fastest of `runs` timed runs after a warm-up, in ms. */
function time(fn: () => void, runs: number): { median: number; best: number } {
  // The previous row's garbage is collected first, so that a row is not billed for the
  // full-heap marking the row before it started (minimax's 10^6 traces did that to alpha-beta).
  globalThis.gc?.();
  fn(); // warm-up
  const ms: number[] = [];
  // No gc() between the runs of a row: a forced full collection shrinks the young generation and
  // makes the next search (which allocates a generator per call) measurably slower.
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    ms.push(performance.now() - t);
  }
  return { median: median(ms), best: Math.min(...ms) };
}

function searchRow(tree: GameTree, algorithm: AlgorithmName, order: string, events: boolean, runs: number): string {
  const first = run(tree, { algorithm, events });
  if (!first.ok) return `${algorithm.padEnd(11)} ${first.message}`;
  const calls = first.trace.totals.calls;
  const { median: ms, best } = time(() => run(tree, { algorithm, events }), runs);
  const rate = (t: number): string => (calls / t / 1000).toFixed(2).padStart(9);
  return `${algorithm.padEnd(11)} ${order.padEnd(11)} ${String(events).padEnd(6)} ${String(tree.allNodes().length).padStart(9)} ${String(calls).padStart(9)} ${ms.toFixed(1).padStart(9)} ${rate(ms)} ${rate(best)}`;
}

export function benchSearch(): void {
  console.log('\n== search: calls per second (run() end to end, recorder included; median and best of runs after a warm-up) ==');
  console.log('target: alphabeta on the 10^6-node tree at least 5 M calls/s');
  console.log(
    `${'algorithm'.padEnd(11)} ${'order'.padEnd(11)} ${'events'.padEnd(6)} ${'nodes'.padStart(9)} ${'calls'.padStart(9)} ${'ms median'.padStart(9)} ${'M calls/s'.padStart(9)} ${'best'.padStart(9)}`,
  );
  let tree100k: { text: string; tree: GameTree } | null = null;
  for (const depth of SIZES) {
    const text = uniformTree(10, depth, 42);
    const tree = checkText(text).trees[0].model!;
    if (depth === 5) tree100k = { text, tree };
    const runs = depth === 6 ? 7 : 9;
    for (const algorithm of ALGORITHMS) console.log(searchRow(tree, algorithm, 'written', false, runs));
    // Worst-first ordering makes alpha-beta visit far more of the tree: a fairer per-call figure.
    console.log(searchRow(treeWithOrder(text, 'worst-first'), 'alphabeta', 'worst-first', false, runs));
    console.log(searchRow(tree, 'alphabeta', 'written', true, runs));
  }
  if (tree100k) benchJson(tree100k.text, tree100k.tree);
}

function treeWithOrder(text: string, order: string): GameTree {
  return checkText(`order: ${order}\n${text}`).trees[0].model!;
}

function benchJson(text: string, tree: GameTree): void {
  console.log(`\n== JSON of a ${tree.allNodes().length}-node minimax trace ==`);
  const outcome = run(tree, { algorithm: 'minimax', events: false });
  if (!outcome.ok) return;
  const search = time(() => run(tree, { algorithm: 'minimax', events: false }), 5).median;
  const json = time(() => traceJsonText(outcome.trace), 5).median;
  console.log(`search ${search.toFixed(1)} ms, traceJsonText ${json.toFixed(1)} ms (ratio JSON/search ${(json / search).toFixed(2)})`);

  const dir = mkdtempSync(join(tmpdir(), 'gtree-bench-'));
  try {
    const file = join(dir, 'tree.gtree');
    writeFileSync(file, text);
    const cli = join(__dirname, 'cli.js');
    const ms = time(() => execFileSync(process.execPath, [cli, 'run', file, '--json'], { maxBuffer: 1 << 30 }), 3).median;
    console.log(
      `gtree run --json on ${tree.allNodes().length} nodes (${(text.length / 1e6).toFixed(2)} MB), end to end in a new process: ${ms.toFixed(0)} ms (target < 1000 ms)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
