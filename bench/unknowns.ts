// A tree with an unknown leaf in the extension host: what the lens and the status bar (solveUnknown and
// solutionBrief, src/extension/host/describe.ts), the hover (solveUnknown again) and the diagram panel
// (diagramOf solved over the range, unknownPracticeDiagram on a sheet) compute on the host's thread, on
// random alpha-beta trees made as `gtree new random --unknown` makes them, of about 1 000 and 5 000 nodes.
// A frame is 16 ms: work above it blocks the editor that long. Figures only: nothing here asserts on timings.
import { performance } from 'node:perf_hooks';
import {
  checkText,
  diagramOf,
  generateTree,
  run,
  solutionBrief,
  solveUnknown,
  treeExpression,
  unknownPracticeDiagram,
  withUnknownLeaf,
  type GameTree,
} from '../src/core';
import { clampOf, simplest } from '../src/core/symbolic/expression';
import { median } from './stats';

const RUNS = 7;

/** A random alpha-beta tree with every inner node of `branching` children to `depth`, one leaf left as x. */
function unknownTree(depth: number, branching: number, seed: number): GameTree {
  const made = generateTree({
    kind: 'random',
    algorithm: 'alphabeta',
    depth,
    minBranching: branching,
    maxBranching: branching,
    low: 0,
    high: 20,
    cutoff: null,
    seed,
  });
  if (!made.ok) throw new Error(made.message);
  const unknown = withUnknownLeaf(made.text, seed);
  if (!unknown.ok) throw new Error(unknown.message);
  const tree = checkText(unknown.text).trees[0]?.model;
  if (!tree?.unknown) throw new Error('the tree has no unknown leaf');
  return tree;
}

/** The median of `RUNS` timings of `work`, in ms, after one run to warm up. */
function timed(work: () => unknown): number {
  work();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    globalThis.gc?.();
    const start = performance.now();
    work();
    ms.push(performance.now() - start);
  }
  return median(ms);
}

export function benchUnknowns(): void {
  console.log(`\nunknowns: host-thread work on a tree with an unknown leaf (median of ${RUNS}, ms; a frame is 16 ms)`);
  console.log('  nodes   samples   lens (solve + brief)   of which: runs   simplest form   hover (solve)   solved diagram   practice sheet');
  for (const [depth, branching] of [
    [6, 3],
    [6, 4],
  ] as const) {
    const tree = unknownTree(depth, branching, 7);
    const solved = solveUnknown(tree, { algorithm: tree.settings.algorithm });
    if (!solved.ok) throw new Error(solved.message);
    const lens = timed(() => {
      const s = solveUnknown(tree, { algorithm: tree.settings.algorithm });
      return s.ok ? solutionBrief(s.solution) : null;
    });
    const runs = timed(() => solved.solution.samples.map((x) => run(tree, { events: false, unknownValue: x })));
    const simplified = timed(() => simplest(clampOf(treeExpression(tree)), tree.unknown!.low, tree.unknown!.high));
    const hover = timed(() => solveUnknown(tree));
    const diagram = timed(() => diagramOf(tree, null, null, undefined, null));
    const sheet = timed(() => unknownPracticeDiagram(tree, { checked: true, solutionShown: false, announcement: null }));
    const row = [tree.size, solved.solution.samples.length, lens, runs, simplified, hover, diagram, sheet];
    const widths = [7, 9, 22, 16, 15, 15, 16, 16];
    console.log(row.map((v, i) => (i < 2 ? String(v) : v.toFixed(1)).padStart(widths[i])).join(' '));
  }
}
