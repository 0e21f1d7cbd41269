import type { ClassGrade, SubmissionGrade, TreeGrade } from './grade';
import type { Tally } from '../checking/verdicts';
import { scoreOf, treePoints, type Points } from './score';
import { plural } from '../../text/words';

/**
 * What a teacher reads first about a submission: why it was not graded (the first change,
 * the first error), "no answers" for a sheet handed back blank, else its first problem; null
 * when there is nothing to say. As `line:col message`.
 */
export function submissionNote(sub: SubmissionGrade): string | null {
  if (sub.status === 'skipped') return sub.note;
  const first = firstNote(sub);
  return sub.note === null ? first : first === null ? sub.note : `${sub.note}; ${first}`;
}

function firstNote(sub: SubmissionGrade): string | null {
  const changed = sub.trees.find((t) => t.changed !== null);
  if (changed) return `${changed.changed!.line}:${changed.changed!.col} ${changed.changed!.message}`;
  if (sub.status === 'graded' && sub.right + sub.wrong + sub.extra === 0) return 'no answers';
  const problem = sub.trees.flatMap((t) => t.problems)[0];
  return problem ? `${problem.line}:${problem.col} ${problem.code}: ${problem.message}` : null;
}

/**
 * A tally in words, as the table, the summaries and the Problems view say it:
 * `21 of 23 right, 1 wrong, 1 blank`, and `, 1 extra` where marks were written where nothing is asked.
 */
export function tallyWords(t: Tally): string {
  const counts = `${t.right} of ${t.total} right, ${t.wrong} wrong, ${t.blank} blank`;
  return t.extra === 0 ? counts : `${counts}, ${t.extra} extra`;
}

/** The counts behind a score (tallyWords), and where extra marks cost, the points: `…, 1 extra: 20 points` (right − extra per tree, never below 0). */
export function scoreWords(p: Points): string {
  const counts = tallyWords(p);
  return p.extra === 0 ? counts : `${counts}: ${plural(p.points, 'point')}`;
}

/** A score as a percentage, to a tenth where it is not whole: `100%`, `91.3%`. */
export const percent = (score: number): string => `${Math.round(score * 1000) / 10}%`;

/**
 * The class in a line: `6 submissions: 5 graded, 1 changed, 0 unreadable; mean score 59.4%`;
 * files skipped are counted after (`; 2 files skipped`), not as submissions nor in the mean.
 */
export function classLine(all: readonly SubmissionGrade[]): string {
  const subs = all.filter((s) => s.status !== 'skipped');
  const skipped = all.length - subs.length;
  const count = (status: string): number => subs.filter((s) => s.status === status).length;
  const mean = subs.length === 0 ? 0 : subs.reduce((sum, s) => sum + s.score, 0) / subs.length;
  const parts = ['graded', 'changed', 'unreadable'].map((status) => `${count(status)} ${status}`);
  const skips = skipped === 0 ? '' : `; ${plural(skipped, 'file')} skipped`;
  return `${plural(subs.length, 'submission')}: ${parts.join(', ')}${skips}; mean score ${percent(mean)}`;
}

const KINDS = ['values', 'windows', 'cuts'] as const;

export const CSV_COLUMNS = [
  'file',
  'tree',
  'status',
  'score',
  ...KINDS.flatMap((kind) => ['right', 'wrong', 'blank', 'total'].map((n) => `${kind}_${n}`)),
  'changed',
  // Added last, so that a gradebook importing by position keeps the columns it had.
  ...KINDS.map((kind) => `${kind}_extra`),
  'reason',
  'identifier',
  'variant',
] as const;

/**
 * The gradebook: a header, then a row per submission and tree (RFC 4180, lines ended by CRLF,
 * UTF-8). A tree's score is its points (right − extra, never below 0) out of its own total; an
 * extra tree has none.
 */
export function gradeCsv(grade: ClassGrade): string {
  const lines = [CSV_COLUMNS.map((c) => csvField(c)).join(',')];
  for (const sub of grade.submissions) {
    const id = identifierField(sub.file);
    const variant = csvField(sub.variant ?? '');
    if (sub.trees.length === 0) lines.push(csvLine([sub.file, '', sub.status, '', ...Array<string>(12).fill(''), '', '', '', '', sub.note ?? ''], id, variant));
    for (const tree of sub.trees) lines.push(csvLine([...csvRow(sub.file, tree), reasonOf(sub, tree)], id, variant));
  }
  return lines.map((line) => `${line}\r\n`).join('');
}

const csvLine = (cells: readonly (string | number)[], identifier: string, variant: string): string =>
  [...cells.map((cell) => csvField(String(cell))), identifier, variant].join(',');

/**
 * Why a row is not scored as graded: the change, the first problem of an unreadable, missing or
 * extra tree; for a graded tree, the submission's note (a sheet not named .gtree) or nothing.
 */
function reasonOf(sub: SubmissionGrade, tree: TreeGrade): string {
  if (tree.changed) return `${tree.changed.line}:${tree.changed.col} ${tree.changed.message}`;
  if (tree.status === 'graded') return sub.note ?? '';
  const problem = tree.problems[0];
  if (!problem) return '';
  return problem.code === 'cannot-read' ? problem.message : `${problem.line}:${problem.col} ${problem.message}`;
}

/**
 * The student's identifier: the file name without its folders and extension (`class/ana.gtree`
 * → `ana`), written plain unless a spreadsheet would read it as a formula (then guarded as
 * any cell is).
 */
export const identifierField = (file: string): string => csvField(identifierStem(file));

/** The file name without its folders and extension: `class/ana.gtree` → `ana`. */
export function identifierStem(file: string): string {
  const base = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function csvRow(file: string, tree: TreeGrade): (string | number)[] {
  const tallies = [tree.values, tree.windows, tree.cuts];
  const { points, total } = treePoints(tallies);
  const score = tree.status === 'extra' || total === 0 ? '' : scoreOf(points, total);
  const changed = tree.changed ? `${tree.changed.line}:${tree.changed.col} ${tree.changed.message}` : '';
  return [
    file,
    tree.name ?? '',
    tree.status,
    score,
    ...tallies.flatMap((t: Tally) => [t.right, t.wrong, t.blank, t.total]),
    changed,
    ...tallies.map((t) => t.extra),
  ];
}

/**
 * One CSV cell: quoted when it holds a comma, a quote, a line break or spaces at its ends (a
 * quote doubled). A cell a spreadsheet would read as a formula (`=…`, `+…`, `-…`, `@…`: a tree
 * name is the student's text) gets a `'` first, which spreadsheets show as text.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
