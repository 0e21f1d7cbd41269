import * as vscode from 'vscode';
import type { GradeRow } from '../../shared/grade-messages';
import { baseName, readKeys } from './grade-files';
import type { GradePanel } from './grade-panel';
import { gradeFolder, type GradingOutcome } from './grading';

/** What `gtree.grade` returns to its caller (tests): the rows it showed, or why there are none. */
export type GradeResult = { readonly ok: true; readonly rows: readonly GradeRow[] } | { readonly ok: false; readonly message: string };

const asUri = (arg: unknown): vscode.Uri | null => (arg instanceof vscode.Uri ? arg : typeof arg === 'string' ? vscode.Uri.parse(arg) : null);

/**
 * "gtree: Grade submissions against this key…": the key is the command's file (the editor's
 * title or context menu pass it) or the active .gtree editor; a folder passed instead is a folder
 * of keys. "gtree: Grade submissions against a folder of keys…" asks for that folder (the
 * Explorer's context menu passes it): a course's variants, each sheet graded against its own.
 * The submissions' folder is asked for (tests pass it). A key that cannot grade is shown where
 * it breaks.
 */
export function registerGrading(context: vscode.ExtensionContext, panel: GradePanel): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('gtree.grade', async (keyArg?: unknown, folderArg?: unknown): Promise<GradeResult> => {
      const uri = asUri(keyArg);
      if (uri && (await isFolder(uri))) return gradeCourse(panel, uri, asUri(folderArg));
      const key = await keyDocument(uri);
      if (!key) {
        void vscode.window.showInformationMessage('gtree: open the key (a .gtree file with every answer) and grade against it.');
        return { ok: false, message: 'no key' };
      }
      const name = baseName(key.uri);
      const keyFolder = key.uri.scheme === 'untitled' ? undefined : vscode.Uri.joinPath(key.uri, '..');
      const folder = asUri(folderArg) ?? (await pickFolder(keyFolder, 'Grade this folder', `Grade the .gtree files of a folder against ${name}`));
      if (!folder) return { ok: false, message: 'cancelled' };
      return shown(panel, await gradeFolder(name, [{ uri: key.uri, name, text: key.getText() }], folder));
    }),
    vscode.commands.registerCommand('gtree.gradeCourse', async (keysArg?: unknown, folderArg?: unknown): Promise<GradeResult> => {
      const workspace = vscode.workspace.workspaceFolders?.[0]?.uri;
      const keys =
        asUri(keysArg) ??
        (await pickFolder(workspace, 'Grade against these keys', "The folder of the variants' keys (its .key.gtree files, or its .gtree files)"));
      if (!keys) return { ok: false, message: 'cancelled' };
      return gradeCourse(panel, keys, asUri(folderArg));
    }),
  );
}

/** Grades against the keys of a folder: its .key.gtree files, or its .gtree files; the submissions' folder asked for unless given. */
async function gradeCourse(panel: GradePanel, keysFolder: vscode.Uri, folderArg: vscode.Uri | null): Promise<GradeResult> {
  const keys = await readKeys(keysFolder);
  const name = `${baseName(keysFolder)}/`;
  if (!Array.isArray(keys)) return failed(`${name}${keys.name}: cannot read the key: ${keys.problem}`);
  if (keys.length === 0) return failed(`no .gtree files in ${vscode.workspace.asRelativePath(keysFolder)}: a folder of keys holds the variants' keys`);
  const folder =
    folderArg ??
    (await pickFolder(vscode.Uri.joinPath(keysFolder, '..'), 'Grade this folder', `Grade the files of a folder, each against its variant's key in ${name}`));
  if (!folder) return { ok: false, message: 'cancelled' };
  return shown(panel, await gradeFolder(name, keys, folder));
}

/** The panel shows a class graded; a key that cannot grade is opened where it breaks. */
async function shown(panel: GradePanel, outcome: GradingOutcome | null): Promise<GradeResult> {
  if (outcome === null) return { ok: false, message: 'cancelled' };
  if ('ok' in outcome) {
    if ('line' in outcome) {
      const message = `${outcome.file}:${outcome.line}:${outcome.col}: the key cannot grade: ${outcome.message}`;
      if (outcome.uri) {
        const at = new vscode.Position(outcome.line - 1, outcome.col - 1);
        await vscode.window.showTextDocument(outcome.uri, { selection: new vscode.Range(at, at) });
      }
      return failed(message);
    }
    return failed(outcome.message);
  }
  panel.show(outcome);
  return { ok: true, rows: outcome.page.rows };
}

function failed(message: string): GradeResult {
  void vscode.window.showErrorMessage(`gtree: ${message}`);
  return { ok: false, message };
}

async function isFolder(uri: vscode.Uri): Promise<boolean> {
  try {
    return ((await vscode.workspace.fs.stat(uri)).type & vscode.FileType.Directory) !== 0;
  } catch {
    return false;
  }
}

async function keyDocument(uri: vscode.Uri | null): Promise<vscode.TextDocument | null> {
  if (uri) return vscode.workspace.openTextDocument(uri);
  const doc = vscode.window.activeTextEditor?.document;
  return doc && doc.languageId === 'gtree' ? doc : null;
}

function pickFolder(defaultUri: vscode.Uri | undefined, openLabel: string, title: string): Thenable<vscode.Uri | undefined> {
  return vscode.window
    .showOpenDialog({ canSelectFolders: true, canSelectFiles: false, canSelectMany: false, defaultUri, openLabel, title })
    .then((picked) => picked?.[0]);
}
