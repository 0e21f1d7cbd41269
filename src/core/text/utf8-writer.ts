/*
 * TextEncoder and TextDecoder are in every host the core runs in (Node, browsers, web
 * workers); the core's lib (ES2022, no DOM) has no types for them, so the little used is declared.
 */
declare const TextEncoder: new () => { encodeInto(text: string, into: Uint8Array): { read: number; written: number } };
declare const TextDecoder: new () => { decode(bytes?: Uint8Array, options?: { stream?: boolean }): string };

/**
 * Where a Utf8Writer's bytes go: buffers to fill, and filled chunks taken back. A chunk handed
 * to `write` is a view from the start of a buffer `freeBuffer` gave out; the writer never touches
 * that buffer again unless `freeBuffer` gives it out again, so a sink that writes asynchronously
 * hands out another while a write is in flight (a small pool), and one that is done with a chunk
 * at once may hand out the same buffer every time. Buffers hold at least 32 bytes (a number's
 * digits are written whole).
 */
export interface ChunkSink {
  freeBuffer(): Uint8Array;
  write(chunk: Uint8Array): void;
}

/** The bytes of a chunk: large enough to keep writes few, small enough to stay in the cache and cost little memory. */
export const CHUNK_BYTES = 1 << 17;

/**
 * Text written as UTF-8 straight into reused byte buffers, for output of hundreds of
 * megabytes (the JSON of a run over 10^6 nodes): no string per line or per chunk, no joining
 * and no second encoding pass. Output is nearly all ASCII (digits, field names, punctuation),
 * written a character a byte; a piece that may hold other characters (a label, a name) goes
 * through `text`, which falls back to TextEncoder. Full buffers go to the sink as they fill.
 */
export class Utf8Writer {
  private buf: Uint8Array;
  private pos = 0;
  /** How many chunks went to the sink: a producer yields when it changes, so its caller can wait for the reader. */
  handedOn = 0;
  private readonly encoder = new TextEncoder();

  constructor(private readonly sink: ChunkSink) {
    this.buf = sink.freeBuffer();
  }

  /** Hands what is written so far to the sink (nothing if nothing is). */
  flush(): void {
    if (this.pos === 0) return;
    const chunk = this.buf.subarray(0, this.pos);
    this.buf = this.sink.freeBuffer();
    this.pos = 0;
    this.handedOn++;
    this.sink.write(chunk);
  }

  /** Makes room for `n` bytes (at most a buffer's length) after `pos`. */
  private room(n: number): void {
    if (this.pos + n > this.buf.length) this.flush();
  }

  /** Text known to be ASCII (field names, punctuation, numbers' digits). */
  ascii(s: string): void {
    const n = s.length;
    if (n > this.buf.length) return this.text(s);
    if (this.pos + n > this.buf.length) this.flush();
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < n; i++) buf[pos++] = s.charCodeAt(i);
    this.pos = pos;
  }

  /** Any text: ASCII a byte a character, the rest as TextEncoder writes it (a lone surrogate becomes U+FFFD). */
  text(s: string): void {
    const n = s.length;
    // A UTF-16 unit takes at most 3 bytes.
    if (3 * n > this.buf.length) return this.longText(s);
    if (this.pos + 3 * n > this.buf.length) this.flush();
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        pos += this.encoder.encodeInto(i === 0 ? s : s.slice(i), buf.subarray(pos)).written;
        break;
      }
      buf[pos++] = c;
    }
    this.pos = pos;
  }

  /** Text longer than a third of a buffer, in pieces that never split a surrogate pair. */
  private longText(s: string): void {
    const piece = Math.floor(this.buf.length / 3);
    for (let start = 0; start < s.length;) {
      const end = pieceEnd(s, start, piece);
      this.text(s.slice(start, end));
      start = end;
    }
  }

  /** One byte (an ASCII character's code). */
  byte(b: number): void {
    if (this.pos === this.buf.length) this.flush();
    this.buf[this.pos++] = b;
  }

  /** A number as String writes it: a safe integer's digits straight into the buffer. */
  number(n: number): void {
    if (!Number.isSafeInteger(n)) return this.ascii(String(n));
    this.room(MOST_DIGITS);
    this.pos = putInteger(this.buf, this.pos, n);
  }

  /**
   * Bytes made once (asciiBytes) and written often, such as a field's name with its punctuation:
   * one `set` (a copy of memory, whatever the length).
   */
  piece(bytes: Uint8Array): void {
    const pos = this.pos;
    if (pos + bytes.length > this.buf.length) return this.bytes(bytes); // kept out of the way: this is inlined in hot loops
    this.buf.set(bytes, pos);
    this.pos = pos + bytes.length;
  }

  /** Bytes `from` to `to` of `bytes` (already UTF-8), across chunks when they do not fit. */
  bytes(bytes: Uint8Array, from = 0, to = bytes.length): void {
    while (from < to) {
      if (this.pos === this.buf.length) this.flush();
      const n = Math.min(to - from, this.buf.length - this.pos);
      const buf = this.buf;
      const pos = this.pos;
      // A short run is copied faster by a loop than by making a view to `set` from.
      if (n < 32) for (let k = 0; k < n; k++) buf[pos + k] = bytes[from + k];
      else buf.set(bytes.subarray(from, from + n), pos);
      this.pos = pos + n;
      from += n;
    }
  }

  /**
   * Where the next byte goes in the current buffer: with `handedOn`, a mark of text written
   * earlier that `repeat` can copy while it is still in this buffer.
   */
  get position(): number {
    return this.pos;
  }

  /** Makes room for `n` bytes in the current buffer (handing it on if they do not fit); false when no buffer holds that many. */
  reserve(n: number): boolean {
    if (this.pos + n > this.buf.length) this.flush();
    return n <= this.buf.length;
  }

  /** Writes again the bytes at `start` to `end` of the current buffer (room for them reserved). */
  repeat(start: number, end: number): void {
    this.buf.copyWithin(this.pos, start, end);
    this.pos += end - start;
  }
}

