import { Ch, isDigit } from '../text/chars';
import { scanName, scannedNumber, scanNumber, scanString, T, unquote } from './lexer';
import type { Span } from '../text/text';

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
  /** `/{x <= 3}`: the text between the braces, when the cut is answered for some values of the unknown. */
  condition?: Span | null;
}

/*
 * Literals read back from the source by their offset. The syntax tree keeps only where a label,
 * an edge or a number starts (a 10 MB file has millions of them); the objects and strings are
 * made here when a feature asks for them, and not kept.
 */

/** Builds a number literal from a Number/Fraction/Percent token's text (which may carry trailing junk already reported). */
export function numberLiteral(raw: string, kind: T, start: number, end: number): NumberLiteral {
  if (kind === T.Number && isPlainInteger(raw)) return { value: Number(raw), raw, form: 'integer', start, end };
  const m = /^-?\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?|%)?/.exec(raw);
  const clean = m ? m[0] : '0';
  let value: number;
  let form: NumberLiteral['form'];
  if (kind === T.Fraction) {
    const slash = clean.indexOf('/');
    value = slash < 0 ? Number(clean) : Number(clean.slice(0, slash)) / Number(clean.slice(slash + 1));
    form = 'fraction';
  } else if (kind === T.Percent) {
    value = Number(clean.slice(0, -1)) / 100;
    form = 'percent';
  } else {
    value = Number(clean);
    form = clean.indexOf('.') < 0 ? 'integer' : 'decimal';
  }
  return { value, raw: clean, form, start, end };
}

function isPlainInteger(raw: string): boolean {
  for (let i = raw.charCodeAt(0) === Ch.Hyphen ? 1 : 0; i < raw.length; i++) {
    if (!isDigit(raw.charCodeAt(i))) return false;
  }
  return raw.length > 0;
}

/** The number literal whose token starts at `at` of `source` (the parser's text: a minus sign − already reads as '-'). */
export function numberLiteralAt(source: string, at: number): NumberLiteral {
  const end = scanNumber(source, at);
  return numberLiteral(source.slice(at, end), scannedNumber.kind, at, end);
}

/**
 * The exact text of a number literal, as exact arithmetic reads it (rational.ts): the number as
 * written, without junk glued to it (already reported), a typeset minus sign read as '-'.
 * `source` is the text the literal's offsets point into.
 */
export function literalText(source: string, literal: Span): string {
  scanNumber(source, literal.start);
  const text = source.slice(literal.start, scannedNumber.cleanEnd);
  return text.charCodeAt(0) === Ch.MinusSign ? `-${text.slice(1)}` : text;
}

const MAX_FAST_DIGITS = 15;

/** The value of the number whose token starts at `at`, without making its literal when it is a short plain integer. */
export function numberValueAt(source: string, at: number): number {
  let i = at;
  const negative = source.charCodeAt(i) === Ch.Hyphen;
  if (negative) i++;
  let value = 0;
  const first = i;
  for (let c = source.charCodeAt(i); isDigit(c) && i - first < MAX_FAST_DIGITS; c = source.charCodeAt(++i)) value = value * 10 + (c - Ch.Digit0);
  const next = source.charCodeAt(i);
  const ends = i > first && !isDigit(next) && next !== Ch.Dot && next !== Ch.Slash && next !== Ch.Percent && !isWordCode(next);
  if (ends) return negative ? -value : value;
  return numberLiteralAt(source, at).value;
}

/** Could continue a bad number token ("1e5", "1_0"); a non-ASCII letter too. */
const isWordCode = (c: number): boolean => (c >= Ch.UpperA && c <= Ch.UpperZ) || (c >= Ch.LowerA && c <= Ch.LowerZ) || c === Ch.Underscore || c > Ch.AsciiLast;

/** Whether the token at `at` is a number (a name never starts with a digit or a minus). */
export const isNumberAt = (source: string, at: number): boolean => {
  const c = source.charCodeAt(at);
  return isDigit(c) || c === Ch.Hyphen;
};

/** The end of the name or string token at `at`. */
export function wordEnd(source: string, at: number): number {
  if (source.charCodeAt(at) !== Ch.DoubleQuote) return scanName(source, at);
  const end = scanString(source, at);
  return end >= 0 ? end : ~end;
}

/** The text of the name or string token at `at`: a string without its quotes, escapes resolved. */
export function wordAt(source: string, at: number): string {
  const end = wordEnd(source, at);
  return source.charCodeAt(at) === Ch.DoubleQuote ? unquote(source.slice(at, end)) : source.slice(at, end);
}

/** The name or string token at `at` as a named span. */
export function namedAt(source: string, at: number): NamedSpan {
  const end = wordEnd(source, at);
  const raw = source.slice(at, end);
  return { text: source.charCodeAt(at) === Ch.DoubleQuote ? unquote(raw) : raw, start: at, end };
}
