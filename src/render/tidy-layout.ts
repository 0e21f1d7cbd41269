/**
 * A tidy tree computed on the page's own thread: the first picture of every new shape, drawn
 * while ELK starts or lays it out in the layout worker, either of which takes too long for a
 * first picture (docs/performance.md, "The diagram and the editor"). It is
 * what ELK's mrtree computes from the same slots — each parent centred over its first and
 * last child, subtrees pushed together until they would overlap on some row — and agrees with
 * it within a pixel (test/unit/diagram-geometry.test.ts; ELK rounds positions as it goes);
 * ELK stays the layout of record: when its answer comes, the nodes move to it. Only trees
 * of up to a few thousand nodes and 64 levels are laid out this way (its contours cost up to depth × nodes).
 */
import type { LayoutInput, LayoutResult } from './layout';
import { AUTO_COLLAPSE_ABOVE } from './visible';

/** The trees a note (the Markdown preview) and the self-contained page lay out this way; larger ones are not drawn there, or wait for ELK. */
export const STAND_IN_MAX_NODES = 1000;
/**
 * The panel's first picture of a new shape is laid out this way up to as many nodes as the panel
 * draws of a big tree at first (it collapses the deep levels to stay under AUTO_COLLAPSE_ABOVE),
 * so that no first picture waits for ELK: 2 000 nodes take about 3 ms (docs/performance.md).
 */
export const PANEL_STAND_IN_MAX_NODES = AUTO_COLLAPSE_ABOVE;
export const STAND_IN_MAX_DEPTH = 64;

/** A subtree's extent on each row below (and including) its root, relative to the root's centre. */
interface Contour {
  readonly left: number[];
  readonly right: number[];
}

/** Slot centres from 0 at the leftmost slot's left edge (as layout.ts reads ELK's answer); null for a tree too big (over `maxNodes`) or deep. */
export function tidyLayout(input: LayoutInput, maxNodes = STAND_IN_MAX_NODES): LayoutResult | null {
  const { parents, widths } = input;
  const n = parents.length;
  if (n === 0) return { xs: new Float64Array(0), width: 0 };
  if (n > maxNodes) return null;
  const children: number[][] = Array.from({ length: n }, () => []);
  const depth = new Int32Array(n);
  for (let i = 1; i < n; i++) {
    children[parents[i]].push(i);
    depth[i] = depth[parents[i]] + 1;
    if (depth[i] > STAND_IN_MAX_DEPTH) return null;
  }
  // Pre-order input: children come after their parent, so walking backwards visits every child before its parent.
  const contours: (Contour | null)[] = new Array(n).fill(null);
  const offset = new Float64Array(n); // a child's centre relative to its parent's
  for (let v = n - 1; v >= 0; v--) {
    const half = widths[v] / 2;
    const kids = children[v];
    if (kids.length === 0) {
      contours[v] = { left: [-half], right: [half] };
      continue;
    }
    const merged: Contour = { left: [...contours[kids[0]]!.left], right: [...contours[kids[0]]!.right] };
    const at = [0];
    for (let k = 1; k < kids.length; k++) {
      const sub = contours[kids[k]]!;
      let shift = -Infinity;
      for (let d = 0; d < Math.min(merged.right.length, sub.left.length); d++) shift = Math.max(shift, merged.right[d] - sub.left[d]);
      at.push(shift);
      for (let d = 0; d < sub.left.length; d++) {
        if (d < merged.left.length) {
          merged.left[d] = Math.min(merged.left[d], sub.left[d] + shift);
          merged.right[d] = Math.max(merged.right[d], sub.right[d] + shift);
        } else {
          merged.left.push(sub.left[d] + shift);
          merged.right.push(sub.right[d] + shift);
        }
      }
    }
    const mid = (at[0] + at[at.length - 1]) / 2;
    kids.forEach((c, k) => {
      offset[c] = at[k] - mid;
      contours[c] = null; // merged into the parent's
    });
    contours[v] = { left: [-half, ...merged.left.map((x) => x - mid)], right: [half, ...merged.right.map((x) => x - mid)] };
  }
  const root = contours[0]!;
  const left = Math.min(...root.left);
  const xs = new Float64Array(n);
  xs[0] = -left;
  for (let i = 1; i < n; i++) xs[i] = xs[parents[i]] + offset[i];
  return { xs, width: Math.max(...root.right) - left };
}

/** Whether two layouts put every slot within `tolerance` px of the other's. */
export function sameLayout(a: LayoutResult, b: LayoutResult, tolerance = 1): boolean {
  if (a.xs.length !== b.xs.length) return false;
  for (let i = 0; i < a.xs.length; i++) if (Math.abs(a.xs[i] - b.xs[i]) > tolerance) return false;
  return true;
}
