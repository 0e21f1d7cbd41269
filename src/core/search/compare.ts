import { ALGORITHM_NAMES, type AlgorithmName } from '../model/algorithm-names';
import { ALGORITHMS } from './catalog';
import type { GameTree } from '../model/model';
import type { Num } from '../model/num';
import type { Value } from './recorder';
import { run } from './run';
import type { Totals } from './trace';
import { unsupportedReason } from './capabilities';

/** One algorithm's run on a tree: the root value (MAX's view) and the totals, or why it could not run. */
export type Comparison =
  | { readonly algorithm: AlgorithmName; readonly title: string; readonly ok: true; readonly value: Value; readonly totals: Totals }
  | { readonly algorithm: AlgorithmName; readonly title: string; readonly ok: false; readonly message: string };

/** The algorithms that can handle the tree (`unsupportedReason` is null), in the catalog's order. */
export const comparableAlgorithms = (tree: GameTree): AlgorithmName[] => ALGORITHM_NAMES.filter((name) => unsupportedReason(tree, name) === null);

/**
 * One algorithm's run with the tree's own settings. An algorithm that applies but stops
 * (iterative deepening without estimates, MTD(f) that does not converge) gives its message.
 * In a single-number tree, max^n's root tuple (v, −v) is shown as v, so the column compares.
 */
export function compareOne(tree: GameTree, algorithm: AlgorithmName): Comparison {
  const title = ALGORITHMS[algorithm].title;
  const outcome = run(tree, { algorithm, events: false });
  if (!outcome.ok) return { algorithm, title, ok: false, message: outcome.message };
  const { value, totals } = outcome.trace;
  return { algorithm, title, ok: true, value: tree.valueKind === 'scalar' && Array.isArray(value) ? (value as readonly Num[])[0] : value, totals };
}

/** Every comparable algorithm's run (the CLI's `compare`); the extension runs them one at a time with compareOne. */
export const compareAlgorithms = (tree: GameTree): Comparison[] => comparableAlgorithms(tree).map((algorithm) => compareOne(tree, algorithm));
