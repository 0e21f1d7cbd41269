import { writeFileSync } from 'node:fs';
import { describeIoError } from './files';
import type { Output } from './output';

/** Prints generated .gtree text, or writes it to `path` (`-o`); returns the exit code. */
export function emitText(text: string, path: string | undefined, out: Output): number {
  if (path === undefined) {
    out.line(text.replace(/\n$/, ''));
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
