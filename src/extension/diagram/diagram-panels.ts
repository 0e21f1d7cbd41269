import * as vscode from 'vscode';
import { diagramOf, type DiagramModel } from '../../core';
import type { DrawingFormat, FromWebview, TimingMessage } from '../../shared/messages';
import { nodeAt, treeAt, type Analyses } from '../host/analysis';
import type { CompareMessage } from '../host/compare-rows';
import type { Comparisons } from './comparisons';
import { DiagramPanel, type RenderTiming } from './diagram-panel';
import { Disposer, Timer } from '../host/disposer';
import { DIAGRAM_VIEW_TYPE, PanelMemory, type Restored } from './panel-memory';
import { DrawingExports } from './panel-export';
import { PageFiles } from './panel-page';
import { moveNode, revealNode, undoInEditor, writeAnswer } from '../practice/practice-answers';
import type { PracticeSheets } from '../practice/practice-sheets';
import { isRun, type Runs, type TreeRun } from '../host/runs';
import { firstEvent } from '../host/waiting';

const REDRAW_DELAY_MS = 200;
/** The commands behind the diagram's practice buttons. */
const PRACTICE_COMMANDS = {
  check: 'gtree.practice.check',
  nextStep: 'gtree.practice.nextStep',
  showSolution: 'gtree.practice.showSolution',
  hideSolution: 'gtree.practice.hideSolution',
} as const;
const FOLLOW_DELAY_MS = 100;
/** A new panel's first diagram comes inside its page up to this many nodes (larger ones are asked for: see diagram-html.ts). */
const EMBEDDED_UP_TO = 2000;
/** How long an export waits for the diagram it opened to be drawn. */
const DRAWN_MS = 60_000;
/** The draws of a diagram are not cancelled: a newer one only makes an older one's result unused. */
const NEVER_CANCELLED: vscode.CancellationToken = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose: () => undefined }) };

/** A diagram on screen in a panel (tests and the UI benchmark wait on it); `timing` only while diagrams are timed. */
export type RenderReport = Extract<FromWebview, { type: 'rendered' }> & { readonly uri: string; readonly treeIndex: number; readonly timing?: RenderTiming };

/** The diagram panels, one per document, beside its editor, following its edits and its cursor. */
export class DiagramPanels extends Disposer {
  private readonly panels = new Map<string, DiagramPanel>();
  private readonly followTimer = this.own(new Timer());
  private readonly rendered = this.own(new vscode.EventEmitter<RenderReport>());
  private readonly files: PageFiles;
  private readonly memory: PanelMemory;
  private readonly exports = new DrawingExports();
  /** New pages report how long their drawings take (the UI benchmark turns it on). */
  private timing = false;
  /** Fires when a webview has drawn a diagram. */
  readonly onDidRender = this.rendered.event;

