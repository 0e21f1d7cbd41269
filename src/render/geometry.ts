/**
 * Sizes of everything drawn, shared by the layout (slot sizes) and the drawing (where each
 * part sits around a node). Runtime-neutral: the webview and `gtree export --format svg`
 * compute the same geometry, with no DOM to measure text, so widths come from character
 * counts of the drawing's monospace font.
 *
 * A node is drawn as the lecture draws it, as compact as a hand drawing: its outline with
 * the value inside (a max^n tuple as a column, one player a line); over the outline, on the
 * edge that comes in, its position (a board, coins, piles) or its label, then for windowed
 * algorithms `α=… β=…`. Leaves carry no window (the slides write windows beside inner
 * nodes; a leaf's window is in the hover and the replay). Labels never set the width of
 * the tree: they wrap to the node's own width in a few short lines (the tooltip has them
 * whole). Sizes follow what a node shows, rounded so that a run that changes values but
 * not their length moves nothing.
 */
import type { DiagramModel, DiagramNode, NodeShape, ShownValue, ShownWindow } from '../core/diagram/diagram';
import type { Position } from '../core/diagram/position-labels';
import { nodeBadge } from './look';
import { positionSize } from './position-drawing';
import type { Box } from './svg-document';

/**
 * Font sizes in the drawing's units (CSS px at zoom 1); media/diagram.css and export-svg.ts use
 * the same. Edge texts (moves, probabilities: the givens of an exercise) and the MAX/MIN ruler
 * are two sizes up from windows and labels, so that they are still 9 px on screen at the
 * smallest scale a tree is fitted with (values at 10 px: 12 × 10/13 = 9.2 px, fit.ts).
 */
export const FONT = { value: 13, small: 10, edge: 12, level: 12 } as const;
/** A monospace character is 0.6 em wide (DejaVu Sans Mono, Menlo, Consolas, Droid Sans Mono). */
const EM_WIDTH = 0.6;
/** Line heights of values (a tuple's components) and of small texts (labels, windows). */
export const VALUE_LINE = 14;
export const SMALL_LINE = 12;
/** Gap between an outline and what is written over or beside it. */
export const NEAR = 3;
/** Space kept free between two neighbouring slots: leaves sit closer than inner nodes. */
const GAP = { leaf: 5, inner: 9 } as const;
/**
 * A row is at least `min` high, and keeps `edgeRoom` for an edge whatever the nodes above and below it carry; `moveRoom`
 * where edges carry texts: a text is 12 px tall, and a fan of edges narrows fast towards the parent; in 40 px two fit one above the other.
 */
const ROW = { edgeRoom: 30, moveRoom: 40, min: 60 } as const;
/** A label wraps to the node's width (an inner node's at least `innerChars` characters a line), in at most `lines` lines. */
const LABEL = { innerChars: 6, lines: 3 } as const;
/** Values and windows are sized for at least this many characters, so values of 0–99 and −9…−1 (and windows of them and ±∞) never change a layout. */
const MIN_CHARS = { value: 2, window: 9 } as const;

/** The side of a practice verdict's badge (`✓` in a circle, `✗` in a square): see practice-marks.ts. */
export const VERDICT_BADGE = 14;

/**
 * Whether the sheet asks for this node's value (and window): every inner node, judged or not
 * (a leaf's payoff is given). Read from the drawing's shape as well as the verdicts, since an
 * answer not yet checked carries no verdict.
 */
export const asksAnswer = (node: DiagramNode): boolean =>
  node.answer !== null && (node.shape !== 'leaf' || node.answer.value !== null || node.answer.window !== null);

export const textWidth = (text: string, size: number): number => text.length * size * EM_WIDTH;

/** What sits over a node's outline, on the edge coming in: its position or its label, then its window. */
export interface Above {
  readonly position: Position | null;
  /** The label in lines (none when the position is drawn instead). */
  readonly lines: readonly string[];
  /** A line for `α=… β=…` right over the outline. */
  readonly window: boolean;
  readonly w: number;
  readonly h: number;
}

