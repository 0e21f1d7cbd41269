import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Loaded = { path: string; text: string } | { path: string; problem: string };

/** Reads each path; a folder stands for the .gtree files below it. Problems are returned, not thrown. */
export function loadFiles(paths: readonly string[]): Loaded[] {
  const out: Loaded[] = [];
  for (const path of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch (e) {
      out.push({ path, problem: describeIoError(e) });
      continue;
    }
    if (isDir) {
      const found = gtreeFilesIn(path);
      if (found.length === 0) out.push({ path, problem: 'no .gtree files in this folder' });
      for (const f of found) out.push(readOne(f));
    } else out.push(readOne(path));
  }
  return out;
}

export function readOne(path: string): Loaded {
  try {
    return { path, text: readText(path) };
  } catch (e) {
    return { path, problem: describeIoError(e) };
  }
}

/**
 * A file's text, decoded as UTF-8. An ASCII file (most .gtree files) is the same text read as
 * Latin-1, which copies the bytes once where UTF-8 decoding touches several times the file's
 * size in fresh memory, which is slow to touch on some machines (docs/performance.md).
 */
function readText(path: string): string {
  const bytes = readFileSync(path);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

function gtreeFilesIn(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...gtreeFilesIn(full));
    else if (entry.name.endsWith('.gtree')) found.push(full);
  }
  return found;
}

export function describeIoError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a folder';
    default:
      return (e as Error)?.message ?? String(e);
  }
}
