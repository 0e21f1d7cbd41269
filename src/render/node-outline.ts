/**
 * The lecture's notation for each kind of node: MAX an up-pointing triangle, MIN a
 * down-pointing one, chance a circle (an ellipse around a long value), max^n players a rounded box, leaves a small box.
 * Also where the value sits inside each outline.
 */
import type { NodeShape } from '../core/diagram/diagram';
import { SMALL_LINE, VALUE_LINE } from './geometry';
import type { Box } from './svg-document';
import { addSvg, type SvgEl } from './svg-document';

export function drawOutline(shape: NodeShape, box: Box, parent: SvgEl): void {
  const w = box.w / 2;
  const h = box.h / 2;
  const cls = { class: 'outline' };
  switch (shape) {
    case 'max':
      addSvg('path', { ...cls, d: `M0,${-h}L${w},${h}L${-w},${h}Z` }, parent);
      break;
    case 'min':
      addSvg('path', { ...cls, d: `M${-w},${-h}L${w},${-h}L0,${h}Z` }, parent);
      break;
    case 'chance':
      // A circle; an ellipse when a long value (2.111111) needs more width than height.
      if (w === h) addSvg('circle', { ...cls, r: w }, parent);
      else addSvg('ellipse', { ...cls, rx: w, ry: h }, parent);
      break;
    case 'player':
    case 'leaf':
      addSvg('rect', { ...cls, x: -w, y: -h, width: box.w, height: box.h, rx: shape === 'player' ? 9 : 2 }, parent);
      break;
  }
}

/** Baseline of the value's first line: in the wide part of a triangle (its centroid), else the middle; a tuple's column from the top. */
export function valueBaseline(shape: NodeShape, box: Box, lines = 1): number {
  switch (shape) {
    case 'max':
      return box.h / 6 + 4.5;
    case 'min':
      return -box.h / 6 + 4.5;
    case 'player':
      return -box.h / 2 + SMALL_LINE + VALUE_LINE - 1; // under the player's name
    case 'leaf':
      return lines > 1 ? -box.h / 2 + VALUE_LINE - 0.5 : 4.5;
    default:
      return 4.5;
  }
}
