import * as vscode from 'vscode';

/** The address of the hosted playground the Markdown blocks' Practise links point to ('' for none). */
export const playgroundUrl = (): string => vscode.workspace.getConfiguration('gtree').get<string>('markdown.playgroundUrl', '');

/**
 * A changed address re-renders the open Markdown previews: the markdown-it plugin reads it only while
 * rendering, and a preview keeps its rendering until its note changes. A setting written just before a
 * preview opens can also arrive after that preview's first rendering.
 */
export function refreshPreviewsOnPlaygroundChange(): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((change) => {
    if (!change.affectsConfiguration('gtree.markdown.playgroundUrl')) return;
    // The built-in Markdown extension may be disabled: then there is no preview to refresh.
    vscode.commands.executeCommand('markdown.preview.refresh').then(undefined, () => undefined);
  });
}
