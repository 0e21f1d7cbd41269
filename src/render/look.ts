/**
 * What each node shows at one moment: the final state of a run, or a replay step.
 * The drawing applies a list of looks in place, so a new `show` with the same shape
 * and every replay step cost the same small update, never a new drawing.
 */
import type { DiagramModel, DiagramNode, ShownValue, ShownWindow } from '../core/diagram/diagram';

export interface Look {
  readonly value: ShownValue | null;
  readonly window: ShownWindow | null;
  /** Strokes across the edge from the parent: 1 alpha-beta cut, 2 scout cut. */
  readonly cut: 0 | 1 | 2;
  /** On the principal variation (the edge from the parent is highlighted). */
  readonly pv: boolean;
  /** Never visited by the run. */
  readonly faded: boolean;
  /** Replay: not entered yet. */
  readonly pending: boolean;
  /** Replay: a leaf not visited yet, showing its payoff: the givens of the exercise are always on the drawing. */
  readonly given: boolean;
  /** Replay: the node of the current step. */
  readonly current: boolean;
  /** "R", "TT:exact", "R TT:lower" … or null. */
  readonly badge: string | null;
}

/** "R" for a re-searched node, "TT:exact" etc. for a table hit (a miss is the usual case and is not marked). */
export function badgeOf(researched: boolean, tt: string | null): string | null {
  // No arrays: a values-only redraw asks this of every node (sameSizes in geometry.ts).
  const table = tt && tt !== 'miss' ? `TT:${tt}` : null;
  if (!researched) return table;
  return table === null ? 'R' : `R ${table}`;
}

/**
 * A node's badge after the run: its re-search and table marks; in a tree solved over its
 * unknown's range, the condition under which its edge is cut (`x ≤ 3`), by the struck node
 * rather than on the edge, where a fan of leaves has no room for it.
 */
export const nodeBadge = (n: DiagramNode): string | null => badgeOf(n.researched, n.tt) ?? n.solved?.when ?? null;

/**
 * The diagram as sent: values, windows and marks after the whole run. While practising (the
 * solution not on show) nothing of the run's path is drawn: no principal variation, no faded
 * subtree (which would point at the cuts), no re-search or table marks.
 */
export function finalLooks(diagram: DiagramModel): Look[] {
  const practising = diagram.practice !== null && !diagram.practice.solutionShown;
  const ran = diagram.algorithm !== null && !practising;
  return diagram.nodes.map((n) => ({
    value: n.value,
    window: n.window,
    cut: n.cut,
    pv: ran && n.pv,
    faded: ran && n.visits === 0,
    pending: false,
    given: false,
    current: false,
    // A sheet shows no run's marks; on an unknown's sheet, the condition the student wrote with a cut mark.
    badge: practising ? (n.solved?.when ?? null) : nodeBadge(n),
  }));
}
