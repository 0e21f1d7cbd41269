import type { GameNode, GameTree } from '../model/model';
import { toNumber, type Num } from '../model/num';
import type { Rational } from '../model/rational';
import { clamp } from './window';

export type Bound = 'exact' | 'lower' | 'upper';
export type CutKind = 'alphabeta' | 'scout';
export type TableOutcome = 'miss' | 'exact' | 'lower' | 'upper' | 'cutoff';
export type Value = Num | readonly Num[];
/** Why a node is searched again: negascout's fail-high, aspiration's failure, an MTD(f) pass, Star2's full search after a probe. */
export type ResearchReason = 'negascout' | 'aspiration' | 'mtdf' | 'star2';

/**
 * Why Star1/Star2 cut (docs/algorithms.md, "Star1 and Star2"): at a chance node, its value's
 * upper bound `bound` fell to α or its lower bound rose to β (the outcomes not yet searched
 * counted at L or U, or at what Star2's probes found); at a node Star2 probes, the probe
 * searches only its first child.
 */
export type StarCut = { readonly kind: 'upper' | 'lower'; readonly bound: Num } | { readonly kind: 'probe' };

/**
 * The ordered event stream of a run, for the step-by-step replay. Node ids are
 * `GameNode.id`; windows and values are in the algorithm's convention.
 */
export type TraceEvent =
  | { readonly type: 'enter'; readonly node: number; readonly alpha: Num; readonly beta: Num; readonly scout: boolean }
  | { readonly type: 'return'; readonly node: number; readonly value: Value; readonly best: number | null }
  | {
      readonly type: 'prune';
      readonly node: number;
      readonly alpha: Num;
      readonly beta: Num;
      readonly scout: boolean;
      /** The children (in search order) that will not be searched. */
      readonly skipped: readonly number[];
      /** Star1/Star2's cuts: what closed at a chance node, or a probe's stop; absent for a window that closed (α ≥ β). */
      readonly star?: StarCut;
    }
  | { readonly type: 'table'; readonly node: number; readonly outcome: TableOutcome; readonly value: Num | null }
  | { readonly type: 'research'; readonly node: number; readonly reason: ResearchReason }
  /**
   * Star2 at a chance node: its probing phase begins (`probe`), or ends undecided and its full
   * search begins (`search`), with the bounds [lower, upper] on its value known at that moment.
   */
  | { readonly type: 'probe'; readonly node: number; readonly phase: 'probe' | 'search'; readonly lower: Num; readonly upper: Num };

const TABLE_OUTCOMES: readonly TableOutcome[] = ['miss', 'exact', 'lower', 'upper', 'cutoff'];

/** The window and scout flag of each slot's last call. */
class Windows {
  readonly alpha: Float64Array;
  readonly beta: Float64Array;
  readonly scout: Uint8Array;

  /** The first `n` slots get the full window (−∞, +∞), which every call before had. */
  constructor(size: number, n = 0) {
    this.alpha = new Float64Array(size);
    this.beta = new Float64Array(size);
    this.scout = new Uint8Array(size);
    this.alpha.fill(-Infinity, 0, n);
    this.beta.fill(Infinity, 0, n);
  }
}

/**
 * The non-whole values and window bounds, by slot (see num.ts): the float columns hold their
 * nearest numbers, these the exact ones. Made at the first non-whole value, so an integer
 * tree never has them.
 */
class Fractions {
  readonly value = new Map<number, Rational>();
  readonly alpha = new Map<number, Rational>();
  readonly beta = new Map<number, Rational>();
}

/**
 * Per-slot storage, grown by doubling: a run pays for the nodes it calls, not for the tree.
 * Columns a run may not need are made on first use: the windows at the first call with a
 * window other than (−∞, +∞) (a search without windows never makes them), the table
 * outcomes at the first look-up: external memory is what makes V8 start marking the whole heap
 * (docs/performance.md).
 */
