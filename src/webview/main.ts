/**
 * The diagram webview's entry: builds the page, starts the layout worker, and routes
 * the host's messages. It draws exactly the DiagramModel it is sent.
 */
import type { ToWebview } from '../shared/messages';
import { DiagramView } from './app';
import { buildControls } from './controls';
import { connectHost } from './host';
import { LayoutClient } from './layout-client';

const host = connectHost();
const ui = buildControls(document.body);

function report(e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  ui.status.textContent = `Error: ${message}`;
  ui.status.classList.add('error');
  host.post({ type: 'error', message });
}

window.addEventListener('error', (e) => report(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => report(e.reason));

async function start(): Promise<void> {
  const workerUri = document.body.dataset.workerUri;
  if (!workerUri) throw new Error('the page names no layout worker (data-worker-uri)');
  const view = new DiagramView(ui, host, await LayoutClient.start(workerUri), host.saved());
  window.addEventListener('message', (e: MessageEvent<ToWebview>) => {
    const message = e.data;
    const receivedAt = performance.now();
    try {
      switch (message?.type) {
        case 'show':
          view.show(message.diagram, receivedAt).catch((err) => view.fail(err));
          break;
        case 'highlight':
          view.highlight(message.node);
          break;
        case 'problem':
          view.problem(message.message);
          break;
        case 'export': {
          const { id } = message;
          view.export(message.format, message.light).then(
            (data) => host.post({ type: 'exported', id, ok: true, data }),
            (err: unknown) => host.post({ type: 'exported', id, ok: false, error: err instanceof Error ? err.message : String(err) }),
          );
          break;
        }
        case 'compare':
          view.compare(message.title, message.rows);
          break;
        default:
          // Every message the host sends is handled above (the compiler checks it); anything else is not ours.
          message satisfies never;
      }
    } catch (err) {
      view.fail(err);
    }
  });
  host.post({ type: 'ready' });
}

start().catch(report);
