/**
 * Zoom (wheel, buttons), pan (drag) and fit for the drawing: one transform on the
 * `g#viewport` group. A drag that moved is not a click, so panning never reveals a node.
 * The level of detail follows the scale (classes on the svg, see draw.ts): small texts go
 * first, values last. The view follows the panel's size: a fitted view is fitted again, a
 * view the user zoomed keeps its scale and its centre.
 */
import type { Rect } from '../render/draw';
import { EDGE_TEXTS_SCALE, recentred, SMALL_TEXTS_SCALE, VALUES_SCALE, type Point, type Size, type View } from './fit';

export type { View } from './fit';

const MIN_SCALE = 0.001;
const MAX_SCALE = 4;
const DRAG_THRESHOLD = 4;
const MARGIN = 24;

export class Viewport {
  private view: View = { x: 0, y: 0, k: 1 };
  private drag: { id: number; sx: number; sy: number; from: View; moved: boolean } | null = null;
  private lastDragMoved = false;
  /** True until someone zooms or pans, and again after each fit: the view then follows the tree and the panel's size. */
  private fitted = true;
  private box: Size;
  /** Below this scale the small texts (names, windows) are left out; while practising, only with the values. */
  private smallTexts = SMALL_TEXTS_SCALE;

  constructor(
    private readonly svg: SVGSVGElement,
    private readonly content: SVGGElement,
    private readonly onChange: (view: View) => void,
    /** The panel changed size (after the view was kept or recentred); a fitted view is to be fitted again. */
    private readonly onResize: (followsTree: boolean) => void,
  ) {
    const r = svg.getBoundingClientRect();
    this.box = { width: r.width, height: r.height };
    new ResizeObserver(([entry]) => {
      const from = this.box;
      const to = { width: entry.contentRect.width, height: entry.contentRect.height };
      if (to.width === from.width && to.height === from.height) return;
      this.box = to;
      if (from.width <= 0 || from.height <= 0 || to.width <= 0 || to.height <= 0) return this.onResize(this.fitted);
      if (!this.fitted) this.apply(recentred(this.view, from, to));
      this.onResize(this.fitted);
    }).observe(svg);
    svg.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    svg.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    svg.addEventListener('pointermove', (e) => this.onPointerMove(e));
    svg.addEventListener('pointerup', (e) => this.onPointerUp(e));
    svg.addEventListener('pointercancel', (e) => this.onPointerUp(e));
  }

  get current(): View {
    return this.view;
  }

  /** The drawing area's size, kept by a ResizeObserver: reading it never forces a layout of a freshly built drawing. */
  get size(): Size {
    return this.box;
  }

  /** True right after a drag that moved: the click that ends it is not a click on a node. */
  get justDragged(): boolean {
    return this.lastDragMoved;
  }

  /** Whether a new drawing should be fitted: nobody zoomed or panned since the last fit. */
  get followsTree(): boolean {
    return this.fitted;
  }

  /** A view the user chose (or one restored for them): the view no longer follows the tree. */
  set(view: View): void {
    this.fitted = false;
    this.apply(view);
  }

  /** A fitted view: it follows the tree and the panel's size until the user zooms or pans. */
  fitTo(view: View): void {
    this.apply(view);
    this.fitted = true;
  }

  /** Zooms by `factor` around a point of the view (its centre by default). */
  zoomBy(factor: number, at?: Point): void {
    const { width, height } = this.box;
    const px = at?.x ?? width / 2;
    const py = at?.y ?? height / 2;
    const v = this.view;
    const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.k * factor));
    this.set({ k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k });
  }

  /** Puts a point of the drawing at the centre of the view, at the same scale. */
  centreOn(point: Point): void {
    const { width, height } = this.box;
    const { k } = this.view;
    this.set({ k, x: width / 2 - point.x * k, y: height / 2 - point.y * k });
  }

  /** Whether any part of `bounds` is on screen. */
  shows(bounds: Rect): boolean {
    const { width, height } = this.box;
    const { x, y, k } = this.view;
    return bounds.x * k + x < width && (bounds.x + bounds.w) * k + x > 0 && bounds.y * k + y < height && (bounds.y + bounds.h) * k + y > 0;
  }

  private apply(view: View): void {
    const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.k));
    this.view = { x: view.x, y: view.y, k };
    this.content.setAttribute('transform', `translate(${view.x.toFixed(1)},${view.y.toFixed(1)}) scale(${k.toPrecision(5)})`);
    // Texts too small to read are not drawn at all: that also spares the browser laying out thousands of them.
    this.svg.classList.toggle('lod-no-small', k < this.smallTexts);
    this.svg.classList.toggle('lod-no-edge', k < EDGE_TEXTS_SCALE);
    this.svg.classList.toggle('lod-no-values', k < VALUES_SCALE);
    this.onChange(this.view);
  }

  /**
   * Practising: the names and the answer boxes are what the student answers in, so they are left out
   * only when the values are (a zoom that far out shows the tree's shape).
   */
  keepNames(on: boolean): void {
    const floor = on ? VALUES_SCALE : SMALL_TEXTS_SCALE;
    if (floor === this.smallTexts) return;
    this.smallTexts = floor;
    this.apply(this.view);
  }

  /** Centres a point of the drawing if it is off screen (or too near the edge). */
  reveal(point: { x: number; y: number }): void {
    const { width, height } = this.box;
    const { x, y, k } = this.view;
    const sx = point.x * k + x;
    const sy = point.y * k + y;
    if (sx >= MARGIN && sx <= width - MARGIN && sy >= MARGIN && sy <= height - MARGIN) return;
    this.set({ k, x: width / 2 - point.x * k, y: height / 2 - point.y * k });
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const r = this.svg.getBoundingClientRect();
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.zoomBy(Math.exp(-delta * 0.0015), { x: e.clientX - r.left, y: e.clientY - r.top });
  }

  private onPointerDown(e: PointerEvent): void {
    // defaultPrevented: a press on a node that drags the node (node-drag.ts), not the view.
    if (e.button !== 0 || e.defaultPrevented) return;
    if ((e.target as Element).closest('#toggle, .hidden-count')) return;
    this.drag = { id: e.pointerId, sx: e.clientX, sy: e.clientY, from: this.view, moved: false };
    this.lastDragMoved = false;
  }

  private onPointerMove(e: PointerEvent): void {
    const drag = this.drag;
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.sx;
    const dy = e.clientY - drag.sy;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!drag.moved) {
      drag.moved = true;
      this.svg.setPointerCapture(e.pointerId);
      this.svg.classList.add('panning');
    }
    this.set({ ...drag.from, x: drag.from.x + dx, y: drag.from.y + dy });
  }

  private onPointerUp(e: PointerEvent): void {
    const drag = this.drag;
    if (!drag || drag.id !== e.pointerId) return;
    this.lastDragMoved = drag.moved;
    this.drag = null;
    this.svg.classList.remove('panning');
    if (this.svg.hasPointerCapture(e.pointerId)) this.svg.releasePointerCapture(e.pointerId);
  }
}
