/**
 * The drawing's nodes as a tree widget for the keyboard and screen readers, in every diagram:
 * `g#nodes` is the `tree` (named by the tree's title, described by the keys in words), each
 * drawn `g.node` a `treeitem` named by the model's `spoken` text, with its `aria-level`,
 * `aria-setsize` and `aria-posinset` among the drawn children of its parent, `aria-expanded`
 * on inner nodes (false when collapsed), `aria-selected` on the focused node (selection
 * follows focus), `aria-current` on the editor's node, and `aria-describedby` the hint's caption
 * on the node the hint points at (practice). One node at a time takes Tab (a roving tabindex):
 * the root at first, then the last node focused or clicked, or the editor's node when the
 * cursor moves there.
 *
 * The keys follow the picture, which grows downwards: Up goes to the parent, Down to the first
 * child (on a collapsed node it expands it first), Left and Right to the neighbours in the same
 * row (siblings first, then cousins), Home and End to the ends of the row; `+` and `-` expand and
 * collapse. Enter, Space, Escape and F12 (or G) are the caller's (TreeActions). The focused node
 * wears a ring around all it draws (`g#focus-ring`, under the edges and the nodes, on a halo of the background
 * colour) and is kept in view.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { nodeFrame, type Scene } from '../render/draw';
import { round, type SvgEl } from '../render/svg-document';
import type { VisibleTree } from '../render/visible';
import { endsChord } from './chords';
import { svgElement } from './svg-element';

export interface TreeActions {
  /** Enter on a node. */
  activate(id: number): void;
  /** Space on a node: its cut mark; `scout` with Shift. */
  mark(id: number, scout: boolean): void;
  /** F12 or G on a node. */
  goToSource(id: number): void;
  /** Escape. */
  leave(): void;
  /** `+`, `-`, or Down on a collapsed node. */
  expand(id: number, open: boolean): void;
  /** Alt+Up/Alt+Left (−1) or Alt+Down/Alt+Right (+1) on a node: move it among its siblings. */
  move(id: number, by: -1 | 1): void;
  /** The focus moved to a node at this point of the drawing: keep it in view. */
  moved(point: { readonly x: number; readonly y: number }): void;
}

/** Alt with an arrow: the sibling before (−1) or after (+1), as Alt+Up/Alt+Down move a line in the editor. */
const MOVES: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/** The id of the hint's caption (controls.ts). */
const HINT_CAPTION = 'practice-hint';
/** How far the focus ring stands off what a node draws (its outline, and its label and window over it). */
const RING_OFF = 5;

export class TreeWidget {
  private scene: Scene | null = null;
  private diagram: DiagramModel | null = null;
  /** The node that takes Tab (and has the focus when the tree has it). */
  private focused = 0;
  private current: number | null = null;
  /** The elements carrying aria-current and the hint's aria-describedby (kept, so that no update searches the drawing). */
  private currentEl: SvgEl | null = null;
  private described: SvgEl | null = null;
  /** The names given to this drawing's nodes (attach starts them anew): comparing strings is cheaper than reading a thousand attributes back. */
  private names: string[] = [];
  private parentOf = new Map<number, number>();
  private childrenOf = new Map<number, number[]>();
  /** Each drawn node's row (its depth) and place in it, left to right. */
  private rows: number[][] = [];
  private place = new Map<number, number>();
  private readonly ring: SVGGElement;
  private readonly halo: SVGRectElement;
  private readonly line: SVGRectElement;

  constructor(
    svg: SVGSVGElement,
    /** `g#viewport`, which the drawing replaces the contents of. */
    private readonly viewport: SVGGElement,
    private readonly description: HTMLElement,
    private readonly actions: TreeActions,
  ) {
    this.ring = svgElement('g', { id: 'focus-ring', display: 'none', 'aria-hidden': 'true' });
    this.halo = svgElement('rect', { class: 'focus-halo' }, this.ring);
    this.line = svgElement('rect', { class: 'focus-line' }, this.ring);
    svg.addEventListener('keydown', (e) => this.key(e));
    svg.addEventListener('focusin', (e) => this.focusIn(e.target as Element));
    svg.addEventListener('focusout', () => this.ring.setAttribute('display', 'none'));
  }

