/**
 * The layout worker of a page whose tree the tidy layout can lay out (up to 1 000 nodes, 64
 * levels: src/render/tidy-layout.ts): it answers the diagram page's requests as the ELK worker
 * does, from the tidy layout, in a few kilobytes instead of ELK's 1.5 MB. ELK's answer would
 * move the nodes by under a pixel; the page draws the tidy layout first either way.
 */
import { tidyLayout } from '../render/tidy-layout';
import type { LayoutAnswer, LayoutRequest } from '../webview/layout-messages';

interface WorkerScope {
  onmessage: ((e: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (e) => {
  const { id, input } = e.data;
  const start = performance.now();
  const layout = tidyLayout(input);
  if (!layout)
    return scope.postMessage({ id, ok: false, message: 'this tree is too large or too deep for this page: export it again with gtree export --format html' });
  scope.postMessage({ id, ok: true, xs: layout.xs, width: layout.width, ms: performance.now() - start }, [layout.xs.buffer]);
};
