import * as vscode from 'vscode';
import { Analyses } from './host/analysis';
import { registerAuthoring } from './editor/authoring';
import { AnswerActions } from './editor/code-actions';
import { TreeCodeLenses } from './editor/code-lens';
import { registerCommands } from './commands/commands';
import { Comparisons } from './diagram/comparisons';
import { DiagramPanels, type RenderReport } from './diagram/diagram-panels';
import { registerDiagnostics } from './editor/live-diagnostics';
import { TreeFolding } from './editor/folding';
import { registerGrading } from './grading/grading-command';
import { registerFeedback } from './grading/feedback-command';
import { GradePanel, type GradesDrawn } from './grading/grade-panel';
import { NodeHover } from './editor/hover';
import type { HostPlatform } from './host/outliner';
import type { FromWebview } from '../shared/messages';
import { Runs } from './host/runs';
import { SolvedBriefs } from './host/solved-briefs';
import { extendMarkdownIt, type MarkdownIt } from './markdown/markdown-fence';
import { playgroundUrl, refreshPreviewsOnPlaygroundChange } from './markdown/playground-setting';
import { Practice } from './practice/practice-state';
import { registerPractice } from './commands/practice-commands';
import { PracticeSheets } from './practice/practice-sheets';
import { SettingActions } from './editor/setting-actions';
import { RunStatus } from './editor/status-bar';

/** What the extension exports, for its tests and for other extensions. */
export interface GtreeApi {
  /** The Markdown preview's markdown-it plugin (package.json `markdown.markdownItPlugins`): ```gtree blocks, drawn by the preview's script. */
  extendMarkdownIt<T extends MarkdownIt>(md: T): T;
  /** Fires when a diagram has been drawn in a panel. */
  readonly onDidRender: vscode.Event<RenderReport>;
  /** The status bar item's current text. */
  statusText(): string;
  /** The answer summary's status bar text, or null when hidden. */
  answersText(): string | null;
  /** How many times a document was parsed on the extension host's thread (large documents are outlined in a worker thread). */
  hostParses(): number;
  /** How many searches ran on the extension host's thread: one per tree version and algorithm, however many features read it. */
  hostSearches(): number;
  /** How many runs of large documents the worker thread searched for the host (desktop). */
  threadRuns(): number;
  /** The comparisons of the algorithms: how many were started, how many of them searched on the host's thread, how many were cancelled. */
  comparisons(): { readonly started: number; readonly onHost: number; readonly cancelled: number };
  /** How many listeners and timers the diagram panels hold (a closed panel leaves none). */
  panelsHeld(): number;
  /** From now on, diagrams report how long they took to draw (RenderReport's `timing`): for the UI benchmark. */
  timeDiagrams(): void;
  /** Fires when the grading panel has drawn its table and a class view. */
  readonly onDidDrawGrades: vscode.Event<GradesDrawn>;
  /** Opens a row of the grading panel's table, as Enter on it does (its index in the rows `gtree.grade` returned). */
  openGradeRow(row: number): Promise<vscode.TextEditor | null>;
  /** The grade's problems marked on a submission (the "gtree grade" diagnostics). */
  gradeProblems(uri: vscode.Uri): readonly vscode.Diagnostic[];
  /** Does what the page of the document's open diagram would by sending `message` (an answer, a mark, a click); false without a panel. */
  fromDiagram(uri: string, message: FromWebview): Promise<boolean>;
  /** Whether tree `treeIndex` of the document is being practised. */
  isPractising(uri: string, treeIndex: number): boolean;
}

const GTREE: vscode.DocumentSelector = { language: 'gtree' };

/** Everything the desktop and the web extension host share: both entry points (extension.ts, extension-web.ts) call it with their platform. */
export function activateGtree(context: vscode.ExtensionContext, platform: HostPlatform): GtreeApi {
  const practice = new Practice(context.workspaceState);
  const analyses = new Analyses(platform, (doc) => practice.anyIn(doc));
  const sheets = new PracticeSheets(analyses, practice);
  const runs = new Runs(analyses);
  const comparisons = new Comparisons(analyses, platform);
  const panels = new DiagramPanels(context.extensionUri, analyses, runs, comparisons, sheets, context.workspaceState);
  practice.hasDiagram = (uri) => panels.hasPanel(uri);
  const briefs = new SolvedBriefs(platform.outliner);
  const lenses = new TreeCodeLenses(analyses, runs, practice, briefs);
  const status = new RunStatus(analyses, runs, sheets, briefs);
  const grades = new GradePanel(context.extensionUri);
  if (platform.outliner) context.subscriptions.push(platform.outliner);
  context.subscriptions.push(
    practice,
    runs,
    comparisons,
    panels,
    grades,
    lenses,
    status,
    briefs,
    vscode.languages.registerCodeLensProvider(GTREE, lenses),
    vscode.languages.registerHoverProvider(GTREE, new NodeHover(analyses, runs, sheets)),
    vscode.languages.registerFoldingRangeProvider(GTREE, new TreeFolding(analyses)),
    vscode.languages.registerCodeActionsProvider(GTREE, new AnswerActions(analyses, sheets), { providedCodeActionKinds: AnswerActions.kinds }),
    vscode.languages.registerCodeActionsProvider(GTREE, new SettingActions(analyses), { providedCodeActionKinds: SettingActions.kinds }),
    vscode.workspace.onDidCloseTextDocument((doc) => runs.forget(doc)),
  );
  registerDiagnostics(context, analyses, practice);
  registerCommands(context, analyses, runs, panels, comparisons);
  registerPractice(context, analyses, sheets, panels);
  registerAuthoring(context);
  registerGrading(context, grades);
  registerFeedback(context, grades, platform.latex);
  context.subscriptions.push(refreshPreviewsOnPlaygroundChange());
  return {
    extendMarkdownIt: <T extends MarkdownIt>(md: T): T => extendMarkdownIt(md, playgroundUrl),
    onDidRender: panels.onDidRender,
    statusText: () => status.text,
    answersText: () => status.answersText,
    hostParses: () => analyses.hostParses,
    hostSearches: () => analyses.hostSearches,
    threadRuns: () => analyses.threadRuns,
    comparisons: () => ({ started: comparisons.started, onHost: comparisons.onHost, cancelled: comparisons.cancelled }),
    panelsHeld: () => panels.held,
    timeDiagrams: () => panels.timeDiagrams(),
    onDidDrawGrades: grades.onDidDraw,
    openGradeRow: (row) => grades.open(row),
    gradeProblems: (uri) => grades.problemsOf(uri),
    fromDiagram: (uri, message) => panels.fromPage(uri, message),
    isPractising: (uri, treeIndex) => {
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
      return doc !== undefined && practice.isPractising(doc, treeIndex);
    },
  };
}
