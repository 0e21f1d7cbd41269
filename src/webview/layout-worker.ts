/**
 * The layout worker: ELK runs here, never on the webview's thread. elk.bundled.js is
 * ELK with its own in-process "fake worker", so inside this real worker it lays out
 * synchronously without a second worker.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutWith } from './layout';
import type { LayoutAnswer, LayoutRequest } from './layout-messages';

// The webview's tsconfig has the DOM lib; this is the part of the worker scope used here.
interface WorkerScope {
  onmessage: ((e: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const elk = new ELK();

// Assigned after elk.bundled.js has loaded: in a worker it installs its own onmessage, which this replaces.
scope.onmessage = (e) => {
  const { id, input } = e.data;
  const start = performance.now();
  layoutWith(elk, input)
    .then(({ xs, width }) => {
      scope.postMessage({ id, ok: true, xs, width, ms: performance.now() - start }, [xs.buffer]);
    })
    .catch((err: unknown) => scope.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) }));
};
