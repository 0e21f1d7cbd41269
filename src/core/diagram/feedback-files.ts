import type { GameTree } from '../model/model';
import { sheetHeading } from '../teaching/checking/sheets';
import type { GradedSheet } from '../teaching/grading/grade';
import { identifierStem, percent, scoreWords } from '../teaching/grading/grade-report';
import type { GradingKey } from '../teaching/grading/grading-key';
import { feedbackSummary, submissionFeedback } from '../teaching/grading/sheet-feedback';
import { markedSheet, type MarkedSheet } from './marked-sheet';

/*
 * What is handed back to one student, as `gtree grade --feedback` and the grading panel's
 * "Save feedback for every student…" both write it: the summary's text, and each graded tree's
 * marked sheet with the lines to head its drawing. Drawing them is the caller's (the CLI in
 * Node, the panel's page in the webview); this is the same for both.
 */

/** One graded tree's marked sheet to draw, and the file name (without extension) it is written under. */
export interface FeedbackDrawing {
  readonly name: string;
  /** The file, its score and counts; the conventions the sheet was graded by. */
  readonly heading: readonly string[];
  readonly sheet: MarkedSheet;
}

/** One student's feedback: `STEM.md`, and a drawing per graded tree (`STEM`, or `STEM-N` for a key of several trees). */
export interface StudentFeedback {
  readonly stem: string;
  readonly summary: string;
  readonly drawings: readonly FeedbackDrawing[];
}

/** The feedback of `graded`, graded against `key`, written under `stem`; `reveal` puts the right answers beside the wrong and blank ones. */
export function studentFeedback(key: GradingKey, graded: GradedSheet, reveal: boolean, stem: string): StudentFeedback {
  const { grade } = graded;
  const trees = submissionFeedback(key, graded, reveal);
  const summary = feedbackSummary(grade, trees, (t) => treeTitle(t.key.tree));
  const scored = `${baseName(grade.file)}: ${percent(grade.score)} (${scoreWords(grade)})`;
  const drawings: FeedbackDrawing[] = [];
  trees.forEach((tree, i) => {
    if (!tree.trace) return;
    drawings.push({
      name: trees.length === 1 ? stem : `${stem}-${i + 1}`,
      heading: [scored, sheetHeading(tree.key.tree, tree.key.trace)],
      sheet: markedSheet(tree.trace, reveal),
    });
  });
  return { stem, summary, drawings };
}

/** How a sheet names a tree: its variant where the tree says one (`variant:`), else its name as the heading does. */
function treeTitle(tree: GameTree): string {
  const variant = tree.settings.variant;
  if (variant) return `Variant ${variant}`;
  return tree.name === null ? `Tree ${tree.index + 1}` : `"${tree.name}"`;
}

/** The file name without its folders: `class/ana.gtree` → `ana.gtree`. */
const baseName = (file: string): string => file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);

/** File stems, each once, safe in a file name: `ana`, then `ana-2` for another folder's `ana.gtree`. */
export class FeedbackStems {
  private readonly used = new Set<string>();

  next(file: string): string {
    const base = identifierStem(file).replace(/[^\p{L}\p{N}._-]+/gu, '_') || 'sheet';
    let stem = base;
    for (let n = 2; this.used.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    this.used.add(stem.toLowerCase());
    return stem;
  }
}
