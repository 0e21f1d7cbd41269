/**
 * Draws a laid-out DiagramModel as SVG (createElementNS only, every text through
 * textContent), then updates it in place from a list of looks.
 *
 * DOM contract (tests and the host rely on it; keep it stable):
 * - `svg#diagram > g#viewport` holds everything that zooms and pans:
 *   `g#edges`, `g#nodes`, `g#levels` (one `text.level` per depth row: "MAX", "MIN", …, left
 *   of the tree; when the tree's left edge is off screen the live view moves it in, with a
 *   `transform`, onto `rect.ruler-gutter`, which covers what of the tree is under it, so the
 *   rows stay named and no name sits on a node).
 * - Each drawn node: `<g class="node" data-id="ID" data-shape="max|min|chance|player|leaf">`
 *   with, over the outline (on the edge coming in): `g.position` (the game position its
 *   label writes, see position-drawing.ts) or `text.label` (the label wrapped to the node's width,
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
 * - Each edge: `<g class="edge" data-child="ID">` (ID: the child's id) with `polyline.link` (from the parent's outline
 *   straight to the top of what is written over the child: no edge runs through a label, a window or a position),
 *   then, when a label or a window is written over the child, `polyline.link.through` on down to its outline (from
 *   under its position, which is always drawn), displayed only when the level of detail leaves those texts out (else
 *   the edge would stop short of the node),
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
 * - The tree widget (tree-widget.ts): `g#nodes[role=tree]`, each drawn node a `treeitem` (aria-level,
 *   aria-setsize, aria-posinset, aria-expanded on inner nodes, aria-label the model's `spoken`), the one
 *   that takes Tab with `tabindex="0"` and `aria-selected`; `g#focus-ring` (under `g#nodes`) around the
 *   focused node; `#tree-keys` (its keys in words) and `#announcer` (a polite live region), not displayed.
 * - Practice mode: `#practice` (`#practice-check` `#practice-next` `#practice-solution`
 *   `#practice-hint`), the header's `.practice-counts` `.cuts-left`, `form#answer-form`
 *   (`#answer-value` `#answer-alpha` `#answer-beta`, `.answer-write`, `.answer-cancel`), on each
 *   edge `polyline.hit`; checked: `g.verdict-badge.right|wrong[data-what=value|cut]` (a `title`,
 *   `.verdict-shape` circle or rect, `text.verdict-glyph` ✓ ✗), `rect.verdict-ring`,
 *   `text.verdict-window`, `line.verdict-underline`, `g.edge[data-verdict]`; the hint's node
 *   `g.node.hinted` with `rect.hint-ring` (see practice-marks.ts).
 * - Level of detail (viewport.ts): `svg#diagram.lod-no-small` when windows, labels, badges
 *   and player names would be under 9 px on screen, `.lod-no-edge` when edge texts would,
 *   `.lod-no-values` when values would be under 5 px: those texts are not displayed.
 * - `export` is answered with a standalone `svg` (viewBox: the whole drawing): `title`,
 *   `style` (concrete colours), `rect.background`, then `g#edges` `g#nodes` `g#levels`
 *   as above, without `#toggle`, tooltips or `highlighted` (see export-svg.ts).
 * - Messages: `rendered.nodes` counts the nodes drawn (collapsed subtrees excluded);
 *   `rendered.ms` runs from receiving `show` to the DOM updated.
 */
