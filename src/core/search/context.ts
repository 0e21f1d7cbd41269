import { CHANCE, type GameNode, type GameTree } from '../model';
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

export const MAX = 0;

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

  /** Children in search order; marks the call at slot `s` (from `rec.enter`) as expanded. */
  children(node: GameNode, s: number): readonly GameNode[] {
    this.rec.expand(s);
    return this.order?.get(node) ?? node.children;
  }

  /** A leaf, or an internal node where the depth limit stops the search. */
  isTerminal(node: GameNode, ply: number): boolean {
    return node.children.length === 0 || (this.depth !== null && ply >= this.depth);
  }

  /**
   * The whole call on a terminal node — the pseudocode's `if is_terminal_node(node): return
   * evaluation` — recorded like any call. Parents call it directly for terminal children, so a
   * leaf costs no generator. `color` is 1, or the mover's colour for the negamax family.
   */
  terminal(node: GameNode, alpha: number, beta: number, scout: boolean, color: number): number {
    return this.rec.leaf(node, alpha, beta, scout, color * this.evaluate(node));
  }

  /** `terminal` for max^n: the call on a terminal node, valued by its payoff (or estimate) tuple. */
  terminalTuple(node: GameNode): readonly number[] {
    const s = this.rec.enter(node, -Infinity, Infinity);
    return this.rec.leaveTuple(s, this.evaluateTuple(node), null);
  }

  /** The payoff of a leaf or the estimate at the depth limit, in MAX's view. */
  evaluate(node: GameNode): number {
    this.rec.leafEval();
    if (node.children.length === 0) return node.payoff ?? scalarOf(node.payoffs);
    return this.estimate(node);
  }

  /** The estimate where the depth limit stops at an internal node (out of line: `evaluate` is inlined into every search). */
  private estimate(node: GameNode): number {
    if (node.estimate !== null) return node.estimate;
    if (node.estimates !== null) return scalarOf(node.estimates);
    throw missingEstimate(node, this.depth);
  }

  /** A leaf's payoff tuple or the estimate tuple at the depth limit (a scalar v counts as (v, −v)). */
  evaluateTuple(node: GameNode): readonly number[] {
    this.rec.leafEval();
    if (node.children.length === 0) return node.payoffs ?? [node.payoff!, -node.payoff!];
    if (node.estimates !== null) return node.estimates;
    if (node.estimate !== null) return [node.estimate, -node.estimate];
    throw missingEstimate(node, this.depth);
  }

  /**
   * Whether `child`, whose value compares to the best so far as `cmp` (>0 better, 0 equal),
   * becomes the new best: the first to reach the best value wins unless `prefer:`/`ties:` say otherwise.
   */
  takes(cmp: number, child: GameNode, best: GameNode | null): boolean {
    return this.ties.takes(cmp, child, best);
  }
}

function scalarOf(values: readonly number[] | null): number {
  return values ? values[0] : NaN;
}

function missingEstimate(node: GameNode, depth: number | null): SearchError {
  const name = node.label ? `'${node.label}'` : 'this node';
  return new SearchError(`The search stops at ${name} (depth limit ${depth}) but it has no estimate: add one such as '~5'.`, node);
}

/** +1 where MAX moves, −1 where MIN moves (the lecture "Teorija igara – Sekvencijalne igre", slide "NEGAMAX ALGORITAM": evaluation × (−1 if MIN)). */
export const colorOf = (node: GameNode): number => (node.player === MAX ? 1 : -1);

export const isChance = (node: GameNode): boolean => node.player === CHANCE;
