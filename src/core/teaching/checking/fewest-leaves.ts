import { CHANCE, MAX, type GameNode, type GameTree } from '../../model/model';
import { cmp, formatNum, max, min, type Num } from '../../model/num';
import { alphabeta } from '../../search/algorithms/alphabeta';
import { SearchContext } from '../../search/context';
import { drive } from '../../search/drive';
import type { SearchOrder } from '../../search/order';
import { clamp } from '../../search/window';

/*
 * The ordering exercise's yardstick: over every order of every node's children, the fewest
 * leaves alpha-beta evaluates. Sorting children best-first by their values is not always it: at
 * a node where several children refute, the cheapest refutation wins, not the strongest (under
 * α = 5, `C [ D [1 1 1]  4 ]` cuts after one leaf with 4 first, after three with D first). So it
 * is searched: for a node and the window it is entered with, each value its search can return,
 * with the fewest leaves that return it (a parent's next window depends on the value, so a
 * cheaper call that returns another value is not always better), over the orders of its
 * children, memoised on (children left, value so far).
 */

/** Alpha-beta as gtree runs it for the tree (its depth, window, fail and prune settings), children in `order` (null: as written): the leaves it evaluates; `x` is the unknown leaf's value, if the tree has one. */
export function alphaBetaLeaves(tree: GameTree, order: SearchOrder | null, x?: Num): number {
  const { depth, window, fail, nullwindow, prune } = tree.settings;
  const ctx = new SearchContext(tree, {
    depth,
    order,
    events: false,
    prunes: true,
    view: 'max',
    hard: fail === 'hard',
    window,
    nullWindow: nullwindow,
    prune,
    mtdfPasses: 1,
    unknownValue: x,
  });
  drive(alphabeta(ctx, tree.root, window[0], window[1], 0));
  return ctx.rec.leafEvals;
}

/** The fewest leaves, and an order of every searched node's children that reaches it (nodes absent: as written). */
export interface FewestLeaves {
  readonly leaves: number;
  readonly order: SearchOrder;
}

/** Why the fewest cannot be found: the tree is not one alpha-beta orders (chance, references), or too large to search every order. */
export type FewestProblem = { readonly problem: string };

/** Children a node may have for the search over orders (8! orders at most per window). */
const MAX_CHILDREN = 8;
/** Steps of the search over orders before it gives up (an exercise tree takes a few thousand). */
const WORK_BUDGET = 2_000_000;

export function fewestLeaves(tree: GameTree, budget: number = WORK_BUDGET, x?: Num): FewestLeaves | FewestProblem {
  for (const node of tree.allNodes()) {
    if (node.player === CHANCE) return { problem: 'an ordering exercise needs a tree without chance nodes (alpha-beta does not search them)' };
    if (node.target) return { problem: 'an ordering exercise needs a tree without references (*k): a reference shares its anchor’s order' };
    if (node.children.length > MAX_CHILDREN) return { problem: `a node with more than ${MAX_CHILDREN} children has too many orders to try` };
  }
  if (tree.valueKind === 'tuple') return { problem: 'an ordering exercise needs a two-player tree with single-number payoffs' };
  const planner = new Planner(tree, budget, x);
  let options: readonly Option[];
  try {
    options = planner.options(tree.root, 0, tree.settings.window[0], tree.settings.window[1]);
  } catch (e) {
    if (e === TOO_MUCH) return { problem: 'the tree has too many orders to find the fewest leaves' };
    throw e;
  }
  const cheapest = options.reduce((a, b) => (b.cost < a.cost ? b : a));
  const order = new Map<GameNode, readonly GameNode[]>();
  planOrder(tree.root, cheapest, order);
  return { leaves: cheapest.cost, order };
}

/** One way a call can go: the value it returns, the leaves it evaluates, and the children it searches in order, each with the way its call goes. */
interface Option {
  readonly value: Num;
  readonly cost: number;
  readonly steps: readonly Step[];
}

interface Step {
  readonly child: GameNode;
  readonly option: Option;
}

const TOO_MUCH = Symbol('too much work');

class Planner {
  private readonly memo = new Map<string, readonly Option[]>();
  private work = 0;
  private readonly closedFrom: number;

  constructor(
    private readonly tree: GameTree,
    private readonly budget: number,
    /** The unknown leaf's value (a tree with `unknowns:`), judged one value at a time. */
    private readonly x: Num | undefined,
  ) {
    this.closedFrom = tree.settings.prune === 'strict' ? 1 : 0;
  }

  /** Each value the call on `node` with (α, β) can return, with the fewest leaves that return it. */
  options(node: GameNode, ply: number, alpha: Num, beta: Num): readonly Option[] {
    const { depth } = this.tree.settings;
    if (node.children.length === 0 || (depth !== null && ply >= depth)) return [{ value: evaluation(node, this.x), cost: 1, steps: [] }];
    const key = `${node.id}|${formatNum(alpha)}|${formatNum(beta)}`;
    const known = this.memo.get(key);
    if (known) return known;
    const kids = node.children;
    const isMax = node.player === MAX;
    const hard = this.tree.settings.fail === 'hard';
    const inner = new Map<string, readonly Option[]>();
    const seq = (mask: number, soFar: Num): readonly Option[] => {
      const memoKey = `${mask}|${formatNum(soFar)}`;
      const done = inner.get(memoKey);
      if (done) return done;
      const a = isMax ? max(alpha, soFar) : alpha;
      const b = isMax ? beta : min(beta, soFar);
      const out = new Map<string, Option>();
      for (let i = 0; i < kids.length; i++) {
        if (!(mask & (1 << i))) continue;
        const rest = mask & ~(1 << i);
        for (const o of this.options(kids[i], ply + 1, a, b)) {
          if (++this.work > this.budget) throw TOO_MUCH;
          const v = isMax ? max(soFar, o.value) : min(soFar, o.value);
          const step = { child: kids[i], option: o };
          const closed = cmp(isMax ? max(a, v) : a, isMax ? b : min(b, v)) >= this.closedFrom;
          if (closed || rest === 0) keep(out, { value: v, cost: o.cost, steps: [step] });
          else for (const r of seq(rest, v)) keep(out, { value: r.value, cost: o.cost + r.cost, steps: [step, ...r.steps] });
        }
      }
      const found = [...out.values()];
      inner.set(memoKey, found);
      return found;
    };
    const raw = seq((1 << kids.length) - 1, isMax ? -Infinity : Infinity);
    const result = new Map<string, Option>();
    for (const o of raw) keep(result, hard ? { ...o, value: clamp(o.value, alpha, beta) } : o);
    const found = [...result.values()];
    this.memo.set(key, found);
    return found;
  }
}

/** Keeps the cheaper of two ways to the same value. */
function keep(out: Map<string, Option>, option: Option): void {
  const key = formatNum(option.value);
  const had = out.get(key);
  if (!had || option.cost < had.cost) out.set(key, option);
}

/** A leaf's payoff (`x` for the unknown's leaves), or the estimate where the depth limit stops (the fewest leaves are found for valid trees only). */
const evaluation = (node: GameNode, x: Num | undefined): Num => (node.children.length === 0 ? (node.payoff ?? x!) : node.estimate!);

/** The order the option searches: its steps' children first, the pruned ones after them as written. */
function planOrder(node: GameNode, option: Option, order: Map<GameNode, readonly GameNode[]>): void {
  if (option.steps.length === 0) return;
  const searched = option.steps.map((s) => s.child);
  order.set(node, [...searched, ...node.children.filter((c) => !searched.includes(c))]);
  for (const s of option.steps) planOrder(s.child, s.option, order);
}
