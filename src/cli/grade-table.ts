import {
  classLine,
  percent,
  stepKindText,
  submissionNote,
  type ClassGrade,
  type NodeClassCounts,
  type StepKindCount,
  type SubmissionGrade,
  type TreeClassSummary,
  type VariantClass,
  plural,
} from '../core';

const HEADINGS = ['file', 'status', 'score', 'right', 'wrong', 'blank', 'total', 'extra', 'first problem'];
/** Columns aligned right (the numbers); the file, the status and the note are left-aligned. */
const NUMERIC = new Set([2, 3, 4, 5, 6, 7]);

/**
 * The lines `gtree grade` prints: a row per submission, a line of totals, then what the class
 * got right in each key tree. With several keys (a course's variants), each row says its
 * variant, the class is shown variant by variant, and last what kinds of step the whole
 * course missed.
 */
export function gradeTable(grade: ClassGrade, variants: readonly VariantClass[], kinds: readonly StepKindCount[]): string[] {
  const course = variants.length > 1;
  // A skipped file is no submission: its numbers are left empty.
  const rows = grade.submissions.map((s) => {
    const numbers = s.status === 'skipped' ? ['', '', '', '', '', ''] : [s.right, s.wrong, s.blank, s.total, s.extra].map(String);
    const row = [s.file, s.status, s.status === 'skipped' ? '' : percent(s.score), ...numbers.slice(0, 5), submissionNote(s) ?? ''];
    return course ? [row[0], s.variant ?? '', ...row.slice(1)] : row;
  });
  const headings = course ? [HEADINGS[0], 'variant', ...HEADINGS.slice(1)] : HEADINGS;
  const numeric = course ? new Set([...NUMERIC].map((c) => c + 1)) : NUMERIC;
  const widths = headings.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, c) => (c === row.length - 1 ? cell : numeric.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  const table = [line(headings), ...rows.map(line), classLine(grade.submissions)];
  if (!course) {
    const submissions = grade.submissions.filter((s) => s.status !== 'skipped').length;
    return [...table, ...variants.flatMap((v) => v.classView.flatMap((t) => treeLines(t, submissions)))];
  }
  return [...table, ...strayLine(grade), ...variants.flatMap(variantLines), ...kindLines(kinds, variants)];
}

/** The submissions of no variant's class, in a line: graded against their nearest key, or of no variant at all. */
function strayLine(grade: ClassGrade): string[] {
  const strays = grade.submissions.filter((s) => s.status !== 'skipped' && s.matched !== 'variant' && s.matched !== 'givens');
  if (strays.length === 0) return [];
  const why = (s: SubmissionGrade): string =>
    s.matched === 'nearest' ? `nearest: ${s.variant}` : s.trees.some((t) => t.problems.some((p) => p.code === 'cannot-read')) ? 'cannot be read' : 'no tree';
  const what = strays.map((s) => `${s.file} (${why(s)})`);
  return [`of no variant (its givens are no key's): ${what.join(', ')}`];
}

/** One variant's class: a heading, then its key trees as a single key's. */
function variantLines(v: VariantClass): string[] {
  const heading = `variant ${v.key.variant} (${v.key.file}): ${plural(v.submissions, 'submission')}`;
  if (v.submissions === 0) return [`${heading}, none graded`];
  return [heading, ...v.classView.flatMap((t) => treeLines(t, v.submissions).map((l) => `  ${l}`))];
}

/** What the course missed by kind of step, across every variant. */
function kindLines(kinds: readonly StepKindCount[], variants: readonly VariantClass[]): string[] {
  if (kinds.length === 0) return [];
  const graded = variants.reduce((sum, v) => sum + v.submissions, 0);
  return [`kinds of step across the ${variants.length} variants (${plural(graded, 'submission')}):`, ...kinds.map((k) => `  ${stepKindText(k)}`)];
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
