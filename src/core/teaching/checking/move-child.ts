import type { GameNode } from '../../model/model';
import { nodeName } from '../../output/display';
import { checkText } from './check';
import { applyEdits, type TextEdit } from './fixes';

/** A child moved one place among its siblings: the edit, the node's id once moved (ids are pre-order), and what to tell a screen reader. */
export type MoveOutcome =
  { readonly ok: true; readonly edit: TextEdit; readonly node: number; readonly said: string } | { readonly ok: false; readonly message: string };

const ORDINALS = ['1st', '2nd', '3rd'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/**
 * The ordering exercise's answer written from the diagram (Alt+Up/Alt+Down, or a drag): `node`
 * moves `by` places among its siblings (−1 the one before, +1 the one after, more for a drag),
 * taking its whole text (edge, cut mark and subtree); the gaps between the siblings (spaces,
 * comments, line breaks) stay where they were. Refused at the ends of the row, on the root, and
 * where the tree would no longer be valid (an anchor `&k` moved after a reference `*k` to it).
 */
export function moveChild(node: GameNode, text: string, treeIndex: number, by: number): MoveOutcome {
  const parent = node.parent;
  if (!parent) return { ok: false, message: 'The root has no siblings to move among.' };
  const kids = parent.children;
  const at = kids.indexOf(node);
  const other = kids[at + by];
  if (at < 0 || !other || by === 0 || !Number.isInteger(by)) {
    const end = by < 0 ? 'first' : 'last';
    const already = at === (by < 0 ? 0 : kids.length - 1);
    return {
      ok: false,
      message: already
        ? `${cap(nodeName(node))} is already the ${end} child of ${nodeName(parent)}.`
        : `${cap(nodeName(node))} cannot move ${by} places among ${kids.length} children.`,
    };
  }
  const lo = Math.min(at, at + by);
  const hi = Math.max(at, at + by);
  const order = kids.slice(lo, hi + 1).filter((k) => k !== node);
  order.splice(by < 0 ? 0 : order.length, 0, node);
  // The siblings' texts in their new order, each gap between two of them left where it was.
  let moved = '';
  for (let i = lo; i <= hi; i++) {
    const s = order[i - lo].syntax;
    moved += text.slice(s.start, s.end);
    if (i < hi) moved += text.slice(kids[i].syntax.end, kids[i + 1].syntax.start);
  }
  const edit = { start: kids[lo].syntax.start, end: kids[hi].syntax.end, text: moved };
  const before = checkText(text).trees[treeIndex]?.model;
  const after = checkText(applyEdits(text, [edit])).trees[treeIndex]?.model;
  if (before && !after) return { ok: false, message: `Moving ${nodeName(node)} there would put a reference (*k) before its anchor (&k).` };
  const id = by < 0 ? other.id : kids.slice(at + 1, hi + 1).reduce((n, k) => n + subtreeSize(k), node.id);
  const place = at + by + 1;
  const said = `${cap(nodeName(node))} moved ${by < 0 ? 'before' : 'after'} ${nodeName(other)}: ${ordinal(place)} of ${kids.length} children of ${nodeName(parent)}.`;
  return { ok: true, edit, node: id, said };
}

/** The written nodes of a subtree (a reference is one: its children are its anchor's). */
function subtreeSize(node: GameNode): number {
  if (node.target) return 1;
  return node.children.reduce((n, c) => n + subtreeSize(c), 1);
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
