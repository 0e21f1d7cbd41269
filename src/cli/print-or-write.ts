import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { describeIoError } from './files';
import type { Output } from './output';

/** Prints generated .gtree text, or writes it to `path` (`-o`); returns the exit code. */
export function emitText(text: string, path: string | undefined, out: Output): number {
  if (path === undefined) {
    out.line(text.endsWith('\n') ? text.slice(0, -1) : text); // a slice, not a copy of megabytes
    return 0;
  }
  try {
    writeFileSync(path, text);
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

/** Characters per write to a file. */
const FILE_CHUNK = 1 << 16;

/** `streamLines`, or, with `-o`, the lines (each with its newline) written to the file `path` chunk by chunk; returns the exit code. */
export async function emitLines(lines: Iterable<string>, path: string | undefined, out: Output): Promise<number> {
  if (path === undefined) {
    await streamLines(lines, out);
    return 0;
  }
  let fd: number | null = null;
  try {
    fd = openSync(path, 'w');
    let chunk = '';
    for (const line of lines) {
      chunk += line + '\n';
      if (chunk.length >= FILE_CHUNK) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, chunk);
  } catch (e) {
    out.err(`${path}: error: cannot write: ${describeIoError(e)}`);
    return 1;
  } finally {
    if (fd !== null) closeSync(fd);
  }
  out.err(`wrote ${path}`);
  return 0;
}
