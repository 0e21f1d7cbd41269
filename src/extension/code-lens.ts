import * as vscode from 'vscode';
import { ALGORITHMS, type AlgorithmName, type GameTree } from '../core';
import type { Analyses } from './analysis';
import { describeRun } from './describe';
import { isRun, type Runs } from './runs';

/** Over each tree: "▶ Run <its algorithm>", "Algorithm…", and after a run its result. */
export class TreeCodeLenses implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(
    private readonly analyses: Analyses,
    private readonly runs: Runs,
  ) {
    runs.onDidRun(() => this.changed.fire());
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const lenses: vscode.CodeLens[] = [];
    const uri = doc.uri.toString();
    this.analyses.of(doc).trees.forEach((entry, index) => {
      const range = doc.lineAt(doc.positionAt(entry.syntax.start).line).range;
      if (!entry.model) {
        lenses.push(new vscode.CodeLens(range, { title: '$(error) Fix the errors to run this tree', command: '' }));
        return;
      }
      const last = this.runs.current(doc, index);
      const algorithm = isRun(last) ? last.algorithm : entry.model.settings.algorithm;
      lenses.push(
        new vscode.CodeLens(range, {
          title: runTitle(algorithm, entry.model),
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
          new vscode.CodeLens(range, { title: describeRun(last), command: 'gtree.showDiagram', arguments: [uri, index], tooltip: 'Show the diagram' }),
        );
      }
    });
    return lenses;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/**
 * `▶ Run negascout`; after "Algorithm…" chose another than the tree's own, the lens says so,
 * so a student does not take the chosen algorithm's numbers for the file's:
 * `▶ Run negascout (chosen; the file says negamax)`.
 */
function runTitle(algorithm: AlgorithmName, tree: GameTree): string {
  const own = tree.settings.algorithm;
  const title = `▶ Run ${ALGORITHMS[algorithm].title}`;
  if (algorithm === own) return title;
  const why = tree.settings.algorithmWritten ? `the file says ${ALGORITHMS[own].title}` : `the tree's default is ${ALGORITHMS[own].title}`;
  return `${title} (chosen; ${why})`;
}
