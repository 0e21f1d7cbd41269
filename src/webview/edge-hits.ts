/**
 * Practice mode: each edge gets a wide invisible line over it (`polyline.hit`, see diagram.css),
 * so that a click near an edge marks it as cut without aiming at a 1 px stroke. Only while the
 * student can answer; the export leaves them out (export-image.ts).
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
