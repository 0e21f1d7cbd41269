import { CHUNK_BYTES, LineSplitter, pieceEnd, type ChunkSink } from '../core';

/**
 * Where commands print: standard output and error through StreamOutput in the CLI, a
 * MemoryOutput in tests. A command that prints much (a trace of a million nodes) writes UTF-8
 * chunks through a Utf8Writer (this is its ChunkSink: `write` puts a chunk on standard output)
 * and awaits `drained()` after each, so its output never piles up in memory.
 */
export interface Output extends ChunkSink {
  /** One line of the command's result on standard output (the newline is added). */
  line(text: string): void;
  /** One line of a message on standard error. */
  err(text: string): void;
  /** Resolves once standard output has taken what was printed so far (it waited for `drain`) and a buffer is free. */
  drained(): Promise<void>;
  /** True once standard output is gone (the reader closed the pipe, or writing failed): more lines are dropped. */
  readonly stopped: boolean;
}

/** Lines kept in arrays: for tests, and for callers that want the text. */
export class MemoryOutput implements Output {
  readonly out: string[] = [];
  readonly errs: string[] = [];
  readonly stopped = false;
  private readonly buffer = new Uint8Array(CHUNK_BYTES);
  /** Chunks written, cut into lines (each chunk is read at once: one buffer serves). */
  private readonly lines = new LineSplitter();

  line(text: string): void {
    this.out.push(text);
  }

  freeBuffer(): Uint8Array {
    return this.buffer;
  }

  write(chunk: Uint8Array): void {
    this.lines.write(chunk);
    for (const line of this.lines.take()) this.out.push(line);
  }

  err(text: string): void {
    this.errs.push(text);
  }

  drained(): Promise<void> {
    return Promise.resolve();
  }
}

/** Characters per write: large enough to keep the system calls few, small enough to keep one chunk's bytes cheap. */
const CHUNK = 1 << 16;

interface Target {
  readonly stream: NodeJS.WritableStream;
  /** The first write error; that stream gets nothing more. */
  failure: NodeJS.ErrnoException | null;
}

interface Chunk {
  readonly to: Target;
  /** Text, or bytes in a buffer of the pool (given back once written). */
  readonly data: string | Uint8Array;
}

/** Chunks of bytes handed to the stream and not yet called back for, beyond which drained() waits. */
const MOST_IN_FLIGHT = 4;

/**
 * Standard output and error as one queue of chunks, written in the order they were printed,
 * one `write` at a time: when a stream says it is full, the queue waits for its `drain`
 * instead of piling everything into the stream's own buffer (a pipe to a slow reader would
 * then hold the whole output, and a full disk would lose it without a word). Lines are joined
 * into chunks of about 64 Ki characters; a longer text is cut into such chunks. A Utf8Writer's
 * chunks of bytes (`write`) join the same queue; their buffers come from a small pool and go
 * back to it when the stream calls back, so a long output reuses a few buffers throughout
 * (fresh memory for each chunk is slow to touch: docs/performance.md). A stream must be done with a
 * chunk when it calls back — files, pipes and terminals are (the bytes are in the kernel by
 * then); one that keeps chunks must copy them.
 *
 * Nothing is thrown: a failed write stops that stream. `finish()` says what became of standard
 * output — a closed pipe (`| head`) is no failure, anything else (a full disk) is.
 */
export class StreamOutput implements Output {
  private readonly stdout: Target;
  private readonly stderr: Target;
  /**
   * Lines not yet cut into a chunk, and their length with a newline each: joined once into a
   * flat string when a chunk is full (cheaper to write than a string grown by `+=` per line).
   */
  private pending: string[] = [];
  private pendingLength = 0;
  private readonly queue: (Chunk | undefined)[] = [];
  private head = 0;
  /** The stream whose `drain` the queue waits for. */
  private blockedBy: Target | null = null;
  /** Writes whose callback has not come yet. */
  private inFlight = 0;
  /** Of those, writes of pooled buffers. */
  private buffersInFlight = 0;
  /** Buffers written and called back for, to be filled again. */
  private readonly pool: Uint8Array[] = [];
  /** Promises of drained() and finish(), each with the state it waits for. */
  private waiters: { readonly done: () => boolean; readonly resolve: () => void }[] = [];

