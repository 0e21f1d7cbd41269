import * as vscode from 'vscode';

/** How often, and how far apart, a new untitled document is asked for again (see `openUntitled`). */
const OPEN_ATTEMPTS = 40;
const OPEN_RETRY_MS = 50;

/**
 * A new untitled .gtree document holding `text`, or undefined if VS Code never hands one back.
 * With `name` (`random-d3-s5.gtree`) the document is called that, and Save As proposes it, in the
 * first workspace folder; without one, VS Code names it after its first line. VS Code names a new
 * untitled document after one closed a moment ago (`Untitled-3` again), and an extension host that
 * has not yet heard of that close hands back the old document of that name with its old text (seen
 * in the Web Worker host), so it is asked again until the document holds `text`.
 */
export async function openUntitled(text: string, name?: string): Promise<vscode.TextDocument | undefined> {
  if (name !== undefined) return openNamed(text, name);
  for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
    const doc = await vscode.workspace.openTextDocument({ language: 'gtree', content: text });
    if (doc.getText() === text) return doc;
    await new Promise((resolve) => setTimeout(resolve, OPEN_RETRY_MS));
  }
  return undefined;
}

/**
 * An untitled document at a path of its own: `name`, or `name-2`, … when a document of that
 * name is open already. A closed one VS Code hands back with its old text is given `text` in place of it.
 */
async function openNamed(text: string, name: string): Promise<vscode.TextDocument | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const open = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
  const stem = name.replace(/\.gtree$/, '');
  for (let n = 1; n <= OPEN_ATTEMPTS; n++) {
    const file = n === 1 ? name : `${stem}-${n}.gtree`;
    const uri = folder ? vscode.Uri.joinPath(folder, file).with({ scheme: 'untitled' }) : vscode.Uri.from({ scheme: 'untitled', path: file });
    if (open.has(uri.toString())) continue;
    const doc = await vscode.workspace.openTextDocument(uri);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length)), text);
    if (!(await vscode.workspace.applyEdit(edit)) || doc.getText() !== text) continue;
    return doc.languageId === 'gtree' ? doc : vscode.languages.setTextDocumentLanguage(doc, 'gtree');
  }
  return undefined;
}
