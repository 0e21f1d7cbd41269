/**
 * Where the texts on the edges go (moves, probabilities). As the lecture writes them: beside
 * the visible part of the edge, on its outer side, a little below its middle. Edges leave a
 * parent in a fan, so beside an edge there is often no room: the neighbouring edge runs
 * through the text, or a neighbour's text is there. So each text tries, in turn, heights
 * along its edge on its outer side, then on the other side, then centred on its own edge
 * (its halo, media/diagram.css, interrupts the line there), low down first, where the fan
 * is widest; it takes the first place where it is clear of every text placed before it,
 * every other edge and every node's outline, label, window or position (else the place that
 * conflicts least). The geometry (geometry.ts, roomForMoves) spaces crowded children apart
 * and gives rows with edge texts more height, so that such a place exists. Runtime-neutral,
 * like draw.ts.
 */
import { FONT, textWidth } from './geometry';
import { round, type SvgEl } from './svg-document';

export interface EdgeText {
  readonly el: SvgEl;
  readonly text: string;
  /** The visible part of the edge: from the parent's outline to what is written over the child. */
  from: readonly [number, number];
  to: readonly [number, number];
  /** The child's depth: texts of one row that face each other across the gap between two fans are placed together. */
  readonly row: number;
  /** Where it was placed (set by placeEdgeTexts): the edge's cut marks keep clear of it. */
  placed?: Rect;
}

/** What a text must keep clear of besides the other texts: every edge whole, and what each node draws. */
export interface Obstacles {
  readonly edges: readonly Segment[];
  readonly boxes: readonly Rect[];
  /** The tree's width across (its slots): a text past it would widen the drawing, and so shrink its fit. */
  readonly across?: { readonly left: number; readonly right: number };
}