export interface NodeGeometry {
  readonly shape: NodeShape;
  /** The outline, centred on the node's point. */
  readonly box: Box;
  /** How many lines the value takes (a max^n tuple: one per player). */
  readonly valueLines: number;
  readonly above: Above | null;
  /** Where the badge ("R", "TT:exact") goes: right of the outline, or under it when no edge leaves the node; null when it never carries one. */
  readonly badge: 'right' | 'below' | null;
  readonly badgeWidth: number;
  /** Extent above and below the node's point. */
  readonly top: number;
  readonly bottom: number;
  /** The slot the layout places: centred on the outline, the gap to its neighbours included. */
  readonly slot: Box;
}

export interface TreeGeometry {
  /** By visible index (the order of VisibleTree.ids). */
  readonly nodes: readonly NodeGeometry[];
  /**
   * Where each depth's row is (the y of its nodes' points, the root's 0): y comes from the depth,
   * not from the layout. Each row is as far below the one above as what they carry needs.
   */
  readonly rows: readonly number[];
  /** How far over its row's y the tallest thing over a node of each depth reaches: edges into the row bend there (draw.ts). */
  readonly tops: readonly number[];
}

/** The geometry of the drawn nodes `ids` (in that order), `parents` their parents' indices in `ids`. */
export function geometryOf(diagram: DiagramModel, ids: ArrayLike<number>, parents: ArrayLike<number>): TreeGeometry {
  const nodes: NodeGeometry[] = [];
  const hasChildren = new Uint8Array(ids.length);
  for (let v = 0; v < parents.length; v++) if (parents[v] >= 0) hasChildren[parents[v]] = 1;
  const windowed = windowedOf(diagram);
  for (let v = 0; v < ids.length; v++) nodes.push(nodeGeometry(diagram.nodes[ids[v]], hasChildren[v] === 1, windowed));
  const fans = fansOf(parents);
  const texts = Array.from({ length: ids.length }, (_, v) => textWidth(diagram.nodes[ids[v]].edge ?? '', FONT.edge));
  const tops = fans.depths.map((row) => Math.max(...row.map((v) => nodes[v].top)));
  return { nodes: roomForMoves(fans, texts, nodes), rows: rowsOf(fans, texts, nodes, tops), tops };
}

/**
 * Every inner node of a windowed run keeps a line for its window, visited or not, so that values
 * that change which nodes are cut do not move anything; so does a practice sheet of such an
 * algorithm, on which every window may still be blank.
 */
const windowedOf = (diagram: DiagramModel): boolean => (diagram.practice?.windowed ?? false) || diagram.nodes.some((n) => n.window !== null);

/**
 * Whether `a` and `b`, two diagrams of one shape (the same shapeKey: parents, players, labels and
 * edge texts), give the nodes `ids` the same geometry: they agree on everything else that
 * nodeGeometry and geometryOf read. A values-only redraw then keeps its plan instead of
 * planning the tree again to find it unchanged.
 */
export function sameSizes(a: DiagramModel, b: DiagramModel, ids: ArrayLike<number>): boolean {
  if (windowedOf(a) !== windowedOf(b)) return false;
  for (let v = 0; v < ids.length; v++) if (!sameNodeSize(a.nodes[ids[v]], b.nodes[ids[v]])) return false;
  return true;
}

function sameNodeSize(a: DiagramNode, b: DiagramNode): boolean {
  return (
    valueChars(a) === valueChars(b) &&
    valueLinesOf(a) === valueLinesOf(b) &&
    windowChars(a.window) === windowChars(b.window) &&
    nodeBadge(a) === nodeBadge(b) &&
    asksAnswer(a) === asksAnswer(b) &&
    samePositionSize(a.position, b.position)
  );
}

/** The lines a node keeps for its value, its payoff's or its run's: one for a value not known yet. */
const valueLinesOf = (node: DiagramNode): number => Math.max(1, partsOf(node.value).length, partsOf(node.payoff).length);

