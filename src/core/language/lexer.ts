import { Ch, isAsciiLetter, isDigit, isMinus } from '../text/chars';
import { DiagnosticSink } from './diagnostics';
import type { Span } from '../text/text';

export const enum T {
  Name,
  String,
  Number,
  Fraction,
  Percent,
  Inf, // +inf / -inf (a bare `inf` is a Name)
  Arrow,
  LBracket,
  RBracket,
  LBrace,
  RBrace,
  LParen,
  RParen,
  Lt,
  Gt,
  Eq,
  Tilde,
  At,
  Amp,
  Star,
  Slash,
  DoubleSlash,
  Colon,
  Question,
  KwTree,
  KwMax,
  KwMin,
  KwChance,
  Eof,
}

export const TOKEN_NAMES: Record<T, string> = {
  [T.Name]: 'a name',
  [T.String]: 'a string',
  [T.Number]: 'a number',
  [T.Fraction]: 'a fraction',
  [T.Percent]: 'a percentage',
  [T.Inf]: 'an infinity',
  [T.Arrow]: "'->'",
  [T.LBracket]: "'['",
  [T.RBracket]: "']'",
  [T.LBrace]: "'{'",
  [T.RBrace]: "'}'",
  [T.LParen]: "'('",
  [T.RParen]: "')'",
  [T.Lt]: "'<'",
  [T.Gt]: "'>'",
  [T.Eq]: "'='",
  [T.Tilde]: "'~'",
  [T.At]: "'@'",
  [T.Amp]: "'&'",
  [T.Star]: "'*'",
  [T.Slash]: "'/'",
  [T.DoubleSlash]: "'//'",
  [T.Colon]: "':'",
  [T.Question]: "'?'",
  [T.KwTree]: "'tree'",
  [T.KwMax]: "'max'",
  [T.KwMin]: "'min'",
  [T.KwChance]: "'chance'",
  [T.Eof]: 'the end of the file',
};

/** Set on a token that has a line break between it and the token before it. */
export const FLAG_NEWLINE_BEFORE = 1;

/**
 * The token stream as parallel typed arrays: a 10 MB file makes millions of tokens,
 * and objects per token would dominate parse time and memory.
 */
export class Tokens {
  /**
   * The source as the parser reads it: the text given, except that a minus sign `−` (U+2212)
   * starting a number or an infinity reads as `-`. Same length, so every offset is the text's.
   */
  text: string;
  kinds: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
  flags: Uint8Array;
  count = 0;

  constructor(text: string, capacity: number) {
    this.text = text;
    this.kinds = new Uint8Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  push(kind: T, start: number, end: number, flags: number): void {
    if (this.count === this.kinds.length) this.grow();
    const i = this.count++;
    this.kinds[i] = kind;
    this.starts[i] = start;
    this.ends[i] = end;
    this.flags[i] = flags;
  }

  source(i: number): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }

  private grow(): void {
    const size = this.kinds.length * 2 + 16;
    const kinds = new Uint8Array(size);
    kinds.set(this.kinds);
    const starts = new Int32Array(size);
    starts.set(this.starts);
    const ends = new Int32Array(size);
    ends.set(this.ends);
    const flags = new Uint8Array(size);
    flags.set(this.flags);
    this.kinds = kinds;
    this.starts = starts;
    this.ends = ends;
    this.flags = flags;
  }
}

/**
 * What separates items besides line breaks: a comma, a BOM, and every Unicode White_Space
 * character — tab, vertical tab, form feed, space, no-break U+00A0, figure U+2007, thin
 * U+2009, narrow no-break U+202F, ideographic U+3000… — the set the TextMate grammar's `\s`
 * means. Only \n and \r break lines, as in VS Code; U+0085, U+2028 and U+2029 are spaces.
 */
function isSpace(c: number): boolean {
  if (c <= Ch.AsciiLast) return c === Ch.Space || c === Ch.Comma || c === Ch.Tab || c === Ch.VerticalTab || c === Ch.FormFeed;
  return (
    c === Ch.NoBreakSpace ||
    c === Ch.NextLine ||
    c === Ch.OghamSpace ||
    (c >= Ch.EnQuad && c <= Ch.HairSpace) ||
    c === Ch.LineSeparator ||
    c === Ch.ParagraphSeparator ||
    c === Ch.NarrowNoBreakSpace ||
    c === Ch.MathSpace ||
    c === Ch.IdeographicSpace ||
    c === Ch.ByteOrderMark
  );
}

const isLineBreak = (c: number): boolean => c === Ch.LineFeed || c === Ch.CarriageReturn;

