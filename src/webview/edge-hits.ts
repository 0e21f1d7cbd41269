/**
 * Practice mode: each edge gets a wide invisible line over it (`polyline.hit`, 24 px, see
 * diagram.css), so that a click near an edge marks it as cut without aiming at a 1 px stroke.
 * Near their parent the lines of a fan overlap: a click there goes to the edge nearest to it
 * (nearestEdge), not to the line drawn last. Only while the student can answer; the export
 * leaves them out (export-image.ts).
 */
import type { Scene } from '../render/draw';
import { addSvg, type SvgEl } from '../render/svg-document';

const hits = new WeakMap<Scene, SvgEl[]>();

/** Puts the hit lines on (over the edges as they are now drawn: `moved` after the nodes moved) or takes them off. */
export function setEdgeHits(scene: Scene, on: boolean, moved = false): void {
  if (hits.has(scene) === on && !moved) return;
  for (const old of hits.get(scene) ?? []) old.remove();
  hits.delete(scene);
  if (!on) return;
  const made: SvgEl[] = [];
  for (const node of scene.nodes) {
    const edge = node?.edge;
    if (edge) made.push(addSvg('polyline', { class: 'hit', points: edge.line.getAttribute('points') ?? '' }, edge.g));
  }
  hits.set(scene, made);
}

/** The squared distance from `p` to the segment from `a` to `b`. */
function distance2(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  const [x, y] = [a[0] + t * dx - p[0], a[1] + t * dy - p[1]];
  return x * x + y * y;
}

/** The child of the drawn edge nearest to `at` (drawing coordinates), its line as drawn (sloping part, then down to the child); null without edges. */
export function nearestEdge(scene: Scene, at: { readonly x: number; readonly y: number }): number | null {
  const p = [at.x, at.y] as const;
  let best: number | null = null;
  let bestDistance = Infinity;
  scene.nodes.forEach((node, id) => {
    const edge = node?.edge;
    if (!edge) return;
    const d = Math.min(distance2(p, edge.from, edge.to), distance2(p, edge.to, edge.over));
    if (d < bestDistance) [best, bestDistance] = [id, d];
  });
  return best;
}
