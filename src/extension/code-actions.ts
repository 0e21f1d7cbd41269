import * as vscode from 'vscode';
import { blankSheet, cutEdit, fillValues, fillWindows, markCuts, run, valueEdit, windowEdit, ALGORITHMS, type GameTree, type TextEdit, type Trace } from '../core';
import { nodeAt, treeAt, type Analyses } from './analysis';

const FIX_BY_CODE: Record<string, { title: string; edit: (trace: Trace, node: Parameters<typeof valueEdit>[1], text: string) => TextEdit | null }> = {
  'wrong-value': { title: 'Fill in the right value', edit: (t, n) => valueEdit(t, n) },
  'wrong-window': { title: 'Fill in the right window', edit: (t, n) => windowEdit(t, n) },
  'wrong-cut': { title: 'Fix the cut mark', edit: (t, n, text) => cutEdit(t, n, text) },
  'missing-cut': { title: 'Add the cut mark', edit: (t, n, text) => cutEdit(t, n, text) },
};

/** Quick fixes for wrong answers, and rewrites of the whole tree: fill every value or window, mark all cuts, make a blank sheet. */
export class AnswerActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  constructor(private readonly analyses: Analyses) {}

  provideCodeActions(doc: vscode.TextDocument, range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const found = treeAt(this.analyses.of(doc), doc.offsetAt(range.start));
    const tree = found?.entry.model;
    if (!tree) return [];
    // Answers are checked against the tree's own algorithm, so the fixes use it too.
    const outcome = run(tree, { events: false });
    if (!outcome.ok) return [];
    const trace = outcome.trace;
    const text = doc.getText();
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      const fix = diagnostic.source === 'gtree' ? FIX_BY_CODE[String(diagnostic.code)] : undefined;
      const node = fix && nodeAt(tree, doc.offsetAt(diagnostic.range.start));
      const edit = node && fix.edit(trace, node, text);
      if (!edit) continue;
      const action = this.action(doc, fix.title, vscode.CodeActionKind.QuickFix, [edit]);
      action.diagnostics = [diagnostic];
      action.isPreferred = true;
      actions.push(action);
    }
    const here = nodeAt(tree, doc.offsetAt(range.start));
    const hereValue = here && here.children.length > 0 ? valueEdit(trace, here) : null;
    if (hereValue && !actions.length) actions.push(this.action(doc, "Fill in this node's value", vscode.CodeActionKind.RefactorRewrite, [hereValue]));
    actions.push(...this.wholeTree(doc, tree, trace, text));
    return actions;
  }

  private wholeTree(doc: vscode.TextDocument, tree: GameTree, trace: Trace, text: string): vscode.CodeAction[] {
    const rewrite = vscode.CodeActionKind.RefactorRewrite;
    const offers: [string, TextEdit[]][] = [['Fill in every value', fillValues(trace)]];
    if (ALGORITHMS[trace.algorithm].windowed) {
      offers.push(['Fill in every window', fillWindows(trace)], ['Mark all cuts', markCuts(trace, text)]);
    }
    offers.push(['Make a blank sheet (answers to ?, no cut marks)', blankSheet(tree, text)]);
    return offers.filter(([, edits]) => edits.length > 0).map(([title, edits]) => this.action(doc, title, rewrite, edits));
  }

  private action(doc: vscode.TextDocument, title: string, kind: vscode.CodeActionKind, edits: readonly TextEdit[]): vscode.CodeAction {
    const action = new vscode.CodeAction(title, kind);
    action.edit = toWorkspaceEdit(doc, edits);
    return action;
  }
}

export function toWorkspaceEdit(doc: vscode.TextDocument, edits: readonly TextEdit[]): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  for (const e of edits) edit.replace(doc.uri, new vscode.Range(doc.positionAt(e.start), doc.positionAt(e.end)), e.text);
  return edit;
}
