import type { Span } from './text';

/* Syntax objects carry their own `start`/`end` (they are Spans) rather than a nested span
   object: a 10 MB file holds millions of them, and every allocation counts. */

/** A number as written. `raw` keeps the exact text for exact arithmetic (see rational.ts). */
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

/** A node as written. Parts absent from the source are `null`. */
export interface SyntaxNode extends Span {
  start: number;
  end: number;
  cut: CutLiteral | null;
  edge: EdgeLiteral | null;
  /** `*name`: this node is a transposition of the anchored node. */
  ref: NamedSpan | null;
  kind: KindLiteral | null;
  label: NamedSpan | null;
  anchor: NamedSpan | null;
  /** `=v` / `=?`; a bare number or tuple leaf stores its payoff here too. */
  value: ValueLiteral | BlankLiteral | null;
  window: WindowLiteral | null;
  estimate: ValueLiteral | null;
  /** `[ ... ]`; null when the node has no bracket list. */
  children: SyntaxNode[] | null;
  /** The `[` of the children list, for diagnostics that point at the opener. */
  openBracket: Span | null;
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
