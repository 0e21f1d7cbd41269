import * as vscode from 'vscode';
import {
  SCORING,
  classLine,
  classMarks,
  diagramOf,
  gradeSubmission,
  percent,
  readKey,
  submissionNote,
  summarizeClass,
  type ClassGrade,
  type GradedSheet,
  type GradingKey,
  type KeyProblem,
} from '../../core';
import type { ToGradePage } from '../../shared/grade-messages';
import { baseName, readSubmissions, type SubmissionFile } from './grade-files';

/** Folders with more submissions than this are graded under a notification that shows how far it got and can stop it. */
const NOTIFY_ABOVE = 30;
/** Submissions graded between two yields to the host's other work (the notification's updates, a cancel). */
const CHUNK = 20;

/** A class graded: what the panel shows and where each submission's file is. */
export interface GradedClass {
  readonly grade: ClassGrade;
  readonly files: readonly vscode.Uri[];
  readonly page: Extract<ToGradePage, { type: 'grades' }>;
}

export type GradingOutcome = GradedClass | KeyProblem | { readonly ok: false; readonly message: string };

/** Grades the .gtree files of `folder` (and below it) against the key's text; null when cancelled. */
export async function gradeFolder(key: vscode.TextDocument, folder: vscode.Uri): Promise<GradingOutcome | null> {
  const keyName = baseName(key.uri);
  const read = readKey({ name: keyName, text: key.getText() });
  if (!read.ok) return read;
  const files = await readSubmissions(folder, key.uri);
  if (files.length === 0) return { ok: false, message: `no files to grade in ${vscode.workspace.asRelativePath(folder)} (the key left out)` };
  const sheets =
    files.length > NOTIFY_ABOVE
      ? await vscode.window.withProgress(
          { location: vscode.ProgressLocation.Notification, title: `gtree: grading ${files.length} submissions against ${keyName}`, cancellable: true },
          (progress, token) => gradeAll(read, files, token, (done) => progress.report({ increment: (100 * done) / files.length })),
        )
      : await gradeAll(read, files);
  if (!sheets) return null;
  const grade: ClassGrade = { key: keyName, scoring: SCORING, submissions: sheets.map((s) => s.grade) };
  return { grade, files: files.map((f) => f.uri), page: pageOf(read, grade, sheets, vscode.workspace.asRelativePath(folder)) };
}

async function gradeAll(
  key: GradingKey,
  files: readonly SubmissionFile[],
  token?: vscode.CancellationToken,
  report?: (done: number) => void,
): Promise<GradedSheet[] | null> {
  const sheets: GradedSheet[] = [];
  for (let i = 0; i < files.length; i += CHUNK) {
    if (token?.isCancellationRequested) return null;
    const chunk = files.slice(i, i + CHUNK);
    for (const f of chunk) sheets.push(gradeSubmission(key, f.submission));
    report?.(chunk.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return sheets;
}

/** The panel's data: the table's rows, and each key tree's diagram (with the key's run) and the class's marks on it. */
function pageOf(key: GradingKey, grade: ClassGrade, sheets: readonly GradedSheet[], folder: string): GradedClass['page'] {
  const summaries = summarizeClass(key, sheets);
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
    })),
    trees: key.trees.map((k, i) => ({
      title: `${k.tree.name === null ? 'unnamed' : `"${k.tree.name}"`} (tree ${i + 1})`,
      // The key's own answers are the run's: the drawing shows the solution, without the key's answer summary.
      diagram: diagramOf(k.tree, k.trace, null, undefined, null),
      marks: classMarks(summaries[i]),
    })),
  };
}
