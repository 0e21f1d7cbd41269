/** The worker's input for the drawn nodes: their parents and their slots (see geometry.ts). */
import type { LayoutInput } from './layout';
import type { TreeGeometry } from './geometry';
import type { VisibleTree } from './visible';

export function layoutInputOf(visible: VisibleTree, geometry: TreeGeometry): LayoutInput {
  const n = visible.ids.length;
  const widths = new Float64Array(n);
  const heights = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    widths[v] = geometry.nodes[v].slot.w;
    heights[v] = geometry.nodes[v].slot.h;
  }
  return { parents: visible.parents, widths, heights };
}

/** Whether two inputs lay out the same: then a new diagram keeps the drawing and only its looks change. */
export function sameInput(a: LayoutInput, b: LayoutInput): boolean {
  if (a.parents.length !== b.parents.length) return false;
  for (let i = 0; i < a.parents.length; i++) {
    if (a.parents[i] !== b.parents[i] || a.widths[i] !== b.widths[i] || a.heights[i] !== b.heights[i]) return false;
  }
  return true;
}
