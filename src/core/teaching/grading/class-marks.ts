import type { AnswerCounts, ExtraMarks, NodeClassCounts, TreeClassSummary } from './class-summary';

/*
 * What the class view writes on the key's diagram, as plain data: on each node (its value, its
 * window) and each edge (its cut) how many graded submissions missed it, how much of the class
 * that is (the drawing's heat), and the words a tooltip and a screen reader say. A value or
 * window is missed when it is wrong (a blank one is not answered); a cut is missed when its
 * edge is left unmarked or takes the other mark (an unmarked edge says "searched"). Marks
 * written where the key asks nothing are listed apart, one line per submission, so that one
 * sheet marking every edge cannot fill the list of what the class missed. The webview only
 * draws these texts.
 */

export type MarkKind = 'value' | 'window' | 'cut';

/** One answer of one node across the class, when at least one submission missed it. */
export interface ClassMark {
  readonly kind: MarkKind;
  /** How many graded submissions missed it. */
  readonly missed: number;
  /** The badge: `3✗`. */
  readonly badge: string;
  /** missed / graded, from 0 to 1: how hot the drawing colours it. */
  readonly heat: number;
  /** "window of C3: 3 of 5 wrong, 2 right" (with blanks when there are any); "cut on C3 → 2nd: missed by 2 of 6 (unmarked), 4 right". */
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
  /** Only the nodes with something missed, in pre-order. */
  readonly nodes: readonly NodeMarks[];
  /** Every mark, the most missed first (ties in pre-order): the class view's list of what to go over again. */
  readonly missed: readonly ClassMark[];
  /** "greta.gtree: 21 marks where nothing is asked (cut on R → A, …)": a line per submission with any, the most first. */
  readonly extra: readonly string[];
  /** One line over the drawing: "5 graded submissions; n✗ marks how many missed a value, window or cut". */
  readonly legend: string;
}

/** The marks of one key tree, from its class summary. */
export function classMarks(tree: TreeClassSummary): TreeMarks {
  const nodes: NodeMarks[] = [];
  for (const n of tree.nodes) {
    const marks = {
      id: n.id,
      value: markOf(n, 'value', tree.graded),
      window: markOf(n, 'window', tree.graded),
      cut: markOf(n, 'cut', tree.graded, tree.unknown),
    };
    if (marks.value || marks.window || marks.cut) nodes.push(marks);
  }
  const missed = nodes.flatMap((n) => [n.value, n.window, n.cut].filter((m) => m !== null)).sort((a, b) => b.missed - a.missed);
  const legend =
    tree.graded === 0
      ? 'No submission was graded on this tree.'
      : `${tree.graded} graded submission${tree.graded === 1 ? '' : 's'}; n✗ marks how many missed a value, window or cut (an unmarked cut is missed).`;
  return { graded: tree.graded, nodes, missed, extra: tree.extras.map(extraLine), legend };
}

/** A miss of the class: a wrong value or window, a pruned edge unmarked or marked the other way. Nothing where nothing is asked. */
function markOf(n: NodeClassCounts, kind: MarkKind, graded: number, unknown = false): ClassMark | null {
  const counts = n[kind];
  if (!counts || !counts.asked || graded === 0) return null;
  const missed = counts.wrong + (kind === 'cut' ? counts.blank : 0);
  if (missed === 0) return null;
  return { kind, missed, badge: `${missed}✗`, heat: missed / graded, text: markText(n, kind, counts, graded, unknown) };
}

function markText(n: NodeClassCounts, kind: MarkKind, counts: AnswerCounts, graded: number, unknown: boolean): string {
  if (kind === 'cut') {
    const how = [
      ...(counts.blank > 0 ? [`${counts.blank} unmarked`] : []),
      ...(counts.wrong > 0 ? [`${counts.wrong} ${unknown ? 'a wrong condition' : 'the other mark'}`] : []),
    ];
    return `cut on ${n.edge}: missed by ${counts.wrong + counts.blank} of ${graded} (${how.join(', ')}), ${counts.right} right`;
  }
  const rest = [`${counts.right} right`, ...(counts.blank > 0 ? [`${counts.blank} blank`] : [])];
  return `${kind} of ${n.node}: ${counts.wrong} of ${graded} wrong, ${rest.join(', ')}`;
}

/** Up to three places named; more are counted by kind. */
function extraLine(e: ExtraMarks): string {
  const marks = `${e.marks} mark${e.marks === 1 ? '' : 's'} where nothing is asked`;
  if (e.where.length <= 3) return `${e.file}: ${marks} (${e.where.join(', ')})`;
  const kinds = ['cut', 'value', 'window'].flatMap((k) => {
    const n = e.where.filter((w) => w.startsWith(`${k} `)).length;
    return n > 0 ? [`${n} ${k === 'cut' ? 'cut mark' : k}${n === 1 ? '' : 's'}`] : [];
  });
  return `${e.file}: ${marks} (${kinds.join(', ')})`;
}
