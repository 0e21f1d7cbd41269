/**
 * The view a diagram opens with, as plain arithmetic (no DOM): the whole tree when it fits
 * the panel legibly, else a readable scale on the part that matters. Readable means the
 * texts' size on screen: values at least 10 px (preferably the editor's font size), every
 * other text drawn at least 9 px; a fit that would make them smaller leaves them out (the
 * level of detail in viewport.ts).
 */
import type { Rect } from '../render/draw';
import { FONT } from '../render/geometry';

/** screen = k · world + (x, y) */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Space kept free around a fitted drawing (px). */
export const MARGIN = 12;
/** Values are never fitted below 10 px on screen. */
export const READABLE_SCALE = 10 / FONT.value;
/**
 * Level of detail: no text is drawn under 9 px on screen but values (under 5 px). Windows,
 * labels and badges go first, edge texts (moves and probabilities, a size larger) next. A
 * tree fitted whole between these scales shows every value and leaves out what would be too
 * small (the 30-node Duel in a 526 px panel keeps its moves and probabilities at 9.4 px and
 * drops its long node labels, which the tooltips have).
 */
export const SMALL_TEXTS_SCALE = 9 / FONT.small;
export const EDGE_TEXTS_SCALE = 9 / FONT.edge;
export const VALUES_SCALE = 5 / FONT.value;
/** A tree too big to show whole opens where every text is readable: small texts at 9 px. */
export const OPEN_SCALE = SMALL_TEXTS_SCALE;
/**
 * While practising, the names and the answer boxes (small texts) are what the student works on:
 * a sheet is never fitted below 10 px for them; one too wide for that opens at that scale and pans.
 */
export const PRACTICE_SCALE = 10 / FONT.small;
const MAX_FIT_SCALE = 1.5;

/** The scale at which values are as big as the editor's text (`editorFontPx`), within readable bounds. */
export const preferredScale = (editorFontPx: number): number =>
  Math.min(MAX_FIT_SCALE, Math.max(READABLE_SCALE, (Number.isFinite(editorFontPx) && editorFontPx > 0 ? editorFontPx : 14) / FONT.value));

/** The largest scale that shows all of `bounds` in `size`. */
export const wholeScale = (size: Size, bounds: Rect): number => Math.min((size.width - 2 * MARGIN) / bounds.w, (size.height - 2 * MARGIN) / bounds.h);

/** Whether the whole drawing fits `size` with its values readable (or what `legible` is the least scale for). */
export const fitsLegibly = (size: Size, bounds: Rect, legible = READABLE_SCALE): boolean => bounds.w > 0 && bounds.h > 0 && wholeScale(size, bounds) >= legible;

/**
 * The opening view. A tree that fits legibly is shown whole, centred across, no larger than
 * `preferred`. A bigger one opens at a readable scale (small texts at 9 px, or down to values at
 * 10 px to show TOP_LEVELS levels under the root) on its top rows with the root in view,
 * leaving room on the left for the ruler's gutter (draw.ts pinRuler), and leaning towards the
 * principal variation (`path`, root first): as much of its start as fits beside the root is
 * in view, and when the next move is further away than the panel is wide, the view shows as
 * much as it can on that side, so the highlighted edge leads out of it the way to go (the
 * overview marks the rest). `legible`: the least scale the tree is shown at (PRACTICE_SCALE while
 * practising).
 */
export function openingView(size: Size, bounds: Rect, path: readonly Point[], preferred: number, legible = READABLE_SCALE): View {
  const whole = wholeScale(size, bounds);
  if (whole >= legible) {
    // Centred across, its root near the top as on a page.
    const k = Math.min(whole, Math.max(preferred, legible));
    return { k, x: (size.width - bounds.w * k) / 2 - bounds.x * k, y: MARGIN - bounds.y * k };
  }
  const k = Math.max(legible, Math.min(preferred, OPEN_SCALE, Math.max(READABLE_SCALE, levelsScale(size, bounds, path))));
  const y = MARGIN - bounds.y * k;
  const left = MARGIN - Math.min(0, bounds.x) * k;
  const span = (size.width - MARGIN - left) / k;
  const down = (size.height - MARGIN - y) / k;
  const shown = path.filter((p) => p.y <= down);
  const root = shown[0] ?? { x: bounds.x + bounds.w / 2, y: 0 };
  let lo = root.x;
  let hi = root.x;
  let n = 1;
  for (; n < shown.length; n++) {
    const next = shown[n].x;
    if (Math.max(hi, next) - Math.min(lo, next) > span - 2 * NODE_ROOM) break;
    lo = Math.min(lo, next);
    hi = Math.max(hi, next);
  }
  let centre = (lo + hi) / 2;
  // The rest of the variation is further off: the view leans its way, keeping a fifth of the panel on the stretch's other side.
  const room = Math.max(NODE_ROOM, span / 5);
  if (n < shown.length) centre = shown[n].x < lo ? hi + room - span / 2 : lo - room + span / 2;
  // Never past the tree's edge: the view stays on the drawing.
  centre = Math.min(bounds.x + bounds.w - span / 2, Math.max(bounds.x + span / 2, centre));
  return { k, x: left + span * k * 0.5 - centre * k, y };
}

/**
 * The scale that shows the root and TOP_LEVELS levels under it (those of the principal variation,
 * `path`) from the top of the drawing: a tree of tall rows (max^n tuples under three-line labels)
 * opens a little smaller than OPEN_SCALE rather than on two or three rows; its labels and windows
 * are then left out until a zoom, its values and moves stay.
 */
function levelsScale(size: Size, bounds: Rect, path: readonly Point[]): number {
  const deepest = path[Math.min(TOP_LEVELS, path.length - 1)];
  if (deepest === undefined) return Infinity;
  return (size.height - 2 * MARGIN) / (deepest.y + NODE_ROOM * 1.5 - bounds.y);
}

const TOP_LEVELS = 4;

/** Room kept between a node of the principal variation and the side of the view (drawing units). */
const NODE_ROOM = 30;

/**
 * A view whose panel changed size (the user's zoom is kept): the same point of the drawing
 * stays in the middle across, and the top stays where it was, as a page does when its window
 * gets shorter or taller.
 */
export function recentred(view: View, from: Size, to: Size): View {
  const cx = (from.width / 2 - view.x) / view.k;
  return { k: view.k, x: to.width / 2 - cx * view.k, y: view.y };
}