import type { DiagramModel, DiagramNode, ShownValue, ShownWindow } from '../core/diagram/diagram';
import { FONT, NEAR, SMALL_LINE, textWidth, VALUE_LINE, VERDICT_BADGE, windowText, type NodeGeometry, type TreeGeometry } from './geometry';
import type { Box } from './svg-document';
import type { LayoutResult } from './layout';
import type { Look } from './look';
import { drawOutline, valueBaseline } from './node-outline';
import { crosses, placeEdgeTexts, type EdgeText, type Obstacles, type Rect as Extent } from './edge-texts';
import { drawPosition, positionSize } from './position-drawing';
import { addSvg, newSvg, round, setText, type SvgAttributes, type SvgEl } from './svg-document';
import type { VisibleTree } from './visible';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface DrawnEdge {
  readonly g: SvgEl;
  readonly line: SvgEl;
  /** The part under what is written over the child (shown only when that is left out); null when nothing is. */
  readonly through: SvgEl | null;
  /** The edge's text (a move, a probability), if any. */
  readonly text: EdgeText | null;
  from: readonly [number, number];
  /** Whether the run cuts it (it gets its strokes at some step of the replay, or at the end). */
  readonly cut: boolean;
  /** Its cut strokes as drawn now (kept here: a redraw that changes many cuts need not search for them). */
  readonly strikes: SvgEl[];
  /**
   * Its strokes for one cut level and for two, made the first time they are shown and kept while
   * the edge stays where it is: a values-only redraw that cuts it again appends them, instead of
   * making and placing new ones (relocate forgets them).
   */
  readonly strokeSets: [SvgEl[] | null, SvgEl[] | null];
  /** Where its sloping part ends, over the child, as high as the tallest thing written over a node of the child's row: its text and its cut strokes go on that part. */
  to: readonly [number, number];
  /** The top of what is written over the child: the line goes straight down from `to` to there, and ends. */
  over: readonly [number, number];
  /** The top of the child's outline, where the `through` part ends. */
  end: readonly [number, number];
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
  /** What is written over the outline (label or position, window), if anything: its size. */
  readonly above: Box | null;
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
  /** What the edge texts were placed clear of: every edge's segments, every node's outline and what is over it. */
  obstacles: Obstacles;
}

/**
 * Keeps the ruler on screen: when the drawing's left edge is off the view's, the ruler moves in
 * by as much, onto its gutter (`rect.ruler-gutter`, the page's background), which covers
 * whatever of the tree passes under it, so that a level name never sits on a node.
 */
export function pinRuler(scene: Scene, view: { readonly x: number; readonly k: number }): void {
  const off = -view.x / view.k - scene.bounds.x;
  let gutter: SvgEl | undefined = scene.ruler.querySelectorAll('.ruler-gutter')[0];
  if (off > 0) {
    scene.ruler.setAttribute('transform', `translate(${round(off)},0)`);
    if (!gutter) {
      // Made when first needed (an exported or small tree never has one), under the names.
      gutter = newSvg(scene.ruler.ownerDocument, 'rect', { class: 'ruler-gutter' });
      scene.ruler.replaceChildren(gutter, ...Array.from(scene.ruler.querySelectorAll('text')));
    }
    const { x, y, h } = scene.bounds;
    for (const [name, value] of [
      ['x', x],
      ['y', y],
      ['width', -x - RULER_GAP / 2],
      ['height', h],
    ] as const)
      gutter.setAttribute(name, String(value));
    gutter.removeAttribute('display');
  } else {
    scene.ruler.removeAttribute('transform');
    gutter?.setAttribute('display', 'none');
  }
}

/** Where along the visible part of an edge its cut strokes sit (0: the parent, 1: the child); its text: edge-texts.ts. */
const CUT_AT = 0.8;
/** Half the length of a cut stroke: how far across the edge it reaches. */
export const STRIKE = 8;
/** Half a cut stroke as the panel shows it: diagram.css draws the strokes 1.35 times their length. */
export const SHOWN_STRIKE = STRIKE * 1.35;
/** Half the side of a practice verdict's badge (its glyph is 11 px). */
export const BADGE = VERDICT_BADGE / 2;
/** How far a verdict's badge sits from the edge, across it (past the strokes' end). */
const BADGE_OFF = SHOWN_STRIKE + BADGE + 2;
/**
 * Where along the edge its cut strokes may go, in the order tried: near the child first (the
 * slides' place), then further down or up, wherever they stay clear of the edge's own text (a
 * probability or a move): the run's cuts keep a place free of text (cutZone), a student's
 * marks on a blank sheet find one.
 */
const MARK_PLACES = [CUT_AT, 0.9, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15];
/** How far along the edge (px, towards the child) a verdict's badge may sit from its strokes to find room. */
const BADGE_ALONG = [0, -4, 4, -8, 8, -12, 12, -16, 16, -20, -24, -28, -32, -40, -48, -56, -64];
/** Where along the edge the two strokes of `//` sit, either side of the place. */
const STROKE_SHIFTS = [-4, 4] as const;
/** Space kept between a mark and the edge's text. */
const MARK_CLEAR = 1.5;
/** The MAX/MIN ruler ends this far left of the leftmost slot. */
const RULER_GAP = 6;

