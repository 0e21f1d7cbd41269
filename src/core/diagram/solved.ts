import type { GameNode } from '../model/model';
import type { Solution } from '../symbolic/solve';
import { boardSigns, cutConditionText, nodeSolutionLines, nodeValueTexts, searchedForSome } from '../output/unknown-text';

/*
 * A tree with an unknown leaf has no single run: its diagram draws the tree solved over the
 * unknown's whole range, as a teacher draws it on the board for "for which x is this edge cut?".
 */

/** What the drawing of a solved tree shows at one node. */
export interface SolvedNode {
  /** The value written in the node: an inner node's simplest expression over the range (`min(x, 4)`, `3`), the unknown's name at its leaf; null where the payoff is drawn as given or the node is never searched. */
  readonly value: string | null;
  /** The most visits any value of the unknown gives it: a node drawn faded is one no value ever searches. */
  readonly visits: number;
  /** The edge from the parent is cut for some value. */
  readonly cut: 0 | 1;
  /** The condition drawn by the node when its edge is cut for some values only (`x ≤ 3`); null when never or always cut (a stroke says that alone). */
  readonly when: string | null;
  /** The node's lines as the editor's hover says them (nodeSolutionLines), one a line. */
  readonly note: string;
}

export function solvedNode(solution: Solution, node: GameNode): SolvedNode {
  const unknown = solution.unknown;
  const inner = node.children.length > 0;
  const isUnknown = unknown.leaves.some((leaf) => leaf.id === node.id);
  const searched = searchedForSome(solution, node);
  const condition = node.parent === null ? null : cutConditionText(solution, node);
  return {
    value: isUnknown ? unknown.name : inner && searched ? drawnValue(solution, node) : null,
    visits: Math.max(0, ...solution.traces.map((t) => t.rec.visitsOf(node.id))),
    cut: condition === null ? 0 : 1,
    when: condition === null || condition === 'always' ? null : boardSigns(condition),
    note: nodeSolutionLines(solution, node).join('\n'),
  };
}

/** The value over the range, or what the search returns in pieces where that is not it (a bound where it prunes below). */
function drawnValue(solution: Solution, node: GameNode): string {
  const { short, returned } = nodeValueTexts(solution, node);
  return returned === null ? short : returned.drawn;
}
