import type { GameNode } from '../model/model';
import { lt, neg, type Num } from '../model/num';

/*
 * The (α, β) windows the searches pass down. In the negamax family a value is in the view of the
 * player to move, so a child where the mover changes gets the parent's window mirrored, the
 * pseudocode's `−negamax(child, −β, −α)`; a max/min override that keeps the mover keeps it as is.
 */

/** +1 when the child is searched from the same side (a max/min override kept the mover), −1 when the mover changes. */
export const sideOf = (node: GameNode, child: GameNode): number => (child.player === node.player ? 1 : -1);

/** α of the child's window in its mover's view: α, or −β when the mover changes (`side` from `sideOf`). */
const childAlpha = (side: number, alpha: Num, beta: Num): Num => (side > 0 ? alpha : neg(beta));

/** β of the child's window in its mover's view: β, or −α when the mover changes. */
const childBeta = (side: number, alpha: Num, beta: Num): Num => (side > 0 ? beta : neg(alpha));

/** `v` kept inside [lo, hi]: what a fail-hard search returns for a value outside its window. */
export const clamp = (v: Num, lo: Num, hi: Num): Num => (lt(v, lo) ? lo : lt(hi, v) ? hi : v);

/** Whether the mover changes below `node` (`side`, as `sideOf`), and the child's window in its mover's view. */
export interface ChildWindow {
  readonly side: number;
  readonly alpha: Num;
  readonly beta: Num;
}

/** `child`'s side and window: what the negamax family passes down for the pseudocode's `−negamax(child, −β, −α)`. */
export function childWindow(node: GameNode, child: GameNode, alpha: Num, beta: Num): ChildWindow {
  const side = sideOf(node, child);
  return { side, alpha: childAlpha(side, alpha, beta), beta: childBeta(side, alpha, beta) };
}
