/** Where practice's answer form goes on screen: beside its node, clear of the node's children (no DOM here: unit-tested). */

/** A box on screen (client coordinates): the node, or one of its children. */
export interface Anchor {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

const GAP = 8;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** What the student reads to answer at a node, which the form should leave in sight. */
export interface Around {
  /** The node's children and its parent: the value comes from the one, the window from the other. */
  readonly keep: readonly Anchor[];
  /** Its siblings searched before it, which set its window too: covered only when nothing else will do. */
  readonly near: readonly Anchor[];
}

const NOTHING: Around = { keep: [], near: [] };

/**
 * Where a box of `size` goes beside `anchor` inside `page`, never over it and, where it can,
 * over none of `around`. Tried in turn, each moved in to stay inside the page: right of the
 * node, then left (centred on it), then right and left again lifted to end at the node's foot
 * (clear of children fanned out below), over it, under the children, under the node. The first
 * that covers nothing wins; else the one that covers the node least, then what it keeps, then
 * the siblings (the earliest tried of equals).
 */
export function placeBeside(anchor: Anchor, size: Size, page: Size, around: Around = NOTHING): { readonly left: number; readonly top: number } {
  const clampX = (x: number): number => Math.max(0, Math.min(x, page.width - size.width));
  const clampY = (y: number): number => Math.max(0, Math.min(y, page.height - size.height));
  const middleY = (anchor.top + anchor.bottom) / 2 - size.height / 2;
  const middleX = (anchor.left + anchor.right) / 2 - size.width / 2;
  const right = anchor.right + GAP;
  const left = anchor.left - GAP - size.width;
  const lifted = anchor.bottom - size.height;
  const below = Math.max(anchor.bottom, ...around.keep.map((k) => k.bottom)) + GAP;
  const tries = [
    { left: right, top: middleY },
    { left, top: middleY },
    { left: right, top: lifted },
    { left, top: lifted },
    { left: middleX, top: anchor.top - GAP - size.height },
    { left: middleX, top: below },
    { left: middleX, top: anchor.bottom + GAP },
  ].map((at) => {
    const box = { left: clampX(at.left), top: clampY(at.top) };
    const covered = (boxes: readonly Anchor[]): number => boxes.reduce((sum, b) => sum + overlap(box, size, b), 0);
    return { box, cost: [covered([anchor]), covered(around.keep), covered(around.near)] };
  });
  const cheaper = (a: readonly number[], b: readonly number[]): boolean => {
    const at = a.findIndex((x, i) => x !== b[i]);
    return at >= 0 && a[at] < b[at];
  };
  return tries.reduce((best, t) => (cheaper(t.cost, best.cost) ? t : best)).box;
}

/** The area a box of `size` at `at` shares with `other`. */
function overlap(at: { readonly left: number; readonly top: number }, size: Size, other: Anchor): number {
  const w = Math.min(at.left + size.width, other.right) - Math.max(at.left, other.left);
  const h = Math.min(at.top + size.height, other.bottom) - Math.max(at.top, other.top);
  return w > 0 && h > 0 ? w * h : 0;
}