class Columns {
  /** The node id of each slot. */
  id: Int32Array;
  visits: Int32Array;
  order: Int32Array;
  value: Float64Array;
  /** 1 + id of the best child, 0 for none. */
  best: Int32Array;
  expanded: Uint8Array;
  /** Null while every call had the full window and was no scout call. */
  windows: Windows | null = null;
  /** 1 + index into TABLE_OUTCOMES, 0 for no look-up; null before the first look-up. */
  table: Uint8Array | null = null;

  constructor(readonly size: number) {
    this.id = new Int32Array(size);
    this.visits = new Int32Array(size);
    this.order = new Int32Array(size);
    this.value = new Float64Array(size);
    this.best = new Int32Array(size);
    this.expanded = new Uint8Array(size);
  }

  grownTo(size: number): Columns {
    const next = new Columns(size);
    next.copy(this);
    return next;
  }

  /** Copies `from`'s slots into these (as many: `from` has no more slots than these). */
  copy(from: RecorderState['columns']): void {
    this.id.set(from.id);
    this.visits.set(from.visits);
    this.order.set(from.order);
    this.value.set(from.value);
    this.best.set(from.best);
    this.expanded.set(from.expanded);
    if (from.windows) {
      const w = (this.windows = new Windows(this.size));
      w.alpha.set(from.windows.alpha);
      w.beta.set(from.windows.beta);
      w.scout.set(from.windows.scout);
    }
    if (from.table) (this.table = new Uint8Array(this.size)).set(from.table);
  }
}

/**
 * A tree's id -> slot index, lent to the newest recorder of that tree. It is the one array as
 * large as the tree: a fresh one per run made a pruning search of a big tree pay for zeroing
 * the whole tree, and added 4 bytes a node of external memory per run (what makes V8 mark the
 * whole heap). The recorder it is taken from clears its own entries (touching only its calls)
 * and, if it is read again, builds a private index from its slots.
 */
class SharedIndex {
  /** The recorder the index is lent to; its entries are the only non-zero ones. */
  owner: Recorder | null = null;
  constructor(readonly slots: Int32Array) {}
}

const sharedIndexes = new WeakMap<GameTree, SharedIndex>();

/**
 * What a recorder holds, as plain data (typed arrays, arrays, maps of plain values): what a
 * structured clone carries from a worker thread to the thread that parsed the same text.
 */
export interface RecorderState {
  readonly nodes: number;
  readonly calls: number;
  readonly leafEvals: number;
  readonly researches: number;
  readonly columns: {
    readonly id: Int32Array;
    readonly visits: Int32Array;
    readonly order: Int32Array;
    readonly value: Float64Array;
    readonly best: Int32Array;
    readonly expanded: Uint8Array;
    readonly windows: { readonly alpha: Float64Array; readonly beta: Float64Array; readonly scout: Uint8Array } | null;
    readonly table: Uint8Array | null;
  };
  readonly tuples: readonly (readonly Num[] | undefined)[];
  readonly fractions: { readonly value: Map<number, Rational>; readonly alpha: Map<number, Rational>; readonly beta: Map<number, Rational> } | null;
  readonly events: readonly TraceEvent[] | null;
  readonly unsearched: Int32Array;
}

/**
 * Records what one run does, per node and, optionally, as an event stream. Every
 * algorithm reports through it. A node gets a slot at its first call; reads by node id
 * go through `slotOf`, the only array as large as the tree (shared by the runs of a tree).
 */
