import { CHANCE, MAX, type GameNode, type GameTree, type Prune } from '../model/model';
import { cmp, neg, signed, type Num } from '../model/num';
import type { SearchOrder } from './order';
import { Recorder, type ResearchReason, type TableOutcome } from './recorder';
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

/**
 * Whose view a value is in: MAX's (minimax, alpha-beta, expectimax) or that of the player to
 * move at the node (the negamax family: MAX's value times the mover's colour).
 */
export type View = 'max' | 'mover';

/** What a run sets once, for every call of its search. */
export interface RunSettings {
  readonly depth: number | null;
  /** Children in search order per node; nodes absent use the written order. */
  readonly order: SearchOrder | null;
  readonly events: boolean;
  /** The algorithm cuts (windowed): size the recorder for a part of the tree. */
  readonly prunes: boolean;
  /** How many distinct nodes the search will likely call, when known better than `prunes` says. */
  readonly capacity?: number;
  readonly view: View;
  /** Fail-hard: an internal node returns its value clamped to the window it was entered with. */
  readonly hard: boolean;
  /** The root call's window (the `window:` setting). */
  readonly window: readonly [Num, Num];
  /** The width of a null window (negascout's scout calls, MTD(f)'s passes). */
  readonly nullWindow: Num;
  /** When a window closes: as soon as α ≥ β, or only when α > β. */
  readonly prune: Prune;
  /** MTD(f)'s bound on its passes: a huge range of values could take that many. */
  readonly mtdfPasses: number;
  /** The number the tree's unknown leaves are worth in this run (`unknowns:`), if it has any. */
  readonly unknownValue?: Num;
}

/**
 * What every algorithm needs besides its own logic: the run's settings (view, fail mode, null
 * window, depth, search order), evaluation, tie rules, and the reports of each call to the
 * recorder. `enter` begins a call and returns its handle, `call` (the recorder's slot for the
 * node), which the call's other steps take.
 */
export class SearchContext {
  /** What the run recorded; read it after the search (the algorithms report through the context's steps). */
  readonly rec: Recorder;
  readonly depth: number | null;
  readonly ties: Ties;
  /** The null window's width, `w` of negascout's `(−α − w, −α)`. */
  readonly w: Num;
  readonly window: readonly [Num, Num];
  readonly mtdfPasses: number;
  private readonly maxView: boolean;
  private readonly hard: boolean;
  /** The window is closed when cmp(α, β) reaches this: 0 (α ≥ β, `prune: on-equal`) or 1 (α > β, `prune: strict`). */
  private readonly closedFrom: number;
  /** Children in search order per node (null: as written). */
  readonly order: SearchOrder | null;

  constructor(
    readonly tree: GameTree,
    private readonly settings: RunSettings,
  ) {
    this.rec = new Recorder(tree, settings.events, settings.prunes, settings.capacity);
    this.depth = settings.depth;
    this.order = settings.order;
    this.ties = new Ties(tree.settings);
    this.w = settings.nullWindow;
    this.window = settings.window;
    this.mtdfPasses = settings.mtdfPasses;
    this.maxView = settings.view === 'max';
    this.hard = settings.hard;
    this.closedFrom = settings.prune === 'strict' ? 1 : 0;
  }

  /** A context of the same run with its own recorder, searching to `depth` in `order` (iterative deepening's iterations). */
  withDepth(depth: number, order: SearchOrder | null, capacity: number): SearchContext {
    return new SearchContext(this.tree, { ...this.settings, depth, order, capacity });
  }

  /**
   * A call on `node` begins, with the window (α, β); `scout` marks a call made by (or below)
   * negascout's null-window search. Returns the call's handle for its other steps (`expand`,
   * `offer`, `cutsOff`, `lookup`, `leave`): passed along by the search, which measured faster
   * than a stack of the calls under way kept here (docs/performance.md).
   */
  enter(node: GameNode, alpha: Num, beta: Num, scout = false): number {
    return this.rec.enter(node, alpha, beta, scout);
  }

  /** The call searches its children: marks it expanded, and returns them in search order. */
  expand(node: GameNode, call: number): readonly GameNode[] {
    this.rec.expand(call);
    return this.order?.get(node) ?? node.children;
  }

  /**
   * The pseudocode's `if α ≥ β: break`: true when the window has closed (`closed`), the children
   * from `next` on then recorded as pruned at the call.
   */
  cutsOff(call: number, children: readonly GameNode[], next: number, alpha: Num, beta: Num): boolean {
    if (!this.closed(alpha, beta)) return false;
    this.rec.prune(call, children, next, alpha, beta);
    return true;
  }

  /**
   * Every cut test's `α ≥ β`, by the run's `prune:` rule: α ≥ β (`on-equal`: the lecture, AIMA,
   * Knuth & Moore) or α > β (`strict`: UC Berkeley CS188's "you must not prune on equality").
   */
  closed(alpha: Num, beta: Num): boolean {
    return cmp(alpha, beta) >= this.closedFrom;
  }

  /** The call returns `value`: as it is (fail-soft), or clamped to the window it was entered with (fail-hard). */
  leave(call: number, value: Num): Num {
    return this.rec.leave(call, this.hard ? this.rec.clampToWindow(call, value) : value);
  }

  /** Max^n's call returns the tuple `value`, taken from `best`. */
  leaveTuple(call: number, value: readonly Num[], best: GameNode | null): readonly Num[] {
    return this.rec.leaveTuple(call, value, best);
  }

