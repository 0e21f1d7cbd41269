/**
 * The layout worker: ELK runs here, never on the webview's thread. elk.bundled.js is
 * ELK with its own in-process "fake worker", so inside this real worker it lays out
 * synchronously without a second worker.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutWith, type LayoutInput } from './layout';
import type { LayoutAnswer, LayoutRequest } from './layout-messages';

// The webview's tsconfig has the DOM lib; this is the part of the worker scope used here.
interface WorkerScope {
  onmessage: ((e: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const elk = new ELK();

/**
 * ELK's first layouts run cold (class set-up, then the JIT): lay a small tree out as soon as
 * the worker starts, while the page waits for its first diagram, so that diagram is not the
 * one that pays. Requests arriving meanwhile are answered after it.
 */
function warmUpInput(): LayoutInput {
  const n = 40;
  const parents = new Int32Array(n);
  for (let i = 0; i < n; i++) parents[i] = i === 0 ? -1 : Math.floor((i - 1) / 3);
  return { parents, widths: new Float64Array(n).fill(40), heights: new Float64Array(n).fill(34) };
}
const warm = layoutWith(elk, warmUpInput()).catch(() => undefined);

// Assigned after elk.bundled.js has loaded: in a worker it installs its own onmessage, which this replaces.
scope.onmessage = async (e) => {
  const { id, input } = e.data;
  await warm;
  const start = performance.now();
  layoutWith(elk, input)
    .then(({ xs, width }) => {
      scope.postMessage({ id, ok: true, xs, width, ms: performance.now() - start }, [xs.buffer]);
    })
    .catch((err: unknown) => scope.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) }));
};