export class Recorder {
  /**
   * 1 + slot of each node id; 0 for a node never called. The tree's shared index, borrowed at
   * the first call (or read), or a private one once a newer recorder took it; null until needed.
   */
  private slotOf: Int32Array | null = null;
  /** Whether this recorder has borrowed the shared index (a second need after a newer recorder took it builds a private one). */
  private borrowed = false;
  private readonly nodeCount: number;
  private cols: Columns;
  /** Tuple values (maxn), by slot. */
  private readonly tuples: (readonly Num[] | undefined)[] = [];
  /** Exact non-whole values and bounds; null while all are whole. */
  private fractions: Fractions | null = null;
  readonly events: TraceEvent[] | null;
  /** Number of distinct nodes called (slots in use). */
  nodes = 0;
  /** `touched`, built on first read. */
  private touchedList: number[] | null = null;
  calls = 0;
  leafEvals = 0;
  researches = 0;
  /**
   * The children prunes left unsearched, in the order of the prunes (a child may appear again,
   * or be called later), for `markCuts`: for each prune the pruning node's id, how many children
   * it skipped, and their ids.
   */
  private unsearched = new Int32Array(64);
  private unsearchedLength = 0;

  /**
   * `prunes`: the algorithm cuts, so it will likely call a small part of the tree; otherwise
   * all of it. `capacity`, when known, is how many distinct nodes the run will likely call
   * (the columns grow beyond it). The recorder borrows the tree's shared index (see `SharedIndex`) at its first call.
   */
  constructor(
    private readonly tree: GameTree,
    withEvents: boolean,
    prunes: boolean,
    capacity?: number,
  ) {
    const nodeCount = tree.size;
    this.nodeCount = nodeCount;
    this.cols = new Columns(Math.max(64, capacity ?? (prunes ? nodeCount >> 4 : nodeCount)));
    this.events = withEvents ? [] : null;
  }

  /**
   * Ids of the called nodes, in order of first call (slot order): summaries walk these, not
   * the whole tree. Built from the slots on first read (a JS array grown by a push per call
   * costs a run more than the slots do).
   */
  get touched(): number[] {
    if (this.touchedList === null || this.touchedList.length !== this.nodes) {
      const ids = this.cols.id;
      const list = new Array<number>(this.nodes);
      for (let s = 0; s < this.nodes; s++) list[s] = ids[s];
      this.touchedList = list;
    }
    return this.touchedList;
  }

  /** A newer recorder of the tree takes the shared index: our entries leave it. */
  private release(): void {
    this.clearIndex();
    this.slotOf = null;
  }

  private index(): Int32Array {
    return this.slotOf ?? (this.borrowed ? this.privateIndex() : this.borrowIndex());
  }

  /**
   * Takes the tree's shared index from the recorder that has it, at the first need rather than
   * when made: a run's recorder that only adds up later ones (iterative deepening's) takes it
   * after them.
   */
  private borrowIndex(): Int32Array {
    let shared = sharedIndexes.get(this.tree);
    if (!shared) sharedIndexes.set(this.tree, (shared = new SharedIndex(new Int32Array(this.nodeCount))));
    shared.owner?.release();
    shared.owner = this;
    this.borrowed = true;
    return (this.slotOf = shared.slots);
  }

  /** Rebuilt from the slots, for reads after `release`. */
  private privateIndex(): Int32Array {
    const index = new Int32Array(this.nodeCount);
    const ids = this.cols.id;
    for (let s = 0; s < this.nodes; s++) index[ids[s]] = s + 1;
    return (this.slotOf = index);
  }

  /** Zeros our index entries, touching only the nodes we called. */
  private clearIndex(): void {
    const index = this.index();
    const ids = this.cols.id;
    for (let s = 0; s < this.nodes; s++) index[ids[s]] = 0;
  }

  private slot(id: number): number {
    return this.index()[id] - 1;
  }

