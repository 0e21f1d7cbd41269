import { strict as assert } from 'node:assert';
import { DiagnosticSink } from '../../src/core/language/diagnostics';
import { Lexer, T } from '../../src/core/language/lexer';
import { TokenCursor } from '../../src/core/language/parse/cursor';

/*
 * The parser's token cursor on its own contract (issue 33): past the last token every token is
 * the end of the file, advancing stops there, and the end of "the token before" the first one is
 * the fallback the caller gives. The parser never asks past the end today, so only these tests
 * hold the contract for the next caller that does.
 */

const cursorOn = (text: string): TokenCursor => {
  const sink = new DiagnosticSink();
  return new TokenCursor(new Lexer(text, sink), text, sink);
};

describe('pinned: the token cursor', () => {
  it('reads the end of the file, at the end of the text, for every token past the last', () => {
    // "A [" is three tokens: A 0-1, [ 2-3, and the end of the file at 3-3.
    const c = cursorOn('A [');
    assert.equal(c.kind(2), T.Eof);
    for (const ahead of [3, 4, 7, 8, 9, 20]) {
      assert.equal(c.kind(ahead), T.Eof, `kind(${ahead})`);
      assert.deepEqual(c.span(c.pos + ahead), { start: 3, end: 3 }, `span(${ahead})`);
    }
    // Asked after the end was read, the tokens before it are still there.
    assert.equal(c.kind(1), T.LBracket);
    assert.deepEqual(c.span(), { start: 0, end: 1 });
    assert.equal(c.describe(c.pos + 5), 'the end of the file');
  });

  it('past the last token, reads the end of the file as it was read: after a line break', () => {
    const c = cursorOn('A [\n');
    assert.equal(c.newlineBefore(c.pos + 2), true, 'the end of the file comes after a line break');
    assert.equal(c.newlineBefore(c.pos + 5), true, 'and so does every token past it');
    assert.deepEqual(c.span(c.pos + 5), { start: 4, end: 4 });
  });

  it('asked for a token far ahead first, still reads the end of the file past the last', () => {
    const c = cursorOn('x');
    assert.equal(c.kind(6), T.Eof);
    assert.equal(c.kind(), T.Name);
    assert.equal(c.source(), 'x');
  });

  it('stops advancing at the end of the file', () => {
    const c = cursorOn('A 3');
    c.advance();
    c.advance();
    assert.equal(c.pos, 2);
    c.advance();
    c.advance();
    assert.equal(c.pos, 2, 'no further than the end');
    assert.equal(c.kind(), T.Eof);
    assert.equal(c.previousEnd(), 3, "the '3' ends at 3");
  });

  it("gives the caller's fallback as the end of the token before the first, and the real end after it", () => {
    const c = cursorOn('  A B');
    assert.equal(c.previousEnd(), 0);
    assert.equal(c.previousEnd(7), 7);
    c.advance();
    assert.equal(c.previousEnd(7), 3, 'A ends at 3, whatever the fallback');
  });
});
