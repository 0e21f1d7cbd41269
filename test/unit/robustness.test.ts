import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkText, run, type CheckResult } from '../../src/core';
import { assertSpansInside, expectClean } from './helpers';

/*
 * The checker must never throw, whatever it is given: random text, broken versions of real
 * files, absurd nesting, huge files. Every diagnostic must point inside the text.
 */

const ROOT = join(__dirname, '..', '..');
const gtreeFiles = (dir: string): { name: string; text: string }[] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.gtree'))
    .sort()
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(join(ROOT, dir, f), 'utf8') }));

const EXAMPLES = gtreeFiles('examples');
const FIXTURES = gtreeFiles('test/fixtures');
const CORPUS = [...EXAMPLES, ...FIXTURES];

/** Everything that must hold for any input. */
function checkSafely(text: string): CheckResult {
  let result: CheckResult;
  try {
    result = checkText(text);
  } catch (e) {
    assert.fail(`checkText threw on ${JSON.stringify(text.slice(0, 200))}: ${(e as Error)?.stack ?? e}`);
  }
  const internal = result.diagnostics.filter((d) => d.code === 'internal-error');
  assert.deepEqual(internal, [], `internal error on ${JSON.stringify(text.slice(0, 200))}`);
  assertSpansInside(text, result);
  for (const d of result.diagnostics) {
    assert.ok(d.message.length > 0, `${d.code} has a message`);
    const p = result.lines.position(d.span.start);
    assert.ok(p.line >= 0 && p.line < result.lines.lineCount && p.character >= 0, `${d.code} maps to a position`);
  }
  const starts = result.diagnostics.map((d) => d.span.start);
  assert.deepEqual(
    starts,
    [...starts].sort((a, b) => a - b),
    'sorted by position',
  );
  if (!result.diagnostics.some((d) => d.severity === 'error')) {
    assert.ok(
      result.trees.every((t) => t.model !== null),
      `a file without errors has a model for every tree: ${JSON.stringify(text.slice(0, 200))}`,
    );
  }
  return result;
}

/** A model that validation accepted can be searched: the search returns, it does not throw. */
function runSafely(result: CheckResult, text: string): void {
  for (const tree of result.trees) {
    if (!tree.model || tree.model.allNodes().length > 2000) continue;
    try {
      run(tree.model, { events: false });
    } catch (e) {
      assert.fail(`run threw on a valid tree of ${JSON.stringify(text.slice(0, 300))}: ${(e as Error)?.stack ?? e}`);
    }
  }
}

// ---- generators -------------------------------------------------------------

/** Pieces of the language, and pieces of almost-the-language. */
const TOKENS = [
  '[',
  ']',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '<',
  '>',
  '->',
  '-',
  '>',
  '/',
  '//',
  '=',
  '=?',
  '?',
  '~',
  '&',
  '&k',
  '*',
  '*k',
  '@',
  '@A',
  ':',
  ',',
  '#',
  '# c\n',
  '"',
  '"s"',
  '"a\\"b"',
  '\\',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '0',
  '1',
  '-2',
  '3.5',
  '1/2',
  '1/0',
  '25%',
  '1.',
  '1e5',
  '(1,2)',
  '(1,2,3)',
  'inf',
  '-inf',
  '+inf',
  'tree',
  'tree t {',
  'max',
  'min',
  'chance',
  'A',
  'b1',
  'Ćilim',
  "x'",
  'players: A B C\n',
  'algorithm: alphabeta\n',
  'depth: 1\n',
  'window: [',
  'root: A\n',
  '\uFEFF',
  '\u0000',
  '\uD800',
  '\uDC00',
  '😀',
  '\u0301',
  '$',
  '%',
  '.',
  '+',
];

