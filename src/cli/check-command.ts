import { checkText, filePoints, percent, plural, scoreOf, scoreWords, withAnswerDiagnostics, type CheckResult, type Diagnostic, type LineIndex } from '../core';
import type { ParsedArgs } from './args';
import { UsageError } from './args';
import { streamLines } from './print-or-write';
import { loadFiles } from './files';
import { formatDiagnostic } from './diagnostic-line';
import type { Output } from './output';

/**
 * `gtree check [--reveal] [--summary] [--blanks] FILE...`: every diagnostic, and for trees with
 * answers (=v, windows, cut marks) a warning per wrong answer; a tree's blanks are one line
 * (each with --blanks); --summary prints a line of counts per file instead. Exit 1 if any is
 * an error (or a file cannot be read).
 */
export function checkCommand(args: ParsedArgs, out: Output): Promise<number> {
  if (args.positional.length === 0) throw new UsageError('check needs at least one file or folder');
  return checkFiles(args, out);
}

async function checkFiles(args: ParsedArgs, out: Output): Promise<number> {
  let errors = 0;
  let warnings = 0;
  let files = 0;
  const summary = args.flags.has('summary');
  for (const loaded of loadFiles(args.positional)) {
    if ('problem' in loaded) {
      out.err(`${loaded.path}: error: cannot read: ${loaded.problem}`);
      errors++;
      continue;
    }
    files++;
    const result = checkText(loaded.text);
    const { diagnostics: all, summaries } = withAnswerDiagnostics(result, { reveal: args.flags.has('reveal') });
    const counts = { errors: 0, warnings: 0, blanks: 0 };
    for (const d of all) {
      if (d.severity === 'error') counts.errors++;
      else if (d.severity === 'warning') counts.warnings++;
      else if (d.code === 'blank') counts.blanks++;
    }
    errors += counts.errors;
    warnings += counts.warnings;
    if (summary) {
      const points = filePoints(summaries);
      // Scored as `gtree grade` scores, against the file's own run: what a submission would get.
      const score = points && points.total > 0 ? `; ${percent(scoreOf(points.points, points.total))} (${scoreWords(points)})` : '';
      out.line(`${loaded.path}: ${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}, ${plural(counts.blanks, 'blank')}${score}`);
      continue;
    }
    const shown = args.flags.has('blanks') ? all : blanksByTree(result, all);
    // A large file with answers all wrong has a warning a node: the lines are made as they are written.
    await streamLines(diagnosticLines(loaded.path, result, shown), out);
  }
  out.err(`${plural(files, 'file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`);
  return errors > 0 ? 1 : 0;
}

/**
 * The diagnostics with each tree's blanks (`=?`, `<?, ?>`) made one, at the first: a blank
 * sheet is not thirty lines of "a blank to fill in". A tree with a single blank keeps its line.
 */
function blanksByTree(result: CheckResult, all: readonly Diagnostic[]): Diagnostic[] {
  const starts = result.trees.map((t) => t.syntax.start);
  const treeOf = (d: Diagnostic): number => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1] <= d.span.start) i++;
    return i;
  };
  const blanks = new Map<number, Diagnostic[]>();
  for (const d of all) {
    if (d.code !== 'blank') continue;
    const tree = treeOf(d);
    const mine = blanks.get(tree);
    if (mine) mine.push(d);
    else blanks.set(tree, [d]);
  }
  const shown: Diagnostic[] = [];
  for (const d of all) {
    if (d.code !== 'blank') shown.push(d);
    else {
      const mine = blanks.get(treeOf(d))!;
      if (mine.length === 1) shown.push(d);
      else if (mine[0] === d) shown.push({ ...d, message: `${mine.length} blanks to fill in, the first here (--blanks lists each).` });
    }
  }
  return shown;
}

/** The lines of `diagnostics`; the file's line index is built only when there is one to print (a clean 10 MB file never needs it). */
function* diagnosticLines(path: string, file: { readonly lines: LineIndex }, diagnostics: readonly Diagnostic[]): Generator<string> {
  for (const d of diagnostics) yield formatDiagnostic(path, file.lines, d);
}