/** Replaces the contents of `viewport` with the drawing; looks are applied separately. */
export function drawScene(viewport: SvgEl, diagram: DiagramModel, visible: VisibleTree, geometry: TreeGeometry, layout: LayoutResult): Scene {
  const nodes: (DrawnNode | undefined)[] = new Array(diagram.nodes.length);
  const doc = viewport.ownerDocument;
  const levels = newSvg(doc, 'g', { id: 'levels' });
  const edges = newSvg(doc, 'g', { id: 'edges' });
  const nodeLayer = newSvg(doc, 'g', { id: 'nodes' });
  const { rows } = geometry;
  let maxDepth = 0;
  let top = 0;
  let bottom = 0;
  const edgeTexts: EdgeText[] = [];
  const obstacles: { edges: Obstacles['edges'][number][]; boxes: Extent[] } = { edges: [], boxes: [] };
  const reach = bendsOf(visible, geometry, layout);
  for (let v = 0; v < visible.ids.length; v++) {
    const id = visible.ids[v];
    const model = diagram.nodes[id];
    const g = geometry.nodes[v];
    const depth = visible.depths[id];
    maxDepth = Math.max(maxDepth, depth);
    const cx = round(layout.xs[v]);
    const cy = rows[depth];
    top = Math.min(top, cy - g.top);
    bottom = Math.max(bottom, cy + g.bottom + (visible.hidden[v] > 0 ? 18 : 0));
    const parentSlot = visible.parents[v];
    let edge: DrawnEdge | null = null;
    if (parentSlot >= 0) {
      const parent = nodes[visible.ids[parentSlot]]!;
      edge = drawEdge(edges, id, parent, cx, cy, cy - reach[v], g, model, edgeTexts, depth);
      obstacles.edges.push(...segmentsOf(edge));
      if (edge.cut) obstacles.boxes.push(cutZone(edge.from, edge.to));
    }
    nodes[id] = drawNode(nodeLayer, model, g, cx, cy, visible.hidden[v], edge);
    obstacles.boxes.push(...extentsOf(g, cx, cy));
  }
  const texts = placeEdgeTexts(edgeTexts, { ...obstacles, across: { left: 0, right: layout.width } });
  const ruler = drawRuler(levels, diagram.levels, maxDepth, rows);
  viewport.replaceChildren(edges, nodeLayer, levels);
  const left = Math.floor(Math.min(-RULER_GAP - ruler - 4, (texts?.left ?? 0) - 2));
  const right = Math.max(layout.width, (texts?.right ?? 0) + 2);
  const bounds = { x: left, y: Math.floor(top - 4), w: Math.ceil(right - left), h: Math.ceil(bottom - top + 8) };
  return { root: viewport, nodes, count: visible.ids.length, bounds, ruler: levels, edgeTexts, obstacles };
}

/**
 * Moves the drawn nodes to `layout`'s positions: the same nodes and sizes, laid out again
 * (ELK's answer replacing the stand-in of a new panel's first picture), without drawing them
 * anew, so what the pointer is over stays as it is.
 */
export function relocate(scene: Scene, visible: VisibleTree, geometry: TreeGeometry, layout: LayoutResult): void {
  const obstacles: { edges: Obstacles['edges'][number][]; boxes: Extent[] } = { edges: [], boxes: [] };
  const reach = bendsOf(visible, geometry, layout);
  for (let v = 0; v < visible.ids.length; v++) {
    const node = scene.nodes[visible.ids[v]]!;
    node.cx = round(layout.xs[v]);
    node.g.setAttribute('transform', `translate(${node.cx},${node.cy})`);
    obstacles.boxes.push(...extentsOf(geometry.nodes[v], node.cx, node.cy));
    if (visible.parents[v] < 0 || !node.edge) continue;
    const parent = scene.nodes[visible.ids[visible.parents[v]]]!;
    const { from, to, over, end } = edgeEnds(parent, node.cx, node.cy, node.cy - reach[v], geometry.nodes[v]);
    const edge = node.edge;
    Object.assign(edge, { from, to, over, end });
    obstacles.edges.push(...segmentsOf(edge));
    if (edge.cut) obstacles.boxes.push(cutZone(from, to));
    edge.line.setAttribute('points', linkPoints(edge));
    edge.through?.setAttribute('points', pointsOf(underPosition(over, geometry.nodes[v]), end));
    if (edge.text) {
      edge.text.from = from;
      edge.text.to = to;
    }
  }
  const texts = placeEdgeTexts(scene.edgeTexts, { ...obstacles, across: { left: 0, right: layout.width } });
  // The strokes keep clear of their edge's text where it is now placed.
  for (const id of visible.ids) {
    const edge = scene.nodes[id]!.edge;
    if (!edge) continue;
    edge.strokeSets.fill(null);
    const cut = scene.nodes[id]!.look?.cut ?? 0;
    if (cut !== 0) setCut(edge, cut);
  }
  scene.obstacles = obstacles;
  scene.bounds = { ...scene.bounds, w: Math.ceil(Math.max(layout.width, (texts?.right ?? 0) + 2) - scene.bounds.x) };
}