const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((ts) => ts.join(''));
const spacedSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((ts) => ts.join(' '));
const bracketHeavy = fc.string({ unit: fc.constantFrom('[', ']', '[', ']', '(', ')', '{', '}', '<', '>', ' ', '1', 'A', '\n', '"', '#'), maxLength: 200 });
const anyUnicode = fc.string({ unit: 'binary', maxLength: 200 });
const anyUtf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 200 });
const printable = fc.string({ unit: 'grapheme', maxLength: 200 });

/** One edit of a text, at positions given as fractions of its length. */
type Edit =
  | { op: 'delete'; at: number; len: number }
  | { op: 'insert'; at: number; what: string }
  | { op: 'duplicate'; at: number; len: number; to: number }
  | { op: 'swap'; a: number; b: number; len: number }
  | { op: 'deleteToken'; at: number }
  | { op: 'duplicateToken'; at: number; to: number }
  | { op: 'swapTokens'; a: number; b: number };

const frac = fc.double({ min: 0, max: 1, noNaN: true });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), at: frac, len: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ op: fc.constant('insert' as const), at: frac, what: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ unit: 'binary', maxLength: 3 })) }),
  fc.record({ op: fc.constant('duplicate' as const), at: frac, len: fc.integer({ min: 1, max: 40 }), to: frac }),
  fc.record({ op: fc.constant('swap' as const), a: frac, b: frac, len: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ op: fc.constant('deleteToken' as const), at: frac }),
  fc.record({ op: fc.constant('duplicateToken' as const), at: frac, to: frac }),
  fc.record({ op: fc.constant('swapTokens' as const), a: frac, b: frac }),
);

const index = (f: number, n: number): number => Math.min(n, Math.floor(f * (n + 1)));

/** Words, brackets and separators, so token edits keep the text's own pieces. */
const tokensOf = (text: string): string[] => text.match(/\s+|"(?:[^"\\\n]|\\.)*"?|->|\/\/|[[\](){}<>=~&*@:,/?#]|[^\s[\](){}<>=~&*@:,/?#"]+/gu) ?? [];

function apply(text: string, e: Edit): string {
  const n = text.length;
  switch (e.op) {
    case 'delete': {
      const at = index(e.at, n);
      return text.slice(0, at) + text.slice(at + e.len);
    }
    case 'insert': {
      const at = index(e.at, n);
      return text.slice(0, at) + e.what + text.slice(at);
    }
    case 'duplicate': {
      const at = index(e.at, n);
      const piece = text.slice(at, at + e.len);
      const to = index(e.to, n);
      return text.slice(0, to) + piece + text.slice(to);
    }
    case 'swap': {
      let a = index(e.a, n);
      let b = index(e.b, n);
      if (a > b) [a, b] = [b, a];
      const len = Math.min(e.len, b - a);
      return text.slice(0, a) + text.slice(b, b + len) + text.slice(a + len, b) + text.slice(a, a + len) + text.slice(b + len);
    }
    default: {
      const tokens = tokensOf(text);
      if (tokens.length === 0) return text;
      const t = tokens.length - 1;
      if (e.op === 'deleteToken') tokens.splice(index(e.at, t), 1);
      else if (e.op === 'duplicateToken') tokens.splice(index(e.to, t), 0, tokens[index(e.at, t)]);
      else {
        const a = index(e.a, t);
        const b = index(e.b, t);
        [tokens[a], tokens[b]] = [tokens[b], tokens[a]];
      }
      return tokens.join('');
    }
  }
}

const mutate = (text: string, edits: Edit[]): string => edits.reduce(apply, text);

// ---- properties -------------------------------------------------------------

describe('robustness: the corpus is valid to begin with', () => {
  it('has examples to mutate', () => {
    assert.ok(EXAMPLES.length > 0, 'examples/*.gtree');
    assert.ok(FIXTURES.length > 0, 'test/fixtures/*.gtree');
  });
  for (const file of CORPUS) {
    it(`${file.name} checks without errors or warnings`, () => {
      const result = expectClean(file.text);
      assert.ok(result.trees.length > 0);
      assert.ok(result.trees.every((t) => t.model !== null));
    });
  }
  it('the token splitter keeps every character of a file', () => {
    for (const file of CORPUS) assert.equal(tokensOf(file.text).join(''), file.text, file.name);
  });
});

