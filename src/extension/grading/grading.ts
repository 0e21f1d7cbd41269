import * as vscode from 'vscode';
import {
  classLine,
  classMarks,
  diagramOf,
  gradeInCourse,
  percent,
  readCourseKeys,
  stepKindText,
  submissionNote,
  summarizeCourse,
  type ClassGrade,
  type CourseKeys,
  type GradedSheet,
  type GradingKey,
  type KeyProblem,
  type VariantClass,
} from '../../core';
import type { ClassTree, ToGradePage } from '../../shared/grade-messages';
import { readSubmissions, type KeyFile, type SubmissionFile } from './grade-files';

/** Folders with more submissions than this are graded under a notification that shows how far it got and can stop it. */
const NOTIFY_ABOVE = 30;
/** Submissions graded between two yields to the host's other work (the notification's updates, a cancel). */
const CHUNK = 20;

/** A class graded: what the panel shows, where each submission's file is, and what its feedback is made from. */
export interface GradedClass {
  readonly grade: ClassGrade;
  readonly files: readonly vscode.Uri[];
  readonly page: Extract<ToGradePage, { type: 'grades' }>;
  /** The folder graded. */
  readonly folder: vscode.Uri;
  /** The keys read, a variant each (in the grade's order), and every submission graded against its own, with its runs. */
  readonly keys: readonly GradingKey[];
  readonly sheets: readonly GradedSheet[];
}

/** Where a key that cannot grade is: its file, and the problem located in it. */
export type KeyFailure = KeyProblem & { readonly uri: vscode.Uri | null };

export type GradingOutcome = GradedClass | KeyFailure | { readonly ok: false; readonly message: string };

/**
 * Grades the files of `folder` (and below it) against the keys: one key (the open document), or
 * a course's variants (a folder of keys), each submission against its own variant's key; null
 * when cancelled. `name` is how the panel names the keys (`key.gtree`, `keys/`).
 */
export async function gradeFolder(name: string, keys: readonly KeyFile[], folder: vscode.Uri): Promise<GradingOutcome | null> {
  const course = readCourseKeys(keys.map((k) => ({ name: k.name, text: k.text })));
  if (!course.ok) return { ...course, uri: keys.find((k) => k.name === course.file)?.uri ?? null };
  const files = await readSubmissions(
    folder,
    keys.map((k) => k.uri),
  );
  if (files.length === 0) return { ok: false, message: `no files to grade in ${vscode.workspace.asRelativePath(folder)} (the keys left out)` };
  const sheets =
    files.length > NOTIFY_ABOVE
      ? await vscode.window.withProgress(
          { location: vscode.ProgressLocation.Notification, title: `gtree: grading ${files.length} submissions against ${name}`, cancellable: true },
          (progress, token) => gradeAll(course, files, token, (done) => progress.report({ increment: (100 * done) / files.length })),
        )
      : await gradeAll(course, files);
  if (!sheets) return null;
  const graded = summarizeCourse(name, course, sheets);
  return {
    grade: graded.grade,
    files: files.map((f) => f.uri),
    page: pageOf(graded, vscode.workspace.asRelativePath(folder)),
    folder,
    keys: course.keys,
    sheets: graded.sheets,
  };
}

async function gradeAll(
  course: CourseKeys,
  files: readonly SubmissionFile[],
  token?: vscode.CancellationToken,
  report?: (done: number) => void,
): Promise<GradedSheet[] | null> {
  const sheets: GradedSheet[] = [];
  for (let i = 0; i < files.length; i += CHUNK) {
    if (token?.isCancellationRequested) return null;
    const chunk = files.slice(i, i + CHUNK);
    for (const f of chunk) sheets.push(gradeInCourse(course, f.submission));
    report?.(chunk.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return sheets;
}

/**
 * The panel's data: the table's rows, and each key tree's diagram (with the key's run) and its
 * class's marks on it; with several keys, a class view per variant and what the course missed
 * by kind of step.
 */
function pageOf(graded: ReturnType<typeof summarizeCourse>, folder: string): GradedClass['page'] {
  const { grade, variants, kinds } = graded;
  const course = variants.length > 1;
  return {
    type: 'grades',
    title: `Grades against ${grade.key}: ${folder}`,
    summary: classLine(grade.submissions),
    rows: grade.submissions.map((s) => ({
      file: s.file,
      status: s.status,
      score: s.score,
      scoreText: s.status === 'skipped' ? '' : percent(s.score),
      right: s.right,
      wrong: s.wrong,
      blank: s.blank,
      total: s.total,
      extra: s.extra,
      note: submissionNote(s) ?? '',
      variant: s.variant ?? '',
    })),
    trees: variants.flatMap((v) => classTrees(v, course)),
    variants: course,
    kinds: course ? kinds.map(stepKindText) : [],
  };
}

function classTrees(v: VariantClass, course: boolean): ClassTree[] {
  return v.key.trees.map((k, i) => {
    const tree = `${k.tree.name === null ? 'unnamed' : `"${k.tree.name}"`} (tree ${i + 1})`;
    return {
      title: course ? `variant ${v.key.variant}: ${tree}, ${v.submissions} submission${v.submissions === 1 ? '' : 's'}` : tree,
      // The key's own answers are the run's: the drawing shows the solution, without the key's answer summary
      // (a key with an unknown, solved over its range: its trace is one run, at the range's low end).
      diagram: diagramOf(k.tree, k.tree.unknown ? null : k.trace, null, undefined, null),
      marks: classMarks(v.classView[i]),
    };
  });
}
