import * as vscode from 'vscode';

/** The quick fix of a setting that has no effect under the tree's algorithm: remove its line. */
export class IdleSettingActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix];

  provideCodeActions(doc: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    if (context.only && !context.only.contains(vscode.CodeActionKind.QuickFix)) return [];
    return context.diagnostics.filter((d) => d.code === 'setting-no-effect').map((d) => removeLine(doc, d));
  }
}

function removeLine(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic): vscode.CodeAction {
  const setting = doc.getText(diagnostic.range);
  const line = doc.lineAt(diagnostic.range.start.line);
  // A setting alone on its line goes with its line; one that shares it (`tree t { fail: hard`) goes alone.
  const alone = line.text.trim() === setting.trim();
  const action = new vscode.CodeAction(`Remove '${setting.trim()}'`, vscode.CodeActionKind.QuickFix);
  action.edit = new vscode.WorkspaceEdit();
  action.edit.delete(doc.uri, alone ? line.rangeIncludingLineBreak : diagnostic.range);
  action.diagnostics = [diagnostic];
  action.isPreferred = true;
  return action;
}
