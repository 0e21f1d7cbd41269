import * as vscode from 'vscode';
import type { GradeRow } from '../../shared/grade-messages';
import { baseName } from './grade-files';
import type { GradePanel } from './grade-panel';
import { gradeFolder } from './grading';

/** What `gtree.grade` returns to its caller (tests): the rows it showed, or why there are none. */
export type GradeResult = { readonly ok: true; readonly rows: readonly GradeRow[] } | { readonly ok: false; readonly message: string };

const asUri = (arg: unknown): vscode.Uri | null => (arg instanceof vscode.Uri ? arg : typeof arg === 'string' ? vscode.Uri.parse(arg) : null);

/**
 * "gtree: Grade submissions against this key…": the key is the command's file (the editor's
 * title or context menu pass it) or the active .gtree editor; the folder is asked for (tests
 * pass it). A key that cannot grade is shown where it breaks.
 */
export function registerGrading(context: vscode.ExtensionContext, panel: GradePanel): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('gtree.grade', async (keyArg?: unknown, folderArg?: unknown): Promise<GradeResult> => {
      const key = await keyDocument(asUri(keyArg));
      if (!key) {
        void vscode.window.showInformationMessage('gtree: open the key (a .gtree file with every answer) and grade against it.');
        return { ok: false, message: 'no key' };
      }
      const folder = asUri(folderArg) ?? (await pickFolder(key.uri));
      if (!folder) return { ok: false, message: 'cancelled' };
      const outcome = await gradeFolder(key, folder);
      if (outcome === null) return { ok: false, message: 'cancelled' };
      if ('ok' in outcome) {
        if ('line' in outcome) {
          const at = new vscode.Position(outcome.line - 1, outcome.col - 1);
          await vscode.window.showTextDocument(key, { selection: new vscode.Range(at, at) });
          const message = `${outcome.file}:${outcome.line}:${outcome.col}: the key cannot grade: ${outcome.message}`;
          void vscode.window.showErrorMessage(`gtree: ${message}`);
          return { ok: false, message };
        }
        void vscode.window.showErrorMessage(`gtree: ${outcome.message}`);
        return { ok: false, message: outcome.message };
      }
      panel.show(outcome);
      return { ok: true, rows: outcome.page.rows };
    }),
  );
}

async function keyDocument(uri: vscode.Uri | null): Promise<vscode.TextDocument | null> {
  if (uri) return vscode.workspace.openTextDocument(uri);
  const doc = vscode.window.activeTextEditor?.document;
  return doc && doc.languageId === 'gtree' ? doc : null;
}

function pickFolder(key: vscode.Uri): Thenable<vscode.Uri | undefined> {
  const keyFolder = key.scheme === 'untitled' ? undefined : vscode.Uri.joinPath(key, '..');
  return vscode.window
    .showOpenDialog({
      canSelectFolders: true,
      canSelectFiles: false,
      canSelectMany: false,
      defaultUri: keyFolder,
      openLabel: 'Grade this folder',
      title: `Grade the .gtree files of a folder against ${baseName(key)}`,
    })
    .then((picked) => picked?.[0]);
}