/** Returns the width of the widest level name, so the bounds (and an export) take it in whole. */
function drawRuler(parent: SvgEl, levels: readonly (string | null)[], maxDepth: number, rows: readonly number[]): number {
  let widest = 0;
  for (let d = 0; d <= maxDepth && d < levels.length; d++) {
    const who = levels[d];
    if (who === null) continue;
    const text = addSvg('text', { class: 'level', x: -RULER_GAP, y: rows[d] + 4, 'text-anchor': 'end' }, parent);
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
  bendY: number,
  geometry: NodeGeometry,
  model: DiagramNode,
  texts: EdgeText[],
  row: number,
): DrawnEdge {
  const label = model.edge;
  const g = addSvg('g', { class: 'edge', 'data-child': child }, parent);
  const ends = edgeEnds(from, cx, cy, bendY, geometry);
  const line = addSvg('polyline', { class: 'link', points: linkPoints(ends) }, g);
  const start = underPosition(ends.over, geometry);
  const through = ends.end[1] > start[1] ? addSvg('polyline', { class: 'link through', points: pointsOf(start, ends.end) }, g) : null;
  let text: EdgeText | null = null;
  if (label !== null) {
    const el = addSvg('text', { class: 'edge-label' }, g);
    el.textContent = label;
    text = { el, text: label, from: ends.from, to: ends.to, row };
    texts.push(text);
  }
  return { g, line, through, text, cut: model.cut > 0, strikes: [], strokeSets: [null, null], ...ends };
}

/** Where the cut strokes of an edge go, if the run cuts it (setCut): no edge text there. */
function cutZone(from: readonly [number, number], to: readonly [number, number]): Extent {
  const x = from[0] + (to[0] - from[0]) * CUT_AT;
  const y = from[1] + (to[1] - from[1]) * CUT_AT;
  return { left: x - STRIKE, right: x + STRIKE, top: y - STRIKE, bottom: y + STRIKE };
}

/** What a node draws, as boxes an edge's text keeps clear of: its outline (with its badge's room), and what is over it. */
function extentsOf(g: NodeGeometry, cx: number, cy: number): Extent[] {
  const half = g.box.w / 2 + (g.badge === 'right' ? NEAR + g.badgeWidth : 0);
  const outline = { left: cx - half, right: cx + half, top: cy - g.box.h / 2, bottom: cy + g.box.h / 2 };
  if (!g.above) return [outline];
  const top = cy - g.box.h / 2 - NEAR - g.above.h;
  return [outline, { left: cx - g.above.w / 2, right: cx + g.above.w / 2, top, bottom: outline.top }];
}

/**
 * The edge runs from the parent's outline straight to `to`, over the child at `bendY` (as high
 * as the tallest thing written over a node of the child's row), then straight down to the top
 * of what is written over the child (its label, position, window), where it ends: so what is
 * written over a node sits on the edge coming in, a sloping edge never crosses what is written
 * over the child's neighbours (a leaf beside inner nodes with windows), no edge (the principal
 * variation's thick one included) shows through the space between two words of a window, and
 * the fan of edges under a parent keeps its full width down to there, with room for the moves
 * and probabilities beside it. From there down to the outline runs the edge's `through` part,
 * displayed only when those texts are not.
 */
function edgeEnds(parent: DrawnNode, cx: number, cy: number, bendY: number, child: NodeGeometry): Pick<DrawnEdge, 'from' | 'to' | 'over' | 'end'> {
  const from: [number, number] = [parent.cx, parent.cy + parent.box.h / 2];
  const over: [number, number] = [cx, round(Math.max(from[1] + 1, cy - child.top))];
  return { from, to: [cx, Math.min(over[1], round(Math.max(from[1] + 1, bendY)))], over, end: [cx, cy - child.box.h / 2] };
}

/**
 * How far over each node's point its edge's sloping part ends: at the top of what is written
 * over the node, unless a straight line to there would cross what is written over another node
 * of its row (a leaf beside inner nodes with windows); then as high as the tallest thing written
 * over a node of the row, over which nothing of the row reaches.
 */
function bendsOf(visible: VisibleTree, geometry: TreeGeometry, layout: LayoutResult): Float64Array {
  const { nodes, rows, tops } = geometry;
  const n = visible.ids.length;
  const reach = Float64Array.from(nodes, (g) => g.top);
  // Each depth's nodes left to right (pre-order keeps that order), and where each node is among them.
  const byDepth: number[][] = [];
  const place = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const row = (byDepth[visible.depths[visible.ids[v]]] ??= []);
    place[v] = row.length;
    row.push(v);
  }
  for (let v = 1; v < n; v++) {
    const p = visible.parents[v];
    const depth = visible.depths[visible.ids[v]];
    const cy = rows[depth];
    const line = { from: [layout.xs[p], rows[depth - 1] + nodes[p].box.h / 2] as const, to: [layout.xs[v], cy - nodes[v].top] as const };
    const row = byDepth[depth];
    const step = layout.xs[p] < layout.xs[v] ? -1 : 1;
    // The nodes between the child and its parent across, and the next one beyond.
    for (let k = place[v] + step; k >= 0 && k < row.length; k += step) {
      const w = row[k];
      const g = nodes[w];
      if (
        g.above &&
        crosses(line, { left: layout.xs[w] - g.above.w / 2, right: layout.xs[w] + g.above.w / 2, top: cy - g.top, bottom: cy - g.box.h / 2 - NEAR }, 0)
      ) {
        reach[v] = tops[depth];
        break;
      }
      if ((step < 0 && layout.xs[w] < line.from[0]) || (step > 0 && layout.xs[w] > line.from[0])) break;
    }
  }
  return reach;
}

