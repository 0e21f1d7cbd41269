/**
 * Draws a laid-out DiagramModel as SVG (createElementNS only, every text through
 * textContent), then updates it in place from a list of looks.
 *
 * DOM contract (tests and the host rely on it; keep it stable):
 * - `svg#diagram > g#viewport` holds everything that zooms and pans:
 *   `g#edges`, `g#nodes`, `g#levels` (one `text.level` per depth row: "MAX", "MIN", …, left
 *   of the tree; when the tree's left edge is off screen the live view moves it in, with a
 *   `transform`, so the rows stay named).
 * - Each drawn node: `<g class="node" data-id="ID" data-shape="max|min|chance|player|leaf">`
 *   with, over the outline (on the edge coming in): `g.position` (the game position its
 *   label writes, see positions.ts) or `text.label` (the label wrapped to the node's width,
 *   up to three `tspan` lines, elided with "…"; the node's tooltip has it whole), then on
 *   inner nodes of windowed runs `text.window` ("α=−∞ β=3"; its `aria-label` is the
 *   model's window, "α = −∞, β = 3"; leaves carry none); then `.outline` (path, circle or
 *   rect), `text.value` (a max^n tuple as a column, a `tspan` a component, the model's
 *   "(4, 3, 5)" in `aria-label`), `text.badge` ("R", "TT:exact", right of the outline;
 *   created when first needed), `text.player-name` for max^n players, `text.hidden-count`
 *   ("+12", click to expand) when collapsed. One shared `g#toggle` (data-node=ID) moves to
 *   the inner node under the pointer: click it to collapse or expand that node (see
 *   toggle.ts). State classes on the node: `faded` (never visited), `pending` (replay: not
 *   entered yet), `given` (replay: a leaf not visited yet, its payoff shown faded),
 *   `current` (replay: this step's node), `pv`, `highlighted` (the editor's cursor),
 *   `collapsed`.
 * - Each edge: `<g class="edge" data-child="ID">` (ID: the child's id) with `line.link`,
 *   `text.edge-label` when the model has edge text, and when pruned `data-cut="1|2"` and
 *   that many `line.strike`; classes `pv`, `faded`, `pending` as on its child.
 * - Outside the SVG (see controls.ts): `#header` (spans .title .algorithm .root-value
 *   .totals .pv-moves .convention .answers .problem), `#status` ("Laying out 5 000
 *   nodes…", or "Error: …" with class `error`), `#banner` (the host's `problem` in
 *   `.banner-text`, closed with `#banner-close`), toolbar
 *   `#zoom-in` `#zoom-out` `#fit` `#show-all` `#export` (posts `exportRequest`) `#compare`
 *   (posts `compareRequest`), `#compare-panel` under the header (hidden until `compare`:
 *   `.compare-caption`, `#compare-close`, `table#compare-table` with a heading row of `th`
 *   and a row per algorithm: title, value, calls, leaf evaluations, cuts, re-searches, or
 *   title and "cannot run: …" in a `tr.failed`), replay `#replay` with `#replay-first`
 *   `#replay-back` `#replay-play` `#replay-forward` `#replay-last` `#replay-exit`
 *   `#replay-slider` (0 … steps; its last position is the final state) and
 *   `#replay-caption` ("Step k of n: <the step's text>" then the window), `#overview`
 *   (an svg) under the drawing when the tree does not fit the panel legibly (see overview.ts).
 * - Level of detail (viewport.ts): `svg#diagram.lod-no-small` when small texts (windows,
 *   labels, edge texts, badges) would be under 8 px on screen, `.lod-no-values` when values
 *   would be under 5 px: those texts are not displayed.
 * - `export` is answered with a standalone `svg` (viewBox: the whole drawing): `title`,
 *   `style` (concrete colours), `rect.background`, then `g#edges` `g#nodes` `g#levels`
 *   as above, without `#toggle`, tooltips or `highlighted` (see export-svg.ts).
 * - Messages: `rendered.nodes` counts the nodes drawn (collapsed subtrees excluded);
 *   `rendered.ms` runs from receiving `show` to the DOM updated.
 */
