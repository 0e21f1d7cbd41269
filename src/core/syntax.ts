import { isNumberAt, namedAt, numberLiteralAt, wordAt } from './literals';
import type { Span } from './text';

/* Syntax objects carry their own `start`/`end` (they are Spans) rather than a nested span
   object, and the nodes of a tree are columns of numbers (SyntaxNodes): a 10 MB file holds
   millions of nodes, and every allocation counts. */

/** A number as written. `raw` is its exact text for exact arithmetic (see rational.ts, and literalText for the text from offsets). */
export interface NumberLiteral extends Span {
  readonly value: number;
  readonly raw: string;
  readonly form: 'integer' | 'decimal' | 'fraction' | 'percent';
}

export interface TupleLiteral extends Span {
  readonly items: readonly NumberLiteral[];
}

export type ValueLiteral = NumberLiteral | TupleLiteral;

export interface BlankLiteral extends Span {
  readonly blank: true;
}

export const isTuple = (v: ValueLiteral | BlankLiteral): v is TupleLiteral => (v as TupleLiteral).items !== undefined;
export const isBlank = (v: ValueLiteral | BlankLiteral): v is BlankLiteral => (v as BlankLiteral).blank === true;

export type CutMark = 'alphabeta' | 'scout';

/** One bound of a window answer; `value: null` is the blank `?`. */
export interface BoundLiteral extends Span {
  readonly value: number | null;
}

export interface WindowLiteral extends Span {
  readonly alpha: BoundLiteral;
  readonly beta: BoundLiteral;
}

export interface KindLiteral extends Span {
  readonly kind: 'max' | 'min' | 'chance' | 'player';
  /** The player's name, for `@Name`. */
  readonly name: string | null;
}

export interface NamedSpan extends Span {
  readonly text: string;
}

export interface EdgeLiteral extends Span {
  /** The edge's text as written (a move name, or a probability). */
  readonly text: string;
  /** Set when the edge is numeric: a probability under a chance node, a move name elsewhere. */
  readonly number: NumberLiteral | null;
}

export interface CutLiteral extends Span {
  readonly mark: CutMark;
}

/** An offset that is not there (no label, no edge, no children list…), and the index of no node. */
export const NONE = -1;

/** The parts of a node that few nodes have, kept out of the node itself. */
export interface NodeExtras {
  /** The node's row. */
  readonly row: number;
  cut: CutLiteral | null;
  /** `*name`: this node is a transposition of the anchored node. */
  ref: NamedSpan | null;
  kind: KindLiteral | null;
  anchor: NamedSpan | null;
  /** A value that is not a plain number: a tuple, or the blank `=?`. */
  value: TupleLiteral | BlankLiteral | null;
  window: WindowLiteral | null;
  /** A tuple estimate (a plain number is in its column). */
  estimate: TupleLiteral | null;
}

/** The columns of SyntaxNodes.row: one Int32 each. */
export const enum Col {
  Start,
  End,
  /** Offset of the `[` that opens the children list, or NONE (then the node has no list). */
  Open,
  /** Offset of the label's token (a name or a string), or NONE. */
  LabelAt,
  /** Offset of the edge's token (a move name, a string or a number), or NONE. */
  EdgeAt,
  /** Offset of the number token of a plain number value (a bare leaf, `=3`), or NONE. */
  ValueAt,
  /** Offset of the number token of a plain number estimate (`~3`), or NONE; a tuple is in extras. */
  EstimateAt,
  /** Index of the first child, or NONE. */
  FirstChild,
  /** Index of the next sibling, or NONE. */
  NextSibling,
  /** Index of the node's rare parts in SyntaxNodes' list of them, or NONE. */
  Extras,
}
const COLUMNS = 10;
const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK - 1;

/**
 * The written nodes of one tree, in pre-order (the root is node 0, as the model's ids count), as
 * columns of numbers rather than an object per node: a 10 MB file holds millions of nodes, and
 * a row of ten Int32s is 40 bytes where an object with as many fields is 104. The rare parts sit
 * in a list of their own. A SyntaxNode is a view of one row, made when asked for.
 */
