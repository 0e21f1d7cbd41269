/**
 * The texts of a large drawing's nodes off screen are left out of the browser's layout (class `off`, diagram.css).
 * At a readable scale a tree of a thousand nodes shows a few dozen, yet every changed value and window was laid out
 * again before the frame could be painted: most of a values-only redraw's wait (docs/performance.md). The texts are
 * still written (names, export and tests read them); a node coming into view gets its texts back before the frame
 * that shows it, because every change of view passes here first. A node's outline, its edge and its cut strokes stay
 * drawn, and its name (the tree widget's `aria-label` on the node) stays with the screen reader.
 */
import { nodeFrame, type DrawnNode, type Scene } from '../render/draw';
import type { View } from './fit';

/** Below this many drawn nodes nothing is left out: a small tree is mostly on screen, and its layout is cheap. */
export const OFFSCREEN_FROM_NODES = 400;

/** How far past the panel's edges (in panels) a node still counts as on screen: a short pan meets no change. */
const MARGIN = 0.5;

export class OffscreenTexts {
  private scene: Scene | null = null;
  /** Per node id: 1 while its texts are left out, 0 otherwise (as last set on this scene). */
  private off = new Uint8Array(0);
  private edgeOff = new Uint8Array(0);

  /** Sets which nodes' texts are out for the view; a new scene starts with all in. */
  update(scene: Scene, view: View, size: { readonly width: number; readonly height: number }, parentOf: (id: number) => number): void {
    if (scene !== this.scene) {
      this.scene = scene;
      this.off = new Uint8Array(scene.nodes.length);
      this.edgeOff = new Uint8Array(scene.nodes.length);
    }
    const leaveOut = scene.count >= OFFSCREEN_FROM_NODES && size.width > 0 && size.height > 0;
    const left = (-view.x - MARGIN * size.width) / view.k;
    const right = (size.width * (1 + MARGIN) - view.x) / view.k;
    const top = (-view.y - MARGIN * size.height) / view.k;
    const bottom = (size.height * (1 + MARGIN) - view.y) / view.k;
    const meets = (r: Box): boolean => r.x0 < right && r.x1 > left && r.y0 < bottom && r.y1 > top;
    for (let id = 0; id < scene.nodes.length; id++) {
      const node = scene.nodes[id];
      if (!node) continue;
      const own = leaveOut ? boxOf(node) : null;
      const shown = !own || meets(own);
      set(node.g, this.off, id, !shown);
      if (!node.edge) continue;
      // An edge's text lies between its ends: it is out only when the box around both ends misses the view.
      const parent = shown ? undefined : scene.nodes[parentOf(id)];
      set(node.edge.g, this.edgeOff, id, !shown && !(parent && meets(around(own!, boxOf(parent)))));
    }
  }
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function boxOf(node: DrawnNode): Box {
  const frame = nodeFrame(node, 0);
  return { x0: node.cx + frame.x, y0: node.cy + frame.y, x1: node.cx + frame.x + frame.w, y1: node.cy + frame.y + frame.h };
}

const around = (a: Box, b: Box): Box => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) });

function set(el: DrawnNode['g'], state: Uint8Array, id: number, out: boolean): void {
  if ((state[id] === 1) === out) return;
  state[id] = out ? 1 : 0;
  el.classList.toggle('off', out);
}
