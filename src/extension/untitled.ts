import * as vscode from 'vscode';

/** How often, and how far apart, a new untitled document is asked for again (see `openUntitled`). */
const OPEN_ATTEMPTS = 40;
const OPEN_RETRY_MS = 50;

/**
 * A new untitled .gtree document holding `text`, or undefined if VS Code never hands one back.
 * VS Code names a new untitled document after one closed a moment ago (`Untitled-3` again), and
 * an extension host that has not yet heard of that close hands back the old document of that
 * name with its old text (seen in the Web Worker host), so it is asked again until the
 * document holds `text`.
 */
export async function openUntitled(text: string): Promise<vscode.TextDocument | undefined> {
  for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
    const doc = await vscode.workspace.openTextDocument({ language: 'gtree', content: text });
    if (doc.getText() === text) return doc;
    await new Promise((resolve) => setTimeout(resolve, OPEN_RETRY_MS));
  }
  return undefined;
}
