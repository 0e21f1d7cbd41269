import type { DiagnosticSink } from '../diagnostics';
import { FLAG_NEWLINE_BEFORE, type Lexer, T, TOKEN_NAMES } from '../lexer';
import type { Span } from '../../text/text';

/** Tokens that end a tree body or a children list: a node never starts with them. */
export const isTerminator = (k: T): boolean => k === T.Eof || k === T.RBrace || k === T.KwTree;

/**
 * How many tokens the cursor keeps: the parser looks one token back (the end of the token it
 * just read) and up to four ahead (`name ->`, `key :`, a named outcome `six 1/6 ->`, a window
 * written in parentheses `(3, 5) [`).
 */
const WINDOW = 8;
const WINDOW_MASK = WINDOW - 1;

/**
 * The parser's place in the token stream, and the diagnostics it reports. Tokens are numbered
 * from 0 in the order read; the lexer is asked for them as the parser goes, and only the last
 * few are kept (a 10 MB file would otherwise hold millions of tokens at once).
 */
export class TokenCursor {
  /** The number of the current token. */
  pos = 0;
  private readonly kinds = new Uint8Array(WINDOW);
  private readonly starts = new Int32Array(WINDOW);
  private readonly ends = new Int32Array(WINDOW);
  private readonly flags = new Uint8Array(WINDOW);
  /** How many tokens the lexer has read; the last of them is Eof once `done`. */
  private read = 0;
  private done = false;

  constructor(
    private readonly lexer: Lexer,
    /** The text the offsets point into (a typeset minus sign reads as '-'; see readingText). */
    readonly text: string,
    readonly sink: DiagnosticSink,
  ) {}

  /** Reads tokens up to number `i`, or to Eof; returns the number of the one there (Eof's past the end). */
  private fill(i: number): number {
    while (this.read <= i && !this.done) {
      const lexer = this.lexer;
      const at = this.read & WINDOW_MASK;
      this.kinds[at] = lexer.next();
      this.starts[at] = lexer.start;
      this.ends[at] = lexer.end;
      this.flags[at] = lexer.flags;
      this.read++;
      this.done = lexer.kind === T.Eof;
    }
    // Called only for a token not yet read: the loop stops at i, or at the end of the file before it.
    return this.read - 1;
  }

  /** Where token `i` (or Eof, past the end) sits in the window; the lexer is asked only for a token not yet read. */
  private slot(i: number): number {
    return (i < this.read ? i : this.fill(i)) & WINDOW_MASK;
  }

  /** The kind of the current token, or of one `ahead` of it (Eof past the end). */
  kind(ahead = 0): T {
    const i = this.pos + ahead;
    return this.kinds[this.slot(i)] as T;
  }

  /** Where token `i` (the current one by default) starts. */
  start(i = this.pos): number {
    return this.starts[this.slot(i)];
  }

  /** Where token `i` (the current one by default) ends. */
  end(i = this.pos): number {
    return this.ends[this.slot(i)];
  }

  /** Where the token before the current one ends (`fallback` at the first token). */
  previousEnd(fallback = 0): number {
    return this.pos > 0 ? this.ends[(this.pos - 1) & WINDOW_MASK] : fallback;
  }

  span(i = this.pos): Span {
    return { start: this.start(i), end: this.end(i) };
  }

  source(i = this.pos): string {
    return this.text.slice(this.start(i), this.end(i));
  }

  /** Reads the current token as `kind` from now on: a slip reported (`MAX` for `max`) and read as what was meant. */
  retag(kind: T): void {
    this.kinds[this.slot(this.pos)] = kind;
  }

  advance(): void {
    if (this.kind() !== T.Eof) this.pos++;
  }

  newlineBefore(i = this.pos): boolean {
    return (this.flags[this.slot(i)] & FLAG_NEWLINE_BEFORE) !== 0;
  }

  describe(i = this.pos): string {
    const k = this.kinds[this.slot(i)] as T;
    if (k === T.Eof) return TOKEN_NAMES[k];
    const src = this.source(i);
    return `'${src.length > 24 ? src.slice(0, 24) + '…' : src}'`;
  }

  expected(what: string): void {
    this.sink.error('expected', `Expected ${what}, found ${this.describe()}.`, this.span());
  }
}
