import { offsetsOf, type Diagnostic } from '../../language/diagnostics';
import type { GameNode, GameTree, Unknown } from '../../model/model';
import { formatNum, type Num } from '../../model/num';
import { breakpointsOf, samplesOf } from '../../symbolic/breakpoints';
import { nodeName } from '../../output/display';
import type { Span } from '../../text/text';
import type { Tally } from './verdicts';
import { alphaBetaLeaves, fewestLeaves, type FewestLeaves } from './fewest-leaves';

/*
 * The ordering exercise (`ask: best-order`): the student reorders the children so that
 * alpha-beta evaluates as few leaves as possible. The answer is the order as written, counted
 * by a run of alpha-beta with the tree's depth, window, fail and prune settings, against the
 * fewest any order reaches (fewest-leaves.ts). The count is what is graded, not one particular
 * order: any order that reaches the fewest is right.
 */

/** The leaves the written order makes alpha-beta evaluate, the fewest possible, and one order that reaches it. */
export interface OrderJudgement {
  readonly evaluated: number;
  readonly fewest: FewestLeaves;
  /**
   * A tree with an unknown leaf: the order is judged at every value of it that matters, and the
   * counts are those at `at` (the first value where the order misses the fewest), or, where it
   * never does, at the range's low end with `everywhere` set.
   */
  readonly unknown?: { readonly name: string; readonly at: Num; readonly everywhere: boolean; readonly low: Num; readonly high: Num };
}

/** The order judged, or why it cannot be (a tree alpha-beta does not order, or one too large to try). */
export function judgeOrder(tree: GameTree): OrderJudgement | { readonly problem: string } {
  if (tree.settings.order !== 'written') {
    return { problem: `the order is graded as written, and 'order: ${tree.settings.order}' re-sorts it: remove that line` };
  }
  if (tree.unknown) return judgeOverRange(tree, tree.unknown);
  const fewest = fewestLeaves(tree);
  if ('problem' in fewest) return fewest;
  return { evaluated: alphaBetaLeaves(tree, null), fewest };
}

/**
 * The order of a tree with an unknown leaf, at each breakpoint and between two (breakpoints.ts:
 * every comparison alpha-beta makes, in any order, is x against one of the tree's numbers, so
 * the counts are the same all through each gap): best when it reaches the fewest at every one.
 */
function judgeOverRange(tree: GameTree, unknown: Unknown): OrderJudgement | { readonly problem: string } {
  let first: OrderJudgement | null = null;
  for (const x of samplesOf(breakpointsOf(tree))) {
    const fewest = fewestLeaves(tree, undefined, x);
    if ('problem' in fewest) return fewest;
    const judged = { evaluated: alphaBetaLeaves(tree, null, x), fewest };
    const range = { name: unknown.name, at: x, low: unknown.low, high: unknown.high };
    if (judged.evaluated !== fewest.leaves) return { ...judged, unknown: { ...range, everywhere: false } };
    first ??= { ...judged, unknown: { ...range, everywhere: true } };
  }
  return first!;
}

/** Where an ordering verdict goes: the `ask:` line, else the tree's header. */
function askSpan(tree: GameTree): Span {
  return tree.syntax.settings.find((s) => s.key.text === 'ask') ?? tree.syntax.name ?? tree.syntax.header;
}

const leaves = (n: number): string => `${n} ${n === 1 ? 'leaf' : 'leaves'}`;

/** "7 leaves; the fewest possible is 5" — the counts a student may always see (they never say which order). */
export function orderCounts(judged: OrderJudgement): string {
  const { evaluated, fewest, unknown } = judged;
  if (unknown?.everywhere) return `the fewest leaves possible for every ${unknown.name} from ${formatNum(unknown.low)} to ${formatNum(unknown.high)}`;
  const when = unknown ? ` when ${unknown.name} = ${formatNum(unknown.at)}` : '';
  return evaluated === fewest.leaves ? `${leaves(evaluated)}, the fewest possible` : `${leaves(evaluated)}${when}; the fewest possible is ${fewest.leaves}`;
}