/**
 * After a sign, `inf` (not the start of a longer name) or `∞` at i: the length of the infinity,
 * else 0. A word that means infinity in another spelling (`infinity`, `Inf`, `infty`) is one too:
 * a sign before a word starts nothing else, and read whole it is one slip to report where it is
 * read (infinitySpelling), not a stray sign and a name.
 */
function infinityAt(text: string, i: number): number {
  if (text.charCodeAt(i) === Ch.InfinitySign) return 1;
  if (!isAsciiLetter(text.charCodeAt(i))) return 0;
  const end = scanName(text, i);
  return INFINITY_WORD.test(text.slice(i, end)) ? end - i : 0;
}

/** The words that mean an infinity, in any case; only `inf` (and `∞`) is the language's spelling. */
export const INFINITY_WORD = /^(?:inf|infinity|infty)$/i;

/** `source` at `span` as an error (infinity-spelling) when it is an infinity spelt as the language does not, with its spelling as the fix. */
export function reportInfinitySpelling(sink: DiagnosticSink, source: string, span: Span): void {
  const meant = infinitySpelling(source);
  if (meant) sink.errorSuggesting('infinity-spelling', `Infinities are written '-inf' and '+inf' (or '−∞' and '+∞'): did you mean '${meant}'?`, span, meant);
}

/**
 * The language's spelling of an infinity written another way (`-infinity`, `+Inf`, `INF`,
 * `infty`): `-inf` or `+inf`; null for one written as the language writes it (`inf`, `-inf`,
 * `+∞`, `−∞`, …) and for anything else. `source` as the parser reads it (a `−` reads as `-`).
 */
export function infinitySpelling(source: string): string | null {
  const sign = source[0] === '-' || source[0] === '+' ? source[0] : '';
  const word = source.slice(sign.length);
  if (word === 'inf' || !INFINITY_WORD.test(word)) return null;
  return sign === '-' ? '-inf' : '+inf';
}
const UNICODE_LETTER = /\p{L}/u;
const UNICODE_NAME_PART = /[\p{L}\p{M}\p{N}]/u;

function isNameStart(text: string, i: number, c: number): boolean {
  if (isAsciiLetter(c) || c === Ch.Underscore) return true;
  return c > Ch.AsciiLast && UNICODE_LETTER.test(String.fromCodePoint(text.codePointAt(i)!));
}

function isNamePart(text: string, i: number, c: number): boolean {
  if (isAsciiLetter(c) || isDigit(c) || c === Ch.Underscore || c === Ch.Apostrophe) return true;
  if (c === Ch.Hyphen) return text.charCodeAt(i + 1) !== Ch.Gt; // '-' but not the start of '->'
  return c > Ch.AsciiLast && UNICODE_NAME_PART.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Length of a code point at i (1 or 2 UTF-16 units). */
function codePointLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= Ch.HighSurrogateFirst && c <= Ch.HighSurrogateLast && i + 1 < text.length ? 2 : 1;
}

/** `[0-9]+(\.[0-9]+)?` from i; returns the end, or -1 when no digits. */
function scanUnsigned(text: string, i: number): number {
  const begin = i;
  while (isDigit(text.charCodeAt(i))) i++;
  if (i === begin) return -1;
  if (text.charCodeAt(i) === Ch.Dot && isDigit(text.charCodeAt(i + 1))) {
    i += 2;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

/** The end of the name that starts at `start` (whose first character starts a name). */
export function scanName(text: string, start: number): number {
  const n = text.length;
  let i = start + codePointLength(text, start);
  // ASCII name characters inline; '-' (not '->') and other code points through isNamePart.
  for (;;) {
    const d = text.charCodeAt(i);
    if (isAsciiLetter(d) || isDigit(d) || d === Ch.Underscore || d === Ch.Apostrophe) i++;
    else if ((d === Ch.Hyphen || d > Ch.AsciiLast) && i < n && isNamePart(text, i, d)) i += codePointLength(text, i);
    else break;
  }
  return i;
}

/**
 * The end of the string that starts with the '"' at `start`: after its closing quote, or, when the
 * line ends first, the bitwise complement (~end, negative) of where it stops.
 */
export function scanString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === Ch.DoubleQuote) return i + 1;
    if (isLineBreak(c)) break;
    i += c === Ch.Backslash && i + 1 < text.length && !isLineBreak(text.charCodeAt(i + 1)) ? 2 : 1;
  }
  return ~i;
}

/** Set by scanNumber: the kind of the number it scanned, and where its well-formed part ends. */
export const scannedNumber = { kind: T.Number as T, cleanEnd: 0 };

