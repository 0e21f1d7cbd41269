import * as vscode from 'vscode';
import { ALGORITHMS, type AlgorithmName, type TreeOutline } from '../../core';
import { type Analyses } from '../host/analysis';
import { describeRun } from '../host/describe';
import { Disposer } from '../host/disposer';
import type { SolvedBriefs } from '../host/solved-briefs';
import { focusDiagramHint } from '../host/focus-key';
import type { Practice } from '../practice/practice-state';
import { isRun, type Runs } from '../host/runs';

/** Over each tree: "▶ Run <its algorithm>", "Algorithm…", and after a run its result. */
export class TreeCodeLenses extends Disposer implements vscode.CodeLensProvider {
  private readonly changed = this.own(new vscode.EventEmitter<void>());
  readonly onDidChangeCodeLenses = this.changed.event;
  /** The document version each document's lenses were last made for. */
  private readonly made = new Map<string, number>();

  constructor(
    private readonly analyses: Analyses,
    private readonly runs: Runs,
    private readonly practice: Practice,
    private readonly briefs: SolvedBriefs,
  ) {
    super();
    this.own(practice.onDidChange(() => this.changed.fire()));
    this.own(briefs.onDidSolve(() => this.changed.fire()));
    this.own(runs.onDidRun(() => this.changed.fire()));
    this.own(runs.onDidRemember(() => this.changed.fire()));
    // VS Code asks for lenses a moment after an edit, and drops that request when the editor loses the focus
    // meanwhile: an undo from the diagram (the editor takes the focus, the diagram takes it back) left the
    // lens saying the run of the text before until the editor was focused again. The focus moving to another
    // editor or group shows here as these events: lenses older than their document are asked for again then.
    this.own(vscode.window.onDidChangeActiveTextEditor(() => this.askAgainIfBehind()));
    this.own(vscode.window.tabGroups.onDidChangeTabGroups(() => this.askAgainIfBehind()));
    this.own(vscode.workspace.onDidCloseTextDocument((doc) => this.made.delete(doc.uri.toString())));
  }

  private askAgainIfBehind(): void {
    const behind = vscode.window.visibleTextEditors.some(({ document: doc }) => {
      const made = this.made.get(doc.uri.toString());
      return made !== undefined && made !== doc.version;
    });
    if (behind) this.changed.fire();
  }

  async provideCodeLenses(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    const lenses: vscode.CodeLens[] = [];
    const uri = doc.uri.toString();
    // Asked again for a newer text meanwhile (VS Code cancels the old request): parse and search nothing for this one.
    if (await this.analyses.cancelled(token)) return [];
    const { version, outline } = await this.analyses.outline(doc);
    if (version !== doc.version || token.isCancellationRequested) return [];
    this.made.set(uri, version);
    // A large document's runs are not repeated here after an edit (that would parse it on the host): the lens waits for the next run.
    const large = this.analyses.isLarge(doc);
    outline.trees.forEach((tree, index) => {
      const range = doc.lineAt(doc.positionAt(tree.start).line).range;
      if (tree.algorithm === null) {
        lenses.push(new vscode.CodeLens(range, { title: '$(error) Fix the errors to run this tree', command: '' }));
        return;
      }
      if (this.practice.isPractising(doc, index)) {
        // Practised: the way to work, never the run's result.
        const args = [uri, index];
        lenses.push(
          new vscode.CodeLens(range, {
            title: '▶ Practise',
            command: 'gtree.showDiagram',
            arguments: args,
            tooltip: `Answer in the diagram: click a node or an edge. ${focusDiagramHint()}`,
          }),
          new vscode.CodeLens(range, { title: 'Next step', command: 'gtree.practice.nextStep', arguments: args, tooltip: 'What to work out next, and why' }),
          new vscode.CodeLens(range, {
            title: 'Stop practising',
            command: 'gtree.practice.stop',
            arguments: args,
            tooltip: 'Show the runs of this tree again',
          }),
        );
        return;
      }
      const last = large ? this.runs.done(doc, index) : this.runs.current(doc, index);
      const algorithm = isRun(last) ? last.algorithm : (this.runs.chosenAlgorithm(doc, outline.trees, index) ?? tree.algorithm);
      lenses.push(
        new vscode.CodeLens(range, {
          title: runTitle(algorithm, tree),
          command: 'gtree.run',
          arguments: [uri, index],
          tooltip: ALGORITHMS[algorithm].description,
        }),
        new vscode.CodeLens(range, {
          title: 'Algorithm…',
          command: 'gtree.pickAlgorithm',
          arguments: [uri, index],
          tooltip: 'Choose the algorithm to run on this tree',
        }),
      );
      if (isRun(last)) {
        lenses.push(
          new vscode.CodeLens(range, {
            title: describeRun(last, this.briefs.of(last, doc)),
            command: 'gtree.showDiagram',
            arguments: [uri, index],
            tooltip: 'Show the diagram',
          }),
        );
      }
    });
    return lenses;
  }
}

/**
 * `▶ Run negascout`; after "Algorithm…" chose another than the tree's own, the lens says so,
 * so a student does not take the chosen algorithm's numbers for the file's:
 * `▶ Run negascout (chosen; the file says negamax)`.
 */
function runTitle(algorithm: AlgorithmName, tree: TreeOutline): string {
  const own = tree.algorithm!;
  const title = `▶ Run ${ALGORITHMS[algorithm].title}`;
  if (algorithm === own) return title;
  const why = tree.algorithmWritten ? `the file says ${ALGORITHMS[own].title}` : `the tree's default is ${ALGORITHMS[own].title}`;
  return `${title} (chosen; ${why})`;
}
