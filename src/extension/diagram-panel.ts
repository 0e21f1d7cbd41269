import * as vscode from 'vscode';
import { diagramOf, headerSpan, isAlgorithmName, type AlgorithmName, type DiagramModel, type IterationChoice } from '../core';
import type { ExportAnswer, FromWebview, ToWebview } from '../shared/messages';
import { nodeAt, treeAt, type Analyses } from './analysis';
import { base64ToBytes, randomBase64 } from './bytes';
import { compareMessageOf, type CompareMessage } from './compare-rows';
import { diagramHtml } from './diagram-html';
import { isRun, type Runs, type TreeRun } from './runs';

const VIEW_TYPE = 'gtree.diagram';
const REDRAW_DELAY_MS = 200;
const FOLLOW_DELAY_MS = 100;
/** A new panel's first diagram comes inside its page up to this many nodes (larger ones are asked for: see diagram-html.ts). */
const EMBEDDED_UP_TO = 2000;

/**
 * When the host did its part of a new panel's first diagram (epoch ms): asked VS Code for the
 * panel, had it, set its page, heard `ready`, posted `show`. For the UI benchmark's breakdown.
 */
export interface HostTimes {
  readonly asked: number;
  created?: number;
  html?: number;
  ready?: number;
  posted?: number;
}

export type RenderReport = Extract<FromWebview, { type: 'rendered' }> & { readonly uri: string; readonly treeIndex: number; readonly host?: HostTimes };

