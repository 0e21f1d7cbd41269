/**
 * Where the texts on the edges go (moves, probabilities): beside the visible part of the
 * edge, on its outer side, a little below its middle. The layout leaves them no room of
 * their own, so where two texts between the same rows would overlap (the last move of one
 * parent and the first of the next, say `2/6` and `4/6`), the later one slides along its
 * edge to a height where it is clear. Runtime-neutral, like draw.ts.
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
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Heights along the visible part to try, in turn (0: the parent, 1: the child); the cut strokes sit at 0.8. */
const TRIES = [0.56, 0.32, 0.44, 0.68];
const BESIDE = 4;
const CLEAR = 2;
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
      const at = TRIES.find((k) => !near.some((p) => overlaps(p, boxOf(t, k)))) ?? TRIES[0];
      const box = boxOf(t, at);
      placed.push(box);
      const side = sideOf(t);
      t.el.setAttribute('x', String(round(side < 0 ? box.right : box.left)));
      t.el.setAttribute('y', String(round(box.bottom - 2)));
      t.el.setAttribute('text-anchor', side < 0 ? 'end' : 'start');
    }
  }
}

/** Left of an edge that goes left, else right of it. */
const sideOf = (t: EdgeText): number => (t.to[0] < t.from[0] - 1 ? -1 : 1);

const anchor = (t: EdgeText, at: number): number => t.from[0] + (t.to[0] - t.from[0]) * at;

function boxOf(t: EdgeText, at: number): Box {
  const x = anchor(t, at) + sideOf(t) * BESIDE;
  const y = t.from[1] + (t.to[1] - t.from[1]) * at + 3;
  const w = textWidth(t.text, FONT.small);
  return { left: sideOf(t) < 0 ? x - w : x, right: sideOf(t) < 0 ? x : x + w, top: y - FONT.small + 1, bottom: y + 2 };
}

const overlaps = (a: Box, b: Box): boolean => a.left < b.right + CLEAR && b.left < a.right + CLEAR && a.top < b.bottom + CLEAR && b.top < a.bottom + CLEAR;
