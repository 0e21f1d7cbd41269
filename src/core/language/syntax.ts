import { IntMap } from '../text/int-map';
import {
  isNumberAt,
  namedAt,
  numberLiteralAt,
  wordAt,
  type BlankLiteral,
  type CutLiteral,
  type EdgeLiteral,
  type KindLiteral,
  type NamedSpan,
  type TupleLiteral,
  type ValueLiteral,
  type WindowLiteral,
} from './literals';
import type { Span } from '../text/text';

/* Syntax objects carry their own `start`/`end` (they are Spans) rather than a nested span
   object, and the nodes of a tree are columns of numbers (SyntaxNodes): a 10 MB file holds
   millions of nodes, and every allocation counts. */

/** An offset that is not there (no label, no edge, no children list…), and the index of no node. */
export const NONE = -1;

/** The parts of a node that few nodes have, kept out of the node itself. */
export interface NodeExtras {
  cut: CutLiteral | null;
  /** The name of a chance outcome, written before its probability: `six` in `six 1/6 -> 5`. */
  outcome: NamedSpan | null;
  /** `*name`: this node is a transposition of the anchored node. */
  ref: NamedSpan | null;
  kind: KindLiteral | null;
  anchor: NamedSpan | null;
  /** A value that is not a plain number: a tuple, or the blank `=?`. */
  value: TupleLiteral | BlankLiteral | null;
  window: WindowLiteral | null;
  /** A tuple estimate (a plain number is in its column). */
  estimate: TupleLiteral | null;
  /** `={max(3, min(x, 4))}`: a value answer about the tree's unknown; the text between the braces. */
  formula: Span | null;
}

/** The rare parts a node shows as written; `value` and `estimate` are read through the node, which merges their columns. */
export type RareParts = Readonly<Omit<NodeExtras, 'value' | 'estimate'>>;

const NO_RARE_PARTS: RareParts = Object.freeze({ cut: null, outcome: null, ref: null, kind: null, anchor: null, window: null, formula: null });

/**
 * The columns of a SyntaxNodes row besides its start: each is kept as a distance in one byte
 * (see SyntaxNodes), and read back as an offset into the text or the index of a node.
 */
export const enum Col {
  End = 1,
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
  /** Index of the next sibling, or NONE. */
  NextSibling,
}
/** Bytes a row: its flags, then one byte for each column after Start. */
const BYTES = 8;
/** The flags byte: the node has a first child (always the next row, in pre-order); it has rare parts. */
const HAS_CHILD = 1;
const HAS_EXTRAS = 2;
/** In a column's byte: no value (NONE); or a distance too large for the byte, kept in `far`. */
const BYTE_NONE = 0xff;
const BYTE_FAR = 0xfe;
const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK - 1;

/**
 * The written nodes of one tree, in pre-order (the root is node 0, as the model's ids count), as
 * columns of numbers rather than an object per node: a 10 MB file holds millions of nodes. A row
 * is 12 bytes: the node's start (an Int32), a byte of flags, and a byte for each other column
 * holding its distance from a base — an offset from the node's start, the next sibling from
 * the node's index — since nearly all are small. A distance that does not fit (a big subtree's
 * end, a far sibling: one row in a hundred in a uniform tree, each inner node of a deep chain)
 * is kept in an IntMap beside, which the collector need not trace. The first child needs no
 * column: in pre-order it is the next row. The rare parts sit in a map of their own. A
 * SyntaxNode is a view of one row, made when asked for.
 */
export class SyntaxNodes {
  /**
   * The rows, CHUNK rows to a chunk: a big tree adds chunks instead of copying one growing
   * array (on some machines first touching fresh memory costs more than the parse itself).
   * The first chunk starts at 16 rows and doubles up to CHUNK rows, for the many small trees.
   */
  private starts: Int32Array[] = [new Int32Array(16)];
  private bytes: Uint8Array[] = [new Uint8Array(16 * BYTES)];
  count = 0;
  /** Distances that do not fit their byte, by `row * BYTES + column`. */
  private readonly far = new IntMap();
  private readonly rare = new Map<number, NodeExtras>();

  constructor(
    /** The text the offsets point into (the parser's: a typeset minus sign reads as '-'). */
    readonly source: string,
  ) {}

  start(i: number): number {
    return this.starts[i >>> CHUNK_BITS][i & CHUNK_MASK];
  }

  /** The column's value: an offset (End, Open, LabelAt, …), or a node's index (NextSibling); NONE when absent. */
  get(i: number, col: Col): number {
    const d = this.bytes[i >>> CHUNK_BITS][(i & CHUNK_MASK) * BYTES + col];
    if (d < BYTE_FAR) return (col === Col.NextSibling ? i : this.start(i)) + d;
    return d === BYTE_NONE ? NONE : this.far.get(i * BYTES + col)!;
  }

