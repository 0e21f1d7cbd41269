import * as vscode from 'vscode';
import { ALGORITHMS, answerSummary, formatValue, type GameTree } from '../core';
import { treeAt, type Analyses } from './analysis';
import { describeTotals, pvPart } from './describe';
import { isRun, type Runs } from './runs';

const SETTLE_MS = 150;
/** The status bar is narrow: a longer principal variation keeps its first and last moves (whole in the tooltip). */
const STATUS_PV_STEPS = 4;

/** The tree under the cursor: its algorithm, root value and totals; before a run, a button to run it. */
export class RunStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('gtree.run', vscode.StatusBarAlignment.Left, 50);
  private readonly answers = vscode.window.createStatusBarItem('gtree.answers', vscode.StatusBarAlignment.Left, 49);
  private readonly subscriptions: vscode.Disposable[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly analyses: Analyses,
    private readonly runs: Runs,
  ) {
    this.item.name = 'gtree run';
    this.answers.name = 'gtree answers';
    this.answers.tooltip = 'The answers written in this tree, checked against its algorithm';
    this.answers.command = 'workbench.actions.view.problems';
    this.subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      // Typing moves the selection at every key: wait for a pause, or a 1 MB file would be parsed per keystroke.
      vscode.window.onDidChangeTextEditorSelection(() => {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.update(), SETTLE_MS);
      }),
      runs.onDidRun(() => this.update()),
    );
    this.update();
  }

  update(): void {
    const editor = vscode.window.activeTextEditor;
    const found = editor?.document.languageId === 'gtree' ? treeAt(this.analyses.of(editor.document), editor.document.offsetAt(editor.selection.active)) : null;
    const summary = found?.entry.model ? this.summaryOf(found.entry.model) : null;
    if (summary) {
      this.answers.text = `$(checklist) ${summary}`;
      this.answers.show();
    } else this.answers.hide();
    if (!editor || !found) return this.item.hide();
    const last = this.runs.current(editor.document, found.index);
    const args = [editor.document.uri.toString(), found.index];
    if (isRun(last) && last.outcome.ok) {
      const trace = last.outcome.trace;
      this.item.text = [`$(type-hierarchy) ${ALGORITHMS[trace.algorithm].title} = ${formatValue(trace.value)}`, ...pvPart(trace, STATUS_PV_STEPS)].join(' · ');
      this.item.tooltip = [...pvPart(trace), describeTotals(trace.totals), 'Click to choose another algorithm.'].join('\n');
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

  /** Checking answers runs the algorithm: once per version of the tree, not once per cursor move. */
  private readonly summaries = new WeakMap<GameTree, string | null>();

  private summaryOf(tree: GameTree): string | null {
    if (!this.summaries.has(tree)) this.summaries.set(tree, answerSummary(tree));
    return this.summaries.get(tree)!;
  }

  /** The status bar's texts, for tests. */
  get text(): string {
    return this.item.text;
  }

  get answersText(): string | null {
    return this.answers.text || null;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.subscriptions.forEach((s) => s.dispose());
    this.item.dispose();
    this.answers.dispose();
  }
}