/**
 * The end of the number token at `start` (an optional minus, digits, a fraction or a percent
 * sign), including letters, dots or digits glued to it ("1e5", "3.4.5"): one bad token, not two.
 * Its kind and the end of its well-formed part are left in `scannedNumber`.
 */
export function scanNumber(text: string, start: number): number {
  let i = start + (isMinus(text.charCodeAt(start)) ? 1 : 0);
  i = scanUnsigned(text, i);
  let kind = T.Number;
  if (text.charCodeAt(i) === Ch.Slash && isDigit(text.charCodeAt(i + 1))) {
    i = scanUnsigned(text, i + 1);
    kind = T.Fraction;
  } else if (text.charCodeAt(i) === Ch.Percent) {
    i++;
    kind = T.Percent;
  }
  scannedNumber.kind = kind;
  scannedNumber.cleanEnd = i;
  let end = i;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === Ch.Dot || c === Ch.Underscore || isDigit(c) || isAsciiLetter(c)) end++;
    else if (c > Ch.AsciiLast && isNameStart(text, end, c)) end += codePointLength(text, end);
    else break;
  }
  return end;
}

/** Token kinds of the characters that are a token on their own (besides '/', '-' and the signs). */
const SINGLE = new Int8Array(Ch.AsciiLast + 1).fill(-1);
SINGLE[Ch.LBracket] = T.LBracket;
SINGLE[Ch.RBracket] = T.RBracket;
SINGLE[Ch.LBrace] = T.LBrace;
SINGLE[Ch.RBrace] = T.RBrace;
SINGLE[Ch.LParen] = T.LParen;
SINGLE[Ch.RParen] = T.RParen;
SINGLE[Ch.Lt] = T.Lt;
SINGLE[Ch.Gt] = T.Gt;
SINGLE[Ch.Eq] = T.Eq;
SINGLE[Ch.Tilde] = T.Tilde;
SINGLE[Ch.At] = T.At;
SINGLE[Ch.Ampersand] = T.Amp;
SINGLE[Ch.Star] = T.Star;
SINGLE[Ch.Colon] = T.Colon;
SINGLE[Ch.Question] = T.Question;

/**
 * The lexer as a stream: the parser pulls one token at a time (through its cursor's small
 * window), so a big file never holds an array of all its tokens. Each next() reads the next
 * token into `kind`, `start`, `end` and `flags`; at the end of the text it reads Eof, and again
 * on every call after. Problems (a stray character, a bad number, an open string) go to the sink
 * as the tokens are read.
 */
export class Lexer {
  kind: T = T.Eof;
  start = 0;
  end = 0;
  flags = 0;
  /** Offsets of the minus signs (U+2212) that start a number or an infinity, in order. */
  readonly minusSigns: number[] = [];
  private i: number;

  constructor(
    readonly text: string,
    private readonly sink: DiagnosticSink,
  ) {
    this.i = text.charCodeAt(0) === Ch.ByteOrderMark ? 1 : 0;
  }

