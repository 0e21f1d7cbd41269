/**
 * A whole diagram drawn at once into an `svg` element, at zoom 1 (the svg as large as its
 * drawing): every node shown, the tidy tree's layout (synchronous: no worker, no ELK) and the
 * run's final looks. The Markdown preview draws its blocks so, and the grading panel the key's
 * tree under the class's marks.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { applyLooks, drawScene, type Scene } from './draw';
import { geometryOf, type TreeGeometry } from './geometry';
import { layoutInputOf } from './layout-input';
import { finalLooks } from './look';
import { addSvg, type SvgEl } from './svg-document';
import { tidyLayout } from './tidy-layout';
import { visibleTree } from './visible';

/**
 * Draws into `svg` (its `g` viewport made here) and returns the scene; null for a tree the
 * tidy layout refuses (too many nodes or too deep). `besides` px are kept free on each side
 * of every inner node's slot, for what a caller writes beside its value and window, and
 * `leafBesides` beside every leaf's (the fan of edges above them the wider).
 */
export function drawStill(svg: SvgEl, diagram: DiagramModel, besides = 0, leafBesides = 0): Scene | null {
  const visible = visibleTree(diagram.nodes, new Set());
  const geometry = widened(geometryOf(diagram, visible.ids, visible.parents), besides, leafBesides);
  const layout = tidyLayout(layoutInputOf(visible, geometry));
  if (!layout) return null;
  const viewport = addSvg('g', {}, svg);
  const scene = drawScene(viewport, diagram, visible, geometry, layout);
  applyLooks(scene, finalLooks(diagram));
  const { x, y, w, h } = scene.bounds;
  svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  return scene;
}

function widened(geometry: TreeGeometry, besides: number, leafBesides: number): TreeGeometry {
  if (besides === 0 && leafBesides === 0) return geometry;
  const room = (g: TreeGeometry['nodes'][number]): number => (g.shape === 'leaf' ? leafBesides : besides);
  return { ...geometry, nodes: geometry.nodes.map((g) => (room(g) === 0 ? g : { ...g, slot: { w: g.slot.w + 2 * room(g), h: g.slot.h } })) };
}
