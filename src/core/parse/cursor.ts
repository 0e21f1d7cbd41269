import type { DiagnosticSink } from '../diagnostics';
import { FLAG_NEWLINE_BEFORE, T, TOKEN_NAMES, type Tokens } from '../lexer';
import type { Span } from '../text';

/** Tokens that end a tree body or a children list: a node never starts with them. */
export const isTerminator = (k: T): boolean => k === T.Eof || k === T.RBrace || k === T.KwTree;

/** The parser's place in the token stream, and the diagnostics it reports. */
export class TokenCursor {
  pos = 0;
  readonly kinds: Uint8Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** The text the offsets point into (a typeset minus sign reads as '-'). */
  readonly text: string;
  private readonly last: number;

  constructor(
    private readonly tokens: Tokens,
    readonly sink: DiagnosticSink,
  ) {
    this.kinds = tokens.kinds;
    this.starts = tokens.starts;
    this.ends = tokens.ends;
    this.text = tokens.text;
    this.last = tokens.count - 1;
  }

  kind(ahead = 0): T {
    const i = this.pos + ahead;
    return this.kinds[i <= this.last ? i : this.last] as T;
  }

  span(i = this.pos): Span {
    return { start: this.starts[i], end: this.ends[i] };
  }

  source(i = this.pos): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }

  advance(): void {
    if (this.pos < this.last) this.pos++;
  }

  newlineBefore(i = this.pos): boolean {
    return (this.tokens.flags[i] & FLAG_NEWLINE_BEFORE) !== 0;
  }

  describe(i = this.pos): string {
    const k = this.kinds[i] as T;
    if (k === T.Eof) return TOKEN_NAMES[k];
    const src = this.source(i);
    return `'${src.length > 24 ? src.slice(0, 24) + '…' : src}'`;
  }

  expected(what: string): void {
    this.sink.error('expected', `Expected ${what}, found ${this.describe()}.`, this.span());
  }
}
