/**
 * Zoom (wheel, buttons), pan (drag) and fit for the drawing: one transform on the
 * `g#viewport` group. A drag that moved is not a click, so panning never reveals a node.
 */
import type { Rect } from './draw';

/** screen = k · world + (x, y) */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

const MIN_SCALE = 0.001;
const MAX_SCALE = 4;
const DRAG_THRESHOLD = 4;
const MARGIN = 24;
/** Below this scale shapes are specks: a fit stops here and shows the top of the tree. */
const FIT_FLOOR = 0.25;
/** Below this scale the small texts (windows, edge texts, labels, badges) are not drawn. */
const READABLE_SCALE = 0.45;

export class Viewport {
  private view: View = { x: 0, y: 0, k: 1 };
  private drag: { id: number; sx: number; sy: number; from: View; moved: boolean } | null = null;
  private lastDragMoved = false;
  /** True until someone zooms or pans, and again after each fit: the view then follows the tree. */
  private fitted = true;
  private box: { width: number; height: number };

  constructor(
    private readonly svg: SVGSVGElement,
    private readonly content: SVGGElement,
    private readonly onChange: (view: View) => void,
  ) {
    const r = svg.getBoundingClientRect();
    this.box = { width: r.width, height: r.height };
    new ResizeObserver(([entry]) => {
      this.box = { width: entry.contentRect.width, height: entry.contentRect.height };
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

  /** True right after a drag that moved: the click that ends it is not a click on a node. */
  get justDragged(): boolean {
    return this.lastDragMoved;
  }

  /** Whether a new drawing should be fitted: nobody zoomed or panned since the last fit. */
  get followsTree(): boolean {
    return this.fitted;
  }

  set(view: View): void {
    this.fitted = false;
    const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.k));
    this.view = { x: view.x, y: view.y, k };
    this.content.setAttribute('transform', `translate(${view.x.toFixed(1)},${view.y.toFixed(1)}) scale(${k.toPrecision(5)})`);
    // Texts this small cannot be read; hiding them also spares the browser laying out thousands of them.
    this.svg.classList.toggle('zoomed-out', k < READABLE_SCALE);
    this.onChange(this.view);
  }

  /** Zooms by `factor` around a point of the view (its centre by default). */
  zoomBy(factor: number, at?: { x: number; y: number }): void {
    const { width, height } = this.size();
    const px = at?.x ?? width / 2;
    const py = at?.y ?? height / 2;
    const v = this.view;
    const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.k * factor));
    this.set({ k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k });
  }

  /**
   * Shows all of `bounds`, centred, never enlarged past 1.5×. A tree too wide to show
   * whole at FIT_FLOOR is shown from its top, centred on `top` (the root).
   */
  fit(bounds: Rect, top: { x: number; y: number }): void {
    const { width, height } = this.size();
    if (width <= 0 || height <= 0 || bounds.w <= 0 || bounds.h <= 0) return;
    const k = Math.min((width - 2 * MARGIN) / bounds.w, (height - 2 * MARGIN) / bounds.h, 1.5);
    if (k >= FIT_FLOOR) this.set({ k, x: (width - bounds.w * k) / 2 - bounds.x * k, y: (height - bounds.h * k) / 2 - bounds.y * k });
    else this.set({ k: FIT_FLOOR, x: width / 2 - top.x * FIT_FLOOR, y: MARGIN - bounds.y * FIT_FLOOR });
    this.fitted = true;
  }

  /** Whether any part of `bounds` is on screen. */
  shows(bounds: Rect): boolean {
    const { width, height } = this.size();
    const { x, y, k } = this.view;
    return bounds.x * k + x < width && (bounds.x + bounds.w) * k + x > 0 && bounds.y * k + y < height && (bounds.y + bounds.h) * k + y > 0;
  }

  /** Centres a point of the drawing if it is off screen (or too near the edge). */
  reveal(point: { x: number; y: number }): void {
    const { width, height } = this.size();
    const { x, y, k } = this.view;
    const sx = point.x * k + x;
    const sy = point.y * k + y;
    if (sx >= MARGIN && sx <= width - MARGIN && sy >= MARGIN && sy <= height - MARGIN) return;
    this.set({ k, x: width / 2 - point.x * k, y: height / 2 - point.y * k });
  }

  /** The view's size, kept by a ResizeObserver: reading it never forces a layout of a freshly built drawing. */
  private size(): { width: number; height: number } {
    return this.box;
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const r = this.svg.getBoundingClientRect();
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.zoomBy(Math.exp(-delta * 0.0015), { x: e.clientX - r.left, y: e.clientY - r.top });
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0) return;
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
