import type { AnswerCounts, NodeClassCounts, TreeClassSummary } from './class-summary';

/*
 * What the class view writes on the key's diagram, as plain data: on each node (its value, its
 * window) and each edge (its cut) how many graded submissions got it wrong, how much of the
 * class that is (the drawing's heat), and the words a tooltip and a screen reader say. The
 * webview only draws these texts.
 */

export type MarkKind = 'value' | 'window' | 'cut';

/** One answer of one node across the class, when at least one submission got it wrong. */
export interface ClassMark {
  readonly kind: MarkKind;
  readonly wrong: number;
  /** The badge: `3✗`. */
  readonly badge: string;
  /** wrong / graded, from 0 to 1: how hot the drawing colours it. */
  readonly heat: number;
  /** "window of C3: 3 of 5 wrong, 2 right" (with blanks when there are any); "cut on C2 → 2nd: marked by 1 of 5, never pruned". */
  readonly text: string;
}

export interface NodeMarks {
  /** The key's node id (the diagram's). */
  readonly id: number;
  readonly value: ClassMark | null;
  readonly window: ClassMark | null;
  /** The cut of the edge above the node. */
  readonly cut: ClassMark | null;
}

export interface TreeMarks {
  /** Submissions whose tree was graded: the class the counts are of. */
  readonly graded: number;
  /** Only the nodes with something wrong, in pre-order. */
  readonly nodes: readonly NodeMarks[];
  /** Every mark, the most missed first (ties in pre-order): the class view's list of what to go over again. */
  readonly missed: readonly ClassMark[];
  /** One line over the drawing: "5 graded submissions; ✗ marks how many got a value, window or cut wrong". */
  readonly legend: string;
}

/** The marks of one key tree, from its class summary. */
export function classMarks(tree: TreeClassSummary): TreeMarks {
  const nodes: NodeMarks[] = [];
  for (const n of tree.nodes) {
    const marks = { id: n.id, value: markOf(n, 'value', tree.graded), window: markOf(n, 'window', tree.graded), cut: markOf(n, 'cut', tree.graded) };
    if (marks.value || marks.window || marks.cut) nodes.push(marks);
  }
  const missed = nodes.flatMap((n) => [n.value, n.window, n.cut].filter((m) => m !== null)).sort((a, b) => b.wrong - a.wrong);
  const legend =
    tree.graded === 0
      ? 'No submission was graded on this tree.'
      : `${tree.graded} graded submission${tree.graded === 1 ? '' : 's'}; n✗ marks how many got a value, window or cut wrong.`;
  return { graded: tree.graded, nodes, missed, legend };
}

function markOf(n: NodeClassCounts, kind: MarkKind, graded: number): ClassMark | null {
  const counts = n[kind];
  const wrong = counts ? counts.wrong + counts.extra : 0;
  if (!counts || wrong === 0 || graded === 0) return null;
  return { kind, wrong, badge: `${wrong}✗`, heat: wrong / graded, text: markText(n, kind, counts, graded) };
}

function markText(n: NodeClassCounts, kind: MarkKind, counts: AnswerCounts, graded: number): string {
  const where = kind === 'cut' ? `cut on ${n.edge}` : `${kind} of ${n.node}`;
  if (!counts.asked) {
    const what = kind === 'cut' ? 'marked by' : 'written by';
    const why = kind === 'cut' ? 'the edge is never pruned' : 'the key asks nothing there';
    return `${where}: ${what} ${counts.extra} of ${graded}, but ${why}`;
  }
  const rest = [`${counts.right} right`, ...(counts.blank > 0 ? [`${counts.blank} blank`] : [])];
  return `${where}: ${counts.wrong} of ${graded} wrong, ${rest.join(', ')}`;
}
