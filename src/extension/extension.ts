import * as vscode from 'vscode';
import { Analyses } from './analysis';
import { registerAuthoring } from './authoring';
import { AnswerActions } from './code-actions';
import { TreeCodeLenses } from './code-lens';
import { registerCommands } from './commands';
import { DiagramPanels, type RenderReport } from './diagram-panel';
import { registerDiagnostics } from './diagnostics';
import { TreeFolding } from './folding';
import { NodeHover } from './hover';
import { Runs } from './runs';
import { RunStatus } from './status-bar';

/** What the extension exports, for its tests and for other extensions. */
export interface GtreeApi {
  /** Fires when a diagram has been drawn in a panel. */
  readonly onDidRender: vscode.Event<RenderReport>;
  /** The status bar item's current text. */
  statusText(): string;
  /** The answer summary's status bar text, or null when hidden. */
  answersText(): string | null;
}

const GTREE: vscode.DocumentSelector = { language: 'gtree' };

export function activate(context: vscode.ExtensionContext): GtreeApi {
  const analyses = new Analyses();
  const runs = new Runs(analyses);
  const panels = new DiagramPanels(context.extensionUri, analyses, runs);
  const lenses = new TreeCodeLenses(analyses, runs);
  const status = new RunStatus(analyses, runs);
  context.subscriptions.push(
    runs,
    panels,
    lenses,
    status,
    vscode.languages.registerCodeLensProvider(GTREE, lenses),
    vscode.languages.registerHoverProvider(GTREE, new NodeHover(analyses, runs)),
    vscode.languages.registerFoldingRangeProvider(GTREE, new TreeFolding(analyses)),
    vscode.languages.registerCodeActionsProvider(GTREE, new AnswerActions(analyses), { providedCodeActionKinds: AnswerActions.kinds }),
    vscode.workspace.onDidCloseTextDocument((doc) => runs.forget(doc)),
  );
  registerDiagnostics(context, analyses);
  registerCommands(context, analyses, runs, panels);
  registerAuthoring(context);
  return { onDidRender: panels.onDidRender, statusText: () => status.text, answersText: () => status.answersText };
}

export function deactivate(): void {}
