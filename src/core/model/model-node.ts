import { isNumberAt, wordAt } from '../language/literals';
import { CHANCE, type GameNode, type Reused } from './model';
import { numAt, type Num } from './num';
import { Col, NONE, SyntaxNode, type SyntaxNodes } from '../language/syntax';

/** The values few nodes have: tuples, estimates, the anchor a reference stands for, and a payoff that is not a whole number. */
interface RareValues {
  payoff: Num | null;
  payoffs: readonly Num[] | null;
  estimate: Num | null;
  estimates: readonly Num[] | null;
  target: GameNode | null;
}

/** In the payoff column: no payoff there (none, or one in the node's rare values). */
const NO_PAYOFF = -0x80000000;
/** Made nodes are kept in blocks of this many ids, each made when the first of its nodes is. */
const BLOCK_BITS = 8;
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;

/** A payoff the column holds: a whole number in Int32's range (other than the marker). */
const fitsColumn = (v: Num | null): v is number => typeof v === 'number' && (v | 0) === v && v !== NO_PAYOFF;

/**
 * The numbers every node of one tree has — parent, index, depth, player, a whole payoff — as
 * columns indexed by node id: typed arrays outside the garbage-collected heap, so that a tree of
 * millions of nodes is a few flat arrays, each as narrow as its values allow (on some machines
 * first touching fresh memory is a large part of a run). The node objects are made when first
 * asked for (by `node`): a run of a pruning search on a tree of 10^6 nodes makes those it calls
 * and their siblings, not the million (making and keeping them was the largest part of `gtree run`).
 */
export class ModelColumns {
  /** Id of each node's parent, or NONE for the root. */
  readonly parent: Int32Array;
  /** Index among the parent's children, and depth: 16 bits each until one does not fit (see setPlace). */
  index: Uint16Array | Int32Array;
  depth: Uint16Array | Int32Array;
  /** Who moves: an index into the players, or CHANCE. */
  readonly player: Int8Array | Int16Array;
  /** A payoff that is a whole number in Int32's range, else NO_PAYOFF (then any is in the node's rare values). */
  private readonly payoff: Int32Array;

  /**
   * The nodes made so far, by id, in blocks made on first use: alpha-beta on a tree of 10^6
   * nodes makes about one in ten, in runs of siblings, so most blocks are never made.
   */
  private readonly made: ((ModelNode | undefined)[] | undefined)[] = [];
  /** Every node in id order, once `all` was asked for. */
  private every: ModelNode[] | null = null;
  /** How many nodes the tree has (ids 0 to size − 1); set once the builder has walked them all. */
  size = 0;

  constructor(
    /** The tree's syntax rows: a node's id is its row. */
    readonly written: SyntaxNodes,
    count: number,
    playerCount: number,
  ) {
    this.parent = new Int32Array(count);
    this.index = new Uint16Array(count);
    this.depth = new Uint16Array(count);
    this.player = playerCount < 0x80 ? new Int8Array(count) : new Int16Array(count);
    this.payoff = new Int32Array(count).fill(NO_PAYOFF);
  }

  /** Node `id`, made on first ask and kept: one object per node. */
  node(id: number): ModelNode {
    const block = this.made[id >>> BLOCK_BITS] ?? this.block(id);
    return block[id & BLOCK_MASK] ?? (block[id & BLOCK_MASK] = ModelNode.make(id, this));
  }

  private block(id: number): (ModelNode | undefined)[] {
    const made = this.made;
    while (made.length <= id >>> BLOCK_BITS) made.push(undefined);
    return (made[id >>> BLOCK_BITS] = new Array<ModelNode | undefined>(1 << BLOCK_BITS).fill(undefined));
  }

  /** The stand-in `view` hands out, moved to each node asked for. */
  private standIn: ModelNode | null = null;

  /**
   * Node `id` if it was made, else a stand-in equal to the node in everything but identity,
   * valid until the next call: one object, moved from node to node (a node that holds values of
   * its own, such as a tuple or the anchor of a reference, is always made). For a walk that
   * reads every node once, such as the CLI's output: an object per node, even short-lived, made
   * V8's young generation grow by ~30 MB on a tree of 10^6 nodes, and fresh memory is slow to touch.
   */
  reused(id: number): Reused<ModelNode> {
    const made = this.made[id >>> BLOCK_BITS]?.[id & BLOCK_MASK];
    if (made !== undefined) return made;
    if (this.standIn === null) this.standIn = ModelNode.make(id, this);
    else this.standIn.moveTo(id);
    return this.standIn;
  }

