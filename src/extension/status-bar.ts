import * as vscode from 'vscode';
import { ALGORITHMS, formatValue } from '../core';
import { treeAt, type Analyses } from './analysis';
import { describeTotals } from './describe';
import { isRun, type Runs } from './runs';

/** The tree under the cursor: its algorithm, root value and totals; before a run, a button to run it. */
export class RunStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('gtree.run', vscode.StatusBarAlignment.Left, 50);
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly analyses: Analyses, private readonly runs: Runs) {
    this.item.name = 'gtree run';
    this.subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.window.onDidChangeTextEditorSelection(() => this.update()),
      runs.onDidRun(() => this.update()),
    );
    this.update();
  }

  update(): void {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'gtree') return this.item.hide();
    const found = treeAt(this.analyses.of(editor.document), editor.document.offsetAt(editor.selection.active));
    if (!found) return this.item.hide();
    const last = this.runs.current(editor.document, found.index);
    const args = [editor.document.uri.toString(), found.index];
    if (isRun(last) && last.outcome.ok) {
      const trace = last.outcome.trace;
      this.item.text = `$(type-hierarchy) ${ALGORITHMS[trace.algorithm].title} = ${formatValue(trace.value)}`;
      this.item.tooltip = `${describeTotals(trace.totals)}\nClick to choose another algorithm.`;
      this.item.command = { title: 'Algorithm…', command: 'gtree.pickAlgorithm', arguments: args };
    } else if (found.entry.model) {
      this.item.text = `$(play) Run ${ALGORITHMS[found.entry.model.settings.algorithm].title}`;
      this.item.tooltip = isRun(last) && !last.outcome.ok ? last.outcome.message : 'Run this tree';
      this.item.command = { title: 'Run', command: 'gtree.run', arguments: args };
    } else {
      this.item.text = '$(error) gtree: fix the errors to run';
      this.item.tooltip = undefined;
      this.item.command = 'workbench.actions.view.problems';
    }
    this.item.show();
  }

  /** The status bar's text, for tests. */
  get text(): string {
    return this.item.text;
  }

  dispose(): void {
    this.subscriptions.forEach((s) => s.dispose());
    this.item.dispose();
  }
}
