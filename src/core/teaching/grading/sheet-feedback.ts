import type { Diagnostic } from '../../language/diagnostics';
import type { Trace } from '../../search/trace';
import { checkAnswers } from '../checking/answers';
import type { Tally } from '../checking/verdicts';
import type { GradedSheet, GradeProblem, SubmissionGrade, TreeGrade } from './grade';
import type { GradingKey, KeyTree, Locator } from './grading-key';
import { percent, scoreWords, tallyWords } from './grade-report';

/*
 * Feedback to hand back: each graded tree of a submission with what grading made of it (its run
 * of the student's tree with the key's settings, and where that reading's offsets are in the
 * text as handed in), so that it can be drawn with its marks (diagram/marked-sheet.ts) and
 * summed up in a few lines a student reads. Nothing is read, searched or judged here that
 * grading did not: only the answers' messages are said again, with the right answer when revealed.
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

/** Each key tree of a submission graded against `key` (gradeSubmission's sheet) with what its feedback needs. */
export function submissionFeedback(key: GradingKey, graded: GradedSheet, reveal: boolean): TreeFeedback[] {
  const { grade } = graded;
  return key.trees.map((k, i) => {
    const tree = grade.trees[i];
    const ran = graded.runs[i];
    if (tree?.status !== 'graded' || !ran) return { key: k, grade: tree ?? missing(k), trace: null, problems: tree?.problems ?? [] };
    // The located answers again, with the right answer said when revealed; the reading's own problems (syntax, a `]` put back) as grading gave them.
    const answers = checkAnswers(ran.trace, { reveal }).diagnostics.map((d) => located(d, ran.where));
    const codes = new Set(answers.map((a) => a.code));
    const others = tree.problems.filter((p) => !codes.has(p.code) && !ANSWER_CODES.has(p.code));
    const problems = [...others, ...answers].sort((a, b) => a.line - b.line || a.col - b.col);
    return { key: k, grade: tree, trace: ran.trace, problems };
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