  /**
   * Adds the calls another recorder of the same tree recorded, as if they were made after ours:
   * visits, calls and leaf evaluations add up, a node first called there gets its order after
   * all of ours, and window, value, best and table outcome become those of its last call.
   * Iterative deepening records each iteration on its own and appends them into one record of
   * the whole run.
   */
  append(later: Recorder): void {
    const from = later.cols;
    const offset = this.calls;
    // Room for all of `later`'s nodes at once, rather than doubling on the way.
    if (this.nodes + later.nodes > this.cols.size) this.cols = this.cols.grownTo(Math.max(2 * this.cols.size, this.nodes + later.nodes));
    for (let t = 0; t < later.nodes; t++) {
      const id = from.id[t];
      let s = this.slot(id);
      if (s < 0) {
        s = this.newSlot(id);
        this.cols.order[s] = offset + from.order[t];
      }
      const c = this.cols; // after newSlot, which may grow the columns
      c.visits[s] += from.visits[t];
      this.put(s, later.valueAt(t));
      c.best[s] = from.best[t];
      c.expanded[s] = from.expanded[t];
      const w = from.windows;
      if (w) this.window(s, later.alphaAt(t), later.betaAt(t), w.scout[t] === 1);
      else this.window(s, -Infinity, Infinity, false);
      if (from.table && from.table[t] !== 0) (c.table ??= new Uint8Array(c.size))[s] = from.table[t];
      if (later.tuples[t] !== undefined) this.tuples[s] = later.tuples[t];
    }
    const start = this.roomForUnsearched(later.unsearchedLength);
    this.unsearched.set(later.unsearched.subarray(0, later.unsearchedLength), start);
    this.unsearchedLength += later.unsearchedLength;
    this.calls += later.calls;
    this.leafEvals += later.leafEvals;
    this.researches += later.researches;
    this.touchedList = null;
    if (this.events && later.events) for (const e of later.events) this.events.push(e);
  }

  /** This record as plain data, its columns cut to the slots in use (see RecorderState). */
  toState(): RecorderState {
    const n = this.nodes;
    const c = this.cols;
    const w = c.windows;
    return {
      nodes: n,
      calls: this.calls,
      leafEvals: this.leafEvals,
      researches: this.researches,
      columns: {
        id: c.id.slice(0, n),
        visits: c.visits.slice(0, n),
        order: c.order.slice(0, n),
        value: c.value.slice(0, n),
        best: c.best.slice(0, n),
        expanded: c.expanded.slice(0, n),
        windows: w && { alpha: w.alpha.slice(0, n), beta: w.beta.slice(0, n), scout: w.scout.slice(0, n) },
        table: c.table && c.table.slice(0, n),
      },
      tuples: this.tuples.slice(0, n),
      fractions: this.fractions && { value: new Map(this.fractions.value), alpha: new Map(this.fractions.alpha), beta: new Map(this.fractions.beta) },
      events: this.events && [...this.events],
      unsearched: this.unsearched.slice(0, this.unsearchedLength),
    };
  }

  /** The recorder a state was made from, over `tree`: the same text's tree, parsed again (its ids are the same). */
  static fromState(tree: GameTree, state: RecorderState): Recorder {
    const rec = new Recorder(tree, state.events !== null, false, Math.max(64, state.nodes));
    rec.cols.copy(state.columns);
    rec.tuples.push(...state.tuples);
    if (state.fractions) {
      const f = (rec.fractions = new Fractions());
      for (const key of ['value', 'alpha', 'beta'] as const) for (const [slot, r] of state.fractions[key]) f[key].set(slot, r);
    }
    if (rec.events && state.events) rec.events.push(...state.events);
    rec.unsearched = Int32Array.from(state.unsearched.length > 0 ? state.unsearched : [0]);
    rec.unsearchedLength = state.unsearched.length;
    rec.nodes = state.nodes;
    rec.calls = state.calls;
    rec.leafEvals = state.leafEvals;
    rec.researches = state.researches;
    // Reads go through a private index, built from the slots at the first read; the tree's shared one stays with its own runs.
    rec.borrowed = true;
    return rec;
  }

  // The reports below run once or more per call: they are kept small so that the
  // compiler inlines them into the algorithms, with the event stream out of line.

  /** The node's slot, given at its first call. */
  private slotFor(id: number): number {
    const s = this.index()[id] - 1;
    return s >= 0 ? s : this.newSlot(id);
  }

  /** A fresh slot holds zeros (the columns are new): only the order is set. */
  private newSlot(id: number): number {
    const s = this.nodes++;
    if (s === this.cols.size) this.cols = this.cols.grownTo(s * 2);
    this.index()[id] = s + 1;
    this.cols.id[s] = id;
    this.cols.order[s] = this.calls;
    return s;
  }