const readText = (uri: vscode.Uri): Thenable<string> => vscode.workspace.fs.readFile(uri).then((bytes) => new TextDecoder().decode(bytes));

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
  /** A new panel's times until its first drawing is reported. */
  times: HostTimes | null = null;

  constructor(
    readonly doc: vscode.TextDocument,
    treeIndex: number,
    readonly panel: vscode.WebviewPanel,
  ) {
    this.treeIndex = treeIndex;
  }

  post(message: ToWebview): void {
    if (message.type === 'show' && this.times && this.times.posted === undefined) this.times.posted = Date.now();
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
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private followTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly rendered = new vscode.EventEmitter<RenderReport>();
  private readonly exports = new Map<number, (answer: ExportAnswer) => void>();
  private nextExport = 1;
  /** Documents whose panel has drawn at least once since it opened. */
  private readonly drawn = new Set<string>();
  /** Fires when a webview has drawn a diagram (tests and the UI benchmark wait on it). */
  readonly onDidRender = this.rendered.event;
  /** The page's script and style, read once, to put in each new page (until read, pages load them: diagram-html.ts). */
  private inline: { readonly script: string; readonly style: string } | undefined;
  /** The layout worker's script, read when a page first asks (it is sent to each page: `layoutWorker` in messages.ts). */
  private workerScript: Thenable<string> | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly analyses: Analyses,
    private readonly runs: Runs,
    /** The workspace's memory (`workspaceState`): which tree each diagram shows and with which algorithm, for a window reload. */
    private readonly memory: vscode.Memento,
  ) {
    Promise.all([
      readText(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'diagram.js')),
      readText(vscode.Uri.joinPath(extensionUri, 'media', 'diagram.css')),
    ]).then(
      ([script, style]) => (this.inline = { script, style }),
      () => undefined, // the pages load them instead
    );
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
      // Diagrams come back after a window reload (the manifest's onWebviewPanel activation brings the extension up for them).
      vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, { deserializeWebviewPanel: (panel, state) => this.restore(panel, state) }),
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
    const answered = new Promise<ExportAnswer>((resolve) => this.exports.set(id, resolve));
    panel.post({ type: 'export', id, format, light });
    // Answered or not, the export is over: a late answer finds no one waiting.
    const answer = await withTimeout(answered, 60_000, 'the diagram did not answer the export within a minute').finally(() => this.exports.delete(id));
    if (!answer.ok) throw new Error(answer.error);
    return format === 'svg' ? answer.data : base64ToBytes(answer.data);
  }

  /** Opens the document's panel on the tree and shows the comparison of the algorithms under its header. */
  showCompare(doc: vscode.TextDocument, treeIndex: number, message: CompareMessage): void {
    this.show(doc, treeIndex);
    const panel = this.panels.get(doc.uri.toString())!;
    if (panel.ready) panel.post(message);
    else panel.pendingCompare = message;
  }

  dispose(): void {
    this.timers.forEach((t) => clearTimeout(t));
    clearTimeout(this.followTimer);
    this.panels.forEach((p) => p.panel.dispose());
    this.subscriptions.forEach((s) => s.dispose());
  }

  private create(doc: vscode.TextDocument, treeIndex: number): DiagramPanel {
    const times: HostTimes = { asked: Date.now() };
    const name = doc.uri.path.split('/').pop() ?? 'tree';
    const webviewPanel = vscode.window.createWebviewPanel(VIEW_TYPE, `Diagram: ${name}`, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true });
    times.created = Date.now();
    const panel = this.adopt(webviewPanel, doc, treeIndex, this.firstDiagram(doc, treeIndex));
    times.html = Date.now();
    panel.times = times;
    return panel;
  }

  /**
   * The diagram a new panel's page starts with: the run just made (the run command opens the
   * panel after it), without searching anything; none for a large tree or when there is no run.
   */
  private firstDiagram(doc: vscode.TextDocument, treeIndex: number): DiagramModel | undefined {
    const run = this.runs.done(doc, treeIndex);
    if (!isRun(run) || run.version !== doc.version || run.tree.allNodes().length > EMBEDDED_UP_TO) return undefined;
    const trace = run.outcome.ok ? run.outcome.trace : null;
    return diagramOf(run.tree, trace, run.outcome.ok ? null : run.outcome.message);
  }

  /**
   * A panel VS Code brings back after a window reload: its page kept the document and tree it
   * showed (see `Restore`); a document that cannot be opened any more, or that has a panel
   * already, closes it.
   */
  private async restore(webviewPanel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const saved = restoreOf(state);
    const doc = saved
      ? await vscode.workspace.openTextDocument(vscode.Uri.parse(saved.uri)).then(
          (d) => d,
          () => null,
        )
      : null;
    if (!doc || this.panels.has(doc.uri.toString())) return webviewPanel.dispose();
    // The workspace remembers the tree last drawn and the run on it (the page knows only the tree it was opened on).
    const shown = shownOf(this.memory.get<Record<string, unknown>>(SHOWN_KEY, {})[doc.uri.toString()]);
    const treeIndex = shown?.tree ?? saved!.tree;
    if (shown?.algorithm !== undefined) this.runs.remember(doc, treeIndex, shown.algorithm);
    this.panels.set(doc.uri.toString(), this.adopt(webviewPanel, doc, treeIndex));
    // The cursor may have moved to another tree since the page was made: show the tree it is in now.
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
    if (editor) this.follow(editor);
  }

  /** Keeps which tree the panel shows, and the algorithm chosen for it, in the workspace's memory (when they changed). */
  private async remember(panel: DiagramPanel): Promise<void> {
    const key = panel.doc.uri.toString();
    const all = this.memory.get<Record<string, Shown>>(SHOWN_KEY, {});
    const algorithm = this.runs.choiceOf(panel.doc, panel.treeIndex);
    const shown: Shown = algorithm === undefined ? { tree: panel.treeIndex } : { tree: panel.treeIndex, algorithm };
    if (JSON.stringify(all[key]) === JSON.stringify(shown)) return;
    // The newest last; only the latest documents' diagrams are worth bringing back.
    const kept = Object.entries(all)
      .filter(([uri]) => uri !== key)
      .slice(1 - MAX_SHOWN);
    await this.memory.update(SHOWN_KEY, Object.fromEntries([...kept, [key, shown]]));
  }

  /** Fills a new or restored panel with the diagram page and follows its messages and its life. */
  private adopt(webviewPanel: vscode.WebviewPanel, doc: vscode.TextDocument, treeIndex: number, first?: DiagramModel): DiagramPanel {
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    const scripts = vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview');
    const webview = webviewPanel.webview;
    webview.options = { enableScripts: true, localResourceRoots: [media, scripts] };
    const restore: Restore = { uri: doc.uri.toString(), tree: treeIndex };
    webview.html = diagramHtml({
      cspSource: webview.cspSource,
      nonce: randomBase64(16),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(scripts, 'diagram.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'diagram.css')).toString(),
      restore: JSON.stringify(restore),
      firstDiagram: first && JSON.stringify(first),
      inline: this.inline,
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

  /** A page that said `ready` gets the layout worker's script after its diagram (a reloaded page, again). */
  private sendLayoutWorker(panel: DiagramPanel): void {
    this.workerScript ??= readText(vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview', 'layout-worker.js'));
    this.workerScript.then(
      (script) => panel.post({ type: 'layoutWorker', script }),
      (e: unknown) => {
        this.workerScript = undefined; // the next page tries again
        void vscode.window.showErrorMessage(`gtree diagram: cannot read the layout worker: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
  }

  private receive(panel: DiagramPanel, message: FromWebview): void {
    switch (message.type) {
      case 'ready':
        panel.ready = true;
        if (panel.times) panel.times.ready = Date.now();
        this.draw(panel);
        if (panel.pendingCompare) panel.post(panel.pendingCompare);
        panel.pendingCompare = null;
        return this.sendLayoutWorker(panel);
      case 'reveal':
        return void this.reveal(panel, message.node);
      case 'rendered': {
        this.drawn.add(panel.doc.uri.toString());
        const host = message.first && panel.times ? panel.times : undefined;
        if (message.first) panel.times = null;
        return this.rendered.fire({ ...message, uri: panel.doc.uri.toString(), treeIndex: panel.treeIndex, host });
      }
      case 'error':
        void vscode.window.showErrorMessage(`gtree diagram: ${message.message}`);
        return;
      case 'exported':
        return this.exports.get(message.id)?.(message);
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
      default:
        // Every message the page sends is handled above (the compiler checks it).
        return message satisfies never;
    }
  }

  /** Draws the panel's tree: its latest run, or its payoffs when it was never run. */
  private draw(panel: DiagramPanel): void {
    const last = this.runs.current(panel.doc, panel.treeIndex);
    void this.remember(panel);
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
    if (panel && panel.treeIndex === run.treeIndex && run.version === panel.doc.version) void this.post(panel, run);
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
    const node = tree?.allNodes()[id];
    if (!node) return;
    const span = headerSpan(node.syntax);
    const range = new vscode.Range(panel.doc.positionAt(span.start), panel.doc.positionAt(span.end));
    const visible = vscode.window.visibleTextEditors.find((e) => e.document === panel.doc);
    const editor = await vscode.window.showTextDocument(panel.doc, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
    editor.selection = new vscode.Selection(range.start, range.end);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }
}

/** What the workspace remembers of a document's diagram: the tree it shows and, if the user ran it, the algorithm chosen (null: the tree's own). */
interface Shown {
  readonly tree: number;
  readonly algorithm?: AlgorithmName | null;
}

/** A `Shown` read back from the workspace's memory, if well-formed (it may come from another version of gtree). */
function shownOf(value: unknown): Shown | null {
  const v = value as Partial<Record<keyof Shown, unknown>> | null | undefined;
  if (!v || !Number.isInteger(v.tree) || (v.tree as number) < 0) return null;
  const tree = v.tree as number;
  if (v.algorithm === null || (typeof v.algorithm === 'string' && isAlgorithmName(v.algorithm))) return { tree, algorithm: v.algorithm };
  return { tree };
}

const SHOWN_KEY = 'gtree.diagrams';
const MAX_SHOWN = 50;

/** What a diagram page keeps for the host across a window reload: the document it showed and the tree it was opened on. */
interface Restore {
  readonly uri: string;
  readonly tree: number;
}

/** The `Restore` in a page's webview state, if it holds a well-formed one (the state comes back from disk). */
function restoreOf(state: unknown): Restore | null {
  const text = (state as { restore?: unknown } | null | undefined)?.restore;
  if (typeof text !== 'string') return null;
  try {
    const r = JSON.parse(text) as Partial<Restore>;
    return typeof r.uri === 'string' && Number.isInteger(r.tree) && r.tree! >= 0 ? { uri: r.uri, tree: r.tree! } : null;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(why)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