  /** The node is searched once more, for `reason`'s re-search (a negascout fail-high, an aspiration failure, an MTD(f) pass). */
  research(node: GameNode, reason: ResearchReason): void {
    this.rec.research(node, reason);
  }

  /**
   * Star1/Star2's cut test at a chance node whose value is known to lie in [lower, upper]: when
   * the upper bound is at or below α (fails low) or the lower at or above β (fails high), by the
   * run's `prune:` rule as `closed` reads it, the children from `next` on are recorded as pruned
   * and the bound is what the call returns; null while the window stays open.
   */
  chanceCut(call: number, children: readonly GameNode[], next: number, alpha: Num, beta: Num, lower: Num, upper: Num): Num | null {
    if (this.closed(alpha, upper)) {
      this.rec.prune(call, children, next, alpha, beta, { kind: 'upper', bound: upper });
      return upper;
    }
    if (this.closed(lower, beta)) {
      this.rec.prune(call, children, next, alpha, beta, { kind: 'lower', bound: lower });
      return lower;
    }
    return null;
  }

  /** Star2's probe of a node stops after its first child: the others are recorded as pruned by the probe. */
  probeCut(call: number, children: readonly GameNode[], alpha: Num, beta: Num): void {
    this.rec.prune(call, children, 1, alpha, beta, { kind: 'probe' });
  }

  /** Star2's phase at a chance node begins: the probes, or the full search after them (an event for the replay). */
  probePhase(node: GameNode, phase: 'probe' | 'search', lower: Num, upper: Num): void {
    this.rec.probe(node, phase, lower, upper);
  }

  /** What the call's transposition-table look-up did, with the entry's value. */
  lookup(call: number, outcome: TableOutcome, value: Num | null): void {
    this.rec.lookup(call, outcome, value);
  }

  /** A leaf, or an internal node where the depth limit stops the search. */
  isTerminal(node: GameNode, ply: number): boolean {
    return node.children.length === 0 || (this.depth !== null && ply >= this.depth);
  }

  /**
   * The whole call on a terminal node — the pseudocode's `if is_terminal_node(node): return
   * evaluation` — recorded like any call, its value in the run's view. `scout` as for `enter`.
   */
  terminal(node: GameNode, alpha: Num, beta: Num, scout = false): Num {
    return this.rec.leaf(node, alpha, beta, scout, this.evaluation(node));
  }

  /**
   * A child's call when the child is terminal at `ply`, made in place (`terminal`, the same
   * call the child's own first line would make) so that a leaf costs no generator; undefined
   * when the child has to be searched. Every search reads its children with
   * `ctx.valueIfTerminal(child, ply + 1, α, β) ?? (yield search(child, ply + 1, α, β))`.
   */
  valueIfTerminal(node: GameNode, ply: number, alpha: Num, beta: Num, scout = false): Num | undefined {
    return this.isTerminal(node, ply) ? this.terminal(node, alpha, beta, scout) : undefined;
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

  /** The payoff of a leaf or the estimate at the depth limit, in the run's view (MAX's, or times the mover's colour). */
  evaluation(node: GameNode): Num {
    const value = this.evaluate(node);
    return this.maxView ? value : signed(colorOf(node), value);
  }

  /** The payoff of a leaf or the estimate at the depth limit, in MAX's view. */
  private evaluate(node: GameNode): Num {
    this.rec.leafEval();
    if (node.children.length === 0) return node.payoff ?? this.payoffOff(node);
    return this.estimate(node);
  }

  /** A leaf's payoff not in its `payoff`: a tuple's first, or the unknown's value in this run (out of line, as `estimate`). */
  private payoffOff(node: GameNode): Num {
    if (node.payoffs !== null) return node.payoffs[0];
    return this.settings.unknownValue ?? NaN;
  }

  /** The estimate where the depth limit stops at an internal node (out of line: `evaluate` is inlined into every search). */
  private estimate(node: GameNode): Num {
    if (node.estimate !== null) return node.estimate;
    if (node.estimates !== null) return scalarOf(node.estimates);
    throw missingEstimate(node, this.depth);
  }

  /** A leaf's payoff tuple or the estimate tuple at the depth limit (a scalar v counts as (v, −v)). */
  private evaluateTuple(node: GameNode): readonly Num[] {
    this.rec.leafEval();
    if (node.children.length === 0) return node.payoffs ?? [node.payoff!, neg(node.payoff!)];
    if (node.estimates !== null) return node.estimates;
    if (node.estimate !== null) return [node.estimate, neg(node.estimate)];
    throw missingEstimate(node, this.depth);
  }

  /**
   * `child`, whose value compares to the best value so far as `gain` (>0 better, 0 equal), becomes
   * the best child of the call when it is the first, better, or equal and the tie rules take it
   * (the first to reach the best value unless `prefer:`/`ties:` say otherwise). The recorder
   * keeps the best child (for the trace), so a search keeps only the value.
   */
  offer(call: number, gain: number, child: GameNode): void {
    // A worse child changes nothing: the first child is never worse (the value so far starts at ±∞).
    if (gain < 0) return;
    if (gain > 0) {
      this.rec.setBest(call, child);
      return;
    }
    const best = this.rec.bestSoFar(call);
    if (best < 0 || this.ties.takes(gain, child, this.tree.node(best))) this.rec.setBest(call, child);
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
