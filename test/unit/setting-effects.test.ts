import { strict as assert } from 'node:assert';
import { ALGORITHM_NAMES, checkText, generateTree, RANDOM_DEFAULTS, run, traceJsonText, type AlgorithmName } from '../../src/core';

/*
 * A setting never does nothing silently: for every setting × every algorithm, either the
 * setting changes the run on some tree (its JSON trace differs from the run without the
 * line, or an error says the tree cannot be run so), or the file gets a 'setting-no-effect'
 * warning on that line — and then the run is the same with and without it on every tree
 * tried, so the warning is never wrong.
 */

/** A value for each setting that differs from its default; `algorithm` is the table's other axis. */
const SETTINGS: readonly (readonly [key: string, value: string])[] = [
  ['root', 'min'],
  // Two names only name the sides (for `root:` and `@Name`, tested with the parser); three change every run.
  ['players', 'Ana Bo Cy'],
  ['depth', '1'],
  ['fail', 'hard'],
  ['window', '[4, 10]'],
  ['nullwindow', '3'],
  ['guess', '7'],
  ['delta', '3'],
  ['order', 'best-first'],
  ['prefer', 'b'],
  ['ties', 'last'],
  ['prune', 'strict'],
  ['bounds', '[-5, 30]'],
  ['reorder', 'none'],
];

/** Trees with estimates on every inner node (for `depth`), moves a, b, c, and ties at the root (for `prefer`, `ties`). */
const TREES: readonly string[] = [
  // The lecture's alpha-beta tree.
  'A ~3 [ a -> B ~4 [ a -> 3  b -> 12  c -> 8 ]  b -> C ~2 [ a -> 2  b -> 4  c -> 6 ]  c -> D ~5 [ a -> 14  b -> 5  c -> 2 ] ]',
  // B and C tie at 5: the tie rules pick the principal variation.
  'A ~0 [ a -> B ~1 [ a -> 5  b -> 7 ]  b -> C ~1 [ a -> 7  b -> 5 ] ]',
  // The tied root: C's second leaf is cut as soon as α = β = 10, and searched under prune: strict (B looks better, so iterative deepening keeps it first).
  'A ~0 [ a -> B ~3 [ 10 ]  b -> C ~2 [ a -> 10  b -> 0 ] ]',
  // A chance node: expectimax averages, the others refuse the tree.
  'A ~0 [ a -> chance B ~1 [ 1/2 -> 4  1/2 -> 6 ]  b -> C ~2 [ a -> 5  b -> 5 ] ]',
  // A deeper tree where a wider null window and a far guess change negascout's and MTD(f)'s searches.
  'A ~0 [ a -> B ~9 [ a -> E ~2 [ 10 1 ]  b -> F ~3 [ 2 9 ] ]  b -> C ~4 [ a -> G ~1 [ 4 8 ]  b -> H ~6 [ 6 3 ] ]  c -> D ~2 [ a -> I ~5 [ 7 0 ]  b -> 5 ] ]',
  ...[1, 2, 3, 4].map(randomTree),
];

function randomTree(seed: number): string {
  const made = generateTree({ kind: 'random', ...RANDOM_DEFAULTS, seed, low: 0, high: 9 });
  assert.ok(made.ok, `random tree ${seed}`);
  // The generated file's tree body, without its comment and header lines.
  return made.text.replace(/^#.*\n/gm, '');
}

/** Star1 and Star2 need the leaves' bounds: every tree gets them, unless the line tried gives its own. */
const basics = (algorithm: AlgorithmName, line: string | null): string[] => [
  `algorithm: ${algorithm}`,
  ...((algorithm === 'star1' || algorithm === 'star2') && !line?.startsWith('bounds:') ? ['bounds: [0, 20]'] : []),
];

/** The JSON trace of `tree` under `algorithm`, with `line` added, or null when the algorithm cannot run it. */
function traceWith(tree: string, algorithm: AlgorithmName, line: string | null): string | null {
  const text = [...basics(algorithm, line), ...(line ? [line] : []), tree].join('\n');
  const model = checkText(text).trees[0].model;
  if (!model) return null;
  const outcome = run(model, { events: false });
  return outcome.ok ? traceJsonText(outcome.trace) : null;
}

const idleWarning = (algorithm: AlgorithmName, line: string, tree: string) =>
  checkText([...basics(algorithm, line), line, tree].join('\n')).diagnostics.find((d) => d.code === 'setting-no-effect');

describe('no silent settings: every setting × every algorithm', () => {
  for (const algorithm of ALGORITHM_NAMES) {
    for (const [key, value] of SETTINGS) {
      const line = `${key}: ${value}`;
      it(`${algorithm} × ${line}: changes the run, or says it does not`, () => {
        const runs = TREES.map((tree) => ({ tree, without: traceWith(tree, algorithm, null), with: traceWith(tree, algorithm, line) }));
        // A setting that makes the tree unrunnable (three players for a two-player algorithm) changes the run loudly: with an error.
        const ran = runs.filter((r) => r.without !== null);
        assert.ok(ran.length >= 3, `${algorithm} ran on ${ran.length} trees`);
        const warned = ran.filter((r) => idleWarning(algorithm, line, r.tree));
        const changed = ran.filter((r) => r.with !== r.without);
        for (const r of warned) assert.equal(r.with, r.without, `warned, yet the run changed on ${r.tree}`);
        if (warned.length === 0) assert.ok(changed.length > 0, `no warning, and the run is the same on every tree`);
      });
    }
  }
});
