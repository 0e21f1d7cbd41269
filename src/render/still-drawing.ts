/**
 * A whole diagram drawn at once into an `svg` element, at zoom 1 (the svg as large as its
 * drawing): every node shown, the tidy tree's layout (synchronous: no worker, no ELK) and the
 * run's final looks, through the drawing pipeline (pipeline.ts). The Markdown preview draws its
 * blocks so, and the grading panel the key's tree under the class's marks.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { Scene } from './draw';
import { drawWhole } from './pipeline';
import { addSvg, type SvgEl } from './svg-document';
import { tidyLayout } from './tidy-layout';

/**
 * Draws into `svg` (its `g` viewport made here) and returns the scene; null for a tree the
 * tidy layout refuses (too many nodes or too deep). `besides` px are kept free on each side
 * of every inner node's slot, for what a caller writes beside its value and window, and
 * `leafBesides` beside every leaf's (the fan of edges above them the wider).
 */
export function drawStill(svg: SvgEl, diagram: DiagramModel, besides = 0, leafBesides = 0): Scene | null {
  const viewport = addSvg('g', {}, svg);
  const scene = drawWhole(viewport, diagram, tidyLayout, { inner: besides, leaf: leafBesides });
  if (!scene) {
    viewport.remove();
    return null;
  }
  const { x, y, w, h } = scene.bounds;
  svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  return scene;
}