export interface Segment {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

export interface Rect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

interface Box extends Rect {
  /** −1: the text ends left of the point; 1: it starts right of it; 0: centred on it. */
  readonly side: -1 | 0 | 1;
  /** The text's anchor (x) and baseline (y). */
  readonly x: number;
  readonly y: number;
}

/** The height along the visible part a text beside the edge sits at if it can (0: the parent, 1: the child); the cut strokes sit at 0.8. */
const PREFERRED = 0.66;

const BESIDE = 4;
/** How far a text's baseline is below the point it is placed at, and its box above and below that point. */
const BASELINE = 4;
const ABOVE = FONT.edge - 5;
const BELOW = 6.5;
/** Space kept between a text and another text beside it (a space of the font), and around edges and nodes. */
const CLEAR = 5;
const EDGE_CLEAR = 1.5;
/** Between the two texts of a facing pair side by side: two spaces, or `roll stop` reads as one phrase. */
const LEVEL_GAP = 2 * CLEAR;
/** Texts one over the other are this far apart at least: half a line of the font. */
const STACKED = FONT.edge / 2;
/** A text beside its edge is no further from it than this beyond its distance to any other edge: else it reads as the other's. */
const NEARER = 1;
/** Bucket width of the spatial index: only what is near a place is looked at. */
const BUCKET = 64;

/** Places every text; returns the extent they take (null when there are none), so the drawing's bounds take them in. */
export function placeEdgeTexts(texts: readonly EdgeText[], obstacles: Obstacles = { edges: [], boxes: [] }): Rect | null {
  const edges = new Buckets<Segment>();
  for (const e of obstacles.edges) edges.add(e, extentOf(e));
  const boxes = new Buckets<Rect>();
  for (const b of obstacles.boxes) boxes.add(b, b);
  const placed = new Buckets<Box>();
  const sorted = [...texts].sort((a, b) => a.from[1] - b.from[1] || anchor(a, PREFERRED) - anchor(b, PREFERRED));
  // How bad a place is: 0 clear; a text on a text worst, then on a node or an edge, then right over or under another text, then past the tree's width, then nearer another edge than its own.
  const conflicts = (t: EdgeText, b: Box): number => {
    let n = 0;
    for (const p of placed.near(b, STACKED)) n += overlaps(p, b, CLEAR) ? 8 : stacked(p, b) ? 3 : 0;
    for (const r of boxes.near(b, 0)) if (overlaps(r, b, 0)) n += 4;
    if (obstacles.across && (b.left < obstacles.across.left || b.right > obstacles.across.right)) n += 2;
    for (const e of edges.near(b, EDGE_CLEAR)) if (!(b.side === 0 && isOwnEdge(e, t)) && crosses(e, b)) n += 4;
    // Beside its edge, a text must be nearer its own edge than any other: else a student reads it as the other's.
    if (b.side !== 0) {
      const mid = (b.top + b.bottom) / 2;
      const own = b.side < 0 ? xAt(t, mid) - b.right : b.left - xAt(t, mid);
      const reach = { left: b.left - own - NEARER, right: b.right + own + NEARER, top: mid, bottom: mid };
      for (const e of edges.near(reach, 0)) {
        if (isOwnEdge(e, t) || Math.min(e.from[1], e.to[1]) > mid || Math.max(e.from[1], e.to[1]) < mid || e.from[1] === e.to[1]) continue;
        const x = e.from[0] + ((e.to[0] - e.from[0]) * (mid - e.from[1])) / (e.to[1] - e.from[1]);
        if ((x < b.left && b.left - x < own + NEARER) || (x > b.right && x - b.right < own + NEARER)) n += 1;
      }
    }
    return n;
  };
  let extent: Rect | null = null;
  const put = (t: EdgeText, box: Box): void => {
    placed.add(box, box);
    extent = extent
      ? {
          left: Math.min(extent.left, box.left),
          right: Math.max(extent.right, box.right),
          top: Math.min(extent.top, box.top),
          bottom: Math.max(extent.bottom, box.bottom),
        }
      : { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    t.placed = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    t.el.setAttribute('x', String(round(box.x)));
    t.el.setAttribute('y', String(round(box.y)));
    t.el.setAttribute('text-anchor', box.side < 0 ? 'end' : box.side > 0 ? 'start' : 'middle');
  };
  const pairs = facingPairs(texts);
  const done = new Set<EdgeText>();
  for (const t of sorted) {
    if (done.has(t)) continue;
    done.add(t);
    const pair = pairs.get(t);
    if (pair && !done.has(pair.left === t ? pair.right : pair.left)) {
      const boxes = placePair(pair, conflicts);
      if (boxes) {
        put(pair.left, boxes[0]);
        put(pair.right, boxes[1]);
        done.add(pair.left).add(pair.right);
        continue;
      }
    }
    let box: Box | null = null;
    let least = Infinity;
    for (const b of candidates(t)) {
      const n = conflicts(t, b);
      if (n < least) [box, least] = [b, n];
      if (n === 0) break;
    }
    put(t, box!);
  }
  return extent;
}

/** Two texts of one row facing each other across the gap between two fans: the last child's of one parent, on the right of its edge, and the next parent's first child's, on the left of its edge. */
interface Pair {
  readonly left: EdgeText;
  readonly right: EdgeText;
}

/** Each text of a facing pair, to its pair. */
function facingPairs(texts: readonly EdgeText[]): Map<EdgeText, Pair> {
  const rows = new Map<number, EdgeText[]>();
  for (const t of texts) {
    const row = rows.get(t.row);
    if (row) row.push(t);
    else rows.set(t.row, [t]);
  }
  const pairs = new Map<EdgeText, Pair>();
  for (const row of rows.values()) {
    row.sort((a, b) => a.to[0] - b.to[0]);
    for (let k = 0; k + 1 < row.length; k++) {
      const [left, right] = [row[k], row[k + 1]];
      const sameParent = left.from[0] === right.from[0] && left.from[1] === right.from[1];
      if (sameParent || sideOf(left) !== 1 || sideOf(right) !== -1 || pairs.has(left)) continue;
      const pair = { left, right };
      pairs.set(left, pair).set(right, pair);
    }
  }
  return pairs;
}

/**
 * Where a facing pair goes. Placed one by one, the second would often find room only right over
 * or under the first: two texts stacked between two edges, which a student cannot tell apart.
 * So both are placed at once: beside their edges on the gap's side, level with each other and
 * two spaces apart, nearest the preferred height where both fit (the gap between two fans narrows
 * downwards, where the children are closest); else the first two places, in each one's order of
 * preference, that are clear of everything and of each other, neither over the other (one of
 * them centred on its own edge, say). Null when there are none.
 */
function placePair(pair: Pair, conflicts: (t: EdgeText, b: Box) => number): [Box, Box] | null {
  const { left, right } = pair;
  const clear = (t: EdgeText): Box[] => candidates(t).filter((b) => conflicts(t, b) === 0);
  const [lefts, rights] = [clear(left), clear(right)];
  const apart = (a: Box, b: Box): boolean => !overlaps(a, b, CLEAR) && !stacked(a, b);
  const long = right.to[1] - right.from[1];
  for (const a of lefts) {
    if (a.side !== 1 || long <= 0) continue;
    // The right text level with the left one: its height along its own edge.
    const at = (a.y - BASELINE - right.from[1]) / long;
    if (at < (ABOVE + 1) / long || at > 1 - (BELOW + 1) / long) continue;
    const b = boxOf(right, at, -1);
    if (!overlaps(a, b, LEVEL_GAP) && conflicts(right, b) === 0) return [a, b];
  }
  // Both beside their edges still, one higher up than the other, a line apart at least.
  for (const a of lefts) {
    if (a.side !== 1) continue;
    const b = rights.find((r) => r.side === -1 && apart(a, r));
    if (b) return [a, b];
  }
  for (const a of lefts) {
    const b = rights.find((r) => apart(a, r));
    if (b) return [a, b];
  }
  return null;
}

/** The places `t` tries, in order: beside its edge on the outer side, on the other side, then centred on it. */
function candidates(t: EdgeText): Box[] {
  const outer = sideOf(t);
  const heights = heightsOf(t);
  const beside = [...heights.map((at) => boxOf(t, at, outer)), ...heights.map((at) => boxOf(t, at, outer === 1 ? -1 : 1))];
  // Centred on the edge, or shifted a quarter of its width either way (the edge still runs through it).
  const centred = centredHeights(t).flatMap((at) => [0, -0.25, 0.25].map((shift) => boxOf(t, at, 0, shift)));
  return [...beside, ...centred];
}

/**
 * The heights to try along `t`'s visible part: nearest the preferred one first, then every few
 * pixels further up or down, as far as the text stays clear of the parent and of what is over
 * the child. Low down first, so that a neighbour facing it (the texts of two fans side by side)
 * finds room above it.
 */
function heightsOf(t: EdgeText): number[] {
  const long = t.to[1] - t.from[1];
  if (long <= 0) return [PREFERRED];
  const lowest = 1 - (BELOW + 1) / long;
  const highest = (ABOVE + 1) / long;
  const first = Math.max(highest, Math.min(PREFERRED, lowest));
  const step = 4 / long;
  const out = [first];
  for (let k = 1; first - k * step >= highest || first + k * step <= lowest; k++)
    for (const at of [first + k * step, first - k * step]) if (at >= highest && at <= lowest) out.push(at);
  return out;
}

/** Heights to try centred on the edge: as low as the text clears what is over the child, where neighbouring edges are furthest apart, then a line higher, and another. */
function centredHeights(t: EdgeText): number[] {
  const long = t.to[1] - t.from[1];
  if (long <= 0) return [0.5];
  const lowest = 1 - (BELOW + 1) / long;
  const step = (FONT.edge + 1) / long;
  return [lowest, lowest - step / 2, lowest - step, lowest - 1.5 * step].filter((at) => at > 0.2);
}

/** Left of an edge that goes left, else right of it. */
const sideOf = (t: EdgeText): -1 | 1 => (t.to[0] < t.from[0] - 1 ? -1 : 1);

const anchor = (t: EdgeText, at: number): number => t.from[0] + (t.to[0] - t.from[0]) * at;

function boxOf(t: EdgeText, at: number, side: -1 | 0 | 1, shift = 0): Box {
  const w = textWidth(t.text, FONT.edge);
  const py = t.from[1] + (t.to[1] - t.from[1]) * at;
  // The text's middle is level with the point.
  const y = py + BASELINE;
  const top = py - ABOVE;
  const bottom = py + BELOW;
  if (side === 0) {
    const x = anchor(t, at) + shift * w;
    return { side, x, y, left: x - w / 2, right: x + w / 2, top, bottom };
  }
  // Beside the edge, clear of it over the text's whole height: a sloping edge is further out at one end.
  const [a, b] = [xAt(t, top - EDGE_CLEAR), xAt(t, bottom + EDGE_CLEAR)];
  const x = side < 0 ? Math.min(a, b) - BESIDE : Math.max(a, b) + BESIDE;
  return { side, x, y, left: side < 0 ? x - w : x, right: side < 0 ? x : x + w, top, bottom };
}

/** Where the edge's line is at height `y`. */
function xAt(t: EdgeText, y: number): number {
  const dy = t.to[1] - t.from[1];
  return dy === 0 ? t.from[0] : t.from[0] + ((t.to[0] - t.from[0]) * (y - t.from[1])) / dy;
}

/**
 * Two texts one right over the other (their extents across overlap, less than a line between
 * them) read as one text of two lines, between two edges a student cannot tell apart: a place
 * where either is centred on its own edge is better.
 */
const stacked = (a: Rect, b: Rect): boolean => a.left < b.right + CLEAR && b.left < a.right + CLEAR && a.top < b.bottom + STACKED && b.top < a.bottom + STACKED;

/** Boxes closer than `gap` across (and overlapping in height) are too close; texts on lines one above the other may touch. */
const overlaps = (a: Rect, b: Rect, gap: number): boolean => a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom && b.top < a.bottom;

/** The edge's own line runs through its text when the text is centred on it (the halo breaks it there): that one is allowed, down to the outline. */
const isOwnEdge = (e: Segment, t: EdgeText): boolean =>
  (e.from[0] === t.from[0] && e.from[1] === t.from[1] && e.to[0] === t.to[0] && e.to[1] === t.to[1]) || (e.from[0] === t.to[0] && e.from[1] === t.to[1]);

/** Whether the segment passes through the box (grown by `clear`). */
export const crosses = (s: Segment, b: Rect, clear = EDGE_CLEAR): boolean => crossing(s, b, clear) !== null;

/** Where the segment runs through the box (grown by `clear`), as the part [lo, hi] of it (0: its start, 1: its end); null when it does not: Liang–Barsky clipping. */
export function crossing(s: Segment, b: Rect, clear = EDGE_CLEAR): [number, number] | null {
  const [x1, y1] = s.from;
  const dx = s.to[0] - x1;
  const dy = s.to[1] - y1;
  let lo = 0;
  let hi = 1;
  for (const [p, q] of [
    [-dx, x1 - (b.left - clear)],
    [dx, b.right + clear - x1],
    [-dy, y1 - (b.top - clear)],
    [dy, b.bottom + clear - y1],
  ]) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const r = q / p;
      if (p < 0) lo = Math.max(lo, r);
      else hi = Math.min(hi, r);
      if (lo > hi) return null;
    }
  }
  return [lo, hi];
}

const extentOf = (s: Segment): Rect => ({
  left: Math.min(s.from[0], s.to[0]),
  right: Math.max(s.from[0], s.to[0]),
  top: Math.min(s.from[1], s.to[1]),
  bottom: Math.max(s.from[1], s.to[1]),
});

/** Things indexed by the cells of BUCKET px they span, so a look-up sees only what is near. */
class Buckets<T> {
  private readonly cells = new Map<string, T[]>();

  add(item: T, r: Rect): void {
    for (const key of keys(r, 0)) {
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  /** Everything whose extent meets `r` grown by `margin`, each once (and maybe a few more near it). */
  near(r: Rect, margin: number): Set<T> {
    const found = new Set<T>();
    for (const key of keys(r, margin)) for (const item of this.cells.get(key) ?? []) found.add(item);
    return found;
  }
}

function keys(r: Rect, margin: number): string[] {
  const out: string[] = [];
  for (let c = Math.floor((r.left - margin) / BUCKET); c <= Math.floor((r.right + margin) / BUCKET); c++)
    for (let d = Math.floor((r.top - margin) / BUCKET); d <= Math.floor((r.bottom + margin) / BUCKET); d++) out.push(`${c},${d}`);
  return out;
}
