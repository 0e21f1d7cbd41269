import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { diagramOf, headerSpan, type IterationChoice } from '../core';
import type { FromWebview, ToWebview } from '../shared/messages';
import { nodeAt, treeAt, type Analyses } from './analysis';
import { compareMessageOf, type CompareMessage } from './compare-rows';
import { diagramHtml } from './diagram-html';
import { isRun, type Runs, type TreeRun } from './runs';

const VIEW_TYPE = 'gtree.diagram';
const REDRAW_DELAY_MS = 200;
const FOLLOW_DELAY_MS = 100;

export type RenderReport = Extract<FromWebview, { type: 'rendered' }> & { readonly uri: string; readonly treeIndex: number };

/** One diagram panel per document, beside its editor, following its edits and its cursor. */
class DiagramPanel {
  treeIndex: number;
  /** The page said `ready` and has not been hidden since (a hidden webview is unloaded and drops messages). */
  ready = false;
  /** A comparison to show once the page is ready. */
  pendingCompare: CompareMessage | null = null;
  /** Iterative deepening: the view the user chose (none: the last iteration); kept across runs of the same tree. */
  iteration: IterationChoice | undefined = undefined;
  private highlighted: number | null = null;

  constructor(
    readonly doc: vscode.TextDocument,
    treeIndex: number,
    readonly panel: vscode.WebviewPanel,
  ) {
    this.treeIndex = treeIndex;
  }

  post(message: ToWebview): void {
    void this.panel.webview.postMessage(message);
  }

  highlight(node: number | null): void {
    if (node === this.highlighted) return;
    this.highlighted = node;
    this.post({ type: 'highlight', node });
  }
}