  /** The node that takes Tab. */
  get focusedNode(): number {
    return this.focused;
  }

  /** Whether a node of the tree has the keyboard focus (checked before a new drawing replaces the nodes). */
  get hasFocus(): boolean {
    const active = document.activeElement;
    return !!active && this.viewport.contains(active);
  }

  /** A new drawing: its nodes become the tree's items; `refocus` gives the focus back to the focused node (or the nearest drawn one). */
  attach(scene: Scene, diagram: DiagramModel, visible: VisibleTree, refocus: boolean): void {
    this.scene = scene;
    this.diagram = diagram;
    this.names = [];
    const layer = this.viewport.querySelector('#nodes');
    for (const decoration of this.viewport.querySelectorAll('#edges, #levels')) decoration.setAttribute('aria-hidden', 'true');
    layer?.setAttribute('role', 'tree');
    layer?.setAttribute('aria-describedby', this.description.id);
    this.structure(visible);
    for (let v = 0; v < visible.ids.length; v++) {
      const id = visible.ids[v];
      const g = scene.nodes[id]!.g;
      const siblings = this.childrenOf.get(this.parentOf.get(id) ?? -1) ?? [id];
      g.setAttribute('role', 'treeitem');
      g.setAttribute('aria-level', String(visible.depths[id] + 1));
      g.setAttribute('aria-setsize', String(siblings.length));
      g.setAttribute('aria-posinset', String(siblings.indexOf(id) + 1));
      if (diagram.nodes[id + 1]?.parent === id) g.setAttribute('aria-expanded', String(visible.hidden[v] === 0)); // pre-order: a first child follows its parent
    }
    this.focused = this.drawnFor(this.focused);
    this.update(diagram);
    // Under the edges and the nodes: the cut strokes on a short edge into the node, its move's text and a verdict's
    // badge beside its outline stay readable on the ring (over the edges, its halo hid a student's own cut mark).
    this.viewport.insertBefore(this.ring, this.viewport.querySelector('#edges') ?? layer);
    this.ring.setAttribute('display', 'none');
    this.rove(this.focused);
    if (refocus) this.focus(this.focused);
  }

  /** The same drawing with a newer diagram: the names (and the tree's) follow it. */
  update(diagram: DiagramModel): void {
    this.diagram = diagram;
    const scene = this.scene;
    if (!scene) return;
    this.viewport.querySelector('#nodes')?.setAttribute('aria-label', diagram.title === '' ? 'Game tree' : `Game tree ${diagram.title}`);
    for (const model of diagram.nodes) {
      const g = scene.nodes[model.id]?.g;
      if (g && this.names[model.id] !== model.spoken) {
        g.setAttribute('aria-label', model.spoken);
        this.names[model.id] = model.spoken;
      }
    }
    // The node the hint points at is described by the hint's caption.
    this.described?.removeAttribute('aria-describedby');
    const hinted = diagram.practice?.hint?.node;
    this.described = hinted === undefined ? null : (scene.nodes[hinted]?.g ?? null);
    this.described?.setAttribute('aria-describedby', HINT_CAPTION);
    this.setCurrent(this.current);
  }

  /** The editor's node (aria-current), or none; while the tree does not have the focus, Tab comes back to it. */
  setCurrent(id: number | null): void {
    if (id !== null && id !== this.current && this.scene && !this.hasFocus) this.rove(this.drawnFor(id));
    this.current = id;
    this.currentEl?.removeAttribute('aria-current');
    this.currentEl = id === null ? null : (this.scene?.nodes[id]?.g ?? null);
    this.currentEl?.setAttribute('aria-current', 'true');
  }

  /** Gives `id` (or the drawn node nearest it) the keyboard focus. */
  focus(id: number): void {
    const target = this.drawnFor(id);
    this.rove(target);
    (this.scene?.nodes[target]?.g as unknown as SVGGElement | undefined)?.focus({ preventScroll: true });
  }