import type { DiagramModel, DiagramNode } from '../core/diagram';
import { FONT, linesOf, NEAR, SMALL_LINE, textWidth, VALUE_LINE, windowText, type Box, type NodeGeometry, type TreeGeometry } from './geometry';
import type { LayoutResult } from './layout';
import type { Look } from './look';
import { drawOutline, valueBaseline } from './outline';
import { placeEdgeTexts, type EdgeText } from './edge-texts';
import { drawPosition, positionSize } from './positions';
import { addSvg, newSvg, round, type SvgAttributes, type SvgEl } from './svg';
import type { VisibleTree } from './visible';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface DrawnEdge {
  readonly g: SvgEl;
  readonly line: SvgEl;
  /** The edge's text (a move, a probability), if any. */
  readonly text: EdgeText | null;
  from: readonly [number, number];
  /** Where the edge meets the top of what is written over the child (the edge goes on behind it to the outline). */
  to: readonly [number, number];
}

export interface DrawnNode {
  readonly g: SvgEl;
  /** Moved only when ELK's positions replace a stand-in's (relocate). */
  cx: number;
  readonly cy: number;
  readonly value: SvgEl;
  /** Where the value's first line sits, and the line height of a tuple's components. */
  readonly valueAt: number;
  /** `text.window`; null on leaves. */
  readonly window: SvgEl | null;
  /** Created on first use: most nodes never carry a badge. */
  badge: SvgEl | null;
  readonly badgeAt: NodeGeometry['badge'];
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
  bounds: Rect;
  /** `g#levels`, the MAX/MIN ruler. */
  readonly ruler: SvgEl;
  readonly edgeTexts: readonly EdgeText[];
}

/** Keeps the ruler on screen: when the drawing's left edge is off the view's, the ruler moves in by as much. */
export function pinRuler(scene: Scene, view: { readonly x: number; readonly k: number }): void {
  const off = -view.x / view.k - scene.bounds.x;
  if (off > 0) scene.ruler.setAttribute('transform', `translate(${round(off)},0)`);
  else scene.ruler.removeAttribute('transform');
}

/** Where along the visible part of an edge its cut strokes sit (0: the parent, 1: the child); its text: edge-texts.ts. */
const CUT_AT = 0.8;
/** The MAX/MIN ruler ends this far left of the leftmost slot. */
const RULER_GAP = 6;

/** Replaces the contents of `viewport` with the drawing; looks are applied separately. */
export function drawScene(viewport: SvgEl, diagram: DiagramModel, visible: VisibleTree, geometry: TreeGeometry, layout: LayoutResult): Scene {
  const nodes: (DrawnNode | undefined)[] = new Array(diagram.nodes.length);
  const doc = viewport.ownerDocument;
  const levels = newSvg(doc, 'g', { id: 'levels' });
  const edges = newSvg(doc, 'g', { id: 'edges' });
  const nodeLayer = newSvg(doc, 'g', { id: 'nodes' });
  const { row } = geometry;
  let maxDepth = 0;
  let top = 0;
  let bottom = 0;
  const edgeTexts: EdgeText[] = [];
  for (let v = 0; v < visible.ids.length; v++) {
    const id = visible.ids[v];
    const model = diagram.nodes[id];
    const g = geometry.nodes[v];
    const depth = visible.depths[id];
    maxDepth = Math.max(maxDepth, depth);
    const cx = round(layout.xs[v]);
    const cy = depth * row;
    top = Math.min(top, cy - g.top);
    bottom = Math.max(bottom, cy + g.bottom + (visible.hidden[v] > 0 ? 18 : 0));
    const parentSlot = visible.parents[v];
    let edge: DrawnEdge | null = null;
    if (parentSlot >= 0) {
      const parent = nodes[visible.ids[parentSlot]]!;
      edge = drawEdge(edges, id, parent, cx, cy, g, model.edge, edgeTexts);
    }
    nodes[id] = drawNode(nodeLayer, model, g, cx, cy, visible.hidden[v], edge);
  }
  placeEdgeTexts(edgeTexts);
  const ruler = drawRuler(levels, diagram.levels, maxDepth, row);
  viewport.replaceChildren(edges, nodeLayer, levels);
  const left = Math.floor(-RULER_GAP - ruler - 4);
  const bounds = { x: left, y: Math.floor(top - 4), w: Math.ceil(layout.width - left), h: Math.ceil(bottom - top + 8) };
  return { root: viewport, nodes, count: visible.ids.length, bounds, ruler: levels, edgeTexts };
}

/**
 * Moves the drawn nodes to `layout`'s positions: the same nodes and sizes, laid out again
 * (ELK's answer replacing the stand-in of a new panel's first picture), without drawing them
 * anew, so what the pointer is over stays as it is.
 */
