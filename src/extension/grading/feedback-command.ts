import * as vscode from 'vscode';
import { FeedbackStems, studentFeedback, type GradingKey } from '../../core';
import type { Latex } from '../host/outliner';
import type { GradePanel } from './grade-panel';
import type { GradedClass } from './grading';

/** What `gtree.saveFeedback` returns to its caller (tests): the files written, or why none were. */
export type FeedbackResult =
  | {
      readonly ok: true;
      readonly folder: string;
      /** The students given feedback (files skipped as no sheet get none). */
      readonly students: number;
      /** The files written, by name in the folder. */
      readonly files: readonly string[];
      /** Why there are no PDFs (no pdflatex, or it failed); null when every drawing has its PDF. */
      readonly noPdf: string | null;
    }
  | { readonly ok: false; readonly message: string };

const REVEAL_CHOICES = [
  { label: 'Marks only', detail: '✓ or ✗ on every answer asked; the right answers stay unsaid', reveal: false },
  { label: 'Marks and the right answers', detail: 'The right answer written beside each ✗, as gtree grade --feedback --reveal does', reveal: true },
] as const;

/**
 * "gtree: Save feedback for every student…" (the palette, the grading panel's button and its
 * title bar): for the class the grading panel shows, per student, what `gtree grade --feedback`
 * writes: `STEM.md` (the summary, from core), `STEM.svg` (their sheet marked, drawn by the
 * panel's page: the host draws nothing) and `STEM.pdf` (that drawing's TikZ through pdflatex,
 * where the desktop host can run it). Asks whether to reveal the right answers and for the
 * folder (tests pass both).
 */
export function registerFeedback(context: vscode.ExtensionContext, panel: GradePanel, latex: Latex | null): void {
  let saving = false;
  context.subscriptions.push(
    vscode.commands.registerCommand('gtree.saveFeedback', async (folderArg?: unknown, revealArg?: unknown): Promise<FeedbackResult> => {
      const graded = panel.shown;
      if (!graded) {
        const message = 'grade a class first (Grade submissions against this key…), then save its feedback from the grading panel';
        void vscode.window.showInformationMessage(`gtree: ${message}.`);
        return { ok: false, message };
      }
      // One save at a time: a second would write the same files while the first still does.
      if (saving) {
        const message = 'the feedback is being saved already: wait for it, or stop it from its notification';
        void vscode.window.showInformationMessage(`gtree: ${message}.`);
        return { ok: false, message };
      }
      saving = true;
      try {
        return await askAndSave(panel, graded, latex, asUri(folderArg), typeof revealArg === 'boolean' ? revealArg : null);
      } finally {
        saving = false;
      }
    }),
  );
}

const asUri = (arg: unknown): vscode.Uri | null => (arg instanceof vscode.Uri ? arg : typeof arg === 'string' ? vscode.Uri.parse(arg) : null);

/** Asks what the sheets say and where they go (unless given), then saves; a failure is said, never thrown. */
async function askAndSave(
  panel: GradePanel,
  graded: GradedClass,
  latex: Latex | null,
  folderArg: vscode.Uri | null,
  revealArg: boolean | null,
): Promise<FeedbackResult> {
  const reveal = revealArg ?? (await pickReveal());
  if (reveal === null) return { ok: false, message: 'cancelled' };
  const folder = folderArg ?? (await pickFolder(graded));
  if (!folder) return { ok: false, message: 'cancelled' };
  try {
    return await saveFeedback(panel, graded, folder, reveal, latex);
  } catch (e) {
    const message = `the feedback could not be saved in ${vscode.workspace.asRelativePath(folder)}: ${e instanceof Error ? e.message : String(e)}`;
    void vscode.window.showErrorMessage(`gtree: ${message}`);
    return { ok: false, message };
  }
}

async function pickReveal(): Promise<boolean | null> {
  const picked = await vscode.window.showQuickPick(REVEAL_CHOICES, { title: 'Save feedback for every student: what the marked sheets say' });
  return picked ? picked.reveal : null;
}

async function pickFolder(graded: GradedClass): Promise<vscode.Uri | undefined> {
  const picked = await vscode.window.showOpenDialog({
    canSelectFolders: true,
    canSelectFiles: false,
    canSelectMany: false,
    defaultUri: vscode.Uri.joinPath(graded.folder, '..'),
    openLabel: 'Save feedback here',
    title: "The folder for the students' feedback: a marked sheet (SVG, PDF) and a summary (.md) each",
  });
  return picked?.[0];
}