describe('robustness: random text never breaks the checker', function () {
  this.timeout(120_000);

  const cases: [string, fc.Arbitrary<string>][] = [
    ['token soup', tokenSoup],
    ['token soup with spaces', spacedSoup],
    ['bracket-heavy strings', bracketHeavy],
    ['any Unicode code points', anyUnicode],
    ['any UTF-16 units (lone surrogates too)', anyUtf16],
    ['printable graphemes', printable],
  ];
  for (const [what, arbitrary] of cases) {
    it(what, () => {
      fc.assert(
        fc.property(arbitrary, (text) => {
          const result = checkSafely(text);
          runSafely(result, text);
        }),
        { numRuns: 500 },
      );
    });
  }
});

describe('robustness: mutated examples never break the checker', function () {
  this.timeout(120_000);

  it('the mutation helpers change text as intended', () => {
    assert.equal(apply('abcdef', { op: 'delete', at: 0, len: 2 }), 'cdef');
    assert.equal(apply('abcdef', { op: 'insert', at: 1, what: 'X' }), 'abcdefX');
    assert.equal(apply('abcdef', { op: 'swap', a: 0, b: 0.5, len: 1 }), 'dbcaef');
    assert.equal(apply('A [ 1 2 ]', { op: 'deleteToken', at: 0 }), ' [ 1 2 ]');
  });

  for (const file of CORPUS) {
    it(`${file.name}: random edits of characters and tokens`, () => {
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 8 }), (edits) => {
          const text = mutate(file.text, edits);
          const result = checkSafely(text);
          runSafely(result, text);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('every single-character deletion of every file', () => {
    for (const file of CORPUS) {
      for (let i = 0; i < file.text.length; i++) checkSafely(file.text.slice(0, i) + file.text.slice(i + 1));
    }
  });

  it('every prefix of every file (a file being typed)', () => {
    for (const file of CORPUS) {
      for (let i = 0; i <= file.text.length; i++) checkSafely(file.text.slice(0, i));
    }
  });

  it('every file with CRLF line ends and a byte-order mark', () => {
    for (const file of CORPUS) {
      const lf = checkText(file.text);
      const crlf = checkSafely('\uFEFF' + file.text.replace(/\n/g, '\r\n'));
      assert.equal(crlf.diagnostics.length, lf.diagnostics.length, file.name);
      crlf.diagnostics.forEach((d, i) => {
        const a = crlf.lines.position(d.span.start);
        const b = lf.lines.position(lf.diagnostics[i].span.start);
        assert.deepEqual([d.code, a], [lf.diagnostics[i].code, b], file.name);
      });
    }
  });
});

describe('robustness: extreme inputs', function () {
  this.timeout(120_000);
  const N = 100_000;

  it(`${N}-deep nesting of '[' without closing brackets`, () => {
    const text = '['.repeat(N);
    const result = checkSafely(text);
    const unclosed = result.diagnostics.filter((d) => d.code === 'unclosed-bracket');
    assert.ok(unclosed.length > 0);
    // The innermost opener is reported.
    assert.ok(unclosed.some((d) => d.span.start === N - 1));
    assert.equal(result.trees[0].model, null);
  });

  it(`${N}-deep nesting of '[' with its closing brackets`, () => {
    const text = '['.repeat(N) + ']'.repeat(N);
    const result = checkSafely(text);
    assert.ok(!result.diagnostics.some((d) => d.code === 'unclosed-bracket' || d.code === 'unmatched-bracket'));
    // The innermost list is empty: a leaf without a value, reported once.
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['leaf-without-value'],
    );
  });

  it(`${N}-deep nesting with values: A [ B [ C ... 1 ]]] is a valid chain`, () => {
    const text = Array.from({ length: N }, (_, i) => `N${i} [`).join(' ') + ' 1 ' + ']'.repeat(N);
    const result = checkSafely(text);
    assert.deepEqual(result.diagnostics, []);
    const tree = result.trees[0].model;
    assert.ok(tree);
    assert.equal(tree.allNodes().length, N + 1);
    assert.equal(tree.allNodes()[N].depth, N);
    assert.equal(tree.allNodes()[N].payoff, 1);
    assert.equal(tree.allNodes()[N - 1].label, `N${N - 1}`);
  });

  it(`${N}-deep chain left open at the end of the file`, () => {
    const text = Array.from({ length: N }, (_, i) => `N${i} [`).join('\n') + ' 1';
    const result = checkSafely(text);
    const unclosed = result.diagnostics.filter((d) => d.code === 'unclosed-bracket');
    assert.ok(unclosed.length > 0);
    assert.equal(result.lines.position(unclosed[unclosed.length - 1].span.start).line, N - 1, 'the innermost opener, on the last line');
    assert.equal(result.trees[0].model, null);
  });

  it(`${N} unmatched closing brackets`, () => {
    const result = checkSafely(']'.repeat(N));
    assert.equal(result.diagnostics[result.diagnostics.length - 1].code, 'too-many-problems');
  });

  it('a deep nest of tuples, windows and strings', () => {
    checkSafely('A ' + '('.repeat(N));
    checkSafely('A ' + '<'.repeat(N));
    checkSafely('"'.repeat(N));
    checkSafely('A [ ' + '/ '.repeat(N) + ']');
    checkSafely('A [ ' + '&k '.repeat(1000) + '*k '.repeat(1000) + ']');
  });

  it("every order of a node's seven parts", () => {
    const parts = ['max', 'G', '&k', '=3', '<1, 5>', '~2', '[ 4 5 ]'];
    const orders = (rest: string[]): string[][] =>
      rest.length === 0 ? [[]] : rest.flatMap((p, i) => orders([...rest.slice(0, i), ...rest.slice(i + 1)]).map((o) => [p, ...o]));
    for (const order of orders(parts)) {
      const text = `A [ ${order.join(' ')} ]`;
      const result = checkSafely(text);
      for (const d of result.diagnostics.filter((x) => x.code === 'part-order')) {
        // The range is the misplaced part, which the message names first.
        const written = text.slice(d.span.start, d.span.end);
        const named = /^'(&k|=|<α, β>|~)'/.exec(d.message)![1];
        assert.ok(written.startsWith(named === '<α, β>' ? '<' : named), `${text}: ${d.message} at '${written}'`);
      }
    }
    expectClean(`A [ ${parts.join(' ')} ]`);
  });

  it('random bytes, decoded as UTF-8 and as Latin-1', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        const buffer = Buffer.from(bytes);
        checkSafely(buffer.toString('utf8'));
        checkSafely(buffer.toString('latin1'));
      }),
      { numRuns: 200 },
    );
  });

  it('a megabyte of random bytes', () => {
    const bytes = Buffer.alloc(1 << 20);
    let seed = 12345;
    for (let i = 0; i < bytes.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      bytes[i] = seed >>> 24;
    }
    checkSafely(bytes.toString('utf8'));
    checkSafely(bytes.toString('latin1'));
  });

  it('an unclosed bracket at the end of a ~10 MB file', () => {
    const line = '  move -> B [ 1 2 3 ]  C =? <-inf, +inf> [ 4 5/6 -7.5 ]  # a comment\n';
    const count = Math.ceil(10_000_000 / line.length);
    const text = 'tree big {\n  A [\n' + line.repeat(count) + '  D [ 1 2\n';
    assert.ok(text.length >= 10_000_000);
    const result = checkSafely(text);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [d.code, result.lines.position(d.span.start)]),
      [
        ['unclosed-bracket', { line: 0, character: 9 }],
        ['unclosed-bracket', { line: 1, character: 4 }],
        ['unclosed-bracket', { line: count + 2, character: 4 }],
      ],
    );
  });
});
