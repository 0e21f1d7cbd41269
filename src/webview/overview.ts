/**
 * The overview strip under a drawing too big to show legibly whole: the whole tree's edges
 * squeezed into the strip (stretched to its width and height, so even a flat, wide tree
 * shows its shape), the principal variation in the accent colour, and the part on screen
 * as a rectangle. Click or drag in it to move the view there.
 *
 * DOM: `#overview` (hidden when the tree fits) holding an `svg` with `path.overview-edges`,
 * `path.overview-pv` and `rect.overview-view`.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { Rect, Scene } from '../render/draw';
import type { Point, Size, View } from './fit';
import { svgElement } from './svg-element';

export class Overview {
  private readonly edges: SVGPathElement;
  private readonly pv: SVGPathElement;
  private readonly frame: SVGRectElement;
  private bounds: Rect | null = null;
  /** What the strip shows (drawn again only for a new drawing or a new diagram: its principal variation may differ). */
  private shows: { readonly scene: Scene; readonly diagram: DiagramModel; readonly bounds: Rect } | null = null;
  private dragging: number | null = null;

  private readonly svg: SVGSVGElement;

  constructor(
    private readonly box: HTMLElement,
    svg: SVGSVGElement,
    private readonly jump: (to: Point) => void,
  ) {
    this.svg = svg;
    svg.setAttribute('preserveAspectRatio', 'none');
    this.edges = svgElement('path', { class: 'overview-edges' }, svg);
    this.pv = svgElement('path', { class: 'overview-pv' }, svg);
    this.frame = svgElement('rect', { class: 'overview-view' }, svg);
    svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      this.dragging = e.pointerId;
      svg.setPointerCapture(e.pointerId);
      this.jumpTo(e);
    });
    svg.addEventListener('pointermove', (e) => {
      if (this.dragging === e.pointerId) this.jumpTo(e);
    });
    const stop = (e: PointerEvent): void => {
      if (this.dragging !== e.pointerId) return;
      this.dragging = null;
      if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
    };
    svg.addEventListener('pointerup', stop);
    svg.addEventListener('pointercancel', stop);
  }

  get shown(): boolean {
    return !this.box.hidden;
  }

  /** Draws `scene` into the strip and shows it. */
  show(scene: Scene, diagram: DiagramModel): void {
    this.box.hidden = false;
    // relocate moves the nodes of a drawing and gives it new bounds: the strip follows.
    if (this.shows?.scene === scene && this.shows.diagram === diagram && this.shows.bounds === scene.bounds) return;
    // A new diagram on the same drawing (a values-only redraw) moves only the principal variation.
    const sameScene = this.shows?.scene === scene && this.shows.bounds === scene.bounds;
    this.shows = { scene, diagram, bounds: scene.bounds };
    if (!sameScene) {
      const { x, y, w, h } = scene.bounds;
      this.bounds = scene.bounds;
      this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
      this.edges.setAttribute('d', scene.nodes.map((_, id) => segmentAbove(scene, id)).join(''));
    }
    this.pv.setAttribute('d', scene.nodes.map((_, id) => (diagram.nodes[id]?.pv ? segmentAbove(scene, id) : '')).join(''));
  }

  hide(): void {
    this.box.hidden = true;
    this.bounds = null;
    this.shows = null;
  }

  /** Marks the part of the drawing that a view of `size` shows. */
  setView(view: View, size: Size): void {
    const b = this.bounds;
    if (!b) return;
    const left = Math.max(b.x, -view.x / view.k);
    const top = Math.max(b.y, -view.y / view.k);
    const right = Math.min(b.x + b.w, (size.width - view.x) / view.k);
    const bottom = Math.min(b.y + b.h, (size.height - view.y) / view.k);
    this.frame.setAttribute('x', left.toFixed(1));
    this.frame.setAttribute('y', top.toFixed(1));
    this.frame.setAttribute('width', Math.max(0, right - left).toFixed(1));
    this.frame.setAttribute('height', Math.max(0, bottom - top).toFixed(1));
  }

  private jumpTo(e: PointerEvent): void {
    const b = this.bounds;
    if (!b) return;
    const r = this.svg.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return;
    this.jump({ x: b.x + ((e.clientX - r.left) / r.width) * b.w, y: b.y + ((e.clientY - r.top) / r.height) * b.h });
  }
}

/** The edge into `id` as a path segment ('' for the root or a node not drawn). */
function segmentAbove(scene: Scene, id: number): string {
  const node = scene.nodes[id];
  if (!node?.edge) return '';
  const [x1, y1] = node.edge.from;
  return `M${Math.round(x1)} ${Math.round(y1)}L${Math.round(node.cx)} ${Math.round(node.cy)}`;
}