/** Writes every student's feedback into `folder`, under a notification that shows how far it got and can stop it. */
async function saveFeedback(panel: GradePanel, graded: GradedClass, folder: vscode.Uri, reveal: boolean, latex: Latex | null): Promise<FeedbackResult> {
  await vscode.workspace.fs.createDirectory(folder);
  const sheets = graded.sheets.filter((s) => s.grade.status !== 'skipped');
  const skipped = graded.sheets.length - sheets.length;
  // A sheet that is no variant's was graded against the first key (gradeInCourse records its key
  // as null): its feedback is written against that key too, by design, not as a guess.
  const keyOf = (file: string | null): GradingKey => graded.keys.find((k) => k.file === file) ?? graded.keys[0];
  const stems = new FeedbackStems();
  const written: string[] = [];
  const problems: string[] = [];
  let noPdf: string | null = latex ? null : NO_PDF_ON_THE_WEB;
  const write = async (name: string, content: string | Uint8Array): Promise<void> => {
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, name), typeof content === 'string' ? new TextEncoder().encode(content) : content);
    written.push(name);
  };
  const where = vscode.workspace.asRelativePath(folder);
  const done = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `gtree: saving feedback in ${where}`, cancellable: true },
    async (progress, token) => {
      for (const sheet of sheets) {
        if (token.isCancellationRequested) return false;
        const student = studentFeedback(keyOf(sheet.grade.key), sheet, reveal, stems.next(sheet.grade.file));
        progress.report({ message: student.stem, increment: 100 / sheets.length });
        await write(`${student.stem}.md`, student.summary);
        if (student.drawings.length === 0) continue;
        for (const file of await panel.drawFeedback(student.drawings)) {
          if ('problem' in file) {
            problems.push(`${file.name}: ${file.problem}`);
            continue;
          }
          await write(`${file.name}.svg`, file.svg);
          if (noPdf !== null || !latex) continue;
          const pdf = await latex(file.tikz);
          if (pdf.ok) await write(`${file.name}.pdf`, pdf.pdf);
          else noPdf = pdf.missing ? NO_PDFLATEX : `${pdf.message}. The LaTeX of the sheets is gtree export's: gtree grade --feedback shows the same`;
        }
      }
      return true;
    },
  );
  say(done, sheets.length, where, skipped, problems, noPdf, folder);
  return done ? { ok: true, folder: folder.toString(), students: sheets.length, files: written, noPdf } : { ok: false, message: 'cancelled' };
}

/** The outcome in one message: a warning when a file is missing that the user expects (no PDFs, a sheet not drawn). */
function say(done: boolean, students: number, where: string, skipped: number, problems: readonly string[], noPdf: string | null, folder: vscode.Uri): void {
  if (!done) {
    void vscode.window.showWarningMessage(`gtree: saving feedback in ${where} was stopped; the files written so far stay.`);
    return;
  }
  const saved = `gtree: feedback for ${students} student${students === 1 ? '' : 's'} saved in ${where}`;
  const skips = skipped > 0 ? ` ${skipped} file${skipped === 1 ? ' was' : 's were'} skipped as no sheet, and got none.` : '';
  const notDrawn = problems.length > 0 ? ` Not drawn: ${problems.join('; ')}.` : '';
  const shown =
    noPdf !== null
      ? vscode.window.showWarningMessage(`${saved}: marked sheets as SVG and summaries as Markdown, but no PDFs: ${noPdf}.${skips}${notDrawn}`, SHOW)
      : problems.length > 0
        ? vscode.window.showWarningMessage(`${saved}.${skips}${notDrawn}`, SHOW)
        : vscode.window.showInformationMessage(`${saved}: a marked sheet (SVG and PDF) and a summary (.md) each.${skips}`, SHOW);
  // Not awaited: the command is done when the files are; the button answers whenever it is pressed.
  void shown.then((picked) => picked === SHOW && vscode.commands.executeCommand('revealInExplorer', folder));
}

const SHOW = 'Show in Explorer';

/** Why there are no PDFs, and what to do about it. */
const NO_PDF_ON_THE_WEB = 'VS Code for the Web cannot run pdflatex; save again from desktop VS Code, or run gtree grade --feedback, where TeX Live is';
const NO_PDFLATEX = 'pdflatex is not on the PATH of the machine VS Code runs on; install TeX Live (pdflatex, with TikZ) and save again';