/** The characters a window is sized for (nodeGeometry). */
const windowChars = (window: ShownWindow | null): number => Math.max(MIN_CHARS.window, window === null ? 0 : windowText(window).length);

function samePositionSize(a: Position | null, b: Position | null): boolean {
  if (a === null || b === null) return a === b;
  const [sa, sb] = [positionSize(a), positionSize(b)];
  return sa.w === sb.w && sa.h === sb.h;
}

/** The drawn nodes by depth, left to right, and where each sits among its siblings. */
interface Fans {
  readonly depths: readonly (readonly number[])[];
  readonly parents: ArrayLike<number>;
  readonly places: readonly Place[];
}

type Place = 'first' | 'last' | 'inner' | 'only';

function fansOf(parents: ArrayLike<number>): Fans {
  const depth = new Int32Array(parents.length);
  const depths: number[][] = [];
  for (let v = 0; v < parents.length; v++) {
    depth[v] = parents[v] < 0 ? 0 : depth[parents[v]] + 1;
    // Pre-order keeps each depth left to right.
    (depths[depth[v]] ??= []).push(v);
  }
  const places: Place[] = new Array(parents.length);
  for (const row of depths)
    row.forEach((v, k) => {
      const before = k > 0 && parents[row[k - 1]] === parents[v];
      const after = k + 1 < row.length && parents[row[k + 1]] === parents[v];
      places[v] = before && after ? 'inner' : before ? 'last' : after ? 'first' : 'only';
    });
  return { depths, parents, places };
}

/**
 * The y of each depth's row. Between two rows: what the upper row carries below its nodes, what
 * the lower carries over them, and room for the edges (more when they carry texts, edge-texts.ts).
 * Each row is as far from the one above as its own nodes need: a row of tall positions (the
 * piles of Split-Nim's first moves) does not make every row tall.
 */
function rowsOf(fans: Fans, texts: readonly number[], nodes: readonly NodeGeometry[], tops: readonly number[]): number[] {
  const rows = [0];
  for (let d = 1; d < fans.depths.length; d++) {
    const above = Math.max(...fans.depths[d - 1].map((v) => nodes[v].bottom));
    const over = tops[d];
    const room = fans.depths[d].some((v) => texts[v] > 0) ? ROW.moveRoom : ROW.edgeRoom;
    rows.push(rows[d - 1] + Math.ceil(Math.max(ROW.min, above + over + room)));
  }
  return rows;
}

/**
 * Where the edge texts go (edge-texts.ts): the first and the last child of a parent have theirs
 * outside the fan of its edges, on the outer side; a child between them has its text between
 * its neighbours' edges, at best centred on its own edge low down, where the edges are about
 * 0.8 of the children's spacing apart; MOVE_AT is less, for the text's height (its top is
 * higher up, where the fan is narrower) and for a fan that leans to one side. Children whose
 * texts would not fit there (three or four long moves under one parent, as in the Duel) get
 * wider slots, so that the layout spaces them apart, and so do neighbours of two fans whose
 * texts facing each other are long (named chance outcomes: `small 4/6`).
 */
const MOVE_AT = 0.7;
/** Space between two neighbouring texts, and between a text and an edge beside it. */
const MOVE_GAP = 5;
const EDGE_GAP = 2;
/**
 * The texts of a facing pair (the last child of one parent, the first of the next) share the gap
 * between the two fans, one higher up than the other where the gap is too narrow for both side by
 * side; the gap is wider than the children's spacing (the parents are further apart), and the
 * more so higher up. Measured on the course examples: the pair is clear when the spacing is at
 * least the two texts' widths over FACING_SHARE (Novčići's `take1`/`take2` at 31 px; the dice's
 * named outcomes `small 4/6`/`big 2/6` need 50 px, and were stacked at 37).
 */
const FACING_SHARE = 2.3;

