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

const KEYWORDS: Record<string, T> = { tree: T.KwTree, max: T.KwMax, min: T.KwMin, chance: T.KwChance };

/**
 * The token stream as parallel typed arrays: a 10 MB file makes millions of tokens,
 * and objects per token would dominate parse time and memory.
 */
export class Tokens {
  kinds: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
  flags: Uint8Array;
  count = 0;

  constructor(
    readonly text: string,
    capacity: number,
  ) {
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

  const push = (kind: T, start: number, end: number): void => {
    tokens.push(kind, start, end, flags);
    flags = 0;
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    // whitespace and commas separate items
    if (c === 32 || c === 9 || c === 44 || c === 0xfeff) {
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
    if (isDigit(c) || (c === 45 && isDigit(text.charCodeAt(i + 1)))) {
      i = lexNumber(text, i, sink, push);
      continue;
    }
    switch (c) {
      case 45: // '-'
        if (text.charCodeAt(i + 1) === 62) {
          push(T.Arrow, i, i + 2);
          i += 2;
          continue;
        }
        if (text.startsWith('inf', i + 1) && !isNamePart(text, i + 4, text.charCodeAt(i + 4))) {
          push(T.Inf, i, i + 4);
          i += 4;
          continue;
        }
        break;
      case 43: // '+'
        if (text.startsWith('inf', i + 1) && !isNamePart(text, i + 4, text.charCodeAt(i + 4))) {
          push(T.Inf, i, i + 4);
          i += 4;
          continue;
        }
        break;
      case 34: // '"'
        i = lexString(text, i, sink, push);
        continue;
      case 47: // '/'
        if (text.charCodeAt(i + 1) === 47) {
          push(T.DoubleSlash, i, i + 2);
          i += 2;
        } else {
          push(T.Slash, i, i + 1);
          i++;
        }
        continue;
      case 91: push(T.LBracket, i, ++i); continue;
      case 93: push(T.RBracket, i, ++i); continue;
      case 123: push(T.LBrace, i, ++i); continue;
      case 125: push(T.RBrace, i, ++i); continue;
      case 40: push(T.LParen, i, ++i); continue;
      case 41: push(T.RParen, i, ++i); continue;
      case 60: push(T.Lt, i, ++i); continue;
      case 62: push(T.Gt, i, ++i); continue;
      case 61: push(T.Eq, i, ++i); continue;
      case 126: push(T.Tilde, i, ++i); continue;
      case 64: push(T.At, i, ++i); continue;
      case 38: push(T.Amp, i, ++i); continue;
      case 42: push(T.Star, i, ++i); continue;
      case 58: push(T.Colon, i, ++i); continue;
      case 63: push(T.Question, i, ++i); continue;
    }
    if (isNameStart(text, i, c)) {
      i += codePointLength(text, i);
      while (i < n && isNamePart(text, i, text.charCodeAt(i))) i += codePointLength(text, i);
      const keyword = i - start <= 6 ? KEYWORDS[text.slice(start, i)] : undefined;
      push(keyword ?? T.Name, start, i);
      continue;
    }
    // An unknown character: report a run of them once.
    let end = i + codePointLength(text, i);
    while (end < n && isStray(text, end)) end += codePointLength(text, end);
    const shown = JSON.stringify(text.slice(start, Math.min(end, start + 20)));
    sink.error(
      'invalid-character',
      `Unexpected character${end - start > 1 ? 's' : ''} ${shown}: expected a node, a value, a bracket or a comment ('#').`,
      { start, end },
    );
    i = end;
  }
  tokens.push(T.Eof, n, n, flags);
  return tokens;
}

/** Characters the lexer cannot start a token with (used to group a run of garbage into one diagnostic). */
function isStray(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c <= 32 || c === 44 || c === 35 || c === 34) return false;
  if (isDigit(c) || isNameStart(text, i, c)) return false;
  return '-+/[]{}()<>=~@&*:?'.indexOf(text[i]) < 0;
}

function lexNumber(
  text: string,
  start: number,
  sink: DiagnosticSink,
  push: (kind: T, start: number, end: number) => void,
): number {
  let i = start + (text.charCodeAt(start) === 45 ? 1 : 0);
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
    if (c === 46 || c === 95 || isDigit(c) || isAsciiLetter(c) || (c > 127 && isNameStart(text, end, c))) end++;
    else break;
  }
  if (end > i) {
    sink.error(
      'bad-number',
      `'${text.slice(start, end)}' is not a number: write digits with an optional decimal part (3, -2, 0.5), a fraction (4/6) or a percentage (25%).`,
      { start, end },
    );
  }
  push(kind, start, end);
  return end;
}

function lexString(
  text: string,
  start: number,
  sink: DiagnosticSink,
  push: (kind: T, start: number, end: number) => void,
): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      push(T.String, start, i + 1);
      return i + 1;
    }
    if (c === 10 || c === 13) break;
    i += c === 92 && i + 1 < text.length && text.charCodeAt(i + 1) !== 10 && text.charCodeAt(i + 1) !== 13 ? 2 : 1;
  }
  sink.error('unterminated-string', 'Unterminated string: expected a closing \'"\' before the end of the line.', {
    start,
    end: i,
  });
  push(T.String, start, i);
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
