import { checkText, run, runState, type AlgorithmName, type RunState } from '../../core';

/** The run of tree `treeIndex` of `text` with `algorithm` (null: its own), as plain data; null when the tree has errors or is not there. */
export function runText(text: string, treeIndex: number, algorithm: AlgorithmName | null): RunState | null {
  const tree = checkText(text).trees[treeIndex]?.model;
  return tree ? runState(run(tree, { algorithm: algorithm ?? tree.settings.algorithm })) : null;
}