  /**
   * A call on the node begins. Returns the node's slot: the call's other reports
   * (`expand`, `leave`, `prune`, `lookup`) take it, so a call looks its node up once.
   */
  enter(node: GameNode, alpha: Num, beta: Num, scout = false): number {
    const s = this.called(node, alpha, beta, scout);
    this.cols.best[s] = 0;
    if (this.events) this.logEnter(s, alpha, beta, scout);
    return s;
  }

  /** What every call on a node counts first (`enter`, `leaf`): its visit, the call, its window; nothing expanded yet. */
  private called(node: GameNode, alpha: Num, beta: Num, scout: boolean): number {
    const s = this.slotFor(node.id);
    this.cols.visits[s]++;
    this.calls++;
    this.window(s, alpha, beta, scout);
    this.cols.expanded[s] = 0;
    return s;
  }

  /** The call's window; nothing while every call has had the full window and no scout flag. */
  private window(s: number, alpha: Num, beta: Num, scout: boolean): void {
    let w = this.cols.windows;
    if (w === null) {
      if (alpha === -Infinity && beta === Infinity && !scout) return;
      w = this.cols.windows = new Windows(this.cols.size, this.nodes);
    }
    if (typeof alpha === 'number' && typeof beta === 'number') {
      w.alpha[s] = alpha;
      w.beta[s] = beta;
      if (this.fractions !== null) this.exactWindow(w, s, alpha, beta);
    } else {
      this.exactWindow(w, s, alpha, beta);
    }
    w.scout[s] = scout ? 1 : 0;
  }

  /** The window's bounds where one is not whole, or where an earlier call's might have been (out of line). */
  private exactWindow(w: Windows, s: number, alpha: Num, beta: Num): void {
    const f = (this.fractions ??= new Fractions());
    w.alpha[s] = toNumber(alpha);
    w.beta[s] = toNumber(beta);
    if (typeof alpha === 'number') f.alpha.delete(s);
    else f.alpha.set(s, alpha);
    if (typeof beta === 'number') f.beta.delete(s);
    else f.beta.set(s, beta);
  }

  /** The value column: whole values in the float column, others beside it. */
  private put(s: number, value: Num): void {
    if (typeof value === 'number') {
      this.cols.value[s] = value;
      if (this.fractions !== null) this.fractions.value.delete(s);
    } else {
      this.cols.value[s] = toNumber(value);
      (this.fractions ??= new Fractions()).value.set(s, value);
    }
  }

  private valueAt(s: number): Num {
    return this.fractions?.value.get(s) ?? this.cols.value[s];
  }

  private alphaAt(s: number): Num {
    const w = this.cols.windows;
    return w === null ? -Infinity : (this.fractions?.alpha.get(s) ?? w.alpha[s]);
  }

  private betaAt(s: number): Num {
    const w = this.cols.windows;
    return w === null ? Infinity : (this.fractions?.beta.get(s) ?? w.beta[s]);
  }

  /** `value` clamped to the window the call at slot `s` was entered with (a fail-hard return). */
  clampToWindow(s: number, value: Num): Num {
    return clamp(value, this.alphaAt(s), this.betaAt(s));
  }

  /** The children of the call at slot `s` are about to be searched. */
  expand(s: number): void {
    this.cols.expanded[s] = 1;
  }

  /** Id of the best child so far of the call at slot `s` (see `setBest`), or −1. */
  bestSoFar(s: number): number {
    return this.cols.best[s] - 1;
  }

  /** `child` becomes the best child of the call at slot `s` (`enter` starts it with none). */
  setBest(s: number, child: GameNode): void {
    this.cols.best[s] = child.id + 1;
  }

  /** The call at slot `s` returns `value`; its best child is the last `setBest`. */
  leave(s: number, value: Num): Num {
    this.put(s, value);
    if (this.events) this.logReturn(s, value);
    return value;
  }

