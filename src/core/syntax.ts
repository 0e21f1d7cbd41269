import { isNumberAt, namedAt, numberLiteralAt, wordAt } from './literals';
import type { Span } from './text';

/* Syntax objects carry their own `start`/`end` (they are Spans) rather than a nested span
   object: a 10 MB file holds millions of them, and every allocation counts. */

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

/** An offset that is not there (no label, no edge, no children list…). */
export const NONE = -1;

/** The parts of a node that few nodes have, kept out of the node itself. */
export interface NodeExtras {
  cut: CutLiteral | null;
  /** `*name`: this node is a transposition of the anchored node. */
  ref: NamedSpan | null;
  kind: KindLiteral | null;
  anchor: NamedSpan | null;
  /** A value that is not a plain number: a tuple, or the blank `=?`. */
  value: TupleLiteral | BlankLiteral | null;
  window: WindowLiteral | null;
  estimate: ValueLiteral | null;
}

/**
 * A node as written. A 10 MB file has millions, so a node is one small object: where its label,
 * edge and plain number start in the text (`NONE` when absent), its children list, and the rare
 * parts in `extras`. The getters make the literal objects when a feature asks for them (they are
 * not kept); parts absent from the source are `null`.
 */
export class SyntaxNode implements Span {
  end: number;
  /** Offset of the `[` that opens the children list, or NONE. */
  open = NONE;
  /** `[ ... ]`; null when the node has no bracket list. */
  children: SyntaxNode[] | null = null;
  /** Offset of the label's token (a name or a string), or NONE. */
  labelAt = NONE;
  /** Offset of the edge's token (a move name, a string or a number), or NONE. */
  edgeAt = NONE;
  /** Offset of the number token of a plain number value (a bare leaf, `=3`), or NONE; tuples and blanks are in extras. */
  valueAt = NONE;
  extras: NodeExtras | null = null;

  constructor(
    /** The text the offsets point into (the parser's: a typeset minus sign reads as '-'). */
    readonly source: string,
    public start: number,
  ) {
    this.end = start;
  }

  /** The rare parts, made when the first one is set. */
  more(): NodeExtras {
    return (this.extras ??= { cut: null, ref: null, kind: null, anchor: null, value: null, window: null, estimate: null });
  }

  get label(): NamedSpan | null {
    return this.labelAt === NONE ? null : namedAt(this.source, this.labelAt);
  }

  /** The label's text alone (no span object). */
  get labelText(): string | null {
    return this.labelAt === NONE ? null : wordAt(this.source, this.labelAt);
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

  /** `=v` / `=?`; a bare number or tuple leaf stores its payoff here too. */
  get value(): ValueLiteral | BlankLiteral | null {
    return this.valueAt !== NONE ? numberLiteralAt(this.source, this.valueAt) : (this.extras?.value ?? null);
  }

  /** The `[` of the children list, for diagnostics that point at the opener. */
  get openBracket(): Span | null {
    return this.open === NONE ? null : { start: this.open, end: this.open + 1 };
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
    return this.extras?.estimate ?? null;
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
