import type { ClassGrade, SubmissionGrade } from './grade';
import { csvField, identifierStem } from './grade-report';
import { scoreOf, treePoints } from './score';

/*
 * The gradebook an LMS imports as it is: a row per student, the identifier first, then a column
 * per question and the total, in the form of Moodle's CSV grade import (MoodleDocs, "Grade
 * import"): a header row naming the columns, one column that identifies the user (mapped on
 * import to a user field: username, ID number or email), and a numeric column per grade item,
 * comma-separated UTF-8. The grades are percentages (0–100, Moodle's default maximum grade), so
 * that variants asking different numbers of answers weigh alike.
 */

/**
 * The CSV: `identifier`, a column per question (the key's trees by position: their name when
 * every variant gives that tree the same, else `Tree N`), then `total`. Files skipped (not a
 * sheet) are no student; a student with two files (ana.gtree, ana.txt) gets the better.
 */
export function gradebookCsv(grade: ClassGrade): string {
  const questions = Math.max(0, ...grade.submissions.map((s) => s.trees.filter((t) => t.status !== 'extra').length));
  const header = ['identifier', ...Array.from({ length: questions }, (_, i) => questionTitle(grade, i)), 'total'];
  const best = new Map<string, SubmissionGrade>();
  for (const sub of grade.submissions) {
    if (sub.status === 'skipped') continue;
    const id = identifierStem(sub.file);
    const had = best.get(id);
    if (!had || sub.score > had.score) best.set(id, sub);
  }
  const rows = [...best.entries()].map(([id, sub]) => [id, ...Array.from({ length: questions }, (_, i) => questionGrade(sub, i)), hundredths(sub.score)]);
  return [header, ...rows].map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}

/** A question's heading: the name every key gives its tree there, else its position. */
function questionTitle(grade: ClassGrade, index: number): string {
  const names = new Set(grade.submissions.flatMap((s) => (s.trees[index] && s.trees[index].status !== 'extra' ? [s.trees[index].name] : [])));
  const [only] = names;
  return names.size === 1 && only !== null ? only : `Tree ${index + 1}`;
}

/** The tree's points over its total as a percentage; 0 for a tree not graded (changed, missing, unreadable). */
function questionGrade(sub: SubmissionGrade, index: number): string {
  const tree = sub.trees[index];
  if (!tree || tree.status === 'extra') return '';
  const { points, total } = treePoints([tree.values, tree.windows, tree.cuts]);
  return hundredths(total === 0 ? 0 : scoreOf(points, total));
}

/** A share as a percentage to two decimals, as a gradebook reads it: `86.96`, `100`. */
const hundredths = (share: number): string => String(Math.round(share * 10000) / 100);
