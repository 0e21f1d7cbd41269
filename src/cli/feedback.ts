import { mkdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import {
  feedbackSummary,
  markedSheet,
  percent,
  scoreWords,
  sheetHeading,
  submissionFeedback,
  type GameTree,
  type GradedSheet,
  type GradingKey,
  type SubmissionGrade,
  type TreeFeedback,
} from '../core';
import { applyFeedbackMarks, feedbackStyle } from '../render/feedback-marks';
import { LIGHT_INK } from '../render/export-svg';
import { describeIoError } from './files';
import { diagramSvg, diagramTikz, type Decorate } from './diagram-svg';
import type { Output } from './output';
import { compileTikz } from './pdf';
import { writeOut } from './print-or-write';

/** A graded submission (with its runs), and the key it was graded against. */
export interface FeedbackItem {
  readonly graded: GradedSheet;
  readonly key: GradingKey;
}

/**
 * `gtree grade … --feedback DIR [--reveal]`: per student, named by the submission's stem, the
 * sheet drawn with ✓ and ✗ on every answer (with `--reveal` the right answer beside each wrong
 * or blank one) as `STEM.svg` and `STEM.pdf` (the TikZ of the worksheets, through pdflatex), and
 * `STEM.md`, the score and the located problems. A key of several trees draws `STEM-N.svg`, a
 * tree each. A file skipped is said on standard error; one not graded gets its summary only.
 * Returns 1 when a file cannot be written or no PDF can be made (said once), else 0.
 */
export async function writeFeedback(items: readonly FeedbackItem[], dir: string, reveal: boolean, out: Output): Promise<number> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    out.err(`${dir}: error: cannot make the feedback folder: ${describeIoError(e)}`);
    return 1;
  }
  const stems = new Stems();
  let code = 0;
  let pdfProblem: string | null = null;
  for (const { graded, key } of items) {
    const { grade } = graded;
    if (grade.status === 'skipped') {
      out.err(`gtree grade: no feedback for ${grade.file}: ${grade.note ?? 'skipped'}`);
      continue;
    }
    const stem = stems.next(grade.file);
    const trees = submissionFeedback(key, graded, reveal);
    const summary = feedbackSummary(grade, trees, (t) => treeTitle(t.key.tree));
    code = Math.max(code, writeOut(summary, join(dir, `${stem}.md`), out));
    for (const [i, tree] of trees.entries()) {
      if (!tree.trace) continue;
      const name = trees.length === 1 ? stem : `${stem}-${i + 1}`;
      const drawing = await drawFeedback(tree, grade, reveal);
      code = Math.max(code, writeOut(drawing.svg, join(dir, `${name}.svg`), out));
      if (pdfProblem !== null) continue;
      const pdf = compileTikz(drawing.tikz);
      if (pdf.ok) code = Math.max(code, writeOut(pdf.pdf, join(dir, `${name}.pdf`), out));
      else pdfProblem = pdf.message;
    }
  }
  if (pdfProblem !== null) {
    out.err(`gtree grade: no PDF feedback: ${pdfProblem}.`);
    return 1;
  }
  return code;
}

/** The marked sheet of one graded tree as SVG, and as a TikZ document. */
async function drawFeedback(tree: TreeFeedback, grade: SubmissionGrade, reveal: boolean): Promise<{ svg: string; tikz: string }> {
  const sheet = markedSheet(tree.trace!, reveal);
  const decorate: Decorate = Object.assign((scene: Parameters<Decorate>[0]) => applyFeedbackMarks(scene, sheet), { style: feedbackStyle(LIGHT_INK) });
  const heading = [`${basename(grade.file)}: ${percent(grade.score)} (${scoreWords(grade)})`, sheetHeading(tree.key.tree, tree.key.trace)];
  const svg = await diagramSvg(sheet.diagram, heading, decorate);
  const tikz = await diagramTikz(sheet.diagram, { standalone: true, light: true, heading, decorate });
  return { svg, tikz };
}

/** How a sheet names a tree: its variant where the tree says one (`variant:`), else its name as the heading does. */
export function treeTitle(tree: GameTree): string {
  const variant = tree.settings.variant;
  if (variant) return `Variant ${variant}`;
  return tree.name === null ? `Tree ${tree.index + 1}` : `"${tree.name}"`;
}

/** File stems, each once: `ana`, then `ana-2` for another folder's `ana.gtree`. */
class Stems {
  private readonly used = new Set<string>();

  next(file: string): string {
    const base = basename(file, extname(file)).replace(/[^\p{L}\p{N}._-]+/gu, '_') || 'sheet';
    let stem = base;
    for (let n = 2; this.used.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    this.used.add(stem.toLowerCase());
    return stem;
  }
}
