/**
 * Draws a laid-out DiagramModel as SVG (createElementNS only, every text through
 * textContent), then updates it in place from a list of looks.
 *
 * DOM contract (tests and the host rely on it; keep it stable):
 * - `svg#diagram > g#viewport` holds everything that zooms and pans:
 *   `g#levels` (one `text.level` per depth row: "MAX", "MIN", …), `g#edges`, `g#nodes`.
 * - Each drawn node: `<g class="node" data-id="ID" data-shape="max|min|chance|player|leaf">`
 *   with `.outline` (path, circle or rect), `text.value`, `text.window` (two tspans, its
 *   textContent is the model's window, e.g. "α = −∞, β = 3"), `text.badge` ("R",
 *   "TT:exact"; created when first needed), `text.label` when the node has a label,
 *   `text.player-name` for max^n players, `text.hidden-count` ("+12", click to expand)
 *   when collapsed. One shared `g#toggle` (data-node=ID) moves to the inner node under
 *   the pointer: click it to collapse or expand that node (see toggle.ts).
 *   State classes on the node: `faded` (never visited), `pending`
 *   (replay: not entered yet), `current` (replay: this step's node), `pv`,
 *   `highlighted` (the editor's cursor), `collapsed`.
 * - Each edge: `<g class="edge" data-child="ID">` (ID: the child's id) with `line.link`,
 *   `text.edge-label` when the model has edge text, and when pruned `data-cut="1|2"` and
 *   that many `line.strike`; classes `pv`, `faded`, `pending` as on its child.
 * - Outside the SVG (see controls.ts): `#header` (spans .title .algorithm .root-value
 *   .totals .pv-moves .convention .answers .problem), `#status` ("Laying out 5 000
 *   nodes…", or "Error: …" with class `error`), `#banner` (the host's `problem`), toolbar
 *   `#zoom-in` `#zoom-out` `#fit` `#show-all` `#export` (posts `exportRequest`) `#compare`
 *   (posts `compareRequest`), `#compare-panel` under the header (hidden until `compare`:
 *   `.compare-caption`, `#compare-close`, `table#compare-table` with a heading row of `th`
 *   and a row per algorithm: title, value, calls, leaf evaluations, cuts, re-searches, or
 *   title and "cannot run: …" in a `tr.failed`), replay `#replay` with `#replay-first`
 *   `#replay-back` `#replay-play` `#replay-forward` `#replay-last` `#replay-exit`
 *   `#replay-slider` (0 … steps; its last position is the final state) and
 *   `#replay-caption` ("Step k of n: <the step's text>" then the window).
 * - `svg#diagram.zoomed-out` below a readable scale: small texts are not displayed.
 * - `export` is answered with a standalone `svg` (viewBox: the whole drawing): `title`,
 *   `style` (concrete colours), `rect.background`, then `g#levels` `g#edges` `g#nodes`
 *   as above, without `#toggle`, tooltips or `highlighted` (see export-svg.ts).
 * - Messages: `rendered.nodes` counts the nodes drawn (collapsed subtrees excluded);
 *   `rendered.ms` runs from receiving `show` to the DOM updated.
 */
