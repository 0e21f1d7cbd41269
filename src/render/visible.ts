/**
 * Which nodes are drawn: all of them, less the subtrees under collapsed nodes. Big
 * trees start with their deep levels collapsed so the first drawing stays quick.
 */
import type { DiagramNode } from '../core/diagram/diagram';

/** Trees with more nodes than this start collapsed below the deepest level that keeps them under it. */
export const AUTO_COLLAPSE_ABOVE = 2000;

export interface VisibleTree {
  /** Ids of the drawn nodes, in pre-order. */
  readonly ids: Int32Array;
  /** For each drawn node, the index of its parent in `ids` (-1 for the root). */
  readonly parents: Int32Array;
  /** For each drawn node, how many descendants its collapse hides (0 if none). */
  readonly hidden: Int32Array;
  /** Depth of each node of the diagram, by id. */
  readonly depths: Int32Array;
}

/** Depth of every node; parents come before their children (pre-order ids). */
export function depthsOf(nodes: readonly DiagramNode[]): Int32Array {
  const depths = new Int32Array(nodes.length);
  for (const n of nodes) depths[n.id] = n.parent < 0 ? 0 : depths[n.parent] + 1;
  return depths;
}

/** The inner nodes to collapse so that at most AUTO_COLLAPSE_ABOVE nodes are drawn (none for smaller trees). */
export function autoCollapsed(nodes: readonly DiagramNode[], depths: Int32Array): number[] {
  if (nodes.length <= AUTO_COLLAPSE_ABOVE) return [];
  const perDepth: number[] = [];
  for (const d of depths) perDepth[d] = (perDepth[d] ?? 0) + 1;
  let keep = 0;
  for (let total = perDepth[0]; keep + 1 < perDepth.length && total + perDepth[keep + 1] <= AUTO_COLLAPSE_ABOVE;) total += perDepth[++keep];
  const hasChildren = new Uint8Array(nodes.length);
  for (const n of nodes) if (n.parent >= 0) hasChildren[n.parent] = 1;
  return nodes.filter((n) => depths[n.id] === keep && hasChildren[n.id]).map((n) => n.id);
}

export function visibleTree(nodes: readonly DiagramNode[], collapsed: ReadonlySet<number>): VisibleTree {
  const n = nodes.length;
  const depths = depthsOf(nodes);
  const size = new Int32Array(n).fill(1);
  for (let i = n - 1; i > 0; i--) if (nodes[i].parent >= 0) size[nodes[i].parent] += size[i];
  const ids: number[] = [];
  const parents: number[] = [];
  const hidden: number[] = [];
  const slot = new Int32Array(n).fill(-1);
  // Pre-order: a subtree is the ids [i, i + size[i]), so a collapsed node skips it whole.
  for (let i = 0; i < n;) {
    const p = nodes[i].parent;
    slot[i] = ids.length;
    ids.push(i);
    parents.push(p < 0 ? -1 : slot[p]);
    const hides = collapsed.has(i) && size[i] > 1;
    hidden.push(hides ? size[i] - 1 : 0);
    i += hides ? size[i] : 1;
  }
  return { ids: Int32Array.from(ids), parents: Int32Array.from(parents), hidden: Int32Array.from(hidden), depths };
}
