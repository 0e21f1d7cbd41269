/**
 * The view a diagram opens with, as plain arithmetic (no DOM): the whole tree when it fits
 * the panel legibly, else a readable scale on the part that matters. Readable means the
 * texts' size on screen: values at least 10 px, windows and labels 9 px where the tree
 * cannot be shown whole, at least 8 px where it can (a smaller scale hides them: the level
 * of detail in viewport.ts), values preferably at the editor's font size.
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
 * Small texts (windows, labels, edge texts) under 8 px on screen are not drawn; values under
 * 5 px neither. Not 9 px: a tree that fits whole with 10 px values may leave its small texts
 * at 8–9 px (Duel, 30 nodes, in a 526 px panel: 8.5 px), and hiding them there drew an
 * expectimax tree without its probabilities and moves, the givens of the exercise.
 */
export const SMALL_TEXTS_SCALE = 8 / FONT.small;
export const VALUES_SCALE = 5 / FONT.value;
/** A tree too big to show whole opens where every text is readable: small texts at 9 px. */
export const OPEN_SCALE = 9 / FONT.small;
const MAX_FIT_SCALE = 1.5;

/** The scale at which values are as big as the editor's text (`editorFontPx`), within readable bounds. */
export const preferredScale = (editorFontPx: number): number =>
  Math.min(MAX_FIT_SCALE, Math.max(READABLE_SCALE, (Number.isFinite(editorFontPx) && editorFontPx > 0 ? editorFontPx : 14) / FONT.value));

/** The largest scale that shows all of `bounds` in `size`. */
export const wholeScale = (size: Size, bounds: Rect): number => Math.min((size.width - 2 * MARGIN) / bounds.w, (size.height - 2 * MARGIN) / bounds.h);

/** Whether the whole drawing fits `size` with its values readable. */
export const fitsLegibly = (size: Size, bounds: Rect): boolean => bounds.w > 0 && bounds.h > 0 && wholeScale(size, bounds) >= READABLE_SCALE;

/**
 * The opening view. A tree that fits legibly is shown whole, centred across, no larger than
 * `preferred`. A bigger one opens at a readable scale with its top rows in view, centred
 * on the longest stretch of `path` (the principal variation, root first) that fits across:
 * the root and its first moves when they fit together; when the variation's first move
 * already leaves the panel (a wide tree), the deeper stretch where its value comes from,
 * which beats a column of the tree's middle that the variation does not pass through.
 */
export function openingView(size: Size, bounds: Rect, path: readonly Point[], preferred: number): View {
  const whole = wholeScale(size, bounds);
  if (whole >= READABLE_SCALE) {
    // Centred across, its root near the top as on a page.
    const k = Math.min(whole, preferred);
    return { k, x: (size.width - bounds.w * k) / 2 - bounds.x * k, y: MARGIN - bounds.y * k };
  }
  const k = Math.min(preferred, OPEN_SCALE);
  const y = MARGIN - bounds.y * k;
  const across = (size.width - 2 * MARGIN) / k - 60;
  const down = (size.height - MARGIN - y) / k;
  const shown = path.filter((p) => p.y <= down);
  const { lo, hi } = widestStretch(shown.length > 0 ? shown.map((p) => p.x) : [bounds.x + bounds.w / 2], across);
  return { k, x: size.width / 2 - ((lo + hi) / 2) * k, y };
}

/** The longest run of consecutive `xs` spanning at most `across` (the earliest of equal runs), as its extent. */
function widestStretch(xs: readonly number[], across: number): { lo: number; hi: number } {
  let best = { from: 0, to: 0 };
  for (let from = 0; from < xs.length; from++) {
    let lo = xs[from];
    let hi = lo;
    let to = from;
    while (to + 1 < xs.length && Math.max(hi, xs[to + 1]) - Math.min(lo, xs[to + 1]) <= across) {
      to++;
      lo = Math.min(lo, xs[to]);
      hi = Math.max(hi, xs[to]);
    }
    if (to - from > best.to - best.from) best = { from, to };
    if (to === xs.length - 1) break; // later runs are only shorter
  }
  const run = xs.slice(best.from, best.to + 1);
  return { lo: Math.min(...run), hi: Math.max(...run) };
}

/**
 * A view whose panel changed size (the user's zoom is kept): the same point of the drawing
 * stays in the middle across, and the top stays where it was, as a page does when its window
 * gets shorter or taller.
 */
export function recentred(view: View, from: Size, to: Size): View {
  const cx = (from.width / 2 - view.x) / view.k;
  return { k: view.k, x: to.width / 2 - cx * view.k, y: view.y };
}
