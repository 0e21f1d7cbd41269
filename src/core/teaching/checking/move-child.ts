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
 * swaps its whole text (edge, cut mark and subtree) with the sibling before (`by` −1) or after
 * (+1); the gap between them (spaces, comments, line breaks) stays where it was. Refused at the
 * ends of the row, on the root, and where the tree would no longer be valid (an anchor `&k`
 * moved after a reference `*k` to it).
 */
export function moveChild(node: GameNode, text: string, treeIndex: number, by: -1 | 1): MoveOutcome {
  const parent = node.parent;
  if (!parent) return { ok: false, message: 'The root has no siblings to move among.' };
  const kids = parent.children;
  const at = kids.indexOf(node);
  const other = kids[at + by];
  if (at < 0 || !other) return { ok: false, message: `${cap(nodeName(node))} is already the ${by < 0 ? 'first' : 'last'} child of ${nodeName(parent)}.` };
  const [first, second] = by < 0 ? [other, node] : [node, other];
  const a = first.syntax;
  const b = second.syntax;
  const edit = { start: a.start, end: b.end, text: text.slice(b.start, b.end) + text.slice(a.end, b.start) + text.slice(a.start, a.end) };
  const before = checkText(text).trees[treeIndex]?.model;
  const after = checkText(applyEdits(text, [edit])).trees[treeIndex]?.model;
  if (before && !after) return { ok: false, message: `Moving ${nodeName(node)} there would put a reference (*k) before its anchor (&k).` };
  const id = by < 0 ? other.id : node.id + subtreeSize(other);
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
