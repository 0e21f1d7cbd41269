// A tree with an unknown leaf in the extension host: what the lens and the status bar (solveUnknown and
// solutionBrief, src/extension/host/describe.ts), the hover (solveUnknown again) and the diagram panel
// (diagramOf solved over the range, unknownPracticeDiagram on a sheet, then Next step) compute on the
// host's thread, on random alpha-beta trees made as `gtree new random --unknown` makes them, of about
// 1 000 and 5 000 nodes. solveUnknown keeps each tree version's solution, so every figure but the
// hover's is on a new version (parsed again before each timing, untimed), as after an edit; the hover's
// is a second ask on one version. A frame is 16 ms: work above it blocks the editor that long. Figures
// only: nothing here asserts on timings.
import { performance } from 'node:perf_hooks';
import {
  checkText,
  diagramOf,
  generateTree,
  run,
  solutionBrief,
  solveUnknown,
  treeExpression,
  unknownNextStep,
  unknownPracticeDiagram,
  withUnknownLeaf,
  type GameTree,
} from '../src/core';
import { clampOf, simplest } from '../src/core/symbolic/expression';
import { median } from './stats';

const RUNS = 7;

/** The text of a random alpha-beta tree with every inner node of `branching` children to `depth`, one leaf left as x. */
function unknownText(depth: number, branching: number, seed: number): string {
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
  return unknown.text;
}

/** A new version of the tree: the text parsed again (a new tree object, with nothing solved yet). */
function parsed(text: string): GameTree {
  const tree = checkText(text).trees[0]?.model;
  if (!tree?.unknown) throw new Error('the tree has no unknown leaf');
  return tree;
}

/** The median of `RUNS` timings of `work` on the tree `version` gives (untimed), in ms, after one run to warm up. */
function timed(version: () => GameTree, work: (tree: GameTree) => unknown): number {
  work(version());
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const tree = version();
    globalThis.gc?.();
    const start = performance.now();
    work(tree);
    ms.push(performance.now() - start);
  }
  return median(ms);
}

export function benchUnknowns(): void {
  console.log(`\nunknowns: host-thread work on a tree with an unknown leaf (median of ${RUNS}, ms; a frame is 16 ms)`);
  console.log('  nodes   samples   lens (solve + brief)   of which: runs   simplest form   hover (kept)   solved diagram   practice sheet   sheet + Next step');
  for (const [depth, branching] of [
    [6, 3],
    [6, 4],
  ] as const) {
    const text = unknownText(depth, branching, 7);
    const tree = parsed(text);
    const fresh = (): GameTree => parsed(text);
    const solved = solveUnknown(tree, { algorithm: tree.settings.algorithm });
    if (!solved.ok) throw new Error(solved.message);
    const lens = timed(fresh, (t) => {
      const s = solveUnknown(t, { algorithm: t.settings.algorithm });
      return s.ok ? solutionBrief(s.solution) : null;
    });
    const runs = timed(fresh, (t) => solved.solution.samples.map((x) => run(t, { events: false, unknownValue: x })));
    const simplified = timed(fresh, (t) => simplest(clampOf(treeExpression(t)), t.unknown!.low, t.unknown!.high));
    const hover = timed(
      () => tree,
      (t) => solveUnknown(t),
    );
    const diagram = timed(fresh, (t) => diagramOf(t, null, null, undefined, null));
    const sheet = timed(fresh, (t) => unknownPracticeDiagram(t, { checked: true, solutionShown: false, announcement: null }));
    const nextStep = timed(fresh, (t) => [unknownPracticeDiagram(t, { checked: true, solutionShown: false, announcement: null }), unknownNextStep(t)]);
    const row = [tree.size, solved.solution.samples.length, lens, runs, simplified, hover, diagram, sheet, nextStep];
    const widths = [7, 9, 22, 16, 15, 14, 16, 16, 19];
    console.log(row.map((v, i) => (i < 2 ? String(v) : v.toFixed(1)).padStart(widths[i])).join(' '));
  }
}
