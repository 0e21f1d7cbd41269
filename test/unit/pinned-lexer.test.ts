import { strict as assert } from 'node:assert';
import { DiagnosticSink } from '../../src/core/language/diagnostics';
import { Lexer, readingText, scanNumber, scannedNumber, T, tokenize, unquote } from '../../src/core/language/lexer';

/*
 * The lexer's rules (docs/language.md, Lexical rules), token by token, for what mutation testing
 * found no test holding (issue 33). Each expectation is the token the rules make of the text:
 * its kind and its text (the span is found from the text, left to right), `^` when a line break
 * comes before it.
 */

const KIND: Record<number, string> = {
  [T.Name]: 'name',
  [T.String]: 'string',
  [T.Number]: 'number',
  [T.Fraction]: 'fraction',
  [T.Percent]: 'percent',
  [T.Inf]: 'inf',
  [T.Arrow]: '->',
  [T.LBracket]: '[',
  [T.RBracket]: ']',
  [T.LBrace]: '{',
  [T.RBrace]: '}',
  [T.LParen]: '(',
  [T.RParen]: ')',
  [T.Lt]: '<',
  [T.Gt]: '>',
  [T.Eq]: '=',
  [T.Tilde]: '~',
  [T.At]: '@',
  [T.Amp]: '&',
  [T.Star]: '*',
  [T.Slash]: '/',
  [T.DoubleSlash]: '//',
  [T.Colon]: ':',
  [T.Question]: '?',
  [T.KwTree]: 'tree',
  [T.KwMax]: 'max',
  [T.KwMin]: 'min',
  [T.KwChance]: 'chance',
  [T.Eof]: 'eof',
};

interface Lexed {
  readonly tokens: string[];
  readonly problems: string[];
}

/** Every token as `kind text@start-end` (`^` first when a line break comes before it), and every problem. */
function lex(text: string): Lexed {
  const sink = new DiagnosticSink();
  const t = tokenize(text, sink);
  const tokens: string[] = [];
  for (let i = 0; i < t.count; i++) {
    const nl = t.flags[i] === 1 ? '^' : '';
    tokens.push(`${nl}${KIND[t.kinds[i]]} ${JSON.stringify(t.source(i))}@${t.starts[i]}-${t.ends[i]}`);
  }
  return { tokens, problems: sink.items.map((d) => `${d.code} ${d.span.start}-${d.span.end}: ${d.message}`) };
}

/**
 * The tokens expected, as `kind text` (`^kind text` after a line break), placed in `text` from the
 * left: each is looked for from where the one before it ends. Eof is added at the end.
 */
function expected(text: string, ...tokens: string[]): string[] {
  let from = 0;
  const out = tokens.map((spec) => {
    const [head, ...rest] = spec.split(' ');
    const piece = rest.join(' ');
    const start = text.indexOf(piece, from);
    assert.ok(start >= 0, `'${piece}' is in the text after ${from}`);
    from = start + piece.length;
    return `${head} ${JSON.stringify(piece)}@${start}-${from}`;
  });
  const eofNewline = /[\r\n][^\r\n]*$/.test(text.slice(from)) ? '^' : '';
  return [...out, `${eofNewline}eof ""@${text.length}-${text.length}`];
}

const stray = (start: number, end: number, shown: string, plural = false): string =>
  `invalid-character ${start}-${end}: Unexpected character${plural ? 's' : ''} ${JSON.stringify(shown)}: expected a node, a value, a bracket or a comment ('#').`;

const badNumber = (start: number, text: string): string =>
  `bad-number ${start}-${start + text.length}: '${text}' is not a number: write digits with an optional decimal part (3, -2, 0.5), a fraction (4/6) or a percentage (25%).`;

