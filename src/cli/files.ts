import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, sniff, submissionOf, type Submission } from '../core';
import type { Output } from './output';

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
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return { path, problem: describeIoError(e) };
  }
  // An ASCII file (most .gtree files) is the same text read as Latin-1, which copies the bytes
  // once where decoding touches several times the file's size in fresh memory, which is slow to
  // touch on some machines (docs/performance.md).
  if (isAscii(bytes) && sniff(bytes) === null) return { path, text: bytes.toString('latin1') };
  const decoded = decodeText(bytes);
  return decoded.ok ? { path, text: decoded.text } : { path, problem: decoded.message };
}

/** A file's text, as readOne reads it; when it cannot be read, says why (`PATH: error: cannot read: …`) and gives null. */
export function readOrSay(path: string, out: Output): string | null {
  const loaded = readOne(path);
  if ('text' in loaded) return loaded.text;
  out.err(`${path}: error: cannot read: ${loaded.problem}`);
  return null;
}

/**
 * The submissions the paths stand for, for `gtree grade`: a file as it is, a folder as every
 * file below it (sorted; hidden files and folders, named `.…`, left out), each read by
 * submissionOf (a file not named .gtree is graded when it holds a tree, else skipped with why).
 * A path that cannot be read is a submission all the same; a folder with no file is returned
 * as a problem to say.
 */
export function loadSubmissions(paths: readonly string[]): (Submission | { readonly folder: string; readonly problem: string })[] {
  const out: (Submission | { folder: string; problem: string })[] = [];
  for (const path of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch (e) {
      out.push({ name: path, problem: describeIoError(e) });
      continue;
    }
    const files = isDir ? filesIn(path, (name) => !name.startsWith('.'), true) : [path];
    if (files.length === 0) out.push({ folder: path, problem: 'no files in this folder' });
    for (const file of files) {
      try {
        out.push(submissionOf(file, readFileSync(file)));
      } catch (e) {
        out.push({ name: file, problem: describeIoError(e) });
      }
    }
  }
  return out;
}

const gtreeFilesIn = (dir: string): string[] => filesIn(dir, (name) => name.endsWith('.gtree'), false);

/** The files below `dir` whose names pass `wanted`, sorted by name folder by folder; hidden folders (`.git`) left out when `skipHidden`. */
function filesIn(dir: string, wanted: (name: string) => boolean, skipHidden: boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(skipHidden && entry.name.startsWith('.'))) found.push(...filesIn(full, wanted, skipHidden));
    } else if (wanted(entry.name)) found.push(full);
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

/** Whether `path` is a folder (false when it is a file, or nothing). */
export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
