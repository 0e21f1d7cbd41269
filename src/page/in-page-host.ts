/**
 * The diagram page's host when there is no VS Code: it stands in for `acquireVsCodeApi` (the
 * one seam between the diagram page and its host, src/webview/host.ts) and answers the page's
 * messages as the extension host does, from a Sheet in this page: answers written into the
 * text, judged and drawn again; nodes moved among their siblings; Check, Next step and the solution; the layout worker's script
 * from the page itself; undo and redo of the answers (Ctrl+Z, Ctrl+Shift+Z in the diagram). Every
 * change of the text is kept in localStorage under the sheet's key.
 */
import type { FromWebview, TimingMessage, ToWebview } from '../shared/messages';
import type { Sheet } from './sheet';
import { TextHistory } from './text-history';

export interface PageEvents {
  /** What the page says about the last action (Check's counts, a hint, a refused answer). */
  said(text: string, isError: boolean): void;
  /** The text changed (an answer): kept, and the page's own controls updated. */
  changed(text: string): void;
}

declare global {
  // The name VS Code gives the webview's API; the diagram page asks for it once, at start.
  var acquireVsCodeApi: () => { postMessage(message: FromWebview | TimingMessage): void; getState(): unknown; setState(state: unknown): void };
}

export class InPageHost {
  /** Drawings reported by the page, for the browser tests and the benchmark (`document.body.dataset`). */
  private drawings = 0;
  private state: unknown = undefined;
  private readonly history = new TextHistory();

  constructor(
    private readonly sheet: Sheet,
    private readonly workerScript: string,
    private readonly events: PageEvents,
  ) {}

  /** Installs the stand-in for VS Code's API: call before the diagram page's script starts. */
  install(): void {
    globalThis.acquireVsCodeApi = () => ({
      postMessage: (message) => this.receive(message),
      getState: () => this.state,
      setState: (state) => (this.state = state),
    });
  }

  private send(message: ToWebview): void {
    window.postMessage(message, '*');
  }

  /** Draws the sheet as it is now (or says why it cannot). */
  redraw(): void {
    const drawing = this.sheet.drawing();
    this.send(drawing.ok ? { type: 'show', diagram: drawing.diagram } : { type: 'problem', message: drawing.message });
  }

  /**
   * Writes an answer into the text, as the extension host does: a typed answer is always
   * answered with `answerWritten` (a refusal keeps the form open, the reason beside its field);
   * a refused cut mark is said in the page's bar and banner.
   */
  private answer(message: Extract<FromWebview, { type: 'answer' } | { type: 'mark' }>): void {
    const before = this.sheet.text;
    const refused = this.sheet.answer(message);
    if (message.type === 'answer') this.send({ type: 'answerWritten', node: message.node, problem: refused?.message ?? null, field: refused?.field ?? null });
    if (refused !== null) {
      if (message.type === 'mark') {
        this.events.said(refused.message, true);
        this.send({ type: 'problem', message: refused.message });
      }
      return;
    }
    this.history.record(before, this.sheet.text);
    this.events.changed(this.sheet.text);
    this.redraw();
  }

  /** A node moved in the diagram (Alt+arrow or a drag): written into the text as one undo step, the page told where it went; a refusal said in the bar. */
  private move(message: Extract<FromWebview, { type: 'move' }>): void {
    const before = this.sheet.text;
    const moved = this.sheet.move(message.node, message.by);
    if ('refused' in moved) return this.events.said(moved.refused, true);
    this.history.record(before, this.sheet.text);
    this.events.changed(this.sheet.text);
    this.send({ type: 'moved', node: moved.node, said: moved.said });
    this.redraw();
  }

  /** Undo or redo one answer; the text kept and drawn, the focus on the node it was on (as the panel's undo leaves it). */
  private step(action: 'undo' | 'redo'): void {
    const text = action === 'undo' ? this.history.undo(this.sheet.text) : this.history.redo(this.sheet.text);
    if (text === null) this.events.said(action === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.', false);
    else {
      this.sheet.reset(text);
      this.events.changed(text);
      this.events.said(action === 'undo' ? 'Undone: the last answer is taken back.' : 'Redone: the answer is written again.', false);
      this.redraw();
    }
    this.send({ type: 'focusTree', where: 'same' });
  }

  private receive(message: FromWebview | TimingMessage): void {
    switch (message.type) {
      case 'ready':
        this.send({ type: 'layoutWorker', script: this.workerScript });
        return this.redraw();
      case 'answer':
      case 'mark':
        return this.answer(message);
      case 'move':
        return this.move(message);
      case 'history':
        return this.step(message.action);
      case 'practice':
        this.events.said(this.sheet.act(message.action), false);
        return this.redraw();
      case 'chooseIteration':
        this.sheet.iteration = message.iteration;
        return this.redraw();
      case 'rendered':
        // When the first drawing was in the DOM, in ms since the page's navigation began (bench/page.ts reads it).
        if (this.drawings === 0) document.body.dataset.firstDrawing = performance.now().toFixed(0);
        document.body.dataset.drawings = String(++this.drawings);
        return;
      case 'error':
        return this.events.said(`The diagram failed: ${message.message}`, true);
      default:
        // Nothing else has a meaning without an editor: reveal, goToSource and focusEditor (no text
        // editor here), exportRequest and compareRequest (their buttons are hidden), timing, and any
        // message a newer diagram page adds.
        return;
    }
  }
}
