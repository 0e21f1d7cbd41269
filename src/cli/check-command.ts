import { answerDiagnostics, byPosition, checkText, type Diagnostic, type LineIndex } from '../core';
import type { ParsedArgs } from './args';
import { UsageError } from './args';
import { streamLines } from './print-or-write';
import { loadFiles } from './files';
import { formatDiagnostic, plural } from './diagnostic-line';
import type { Output } from './output';

/**
 * `gtree check [--reveal] FILE...`: every diagnostic, and for trees with answers (=v, windows, cut marks)
 * a warning per wrong answer; exit 1 if any is an error (or a file cannot be read).
 */
export function checkCommand(args: ParsedArgs, out: Output): Promise<number> {
  if (args.positional.length === 0) throw new UsageError('check needs at least one file or folder');
  return checkFiles(args, out);
}

async function checkFiles(args: ParsedArgs, out: Output): Promise<number> {
  let errors = 0;
  let warnings = 0;
  let files = 0;
  for (const loaded of loadFiles(args.positional)) {
    if ('problem' in loaded) {
      out.err(`${loaded.path}: error: cannot read: ${loaded.problem}`);
      errors++;
      continue;
    }
    files++;
    const result = checkText(loaded.text);
    const answers = answerDiagnostics(result.trees, { reveal: args.flags.has('reveal') });
    const all = [...result.diagnostics, ...answers].sort(byPosition);
    for (const d of all) {
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
    }
    // A large file with answers all wrong has a warning a node: the lines are made as they are written.
    await streamLines(diagnosticLines(loaded.path, result, all), out);
  }
  out.err(`${plural(files, 'file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`);
  return errors > 0 ? 1 : 0;
}

/** The lines of `diagnostics`; the file's line index is built only when there is one to print (a clean 10 MB file never needs it). */
function* diagnosticLines(path: string, file: { readonly lines: LineIndex }, diagnostics: readonly Diagnostic[]): Generator<string> {
  for (const d of diagnostics) yield formatDiagnostic(path, file.lines, d);
}