  /** Every node, made now where not yet (once: the list is kept). */
  all(): readonly ModelNode[] {
    if (this.every === null) {
      const every = new Array<ModelNode>(this.size);
      for (let id = 0; id < this.size; id++) every[id] = this.node(id);
      this.every = every;
    }
    return this.every;
  }

  /**
   * Sets node `id`'s parent, index and depth. Index and depth columns start at 16 bits and widen
   * (copied once) when a value does not fit: a chain 100 000 deep, a node with 70 000 children.
   */
  setPlace(id: number, parent: number, index: number, depth: number): void {
    this.parent[id] = parent;
    if ((index | depth) > 0xffff) this.widen(index, depth);
    this.index[id] = index;
    this.depth[id] = depth;
  }

  private widen(index: number, depth: number): void {
    if (index > 0xffff && this.index instanceof Uint16Array) this.index = new Int32Array(this.index);
    if (depth > 0xffff && this.depth instanceof Uint16Array) this.depth = new Int32Array(this.depth);
  }

  /** Node `id`'s payoff if the column holds it, else null (none, or one in the node's rare values). */
  payoffAt(id: number): number | null {
    const v = this.payoff[id];
    return v === NO_PAYOFF ? null : v;
  }

  clearPayoff(id: number): void {
    this.payoff[id] = NO_PAYOFF;
  }

  /** Sets node `id`'s payoff: in the column when it fits, else in the node's rare values. */
  setPayoff(id: number, v: Num | null): void {
    if (fitsColumn(v)) this.payoff[id] = v;
    else this.node(id).payoff = v;
  }

  /** The children of node `id` as written, in order (a reference's are set to its anchor's instead). */
  writtenChildren(id: number): readonly GameNode[] {
    const written = this.written;
    let count = 0;
    for (let k = written.firstChild(id); k !== NONE; k = written.get(k, Col.NextSibling)) count++;
    if (count === 0) return NO_CHILDREN;
    const children = new Array<GameNode>(count);
    let i = 0;
    for (let k = written.firstChild(id); k !== NONE; k = written.get(k, Col.NextSibling)) children[i++] = this.node(k);
    return children;
  }
}

/** One shared empty array for all leaves: most nodes of a big file are leaves. */
const NO_CHILDREN: readonly GameNode[] = Object.freeze([]);

/**
 * A node of the model: one object of four fields, the rest in its tree's columns, made when
 * first asked for (ModelColumns.node). Its id is also its row in the tree's SyntaxNodes
 * (both count the written nodes in pre-order). What the syntax already holds — the label, the
 * move, the probability, the anchor's name — is read from there when asked; the rarely set
 * values live in `rare`.
 */
export class ModelNode implements GameNode {
  private rare: RareValues | null = null;

  /** Use ModelNode.make: this constructor is never called (see there why). */
  private constructor(
    readonly id: number,
    private readonly cols: ModelColumns,
    /** The children, made on first ask; null until then. */
    private kids: readonly GameNode[] | null,
  ) {}

  /**
   * A new node. An object literal with the class's prototype rather than `new`: V8 keeps an
   * allocation site for a literal and sees whether the nodes it makes survive (pretenuring them
   * if they do); for `new` it does not. With the same fields in the same order as the
   * constructor's, every node has one shape.
   */
  static make(id: number, cols: ModelColumns): ModelNode {
    return { __proto__: ModelNode.prototype, rare: null, id, cols, kids: null } as unknown as ModelNode;
  }

  /** Makes this stand-in (ModelColumns.view) node `id`, a node never made: no rare values, children not yet asked for. */
  moveTo(id: number): void {
    (this as { id: number }).id = id;
    this.kids = null;
  }

  /** For a reference `*k`, the anchor's children: the same objects, so a subtree is searched as one position. */
  get children(): readonly GameNode[] {
    return this.kids ?? (this.kids = this.cols.writtenChildren(this.id));
  }
  set children(kids: readonly GameNode[]) {
    this.kids = kids;
  }

