import { writeFileSync } from 'node:fs';
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
