import * as vscode from 'vscode';
import type { Analyses } from './analysis';
import { treeAt } from './analysis';

/** The document and tree a command works on: from its arguments (code lens, hover link) or from the cursor. */
export interface Target {
  readonly doc: vscode.TextDocument;
  readonly treeIndex: number;
}

/** Command arguments as code lenses and hover links pass them: the document's URI (string or Uri) and a tree index. */
export async function resolveTarget(analyses: Analyses, uri?: unknown, treeIndex?: unknown): Promise<Target | null> {
  if (uri !== undefined && uri !== null) {
    const parsed = typeof uri === 'string' ? vscode.Uri.parse(uri) : uri instanceof vscode.Uri ? uri : null;
    if (!parsed) return null;
    const doc = await vscode.workspace.openTextDocument(parsed);
    return { doc, treeIndex: typeof treeIndex === 'number' ? treeIndex : (cursorTree(analyses, doc) ?? 0) };
  }
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'gtree') return null;
  const index = cursorTree(analyses, editor.document, editor.selection.active);
  return index === null ? null : { doc: editor.document, treeIndex: index };
}

function cursorTree(analyses: Analyses, doc: vscode.TextDocument, at?: vscode.Position): number | null {
  const position = at ?? vscode.window.visibleTextEditors.find((e) => e.document === doc)?.selection.active ?? new vscode.Position(0, 0);
  return treeAt(analyses.of(doc), doc.offsetAt(position))?.index ?? null;
}
