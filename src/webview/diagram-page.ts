/**
 * The diagram webview's entry: builds the page, draws the diagram the host put in the page (a
 * new panel's first, from the tidy layout), says `ready` without waiting for the layout worker
 * (its script comes from the host in a message), and routes the host's messages. It draws
 * exactly the DiagramModel it is sent.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { ToWebview } from '../shared/messages';
import { DiagramView, epochOf } from './app';
import { buildControls } from './controls';
import { connectHost } from './host';
import { LayoutClient } from './layout-client';

const scriptAt = epochOf(performance.now());
// The worker starts when the host sends its script (`layoutWorker`): the first diagram is drawn from the tidy layout meanwhile.
const layouts = new LayoutClient();
const host = connectHost();
const ui = buildControls(document.body);

function report(e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  ui.status.textContent = `Error: ${message}`;
  ui.status.classList.add('error');
  host.post({ type: 'error', message });
}

/**
 * Not a failure: a refit in the ResizeObserver's callback may show or hide the overview strip,
 * which resizes the drawing again; the browser delivers that size in the next frame and says so.
 */
const RESIZE_LOOP = /^ResizeObserver loop/;

window.addEventListener('error', (e) => {
  if (!e.error && RESIZE_LOOP.test(e.message)) return;
  report(e.error ?? e.message);
});
window.addEventListener('unhandledrejection', (e) => report(e.reason));

function start(): void {
  const saved = host.saved();
  // The host asks for timings (the UI benchmark's) by marking the page: see `timing` in messages.ts.
  const timed = document.body.dataset.timing !== undefined;
  const view = new DiagramView(ui, host, layouts, saved, timed ? { navigation: performance.timeOrigin, script: scriptAt } : null);
  // A new panel's first diagram comes in the page itself: drawn now, before the host hears from the page at all. A page
  // shown again after being hidden has drawn (it saved a view) and may be behind the document: it waits for the host.
  const first = saved === null ? firstDiagram() : null;
  if (first) view.show(first, performance.now()).catch((err) => view.fail(err));
  // Every message the host sends but `show` (timed, below) has its handler here: the type makes the compiler check it.
  const handlers: MessageHandlers = {
    highlight: (m) => view.highlight(m.node),
    problem: (m) => view.problem(m.message),
    export: ({ id, format, light }) =>
      view.export(format, light).then(
        (data) => host.post({ type: 'exported', id, ok: true, data }),
        (err: unknown) => host.post({ type: 'exported', id, ok: false, error: err instanceof Error ? err.message : String(err) }),
      ),
    compare: (m) => view.compare(m.title, m.rows),
    focusTree: (m) => view.focusTree(m.where),
    answerWritten: (m) => view.answerWritten(m.node, m.problem, m.field),
    moved: (m) => view.moved(m.node, m.said),
    layoutWorker: (m) => layouts.start(m.script),
  };
  window.addEventListener('message', (e: MessageEvent<ToWebview | string>) => {
    const arrivedAt = performance.now();
    try {
      // The host sends a diagram as JSON text (diagram-panel.ts), every other message as it is.
      const message = typeof e.data === 'string' ? (JSON.parse(e.data) as ToWebview) : e.data;
      const receivedAt = performance.now();
      if (message?.type === 'show') view.show(message.diagram, receivedAt, receivedAt - arrivedAt).catch((err) => view.fail(err));
      else if (message && Object.hasOwn(handlers, message.type)) (handlers[message.type] as (m: ToWebview) => void)(message);
      // Anything else is not ours.
    } catch (err) {
      view.fail(err);
    }
  });
  host.post({ type: 'ready' });
}

type MessageHandlers = { readonly [K in Exclude<ToWebview['type'], 'show'>]: (message: Extract<ToWebview, { type: K }>) => unknown };

/** The diagram the host put in the page (`script#first-diagram`, JSON), if any. */
function firstDiagram(): DiagramModel | null {
  const text = document.getElementById('first-diagram')?.textContent;
  return text ? (JSON.parse(text) as DiagramModel) : null;
}

try {
  start();
} catch (e) {
  report(e);
}