/** Where a piece of `text` from `start`, at most `most` UTF-16 units long, ends: never between the two halves of a surrogate pair. */
export function pieceEnd(text: string, start: number, most: number): number {
  const end = Math.min(start + most, text.length);
  if (end === text.length) return end;
  const last = text.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

/** ASCII text as bytes, for Utf8Writer.piece. */
export function asciiBytes(s: string): Uint8Array {
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

/** Any text as UTF-8 bytes, for Utf8Writer.piece. */
export function utf8Bytes(s: string): Uint8Array {
  const stack = new ByteStack();
  stack.text(s);
  return stack.bytes.slice(0, stack.length);
}

/**
 * Bytes kept to be copied often, grown by doubling: the text of a path that siblings share, or
 * a name encoded once. `length` can be cut back to an earlier mark.
 */
export class ByteStack {
  bytes = new Uint8Array(256);
  length = 0;
  private encoder: InstanceType<typeof TextEncoder> | null = null;

  /** Appends bytes made once. */
  piece(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Appends any text as UTF-8. */
  text(s: string): void {
    this.reserve(3 * s.length);
    this.length += (this.encoder ??= new TextEncoder()).encodeInto(s, this.bytes.subarray(this.length)).written;
  }

  /** Appends a safe integer (a child's index) in decimal. */
  integer(n: number): void {
    this.reserve(MOST_DIGITS);
    this.length = putInteger(this.bytes, this.length, n);
  }

  private reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(2 * this.bytes.length, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}

/** Bytes of the longest safe integer in decimal, its sign included. */
const MOST_DIGITS = 17;

/** Writes the safe integer `n` in decimal into `buf` at `pos` (room for MOST_DIGITS there); returns where it ends. */
function putInteger(buf: Uint8Array, pos: number, n: number): number {
  if (n < 0) {
    buf[pos++] = 45; // '-'
    n = -n;
  }
  const start = pos;
  do {
    const q = Math.floor(n / 10);
    buf[pos++] = 48 + (n - q * 10); // the digit first: 48 + n can pass 2^53 and round
    n = q;
  } while (n > 0);
  for (let a = start, b = pos - 1; a < b; a++, b--) {
    const t = buf[a];
    buf[a] = buf[b];
    buf[b] = t;
  }
  return pos;
}

/** What `produce` writes, as one string (for texts that fit in one: an export, a test). */
export function textOf(produce: (w: Utf8Writer) => Iterable<void>): string {
  const parts: string[] = [];
  const decoder = new TextDecoder();
  const buffer = new Uint8Array(CHUNK_BYTES);
  const w = new Utf8Writer({ freeBuffer: () => buffer, write: (chunk) => parts.push(decoder.decode(chunk, { stream: true })) });
  for (const _ of produce(w));
  w.flush();
  parts.push(decoder.decode());
  return parts.join('');
}

/** What `produce` writes, line by line (without the newlines), as it writes them. */
export function* linesOf(produce: (w: Utf8Writer) => Iterable<void>): Generator<string> {
  const lines = new LineSplitter();
  const buffer = new Uint8Array(CHUNK_BYTES);
  const w = new Utf8Writer({ freeBuffer: () => buffer, write: (chunk) => lines.write(chunk) });
  for (const _ of produce(w)) yield* lines.take();
  w.flush();
  lines.end();
  yield* lines.take();
}

/** Chunks of UTF-8 cut into lines: a line can span chunks, a character can too. */
export class LineSplitter {
  private readonly decoder = new TextDecoder();
  private partial = '';
  private ready: string[] = [];

  write(chunk: Uint8Array): void {
    const text = this.partial + this.decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    this.partial = lines.pop()!;
    for (const line of lines) this.ready.push(line);
  }

  /** Ends the text: a last line without its newline is a line too. */
  end(): void {
    const rest = this.partial + this.decoder.decode();
    this.partial = '';
    if (rest !== '') this.ready.push(rest);
  }

  /** The whole lines so far, each once. */
  take(): string[] {
    const lines = this.ready;
    this.ready = [];
    return lines;
  }
}
