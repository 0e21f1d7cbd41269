import type { GameNode } from '../model';

export type Bound = 'exact' | 'lower' | 'upper';
export type CutKind = 'alphabeta' | 'scout';
export type TableOutcome = 'miss' | 'exact' | 'lower' | 'upper' | 'cutoff';
export type Value = number | readonly number[];

/**
 * The ordered event stream of a run, for the step-by-step replay. Node ids are
 * `GameNode.id`; windows and values are in the algorithm's convention.
 */
export type TraceEvent =
  | { readonly type: 'enter'; readonly node: number; readonly alpha: number; readonly beta: number; readonly scout: boolean }
  | { readonly type: 'return'; readonly node: number; readonly value: Value; readonly best: number | null }
  | {
      readonly type: 'prune';
      readonly node: number;
      readonly alpha: number;
      readonly beta: number;
      readonly scout: boolean;
      /** The children (in search order) that will not be searched. */
      readonly skipped: readonly number[];
    }
  | { readonly type: 'table'; readonly node: number; readonly outcome: TableOutcome; readonly value: number | null }
  | { readonly type: 'research'; readonly node: number; readonly reason: 'negascout' | 'aspiration' | 'mtdf' };

const TABLE_OUTCOMES: readonly TableOutcome[] = ['miss', 'exact', 'lower', 'upper', 'cutoff'];

/**
 * Records what one run does, per node (typed arrays indexed by node id, so recording
 * costs little) and, optionally, as an event stream. Every algorithm reports through it.
 */
export class Recorder {
  readonly visits: Int32Array;
  /** Pre-order position of the node's first call (meaningful where visits > 0). */
  readonly order: Int32Array;
  readonly alpha: Float64Array;
  readonly beta: Float64Array;
  readonly value: Float64Array;
  /** Tuple values (maxn), by node id. */
  readonly tuples: (readonly number[] | undefined)[] = [];
  /** 1 + id of the child whose value the node took at its last call; 0 for none (see bestOf). */
  private readonly bestPlusOne: Int32Array;
  /** 1 when the node's last call was a scout call. */
  readonly scout: Uint8Array;
  /** 1 when the node's children were searched (not a leaf, not stopped by the depth limit or the table). */
  readonly expanded: Uint8Array;
  /** 1 + index into TABLE_OUTCOMES of the last table look-up, 0 for none. */
  readonly table: Uint8Array;
  readonly events: TraceEvent[] | null;
  /** Ids of the called nodes, in order of first call: summaries walk these, not the whole tree. */
  readonly touched: number[] = [];
  calls = 0;
  leafEvals = 0;
  researches = 0;

  // Zero means "nothing recorded" everywhere, so nothing is filled: pages of nodes a run
  // never reaches are never touched, and a run costs about its calls, not the tree's size.
  constructor(nodeCount: number, withEvents: boolean) {
    this.visits = new Int32Array(nodeCount);
    this.order = new Int32Array(nodeCount);
    this.alpha = new Float64Array(nodeCount);
    this.beta = new Float64Array(nodeCount);
    this.value = new Float64Array(nodeCount);
    this.bestPlusOne = new Int32Array(nodeCount);
    this.scout = new Uint8Array(nodeCount);
    this.expanded = new Uint8Array(nodeCount);
    this.table = new Uint8Array(nodeCount);
    this.events = withEvents ? [] : null;
  }

  /** Forgets everything recorded, touching only the nodes that were called (iterative deepening reuses one recorder). */
  reset(): void {
    for (const id of this.touched) {
      this.visits[id] = 0;
      this.order[id] = 0;
      this.bestPlusOne[id] = 0;
      this.scout[id] = 0;
      this.expanded[id] = 0;
      this.table[id] = 0;
      this.tuples[id] = undefined;
    }
    this.touched.length = 0;
    this.events?.splice(0);
    this.calls = this.leafEvals = this.researches = 0;
  }

  enter(node: GameNode, alpha: number, beta: number, scout = false): void {
    const id = node.id;
    if (this.visits[id]++ === 0) {
      this.order[id] = this.calls;
      this.touched.push(id);
    }
    this.calls++;
    this.alpha[id] = alpha;
    this.beta[id] = beta;
    this.scout[id] = scout ? 1 : 0;
    this.expanded[id] = 0;
    this.bestPlusOne[id] = 0;
    this.events?.push({ type: 'enter', node: id, alpha, beta, scout });
  }

  /** The node's children are about to be searched. */
  expand(node: GameNode): void {
    this.expanded[node.id] = 1;
  }

  leave(node: GameNode, value: number, best: GameNode | null): number {
    this.value[node.id] = value;
    this.bestPlusOne[node.id] = best ? best.id + 1 : 0;
    this.events?.push({ type: 'return', node: node.id, value, best: best ? best.id : null });
    return value;
  }

  leaveTuple(node: GameNode, value: readonly number[], best: GameNode | null): readonly number[] {
    this.tuples[node.id] = value;
    this.bestPlusOne[node.id] = best ? best.id + 1 : 0;
    this.events?.push({ type: 'return', node: node.id, value, best: best ? best.id : null });
    return value;
  }

  leafEval(): void {
    this.leafEvals++;
  }

  /** `children` in search order; those from `from` on are pruned. */
  prune(node: GameNode, children: readonly GameNode[], from: number, alpha: number, beta: number): void {
    if (!this.events || from >= children.length) return;
    const skipped = children.slice(from).map((c) => c.id);
    this.events.push({ type: 'prune', node: node.id, alpha, beta, scout: this.scout[node.id] === 1, skipped });
  }

  lookup(node: GameNode, outcome: TableOutcome, value: number | null): void {
    this.table[node.id] = TABLE_OUTCOMES.indexOf(outcome) + 1;
    this.events?.push({ type: 'table', node: node.id, outcome, value });
  }

  research(node: GameNode, reason: 'negascout' | 'aspiration' | 'mtdf'): void {
    this.researches++;
    this.events?.push({ type: 'research', node: node.id, reason });
  }

  /** Id of the child the node's last call took its value from, or -1. */
  bestOf(id: number): number {
    return this.bestPlusOne[id] - 1;
  }

  tableOutcome(id: number): TableOutcome | null {
    return this.table[id] === 0 ? null : TABLE_OUTCOMES[this.table[id] - 1];
  }
}