/**
 * How far apart two neighbouring nodes of a row must be for the texts on their edges (0: any
 * distance will do). Siblings: the first and the last of a parent have theirs outside the fan;
 * a text between the fan's edges is centred on its edge near the child, where the edges are
 * MOVE_AT of the nodes' spacing apart, clear of its neighbour's edge, or of its neighbour's
 * text when both are inside. Two only children of neighbouring parents have theirs on their
 * edges, between the same two fans: room for both, centred. Other neighbours (the last child
 * of one parent and the first of the next) have theirs on the outer sides of their fans, where
 * heights along the edges keep them apart: they are widened only when both texts together are
 * too long for that (FACING_SHARE), never for short moves and probabilities (it would widen every row of leaves).
 */
function neededApart(siblings: boolean, a: Place, b: Place, ta: number, tb: number): number {
  if (siblings) {
    if (a === 'inner' && b === 'inner') return ((ta + tb) / 2 + MOVE_GAP) / MOVE_AT;
    if (a === 'inner') return (ta / 2 + EDGE_GAP) / MOVE_AT;
    if (b === 'inner') return (tb / 2 + EDGE_GAP) / MOVE_AT;
    return 0;
  }
  if (ta === 0 || tb === 0) return 0;
  if (a === 'only' && b === 'only') return ((ta + tb) / 2 + MOVE_GAP) / MOVE_AT;
  return (ta + tb) / FACING_SHARE;
}

function roomForMoves(fans: Fans, texts: readonly number[], nodes: NodeGeometry[]): NodeGeometry[] {
  const { parents, places } = fans;
  const widths = new Map<number, number>();
  for (const row of fans.depths) {
    for (let k = 0; k + 1 < row.length; k++) {
      const [a, b] = [row[k], row[k + 1]];
      const [ta, tb] = [texts[a], texts[b]];
      if (ta === 0 && tb === 0) continue;
      const need = neededApart(parents[a] === parents[b], places[a], places[b], ta, tb);
      if (need === 0) continue;
      const wa = widths.get(a) ?? nodes[a].slot.w;
      const wb = widths.get(b) ?? nodes[b].slot.w;
      const short = need - (wa + wb) / 2;
      if (short <= 0) continue;
      widths.set(a, wa + short);
      widths.set(b, wb + short);
    }
  }
  if (widths.size === 0) return nodes;
  return nodes.map((g, v) => {
    const w = widths.get(v);
    return w === undefined ? g : { ...g, slot: { w: round1(w), h: g.slot.h } };
  });
}

