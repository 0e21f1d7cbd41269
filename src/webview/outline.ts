/**
 * The lecture's notation for each kind of node: MAX an up-pointing triangle, MIN a
 * down-pointing one, chance a circle, max^n players a rounded box, leaves a small box.
 * Also where the value sits inside each outline.
 */
import type { NodeShape } from '../core/diagram';
import type { Box } from './geometry';
import { addSvg, type SvgEl } from './svg';

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
      addSvg('circle', { ...cls, r: w }, parent);
      break;
    case 'player':
    case 'leaf':
      addSvg('rect', { ...cls, x: -w, y: -h, width: box.w, height: box.h, rx: shape === 'player' ? 9 : 2 }, parent);
      break;
  }
}

/** Baseline of the value text: in the wide part of a triangle (its centroid), else the middle. */
export function valueBaseline(shape: NodeShape, box: Box): number {
  switch (shape) {
    case 'max':
      return box.h / 6 + 4;
    case 'min':
      return -box.h / 6 + 4;
    case 'player':
      return 13; // under the player's name
    default:
      return 4;
  }
}
