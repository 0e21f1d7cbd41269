import { checkText, run, runState, type AlgorithmName, type RunState } from '../../core';
import { solvedBrief, type Brief } from './describe';

/** The run of tree `treeIndex` of `text` with `algorithm` (null: its own), as plain data; null when the tree has errors or is not there. */
export function runText(text: string, treeIndex: number, algorithm: AlgorithmName | null): RunState | null {
  const tree = checkText(text).trees[treeIndex]?.model;
  return tree ? runState(run(tree, { algorithm: algorithm ?? tree.settings.algorithm })) : null;
}

/** The solution in brief of tree `treeIndex` of `text` over its unknown's range, with `algorithm` (null: its own); null when there is none. */
export function solveText(text: string, treeIndex: number, algorithm: AlgorithmName | null): Brief {
  const tree = checkText(text).trees[treeIndex]?.model;
  return tree ? solvedBrief(tree, algorithm ?? tree.settings.algorithm) : null;
}