export class SyntaxNodes {
  /**
   * The rows, CHUNK rows to a chunk: a big tree adds chunks instead of copying one growing
   * array (on some machines first touching fresh memory costs more than the parse itself).
   * The first chunk starts at 16 rows and doubles up to CHUNK rows, for the many small trees.
   */
  private chunks: Int32Array[] = [new Int32Array(16 * COLUMNS)];
  count = 0;
  private readonly rare: NodeExtras[] = [];

  constructor(
    /** The text the offsets point into (the parser's: a typeset minus sign reads as '-'). */
    readonly source: string,
  ) {}

  get(i: number, col: Col): number {
    return this.chunks[i >>> CHUNK_BITS][(i & CHUNK_MASK) * COLUMNS + col];
  }

  set(i: number, col: Col, value: number): void {
    this.chunks[i >>> CHUNK_BITS][(i & CHUNK_MASK) * COLUMNS + col] = value;
  }

  /**
   * A fresh row at index `count`, every offset NONE, not yet counted: the parser fills it in and
   * keeps it with add(), or reuses it for the next node when nothing could be read.
   */
  draft(start: number): number {
    const i = this.count;
    const rows = this.room(i);
    const at = (i & CHUNK_MASK) * COLUMNS;
    for (let k = at + 2; k < at + COLUMNS; k++) rows[k] = NONE;
    rows[at + Col.Start] = start;
    rows[at + Col.End] = start;
    // A row given up by the parser may have made rare parts: they were the last ones made.
    if (this.rare.length > 0 && this.rare[this.rare.length - 1].row === i) this.rare.pop();
    return i;
  }

  /** The chunk that holds row `i`, made or grown when needed. */
  private room(i: number): Int32Array {
    const c = i >>> CHUNK_BITS;
    if (c === this.chunks.length) this.chunks.push(new Int32Array(CHUNK * COLUMNS));
    const rows = this.chunks[c];
    if ((i & CHUNK_MASK) * COLUMNS < rows.length) return rows;
    const grown = new Int32Array(Math.min(rows.length * 2, CHUNK * COLUMNS));
    grown.set(rows);
    return (this.chunks[c] = grown);
  }

  /** Keeps the drafted row. */
  add(): number {
    return this.count++;
  }

  /** Drops the spare rows of the last chunk once the tree is read. */
  trim(): void {
    const last = this.chunks.length - 1;
    const used = (this.count - last * CHUNK) * COLUMNS;
    if (used < this.chunks[last].length) this.chunks[last] = this.chunks[last].slice(0, used);
  }

  extras(i: number): NodeExtras | null {
    const k = this.get(i, Col.Extras);
    return k === NONE ? null : this.rare[k];
  }

  /** The rare parts of node `i`, made when the first one is set. */
  more(i: number): NodeExtras {
    const k = this.get(i, Col.Extras);
    if (k !== NONE) return this.rare[k];
    const extras: NodeExtras = { row: i, cut: null, ref: null, kind: null, anchor: null, value: null, window: null, estimate: null };
    this.set(i, Col.Extras, this.rare.length);
    this.rare.push(extras);
    return extras;
  }

  /** Links `kids` (indices, in order) as the children of `parent`. */
  link(parent: number, kids: readonly number[], from: number, to: number): void {
    this.set(parent, Col.FirstChild, from < to ? kids[from] : NONE);
    for (let k = from; k < to; k++) this.set(kids[k], Col.NextSibling, k + 1 < to ? kids[k + 1] : NONE);
  }

  node(i: number): SyntaxNode {
    return new SyntaxNode(this, i);
  }
}

/**
 * A node as written: a view of row `i` of its tree's SyntaxNodes (two views of one node are
 * equal in everything but identity). The getters make the literal objects when a feature asks for
 * them (they are not kept); parts absent from the source are `null`. Each part's offset column
 * (`labelAt`, `edgeAt`, …) stands beside the getter that reads its literal.
 */
export class SyntaxNode implements Span {
  constructor(
    readonly nodes: SyntaxNodes,
    /** Pre-order index in its tree. */
    readonly i: number,
  ) {}

  get source(): string {
    return this.nodes.source;
  }

