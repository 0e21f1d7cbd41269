/**
 * Where the texts on the edges go (moves, probabilities): beside the visible part of the
 * edge, on its outer side, a little below its middle. The layout leaves them no room of
 * their own, so where two texts between the same rows would overlap (the last move of one
 * parent and the first of the next, say `2/6` and `4/6`, or the middle one of three and
 * the last), the later one slides along its edge to a height where it is clear, else moves
 * to the edge's other side. Runtime-neutral, like draw.ts.
 */
import { FONT, textWidth } from './geometry';
import { round, type SvgEl } from './svg';

export interface EdgeText {
  readonly el: SvgEl;
  readonly text: string;
  /** The visible part of the edge: from the parent's outline to what is written over the child. */
  from: readonly [number, number];
  to: readonly [number, number];
}

interface Box {
  /** −1: the text ends left of the edge; 1: it starts right of it. */
  readonly side: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Heights along the visible part to try, in turn (0: the parent, 1: the child); the cut strokes sit at 0.8. */
const TRIES = [0.56, 0.32, 0.44, 0.68];
const BESIDE = 4;
const CLEAR = 5;
/** Only a few neighbours to the left can reach a text placed after them. */
const NEIGHBOURS = 6;

export function placeEdgeTexts(texts: readonly EdgeText[]): void {
  const rows = new Map<number, EdgeText[]>();
  for (const t of texts) {
    const key = Math.round(t.from[1]);
    const row = rows.get(key);
    if (row) row.push(t);
    else rows.set(key, [t]);
  }
  for (const row of rows.values()) {
    row.sort((a, b) => anchor(a, TRIES[0]) - anchor(b, TRIES[0]));
    const placed: Box[] = [];
    for (const t of row) {
      const near = placed.slice(-NEIGHBOURS);
      const outer = sideOf(t);
      const heights = heightsOf(t);
      const tries = [outer, -outer].flatMap((side) => heights.map((at) => boxOf(t, at, side)));
      // Crowded (four moves under one parent, short visible edges): the place that covers least of its neighbours.
      const box = tries.find((b) => !near.some((p) => overlaps(p, b))) ?? leastCovering(tries, near);
      placed.push(box);
      t.el.setAttribute('x', String(round(box.side < 0 ? box.right : box.left)));
      t.el.setAttribute('y', String(round(box.bottom - 2)));
      t.el.setAttribute('text-anchor', box.side < 0 ? 'end' : 'start');
    }
  }
}

/**
 * The heights to try along `t`'s visible part: the usual few, then further up and down in
 * steps of a line of text, as far as the part is long (a short part leaves room for a line or two).
 */
function heightsOf(t: EdgeText): number[] {
  const long = Math.abs(t.to[1] - t.from[1]);
  if (long <= 0) return TRIES;
  const step = (FONT.small + 1) / long;
  const more: number[] = [];
  for (let k = 1; k <= 4; k++) for (const at of [TRIES[0] - k * step, TRIES[0] + k * step]) if (at >= 0.12 && at <= 0.9) more.push(at);
  return [...TRIES, ...more];
}

/** The box of `tries` that overlaps `near` least (by area, with the space kept between texts). */
function leastCovering(tries: readonly Box[], near: readonly Box[]): Box {
  const covered = (b: Box): number =>
    near.reduce((sum, p) => {
      const w = Math.min(b.right + CLEAR, p.right) - Math.max(b.left, p.left - CLEAR);
      const h = Math.min(b.bottom, p.bottom) - Math.max(b.top, p.top);
      return sum + (w > 0 && h > 0 ? w * h : 0);
    }, 0);
  return tries.reduce((best, b) => (covered(b) < covered(best) ? b : best));
}

/** Left of an edge that goes left, else right of it. */
const sideOf = (t: EdgeText): number => (t.to[0] < t.from[0] - 1 ? -1 : 1);

const anchor = (t: EdgeText, at: number): number => t.from[0] + (t.to[0] - t.from[0]) * at;

function boxOf(t: EdgeText, at: number, side: number): Box {
  const x = anchor(t, at) + side * BESIDE;
  const y = t.from[1] + (t.to[1] - t.from[1]) * at + 3;
  const w = textWidth(t.text, FONT.small);
  return { side, left: side < 0 ? x - w : x, right: side < 0 ? x : x + w, top: y - FONT.small + 1, bottom: y + 2 };
}

/** A space between two texts on one line; lines may touch. */
const overlaps = (a: Box, b: Box): boolean => a.left < b.right + CLEAR && b.left < a.right + CLEAR && a.top < b.bottom && b.top < a.bottom;
