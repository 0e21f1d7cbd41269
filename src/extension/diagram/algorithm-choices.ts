/**
 * The Algorithm… quick pick's list: the algorithms Compare's table runs (comparableAlgorithms),
 * in the catalog's order, and a line naming each one left out with its reason. Plain data, so
 * that both lists can be checked to agree without VS Code.
 */
import { ALGORITHMS, ALGORITHM_NAMES, comparableAlgorithms, unsupportedReason, type AlgorithmName, type GameTree } from '../../core';

export interface AlgorithmChoice {
  readonly label: string;
  readonly description: string;
  readonly detail: string;
  readonly algorithm: AlgorithmName;
}

export function algorithmChoices(tree: GameTree): { items: AlgorithmChoice[]; leftOut: string | undefined } {
  const items = comparableAlgorithms(tree).map((a) => ({
    label: ALGORITHMS[a].title,
    description: a === tree.settings.algorithm ? `${a} · this tree's algorithm` : a,
    detail: ALGORITHMS[a].description,
    algorithm: a,
  }));
  const reasons = ALGORITHM_NAMES.filter((a) => !items.some((item) => item.algorithm === a)).map((a) => unsupportedReason(tree, a));
  return { items, leftOut: reasons.length ? `${items.length} of ${ALGORITHM_NAMES.length} algorithms apply. ${reasons.join(' ')}` : undefined };
}
