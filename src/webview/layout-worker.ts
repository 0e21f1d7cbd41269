/**
 * The layout worker: ELK runs here, never on the webview's thread. elk.bundled.js is
 * ELK with its own in-process "fake worker", so inside this real worker it lays out
 * synchronously without a second worker.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutWith, type LayoutInput } from '../render/layout';
import type { LayoutAnswer, LayoutRequest } from './layout-messages';

// The webview's tsconfig has the DOM lib; this is the part of the worker scope used here.
interface WorkerScope {
  onmessage: ((e: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const elk = new ELK();

/**
 * ELK's first layout runs cold (its classes set up, then the JIT). When the worker has started
 * and no diagram has asked for a layout yet (the panel was opened before its first run, or
 * the run takes a while), a small tree is laid out meanwhile so the first diagram is not the
 * one that pays; a request already waiting is laid out at once instead, being as good a
 * warm-up as any.
 */
const IDLE_MS = 30;
let busy = false;
function warmUpInput(): LayoutInput {
  const n = 13;
  const parents = new Int32Array(n);
  for (let i = 0; i < n; i++) parents[i] = i === 0 ? -1 : Math.floor((i - 1) / 3);
  return { parents, widths: new Float64Array(n).fill(40), heights: new Float64Array(n).fill(34) };
}
let warm: Promise<unknown> = Promise.resolve();
setTimeout(() => {
  if (!busy) warm = layoutWith(elk, warmUpInput()).catch(() => undefined);
}, IDLE_MS);

// Assigned after elk.bundled.js has loaded: in a worker it installs its own onmessage, which this replaces.
scope.onmessage = async (e) => {
  busy = true;
  const { id, input } = e.data;
  await warm;
  const start = performance.now();
  layoutWith(elk, input)
    .then(({ xs, width }) => {
      scope.postMessage({ id, ok: true, xs, width, ms: performance.now() - start }, [xs.buffer]);
    })
    .catch((err: unknown) => scope.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) }));
};
