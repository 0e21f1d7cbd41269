import { CHANCE, MAX, type GameNode, type GameTree } from '../model/model';
import { ge, neg, signed, type Num } from '../model/num';
import type { SearchOrder } from './order';
import { Recorder } from './recorder';
import { Ties } from './ties';

/** A problem found while searching (e.g. no estimate where a depth limit stops); reported, never thrown out of a run. */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly node: GameNode | null,
  ) {
    super(message);
  }
}

export interface ContextOptions {
  readonly depth: number | null;
  /** Children in search order per node; nodes absent use the written order. */
  readonly order: SearchOrder | null;
  readonly events: boolean;
  /** The algorithm cuts (windowed): size the recorder for a part of the tree. */
  readonly prunes: boolean;
  /** How many distinct nodes the search will likely call, when known better than `prunes` says. */
  readonly capacity?: number;
}

/**
 * Whose view a value is in: MAX's (minimax, alpha-beta, expectimax) or that of the player to
 * move at the node (the negamax family: MAX's value times the mover's colour).
 */
export type View = 'max' | 'mover';

/** What every algorithm needs besides its own logic: search order, evaluation, tie rules, the recorder. */
export class SearchContext {
  readonly rec: Recorder;
  readonly depth: number | null;
  readonly ties: Ties;
  private readonly order: SearchOrder | null;

  constructor(
    readonly tree: GameTree,
    options: ContextOptions,
  ) {
    this.rec = new Recorder(tree, options.events, options.prunes, options.capacity);
    this.depth = options.depth;
    this.order = options.order;
    this.ties = new Ties(tree.settings);
  }

  /** Marks the call at slot `s` (from `rec.enter`) as expanded, and returns the node's children in search order. */
  expandChildren(node: GameNode, s: number): readonly GameNode[] {
    this.rec.expand(s);
    return this.order?.get(node) ?? node.children;
  }

  /**
   * The pseudocode's `if α ≥ β: break`: true when the window has closed, the children from `next`
   * on then recorded as pruned at the call at slot `s`.
   */
  cutsOff(s: number, children: readonly GameNode[], next: number, alpha: Num, beta: Num): boolean {
    if (!ge(alpha, beta)) return false;
    this.rec.prune(s, children, next, alpha, beta);
    return true;
  }

  /**
   * The call at slot `s` returns `value`: as it is (fail-soft), or with `hard` clamped to the
   * window the call was entered with (fail-hard).
   */
  leave(s: number, value: Num, hard: boolean): Num {
    return this.rec.leave(s, hard ? this.rec.clampToWindow(s, value) : value);
  }

  /** A leaf, or an internal node where the depth limit stops the search. */
  isTerminal(node: GameNode, ply: number): boolean {
    return node.children.length === 0 || (this.depth !== null && ply >= this.depth);
  }

  /**
   * The whole call on a terminal node — the pseudocode's `if is_terminal_node(node): return
   * evaluation` — recorded like any call, its value in `view`. `scout` marks a call made by
   * (or below) negascout's null-window search.
   */
  terminal(node: GameNode, alpha: Num, beta: Num, view: View, scout = false): Num {
    return this.rec.leaf(node, alpha, beta, scout, view === 'max' ? this.evaluate(node) : signed(colorOf(node), this.evaluate(node)));
  }

  /**
   * A child's call when the child is terminal at `ply`, made in place (`terminal`, the same
   * call the child's own first line would make) so that a leaf costs no generator; undefined
   * when the child has to be searched. Every search reads its children with
   * `ctx.valueIfTerminal(child, ply + 1, α, β, view) ?? (yield search(child, ply + 1, α, β))`.
   */
  valueIfTerminal(node: GameNode, ply: number, alpha: Num, beta: Num, view: View, scout = false): Num | undefined {
    return this.isTerminal(node, ply) ? this.terminal(node, alpha, beta, view, scout) : undefined;
  }

  /** `terminal` for max^n: the call on a terminal node, valued by its payoff (or estimate) tuple. */
  terminalTuple(node: GameNode): readonly Num[] {
    const s = this.rec.enter(node, -Infinity, Infinity);
    return this.rec.leaveTuple(s, this.evaluateTuple(node), null);
  }

  /** `valueIfTerminal` for max^n. */
  tupleIfTerminal(node: GameNode, ply: number): readonly Num[] | undefined {
    return this.isTerminal(node, ply) ? this.terminalTuple(node) : undefined;
  }

  /** The payoff of a leaf or the estimate at the depth limit, in MAX's view. */
  evaluate(node: GameNode): Num {
    this.rec.leafEval();
    if (node.children.length === 0) return node.payoff ?? scalarOf(node.payoffs);
    return this.estimate(node);
  }

  /** The estimate where the depth limit stops at an internal node (out of line: `evaluate` is inlined into every search). */
  private estimate(node: GameNode): Num {
    if (node.estimate !== null) return node.estimate;
    if (node.estimates !== null) return scalarOf(node.estimates);
    throw missingEstimate(node, this.depth);
  }

  /** A leaf's payoff tuple or the estimate tuple at the depth limit (a scalar v counts as (v, −v)). */
  evaluateTuple(node: GameNode): readonly Num[] {
    this.rec.leafEval();
    if (node.children.length === 0) return node.payoffs ?? [node.payoff!, neg(node.payoff!)];
    if (node.estimates !== null) return node.estimates;
    if (node.estimate !== null) return [node.estimate, neg(node.estimate)];
    throw missingEstimate(node, this.depth);
  }

  /**
   * `child`, whose value compares to the best value so far as `gain` (>0 better, 0 equal), becomes
   * the best child of the call at slot `s` when it is the first, better, or equal and the tie rules
   * take it (the first to reach the best value unless `prefer:`/`ties:` say otherwise). The
   * recorder keeps the best child (for the trace), so a search keeps only the value.
   */
  offer(s: number, gain: number, child: GameNode): void {
    // A worse child changes nothing: the first child is never worse (the value so far starts at ±∞).
    if (gain < 0) return;
    if (gain > 0) {
      this.rec.setBest(s, child);
      return;
    }
    const best = this.rec.bestSoFar(s);
    if (best < 0 || this.ties.takes(gain, child, this.tree.node(best))) this.rec.setBest(s, child);
  }
}

function scalarOf(values: readonly Num[] | null): Num {
  return values ? values[0] : NaN;
}

function missingEstimate(node: GameNode, depth: number | null): SearchError {
  const name = node.label ? `'${node.label}'` : 'this node';
  return new SearchError(`The search stops at ${name} (depth limit ${depth}) but it has no estimate: add one such as '~5'.`, node);
}

/** +1 where MAX moves, −1 where MIN moves (the lecture "Teorija igara – Sekvencijalne igre", slide "NEGAMAX ALGORITAM": evaluation × (−1 if MIN)). */
export const colorOf = (node: GameNode): number => (node.player === MAX ? 1 : -1);

export const isChance = (node: GameNode): boolean => node.player === CHANCE;
