import { classLine, percent, submissionNote, type ClassGrade, type NodeClassCounts, type TreeClassSummary } from '../core';
import { plural } from './diagnostic-line';

const HEADINGS = ['file', 'status', 'score', 'right', 'wrong', 'blank', 'total', 'extra', 'first problem'];
/** Columns aligned right (the numbers); the file, the status and the note are left-aligned. */
const NUMERIC = new Set([2, 3, 4, 5, 6, 7]);

/** The lines `gtree grade` prints: a row per submission, a line of totals, then what the class got right in each key tree. */
export function gradeTable(grade: ClassGrade, classView: readonly TreeClassSummary[]): string[] {
  // A skipped file is no submission: its numbers are left empty.
  const rows = grade.submissions.map((s) =>
    s.status === 'skipped'
      ? [s.file, s.status, '', '', '', '', '', '', submissionNote(s) ?? '']
      : [s.file, s.status, percent(s.score), String(s.right), String(s.wrong), String(s.blank), String(s.total), String(s.extra), submissionNote(s) ?? ''],
  );
  const submissions = grade.submissions.filter((s) => s.status !== 'skipped').length;
  const widths = HEADINGS.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, c) => (c === row.length - 1 ? cell : NUMERIC.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(HEADINGS), ...rows.map(line), classLine(grade.submissions), ...classView.flatMap((t) => treeLines(t, submissions))];
}

const KINDS = [
  { kind: 'value', title: 'values ' },
  { kind: 'window', title: 'windows' },
  { kind: 'cut', title: 'cuts   ' },
] as const;

/**
 * For one key tree, a line per kind of answer: how many of the graded got each node (each edge,
 * for cuts) right; then the submissions with marks where nothing is asked, one each.
 */
function treeLines(tree: TreeClassSummary, submissions: number): string[] {
  const name = tree.name === null ? `tree ${tree.index + 1}` : `tree "${tree.name}"`;
  if (tree.graded === 0) return [`${name}: no submission graded`];
  const lines = [`${name}, graded in ${tree.graded} of ${plural(submissions, 'submission')}; right answers per node and edge:`];
  for (const { kind, title } of KINDS) {
    const asked = tree.nodes.filter((n) => n[kind]?.asked);
    if (asked.length === 0) continue;
    const where = (n: NodeClassCounts): string => (kind === 'cut' ? n.edge! : n.node);
    lines.push(`  ${title}  ${asked.map((n) => `${where(n)} ${n[kind]!.right}/${tree.graded}`).join(', ')}`);
  }
  if (tree.extras.length > 0) {
    const who = tree.extras.map((e) => `${e.file} ${e.marks}`).join(', ');
    lines.push(`  extra    marks where nothing is asked, each a point off: ${who}`);
  }
  return lines;
}