  get parent(): ModelNode | null {
    const p = this.cols.parent[this.id];
    return p === NONE ? null : this.cols.node(p);
  }

  get index(): number {
    return this.cols.index[this.id];
  }

  get depth(): number {
    return this.cols.depth[this.id];
  }

  get player(): number {
    return this.cols.player[this.id];
  }

  /** Who moves at the parent; NONE for the root (never CHANCE). */
  private parentPlayer(): number {
    const p = this.cols.parent[this.id];
    return p === NONE ? NONE : this.cols.player[p];
  }

  private get written(): SyntaxNodes {
    return this.cols.written;
  }

  get payoff(): Num | null {
    const v = this.cols.payoffAt(this.id);
    return v !== null ? v : this.rare === null ? null : this.rare.payoff;
  }
  set payoff(v: Num | null) {
    // A whole payoff in Int32's range goes in the column; others, NaN (a zero denominator,
    // reported by validation) and rationals in `rare`.
    if (fitsColumn(v)) {
      this.cols.setPayoff(this.id, v);
      if (this.rare !== null) this.rare.payoff = null;
      return;
    }
    this.cols.clearPayoff(this.id);
    if (v !== null || this.rare !== null) this.values().payoff = v;
  }

  /** The node as written (a view made on each call). */
  get syntax(): SyntaxNode {
    return new SyntaxNode(this.written, this.id);
  }

  private values(): RareValues {
    return (this.rare ??= { payoff: null, payoffs: null, estimate: null, estimates: null, target: null });
  }

  get payoffs(): readonly Num[] | null {
    return this.rare === null ? null : this.rare.payoffs;
  }
  set payoffs(v: readonly Num[] | null) {
    if (v !== null || this.rare !== null) this.values().payoffs = v;
  }

  /** Set for a reference (its anchor's); a plain written estimate is read from the syntax when asked. */
  get estimate(): Num | null {
    const set = this.rare?.estimate;
    if (set !== undefined && set !== null) return set;
    const at = this.written.get(this.id, Col.EstimateAt);
    return at === NONE ? null : numAt(this.written.source, at);
  }
  set estimate(v: Num | null) {
    if (v !== null || this.rare !== null) this.values().estimate = v;
  }

  get estimates(): readonly Num[] | null {
    return this.rare === null ? null : this.rare.estimates;
  }
  set estimates(v: readonly Num[] | null) {
    if (v !== null || this.rare !== null) this.values().estimates = v;
  }

  get target(): GameNode | null {
    return this.rare === null ? null : this.rare.target;
  }
  set target(v: GameNode | null) {
    if (v !== null || this.rare !== null) this.values().target = v;
  }

  /** Its own label, else (for a reference) its anchor's. */
  get label(): string | null {
    const at = this.written.get(this.id, Col.LabelAt);
    return at !== NONE ? wordAt(this.written.source, at) : (this.target?.label ?? null);
  }

  get anchor(): string | null {
    return this.written.extras(this.id)?.anchor?.text ?? null;
  }

  /** The edge's name below a player node; a fraction or a percentage there is an error, not a move. */
  get move(): string | null {
    const at = this.written.get(this.id, Col.EdgeAt);
    if (at === NONE || this.parentPlayer() === CHANCE) return null;
    if (!isNumberAt(this.written.source, at)) return wordAt(this.written.source, at);
    const edge = this.syntax.edge!;
    return edge.number!.form === 'fraction' || edge.number!.form === 'percent' ? null : edge.text;
  }

  /** The outcome's name before the probability below a chance node (`six` in `six 1/6 -> 5`). */
  get outcome(): string | null {
    const named = this.written.extras(this.id)?.outcome;
    return named && this.parentPlayer() === CHANCE ? named.text : null;
  }

  /** The edge's number below a chance node, exactly. */
  get probability(): Num | null {
    const at = this.written.get(this.id, Col.EdgeAt);
    if (at === NONE || this.parentPlayer() !== CHANCE || !isNumberAt(this.written.source, at)) return null;
    return numAt(this.written.source, at);
  }
}
