import { decimalValue, rational, type Rational } from '../model/rational';

/**
 * Tokens of Gambit's extensive-form game files (.efg, version 2): quoted text, numbers
 * (integers, decimals with an optional exponent, fractions `a/b`), braces, commas, and bare
 * symbols such as `EFG`, `R` and the node types `p`, `c`, `t`.
 */
export type TokenKind = 'text' | 'number' | 'symbol' | '{' | '}' | ',';

export interface Token {
  readonly kind: TokenKind;
  /** The text of a string (unescaped), number or symbol. */
  readonly text: string;
  /** Offset of the token's first character. */
  readonly at: number;
}

/** A problem in the file, at an offset; `EfgFile.position` turns it into a line and column. */
export class EfgError extends Error {
  constructor(
    message: string,
    readonly at: number | null,
  ) {
    super(message);
  }
}

const NUMBER = /[+-]?(?:\d+(?:\/\d+|(?:\.\d*)?(?:[eE][+-]?\d+)?)|\.\d+(?:[eE][+-]?\d+)?)/y;
const DELIMITER = /[\s{},"]/;
const SPACE = /\s/;

/** Splits a whole file into tokens; throws EfgError on an unterminated string or a malformed number. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const c = text[i];
    if (SPACE.test(c)) {
      i++;
    } else if (c === '{' || c === '}' || c === ',') {
      tokens.push({ kind: c, text: c, at: i });
      i++;
    } else if (c === '"') {
      const [value, end] = readString(text, i);
      tokens.push({ kind: 'text', text: value, at: i });
      i = end;
    } else if (/[0-9+\-.]/.test(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      const end = m ? i + m[0].length : i;
      if (!m || (end < text.length && !DELIMITER.test(text[end]))) {
        const word = text.slice(i).match(/^[^\s{},"]*/)![0];
        throw new EfgError(`'${word}' is not a number (expected an integer, a decimal such as 0.5 or a fraction such as 1/2)`, i);
      }
      tokens.push({ kind: 'number', text: m[0], at: i });
      i = end;
    } else {
      const word = text.slice(i).match(/^[^\s{},"]*/)![0];
      tokens.push({ kind: 'symbol', text: word, at: i });
      i += word.length;
    }
  }
  return tokens;
}

/** A quoted string from `start` (its opening quote): `\"` is a quote, `\\` a backslash; it may span lines. */
function readString(text: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') return [value, i + 1];
    if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
      value += text[i + 1];
      i += 2;
    } else {
      value += c;
      i++;
    }
  }
  throw new EfgError("this string is never closed: expected a closing '\"'", start);
}

/** The exact value of a number token: `-3`, `.80`, `1.5e2`, `1/3`. */
export function numberValue(token: Token): Rational {
  const text = token.text.startsWith('+') ? token.text.slice(1) : token.text;
  const slash = text.indexOf('/');
  if (slash >= 0) {
    const den = BigInt(text.slice(slash + 1));
    if (den === 0n) throw new EfgError(`'${token.text}' divides by zero`, token.at);
    return rational(BigInt(text.slice(0, slash)), den);
  }
  const value = decimalValue(text);
  if (value === null) throw new EfgError(`'${token.text}' is out of range`, token.at);
  return value;
}
