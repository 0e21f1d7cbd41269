/** The worker's input for the drawn nodes: their parents and fixed slot sizes. */
import type { DiagramModel } from '../core/diagram';
import { slotBox, widePayoffs } from './geometry';
import type { LayoutInput } from './layout';
import type { VisibleTree } from './visible';

export function layoutInputOf(diagram: DiagramModel, visible: VisibleTree): LayoutInput {
  const n = visible.ids.length;
  const wide = widePayoffs(diagram);
  const widths = new Float64Array(n);
  const heights = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    const node = diagram.nodes[visible.ids[v]];
    const slot = slotBox(node.shape, node.label, wide);
    widths[v] = slot.w;
    heights[v] = slot.h;
  }
  return { parents: visible.parents, widths, heights };
}
