import { numberLiteral } from '../literals';
import { INFINITY_WORD, reportInfinitySpelling, T } from '../lexer';
import type { BlankLiteral, BoundLiteral, NumberLiteral, TupleLiteral, WindowLiteral } from '../literals';
import type { Span } from '../../text/text';
import type { TokenCursor } from './cursor';

/** Values: numbers, tuples, the answer after '=', windows and their bounds. */

/** Reports the current number token when it is not usable (a zero denominator, too large); returns its literal. */
export function checkedNumber(c: TokenCursor): NumberLiteral {
  const literal = numberLiteral(c.source(), c.kind(), c.start(), c.end());
  if (!Number.isFinite(literal.value)) {
    const why = literal.form === 'fraction' ? 'its denominator is zero' : 'it is too large';
    c.sink.error('bad-number', `'${literal.raw}' is not a usable number: ${why}.`, literal);
  }
  return literal;
}

const INFINITY_WORDS = /^[+-]?(inf|infinity)$/i;

const isNumberToken = (k: T): boolean => k === T.Number || k === T.Fraction;

/**
 * After '=': a tuple or the blank '?'; null after reporting anything else. (A number after '='
 * is read by the node's reader, which keeps only its offset.)
 */
export function parseAnswerValue(c: TokenCursor): TupleLiteral | BlankLiteral | null {
  const eq = c.start();
  c.advance();
  if (c.kind() === T.Question) {
    const end = c.end();
    c.advance();
    return { blank: true, start: eq, end };
  }
  if (c.kind() === T.LParen) return parseTuple(c);
  // A bare `inf` is a name (only `+inf` and `-inf` are infinities); `infinity` is how else it gets written.
  if (c.kind() === T.Inf || INFINITY_WORDS.test(c.source())) {
    c.sink.error('inf-payoff', 'Infinities are allowed only in windows, never as values: write a number.', c.span());
    c.advance();
    return null;
  }
  c.expected("a number, a tuple or '?' after '='");
  return null;
}

export function parseTuple(c: TokenCursor): TupleLiteral {
  const open = c.span();
  c.advance();
  const items: NumberLiteral[] = [];
  for (;;) {
    const k = c.kind();
    if (isNumberToken(k)) {
      items.push(checkedNumber(c));
      c.advance();
      continue;
    }
    if (k === T.RParen) {
      const end = c.end();
      c.advance();
      if (items.length === 0) c.sink.error('expected', 'Expected at least one number in the tuple.', { start: open.start, end });
      return { items, start: open.start, end };
    }
    if (k === T.Inf) {
      c.sink.error('inf-payoff', 'Infinities are allowed only in windows, never as payoffs: write a number.', c.span());
      c.advance();
      continue;
    }
    // Anything else ends the tuple: the ')' is missing.
    c.sink.error('unclosed-bracket', `This '(' is never closed: expected a number or ')' but found ${c.describe()}.`, open);
    return { items, start: open.start, end: c.previousEnd() };
  }
}

/** `<α, β>`; `close` is `)` for a window written in parentheses, reported before (slips.ts) and read as meant. */
export function parseWindow(c: TokenCursor, close: T.Gt | T.RParen = T.Gt): WindowLiteral {
  const open = c.span();
  c.advance();
  const bounds: BoundLiteral[] = [];
  while (bounds.length < 2) {
    const b = parseBound(c, close === T.Gt);
    if (!b) break;
    bounds.push(b);
  }
  let end: number;
  if (c.kind() === close && bounds.length === 2) {
    end = c.end();
    c.advance();
  } else {
    end = c.previousEnd();
    const found = c.describe();
    c.sink.error(
      'expected',
      bounds.length < 2
        ? `A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found ${found}.`
        : `Expected '>' to close the window, found ${found}.`,
      bounds.length < 2 ? { start: open.start, end: Math.max(end, open.end) } : c.span(),
    );
    if (c.kind() === T.Gt) {
      end = c.end();
      c.advance();
    }
  }
  const blank = (at: number): BoundLiteral => ({ value: null, start: at, end: at });
  return { alpha: bounds[0] ?? blank(open.end), beta: bounds[1] ?? blank(end), start: open.start, end };
}

/** A bound; one spelt as no bound is (`-infinity`) is read as meant and, unless `reportSpelling` is false (the window's own error fixes it), reported. */
function parseBound(c: TokenCursor, reportSpelling: boolean): BoundLiteral | null {
  const k = c.kind();
  const start = c.start();
  const end = c.end();
  let value: number | null;
  if (isNumberToken(k)) value = checkedNumber(c).value;
  else if (k === T.Inf) value = c.source().startsWith('-') ? -Infinity : Infinity;
  // A bare `inf` is a name; so is a bare `infinity`, read here as the bound it was meant for.
  else if (k === T.Name && INFINITY_WORD.test(c.source())) value = Infinity;
  else if (k === T.Question) value = null;
  else return null;
  if (reportSpelling && value !== null && !Number.isFinite(value)) reportInfinitySpelling(c.sink, c.source(), c.span());
  c.advance();
  return { value, start, end };
}

/**
 * `{ … }` right after `/` or `=`: an answer about the tree's unknown (`/{x <= 3}`,
 * `={max(3, min(x, 4))}`), kept as the text between the braces and read when it is judged. A
 * missing `}` is `expected`, and the braces stop at a bracket so that it never swallows a subtree.
 */
export function parseBraced(c: TokenCursor): Span | null {
  const open = c.start();
  c.advance();
  const from = c.start();
  for (;;) {
    const k = c.kind();
    if (k === T.RBrace) {
      const inner = { start: from, end: Math.max(from, c.start()) };
      c.advance();
      return inner;
    }
    if (k === T.Eof || k === T.LBracket || k === T.RBracket || k === T.LBrace) {
      c.sink.error('expected', "Expected '}' to close the answer about the unknown (as in '/{x <= 3}').", { start: open, end: open + 1 });
      return null;
    }
    c.advance();
  }
}