  leaveTuple(s: number, value: readonly Num[], best: GameNode | null): readonly Num[] {
    this.tuples[s] = value;
    this.cols.best[s] = best === null ? 0 : best.id + 1;
    if (this.events) this.logReturn(s, value);
    return value;
  }

  /** A whole call on a terminal node: `enter` and `leave` at once, the value evaluated first. */
  leaf(node: GameNode, alpha: Num, beta: Num, scout: boolean, value: Num): Num {
    const s = this.called(node, alpha, beta, scout);
    this.put(s, value);
    this.cols.best[s] = 0;
    if (this.events) this.logLeaf(s, alpha, beta, scout, value);
    return value;
  }

  leafEval(): void {
    this.leafEvals++;
  }

  /** `children` (in search order) of the call at slot `s`; those from `from` on are pruned. */
  prune(s: number, children: readonly GameNode[], from: number, alpha: Num, beta: Num, star?: StarCut): void {
    if (from >= children.length) return;
    let at = this.roomForUnsearched(children.length - from + 2);
    const kept = this.unsearched;
    kept[at++] = this.cols.id[s];
    kept[at++] = children.length - from;
    for (let k = from; k < children.length; k++) kept[at++] = children[k].id;
    this.unsearchedLength = at;
    if (this.events) this.logPrune(s, children, from, alpha, beta, star);
  }

  lookup(s: number, outcome: TableOutcome, value: Num | null): void {
    (this.cols.table ??= new Uint8Array(this.cols.size))[s] = TABLE_OUTCOMES.indexOf(outcome) + 1;
    this.events?.push({ type: 'table', node: this.cols.id[s], outcome, value });
  }

  private logEnter(s: number, alpha: Num, beta: Num, scout: boolean): void {
    this.events!.push({ type: 'enter', node: this.cols.id[s], alpha, beta, scout });
  }

  private logReturn(s: number, value: Value): void {
    const best = this.cols.best[s] - 1;
    this.events!.push({ type: 'return', node: this.cols.id[s], value, best: best < 0 ? null : best });
  }

  private logLeaf(s: number, alpha: Num, beta: Num, scout: boolean, value: Num): void {
    const node = this.cols.id[s];
    this.events!.push({ type: 'enter', node, alpha, beta, scout }, { type: 'return', node, value, best: null });
  }

  private logPrune(s: number, children: readonly GameNode[], from: number, alpha: Num, beta: Num, star: StarCut | undefined): void {
    const skipped = children.slice(from).map((c) => c.id);
    const event = { type: 'prune' as const, node: this.cols.id[s], alpha, beta, scout: this.scoutAt(s), skipped };
    this.events!.push(star ? { ...event, star } : event);
  }

  research(node: GameNode, reason: ResearchReason): void {
    this.researches++;
    this.events?.push({ type: 'research', node: node.id, reason });
  }

  /** Star2's phases at a chance node (an event only: the per-node record has nothing of it). */
  probe(node: GameNode, phase: 'probe' | 'search', lower: Num, upper: Num): void {
    this.events?.push({ type: 'probe', node: node.id, phase, lower, upper });
  }

  // ---- reading by node id ----------------------------------------------------

  visitsOf(id: number): number {
    const s = this.slot(id);
    return s < 0 ? 0 : this.cols.visits[s];
  }

  /** Position of the node's first call among all calls, or -1. */
  orderOf(id: number): number {
    const s = this.slot(id);
    return s < 0 ? -1 : this.cols.order[s];
  }

  /** The window of the node's last call. */
  windowOf(id: number): [Num, Num] {
    const s = this.slot(id);
    return s < 0 ? [NaN, NaN] : [this.alphaAt(s), this.betaAt(s)];
  }

  /** α of the node's last call (−∞ while every call had the full window). */
  alphaOf(id: number): Num {
    const s = this.slot(id);
    return s < 0 ? NaN : this.alphaAt(s);
  }

