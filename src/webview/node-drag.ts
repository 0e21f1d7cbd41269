/**
 * Moving a node among its siblings with the mouse (the ordering exercise), the same edit as
 * Alt+Up/Alt+Down: in a tree that asks `best-order`, a drag that starts on a node with drawn
 * siblings takes the node, not the view.
 * While it is held, a bar between two siblings (`g#drop-indicator`) shows where it would go and
 * the node is dimmed; dropping it there posts the move (the host writes it as one undo step and
 * the page announces it). Dropped away from its row, or at its own place, nothing happens. A drag
 * that starts on the background, the root, an only child or any node of another tree pans the view as before.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { nodeFrame, type DrawnNode, type Scene } from '../render/draw';
import { svgElement } from './svg-element';

/** How far the pointer travels before a press on a node becomes a drag (as a pan, viewport.ts). */
const DRAG_THRESHOLD = 4;
/** How far above and below its row, and beyond a node's width past its ends, a drop still counts (drawing units). */
const ROW_MARGIN = 24;
/** How far the bar reaches above and below the row's nodes. */
const BAR_OVERHANG = 8;

interface Held {
  readonly pointer: number;
  readonly node: number;
  /** The node's drawn siblings, itself included, left to right (the written order). */
  readonly siblings: readonly number[];
  readonly sx: number;
  readonly sy: number;
  started: boolean;
}

export class NodeDrag {
  private scene: Scene | null = null;
  private diagram: DiagramModel | null = null;
  private held: Held | null = null;
  private lastMoved = false;
  private readonly bar: SVGGElement;
  private readonly line: SVGLineElement;

  constructor(
    private readonly svg: SVGSVGElement,
    /** `g#viewport`, which each drawing replaces the contents of. */
    private readonly viewport: SVGGElement,
    /** Where a pointer event is, in drawing coordinates. */
    private readonly pointAt: (e: MouseEvent) => { x: number; y: number },
    /** The node dropped `by` places from where it was. */
    private readonly move: (id: number, by: number) => void,
  ) {
    this.bar = svgElement('g', { id: 'drop-indicator', display: 'none', 'aria-hidden': 'true' });
    this.line = svgElement('line', { class: 'drop-line' }, this.bar);
    // Capture: the press is claimed before the viewport (listening on the same element) starts a pan.
    svg.addEventListener('pointerdown', (e) => this.down(e), { capture: true });
    svg.addEventListener('pointermove', (e) => this.over(e));
    svg.addEventListener('pointerup', (e) => this.up(e));
    svg.addEventListener('pointercancel', (e) => this.end(e.pointerId));
  }

  /** True right after a drag of a node: the click that ends it is not a click on a node. */
  get justDragged(): boolean {
    return this.lastMoved;
  }

  /** A new drawing: its nodes can be dragged. */
  attach(scene: Scene, diagram: DiagramModel): void {
    this.scene = scene;
    this.diagram = diagram;
    this.held = null;
    this.bar.setAttribute('display', 'none');
    this.viewport.appendChild(this.bar);
  }

  private down(e: PointerEvent): void {
    this.lastMoved = false;
    // Only an ordering exercise's nodes: elsewhere a drag that starts on a node pans, as it always did.
    if (e.button !== 0 || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !this.scene || !this.diagram?.asksOrder) return;
    const target = e.target as Element;
    const g = target.closest('.node');
    if (!g || target.closest('#toggle, .hidden-count')) return;
    const node = Number(g.getAttribute('data-id'));
    const parent = this.diagram.nodes[node]?.parent ?? -1;
    if (parent < 0) return;
    const siblings = this.diagram.nodes.filter((n) => n.parent === parent && this.scene!.nodes[n.id]).map((n) => n.id);
    if (siblings.length < 2) return;
    this.held = { pointer: e.pointerId, node, siblings, sx: e.clientX, sy: e.clientY, started: false };
    // Tells the viewport (viewport.ts) not to pan: the press is this node's.
    e.preventDefault();
  }

  private over(e: PointerEvent): void {
    const held = this.held;
    if (!held || held.pointer !== e.pointerId) return;
    if (!held.started) {
      if (Math.hypot(e.clientX - held.sx, e.clientY - held.sy) < DRAG_THRESHOLD) return;
      held.started = true;
      this.svg.setPointerCapture(e.pointerId);
      this.svg.classList.add('dragging-node');
      this.drawn(held.node)?.g.classList.add('dragged');
    }
    this.show(this.slot(held, e));
  }

  private up(e: PointerEvent): void {
    const held = this.held;
    if (!held || held.pointer !== e.pointerId) return;
    const by = held.started ? this.slot(held, e)?.by : undefined;
    this.end(e.pointerId);
    if (by !== undefined) this.move(held.node, by);
  }

  private end(pointer: number): void {
    const held = this.held;
    if (!held || held.pointer !== pointer) return;
    this.lastMoved = held.started;
    this.held = null;
    this.svg.classList.remove('dragging-node');
    this.drawn(held.node)?.g.classList.remove('dragged');
    this.bar.setAttribute('display', 'none');
    if (this.svg.hasPointerCapture(pointer)) this.svg.releasePointerCapture(pointer);
  }

  /**
   * Where the node would go if dropped now: `by` places from its own (never 0), and the bar
   * between the two siblings it would land between; null away from its row or at its own place.
   */
  private slot(held: Held, e: MouseEvent): { by: number; x: number; top: number; bottom: number } | null {
    const p = this.pointAt(e);
    const drawn = held.siblings.map((id) => this.drawn(id)!);
    // Each node with what is written over it (label, window): the row's band, and a node's width of slack at its ends.
    const frames = drawn.map((d) => ({ d, f: nodeFrame(d, 0) }));
    const top = Math.min(...frames.map(({ d, f }) => d.cy + f.y));
    const bottom = Math.max(...frames.map(({ d, f }) => d.cy + f.y + f.h));
    const slack = Math.max(...frames.map(({ f }) => f.w)) + ROW_MARGIN;
    const left = drawn[0].cx - slack;
    const right = drawn[drawn.length - 1].cx + slack;
    if (p.y < top - ROW_MARGIN || p.y > bottom + ROW_MARGIN || p.x < left || p.x > right) return null;
    const at = held.siblings.indexOf(held.node);
    const others = drawn.filter((_, i) => i !== at);
    // The place among the others: how many of them are left of the pointer.
    const to = others.filter((d) => d.cx < p.x).length;
    if (to === at) return null;
    const before = others[to - 1];
    const after = others[to];
    const x = !before
      ? after.cx - after.box.w / 2 - ROW_MARGIN / 2
      : !after
        ? before.cx + before.box.w / 2 + ROW_MARGIN / 2
        : (before.cx + before.box.w / 2 + after.cx - after.box.w / 2) / 2;
    return { by: to - at, x, top: top - BAR_OVERHANG, bottom: bottom + BAR_OVERHANG };
  }

  private show(slot: ReturnType<NodeDrag['slot']>): void {
    if (!slot) return this.bar.setAttribute('display', 'none');
    const r = (n: number): string => n.toFixed(1);
    this.line.setAttribute('x1', r(slot.x));
    this.line.setAttribute('x2', r(slot.x));
    this.line.setAttribute('y1', r(slot.top));
    this.line.setAttribute('y2', r(slot.bottom));
    this.bar.setAttribute('data-by', String(slot.by));
    this.bar.removeAttribute('display');
  }

  private drawn(id: number): DrawnNode | undefined {
    return this.scene?.nodes[id];
  }
}
