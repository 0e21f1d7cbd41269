import { checkText, findTree, type GameTree, type LineIndex } from '../core';
import { UsageError } from './args';
import { readOrSay } from './files';
import { formatDiagnostic } from './diagnostic-line';
import type { Output } from './output';

export interface LoadedTree {
  readonly tree: GameTree;
  readonly lines: LineIndex;
}

/**
 * Reads a .gtree file and picks the tree to run: `key` (a name or an index), or the first.
 * When there is none that can run, prints why (the file's errors) and returns exit code 1;
 * an unknown `key` is a usage error.
 */
export function loadTree(path: string, key: string | undefined, out: Output): LoadedTree | number {
  const text = readOrSay(path, out);
  if (text === null) return 1;
  const result = checkText(text);
  const entry = key !== undefined ? findTree(result.trees, key) : result.trees[0];
  if (!entry) {
    if (result.trees.length === 0) {
      result.diagnostics.filter((d) => d.severity === 'error').forEach((d) => out.err(formatDiagnostic(path, result.lines, d)));
      out.err(`${path}: error: no tree to run in this file.`);
      return 1;
    }
    const names = result.trees.map((t, i) => (t.syntax.name ? `"${t.syntax.name.text}" (${i})` : `${i}`)).join(', ');
    throw new UsageError(`no tree '${key}' in ${path}; its trees are: ${names}`);
  }
  if (!entry.model) {
    const span = entry.syntax;
    const errors = result.diagnostics.filter((d) => d.severity === 'error' && d.span.start >= span.start && d.span.start <= span.end);
    (errors.length ? errors : result.diagnostics.filter((d) => d.severity === 'error')).forEach((d) => out.err(formatDiagnostic(path, result.lines, d)));
    out.err(`${path}: error: the tree has errors; fix them to run it.`);
    return 1;
  }
  // The line index is built on first use (an error to report): a run that succeeds never needs it.
  return {
    tree: entry.model,
    get lines(): LineIndex {
      return result.lines;
    },
  };
}