/** The check of a tree that asks for the best order: one diagnostic on its `ask:` line; none for a tree that does not ask. */
export function orderDiagnostics(tree: GameTree): Diagnostic[] {
  if (tree.settings.ask !== 'best-order') return [];
  const span = offsetsOf(askSpan(tree));
  const judged = judgeOrder(tree);
  if ('problem' in judged) return [{ code: 'order-unavailable', severity: 'warning', message: `This order cannot be graded: ${judged.problem}.`, span }];
  if (judged.evaluated === judged.fewest.leaves) {
    return [{ code: 'order-best', severity: 'information', message: `In this order alpha-beta evaluates ${orderCounts(judged)}.`, span }];
  }
  return [
    {
      code: 'order-not-best',
      severity: 'warning',
      message: `In this order alpha-beta evaluates ${orderCounts(judged)}: reorder the children so that it evaluates fewer.`,
      span,
    },
  ];
}

/** "Order: 7 leaves; the fewest possible is 5", for a tree's answer summary; null for a tree that does not ask. */
export function orderSummary(tree: GameTree): string | null {
  if (tree.settings.ask !== 'best-order') return null;
  const judged = judgeOrder(tree);
  return 'problem' in judged ? null : `order: ${orderCounts(judged)}`;
}

const NOT_ASKED: Tally = { right: 0, wrong: 0, blank: 0, total: 0, extra: 0 };

/**
 * A summary of what the sheet asks: an ordering sheet that writes no value and no window (not
 * even `=?`) asks for the order and its cut marks only, so its values and windows are not counted
 * as blanks.
 */
export function askedOfSheet<S extends { readonly values: Tally; readonly windows: Tally }>(tree: GameTree, summary: S): S {
  if (tree.settings.ask !== 'best-order') return summary;
  const writes = tree
    .allNodes()
    .some((n) => n.syntax.rare.window !== null || (n.children.length > 0 && (n.syntax.value !== null || n.syntax.rare.formula !== null)));
  return writes ? summary : { ...summary, values: NOT_ASKED, windows: NOT_ASKED };
}

/** A tree's answer summary with its order's counts first, for a tree that asks for the best order. */
export function withOrderSummary(tree: GameTree, answers: string | null): string | null {
  const order = orderSummary(tree);
  return order && answers ? `${order}; ${answers}` : (order ?? answers);
}

/**
 * A hint that gives no order away: the first node (in the written order, top down) where
 * reordering its children alone makes alpha-beta evaluate fewer leaves, named but not how; else
 * that several nodes must change together. Null when the order is already best, or not asked.
 */
export function orderHint(tree: GameTree): { readonly node: number; readonly text: string } | null {
  if (tree.settings.ask !== 'best-order') return null;
  const judged = judgeOrder(tree);
  if ('problem' in judged || judged.evaluated === judged.fewest.leaves) return null;
  const counts = `Alpha-beta evaluates ${orderCounts(judged)}.`;
  const place = improvableNode(tree, judged.evaluated, judged.unknown?.at);
  if (place) {
    const where = place.parent ? `the children of ${nodeName(place)}` : "the root's children";
    return { node: place.id, text: `${counts} Look at ${where}: another order of them alone makes alpha-beta evaluate fewer leaves.` };
  }
  return { node: tree.root.id, text: `${counts} No single node's children do better on their own: change the order at two or more nodes together.` };
}

/** Orders of one node's children tried for a hint (5! = 120); a node with more children is passed over. */
const HINT_CHILDREN = 5;

function improvableNode(tree: GameTree, evaluated: number, x: Num | undefined): GameNode | null {
  for (const node of tree.allNodes()) {
    if (node.children.length < 2 || node.children.length > HINT_CHILDREN) continue;
    for (const order of permutations(node.children)) {
      if (alphaBetaLeaves(tree, new Map([[node, order]]), x) < evaluated) return node;
    }
  }
  return null;
}

/** Every order of `items` (n! of them: for a handful only). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}
