/**
 * The diagram page's host when there is no VS Code: it stands in for `acquireVsCodeApi` (the
 * one seam between the diagram page and its host, src/webview/host.ts) and answers the page's
 * messages as the extension host does, from a Sheet in this page: answers written into the
 * text, judged and drawn again; Check, Next step and the solution; the layout worker's script
 * from the page itself. Every change of the text is kept in localStorage under the sheet's key.
 */
import type { FromWebview, TimingMessage, ToWebview } from '../shared/messages';
import type { Sheet } from './sheet';

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

  private receive(message: FromWebview | TimingMessage): void {
    switch (message.type) {
      case 'ready':
        this.send({ type: 'layoutWorker', script: this.workerScript });
        return this.redraw();
      case 'answer':
      case 'mark': {
        const problem = this.sheet.answer(message);
        if (problem !== null) {
          this.events.said(problem, true);
          return this.send({ type: 'problem', message: problem });
        }
        this.events.changed(this.sheet.text);
        return this.redraw();
      }
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