export function nodeGeometry(node: DiagramNode, hasChildren: boolean, windowed = node.window !== null): NodeGeometry {
  const leaf = node.shape === 'leaf';
  const lines = valueLinesOf(node);
  const box = outlineBox(node.shape, valueChars(node), lines, node.player);
  const windowWidth = leaf || !windowed ? 0 : textWidth('x'.repeat(windowChars(node.window)), FONT.small);
  const own = Math.max(box.w, windowWidth, node.position ? positionSize(node.position).w : 0);
  const above = aboveOf(node, own, windowWidth);
  const badgeText = nodeBadge(node);
  // Practice: a node whose value the sheet asks for keeps room for its verdict's badge (practice-marks.ts), checked or not yet.
  const badgeWidth = Math.max(badgeText === null ? 0 : textWidth(badgeText, FONT.small), asksAnswer(node) ? VERDICT_BADGE : 0);
  const badge = badgeWidth === 0 ? null : hasChildren ? 'right' : 'below';
  // A badge under a leaf keeps a little room each side: two neighbours' conditions (`x ≤ 3`) must not read as one line.
  const width = Math.max(own, above?.w ?? 0, badge === 'right' ? box.w + 2 * (badgeWidth + NEAR) : badgeWidth + 2 * NEAR);
  return {
    shape: node.shape,
    box,
    valueLines: lines,
    above,
    badge,
    badgeWidth,
    top: box.h / 2 + (above ? NEAR + above.h : 0),
    bottom: box.h / 2 + (badge === 'below' ? SMALL_LINE + NEAR : 0),
    slot: { w: round1(width + (leaf ? GAP.leaf : GAP.inner)), h: round1(box.h + (above ? NEAR + above.h : 0)) },
  };
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** The lines of a value as drawn: a number, or a tuple's components. */
export const partsOf = (value: ShownValue | null): readonly string[] => value?.parts ?? [];

/** The window as drawn over a node: "α=−∞ β=3". */
export const windowText = (window: ShownWindow): string => `α=${window.alpha} β=${window.beta}`;

/** The longest line of a value the node shows (its run value or its payoff). */
function valueChars(node: DiagramNode): number {
  let chars: number = MIN_CHARS.value;
  for (const line of partsOf(node.value)) chars = Math.max(chars, line.length);
  for (const line of partsOf(node.payoff)) chars = Math.max(chars, line.length);
  return chars;
}

/** The outline: triangles wide enough that the value fits their wide part, boxes around the value's lines. */
export function outlineBox(shape: NodeShape, chars: number, lines: number, player: string): Box {
  const text = chars * FONT.value * EM_WIDTH;
  const tall = Math.max(1, lines) * VALUE_LINE;
  switch (shape) {
    case 'max':
    case 'min':
      // The value sits at the centroid, where a triangle is 2/3 of its base wide.
      return { w: round1(Math.max(40, 1.5 * text + 10)), h: 34 };
    case 'chance':
      return { w: round1(Math.max(34, text + 12)), h: 34 };
    case 'player':
      // The player's name, then the tuple as a column.
      return { w: round1(Math.max(30, text + 12, textWidth(player, FONT.small) + 10)), h: SMALL_LINE + tall + 6 };
    case 'leaf':
      return { w: round1(Math.max(24, text + 10)), h: Math.max(22, tall + 6) };
  }
}

/** `windowWidth`: 0 when the node carries no window line. */
function aboveOf(node: DiagramNode, own: number, windowWidth: number): Above | null {
  const window = windowWidth > 0;
  const windowLine = window ? SMALL_LINE : 0;
  if (node.position) {
    const size = positionSize(node.position);
    return { position: node.position, lines: [], window, w: Math.max(size.w, windowWidth), h: size.h + (window ? NEAR + windowLine : 0) };
  }
  if (node.label === null) return window ? { position: null, lines: [], window, w: windowWidth, h: windowLine } : null;
  // Leaves sit close together: their labels keep to the leaf's own width, so that the moves and the values stay readable.
  const chars = Math.max(node.shape === 'leaf' ? 3 : LABEL.innerChars, Math.floor(own / (FONT.small * EM_WIDTH)));
  const lines = wrapLines(node.label, chars, LABEL.lines);
  return {
    position: null,
    lines,
    window,
    w: round1(Math.max(windowWidth, ...lines.map((l) => textWidth(l, FONT.small)))),
    h: lines.length * SMALL_LINE + windowLine,
  };
}

/**
 * `text` in at most `lines` lines of at most `chars` characters, broken between words; a
 * word longer than a line, and the last line when more follows, end in `…`.
 */
export function wrapLines(text: string, chars: number, lines: number): string[] {
  const words = text.trim().split(/\s+/);
  const out: string[] = [];
  let line = '';
  for (const whole of words) {
    let word = whole;
    while (word.length > 0) {
      const joined = line ? `${line} ${word}` : word;
      if (joined.length <= chars) {
        line = joined;
        word = '';
      } else if (line) {
        out.push(line);
        line = '';
      } else {
        out.push(`${word.slice(0, chars - 1)}…`);
        word = '';
      }
      if (out.length === lines) return elide(out, chars);
    }
  }
  if (line) out.push(line);
  return out;
}

/** The last line ends in `…` to say the label goes on. */
function elide(lines: string[], chars: number): string[] {
  const last = lines[lines.length - 1];
  lines[lines.length - 1] = `${last.length >= chars ? last.slice(0, chars - 1) : last}…`;
  return lines;
}