  constructor(
    extensionUri: vscode.Uri,
    private readonly analyses: Analyses,
    private readonly runs: Runs,
    private readonly comparisons: Comparisons,
    /** The practised trees' sheets: read by the exports, which give a practised tree's sheet, never its run. */
    readonly sheets: PracticeSheets,
    /** The workspace's memory (`workspaceState`): which tree each diagram shows and with which algorithm, for a window reload. */
    memento: vscode.Memento,
  ) {
    super();
    this.files = new PageFiles(extensionUri);
    this.memory = new PanelMemory(memento);
    this.own(runs.onDidRun((r) => this.showRun(r)));
    this.own(vscode.workspace.onDidChangeTextDocument((e) => this.scheduleRedraw(e.document)));
    // Practice started or stopped, Check, a hint, the solution: the diagram shows it at once.
    this.own(sheets.practice.onDidChange((doc) => this.redrawNow(doc)));
    // Typing moves the cursor at every key: follow it once typing pauses, not per keystroke.
    this.own(
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (this.panels.has(e.textEditor.document.uri.toString())) this.followTimer.set(() => this.follow(e.textEditor), FOLLOW_DELAY_MS);
      }),
    );
    // A diagram of a closed document could no longer follow it or reveal its text.
    this.own(vscode.workspace.onDidCloseTextDocument((doc) => this.panels.get(doc.uri.toString())?.webviewPanel.dispose()));
    this.own(
      this.memory.register(
        (restored) => this.restored(restored),
        (uri) => this.panels.has(uri),
      ),
    );
  }

  /** Whether the document has a diagram open. */
  hasPanel(uri: string): boolean {
    return this.panels.has(uri);
  }

  /** Opens (or reveals) the document's panel on a tree. */
  show(doc: vscode.TextDocument, treeIndex: number): void {
    const panel = this.panels.get(doc.uri.toString());
    // A new panel draws when its script says it is ready; a run already posted itself to an open one.
    if (!panel) return this.create(doc, treeIndex);
    // Where it is: Beside the active group would move it into a new column when the diagram itself is active (its Show solution button).
    panel.webviewPanel.reveal(panel.webviewPanel.viewColumn ?? vscode.ViewColumn.Beside, true);
    if (panel.switchTo(treeIndex)) void this.draw(panel);
  }

  /**
   * *gtree: Focus the diagram*: opens (or reveals) the document's panel on a tree and gives it the
   * keyboard focus, on the first node that still needs an answer (practice) or the root.
   */
  focus(doc: vscode.TextDocument, treeIndex: number): void {
    this.show(doc, treeIndex);
    this.panels.get(doc.uri.toString())?.focusTree('next');
  }

  /** The same, for the diagram that is the active editor tab; false when none is. */
  focusActive(): boolean {
    const panel = [...this.panels.values()].find((p) => p.webviewPanel.active);
    panel?.focusTree('next');
    return panel !== undefined;
  }

  /**
   * The whole drawing of a tree as SVG text or PNG bytes, drawn by the webview as the user
   * sees it (whatever the zoom). Opens the panel and waits for its drawing when needed.
   */
  async exportImage(doc: vscode.TextDocument, treeIndex: number, format: DrawingFormat, light: boolean): Promise<string | Uint8Array> {
    return this.exports.ask(await this.drawnPanel(doc, treeIndex), format, light);
  }

  /**
   * A worksheet of the tree (`sheet`, its blankDiagram) drawn by the panel's page and exported as
   * exportImage exports: the page shows the sheet while it is drawn, then the run again.
   */
  async exportSheet(doc: vscode.TextDocument, treeIndex: number, sheet: DiagramModel, format: DrawingFormat, light: boolean): Promise<string | Uint8Array> {
    const panel = await this.drawnPanel(doc, treeIndex);
    const drawn = firstEvent(
      this.onDidRender,
      (r) => r.uri === panel.key && r.treeIndex === treeIndex,
      DRAWN_MS,
      'the worksheet was not drawn within a minute',
    );
    panel.post({ type: 'show', diagram: sheet });
    await drawn;
    try {
      return await this.exports.ask(panel, format, light);
    } finally {
      void this.draw(panel);
    }
  }

  /** The document's panel showing the tree, drawn: opened, and waited for, when needed. */
  private async drawnPanel(doc: vscode.TextDocument, treeIndex: number): Promise<DiagramPanel> {
    const key = doc.uri.toString();
    const current = this.panels.get(key);
    if (!current || current.treeIndex !== treeIndex || !current.drawn) {
      const drawn = firstEvent(this.onDidRender, (r) => r.uri === key && r.treeIndex === treeIndex, DRAWN_MS, 'the diagram was not drawn within a minute');
      this.show(doc, treeIndex);
      await drawn;
    }
    const panel = this.panels.get(key);
    if (!panel) throw new Error('the diagram was closed');
    return panel;
  }

  /** Opens the document's panel on the tree and shows the comparison of the algorithms under its header. */
  showCompare(doc: vscode.TextDocument, treeIndex: number, message: CompareMessage): void {
    this.show(doc, treeIndex);
    const panel = this.panels.get(doc.uri.toString())!;
    if (panel.ready) panel.post(message);
    else panel.pendingCompare = message;
  }

  /** From now on, new pages report how long their drawings take (RenderReport's `timing`): for the UI benchmark. */
  timeDiagrams(): void {
    this.timing = true;
  }

  /** The listeners and timers held for the open panels and by the panels' registry (a closed panel holds none). */
  get held(): number {
    let held = this.holding;
    for (const panel of this.panels.values()) held += panel.holding;
    return held;
  }

  override dispose(): void {
    this.panels.forEach((p) => p.webviewPanel.dispose());
    super.dispose();
  }

  private create(doc: vscode.TextDocument, treeIndex: number): void {
    const asked = Date.now();
    const name = doc.uri.path.split('/').pop() ?? 'tree';
    const webviewPanel = vscode.window.createWebviewPanel(DIAGRAM_VIEW_TYPE, `Diagram: ${name}`, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true });
    const created = Date.now();
    const panel = this.adopt(webviewPanel, doc, treeIndex, this.firstDiagram(doc, treeIndex));
    if (this.timing) panel.times = { asked, created, html: Date.now() };
  }

  /**
   * The diagram a new panel's page starts with: the run just made (the run command opens the
   * panel after it), without searching anything; none for a large tree or when there is no run.
   */
  private firstDiagram(doc: vscode.TextDocument, treeIndex: number): DiagramModel | undefined {
    // A practised tree's page asks for its diagram when ready: nothing of the run goes into the page.
    if (this.sheets.practice.isPractising(doc, treeIndex)) return undefined;
    const run = this.runs.done(doc, treeIndex);
    if (!isRun(run) || run.version !== doc.version || run.tree.allNodes().length > EMBEDDED_UP_TO) return undefined;
    const trace = run.outcome.ok ? run.outcome.trace : null;
    return diagramOf(run.tree, trace, run.outcome.ok ? null : run.outcome.message);
  }

  /** A panel VS Code brought back after a window reload, on the tree (and with the algorithm) the workspace remembers. */
  private restored({ webviewPanel, doc, treeIndex, algorithm }: Restored): void {
    if (algorithm !== undefined) this.runs.remember(doc, treeIndex, algorithm);
    this.adopt(webviewPanel, doc, treeIndex);
    // The cursor may have moved to another tree since the page was made: show the tree it is in now.
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
    if (editor) this.follow(editor);
  }

  /** Fills a new or restored panel with the diagram page and follows its messages and its life. */
  private adopt(webviewPanel: vscode.WebviewPanel, doc: vscode.TextDocument, treeIndex: number, first?: DiagramModel): DiagramPanel {
    this.files.setPage(webviewPanel, { uri: doc.uri.toString(), tree: treeIndex }, first, this.timing);
    const panel = new DiagramPanel(doc, treeIndex, webviewPanel);
    this.panels.set(panel.key, panel);
    panel.own(webviewPanel.webview.onDidReceiveMessage((m: FromWebview | TimingMessage) => this.receive(panel, m)));
    panel.own(
      webviewPanel.onDidChangeViewState(({ webviewPanel: p }) => {
        if (p.visible) return;
        // Hidden, the page is unloaded: it will say `ready` again and draw anew when shown.
        panel.ready = false;
        panel.drawn = false;
      }),
    );
    panel.own(
      webviewPanel.onDidDispose(() => {
        this.panels.delete(panel.key);
        panel.dispose();
      }),
    );
    return panel;
  }

  /** A page that said `ready` gets the layout worker's script after its diagram (a reloaded page, again). */
  private sendLayoutWorker(panel: DiagramPanel): void {
    this.files.layoutWorker().then(
      (script) => panel.post({ type: 'layoutWorker', script }),
      (e: unknown) => void vscode.window.showErrorMessage(`gtree diagram: cannot read the layout worker: ${e instanceof Error ? e.message : String(e)}`),
    );
  }

  /** What the page of the document's open panel would do by sending `message` (tests and the UI benchmark); false without a panel. */
  async fromPage(uri: string, message: FromWebview): Promise<boolean> {
    const panel = this.panels.get(uri);
    if (!panel) return false;
    await this.receive(panel, message);
    return true;
  }

  private receive(panel: DiagramPanel, message: FromWebview | TimingMessage): Promise<void> | void {
    switch (message.type) {
      case 'ready':
        panel.ready = true;
        if (panel.times) panel.times.ready = Date.now();
        void this.draw(panel);
        if (panel.pendingCompare) panel.post(panel.pendingCompare);
        panel.pendingCompare = null;
        // After the drawing's `show` (draw posts it first, or the page draws the diagram it holds): the page focuses once drawn.
        if (panel.focusWhenReady) panel.post({ type: 'focusTree', where: 'next' });
        panel.focusWhenReady = false;
        return this.sendLayoutWorker(panel);
      case 'reveal':
        return revealNode(this.analyses, panel.doc, panel.treeIndex, message.node, false);
      case 'timing': {
        // The `rendered` that follows carries it; a new panel's first drawing also carries the host's times.
        const host = message.page && panel.times ? panel.times : undefined;
        if (message.page) panel.times = null;
        panel.timing = { ms: message.ms, decodeMs: message.decodeMs, layoutMs: message.layoutMs, page: message.page, host };
        return;
      }
      case 'rendered': {
        panel.drawn = true;
        const timing = panel.timing ?? undefined;
        panel.timing = null;
        return this.rendered.fire({ type: 'rendered', nodes: message.nodes, laidOut: message.laidOut, uri: panel.key, treeIndex: panel.treeIndex, timing });
      }
      case 'error':
        void vscode.window.showErrorMessage(`gtree diagram: ${message.message}`);
        return;
      case 'exported':
        return this.exports.answered(message);
      case 'exportRequest':
        return void vscode.commands.executeCommand('gtree.export', undefined, panel.key, panel.treeIndex);
      case 'chooseIteration':
        panel.iteration = message.iteration;
        return void this.draw(panel);
      case 'compareRequest':
        // The table gives every algorithm's root value: not while the tree is practised.
        if (this.sheets.practice.isPractising(panel.doc, panel.treeIndex)) {
          return void vscode.window.showInformationMessage(
            'gtree: the comparison gives the answers away; stop practising this tree to compare the algorithms.',
          );
        }
        return void this.compare(panel);
      case 'goToSource':
        return revealNode(this.analyses, panel.doc, panel.treeIndex, message.node, true);
      case 'history':
        return undoInEditor(panel.doc, message.action, () => panel.focusTree('same'));
      case 'focusEditor':
        return void vscode.window.showTextDocument(panel.doc, {
          viewColumn: vscode.window.visibleTextEditors.find((e) => e.document === panel.doc)?.viewColumn,
        });
      case 'answer':
      case 'mark':
        return this.answer(panel, message);
      case 'move':
        return this.move(panel, message);
      case 'practice':
        return void vscode.commands.executeCommand(PRACTICE_COMMANDS[message.action], panel.doc.uri.toString(), panel.treeIndex, 'diagram');
      default:
        // Every message the page sends is handled above (the compiler checks it).
        return message satisfies never;
    }
  }

  /**
   * The button, or a new diagram while the table is open: the comparison of the tree as it is
   * (made once per document version); a tree with errors, or a comparison cancelled, keeps the last table.
   */
  private async compare(panel: DiagramPanel): Promise<void> {
    const { treeIndex } = panel;
    const version = panel.doc.version;
    const answer = await this.comparisons.compare(panel.doc, treeIndex);
    if (answer?.ok && !panel.isDisposed && panel.treeIndex === treeIndex && panel.doc.version === version) panel.post(answer.message);
  }

  /** Draws the panel's tree: its latest run, or its payoffs when it was never run. A large tree's run is searched in the worker thread. */
  private async draw(panel: DiagramPanel): Promise<void> {
    const { treeIndex } = panel;
    const version = panel.doc.version;
    const unknown = this.sheets.unknownDiagram(panel.doc, treeIndex);
    if (unknown) return panel.post({ type: 'show', diagram: unknown });
    const sheet = this.sheets.sheet(panel.doc, treeIndex);
    if (typeof sheet === 'string') return panel.post({ type: 'problem', message: sheet });
    if (sheet) return panel.post({ type: 'show', diagram: this.sheets.diagram(sheet) });
    const last = await this.runs.currentOffThread(panel.doc, treeIndex, NEVER_CANCELLED);
    // A newer draw (an edit, another tree) has started meanwhile: it draws.
    if (panel.isDisposed || panel.treeIndex !== treeIndex || panel.doc.version !== version) return;
    void this.memory.remember(panel.key, panel.treeIndex, this.runs.choiceOf(panel.doc, panel.treeIndex));
    if (isRun(last)) return void this.post(panel, last);
    if (last) return panel.post({ type: 'problem', message: last.problem });
    const entry = this.analyses.of(panel.doc).trees[panel.treeIndex];
    if (!entry?.model) return panel.post({ type: 'problem', message: entry ? 'This tree has errors: fix them to draw it.' : 'There is no tree here.' });
    const tree = entry.model;
    void this.answersOf(panel).then(
      (answers) => answers !== undefined && panel.post({ type: 'show', diagram: diagramOf(tree, null, null, undefined, answers) }),
    );
  }

  private async post(panel: DiagramPanel, run: TreeRun): Promise<void> {
    // A run asked for while practising (▶ Run, Ctrl+Alt+Enter) shows the sheet, not the run.
    if (this.sheets.practice.isPractising(panel.doc, panel.treeIndex)) return this.draw(panel);
    const answers = await this.answersOf(panel);
    if (answers === undefined || run.version !== panel.doc.version) return;
    const trace = run.outcome.ok ? run.outcome.trace : null;
    panel.post({ type: 'show', diagram: diagramOf(run.tree, trace, run.outcome.ok ? null : run.outcome.message, panel.iteration, answers) });
  }

  /**
   * The answer summary of the panel's tree, from the document's outline (whose check of the
   * answers is the tree's own run, not another); undefined when the text changed meanwhile
   * (the edit schedules a drawing of its own).
   */
  private async answersOf(panel: DiagramPanel): Promise<string | null | undefined> {
    const version = panel.doc.version;
    const { version: outlined, outline } = await this.analyses.outline(panel.doc);
    if (outlined !== version || panel.doc.version !== version) return undefined;
    return outline.trees[panel.treeIndex]?.answers ?? null;
  }

  private showRun(run: TreeRun): void {
    const panel = this.panels.get(run.uri);
    if (!panel || panel.treeIndex !== run.treeIndex || run.version !== panel.doc.version) return;
    // A run of the text as it is now draws what the redraw waiting since the last edit would: it is not needed.
    panel.redraw.dispose();
    void this.post(panel, run);
  }

  /**
   * An answer given in the diagram, written into the text as one undo step, then checked and
   * drawn at once (not after the pause that typing waits for). Bad text: a message, the file unchanged.
   */
  private async answer(panel: DiagramPanel, message: Extract<FromWebview, { type: 'answer' } | { type: 'mark' }>): Promise<void> {
    const refused = await writeAnswer(this.analyses, panel.doc, panel.treeIndex, message);
    // A typed answer's form stays open on a refusal, with what was typed and why beside the field.
    if (message.type === 'answer') panel.post({ type: 'answerWritten', node: message.node, problem: refused?.message ?? null, field: refused?.field ?? null });
    else if (refused !== null) void vscode.window.showWarningMessage(`gtree: ${refused.message}`);
    if (refused === null) this.sheets.practice.update(panel.doc, panel.treeIndex, (state) => (state.announce = message.node));
  }

  /** A node moved in the diagram (Alt+arrow): written into the text, the page told where it went; a refusal is said as a warning. */
  private async move(panel: DiagramPanel, message: Extract<FromWebview, { type: 'move' }>): Promise<void> {
    const moved = await moveNode(this.analyses, panel.doc, panel.treeIndex, message);
    if ('refused' in moved) return void vscode.window.showWarningMessage(`gtree: ${moved.refused}`);
    panel.post({ type: 'moved', node: moved.node, said: moved.said });
  }

  /** Draws the document's panel now (what the student asked for shows at once). */
  private redrawNow(doc: vscode.TextDocument): void {
    const panel = this.panels.get(doc.uri.toString());
    if (!panel || !panel.ready) return;
    panel.redraw.dispose();
    void this.draw(panel);
  }

  /** Editing re-runs and redraws in place, once typing pauses. */
  private scheduleRedraw(doc: vscode.TextDocument): void {
    const panel = this.panels.get(doc.uri.toString());
    panel?.redraw.set(() => void this.draw(panel), REDRAW_DELAY_MS);
  }

  /** The cursor moved: highlight its node, switching the diagram to its tree if needed. */
  private follow(editor: vscode.TextEditor): void {
    if (editor.document.isClosed) return;
    const panel = this.panels.get(editor.document.uri.toString());
    if (!panel) return;
    const found = treeAt(this.analyses.of(editor.document), editor.document.offsetAt(editor.selection.active));
    if (!found) return;
    if (panel.switchTo(found.index)) void this.draw(panel);
    const node = found.entry.model ? nodeAt(found.entry.model, editor.document.offsetAt(editor.selection.active)) : null;
    panel.highlight(node ? node.id : null);
  }
}
