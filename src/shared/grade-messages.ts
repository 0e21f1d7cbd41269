import type { DiagramModel } from '../core/diagram/diagram';
import type { FeedbackDrawing } from '../core/diagram/feedback-files';
import type { Tally } from '../core/teaching/checking/verdicts';
import type { SubmissionStatus } from '../core/teaching/grading/grade';
import type { TreeMarks } from '../core/teaching/grading/class-marks';

/*
 * The grading panel's messages (the command "Grade submissions against this key…"). The host
 * grades and formats every text; the page draws the table and the class view it is sent.
 */

/**
 * One submission's row of the table: its counts (a Tally; `extra`, the answers and marks written
 * where the key asks nothing, each takes a right answer's point away) and what to say of it.
 */
export interface GradeRow extends Tally {
  /** The file, relative to the folder graded. */
  readonly file: string;
  readonly status: SubmissionStatus;
  /** points (right − extra per tree, never below 0) / total, from 0 to 1 (for sorting), and as the table writes it: `87%`. */
  readonly score: number;
  readonly scoreText: string;
  /** What to read first: the first change, the first error, "no answers", the first problem; '' when nothing. */
  readonly note: string;
  /** The variant it was graded as (its key's); '' for a file that is no sheet of any. */
  readonly variant: string;
}

/** One key tree's class view: the key's diagram (with its run) and the marks to write on it. */
export interface ClassTree {
  /** For the chooser: `"Vežba" (tree 1)`; with several keys, `variant vezba-2: "Vežba" (tree 1), 3 submissions`. */
  readonly title: string;
  readonly diagram: DiagramModel;
  readonly marks: TreeMarks;
}

/** A marked sheet the page drew as files: its SVG text and its TikZ document (the host writes them, and makes the PDF), or why it could not. */
export type DrawnFeedback = { readonly name: string; readonly svg: string; readonly tikz: string } | { readonly name: string; readonly problem: string };

/** Extension host → grading page. */
export type ToGradePage =
  | {
      readonly type: 'grades';
      /** `Grades against key.gtree: class/`. */
      readonly title: string;
      /** `6 submissions: 5 graded, 1 changed, 0 unreadable; mean score 59.4%`. */
      readonly summary: string;
      readonly rows: readonly GradeRow[];
      readonly trees: readonly ClassTree[];
      /** Graded against several keys (a course's variants): the table shows each row's variant. */
      readonly variants: boolean;
      /** With several keys, what the course missed by kind of step: `windows after a cut: 9 of 30 missed (30%), 6 wrong, 3 blank`. */
      readonly kinds: readonly string[];
    }
  /** Draw a student's marked sheets as files (the host draws nothing); answered by `feedbackDrawn` with the same id. */
  | { readonly type: 'drawFeedback'; readonly id: number; readonly drawings: readonly FeedbackDrawing[] };

/** Grading page → extension host. */
export type FromGradePage =
  /** The page is listening. */
  | { readonly type: 'ready' }
  /** Open this row's submission beside the panel, its graded problems marked. */
  | { readonly type: 'open'; readonly row: number }
  /** The page drew the table and this tree's class view (tests wait on it). */
  | { readonly type: 'drawn'; readonly rows: number; readonly tree: number; readonly marks: number }
  /** The drawings of `drawFeedback` `id`, in its order. */
  | { readonly type: 'feedbackDrawn'; readonly id: number; readonly files: readonly DrawnFeedback[] }
  /** The page's "Save feedback for every student…" button. */
  | { readonly type: 'saveFeedback' }
  | { readonly type: 'error'; readonly message: string };
