import * as vscode from 'vscode';
import type { Analyses } from '../host/analysis';

/**
 * Quick fixes of settings and slips: a setting that has no effect under the tree's algorithm
 * loses its line; whatever a diagnostic asks "did you mean" of (a misspelt setting key or value
 * `algoritm`, `alpha-beta`; a keyword in capitals `MAX`; `key = value`; a window in parentheses)
 * is put in place: the checker's suggestion, one mechanism for every slip.
 */
export class SettingActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix];

  constructor(private readonly analyses: Analyses) {}

  async provideCodeActions(doc: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): Promise<vscode.CodeAction[]> {
    if (context.only && !context.only.contains(vscode.CodeActionKind.QuickFix)) return [];
    const ours = context.diagnostics.filter((d) => d.source === 'gtree');
    const actions = ours.filter((d) => d.code === 'setting-no-effect').map((d) => removeLine(doc, d));
    const misspelt = ours.filter((d) => d.code !== 'setting-no-effect');
    if (misspelt.length === 0) return actions;
    // The suggestion is the checker's: found in the outline by the diagnostic's place.
    const { version, outline } = await this.analyses.outline(doc);
    if (version !== doc.version) return actions;
    for (const d of misspelt) {
      const at = doc.offsetAt(d.range.start);
      const suggestion = outline.diagnostics.find((o) => o.code === d.code && o.span.start === at)?.suggestion;
      if (suggestion) actions.push(replace(doc, d, suggestion.text, suggestion.span));
    }
    return actions;
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

function replace(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic, text: string, span: { start: number; end: number }): vscode.CodeAction {
  const action = new vscode.CodeAction(`Change to '${text}'`, vscode.CodeActionKind.QuickFix);
  action.edit = new vscode.WorkspaceEdit();
  action.edit.replace(doc.uri, new vscode.Range(doc.positionAt(span.start), doc.positionAt(span.end)), text);
  action.diagnostics = [diagnostic];
  action.isPreferred = true;
  return action;
}
