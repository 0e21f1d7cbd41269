import type { Diagnostic } from '../../language/diagnostics';
import type { GameTree } from '../../model/model';
import { run } from '../../search/run';
import type { Trace } from '../../search/trace';
import { checkAnswers } from '../checking/answers';
import type { Tally } from '../checking/verdicts';
import { firstChange } from './givens';
import { matchTrees, type GradeProblem, type SubmissionGrade, type TreeGrade } from './grade';
import { Locator, type GradingKey, type KeyTree } from './grading-key';
import { percent, scoreWords } from './grade-report';
import { readSheet, repairBracket, type SheetTree } from './sheet-trees';

/*
 * Feedback to hand back: a graded submission read again, tree by tree, as grading read it (the
 * same matching, the same `]` put back), so that each graded tree can be drawn with its marks
 * (diagram/marked-sheet.ts) and summed up in a few lines a student reads. Nothing is judged
 * here that grading did not judge: the verdicts come from the same run of the student's tree
 * with the key's settings.
 */

/** One key tree of a submission, for its feedback: the grade, and where it was graded, the student's tree searched as the key's. */
export interface TreeFeedback {
  readonly key: KeyTree;
  readonly grade: TreeGrade;
  /** The run of the student's tree with the key's algorithm and settings; null where the tree was not graded. */
  readonly trace: Trace | null;
  /** The answers' problems located in the submission, with the right answer said when revealed. */
  readonly problems: readonly GradeProblem[];
}

/**
 * Each key tree of a graded submission with what its feedback needs. `grade` is the submission's
 * grade against `key` (gradeSubmission's); `text` its text as handed in.
 */
export function submissionFeedback(key: GradingKey, text: string, grade: SubmissionGrade, reveal: boolean): TreeFeedback[] {
  const sheet = readSheet(text);
  const locator = new Locator(text);
  const pairs = matchTrees(key.trees, sheet.trees);
  return key.trees.map((k, i) => {
    const tree = grade.trees[i];
    if (tree?.status !== 'graded') return { key: k, grade: tree ?? missing(k), trace: null, problems: tree?.problems ?? [] };
    const found = pairs[i];
    const read = found && readAsGraded(k, found, text, locator);
    if (!read) return { key: k, grade: tree, trace: null, problems: tree.problems };
    // The located answers again, with the right answer said when revealed; the reading's own problems (syntax, a `]` put back) as grading gave them.
    const answers = checkAnswers(read.trace, { reveal }).diagnostics.map((d) => located(d, read.where));
    const codes = new Set(answers.map((a) => a.code));
    const others = tree.problems.filter((p) => !codes.has(p.code) && !ANSWER_CODES.has(p.code));
    const problems = [...others, ...answers].sort((a, b) => a.line - b.line || a.col - b.col);
    return { key: k, grade: tree, trace: read.trace, problems };
  });
}

const ANSWER_CODES = new Set(['wrong-value', 'wrong-window', 'wrong-cut', 'missing-cut', 'nothing-asked']);

const missing = (k: KeyTree): TreeGrade => {
  const none = (total: number): Tally => ({ right: 0, wrong: 0, blank: 0, total, extra: 0 });
  return {
    name: k.tree.name,
    status: 'missing',
    values: none(k.asked.values.total),
    windows: none(k.asked.windows.total),
    cuts: none(k.asked.cuts.total),
    order: none(k.asksOrder ? 1 : 0),
    changed: null,
    problems: [],
  };
};

const located = (d: Diagnostic, where: Locator): GradeProblem => ({ ...where.at(d.span.start), code: d.code, message: d.message });

/** The tree as grading read it (with a `]` put back where grading put one) and its run with the key's settings; null when it does not hold. */
function readAsGraded(key: KeyTree, mine: SheetTree, text: string, locator: Locator): { trace: Trace; where: Locator } | null {
  const fits = (model: GameTree): boolean => firstChange(key.tree, model) === null;
  let tree: SheetTree = mine;
  let where = locator;
  if (mine.errors.length > 0 && (!mine.model || !fits(mine.model))) {
    const repaired = repairBracket(text, mine, fits);
    if (!repaired) return null;
    tree = repaired;
    where = locator.through(repaired.toOriginal);
  }
  if (!tree.model || !fits(tree.model)) return null;
  const { algorithm, depth, fail, prune } = key.trace;
  const outcome = run(tree.model, { algorithm, depth, fail, prune, events: false });
  return outcome.ok ? { trace: outcome.trace, where } : null;
}

/** A tally in words: `8 of 10 right, 1 wrong, 1 blank` (and `, 2 extra` where marks were written where nothing is asked). */
export function tallyWords(t: Tally): string {
  const parts = [`${t.right} of ${t.total} right`];
  if (t.wrong > 0) parts.push(`${t.wrong} wrong`);
  if (t.blank > 0) parts.push(`${t.blank} blank`);
  if (t.extra > 0) parts.push(`${t.extra} extra`);
  return parts.join(', ');
}

/**
 * The summary a student gets with the marked sheet, as Markdown: the score, and for each tree
 * its counts and its located problems (`line:column`), the right answer beside each when revealed.
 */
export function feedbackSummary(grade: SubmissionGrade, trees: readonly TreeFeedback[], title: (tree: TreeFeedback) => string): string {
  const lines = [`# Feedback: ${grade.file}`, '', `**Score: ${percent(grade.score)}** (${scoreWords(grade)})`, ''];
  for (const tree of trees) {
    lines.push(`## ${title(tree)}`, '');
    const g = tree.grade;
    if (g.status === 'changed' && g.changed)
      lines.push(`Not graded: the exercise was changed at ${g.changed.line}:${g.changed.col}: ${g.changed.message}.`, '');
    else if (g.status !== 'graded') lines.push(`Not graded (${g.status}).`, '');
    else {
      lines.push(`- values: ${tallyWords(g.values)}`);
      if (g.windows.total + g.windows.extra > 0) lines.push(`- windows: ${tallyWords(g.windows)}`);
      lines.push(`- cuts: ${tallyWords(g.cuts)}`, '');
    }
    if (tree.problems.length > 0) {
      lines.push('| where | problem |', '|---|---|');
      for (const p of tree.problems) lines.push(`| ${p.line}:${p.col} | ${cell(p.message)} |`);
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A table cell: its pipes escaped and its lines joined, so a message never breaks the table. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