export class DiagramPanels implements vscode.Disposable {
  private readonly panels = new Map<string, DiagramPanel>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private followTimer: NodeJS.Timeout | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly rendered = new vscode.EventEmitter<RenderReport>();
  private readonly exports = new Map<number, (answer: { data?: string; error?: string }) => void>();
  private nextExport = 1;
  /** Documents whose panel has drawn at least once since it opened. */
  private readonly drawn = new Set<string>();
  /** Fires when a webview has drawn a diagram (tests and the UI benchmark wait on it). */
  readonly onDidRender = this.rendered.event;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly analyses: Analyses,
    private readonly runs: Runs,
  ) {
    this.subscriptions.push(
      this.rendered,
      runs.onDidRun((r) => this.showRun(r)),
      vscode.workspace.onDidChangeTextDocument((e) => this.scheduleRedraw(e.document)),
      // Typing moves the cursor at every key: follow it once typing pauses, not per keystroke.
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (!this.panels.has(e.textEditor.document.uri.toString())) return;
        clearTimeout(this.followTimer);
        this.followTimer = setTimeout(() => this.follow(e.textEditor), FOLLOW_DELAY_MS);
      }),
      // A diagram of a closed document could no longer follow it or reveal its text.
      vscode.workspace.onDidCloseTextDocument((doc) => this.panels.get(doc.uri.toString())?.panel.dispose()),
    );
  }

  /** Opens (or reveals) the document's panel on a tree. */
  show(doc: vscode.TextDocument, treeIndex: number): void {
    const key = doc.uri.toString();
    const panel = this.panels.get(key);
    // A new panel draws when its script says it is ready; a run already posted itself to an open one.
    if (!panel) {
      this.panels.set(key, this.create(doc, treeIndex));
      return;
    }
    panel.panel.reveal(vscode.ViewColumn.Beside, true);
    if (panel.treeIndex !== treeIndex) {
      panel.treeIndex = treeIndex;
      panel.iteration = undefined;
      this.draw(panel);
    }
  }

  /**
   * The whole drawing of a tree as SVG text or PNG bytes, drawn by the webview as the user
   * sees it (whatever the zoom). Opens the panel and waits for its drawing when needed.
   */
  async exportImage(doc: vscode.TextDocument, treeIndex: number, format: 'svg' | 'png', light: boolean): Promise<string | Uint8Array> {
    const key = doc.uri.toString();
    const current = this.panels.get(key);
    if (!current || current.treeIndex !== treeIndex || !this.drawn.has(key)) {
      const drawn = new Promise<void>((resolve) => {
        const sub = this.onDidRender((r) => {
          if (r.uri === key && r.treeIndex === treeIndex) {
            sub.dispose();
            resolve();
          }
        });
      });
      this.show(doc, treeIndex);
      await withTimeout(drawn, 60_000, 'the diagram was not drawn within a minute');
    }
    const panel = this.panels.get(key)!;
    const id = this.nextExport++;
    const answer = new Promise<{ data?: string; error?: string }>((resolve) => this.exports.set(id, resolve));
    panel.post({ type: 'export', id, format, light });
    const { data, error } = await withTimeout(answer, 60_000, 'the diagram did not answer the export within a minute');
    if (data === undefined) throw new Error(error ?? 'the diagram sent nothing');
    return format === 'svg' ? data : Buffer.from(data, 'base64');
  }

  /** Opens the document's panel on the tree and shows the comparison of the algorithms under its header. */
  showCompare(doc: vscode.TextDocument, treeIndex: number, message: CompareMessage): void {
    this.show(doc, treeIndex);
    const panel = this.panels.get(doc.uri.toString())!;
    if (panel.ready) panel.post(message);
    else panel.pendingCompare = message;
  }

  isOpen(doc: vscode.TextDocument): boolean {
    return this.panels.has(doc.uri.toString());
  }

  dispose(): void {
    this.timers.forEach((t) => clearTimeout(t));
    clearTimeout(this.followTimer);
    this.panels.forEach((p) => p.panel.dispose());
    this.subscriptions.forEach((s) => s.dispose());
  }

  private create(doc: vscode.TextDocument, treeIndex: number): DiagramPanel {
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    const scripts = vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview');
    const name = doc.uri.path.split('/').pop() ?? 'tree';
    const webviewPanel = vscode.window.createWebviewPanel(
      VIEW_TYPE,
      `Diagram: ${name}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      {
        enableScripts: true,
        localResourceRoots: [media, scripts],
      },
    );
    const webview = webviewPanel.webview;
    webview.html = diagramHtml({
      cspSource: webview.cspSource,
      nonce: randomBytes(16).toString('base64'),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(scripts, 'diagram.js')).toString(),
      workerUri: webview.asWebviewUri(vscode.Uri.joinPath(scripts, 'layout-worker.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'diagram.css')).toString(),
    });
    const panel = new DiagramPanel(doc, treeIndex, webviewPanel);
    const key = doc.uri.toString();
    webview.onDidReceiveMessage((m: FromWebview) => this.receive(panel, m));
    webviewPanel.onDidChangeViewState(({ webviewPanel: p }) => {
      if (p.visible) return;
      // Hidden, the page is unloaded: it will say `ready` again and draw anew when shown.
      panel.ready = false;
      this.drawn.delete(key);
    });
    webviewPanel.onDidDispose(() => {
      clearTimeout(this.timers.get(key));
      this.panels.delete(key);
      this.drawn.delete(key);
    });
    return panel;
  }

  private receive(panel: DiagramPanel, message: FromWebview): void {
    switch (message.type) {
      case 'ready':
        panel.ready = true;
        this.draw(panel);
        if (panel.pendingCompare) panel.post(panel.pendingCompare);
        panel.pendingCompare = null;
        return;
      case 'reveal':
        return void this.reveal(panel, message.node);
      case 'rendered':
        this.drawn.add(panel.doc.uri.toString());
        return this.rendered.fire({ ...message, uri: panel.doc.uri.toString(), treeIndex: panel.treeIndex });
      case 'error':
        void vscode.window.showErrorMessage(`gtree diagram: ${message.message}`);
        return;
      case 'exported':
        this.exports.get(message.id)?.(message);
        this.exports.delete(message.id);
        return;
      case 'exportRequest':
        return void vscode.commands.executeCommand('gtree.export', undefined, panel.doc.uri.toString(), panel.treeIndex);
      case 'chooseIteration':
        panel.iteration = message.iteration;
        return this.draw(panel);
      case 'compareRequest': {
        // The button, or a new diagram while the table is open; a tree with errors keeps the last table.
        const tree = this.analyses.of(panel.doc).trees[panel.treeIndex]?.model;
        if (tree) panel.post(compareMessageOf(tree));
        return;
      }
    }
  }

  /** Draws the panel's tree: its latest run, or its payoffs when it was never run. */
  private draw(panel: DiagramPanel): void {
    const last = this.runs.current(panel.doc, panel.treeIndex);
    if (isRun(last)) return this.post(panel, last);
    if (last) return panel.post({ type: 'problem', message: last.problem });
    const entry = this.analyses.of(panel.doc).trees[panel.treeIndex];
    if (!entry?.model) return panel.post({ type: 'problem', message: entry ? 'This tree has errors: fix them to draw it.' : 'There is no tree here.' });
    panel.post({ type: 'show', diagram: diagramOf(entry.model, null) });
  }

  private post(panel: DiagramPanel, run: TreeRun): void {
    const trace = run.outcome.ok ? run.outcome.trace : null;
    panel.post({ type: 'show', diagram: diagramOf(run.tree, trace, run.outcome.ok ? null : run.outcome.message, panel.iteration) });
  }

  private showRun(run: TreeRun): void {
    const panel = this.panels.get(run.uri);
    if (panel && panel.treeIndex === run.treeIndex && run.version === panel.doc.version) this.post(panel, run);
  }

  /** Editing re-runs and redraws in place, once typing pauses. */
  private scheduleRedraw(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    const panel = this.panels.get(key);
    if (!panel) return;
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.draw(panel);
      }, REDRAW_DELAY_MS),
    );
  }

  /** The cursor moved: highlight its node, switching the diagram to its tree if needed. */
  private follow(editor: vscode.TextEditor): void {
    if (editor.document.isClosed) return;
    const panel = this.panels.get(editor.document.uri.toString());
    if (!panel) return;
    const found = treeAt(this.analyses.of(editor.document), editor.document.offsetAt(editor.selection.active));
    if (!found) return;
    if (found.index !== panel.treeIndex) {
      panel.treeIndex = found.index;
      panel.iteration = undefined;
      this.draw(panel);
    }
    const node = found.entry.model ? nodeAt(found.entry.model, editor.document.offsetAt(editor.selection.active)) : null;
    panel.highlight(node ? node.id : null);
  }

  /** A click on a node in the diagram selects the node's text in the editor. */
  private async reveal(panel: DiagramPanel, id: number): Promise<void> {
    const tree = this.analyses.of(panel.doc).trees[panel.treeIndex]?.model;
    const node = tree?.nodes[id];
    if (!node) return;
    const span = headerSpan(node.syntax);
    const range = new vscode.Range(panel.doc.positionAt(span.start), panel.doc.positionAt(span.end));
    const visible = vscode.window.visibleTextEditors.find((e) => e.document === panel.doc);
    const editor = await vscode.window.showTextDocument(panel.doc, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
    editor.selection = new vscode.Selection(range.start, range.end);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(why)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
