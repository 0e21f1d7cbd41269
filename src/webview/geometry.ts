/**
 * Fixed sizes of everything drawn, shared by the layout (slot sizes) and the drawing
 * (where a shape sits in its slot). Sizes depend only on what the shapeKey covers
 * (shape, label), never on values or windows, so new values never move a node.
 */
import type { DiagramModel, NodeShape } from '../core/diagram';

/** Vertical distance between two depth rows: y comes from the depth, not from ELK. */
export const ROW_HEIGHT = 104;
/** Room to the right of an inner node (and under a leaf) for "α = …," / "β = …" on two lines. */
export const WINDOW_WIDTH = 58;
export const WINDOW_LINE = 12;
/** Horizontal gap ELK keeps between two slots. */
export const SLOT_GAP = 10;
const CHAR_WIDTH = 7;

export interface Box {
  readonly w: number;
  readonly h: number;
}

/** max^n trees carry tuples (values for every player): their boxes are wider. */
export const widePayoffs = (diagram: DiagramModel): boolean => diagram.nodes.some((n) => n.shape === 'player');

/** The size of a node's outline. `wide`: values are tuples (max^n), so boxes are wider. */
export function shapeBox(shape: NodeShape, wide: boolean): Box {
  switch (shape) {
    case 'max':
    case 'min':
      return { w: 44, h: 36 };
    case 'chance':
      return { w: 38, h: 38 };
    case 'player':
      return { w: wide ? 84 : 60, h: 40 };
    case 'leaf':
      return { w: wide ? 72 : 36, h: 24 };
  }
}

/** Width of a node's written label, shown left of its outline. */
export const labelWidth = (label: string | null): number => (label ? label.length * CHAR_WIDTH + 6 : 0);

/**
 * A node's slot for the layout. Inner nodes keep the label on the left and the window on
 * the right, symmetrically, so the outline's centre is the slot's centre and ELK's
 * centring of parents over children carries over to the outlines. Leaves carry their
 * window underneath (no edges leave a leaf).
 */
export function slotBox(shape: NodeShape, label: string | null, wide: boolean): Box {
  const box = shapeBox(shape, wide);
  if (shape === 'leaf') {
    return { w: Math.max(box.w + 2 * labelWidth(label), WINDOW_WIDTH) + SLOT_GAP, h: box.h + 2 * WINDOW_LINE + 4 };
  }
  return { w: box.w + 2 * Math.max(labelWidth(label), WINDOW_WIDTH) + SLOT_GAP, h: box.h };
}