export function relocate(scene: Scene, visible: VisibleTree, geometry: TreeGeometry, layout: LayoutResult): void {
  for (let v = 0; v < visible.ids.length; v++) {
    const node = scene.nodes[visible.ids[v]]!;
    node.cx = round(layout.xs[v]);
    node.g.setAttribute('transform', `translate(${node.cx},${node.cy})`);
    if (visible.parents[v] < 0 || !node.edge) continue;
    const parent = scene.nodes[visible.ids[visible.parents[v]]]!;
    const { from, end, to } = edgeEnds(parent, node.cx, node.cy, geometry.nodes[v]);
    const edge = node.edge;
    edge.from = from;
    edge.to = to;
    for (const [name, value] of [
      ['x1', from[0]],
      ['y1', from[1]],
      ['x2', end[0]],
      ['y2', end[1]],
    ] as const)
      edge.line.setAttribute(name, String(value));
    if (edge.text) {
      edge.text.from = from;
      edge.text.to = to;
    }
    if (node.look && node.look.cut !== 0) setCut(edge, node.look.cut);
  }
  placeEdgeTexts(scene.edgeTexts);
  scene.bounds = { ...scene.bounds, w: Math.ceil(layout.width - scene.bounds.x) };
}

/** Returns the width of the widest level name, so the bounds (and an export) take it in whole. */
function drawRuler(parent: SvgEl, levels: readonly (string | null)[], maxDepth: number, row: number): number {
  let widest = 0;
  for (let d = 0; d <= maxDepth && d < levels.length; d++) {
    const who = levels[d];
    if (who === null) continue;
    const text = addSvg('text', { class: 'level', x: -RULER_GAP, y: d * row + 4, 'text-anchor': 'end' }, parent);
    text.textContent = who;
    // Semibold capitals with letter spacing are wider than the monospace estimate.
    widest = Math.max(widest, textWidth(who, FONT.level) * 1.15);
  }
  return widest;
}

/**
 * The edge runs from the parent's outline to the child's; what is written over the child
 * (its label, position, window) sits on its last part, so the edge's text and cut strokes
 * go on the part above that (`covered` long).
 */
function drawEdge(
  parent: SvgEl,
  child: number,
  from: DrawnNode,
  cx: number,
  cy: number,
  geometry: NodeGeometry,
  label: string | null,
  texts: EdgeText[],
): DrawnEdge {
  const g = addSvg('g', { class: 'edge', 'data-child': child }, parent);
  const ends = edgeEnds(from, cx, cy, geometry);
  const line = addSvg('line', { class: 'link', x1: ends.from[0], y1: ends.from[1], x2: ends.end[0], y2: ends.end[1] }, g);
  let text: EdgeText | null = null;
  if (label !== null) {
    const el = addSvg('text', { class: 'edge-label' }, g);
    el.textContent = label;
    text = { el, text: label, from: ends.from, to: ends.to };
    texts.push(text);
  }
  return { g, line, text, from: ends.from, to: ends.to };
}

/**
 * The edge runs from the parent's outline to the child's; what is written over the child
 * (its label, position, window) sits on its last part, so the edge's text and cut strokes
 * go on the part above that, which ends at `to`.
 */
function edgeEnds(parent: DrawnNode, cx: number, cy: number, child: NodeGeometry): { from: [number, number]; end: [number, number]; to: [number, number] } {
  const from: [number, number] = [parent.cx, parent.cy + parent.box.h / 2];
  const end: [number, number] = [cx, cy - child.box.h / 2];
  const covered = child.top - child.box.h / 2;
  const dy = end[1] - from[1];
  const t = dy > 0 ? Math.max(0.3, (dy - covered) / dy) : 1;
  return { from, end, to: [round(from[0] + (end[0] - from[0]) * t), round(from[1] + dy * t)] };
}

