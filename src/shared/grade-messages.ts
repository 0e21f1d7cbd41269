import type { DiagramModel } from '../core/diagram/diagram';
import type { SubmissionStatus } from '../core/teaching/grading/grade';
import type { TreeMarks } from '../core/teaching/grading/class-marks';

/*
 * The grading panel's messages (the command "Grade submissions against this key…"). The host
 * grades and formats every text; the page draws the table and the class view it is sent.
 */

/** One submission's row of the table. */
export interface GradeRow {
  /** The file, relative to the folder graded. */
  readonly file: string;
  readonly status: SubmissionStatus;
  /** points (right − extra per tree, never below 0) / total, from 0 to 1 (for sorting), and as the table writes it: `87%`. */
  readonly score: number;
  readonly scoreText: string;
  readonly right: number;
  readonly wrong: number;
  readonly blank: number;
  readonly total: number;
  /** Answers and marks written where the key asks nothing: each takes a right answer's point away. */
  readonly extra: number;
  /** What to read first: the first change, the first error, "no answers", the first problem; '' when nothing. */
  readonly note: string;
}

/** One key tree's class view: the key's diagram (with its run) and the marks to write on it. */
export interface ClassTree {
  /** For the chooser: `"Vežba" (tree 1)`. */
  readonly title: string;
  readonly diagram: DiagramModel;
  readonly marks: TreeMarks;
}

/** Extension host → grading page. */
export type ToGradePage = {
  readonly type: 'grades';
  /** `Grades against key.gtree: class/`. */
  readonly title: string;
  /** `6 submissions: 5 graded, 1 changed, 0 unreadable; mean score 59.4%`. */
  readonly summary: string;
  readonly rows: readonly GradeRow[];
  readonly trees: readonly ClassTree[];
};

/** Grading page → extension host. */
export type FromGradePage =
  /** The page is listening. */
  | { readonly type: 'ready' }
  /** Open this row's submission beside the panel, its graded problems marked. */
  | { readonly type: 'open'; readonly row: number }
  /** The page drew the table and this tree's class view (tests wait on it). */
  | { readonly type: 'drawn'; readonly rows: number; readonly tree: number; readonly marks: number }
  | { readonly type: 'error'; readonly message: string };