  constructor(stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream) {
    this.stdout = this.target(stdout);
    this.stderr = this.target(stderr);
  }

  get stopped(): boolean {
    return this.stdout.failure !== null;
  }

  line(text: string): void {
    if (this.stopped) return;
    if (text.length < CHUNK) {
      this.pending.push(text);
      this.pendingLength += text.length + 1;
      if (this.pendingLength >= CHUNK) this.flushPending();
      return;
    }
    this.flushPending();
    for (let start = 0; start < text.length;) {
      const end = pieceEnd(text, start, CHUNK);
      this.queue.push({ to: this.stdout, data: text.slice(start, end) });
      start = end;
    }
    this.pending = ['']; // the long line's newline
    this.pendingLength = 1;
    this.pump();
  }

  freeBuffer(): Uint8Array {
    return this.pool.pop() ?? new Uint8Array(CHUNK_BYTES);
  }

  write(chunk: Uint8Array): void {
    if (this.stopped) return this.release(chunk);
    this.flushPending();
    this.queue.push({ to: this.stdout, data: chunk });
    this.pump();
  }

  err(text: string): void {
    this.flushPending(); // keeps the order of the two streams, as a terminal shows them
    if (this.stderr.failure === null) this.queue.push({ to: this.stderr, data: text + '\n' });
    this.pump();
  }

  drained(): Promise<void> {
    this.flushPending();
    return this.until(() => this.head === this.queue.length && this.blockedBy === null && this.buffersInFlight < MOST_IN_FLIGHT);
  }

  /**
   * Waits until every line is written (every write's callback has come); returns the error that
   * stopped standard output, or null when all of it was written or the reader closed the pipe.
   */
  async finish(): Promise<NodeJS.ErrnoException | null> {
    this.flushPending();
    await this.until(() => this.head === this.queue.length && this.blockedBy === null && this.inFlight === 0);
    const failure = this.stdout.failure;
    return failure === null || failure.code === 'EPIPE' ? null : failure;
  }

  private target(stream: NodeJS.WritableStream): Target {
    const target: Target = { stream, failure: null };
    // A failed write also calls its callback; the event must be listened to, or Node throws it.
    stream.on('error', (e: NodeJS.ErrnoException) => this.fail(target, e));
    return target;
  }

  private flushPending(): void {
    const lines = this.pending;
    this.pending = [];
    this.pendingLength = 0;
    if (lines.length === 0 || this.stopped) return;
    this.queue.push({ to: this.stdout, data: lines.join('\n') + '\n' });
    this.pump();
  }

  private pump(): void {
    while (this.blockedBy === null && this.head < this.queue.length) {
      const chunk = this.queue[this.head]!;
      this.queue[this.head++] = undefined;
      const { to, data } = chunk;
      const pooled = typeof data !== 'string';
      if (to.failure !== null) {
        if (pooled) this.release(data);
        continue;
      }
      this.inFlight++;
      if (pooled) this.buffersInFlight++;
      const more = to.stream.write(data, (e) => {
        this.inFlight--;
        if (pooled) {
          this.buffersInFlight--;
          this.release(data);
        }
        if (e) this.fail(to, e);
        this.wake();
      });
      if (!more && to.failure === null) {
        this.blockedBy = to;
        to.stream.once('drain', this.resume);
      }
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    }
    this.wake();
  }

  /** A chunk's buffer back to the pool. */
  private release(chunk: Uint8Array): void {
    this.pool.push(new Uint8Array(chunk.buffer, chunk.byteOffset, CHUNK_BYTES));
  }

  private readonly resume = (): void => {
    this.blockedBy = null;
    this.pump();
  };

  private fail(target: Target, e: NodeJS.ErrnoException): void {
    if (target.failure !== null) return;
    target.failure = e;
    if (target === this.stdout) {
      this.pending = [];
      this.pendingLength = 0;
    }
    // A failed stream sends no `drain`: stop waiting for it.
    if (this.blockedBy === target) {
      target.stream.removeListener('drain', this.resume);
      this.blockedBy = null;
    }
    this.pump();
  }

  private until(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ done, resolve }));
  }

  private wake(): void {
    if (!this.waiters.some((w) => w.done())) return;
    const ready = this.waiters.filter((w) => w.done());
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }
}
