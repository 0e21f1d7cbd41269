/**
 * The comparison of the algorithms as the diagram panel's table shows it (plain data, numbers
 * formatted as in the diagram), made one algorithm at a time so that whoever makes it can stop
 * between algorithms: to answer its other messages (the web host) or to report progress (the thread).
 */
import { checkText, comparableAlgorithms, compareOne, displayValue, type AlgorithmName, type GameTree } from '../../core';
import type { CompareRow, ToWebview } from '../../shared/messages';

export type CompareMessage = Extract<ToWebview, { type: 'compare' }>;

/** A comparison made, or why there is none (the tree has errors, or there is no such tree). */
export type CompareResult = { readonly ok: true; readonly message: CompareMessage } | { readonly ok: false; readonly problem: string };

/** A comparison under way: the algorithms it runs, in the catalog's order, and the row of each (run when asked for). */
export interface Comparing {
  readonly algorithms: readonly AlgorithmName[];
  row(algorithm: AlgorithmName): CompareRow;
  /** The message of the rows, in the order of `algorithms`. */
  message(rows: readonly CompareRow[]): CompareMessage;
}

/** The comparison of `tree`, as the core's compareOne runs each algorithm (the CLI's `compare`), formatted for the table. */
export function comparing(tree: GameTree): Comparing {
  return {
    algorithms: comparableAlgorithms(tree),
    row(algorithm) {
      const c = compareOne(tree, algorithm);
      if (!c.ok) return { title: c.title, message: c.message };
      const { calls, leafEvals, cuts, researches } = c.totals;
      return { title: c.title, value: displayValue(c.value, tree.numberStyle), calls, leafEvals, cuts, researches };
    },
    message: (rows) => ({ type: 'compare', title: tree.name === null ? 'this tree' : `"${tree.name}"`, rows }),
  };
}

/** Why tree `treeIndex` of a parse cannot be compared, or null when it can. */
export function compareProblem(trees: readonly { readonly model: GameTree | null }[], treeIndex: number): string | null {
  if (treeIndex >= trees.length) return `There is no tree ${treeIndex + 1} in this file any more.`;
  return trees[treeIndex].model ? null : 'This tree has errors: fix them to compare the algorithms.';
}

/** The whole comparison of tree `treeIndex` of `text`, at once (the worker thread's, and the host's when the thread is gone). */
export function compareText(text: string, treeIndex: number, done?: (count: number, total: number) => void): CompareResult {
  const trees = checkText(text).trees;
  const problem = compareProblem(trees, treeIndex);
  if (problem !== null) return { ok: false, problem };
  const c = comparing(trees[treeIndex].model!);
  const rows = c.algorithms.map((algorithm, i) => {
    const row = c.row(algorithm);
    done?.(i + 1, c.algorithms.length);
    return row;
  });
  return { ok: true, message: c.message(rows) };
}
