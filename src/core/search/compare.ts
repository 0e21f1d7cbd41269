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

/**
 * Runs every algorithm that can handle the tree (`unsupportedReason` is null), in the catalog's
 * order, with the tree's own settings. An algorithm that applies but stops (iterative
 * deepening without estimates, MTD(f) that does not converge) is listed with its message.
 * In a single-number tree, max^n's root tuple (v, −v) is shown as v, so the column compares.
 */
export function compareAlgorithms(tree: GameTree): Comparison[] {
  return ALGORITHM_NAMES.filter((name) => unsupportedReason(tree, name) === null).map((algorithm): Comparison => {
    const title = ALGORITHMS[algorithm].title;
    const outcome = run(tree, { algorithm, events: false });
    if (!outcome.ok) return { algorithm, title, ok: false, message: outcome.message };
    const { value, totals } = outcome.trace;
    return { algorithm, title, ok: true, value: tree.valueKind === 'scalar' && Array.isArray(value) ? (value as readonly Num[])[0] : value, totals };
  });
}