  /** β of the node's last call. */
  betaOf(id: number): Num {
    const s = this.slot(id);
    return s < 0 ? NaN : this.betaAt(s);
  }

  /** What the node's last call returned (scalar algorithms), exactly. */
  valueOf(id: number): Num {
    const s = this.slot(id);
    return s < 0 ? NaN : this.valueAt(s);
  }

  tupleOf(id: number): readonly Num[] | undefined {
    const s = this.slot(id);
    return s < 0 ? undefined : this.tuples[s];
  }

  /** Whether the node's last call searched its children (not a leaf, the depth limit or the table). */
  expandedOf(id: number): boolean {
    const s = this.slot(id);
    return s >= 0 && this.cols.expanded[s] === 1;
  }

  /**
   * Cut marks: writes into `cuts` (by node id) a mark on every never-called child of a node
   * any call of which pruned, 2 where that node's last call was a scout call, else 1 (a child
   * already marked keeps its mark). Returns how many children it marked. Reads the children
   * the prunes left unsearched, kept when they happened (while the children were at
   * hand), rather than the pruning nodes' children again: the hot loop of every summary.
   */
  markCuts(cuts: Uint8Array): number {
    const slotOf = this.index();
    const kept = this.unsearched;
    let count = 0;
    for (let k = 0; k < this.unsearchedLength;) {
      const mark = this.scoutAt(slotOf[kept[k]] - 1) ? 2 : 1;
      const end = k + 2 + kept[k + 1];
      for (k += 2; k < end; k++) {
        const child = kept[k];
        if (cuts[child] !== 0 || slotOf[child] !== 0) continue;
        cuts[child] = mark;
        count++;
      }
    }
    return count;
  }

  /**
   * The prune that left the node unsearched and gave it its cut mark (the first that skipped
   * it; see `markCuts`): the pruning node's id, and the window (α, β) that closed there when
   * the run kept its events (the prune's event has it: a prune records no more than its
   * children, which kept a search as fast as before); null for a node no prune skipped, or one
   * called after all. Walks the prunes: for one node at a time.
   */
  cutOf(id: number): { readonly at: number; readonly window: readonly [Num, Num] | null; readonly star: StarCut | null } | null {
    if (this.slot(id) >= 0) return null;
    const kept = this.unsearched;
    for (let k = 0, prune = 0; k < this.unsearchedLength; prune++) {
      const end = k + 2 + kept[k + 1];
      for (let c = k + 2; c < end; c++) {
        if (kept[c] !== id) continue;
        const event = this.pruneEvent(prune);
        return { at: kept[k], window: event ? [event.alpha, event.beta] : null, star: event?.star ?? null };
      }
      k = end;
    }
    return null;
  }

  /** The run's `n`-th prune event (from 0); null without events. */
  private pruneEvent(n: number): Extract<TraceEvent, { type: 'prune' }> | null {
    if (!this.events) return null;
    for (const e of this.events) if (e.type === 'prune' && n-- === 0) return e;
    return null;
  }

  /** Where `n` more numbers go in `unsearched`, grown by doubling when they do not fit. */
  private roomForUnsearched(n: number): number {
    const at = this.unsearchedLength;
    if (at + n > this.unsearched.length) {
      const grown = new Int32Array(Math.max(this.unsearched.length * 2, at + n));
      grown.set(this.unsearched.subarray(0, at));
      this.unsearched = grown;
    }
    return at;
  }

  private scoutAt(s: number): boolean {
    const w = this.cols.windows;
    return w !== null && w.scout[s] === 1;
  }

  /** Id of the child the node's last call took its value from, or -1. */
  bestOf(id: number): number {
    const s = this.slot(id);
    return s < 0 ? -1 : this.cols.best[s] - 1;
  }

  tableOutcome(id: number): TableOutcome | null {
    const s = this.slot(id);
    const table = this.cols.table;
    const t = s < 0 || table === null ? 0 : table[s];
    return t === 0 ? null : TABLE_OUTCOMES[t - 1];
  }
}
