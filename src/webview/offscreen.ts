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
    const shows = (node: DrawnNode | undefined): boolean => {
      if (!node) return false;
      const frame = nodeFrame(node, 0);
      const x = node.cx + frame.x;
      const y = node.cy + frame.y;
      return x < right && x + frame.w > left && y < bottom && y + frame.h > top;
    };
    for (let id = 0; id < scene.nodes.length; id++) {
      const node = scene.nodes[id];
      if (!node) continue;
      const own = !leaveOut || shows(node);
      set(node.g, this.off, id, !own);
      // An edge's text is out only when neither end is near: the edge crosses the screen between them.
      if (node.edge) set(node.edge.g, this.edgeOff, id, !(own || shows(scene.nodes[parentOf(id)])));
    }
  }
}

function set(el: DrawnNode['g'], state: Uint8Array, id: number, out: boolean): void {
  if ((state[id] === 1) === out) return;
  state[id] = out ? 1 : 0;
  el.classList.toggle('off', out);
}