function drawNode(parent: SvgEl, model: DiagramNode, geometry: NodeGeometry, cx: number, cy: number, hidden: number, edge: DrawnEdge | null): DrawnNode {
  const { box, above } = geometry;
  const g = addSvg('g', { class: `node ${model.shape}`, 'data-id': model.id, 'data-shape': model.shape, transform: `translate(${cx},${cy})` }, parent);
  if (model.ref !== null) g.classList.add('ref');
  let window: SvgEl | null = null;
  if (above) {
    let y = -box.h / 2 - NEAR - above.h;
    if (above.position) {
      const size = positionSize(above.position);
      drawPosition(above.position, g, -size.w / 2, y);
      y += size.h + NEAR;
    } else if (above.lines.length > 0) {
      drawLabel(g, above.lines, y);
      y += above.lines.length * SMALL_LINE;
    }
    if (above.window) window = addSvg('text', { class: 'window', y: round(y + SMALL_LINE - 3), 'text-anchor': 'middle' }, g);
  }
  drawOutline(model.shape, box, g);
  if (model.shape === 'player') {
    addSvg('text', { class: 'player-name', y: round(-box.h / 2 + SMALL_LINE), 'text-anchor': 'middle' }, g).textContent = model.player;
  }
  const valueAt = round(valueBaseline(model.shape, box, geometry.valueLines));
  const value = addSvg('text', { class: 'value', y: valueAt, 'text-anchor': 'middle' }, g);
  if (hidden > 0) {
    g.classList.add('collapsed');
    const count = addSvg('text', { class: 'hidden-count', y: round(box.h / 2 + 14), 'text-anchor': 'middle' }, g);
    count.textContent = `+${hidden}`;
  }
  return { g, cx, cy, value, valueAt, window, badge: null, badgeAt: geometry.badge, box, edge, look: null };
}

/** The label over the outline, a tspan a line, centred. */
function drawLabel(g: SvgEl, lines: readonly string[], top: number): void {
  const text = addSvg('text', { class: 'label', 'text-anchor': 'middle' }, g);
  lines.forEach((line, i) => {
    addSvg('tspan', { x: 0, y: round(top + (i + 1) * SMALL_LINE - 3) }, text).textContent = line;
  });
}

/** Updates texts and classes in place; touches only what changed since the last look. */
export function applyLooks(scene: Scene, looks: readonly Look[]): void {
  for (let id = 0; id < scene.nodes.length; id++) {
    const node = scene.nodes[id];
    if (!node) continue;
    const look = looks[id];
    const old = node.look;
    if (old !== null && sameLook(old, look)) continue;
    if (old?.value !== look.value) setValue(node, look.value);
    if (old?.window !== look.window && node.window) setWindow(node.window, look.window);
    if ((old?.badge ?? null) !== look.badge) setBadge(node, look.badge);
    setFlags(node.g, look);
    if (node.edge) {
      setFlags(node.edge.g, look);
      if (old?.cut !== look.cut) setCut(node.edge, look.cut);
    }
    node.look = look;
  }
}

/** A number as the text; a tuple as a column, a tspan a component (the model's text in `aria-label`). */
function setValue(node: DrawnNode, value: string | null): void {
  const lines = linesOf(value);
  if (lines.length <= 1) {
    node.value.textContent = lines[0] ?? '';
    node.value.removeAttribute('aria-label');
    return;
  }
  node.value.replaceChildren();
  lines.forEach((line, i) => (addSvg('tspan', { x: 0, y: round(node.valueAt + i * VALUE_LINE) }, node.value).textContent = line));
  node.value.setAttribute('aria-label', value!);
}

/** Right of the outline at its middle, or under it when no edge leaves the node. */
function setBadge(node: DrawnNode, badge: string | null): void {
  if (badge !== null && !node.badge) {
    const attrs: SvgAttributes =
      node.badgeAt === 'below'
        ? { class: 'badge', x: 0, y: round(node.box.h / 2 + SMALL_LINE), 'text-anchor': 'middle' }
        : { class: 'badge', x: round(node.box.w / 2 + NEAR), y: 4 };
    node.badge = addSvg('text', attrs, node.g);
  }
  if (node.badge) node.badge.textContent = badge ?? '';
}

const sameLook = (a: Look, b: Look): boolean =>
  a.value === b.value &&
  a.window === b.window &&
  a.cut === b.cut &&
  a.pv === b.pv &&
  a.faded === b.faded &&
  a.pending === b.pending &&
  a.given === b.given &&
  a.current === b.current &&
  a.badge === b.badge;

function setFlags(el: SvgEl, look: Look): void {
  el.classList.toggle('pv', look.pv);
  el.classList.toggle('faded', look.faded);
  el.classList.toggle('pending', look.pending);
  if (el.classList.contains('node')) {
    el.classList.toggle('current', look.current);
    el.classList.toggle('given', look.given);
  }
}

/** "α=−∞ β=3" over the outline; the model's words ("α = −∞, β = 3") in `aria-label`. */
function setWindow(window: SvgEl, text: string | null): void {
  window.textContent = text === null ? '' : windowText(text);
  if (text === null) window.removeAttribute('aria-label');
  else window.setAttribute('aria-label', text);
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
  const at = CUT_AT * len;
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