/** Where the `through` part starts: under the child's position, which the level of detail never leaves out. */
function underPosition(over: readonly [number, number], child: NodeGeometry): readonly [number, number] {
  const position = child.above?.position;
  return position ? [over[0], round(over[1] + positionSize(position).h + NEAR)] : over;
}

/** The edge's line as drawn: its sloping part, then straight down to what is written over the child, if lower. */
const linkPoints = (e: Pick<DrawnEdge, 'from' | 'to' | 'over'>): string => (e.over[1] > e.to[1] ? pointsOf(e.from, e.to, e.over) : pointsOf(e.from, e.to));

/** The line as segments, for the edge texts to keep clear of. */
const segmentsOf = (e: Pick<DrawnEdge, 'from' | 'to' | 'over'>): Obstacles['edges'][number][] =>
  e.over[1] > e.to[1]
    ? [
        { from: e.from, to: e.to },
        { from: e.to, to: e.over },
      ]
    : [{ from: e.from, to: e.to }];

/** A polyline's points. */
const pointsOf = (...points: (readonly [number, number])[]): string => points.map(([x, y]) => `${x},${y}`).join(' ');

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
  return { g, cx, cy, value, valueAt, window, badge: null, badgeAt: geometry.badge, box, above: above && { w: above.w, h: above.h }, edge, look: null };
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
    if (old?.value?.text !== look.value?.text) setValue(node, look.value, old?.value ?? null);
    if (old?.window?.text !== look.window?.text && node.window) setWindow(node.window, look.window);
    if ((old?.badge ?? null) !== look.badge) setBadge(node, look.badge);
    setFlags(node.g, look, old, true);
    if (node.edge) {
      setFlags(node.edge.g, look, old, false);
      if (old?.cut !== look.cut) setCut(node.edge, look.cut);
    }
    node.look = look;
  }
}

