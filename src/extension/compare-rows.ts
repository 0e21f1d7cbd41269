/** The comparison of the algorithms as the diagram panel's table shows it (plain data, numbers formatted as in the diagram). */
import { compareAlgorithms, displayValue, type GameTree } from '../core';
import type { CompareRow, ToWebview } from '../shared/messages';

export type CompareMessage = Extract<ToWebview, { type: 'compare' }>;

export function compareMessageOf(tree: GameTree): CompareMessage {
  const rows = compareAlgorithms(tree).map((c): CompareRow => {
    if (!c.ok) return { title: c.title, message: c.message };
    const { calls, leafEvals, cuts, researches } = c.totals;
    return { title: c.title, value: displayValue(c.value, tree.numberStyle), calls, leafEvals, cuts, researches };
  });
  return { type: 'compare', title: tree.name === null ? 'this tree' : `"${tree.name}"`, rows };
}
