import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FeedbackStems, studentFeedback, type GradedSheet, type GradingKey } from '../core';
import { feedbackDecoration } from '../render/feedback-marks';
import { compileTikz } from '../node/pdf';
import { describeIoError } from './files';
import { diagramFiles } from './diagram-svg';
import type { Output } from './output';
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
 * `STEM.md`, the score and the located problems (core's studentFeedback: what the grading
 * panel saves too). A key of several trees draws `STEM-N.svg`, a tree each. A file skipped is
 * said on standard error; one not graded gets its summary only. Returns 1 when a file cannot be
 * written or no PDF can be made (said once), else 0.
 */
export async function writeFeedback(items: readonly FeedbackItem[], dir: string, reveal: boolean, out: Output): Promise<number> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    out.err(`${dir}: error: cannot make the feedback folder: ${describeIoError(e)}`);
    return 1;
  }
  const stems = new FeedbackStems();
  let code = 0;
  let pdfProblem: string | null = null;
  for (const { graded, key } of items) {
    const { grade } = graded;
    if (grade.status === 'skipped') {
      out.err(`gtree grade: no feedback for ${grade.file}: ${grade.note ?? 'skipped'}`);
      continue;
    }
    const student = studentFeedback(key, graded, reveal, stems.next(grade.file));
    code = Math.max(code, writeOut(student.summary, join(dir, `${student.stem}.md`), out));
    for (const drawing of student.drawings) {
      const files = await diagramFiles(drawing.sheet.diagram, drawing.heading, feedbackDecoration(drawing.sheet));
      code = Math.max(code, writeOut(files.svg, join(dir, `${drawing.name}.svg`), out));
      if (pdfProblem !== null) continue;
      const pdf = compileTikz(files.tikz);
      if (pdf.ok) code = Math.max(code, writeOut(pdf.pdf, join(dir, `${drawing.name}.pdf`), out));
      else pdfProblem = pdf.message;
    }
  }
  if (pdfProblem !== null) {
    out.err(`gtree grade: no PDF feedback: ${pdfProblem}.`);
    return 1;
  }
  return code;
}
