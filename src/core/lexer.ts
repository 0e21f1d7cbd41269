import type { DiagnosticSink } from './diagnostics';

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

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The minus sign of typeset text (slides, and gtree's own diagram and hover): `−3` is `-3`. */
const MINUS_SIGN = 0x2212;
const INFINITY_SIGN = 0x221e;
const isMinus = (c: number): boolean => c === 45 || c === MINUS_SIGN;

/**
 * What separates items besides line breaks: a comma, a BOM, and every Unicode White_Space
 * character — tab, vertical tab, form feed, space, no-break U+00A0, figure U+2007, thin
 * U+2009, narrow no-break U+202F, ideographic U+3000… — the set the TextMate grammar's `\s`
 * means. Only \n and \r break lines, as in VS Code; U+0085, U+2028 and U+2029 are spaces.
 */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || c === 44 || c === 9 || c === 11 || c === 12;
  return (
    c === 0xa0 ||
    c === 0x85 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** `inf` (not the start of a longer name) or `∞` at i: the length of the infinity, else 0. */
function infinityAt(text: string, i: number): number {
  if (text.charCodeAt(i) === INFINITY_SIGN) return 1;
  return text.startsWith('inf', i) && !isNamePart(text, i + 3, text.charCodeAt(i + 3)) ? 3 : 0;
}
const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const UNICODE_LETTER = /\p{L}/u;
const UNICODE_NAME_PART = /[\p{L}\p{M}\p{N}]/u;

function isNameStart(text: string, i: number, c: number): boolean {
  if (isAsciiLetter(c) || c === 95) return true;
  return c > 127 && UNICODE_LETTER.test(String.fromCodePoint(text.codePointAt(i)!));
}

function isNamePart(text: string, i: number, c: number): boolean {
  if (isAsciiLetter(c) || isDigit(c) || c === 95 || c === 39) return true;
  if (c === 45) return text.charCodeAt(i + 1) !== 62; // '-' but not the start of '->'
  return c > 127 && UNICODE_NAME_PART.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Length of a code point at i (1 or 2 UTF-16 units). */
function codePointLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
}

/** `[0-9]+(\.[0-9]+)?` from i; returns the end, or -1 when no digits. */
function scanUnsigned(text: string, i: number): number {
  const begin = i;
  while (isDigit(text.charCodeAt(i))) i++;
  if (i === begin) return -1;
  if (text.charCodeAt(i) === 46 && isDigit(text.charCodeAt(i + 1))) {
    i += 2;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

export function tokenize(text: string, sink: DiagnosticSink): Tokens {
  const tokens = new Tokens(text, Math.max(16, text.length >> 2));
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let flags = 0;
  const minusSigns: number[] = [];

  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 10 || c === 13) {
      flags = FLAG_NEWLINE_BEFORE;
      i++;
      continue;
    }
    if (c === 35) {
      // comment to end of line
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 10 || d === 13) break;
        i++;
      }
      continue;
    }
    const start = i;
    if (isDigit(c) || (isMinus(c) && isDigit(text.charCodeAt(i + 1)))) {
      if (c === MINUS_SIGN) minusSigns.push(i);
      i = lexNumber(text, i, sink, tokens, flags);
      flags = 0;
      continue;
    }
    let kind = -1;
    switch (c) {
      case 45: // '-': '->', '-inf', '-∞'
      case MINUS_SIGN: // '−inf', '−∞' (never an arrow)
      case 43: {
        // '+inf', '+∞'
        if (c === 45 && text.charCodeAt(i + 1) === 62) {
          kind = T.Arrow;
          i += 2;
          break;
        }
        const length = infinityAt(text, i + 1);
        if (length > 0) {
          if (c === MINUS_SIGN) minusSigns.push(i);
          kind = T.Inf;
          i += 1 + length;
        }
        break;
      }
      case INFINITY_SIGN:
        kind = T.Inf;
        i++;
        break;
      case 34: // '"'
        i = lexString(text, i, sink, tokens, flags);
        flags = 0;
        continue;
      case 47: // '/'
        if (text.charCodeAt(i + 1) === 47) {
          kind = T.DoubleSlash;
          i += 2;
        } else {
          kind = T.Slash;
          i++;
        }
        break;
      case 91:
        kind = T.LBracket;
        i++;
        break;
      case 93:
        kind = T.RBracket;
        i++;
        break;
      case 123:
        kind = T.LBrace;
        i++;
        break;
      case 125:
        kind = T.RBrace;
        i++;
        break;
      case 40:
        kind = T.LParen;
        i++;
        break;
      case 41:
        kind = T.RParen;
        i++;
        break;
      case 60:
        kind = T.Lt;
        i++;
        break;
      case 62:
        kind = T.Gt;
        i++;
        break;
      case 61:
        kind = T.Eq;
        i++;
        break;
      case 126:
        kind = T.Tilde;
        i++;
        break;
      case 64:
        kind = T.At;
        i++;
        break;
      case 38:
        kind = T.Amp;
        i++;
        break;
      case 42:
        kind = T.Star;
        i++;
        break;
      case 58:
        kind = T.Colon;
        i++;
        break;
      case 63:
        kind = T.Question;
        i++;
        break;
    }
    if (kind >= 0) {
      tokens.push(kind, start, i, flags);
      flags = 0;
      continue;
    }
    if (isNameStart(text, i, c)) {
      i += codePointLength(text, i);
      // ASCII name characters inline; '-' (not '->') and other code points through isNamePart.
      for (;;) {
        const d = text.charCodeAt(i);
        if (isAsciiLetter(d) || isDigit(d) || d === 95 || d === 39) i++;
        else if ((d === 45 || d > 127) && i < n && isNamePart(text, i, d)) i += codePointLength(text, i);
        else break;
      }
      tokens.push(keywordKind(text, start, i - start), start, i, flags);
      flags = 0;
      continue;
    }
    // An unknown character: report a run of them once.
    let end = i + codePointLength(text, i);
    while (end < n && isStray(text, end)) end += codePointLength(text, end);
    const shown = JSON.stringify(text.slice(start, Math.min(end, start + 20)));
    sink.error('invalid-character', `Unexpected character${end - start > 1 ? 's' : ''} ${shown}: expected a node, a value, a bracket or a comment ('#').`, {
      start,
      end,
    });
    i = end;
  }
  tokens.push(T.Eof, n, n, flags);
  if (minusSigns.length > 0) tokens.text = withHyphens(text, minusSigns);
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
      if (text.charCodeAt(start) === 109 /* m */) {
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
  if (c <= 32 || c === 35 || c === 34 || isSpace(c)) return false;
  if (isDigit(c) || isNameStart(text, i, c)) return false;
  return '-+/[]{}()<>=~@&*:?−∞'.indexOf(text[i]) < 0;
}

function lexNumber(text: string, start: number, sink: DiagnosticSink, tokens: Tokens, flags: number): number {
  let i = start + (isMinus(text.charCodeAt(start)) ? 1 : 0);
  i = scanUnsigned(text, i);
  let kind = T.Number;
  if (text.charCodeAt(i) === 47 && isDigit(text.charCodeAt(i + 1))) {
    i = scanUnsigned(text, i + 1);
    kind = T.Fraction;
  } else if (text.charCodeAt(i) === 37) {
    i++;
    kind = T.Percent;
  }
  // A number glued to letters, dots or more digits ("1e5", "1.", "3.4.5") is one bad token, not two.
  let end = i;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 46 || c === 95 || isDigit(c) || isAsciiLetter(c)) end++;
    else if (c > 127 && isNameStart(text, end, c)) end += codePointLength(text, end);
    else break;
  }
  if (end > i) {
    sink.error(
      'bad-number',
      `'${text.slice(start, end)}' is not a number: write digits with an optional decimal part (3, -2, 0.5), a fraction (4/6) or a percentage (25%).`,
      { start, end },
    );
  }
  tokens.push(kind, start, end, flags);
  return end;
}

function lexString(text: string, start: number, sink: DiagnosticSink, tokens: Tokens, flags: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      tokens.push(T.String, start, i + 1, flags);
      return i + 1;
    }
    if (c === 10 || c === 13) break;
    i += c === 92 && i + 1 < text.length && text.charCodeAt(i + 1) !== 10 && text.charCodeAt(i + 1) !== 13 ? 2 : 1;
  }
  sink.error('unterminated-string', "Unterminated string: expected a closing '\"' before the end of the line.", {
    start,
    end: i,
  });
  tokens.push(T.String, start, i, flags);
  return i;
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
