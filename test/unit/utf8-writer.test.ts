// The byte writer behind the CLI's large outputs (src/core/text/utf8-writer.ts), against Node's own UTF-8 encoding.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { asciiBytes, linesOf, textOf, utf8Bytes, Utf8Writer } from '../../src/core';

/** One call on a writer, and the text it stands for. */
type Op = { kind: 'text' | 'ascii'; s: string } | { kind: 'number'; n: number } | { kind: 'piece' | 'bytes'; s: string };

const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), maxLength: 80 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), s: fc.string({ unit: 'binary', maxLength: 80 }) }),
  fc.record({ kind: fc.constant('text' as const), s: fc.string({ unit: fc.constantFrom('a', 'ž', '🌳', '\ud800', '\udc00', '\n'), maxLength: 300 }) }),
  fc.record({ kind: fc.constant('ascii' as const), s: ascii }),
  fc.record({ kind: fc.constant('number' as const), n: fc.oneof(fc.integer(), fc.double(), fc.maxSafeInteger(), fc.constant(-0)) }),
  fc.record({ kind: fc.constantFrom('piece' as const, 'bytes' as const), s: fc.string({ unit: 'grapheme', maxLength: 100 }) }),
);

const expected = (o: Op): string => (o.kind === 'number' ? String(o.n) : o.s);

function apply(w: Utf8Writer, o: Op): void {
  if (o.kind === 'text') w.text(o.s);
  else if (o.kind === 'ascii') w.ascii(o.s);
  else if (o.kind === 'number') w.number(o.n);
  else if (o.kind === 'piece') w.piece(utf8Bytes(o.s));
  else w.bytes(utf8Bytes(o.s));
}

/** A sink of `size`-byte buffers that keeps copies of its chunks, checking each is a view from a buffer it gave out. */
function recordingSink(size: number) {
  const chunks: Buffer[] = [];
  const given = new Set<ArrayBuffer>();
  return {
    chunks,
    freeBuffer: () => {
      const b = new Uint8Array(size);
      given.add(b.buffer);
      return b;
    },
    write: (chunk: Uint8Array) => {
      assert.ok(given.has(chunk.buffer as ArrayBuffer) && chunk.byteOffset === 0 && chunk.length > 0 && chunk.length <= size);
      chunks.push(Buffer.from(chunk));
    },
  };
}

describe('Utf8Writer', () => {
  it('writes what Node encodes as UTF-8, piece by piece (a lone surrogate as U+FFFD), whatever the buffer size and however pieces fall across chunks', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.integer({ min: 32, max: 300 }), (ops, size) => {
        const sink = recordingSink(size);
        const w = new Utf8Writer(sink);
        for (const o of ops) apply(w, o);
        w.flush();
        // Each piece is encoded on its own: a surrogate ending one and one starting the next are two U+FFFD.
        assert.ok(Buffer.concat(sink.chunks).equals(Buffer.concat(ops.map((o) => Buffer.from(expected(o), 'utf8')))));
        assert.equal(w.handedOn, sink.chunks.length);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a text longer than a buffer, never splitting a character', () => {
    const text = 'ž🌳a'.repeat(30_000);
    const sink = recordingSink(4096);
    const w = new Utf8Writer(sink);
    w.text(text);
    w.flush();
    assert.ok(sink.chunks.length > 1);
    assert.equal(Buffer.concat(sink.chunks).toString('utf8'), text);
  });

  it('writes every digit of the largest safe integers, where adding a character code to the number would round it', () => {
    const numbers = [9007199254740991, 9007199254740949, -9007199254740991, 2 ** 53 - 2, 1234567890123457, -0, 0, 7];
    const sink = recordingSink(32);
    const w = new Utf8Writer(sink);
    for (const n of numbers) {
      w.number(n);
      w.ascii(' ');
    }
    w.flush();
    assert.equal(Buffer.concat(sink.chunks).toString('utf8'), numbers.map((n) => `${String(n)} `).join(''));
  });

  it('copies earlier bytes of the current buffer again (repeat), and says when a reservation does not fit any buffer', () => {
    const sink = recordingSink(64);
    const w = new Utf8Writer(sink);
    w.piece(asciiBytes('[1, 2'));
    assert.ok(w.reserve(5));
    w.repeat(0, 5);
    assert.equal(w.reserve(65), false);
    w.flush();
    assert.equal(Buffer.concat(sink.chunks).toString('utf8'), '[1, 2[1, 2');
  });

  it('gives the whole text (textOf) and its lines as they are made (linesOf), a line and a character across chunks', () => {
    const produce = function* (w: Utf8Writer): Generator<void> {
      for (let i = 0; i < 50_000; i++) {
        w.text(`line ${i} ž🌳\n`);
        if (i % 1000 === 0) yield;
      }
    };
    const lines = Array.from({ length: 50_000 }, (_, i) => `line ${i} ž🌳`);
    assert.equal(textOf(produce), lines.join('\n') + '\n');
    assert.deepEqual([...linesOf(produce)], lines);
  });
});
