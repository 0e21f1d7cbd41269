/**
 * The view a diagram opens with, as plain arithmetic (no DOM): the whole tree when it fits
 * the panel legibly, else a readable scale on the part that matters. Readable means the
 * texts' size on screen: values at least 10 px, windows and labels at least 9 px (a smaller
 * scale hides them: the level of detail in viewport.ts), values preferably at the editor's
 * font size.
 */
import type { Rect } from './draw';
import { FONT } from './geometry';

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
/** Small texts (windows, labels, edge texts) under 9 px on screen are not drawn; values under 5 px neither. */
export const SMALL_TEXTS_SCALE = 9 / FONT.small;
export const VALUES_SCALE = 5 / FONT.value;
/** A tree too big to show whole opens where every text is readable. */
const OPEN_SCALE = SMALL_TEXTS_SCALE;
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
 * on the root and as much of `path` (the principal variation, root first) as fits across.
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
  const across = (size.width - 2 * MARGIN) / k;
  const down = (size.height - MARGIN - y) / k;
  let lo = path[0]?.x ?? bounds.x + bounds.w / 2;
  let hi = lo;
  for (const p of path.slice(1)) {
    if (p.y > down || Math.max(hi, p.x) - Math.min(lo, p.x) > across - 60) break;
    lo = Math.min(lo, p.x);
    hi = Math.max(hi, p.x);
  }
  return { k, x: size.width / 2 - ((lo + hi) / 2) * k, y };
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
