import type { DiagramNode } from './diagram';

/**
 * The text drawn beside the edge into `node`: its move or probability, then, in a tree solved over
 * its unknown's range, the condition under which the edge is cut (`a2 · x ≤ 3`). Its own module, so
 * that the pages' bundles carry this and not the diagram model's making.
 */
export function edgeCaption(node: Pick<DiagramNode, 'edge' | 'solved'>): string | null {
  const when = node.solved?.when ?? null;
  if (when === null) return node.edge;
  return node.edge === null ? when : `${node.edge} · ${when}`;
}