/** A number as the text; a tuple as a column, a tspan a component (the model's text in `aria-label`). */
function setValue(node: DrawnNode, value: ShownValue | null, old: ShownValue | null): void {
  const lines = value?.parts ?? [];
  if (lines.length <= 1) {
    setText(node.value, lines[0] ?? '');
    if ((old?.parts.length ?? 0) > 1) node.value.removeAttribute('aria-label');
    return;
  }
  node.value.replaceChildren();
  lines.forEach((line, i) => (addSvg('tspan', { x: 0, y: round(node.valueAt + i * VALUE_LINE) }, node.value).textContent = line));
  node.value.setAttribute('aria-label', value!.text);
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
  a.value?.text === b.value?.text &&
  a.window?.text === b.window?.text &&
  a.cut === b.cut &&
  a.pv === b.pv &&
  a.faded === b.faded &&
  a.pending === b.pending &&
  a.given === b.given &&
  a.current === b.current &&
  a.badge === b.badge;

/** Sets the state classes that differ from `old`'s (all of them on a new drawing): a values-only redraw changes few. */
function setFlags(el: SvgEl, look: Look, old: Look | null, isNode: boolean): void {
  for (const flag of EDGE_FLAGS) if (old === null || old[flag] !== look[flag]) el.classList.toggle(flag, look[flag]);
  if (isNode) for (const flag of NODE_FLAGS) if (old === null || old[flag] !== look[flag]) el.classList.toggle(flag, look[flag]);
}
const EDGE_FLAGS = ['pv', 'faded', 'pending'] as const;
const NODE_FLAGS = ['current', 'given'] as const;

/** "α=−∞ β=3" over the outline; the model's words ("α = −∞, β = 3") in `aria-label`. */
function setWindow(el: SvgEl, window: ShownWindow | null): void {
  setText(el, window === null ? '' : windowText(window));
  if (window === null) el.removeAttribute('aria-label');
  else el.setAttribute('aria-label', window.text);
}

/** One short stroke across the edge per cut level, near the child (the slides' "/" and "//"). */
function setCut(edge: DrawnEdge, cut: 0 | 1 | 2): void {
  for (const old of edge.strikes) old.remove();
  edge.strikes.length = 0;
  if (cut === 0) {
    edge.g.removeAttribute('data-cut');
    return;
  }
  edge.g.setAttribute('data-cut', String(cut));
  const strokes = (edge.strokeSets[cut - 1] ??= strokesOf(edge, cut));
  for (const stroke of strokes) edge.g.appendChild(stroke);
  edge.strikes.push(...strokes);
}

function strokesOf(edge: DrawnEdge, cut: 1 | 2): SvgEl[] {
  const {
    at: [x, y],
    along: [ux, uy],
  } = cutPlace(edge, cut);
  const document = edge.g.ownerDocument;
  return Array.from({ length: cut }, (_, i) => {
    const shift = cut === 2 ? STROKE_SHIFTS[i] : 0;
    const mx = x + ux * shift;
    const my = y + uy * shift;
    const dx = -uy * STRIKE; // perpendicular to the edge
    const dy = ux * STRIKE;
    return newSvg(document, 'line', { class: 'strike', x1: round(mx - dx), y1: round(my - dy), x2: round(mx + dx), y2: round(my + dy) });
  });
}

/** A rectangle `off` clear of everything a node draws over and in its outline, relative to the node's point (a ring around it). */
export function nodeFrame(node: Pick<DrawnNode, 'box' | 'above'>, off: number): Rect {
  const { box, above } = node;
  const w = Math.max(box.w, above?.w ?? 0) + 2 * off;
  const top = box.h / 2 + (above ? NEAR + above.h : 0) + off;
  return { x: -w / 2, y: -top, w, h: top + box.h / 2 + off };
}

/** Where an edge's cut marks go. */
export interface CutPlace {
  /** Where the strokes cross the edge. */
  readonly at: readonly [number, number];
  /** The edge's direction there (a unit vector, parent to child). */
  readonly along: readonly [number, number];
  /** The centre of a practice verdict's badge, beside the strokes (looked for when read). */
  readonly badge: readonly [number, number];
}

/**
 * Where an edge's cut strokes cross it: the first place of MARK_PLACES where the `strokes` (both
 * of `//`, as the panel shows them) are clear of the edge's own text, else near the child. A
 * practice verdict's badge goes beside them, outwards (up and right of an edge going right) or
 * the other way, else on the edge itself just before or after them, else a little further along
 * the edge, wherever it is clear of the text and above what is written over the child (there it
 * would read as the child's own mark) and, given the `siblings`' edges, clearly nearer its own
 * edge than any of theirs (beside a middle edge it would read as the next edge's mark).
 */
export function cutPlace(
  edge: Pick<DrawnEdge, 'from' | 'to' | 'text'>,
  strokes: 1 | 2 = 1,
  siblings: readonly Pick<DrawnEdge, 'from' | 'to'>[] = [],
): CutPlace {
  const [x1, y1] = edge.from;
  const [x2, y2] = edge.to;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
  const outer = ux < 0 ? -1 : 1;
  const point = (t: number): [number, number] => [x1 + ux * t * len, y1 + uy * t * len];
  const badgeAt = (t: number, side: number): [number, number] => {
    const [x, y] = point(t);
    return [x + side * uy * BADGE_OFF, y - side * ux * BADGE_OFF];
  };
  const text = edge.text?.placed;
  // The strokes (both of `//`) as the panel shows them, across the edge at `t`.
  const strokesAt = (t: number) =>
    (strokes === 2 ? STROKE_SHIFTS : [0]).map((shift) => {
      const [mx, my] = point(t + shift / len);
      return { from: [mx + uy * SHOWN_STRIKE, my - ux * SHOWN_STRIKE] as const, to: [mx - uy * SHOWN_STRIKE, my + ux * SHOWN_STRIKE] as const };
    });
  const strokesClear = (t: number): boolean => !text || strokesAt(t).every((line) => !crosses(line, text, MARK_CLEAR));
  const r = BADGE + MARK_CLEAR;
  const t = text ? (MARK_PLACES.find(strokesClear) ?? CUT_AT) : CUT_AT;
  const at = point(t);
  // The badge is looked for only when asked: the panel's strokes need none, and the search is most of the work.
  return {
    at,
    along: [ux, uy],
    get badge() {
      return badgePlace();
    },
  };

  function badgePlace(): [number, number] {
    const strokeLines = strokesAt(t);
    const clear = (b: readonly [number, number]): boolean =>
      b[1] + r <= y2 &&
      (!text || b[0] + r <= text.left || b[0] - r >= text.right || b[1] + r <= text.top || b[1] - r >= text.bottom) &&
      strokeLines.every((line) => segmentDistance(b, line) >= r);
    // How much nearer its own edge than the nearest sibling's a place is (a margin of BADGE reads as its own).
    const margin = (b: readonly [number, number]): number =>
      siblings.reduce((least, other) => Math.min(least, segmentDistance(b, other)), Infinity) - segmentDistance(b, edge);
    // Places on the edge itself, and beside it close or past the strokes' ends, along the edge near the strokes.
    let best: { badge: [number, number]; score: number } | null = null;
    for (const along of BADGE_ALONG) {
      const u = t + along / len;
      if (u <= 0 || u >= 1) continue;
      for (const [side, off] of [
        [0, 0],
        [outer, BADGE + 2],
        [-outer, BADGE + 2],
        [outer, BADGE_OFF],
        [-outer, BADGE_OFF],
      ] as const) {
        const [x, y] = point(u);
        const badge: [number, number] = [x + side * uy * off, y - side * ux * off];
        if (!clear(badge)) continue;
        // Clearly its own edge's first, then as near the strokes as may be (it reads with them).
        const m = margin(badge);
        const score = (m >= BADGE ? 0 : 1000 - Math.min(m, BADGE) * 10) + Math.hypot(badge[0] - at[0], badge[1] - at[1]);
        if (!best || score < best.score) best = { badge, score };
      }
    }
    return best?.badge ?? badgeAt(t, outer);
  }
}

/** How far point `p` is from the segment `from`–`to`. */
function segmentDistance([px, py]: readonly [number, number], { from, to }: Pick<DrawnEdge, 'from' | 'to'>): number {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const k = Math.max(0, Math.min(1, ((px - from[0]) * dx + (py - from[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - from[0] - k * dx, py - from[1] - k * dy);
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