describe('pinned: the lexer', () => {
  it('separates items by every Unicode space and the comma, none of them a line break', () => {
    const spaces = ['\u00a0', '\u2007', '\u2009', '\u202f', '\u3000', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029', '\u1680', '\u205f', '\ufeff'];
    const more = [',', '\t', '\u2000', '\u200a', ' '];
    const letters = 'ABCDEFGHIJKLMNOPQRS';
    const text = [...spaces, ...more].map((s, i) => letters[i] + s).join('') + letters[18];
    const { tokens, problems } = lex(text);
    assert.deepEqual(problems, []);
    assert.deepEqual(tokens, expected(text, ...letters.split('').map((l) => `name ${l}`)));
  });

  it('reads a zero-width space, and characters beside the space ranges, as invalid', () => {
    // U+200B follows the range of spaces U+2000–U+200A; U+1FFF precedes it (and is no letter).
    const { tokens, problems } = lex('A\u200bB\u1fffC');
    assert.deepEqual(problems, [stray(1, 2, '\u200b'), stray(3, 4, '\u1fff')]);
    assert.deepEqual(tokens, expected('A\u200bB\u1fffC', 'name A', 'name B', 'name C'));
  });

  it('ends a line at \\n, \\r\\n and a lone \\r, and only there', () => {
    const text = 'A\nB\rC\r\nD\u2028E\n';
    assert.deepEqual(lex(text).tokens, expected(text, 'name A', '^name B', '^name C', '^name D', 'name E'));
  });

  it('skips a comment to the end of the line, a # in a string being no comment', () => {
    const text = 'A # x [ ] "\nB "a#b" C #';
    assert.deepEqual(lex(text), { tokens: expected(text, 'name A', '^name B', 'string "a#b"', 'name C'), problems: [] });
  });

  it('reads the punctuation, // as one token and -> as one', () => {
    const text = '[]{}()<>=~@&*/ //:?->';
    const kinds = ['[', ']', '{', '}', '(', ')', '<', '>', '=', '~', '@', '&', '*', '/', '//', ':', '?', '->'];
    assert.deepEqual(lex(text), { tokens: expected(text, ...kinds.map((k) => `${k} ${k}`)), problems: [] });
  });

  it('reads keywords in lower case only and as whole names', () => {
    const text = 'max min chance tree Max mix mox tre trees chancy maximum MIN TREE Chance';
    const names = ['Max', 'mix', 'mox', 'tre', 'trees', 'chancy', 'maximum', 'MIN', 'TREE', 'Chance'];
    assert.deepEqual(lex(text).tokens, expected(text, 'max max', 'min min', 'chance chance', 'tree tree', ...names.map((n) => `name ${n}`)));
  });

  it("reads names: letters, digits, _, ' and -, but not the - of ->", () => {
    const text = "a1->B b-2 B' _x Ćilim Čvor x\u0301y z\u0663 \u{1d49c}b a\u2192b";
    const { tokens, problems } = lex(text);
    assert.deepEqual(
      tokens,
      expected(
        text,
        'name a1',
        '-> ->',
        'name B',
        'name b-2',
        "name B'",
        'name _x',
        'name Ćilim',
        'name Čvor',
        'name x\u0301y',
        'name z\u0663',
        'name \u{1d49c}b',
        'name a',
        'name b',
      ),
    );
    // The arrow → (U+2192) is neither a letter nor a mark: one stray character.
    assert.deepEqual(problems, [stray(text.indexOf('\u2192'), text.indexOf('\u2192') + 1, '\u2192')]);
  });

  it('reads every form of number, and a minus sign − as -', () => {
    const text = '3 -2 0.5 -12.25 4/6 -1/2 1.5/3 25% 12.5% 1/2.5 \u22123 \u22121/2';
    const { tokens, problems } = lex(text);
    assert.deepEqual(problems, []);
    const forms = ['number 3', 'number -2', 'number 0.5', 'number -12.25', 'fraction 4/6', 'fraction -1/2', 'fraction 1.5/3', 'percent 25%'];
    const more = ['percent 12.5%', 'fraction 1/2.5', 'number \u22123', 'fraction \u22121/2'];
    // The token's text is the parser's, where − reads as -.
    assert.deepEqual(
      tokens,
      expected(text, ...forms, ...more).map((t) => t.replace('\u2212', '-')),
    );
  });

  it('reads a number glued to letters, digits or dots as one bad number', () => {
    const text = '1e5 3.4.5 1. 2x 1_0 7é 25%x 1/2x';
    const { tokens, problems } = lex(text);
    assert.deepEqual(
      tokens,
      expected(text, 'number 1e5', 'number 3.4.5', 'number 1.', 'number 2x', 'number 1_0', 'number 7é', 'percent 25%x', 'fraction 1/2x'),
    );
    const bad = ['1e5', '3.4.5', '1.', '2x', '1_0', '7é', '25%x', '1/2x'];
    assert.deepEqual(
      problems,
      bad.map((b) => badNumber(text.indexOf(b), b)),
    );
  });

  it('reads 4/ 6, 1/-2 and 1/2/3 as a number then a cut mark', () => {
    const text = '4/ 6 1/-2 1/2/3';
    assert.deepEqual(lex(text), {
      tokens: expected(text, 'number 4', '/ /', 'number 6', 'number 1', '/ /', 'number -2', 'fraction 1/2', '/ /', 'number 3'),
      problems: [],
    });
  });

  it('reads +inf, -inf, ∞ and the minus sign − before them as infinities, a bare inf as a name', () => {
    const text = '+inf -inf inf \u221e -\u221e +\u221e \u2212\u221e \u2212inf infinity inf2 -inf->A';
    const { tokens, problems } = lex(text);
    assert.deepEqual(problems, []);
    const want = expected(
      text,
      'inf +inf',
      'inf -inf',
      'name inf',
      'inf \u221e',
      'inf -\u221e',
      'inf +\u221e',
      'inf \u2212\u221e',
      'inf \u2212inf',
      'name infinity',
      'name inf2',
      'inf -inf',
      '-> ->',
      'name A',
    );
    assert.deepEqual(
      tokens,
      want.map((t) => t.replace('\u2212', '-')),
    );
  });

  it('reads a sign before infinity spelt another way (any case, infinity, infty) as one infinity, for the parser to report', () => {
    const text = '-infinity +Infinity \u2212INF -infty -infinity->A -infinite inf_ity';
    const { tokens, problems } = lex(text);
    const want = expected(
      text,
      'inf -infinity',
      'inf +Infinity',
      'inf \u2212INF',
      'inf -infty',
      'inf -infinity',
      '-> ->',
      'name A',
      'name infinite',
      'name inf_ity',
    );
    assert.deepEqual(
      tokens,
      want.map((t) => t.replace('\u2212', '-')),
    );
    // A word that does not mean infinity keeps its sign a stray character, as before.
    assert.deepEqual(problems, [stray(text.indexOf('-infinite'), text.indexOf('-infinite') + 1, '-')]);
  });

  it('reads a sign before no number or infinity as a stray character', () => {
    const text = '-info +x +3 .5 \u2212> \u2212';
    const { tokens, problems } = lex(text);
    assert.deepEqual(tokens, expected(text, 'name info', 'name x', 'number 3', 'number 5', '> >'));
    const at = (s: string, from = 0): number => text.indexOf(s, from);
    assert.deepEqual(problems, [
      stray(0, 1, '-'),
      stray(at('+x'), at('+x') + 1, '+'),
      stray(at('+3'), at('+3') + 1, '+'),
      stray(at('.5'), at('.5') + 1, '.'),
      stray(at('\u2212>'), at('\u2212>') + 1, '\u2212'),
      stray(text.length - 1, text.length, '\u2212'),
    ]);
  });

  it('reads strings with their escapes, and an open string up to the end of its line', () => {
    const text = '"a\\"b" "x\\\\" "c\\nd" "open\nB "tail\\\n"end\\';
    const { tokens, problems } = lex(text);
    assert.deepEqual(
      tokens,
      expected(text, 'string "a\\"b"', 'string "x\\\\"', 'string "c\\nd"', 'string "open', '^name B', 'string "tail\\', '^string "end\\'),
    );
    const open = "Unterminated string: expected a closing '\"' before the end of the line.";
    const ends = (s: string): string => `${text.indexOf(s)}-${text.indexOf(s) + s.length}`;
    assert.deepEqual(problems, [
      `unterminated-string ${ends('"open')}: ${open}`,
      `unterminated-string ${ends('"tail\\')}: ${open}`,
      `unterminated-string ${ends('"end\\')}: ${open}`,
    ]);
    assert.equal(unquote('"a\\"b\\\\c\\nd"'), 'a"b\\c\\nd');
    assert.equal(unquote('"open'), 'open');
    // An escaped backslash just before the closing quote: the quote closes the string.
    assert.equal(unquote('"\\\\"'), '\\');
    assert.equal(unquote('"a\\\\"'), 'a\\');
  });

  it('reports a run of stray characters once, up to a character that starts a token', () => {
    const text = '$%^ A $[ $#x\n$"s" $5 $\u00a0$ $\u221e $\u2212 $+';
    const { problems } = lex(text);
    const at = (s: string, from = 0): number => text.indexOf(s, from);
    const nbsp = at('\u00a0');
    assert.deepEqual(problems, [
      stray(0, 3, '$%^', true),
      stray(at('$['), at('$[') + 1, '$'),
      stray(at('$#'), at('$#') + 1, '$'),
      stray(at('$"'), at('$"') + 1, '$'),
      stray(at('$5'), at('$5') + 1, '$'),
      stray(nbsp - 1, nbsp, '$'),
      stray(nbsp + 1, nbsp + 2, '$'),
      stray(at('$\u221e'), at('$\u221e') + 1, '$'),
      stray(at('$\u2212'), at('$\u2212') + 1, '$'),
      stray(at('\u2212', at('$\u2212')), at('\u2212', at('$\u2212')) + 1, '\u2212'),
      stray(at('$+'), at('$+') + 1, '$'),
      stray(at('$+') + 1, at('$+') + 2, '+'),
    ]);
  });

  it('calls one stray character outside the BMP (two UTF-16 units) a character', () => {
    assert.deepEqual(lex('A \u{1f600} B').problems, [stray(2, 4, '\u{1f600}')]);
    assert.deepEqual(lex('A \u{1f600}\u{1f600} B').problems, [stray(2, 6, '\u{1f600}\u{1f600}', true)]);
  });

  it('reads a lone high surrogate at the end as one stray unit, and U+10000 and U+10FFFF as one code point each', () => {
    assert.deepEqual(lex('A \ud800').problems, [stray(2, 3, '\ud800')]);
    // U+10FFFF (\udbff\udfff, the last high surrogate) is no letter: one stray character of two units.
    assert.deepEqual(lex('A \u{10ffff}').problems, [stray(2, 4, '\u{10ffff}')]);
    // U+10000 (\ud800\udc00, the first high surrogate) is a letter: a name of two units.
    assert.deepEqual(lex('\u{10000} B'), { tokens: expected('\u{10000} B', 'name \u{10000}', 'name B'), problems: [] });
  });

  it('ends a stray run at a line break', () => {
    assert.deepEqual(lex('$\nA').problems, [stray(0, 1, '$')]);
    assert.deepEqual(lex('$\r\nA').problems, [stray(0, 1, '$')]);
  });

  it('shows the first 20 characters of a long stray run', () => {
    const run = '$'.repeat(25);
    assert.deepEqual(lex(`${run} A`).problems, [stray(0, 25, '$'.repeat(20), true)]);
  });

  it('holds every token of a long text (the arrays grow)', () => {
    // 1 000 tokens from 1 000 characters: more than the arrays first hold (a quarter of the length).
    const text = '[]'.repeat(500);
    const { tokens } = lex(text);
    assert.equal(tokens.length, 1001);
    for (let i = 0; i < 1000; i++) assert.equal(tokens[i], `${i % 2 === 0 ? '[' : ']'} ${JSON.stringify(text[i])}@${i}-${i + 1}`);
  });

  it('holds every token of a short text with many tokens (the smallest arrays grow)', () => {
    const text = '[]'.repeat(20);
    const { tokens } = lex(text);
    assert.equal(tokens.length, 41);
    for (let i = 0; i < 40; i++) assert.equal(tokens[i], `${i % 2 === 0 ? '[' : ']'} ${JSON.stringify(text[i])}@${i}-${i + 1}`);
  });

  it('reads Eof at the end, again on every call after, after a byte-order mark too', () => {
    const lexer = new Lexer('\ufeffA', new DiagnosticSink());
    assert.deepEqual([lexer.next(), lexer.start, lexer.end], [T.Name, 1, 2]);
    for (let i = 0; i < 2; i++) assert.deepEqual([lexer.next(), lexer.start, lexer.end], [T.Eof, 2, 2]);
  });

  it('reads the text with − as - only where it starts a number or an infinity', () => {
    assert.equal(readingText('A \u22123 \u2212x \u2212inf \u2212> \u22121/2'), 'A -3 \u2212x -inf \u2212> -1/2');
    assert.equal(readingText('A \u2212x'), 'A \u2212x');
    assert.equal(readingText('A -3'), 'A -3');
    assert.equal(readingText('\u22123'), '-3');
  });

  it('reads a BMP character at or above U+DC00 as one code unit', () => {
    // U+FF21 (fullwidth A) is a letter, U+FFFD (replacement character) is none: neither pairs with what follows.
    assert.deepEqual(lex('\uff21 B'), { tokens: expected('\uff21 B', 'name \uff21', 'name B'), problems: [] });
    assert.deepEqual(lex('A \ufffd B').problems, [stray(2, 3, '\ufffd')]);
  });

  it('reads inf followed by _ or an apostrophe as a longer name, and +inf, -inf at the end of the text', () => {
    const text = "+inf_x -inf'y";
    const { tokens, problems } = lex(text);
    assert.deepEqual(tokens, expected(text, 'name inf_x', "name inf'y"));
    assert.deepEqual(problems, [stray(0, 1, '+'), stray(7, 8, '-')]);
    assert.deepEqual(lex('A -inf'), { tokens: expected('A -inf', 'name A', 'inf -inf'), problems: [] });
    assert.deepEqual(lex('+inf'), { tokens: expected('+inf', 'inf +inf'), problems: [] });
  });

  it('ends a stray run before a hyphen, which is a stray character of its own', () => {
    assert.deepEqual(lex('$-x'), { tokens: expected('$-x', 'name x'), problems: [stray(0, 1, '$'), stray(1, 2, '-')] });
  });

  it('scans no number where the text starts with no digit', () => {
    // written-answers.ts reads a typed answer this way: "x/5" must not pass for a fraction.
    assert.equal(scanNumber('x/5', 0), -1);
    assert.equal(scannedNumber.cleanEnd, -1);
    assert.equal(scanNumber('-x', 0), -1);
  });

  it('ends a number at a space or character above ASCII that starts no name', () => {
    // A no-break space and an ideographic space separate; ∞ and − start tokens of their own.
    const text = '[3\u00a04\u30005\u221e 6\u22127]';
    const { tokens, problems } = lex(text);
    assert.deepEqual(problems, []);
    const want = expected(text, '[ [', 'number 3', 'number 4', 'number 5', 'inf \u221e', 'number 6', 'number \u22127', '] ]');
    // The token's text is the parser's, where − reads as -.
    assert.deepEqual(
      tokens,
      want.map((t) => t.replace('\u2212', '-')),
    );
  });
});
