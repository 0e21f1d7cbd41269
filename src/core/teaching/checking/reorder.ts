import { checkText } from './check';
import { applyEdits, type TextEdit } from './fixes';
import type { GameNode, GameTree } from '../../model/model';
import { desirabilityFrom, sortChildren } from '../../search/order';
import { run } from '../../search/run';
import type { Totals } from '../../search/trace';

/**
 * The course's move-ordering exercise: rewrites a tree's text so that every player node
 * lists its children best-first (most cuts for alpha-beta) or worst-first (fewest), by
 * their estimates where written and their exact values otherwise. Chance nodes and
 * references keep their order. Each child moves with its whole text; the gaps between
 * children (spaces, comments, line breaks) stay where they were.
 */
export function reorderEdit(tree: GameTree, text: string, order: 'best-first' | 'worst-first'): TextEdit | null {
  return orderedEdit(tree, text, sortChildren(tree, order, desirabilityFrom(tree, order)));
}

/** The tree's text with the children of each node in `sorted` in that order (others as written); null when nothing moves. */
export function orderedEdit(tree: GameTree, text: string, sorted: ReadonlyMap<GameNode, readonly GameNode[]>): TextEdit | null {
  const root = tree.root.syntax;
  const rewritten = rewrite(tree.root, text, sorted);
  const original = text.slice(root.start, root.end);
  return rewritten === original ? null : { start: root.start, end: root.end, text: rewritten };
}

function rewrite(node: GameNode, text: string, sorted: ReadonlyMap<GameNode, readonly GameNode[]>): string {
  const s = node.syntax;
  if (node.target || node.children.length === 0) return text.slice(s.start, s.end);
  const kids = node.children;
  const order = sorted.get(node) ?? kids;
  let out = text.slice(s.start, kids[0].syntax.start);
  order.forEach((child, i) => {
    out += rewrite(child, text, sorted);
    if (i + 1 < kids.length) out += text.slice(kids[i].syntax.end, kids[i + 1].syntax.start);
  });
  return out + text.slice(kids[kids.length - 1].syntax.end, s.end);
}

export type ReorderResult =
  { readonly ok: true; readonly edit: TextEdit | null; readonly before: Totals; readonly after: Totals } | { readonly ok: false; readonly message: string };

/** Reorders tree `index` of a file and runs its algorithm before and after, for the report "7 → 5 leaf evaluations". */
export function reorderTree(text: string, index: number, order: 'best-first' | 'worst-first'): ReorderResult {
  const tree = checkText(text).trees[index]?.model;
  if (!tree) return { ok: false, message: 'This tree has errors: fix them first.' };
  const before = run(tree, { events: false });
  if (!before.ok) return { ok: false, message: before.message };
  const edit = reorderEdit(tree, text, order);
  if (!edit) return { ok: true, edit: null, before: before.trace.totals, after: before.trace.totals };
  const next = checkText(applyEdits(text, [edit])).trees[index]?.model;
  // Moving a subtree can put a reference `*k` before its anchor `&k`, which the language forbids.
  if (!next) return { ok: false, message: `Reordering would move a reference (*k) before its anchor (&k); reorder this tree by hand.` };
  const after = run(next, { events: false });
  if (!after.ok) return { ok: false, message: after.message };
  return { ok: true, edit, before: before.trace.totals, after: after.trace.totals };
}