  next(): T {
    const text = this.text;
    const n = text.length;
    let i = this.i;
    let flags = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      if (isLineBreak(c)) {
        flags = FLAG_NEWLINE_BEFORE;
        i++;
        continue;
      }
      if (c === Ch.Hash) {
        // comment to end of line
        while (i < n && !isLineBreak(text.charCodeAt(i))) i++;
        continue;
      }
      const start = i;
      let kind: number;
      if (isDigit(c) || (isMinus(c) && isDigit(text.charCodeAt(i + 1)))) {
        if (c === Ch.MinusSign) this.minusSigns.push(i);
        i = this.lexNumber(start);
        kind = scannedNumber.kind;
      } else if (c === Ch.DoubleQuote) {
        i = this.lexString(start);
        kind = T.String;
      } else {
        kind = c <= Ch.AsciiLast ? SINGLE[c] : -1;
        if (kind >= 0) {
          i++;
        } else if (c === Ch.Hyphen || c === Ch.MinusSign || c === Ch.Plus) {
          // '->', and '-inf', '-∞', '−inf', '−∞' (never an arrow), '+inf', '+∞'
          if (c === Ch.Hyphen && text.charCodeAt(i + 1) === Ch.Gt) {
            kind = T.Arrow;
            i += 2;
          } else {
            const length = infinityAt(text, i + 1);
            if (length > 0) {
              if (c === Ch.MinusSign) this.minusSigns.push(i);
              kind = T.Inf;
              i += 1 + length;
            }
          }
        } else if (c === Ch.InfinitySign) {
          kind = T.Inf;
          i++;
        } else if (c === Ch.Slash) {
          const double = text.charCodeAt(i + 1) === Ch.Slash;
          kind = double ? T.DoubleSlash : T.Slash;
          i += double ? 2 : 1;
        } else if (isNameStart(text, i, c)) {
          i = scanName(text, i);
          kind = keywordKind(text, start, i - start);
        }
      }
      if (kind >= 0) return this.read(kind, start, i, flags);
      i = this.reportStray(start);
    }
    this.i = n;
    return this.read(T.Eof, n, n, flags);
  }

  private read(kind: T, start: number, end: number, flags: number): T {
    this.kind = kind;
    this.start = start;
    this.end = this.i = end;
    this.flags = flags;
    return kind;
  }

  /** An unknown character at `start`: reports the run of them once; returns its end. */
  private reportStray(start: number): number {
    const text = this.text;
    let end = start + codePointLength(text, start);
    while (end < text.length && isStray(text, end)) end += codePointLength(text, end);
    const shown = JSON.stringify(text.slice(start, Math.min(end, start + 20)));
    // One character is one code point: an emoji is two UTF-16 units.
    const several = end - start > codePointLength(text, start);
    this.sink.error('invalid-character', `Unexpected character${several ? 's' : ''} ${shown}: expected a node, a value, a bracket or a comment ('#').`, {
      start,
      end,
    });
    return end;
  }

  private lexNumber(start: number): number {
    const text = this.text;
    const end = scanNumber(text, start);
    if (end > scannedNumber.cleanEnd) {
      this.sink.error(
        'bad-number',
        `'${text.slice(start, end)}' is not a number: write digits with an optional decimal part (3, -2, 0.5), a fraction (4/6) or a percentage (25%).`,
        { start, end },
      );
    }
    return end;
  }

  private lexString(start: number): number {
    const scanned = scanString(this.text, start);
    if (scanned >= 0) return scanned;
    const end = ~scanned;
    this.sink.error('unterminated-string', "Unterminated string: expected a closing '\"' before the end of the line.", { start, end });
    return end;
  }
}

/**
 * The source as the parser reads it: `text`, except that a minus sign `−` (U+2212) starting a
 * number or an infinity reads as `-`. Same length, so every offset is the text's. Only a text
 * that has such a sign at all is lexed once more for it (quietly: the parse reports its problems).
 */
export function readingText(text: string): string {
  if (text.indexOf('\u2212') < 0) return text;
  const lexer = new Lexer(text, new DiagnosticSink());
  while (lexer.next() !== T.Eof);
  return lexer.minusSigns.length > 0 ? withHyphens(text, lexer.minusSigns) : text;
}

/** Every token of `text` at once, as arrays (for tools and tests; the parser pulls them from a Lexer). */
export function tokenize(text: string, sink: DiagnosticSink): Tokens {
  const tokens = new Tokens(readingText(text), Math.max(16, text.length >> 2));
  const lexer = new Lexer(text, sink);
  do tokens.push(lexer.next(), lexer.start, lexer.end, lexer.flags);
  while (lexer.kind !== T.Eof);
  return tokens;
}

/** `text` with a '-' at each of `at` (positions of minus signs, in order). */
function withHyphens(text: string, at: readonly number[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const i of at) {
    parts.push(text.slice(from, i), '-');
    from = i + 1;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/** The keyword a name of `length` characters at `start` spells, else T.Name (without slicing the text). */
function keywordKind(text: string, start: number, length: number): T {
  switch (length) {
    case 3:
      if (text.charCodeAt(start) === Ch.LowerM) {
        if (text.startsWith('max', start)) return T.KwMax;
        if (text.startsWith('min', start)) return T.KwMin;
      }
      return T.Name;
    case 4:
      return text.startsWith('tree', start) ? T.KwTree : T.Name;
    case 6:
      return text.startsWith('chance', start) ? T.KwChance : T.Name;
    default:
      return T.Name;
  }
}

/** Characters the lexer cannot start a token with (used to group a run of garbage into one diagnostic). */
function isStray(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c <= Ch.Space || c === Ch.Hash || c === Ch.DoubleQuote || isSpace(c)) return false;
  if (isDigit(c) || isNameStart(text, i, c)) return false;
  return '-+/[]{}()<>=~@&*:?−∞'.indexOf(text[i]) < 0;
}

/** The text of a string token without quotes, escapes resolved (`\"`, `\\`; other backslashes stay). */
export function unquote(source: string): string {
  let out = '';
  for (let i = 1; i < source.length; i++) {
    const c = source[i];
    if (c === '"') break;
    if (c === '\\' && (source[i + 1] === '"' || source[i + 1] === '\\')) {
      out += source[++i];
    } else out += c;
  }
  return out;
}