  get start(): number {
    return this.nodes.get(this.i, Col.Start);
  }

  get end(): number {
    return this.nodes.get(this.i, Col.End);
  }

  get extras(): NodeExtras | null {
    return this.nodes.extras(this.i);
  }

  /** Offset of the `[` that opens the children list, or NONE. */
  get open(): number {
    return this.nodes.get(this.i, Col.Open);
  }

  /** `[ ... ]`; null when the node has no bracket list. */
  get children(): SyntaxNode[] | null {
    if (this.open === NONE) return null;
    const kids: SyntaxNode[] = [];
    for (let k = this.nodes.get(this.i, Col.FirstChild); k !== NONE; k = this.nodes.get(k, Col.NextSibling)) kids.push(new SyntaxNode(this.nodes, k));
    return kids;
  }

  /** The `[` of the children list, for diagnostics that point at the opener. */
  get openBracket(): Span | null {
    return this.open === NONE ? null : { start: this.open, end: this.open + 1 };
  }

  /** The next sibling, or null (the last child, or the root). */
  get next(): SyntaxNode | null {
    const k = this.nodes.get(this.i, Col.NextSibling);
    return k === NONE ? null : new SyntaxNode(this.nodes, k);
  }

  /** Offset of the label's token (a name or a string), or NONE. */
  get labelAt(): number {
    return this.nodes.get(this.i, Col.LabelAt);
  }

  get label(): NamedSpan | null {
    return this.labelAt === NONE ? null : namedAt(this.source, this.labelAt);
  }

  /** The label's text alone (no span object). */
  get labelText(): string | null {
    return this.labelAt === NONE ? null : wordAt(this.source, this.labelAt);
  }

  /** Offset of the edge's token (a move name, a string or a number), or NONE. */
  get edgeAt(): number {
    return this.nodes.get(this.i, Col.EdgeAt);
  }

  get edge(): EdgeLiteral | null {
    const at = this.edgeAt;
    if (at === NONE) return null;
    if (isNumberAt(this.source, at)) {
      const number = numberLiteralAt(this.source, at);
      return { text: this.source.slice(at, number.end), number, start: at, end: number.end };
    }
    const named = namedAt(this.source, at);
    return { text: named.text, number: null, start: at, end: named.end };
  }

  /** Offset of the number token of a plain number value (a bare leaf, `=3`), or NONE; tuples and blanks are in extras. */
  get valueAt(): number {
    return this.nodes.get(this.i, Col.ValueAt);
  }

  /** `=v` / `=?`; a bare number or tuple leaf stores its payoff here too. */
  get value(): ValueLiteral | BlankLiteral | null {
    return this.valueAt !== NONE ? numberLiteralAt(this.source, this.valueAt) : (this.extras?.value ?? null);
  }

  get cut(): CutLiteral | null {
    return this.extras?.cut ?? null;
  }

  get ref(): NamedSpan | null {
    return this.extras?.ref ?? null;
  }

  get kind(): KindLiteral | null {
    return this.extras?.kind ?? null;
  }

  get anchor(): NamedSpan | null {
    return this.extras?.anchor ?? null;
  }

  get window(): WindowLiteral | null {
    return this.extras?.window ?? null;
  }

  get estimate(): ValueLiteral | null {
    const at = this.nodes.get(this.i, Col.EstimateAt);
    return at !== NONE ? numberLiteralAt(this.source, at) : (this.extras?.estimate ?? null);
  }
}

export interface SettingValue extends Span {
  readonly text: string;
  /** The lexer's token kind (T). */
  readonly token: number;
}

export interface SettingSyntax extends Span {
  readonly key: NamedSpan;
  readonly values: readonly SettingValue[];
}

export interface TreeSyntax extends Span {
  /** null for an anonymous tree (a file with no `tree` keyword) or `tree {` with no name. */
  readonly name: NamedSpan | null;
  /** The `tree` keyword (for code lenses); the first token for an anonymous tree. */
  readonly header: Span;
  readonly settings: readonly SettingSyntax[];
  readonly root: SyntaxNode | null;
}

export interface FileSyntax {
  readonly trees: readonly TreeSyntax[];
}
