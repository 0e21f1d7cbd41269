/**
 * The ELK graph and options for a game tree, and the positions read back from ELK's
 * answer. Runs in the layout worker (and in Node for the tests); nothing here touches
 * the DOM.
 *
 * Algorithm: `mrtree`, lean (docs/extension.md, "Layout", says why and what was
 * measured): a true tidy tree, children in written order (MODEL_ORDER + DFS), about
 * twice as fast as `layered` with interactive hints, and as narrow as a tidy tree drawn
 * by hand from the same slots. mrtree also spends the sibling gap between levels, so y
 * is not taken from ELK: the drawing sets it from the depth.
 */
import type { ELK, ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';

export const LAYOUT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'mrtree',
  'elk.direction': 'DOWN',
  'elk.mrtree.weighting': 'MODEL_ORDER',
  'elk.mrtree.searchOrder': 'DFS',
  'elk.mrtree.edgeRoutingMode': 'MIDDLE_TO_MIDDLE',
  'elk.omitNodeMicroLayout': 'true',
  'elk.spacing.nodeNode': '0',
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
};

/** What the worker needs to lay a tree out: the drawn nodes in pre-order, with slot sizes. */
export interface LayoutInput {
  /** Index of each node's parent in these arrays, -1 for the root. Pre-order: a parent comes before its children. */
  readonly parents: Int32Array;
  readonly widths: Float64Array;
  readonly heights: Float64Array;
}

/** Horizontal centre of each slot, from 0 at the leftmost slot's left edge. */
export interface LayoutResult {
  readonly xs: Float64Array;
  readonly width: number;
}

/** One ELK node per slot and one edge per parent link, both in written (pre-order) order. */
export function elkGraphOf(input: LayoutInput): ElkNode {
  const n = input.parents.length;
  const children: ElkNode[] = new Array(n);
  const edges: ElkExtendedEdge[] = [];
  for (let i = 0; i < n; i++) {
    children[i] = { id: String(i), width: input.widths[i], height: input.heights[i] };
    const p = input.parents[i];
    if (p >= 0) edges.push({ id: `e${i}`, sources: [String(p)], targets: [String(i)] });
  }
  return { id: 'root', layoutOptions: LAYOUT_OPTIONS, children, edges };
}

/** Slot centres from ELK's answer, shifted so the leftmost slot starts at 0. */
export function resultOf(laidOut: ElkNode, input: LayoutInput): LayoutResult {
  const n = input.parents.length;
  const xs = new Float64Array(n);
  let left = Infinity;
  let right = -Infinity;
  for (const child of laidOut.children ?? []) {
    const i = Number(child.id);
    const x = child.x ?? 0;
    xs[i] = x + input.widths[i] / 2;
    left = Math.min(left, x);
    right = Math.max(right, x + input.widths[i]);
  }
  if (n === 0) return { xs, width: 0 };
  for (let i = 0; i < n; i++) xs[i] -= left;
  return { xs, width: right - left };
}

/** Lays `input` out with an ELK instance: the worker's, or one in Node (the CLI's SVG export). */
export async function layoutWith(elk: ELK, input: LayoutInput): Promise<LayoutResult> {
  return resultOf(await elk.layout(elkGraphOf(input)), input);
}