  set(i: number, col: Col, value: number): void {
    const d = value - (col === Col.NextSibling ? i : this.start(i));
    // NONE (-1) is below every base, so it takes the second path too.
    if (d >= 0 && d < BYTE_FAR) this.bytes[i >>> CHUNK_BITS][(i & CHUNK_MASK) * BYTES + col] = d;
    else this.setOutsideByte(i, col, value);
  }

  private setOutsideByte(i: number, col: Col, value: number): void {
    const far = value !== NONE;
    this.bytes[i >>> CHUNK_BITS][(i & CHUNK_MASK) * BYTES + col] = far ? BYTE_FAR : BYTE_NONE;
    if (far) this.far.set(i * BYTES + col, value);
  }

  /** The first child's index, or NONE. */
  firstChild(i: number): number {
    return (this.bytes[i >>> CHUNK_BITS][(i & CHUNK_MASK) * BYTES] & HAS_CHILD) !== 0 ? i + 1 : NONE;
  }

  /**
   * A fresh row at index `count`, every column NONE (the end at the start), not yet counted: the
   * parser fills it in and keeps it with add(), or reuses it for the next node when nothing could be read.
   */
  draft(start: number): number {
    const i = this.count;
    this.room(i);
    this.starts[i >>> CHUNK_BITS][i & CHUNK_MASK] = start;
    const rows = this.bytes[i >>> CHUNK_BITS];
    const at = (i & CHUNK_MASK) * BYTES;
    if (rows[at] !== 0) {
      // A row given up by the parser may have made rare parts: they go with it.
      if ((rows[at] & HAS_EXTRAS) !== 0) this.rare.delete(i);
      rows[at] = 0;
    }
    rows[at + Col.End] = 0;
    for (let k = at + Col.Open; k < at + BYTES; k++) rows[k] = BYTE_NONE;
    return i;
  }

  /** Makes room for row `i`: a new chunk, or the first one grown. */
  private room(i: number): void {
    const c = i >>> CHUNK_BITS;
    if (c === this.starts.length) {
      this.starts.push(new Int32Array(CHUNK));
      this.bytes.push(new Uint8Array(CHUNK * BYTES));
      return;
    }
    const starts = this.starts[c];
    if ((i & CHUNK_MASK) < starts.length) return;
    const size = Math.min(starts.length * 2, CHUNK);
    const grownStarts = new Int32Array(size);
    grownStarts.set(starts);
    this.starts[c] = grownStarts;
    const grownBytes = new Uint8Array(size * BYTES);
    grownBytes.set(this.bytes[c]);
    this.bytes[c] = grownBytes;
  }

  /** Keeps the drafted row. */
  add(): number {
    return this.count++;
  }

  /** Drops the spare rows of the last chunk once the tree is read. */
  trim(): void {
    const last = this.starts.length - 1;
    const used = this.count - last * CHUNK;
    if (used < this.starts[last].length) {
      this.starts[last] = this.starts[last].slice(0, used);
      this.bytes[last] = this.bytes[last].slice(0, used * BYTES);
    }
  }

  extras(i: number): NodeExtras | null {
    return (this.bytes[i >>> CHUNK_BITS][(i & CHUNK_MASK) * BYTES] & HAS_EXTRAS) === 0 ? null : this.rare.get(i)!;
  }

  /** The rare parts of node `i`, made when the first one is set. */
  more(i: number): NodeExtras {
    const found = this.extras(i);
    if (found !== null) return found;
    const extras: NodeExtras = { cut: null, outcome: null, ref: null, kind: null, anchor: null, value: null, window: null, estimate: null, formula: null };
    this.bytes[i >>> CHUNK_BITS][(i & CHUNK_MASK) * BYTES] |= HAS_EXTRAS;
    this.rare.set(i, extras);
    return extras;
  }

  /** Links `kids` (indices, in order: the first is parent + 1, as pre-order has it) as the children of `parent`. */
  link(parent: number, kids: readonly number[], from: number, to: number): void {
    if (from < to) {
      if (kids[from] !== parent + 1) throw new Error(`the first child of row ${parent} is row ${kids[from]}`);
      this.bytes[parent >>> CHUNK_BITS][(parent & CHUNK_MASK) * BYTES] |= HAS_CHILD;
    }
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
    return this.nodes.start(this.i);
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
    for (let k = this.nodes.firstChild(this.i); k !== NONE; k = this.nodes.get(k, Col.NextSibling)) kids.push(new SyntaxNode(this.nodes, k));
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

  /**
   * The parts few nodes have (`node.rare.cut`, `.window`, `.kind`, …), all null on most nodes. They
   * live outside the columns, and reading them through one object says so at the call site.
   */
  get rare(): RareParts {
    return this.extras ?? NO_RARE_PARTS;
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
