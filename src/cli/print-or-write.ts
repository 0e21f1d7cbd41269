import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { describeIoError } from './files';
import { CHUNK_BYTES, Utf8Writer } from '../core';
import type { Output } from './output';

/** Prints generated .gtree text, or writes it to `path` (`-o`); returns the exit code. */
export function emitText(text: string, path: string | undefined, out: Output): number {
  if (path === undefined) {
    out.line(text.endsWith('\n') ? text.slice(0, -1) : text); // a slice, not a copy of megabytes
    return 0;
  }
  return writeOut(text, path, out);
}

/** Writes `content` to the file `path`, saying so on standard error; returns the exit code. */
export function writeOut(content: string | Uint8Array, path: string, out: Output): number {
  try {
    writeFileSync(path, content);
  } catch (e) {
    out.err(`${path}: error: cannot write: ${describeIoError(e)}`);
    return 1;
  }
  out.err(`wrote ${path}`);
  return 0;
}

/** Characters printed between two waits for standard output to drain. */
const DRAIN_EVERY = 1 << 20;

/**
 * Prints lines as they are made, waiting for standard output to drain every megabyte or so:
 * a trace of millions of nodes is never held whole, in memory or in the stream's buffer. Stops
 * early once standard output is gone (a closed pipe, a full disk: the caller's Output says which).
 */
export async function streamLines(lines: Iterable<string>, out: Output): Promise<void> {
  let printed = 0;
  for (const line of lines) {
    if (out.stopped) return;
    out.line(line);
    printed += line.length;
    if (printed >= DRAIN_EVERY) {
      printed = 0;
      await out.drained();
    }
  }
}

/** What a producer writes into a Utf8Writer, yielding now and then (when it has handed on a chunk). */
export type Producer = (w: Utf8Writer) => Iterable<void>;

/**
 * Prints what `produce` writes, chunk by chunk, waiting for standard output to take each one
 * (its buffer then goes back to the output's pool): a trace of millions of nodes is never
 * held whole, in memory or in the stream's buffer. Stops early once standard output is gone.
 */
export async function streamWritten(produce: Producer, out: Output): Promise<void> {
  const w = new Utf8Writer(out);
  for (const _ of produce(w)) {
    if (out.stopped) return;
    await out.drained();
  }
  w.flush();
}

/** `streamWritten`, or, with `-o`, what `produce` writes put in the file `path` chunk by chunk; returns the exit code. */
export async function emitWritten(produce: Producer, path: string | undefined, out: Output): Promise<number> {
  if (path === undefined) {
    await streamWritten(produce, out);
    return 0;
  }
  let fd: number | null = null;
  try {
    const file = (fd = openSync(path, 'w'));
    const buffer = new Uint8Array(CHUNK_BYTES);
    const w = new Utf8Writer({ freeBuffer: () => buffer, write: (chunk) => writeAll(file, chunk) });
    for (const _ of produce(w));
    w.flush();
  } catch (e) {
    out.err(`${path}: error: cannot write: ${describeIoError(e)}`);
    return 1;
  } finally {
    if (fd !== null) closeSync(fd);
  }
  out.err(`wrote ${path}`);
  return 0;
}

/** Writes all of `bytes` (a write to a file may take fewer than offered). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}
