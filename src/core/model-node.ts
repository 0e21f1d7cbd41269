import { isNumberAt, wordAt } from './literals';
import { CHANCE, type GameNode } from './model';
import { numAt, type Num } from './num';
import { Col, NONE, SyntaxNode, type SyntaxNodes } from './syntax';

/** The values few nodes have: tuples, estimates, the anchor a reference stands for, and a payoff that is not a whole number. */
interface RareValues {
  payoff: Num | null;
  payoffs: readonly Num[] | null;
  estimate: Num | null;
  estimates: readonly Num[] | null;
  target: GameNode | null;
}

/** In the payoff column: no whole payoff there (none, or one in the node's rare values). */
const NO_PAYOFF = NaN;

/**
 * The numbers every node of one tree has — parent, index, depth, player, a whole payoff — as
 * columns indexed by node id: typed arrays outside the garbage-collected heap, so that a tree of
 * millions of nodes is a few flat arrays plus one small object per node (made and kept by the
 * builder, copied by every young-generation collection until it is old: the fewer fields, the
 * cheaper the build).
 */
export class ModelColumns {
  /** Id of each node's parent, or NONE for the root. */
  readonly parent: Int32Array;
  readonly index: Int32Array;
  readonly depth: Int32Array;
  readonly player: Int32Array;
  /** A whole payoff (a safe integer or ±∞), else NO_PAYOFF. */
  readonly payoff: Float64Array;

  constructor(
    /** The tree's syntax rows: a node's id is its row. */
    readonly written: SyntaxNodes,
    /** The tree's nodes by id, filled in as they are made. */
    readonly nodes: ModelNode[],
    count: number,
  ) {
    this.parent = new Int32Array(count);
    this.index = new Int32Array(count);
    this.depth = new Int32Array(count);
    this.player = new Int32Array(count);
    this.payoff = new Float64Array(count).fill(NO_PAYOFF);
  }
}

/**
 * A node of the model as the tree builder makes it: one object of four fields (a 10 MB file has
 * millions), the rest in its tree's columns. Its id is also its row in the tree's SyntaxNodes
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
    public children: readonly GameNode[],
  ) {}

  /**
   * A new node. An object literal with the class's prototype rather than `new`: V8 keeps an
   * allocation site for a literal, sees that the nodes it makes all survive, and from then on
   * allocates them straight into the old generation (pretenuring) instead of copying each one
   * through the young generation; for `new` it does not. With the same fields in the same order
   * as the constructor's, every node has one shape.
   */
  static make(id: number, cols: ModelColumns, children: readonly GameNode[]): ModelNode {
    return { __proto__: ModelNode.prototype, rare: null, id, cols, children } as unknown as ModelNode;
  }

  get parent(): ModelNode | null {
    const p = this.cols.parent[this.id];
    return p === NONE ? null : this.cols.nodes[p];
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
    const v = this.cols.payoff[this.id];
    return v === v ? v : this.rare === null ? null : this.rare.payoff;
  }
  set payoff(v: Num | null) {
    // A whole payoff goes in the column; NaN (a zero denominator, reported by validation) and rationals in `rare`.
    if (typeof v === 'number' && v === v) {
      this.cols.payoff[this.id] = v;
      if (this.rare !== null) this.rare.payoff = null;
      return;
    }
    this.cols.payoff[this.id] = NO_PAYOFF;
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

  /** The edge's number below a chance node, exactly. */
  get probability(): Num | null {
    const at = this.written.get(this.id, Col.EdgeAt);
    if (at === NONE || this.parentPlayer() !== CHANCE || !isNumberAt(this.written.source, at)) return null;
    return numAt(this.written.source, at);
  }
}
