import * as vscode from 'vscode';
import { ALGORITHMS, blankSheet, formatValue, isAlgorithmName, reorderTree, type AlgorithmName, type Totals } from '../../core';
import { algorithmChoices } from '../diagram/algorithm-choices';
import { toWorkspaceEdit } from '../editor/code-actions';
import type { Comparisons } from '../diagram/comparisons';
import { exportTree, pickFormat, refusal } from '../diagram/export';
import type { Analyses } from '../host/analysis';
import type { DiagramPanels } from '../diagram/diagram-panels';
import { isRun, type Runs } from '../host/runs';
import { resolveTarget, type Target } from '../host/target';

/** What `gtree.run` returns to its caller (tests, other extensions). */
export interface RunSummary {
  readonly ok: boolean;
  readonly algorithm?: AlgorithmName;
  readonly value?: string;
  readonly totals?: Totals;
  readonly pv?: readonly (string | number)[];
  readonly message?: string;
}

/** What a run asked for on a practised tree says to its caller: the sheet is drawn, the run is not given. */
const PRACTISING = 'practising: the diagram shows the sheet, not the run';

export function registerCommands(context: vscode.ExtensionContext, analyses: Analyses, runs: Runs, panels: DiagramPanels, comparisons: Comparisons): void {
  const target = (uri?: unknown, treeIndex?: unknown): Promise<Target | null> => resolveTarget(analyses, uri, treeIndex);
  const noTarget = (): RunSummary => {
    void vscode.window.showInformationMessage('gtree: open a .gtree file and put the cursor in a tree.');
    return { ok: false, message: 'no tree' };
  };

  const runTree = async (t: Target, algorithm?: AlgorithmName): Promise<RunSummary> => {
    if (analyses.isLarge(t.doc)) {
      // A large tree is searched in the worker thread (desktop), with a notification that can stop it.
      const chosen = algorithm !== undefined ? algorithm : (runs.choiceOf(t.doc, t.treeIndex) ?? null);
      const finished = await vscode.window.withProgress(
        {
          location: vscode.ProgressLocation.Notification,
          title: `gtree: running ${chosen ? ALGORITHMS[chosen].title : "the tree's algorithm"}`,
          cancellable: true,
        },
        (_bar, token) => analyses.runOffThread(t.doc, t.treeIndex, chosen, token),
      );
      if (!finished) return { ok: false, message: 'cancelled' };
    }
    const result = runs.run(t.doc, t.treeIndex, algorithm);
    if (!isRun(result)) {
      void vscode.window.showErrorMessage(`gtree: ${result.problem}`);
      return { ok: false, message: result.problem };
    }
    panels.show(t.doc, t.treeIndex);
    if (!result.outcome.ok) {
      // A tree with an unknown leaf has no single run, and that is no error: the panel shows it solved.
      if (!result.tree.unknown) void vscode.window.showErrorMessage(`gtree: ${result.outcome.message}`);
      return { ok: false, algorithm: result.algorithm, message: result.outcome.message };
    }
    // Practised: the diagram shows the sheet (see DiagramPanels.post), and the caller gets nothing of the run either.
    if (panels.sheets.practice.isPractising(t.doc, t.treeIndex)) return { ok: true, algorithm: result.algorithm, message: PRACTISING };
    const trace = result.outcome.trace;
    return { ok: true, algorithm: result.algorithm, value: formatValue(trace.value, trace.tree.numberStyle), totals: trace.totals, pv: trace.pv };
  };

  /** The move-ordering exercise: rewrite the tree's children best- or worst-first and say what it changed. */
  const reorder = async (uri: unknown, treeIndex: unknown, order: 'best-first' | 'worst-first'): Promise<{ ok: boolean; message: string }> => {
    const t = await target(uri, treeIndex);
    if (!t) return noTarget() as { ok: false; message: string };
    if (panels.sheets.practice.isPractising(t.doc, t.treeIndex)) {
      // The best-first order is the children sorted by their values, and the message counts the cuts: both are the sheet's answers.
      const message = "reordering tells the children's values and how many edges are cut; stop practising this tree to reorder it.";
      void vscode.window.showInformationMessage(`gtree: ${message}`);
      return { ok: false, message };
    }
    const result = reorderTree(t.doc.getText(), t.treeIndex, order);
    if (!result.ok) {
      void vscode.window.showErrorMessage(`gtree: ${result.message}`);
      return result;
    }
    if (result.edit) await vscode.workspace.applyEdit(toWorkspaceEdit(t.doc, [result.edit]));
    const { before, after } = result;
    const message = result.edit
      ? `Children ${order}: ${before.leafEvals} → ${after.leafEvals} leaf evaluations, ${before.cuts} → ${after.cuts} cuts.`
      : `The children are already ${order} (${before.leafEvals} leaf evaluations, ${before.cuts} cuts).`;
    void vscode.window.showInformationMessage(message);
    return { ok: true, message };
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('gtree.run', async (uri?: unknown, treeIndex?: unknown, algorithm?: unknown) => {
      const t = await target(uri, treeIndex);
      if (!t) return noTarget();
      if (algorithm !== undefined && (typeof algorithm !== 'string' || !isAlgorithmName(algorithm))) {
        return { ok: false, message: `unknown algorithm '${String(algorithm)}'` };
      }
      return runTree(t, algorithm);
    }),
    vscode.commands.registerCommand('gtree.pickAlgorithm', async (uri?: unknown, treeIndex?: unknown) => {
      const t = await target(uri, treeIndex);
      if (!t) return noTarget();
      const tree = analyses.of(t.doc).trees[t.treeIndex]?.model;
      if (!tree) return runTree(t);
      // The same list as Compare's table; an algorithm left out is named with its reason.
      const { items, leftOut } = algorithmChoices(tree);
      const picked = await vscode.window.showQuickPick(items, {
        title: `Run which algorithm on ${tree.name ? `"${tree.name}"` : 'this tree'}?`,
        placeHolder: leftOut,
        matchOnDetail: true,
      });
      return picked ? runTree(t, picked.algorithm) : { ok: false, message: 'cancelled' };
    }),
    vscode.commands.registerCommand('gtree.blankSheet', async (uri?: unknown, treeIndex?: unknown) => {
      const t = await target(uri, treeIndex);
      if (!t) return noTarget();
      const tree = analyses.of(t.doc).trees[t.treeIndex]?.model;
      if (!tree) {
        const message = 'This tree has errors: fix them to make a blank sheet of it.';
        void vscode.window.showErrorMessage(`gtree: ${message}`);
        return { ok: false, message };
      }
      const edits = blankSheet(tree, t.doc.getText());
      if (edits.length > 0) await vscode.workspace.applyEdit(toWorkspaceEdit(t.doc, edits));
      return { ok: true, edits: edits.length };
    }),
    vscode.commands.registerCommand('gtree.reorderBestFirst', (uri?: unknown, treeIndex?: unknown) => reorder(uri, treeIndex, 'best-first')),
    vscode.commands.registerCommand('gtree.reorderWorstFirst', (uri?: unknown, treeIndex?: unknown) => reorder(uri, treeIndex, 'worst-first')),
    vscode.commands.registerCommand('gtree.export', async (format?: unknown, uri?: unknown, treeIndex?: unknown, destination?: unknown) => {
      const t = await target(uri, treeIndex);
      if (!t) return noTarget();
      const chosen = await pickFormat(format);
      if (!chosen) return { ok: false, message: 'cancelled' };
      // Refused as Compare is while practising, before asking where to write.
      const refused = refusal(panels, t, chosen);
      if (refused) {
        void vscode.window.showInformationMessage(`gtree: ${refused}.`);
        return { ok: false, message: refused };
      }
      try {
        const written = await exportTree(
          panels,
          runs,
          t,
          chosen,
          typeof destination === 'string' ? vscode.Uri.file(destination) : destination instanceof vscode.Uri ? destination : undefined,
        );
        if (written) void vscode.window.showInformationMessage(`gtree: exported to ${vscode.workspace.asRelativePath(written)}`);
        return { ok: written !== null, message: written?.toString() ?? 'cancelled' };
      } catch (e) {
        const message = (e as Error).message;
        void vscode.window.showErrorMessage(`gtree: could not export: ${message}`);
        return { ok: false, message };
      }
    }),
    vscode.commands.registerCommand('gtree.compare', async (uri?: unknown, treeIndex?: unknown) => {
      const t = await target(uri, treeIndex);
      if (!t) return noTarget();
      // Made off the host's thread (or, in the web host, between its other work): see Comparisons.
      const compared = await comparisons.compare(t.doc, t.treeIndex);
      if (compared === null) return { ok: false, message: 'cancelled' };
      if (!compared.ok) {
        void vscode.window.showErrorMessage(`gtree: ${compared.problem}`);
        return { ok: false, message: compared.problem };
      }
      panels.showCompare(t.doc, t.treeIndex, compared.message);
      return { ok: true, rows: compared.message.rows };
    }),
    vscode.commands.registerCommand('gtree.showDiagram', async (uri?: unknown, treeIndex?: unknown) => {
      const t = await target(uri, treeIndex);
      if (!t) return noTarget();
      panels.show(t.doc, t.treeIndex);
      return { ok: true };
    }),
    // The keyboard's way into the diagram: on the first node that still needs an answer (practice), else the root.
    vscode.commands.registerCommand('gtree.focusDiagram', async (uri?: unknown, treeIndex?: unknown) => {
      const t = await target(uri, treeIndex);
      // Pressed in a diagram (no text editor is active then): that diagram's tree.
      if (!t) return panels.focusActive() ? { ok: true } : noTarget();
      panels.focus(t.doc, t.treeIndex);
      return { ok: true };
    }),
  );
}