import type { DiagramModel, DiagramNode, NodeShape } from '../core/diagram';
import { labelWidth, ROW_HEIGHT, shapeBox, widePayoffs, WINDOW_LINE, type Box } from './geometry';
import type { LayoutResult } from './layout';
import type { Look } from './look';
import { drawOutline, valueBaseline } from './outline';
import { addSvg, newSvg, round, type SvgEl } from './svg';
import type { VisibleTree } from './visible';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface DrawnEdge {
  readonly g: SvgEl;
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

export interface DrawnNode {
  readonly g: SvgEl;
  readonly cx: number;
  readonly cy: number;
  readonly value: SvgEl;
  readonly windowLines: readonly [SvgEl, SvgEl];
  /** Created on first use: most nodes never carry a badge. */
  badge: SvgEl | null;
  readonly box: Box;
  readonly edge: DrawnEdge | null;
  look: Look | null;
}

export interface Scene {
  /** The element drawn into (`g#viewport` in the webview). */
  readonly root: SvgEl;
  /** Drawn nodes by id (undefined: hidden under a collapsed node). */
  readonly nodes: readonly (DrawnNode | undefined)[];
  readonly count: number;
  readonly bounds: Rect;
  /** Whether values are tuples (max^n): boxes are wider. */
  readonly wide: boolean;
}

/** Left of the tree: the MAX/MIN ruler. */
const RULER_X = -56;

/** Replaces the contents of `viewport` with the drawing; looks are applied separately. */
export function drawScene(viewport: SvgEl, diagram: DiagramModel, visible: VisibleTree, layout: LayoutResult): Scene {
  const wide = widePayoffs(diagram);
  const nodes: (DrawnNode | undefined)[] = new Array(diagram.nodes.length);
  const doc = viewport.ownerDocument;
  const levels = newSvg(doc, 'g', { id: 'levels' });
  const edges = newSvg(doc, 'g', { id: 'edges' });
  const nodeLayer = newSvg(doc, 'g', { id: 'nodes' });
  let maxDepth = 0;
  for (let v = 0; v < visible.ids.length; v++) {
    const id = visible.ids[v];
    const model = diagram.nodes[id];
    const depth = visible.depths[id];
    maxDepth = Math.max(maxDepth, depth);
    const box = shapeBox(model.shape, wide);
    const cx = round(layout.xs[v]);
    const cy = depth * ROW_HEIGHT;
    const parentSlot = visible.parents[v];
    let edge: DrawnEdge | null = null;
    if (parentSlot >= 0) {
      const parent = nodes[visible.ids[parentSlot]]!;
      const parentBox = shapeBox(diagram.nodes[visible.ids[parentSlot]].shape, wide);
      edge = drawEdge(edges, id, [parent.cx, parent.cy + parentBox.h / 2], [cx, cy - box.h / 2], model.edge);
    }
    nodes[id] = drawNode(nodeLayer, model, box, cx, cy, visible.hidden[v], edge);
  }
  const ruler = drawRuler(levels, diagram.levels, maxDepth);
  viewport.replaceChildren(levels, edges, nodeLayer);
  const bottom = maxDepth * ROW_HEIGHT + 24 + 2 * WINDOW_LINE + 8;
  const left = RULER_X - ruler - 8;
  return {
    root: viewport,
    nodes,
    count: visible.ids.length,
    bounds: { x: left, y: -ROW_HEIGHT / 2, w: layout.width - left, h: bottom + ROW_HEIGHT / 2 },
    wide,
  };
}

/** Returns the width of the widest level name, so the bounds (and an export) take it in whole. */
function drawRuler(parent: SvgEl, levels: readonly (string | null)[], maxDepth: number): number {
  let widest = 12;
  for (let d = 0; d <= maxDepth && d < levels.length; d++) {
    const who = levels[d];
    if (who === null) continue;
    const text = addSvg('text', { class: 'level', x: RULER_X, y: d * ROW_HEIGHT + 4, 'text-anchor': 'end' }, parent);
    text.textContent = who;
    // Level names are 12px semibold capitals, wider than the labels' italics.
    widest = Math.max(widest, labelWidth(who) * 1.3);
  }
  return widest;
}

function drawEdge(parent: SvgEl, child: number, from: [number, number], to: [number, number], label: string | null): DrawnEdge {
  const g = addSvg('g', { class: 'edge', 'data-child': child }, parent);
  addSvg('line', { class: 'link', x1: from[0], y1: from[1], x2: to[0], y2: to[1] }, g);
  if (label !== null) {
    // Beside the edge's middle, on its outer side, so the labels of sibling edges (say, two probabilities) do not meet.
    const side = to[0] < from[0] - 1 ? -1 : 1;
    const x = round((from[0] + to[0]) / 2 + side * 4);
    const text = addSvg('text', { class: 'edge-label', x, y: round((from[1] + to[1]) / 2), 'text-anchor': side < 0 ? 'end' : 'start' }, g);
    text.textContent = label;
  }
  return { g, from, to };
}

function drawNode(parent: SvgEl, model: DiagramNode, box: Box, cx: number, cy: number, hidden: number, edge: DrawnEdge | null): DrawnNode {
  const g = addSvg('g', { class: `node ${model.shape}`, 'data-id': model.id, 'data-shape': model.shape, transform: `translate(${cx},${cy})` }, parent);
  if (model.ref !== null) g.classList.add('ref');
  drawOutline(model.shape, box, g);
  if (model.shape === 'player') {
    addSvg('text', { class: 'player-name', y: -4, 'text-anchor': 'middle' }, g).textContent = model.player;
  }
  const value = addSvg('text', { class: 'value', y: round(valueBaseline(model.shape, box)), 'text-anchor': 'middle' }, g);
  if (model.label !== null) {
    addSvg('text', { class: 'label', x: -(box.w / 2 + 5), y: 4, 'text-anchor': 'end' }, g).textContent = model.label;
  }
  const windowLines = drawWindow(g, model.shape, box);
  if (hidden > 0) {
    g.classList.add('collapsed');
    const count = addSvg('text', { class: 'hidden-count', y: round(box.h / 2 + 14), 'text-anchor': 'middle' }, g);
    count.textContent = `+${hidden}`;
  }
  return { g, cx, cy, value, windowLines, badge: null, box, edge, look: null };
}

/** "α = …," and "β = …" on two lines: right of an inner node, under a leaf. */
function drawWindow(g: SvgEl, shape: NodeShape, box: Box): [SvgEl, SvgEl] {
  const leaf = shape === 'leaf';
  const x = leaf ? 0 : round(box.w / 2 + 5);
  const top = leaf ? box.h / 2 + WINDOW_LINE - 1 : -3;
  const text = addSvg('text', { class: 'window', 'text-anchor': leaf ? 'middle' : 'start' }, g);
  const first = addSvg('tspan', { x, y: round(top) }, text);
  const second = addSvg('tspan', { x, y: round(top + WINDOW_LINE) }, text);
  return [first, second];
}

/** Updates texts and classes in place; touches only what changed since the last look. */
export function applyLooks(scene: Scene, looks: readonly Look[]): void {
  for (let id = 0; id < scene.nodes.length; id++) {
    const node = scene.nodes[id];
    if (!node) continue;
    const look = looks[id];
    const old = node.look;
    if (old !== null && sameLook(old, look)) continue;
    if (old?.value !== look.value) node.value.textContent = look.value ?? '';
    if (old?.window !== look.window) setWindow(node.windowLines, look.window);
    if ((old?.badge ?? null) !== look.badge) setBadge(node, look.badge);
    setFlags(node.g, look);
    if (node.edge) {
      setFlags(node.edge.g, look);
      if (old?.cut !== look.cut) setCut(node.edge, look.cut);
    }
    node.look = look;
  }
}

function setBadge(node: DrawnNode, badge: string | null): void {
  if (badge !== null && !node.badge) node.badge = addSvg('text', { class: 'badge', x: round(node.box.w / 2 + 2), y: round(-node.box.h / 2 - 3) }, node.g);
  if (node.badge) node.badge.textContent = badge ?? '';
}

const sameLook = (a: Look, b: Look): boolean =>
  a.value === b.value &&
  a.window === b.window &&
  a.cut === b.cut &&
  a.pv === b.pv &&
  a.faded === b.faded &&
  a.pending === b.pending &&
  a.current === b.current &&
  a.badge === b.badge;

function setFlags(el: SvgEl, look: Look): void {
  el.classList.toggle('pv', look.pv);
  el.classList.toggle('faded', look.faded);
  el.classList.toggle('pending', look.pending);
  if (el.classList.contains('node')) el.classList.toggle('current', look.current);
}

/** Splits after the comma so the two lines read "α = −∞," / "β = 3" and textContent stays the model's text. */
function setWindow(lines: readonly [SvgEl, SvgEl], window: string | null): void {
  const text = window ?? '';
  const at = text.indexOf(', ');
  lines[0].textContent = at < 0 ? text : text.slice(0, at + 2);
  lines[1].textContent = at < 0 ? '' : text.slice(at + 2);
}

/** One short stroke across the edge per cut level, near the child (the slides' "/" and "//"). */
function setCut(edge: DrawnEdge, cut: 0 | 1 | 2): void {
  for (const old of Array.from(edge.g.querySelectorAll('.strike'))) old.remove();
  if (cut === 0) {
    edge.g.removeAttribute('data-cut');
    return;
  }
  edge.g.setAttribute('data-cut', String(cut));
  const [x1, y1] = edge.from;
  const [x2, y2] = edge.to;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const at = 0.72 * len;
  for (let i = 0; i < cut; i++) {
    const along = at + (cut === 2 ? (i === 0 ? -4 : 4) : 0);
    const mx = x1 + ux * along;
    const my = y1 + uy * along;
    const dx = -uy * 8; // perpendicular to the edge
    const dy = ux * 8;
    addSvg('line', { class: 'strike', x1: round(mx - dx), y1: round(my - dy), x2: round(mx + dx), y2: round(my + dy) }, edge.g);
  }
}

/** Outlines the editor's node (or the collapsed node hiding it); returns its centre, if drawn. */
export function setHighlight(scene: Scene, diagram: DiagramModel, id: number | null): { x: number; y: number } | null {
  for (const old of Array.from(scene.root.querySelectorAll('.node.highlighted'))) old.classList.remove('highlighted');
  let target = id;
  while (target !== null && target >= 0 && !scene.nodes[target]) target = diagram.nodes[target]?.parent ?? null;
  if (target === null || target < 0) return null;
  const node = scene.nodes[target]!;
  node.g.classList.add('highlighted');
  return { x: node.cx, y: node.cy };
}
