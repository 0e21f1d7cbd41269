import { strict as assert } from 'node:assert';
import { decodeText, firstInvalid, utf16 } from '../../src/core/text/decode';

/* Reading a file's bytes as an editor does: the encodings read, and what is said of the rest. */

const TEXT = 'tree "Vežba" {\n  R [ 1 2 ]\n}\n';
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);

/** `s` as UTF-16 code units, little- or big-endian, after `prefix`. */
function utf16Bytes(s: string, little: boolean, prefix: number[] = []): Uint8Array {
  const out = new Uint8Array(prefix.length + 2 * s.length);
  out.set(prefix);
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    out[prefix.length + 2 * i + (little ? 0 : 1)] = u & 0xff;
    out[prefix.length + 2 * i + (little ? 1 : 0)] = u >> 8;
  }
  return out;
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark, the mark dropped', () => {
    assert.deepEqual(decodeText(utf8(TEXT)), { ok: true, text: TEXT, encoding: 'utf-8' });
    assert.deepEqual(decodeText(bytes(0xef, 0xbb, 0xbf, ...utf8(TEXT))), { ok: true, text: TEXT, encoding: 'utf-8 with BOM' });
    assert.deepEqual(decodeText(new Uint8Array(0)), { ok: true, text: '', encoding: 'utf-8' });
  });

  it('reads UTF-16 LE and BE with a byte-order mark as TextDecoder does', () => {
    const le = utf16Bytes(TEXT, true, [0xff, 0xfe]);
    const be = utf16Bytes(TEXT, false, [0xfe, 0xff]);
    assert.deepEqual(decodeText(le), { ok: true, text: TEXT, encoding: 'utf-16le' });
    assert.deepEqual(decodeText(be), { ok: true, text: TEXT, encoding: 'utf-16be' });
    // Node's own decoder agrees, a character outside the BMP (a surrogate pair) included.
    const wide = `${TEXT}# 𝄞 ♛\n`;
    const wideLe = utf16Bytes(wide, true, [0xff, 0xfe]);
    assert.equal(new TextDecoder('utf-16le').decode(wideLe), wide);
    assert.deepEqual(decodeText(wideLe), { ok: true, text: wide, encoding: 'utf-16le' });
    assert.deepEqual(decodeText(utf16Bytes(wide, false, [0xfe, 0xff])), { ok: true, text: wide, encoding: 'utf-16be' });
  });

  it('a lone surrogate and a last odd byte become U+FFFD, as TextDecoder makes them', () => {
    const cases = [
      bytes(0x41, 0x00, 0x00, 0xd8, 0x42, 0x00), // a high surrogate followed by 'B'
      bytes(0x41, 0x00, 0x00, 0xdc), // a low surrogate alone
      bytes(0x00, 0xd8), // a high surrogate at the end
      bytes(0x41, 0x00, 0x42), // an odd length
      bytes(0x3d, 0xd8, 0x1e, 0xdd), // a whole pair: U+1F51E
      bytes(0x00, 0xdc, 0x00, 0xd8), // a low before a high: two lone halves
      bytes(0x7a), // a single byte
    ];
    const node = new TextDecoder('utf-16le');
    for (const b of cases) assert.equal(utf16(b, 0, true), node.decode(b), `bytes ${[...b].map((x) => x.toString(16))}`);
    assert.equal(utf16(bytes(0x41, 0x00, 0x42), 0, true), 'A\ufffd');
    assert.equal(utf16(bytes(0xd8, 0x00, 0x00, 0x41), 0, false), '\ufffdA');
  });

  it('UTF-16 without a byte-order mark is read where its NULs tell the byte order, as VS Code reads it', () => {
    assert.deepEqual(decodeText(utf16Bytes(TEXT, true)), { ok: true, text: TEXT, encoding: 'utf-16le' });
    assert.deepEqual(decodeText(utf16Bytes(TEXT, false)), { ok: true, text: TEXT, encoding: 'utf-16be' });
    // NULs at both parities are no text's: a binary file.
    assert.deepEqual(decodeText(Uint8Array.from([0x41, 0, 0x42, 0, 0, 0x43, 0, 0x44])), { ok: false, binary: true, message: 'not a text file' });
  });

  it('UTF-32 is named and refused', () => {
    const r = decodeText(bytes(0xff, 0xfe, 0, 0, 0x41, 0, 0, 0));
    assert.deepEqual(r, { ok: false, binary: false, message: 'the file is in UTF-32, which gtree does not read: save it as UTF-8' });
  });

  it('a one-byte encoding (Windows-1250, Latin-1) is not UTF-8: the byte, its line and column', () => {
    // "Vežba" in Windows-1250: ž is 0x9E; on line 2, after 'tree "Ve'.
    const text = [...utf8('# key\ntree "Ve'), 0x9e, ...utf8('ba" { R [ 1 2 ] }\n')];
    const r = decodeText(Uint8Array.from(text));
    assert.deepEqual(r, {
      ok: false,
      binary: false,
      message:
        'not UTF-8: byte 0x9E at line 2, column 9 (byte 15 of the file) is not valid UTF-8; the file seems saved in a one-byte encoding (Windows-1250, Latin-1, …): save it as UTF-8',
    });
    // Columns count characters, not bytes; the byte counts the BOM.
    const after = decodeText(bytes(0xef, 0xbb, 0xbf, ...utf8('ž'), 0xe9));
    assert.ok(!after.ok && after.message.startsWith('not UTF-8: byte 0xE9 at line 1, column 2 (byte 6 of the file)'), !after.ok ? after.message : '');
  });

  it('firstInvalid follows RFC 3629: overlongs, surrogates, truncations and bytes past U+10FFFF are invalid', () => {
    assert.equal(firstInvalid(utf8('ašℝ𝄞')), utf8('ašℝ𝄞').length);
    assert.equal(firstInvalid(bytes(0x41, 0xc0, 0x80)), 1, 'an overlong NUL');
    assert.equal(firstInvalid(bytes(0xe0, 0x80, 0x80)), 0, 'an overlong three-byte form');
    assert.equal(firstInvalid(bytes(0xed, 0xa0, 0x80)), 0, 'a surrogate');
    assert.equal(firstInvalid(bytes(0xf4, 0x90, 0x80, 0x80)), 0, 'past U+10FFFF');
    assert.equal(firstInvalid(bytes(0x41, 0x42, 0xe2, 0x84)), 2, 'cut short at the end');
    assert.equal(firstInvalid(bytes(0x80)), 0, 'a continuation byte alone');
    assert.equal(firstInvalid(bytes(0xff)), 0);
  });

  it('a binary file is not a text file', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0);
    assert.deepEqual(decodeText(png), { ok: false, binary: true, message: 'not a text file' });
    // No NULs, but mostly control bytes.
    const controls = Uint8Array.from({ length: 64 }, (_, i) => (i % 3 === 0 ? 0x41 : 1 + (i % 7)));
    assert.deepEqual(decodeText(controls), { ok: false, binary: true, message: 'not a text file' });
    // A tab, a form feed and CRLF line ends are text.
    assert.ok(decodeText(utf8('a\tb\fc\r\n')).ok);
  });

  it('agrees with TextDecoder on random bytes: UTF-16 both ways, and where UTF-8 is valid', () => {
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const fatal = new TextDecoder('utf-8', { fatal: true });
    for (let round = 0; round < 2000; round++) {
      const length = Math.floor(next() * 12);
      // Bytes near the edges of the encodings' ranges, so that surrogates and sequences turn up often.
      const pool = [0x00, 0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xff, 0xd8, 0xdb, 0xdc, 0xdf, 0xa0, 0x9f, 0x90];
      const b = Uint8Array.from({ length }, () => pool[Math.floor(next() * pool.length)]);
      assert.equal(utf16(b, 0, true), new TextDecoder('utf-16le').decode(b));
      assert.equal(utf16(b, 0, false), new TextDecoder('utf-16be').decode(b));
      let valid = true;
      try {
        fatal.decode(b);
      } catch {
        valid = false;
      }
      assert.equal(firstInvalid(b) === b.length, valid, `bytes ${[...b].map((x) => x.toString(16)).join(' ')}`);
    }
  });
});