  /** Makes `id` the node Tab comes back to, without moving the focus (a click, which sends the focus elsewhere). */
  rove(id: number): void {
    const scene = this.scene;
    if (!scene) return;
    const old = scene.nodes[this.focused]?.g;
    old?.removeAttribute('tabindex');
    old?.removeAttribute('aria-selected');
    this.focused = id;
    const g = scene.nodes[id]?.g;
    g?.setAttribute('tabindex', '0');
    g?.setAttribute('aria-selected', 'true');
  }

  /** The nodes moved (a layout replaced the first one): the ring follows its node. */
  relocated(): void {
    if (this.ring.getAttribute('display') !== 'none') this.placeRing(this.focused);
  }

  /** `id` if drawn, else its nearest drawn ancestor (it is under a collapsed node), else the root. */
  private drawnFor(id: number): number {
    let at = id;
    while (at >= 0 && !this.scene?.nodes[at]) at = this.diagram?.nodes[at]?.parent ?? -1;
    return at >= 0 ? at : 0;
  }

  private structure(visible: VisibleTree): void {
    this.parentOf = new Map();
    this.childrenOf = new Map();
    this.rows = [];
    this.place = new Map();
    for (let v = 0; v < visible.ids.length; v++) {
      const id = visible.ids[v];
      const parent = visible.parents[v] < 0 ? -1 : visible.ids[visible.parents[v]];
      this.parentOf.set(id, parent);
      const siblings = this.childrenOf.get(parent) ?? [];
      siblings.push(id);
      this.childrenOf.set(parent, siblings);
      // Pre-order visits each row left to right.
      const row = (this.rows[visible.depths[id]] ??= []);
      this.place.set(id, row.length);
      row.push(id);
    }
  }

  private key(e: KeyboardEvent): void {
    const item = (e.target as Element).closest('.node');
    if (!item || !this.scene || e.ctrlKey || e.metaKey || endsChord(e)) return;
    const id = Number(item.getAttribute('data-id'));
    if (e.altKey) {
      const by = MOVES[e.key];
      if (by === undefined || e.shiftKey) return;
      this.actions.move(id, by);
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const row = this.rows[Number(item.getAttribute('aria-level')) - 1] ?? [];
    const at = this.place.get(id) ?? 0;
    const go = (to: number | undefined): void => {
      if (to !== undefined && to >= 0) this.focus(to);
    };
    switch (e.key) {
      case 'ArrowUp':
        go(this.parentOf.get(id));
        break;
      case 'ArrowDown':
        if (item.getAttribute('aria-expanded') === 'false') this.actions.expand(id, true);
        else go(this.childrenOf.get(id)?.[0]);
        break;
      case 'ArrowLeft':
        go(row[at - 1]);
        break;
      case 'ArrowRight':
        go(row[at + 1]);
        break;
      case 'Home':
        go(row[0]);
        break;
      case 'End':
        go(row[row.length - 1]);
        break;
      case '+':
      case '-':
        if (item.hasAttribute('aria-expanded')) this.actions.expand(id, e.key === '+');
        break;
      case 'Enter':
        this.actions.activate(id);
        break;
      case ' ':
        this.actions.mark(id, e.shiftKey);
        break;
      case 'Escape':
        this.actions.leave();
        break;
      case 'F12':
      case 'g':
      case 'G':
        this.actions.goToSource(id);
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  private focusIn(target: Element): void {
    const item = target.closest('.node');
    if (!item) return;
    const id = Number(item.getAttribute('data-id'));
    if (id !== this.focused) this.rove(id);
    const node = this.placeRing(id);
    if (node) this.actions.moved({ x: node.cx, y: node.cy });
  }

  private placeRing(id: number): { cx: number; cy: number } | null {
    const node = this.scene?.nodes[id];
    if (!node) return null;
    const frame = nodeFrame(node, RING_OFF);
    for (const rect of [this.halo, this.line]) {
      rect.setAttribute('x', String(round(node.cx + frame.x)));
      rect.setAttribute('y', String(round(node.cy + frame.y)));
      rect.setAttribute('width', String(round(frame.w)));
      rect.setAttribute('height', String(round(frame.h)));
      rect.setAttribute('rx', '4');
    }
    this.ring.removeAttribute('display');
    return node;
  }
}
