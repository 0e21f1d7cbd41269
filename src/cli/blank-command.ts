import {
  answerKey,
  applyEdits,
  blankFile,
  checkText,
  commentRemovals,
  findTree,
  LineIndex,
  variantOfFile,
  withSheetHeading,
  withVariant,
  type CheckResult,
  plural,
} from '../core';
import { UsageError, type ParsedArgs } from './args';
import { formatDiagnostic } from './diagnostic-line';
import { readOrSay } from './files';
import type { Output } from './output';
import { emitText } from './print-or-write';

/**
 * `gtree blank FILE [--tree T] [--no-comments] [-o SHEET] [--key KEY]`: the exercise sheet of a file's trees
 * (or of tree T alone), answers or not: every inner node `=?` (and `<?, ?>` where the algorithm
 * passes windows), no cut marks, under a heading (a name line, and each tree's conventions: the
 * algorithm, fail mode and cut rule its answers depend on); with --key also the solved sheet,
 * every answer of the run filled in.
 */
export function blankCommand(args: ParsedArgs, out: Output): number {
  if (args.positional.length !== 1) throw new UsageError('blank needs exactly one file');
  const path = args.positional[0];
  const flag = (name: string): string | undefined => {
    const v = args.flags.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const read = readOrSay(path, out);
  if (read === null) return 1;
  const chosen = chosenText(path, read, flag('tree'), out);
  if (typeof chosen === 'number') return chosen;
  const comments = commentRemovals(chosen);
  const text = args.flags.has('no-comments') ? applyEdits(chosen, comments) : chosen;
  if (comments.length > 0 && text === chosen) {
    out.err(`note: the sheet keeps the ${plural(comments.length, 'comment')} of ${path}, which may give answers away; --no-comments drops them`);
  }
  const sheet = blankFile(text);
  if (!sheet.ok) return failed(path, text, sheet, out);
  // The sheet states its conventions and has a name line (the key is that sheet solved, so it has them too),
  // and says its variant (the exercise file's name, unless it says one), which grading matches a sheet by.
  const headed = withSheetHeading(withVariant(sheet.text, variantOfFile(path)));
  const key = flag('key');
  let code = 0;
  if (key !== undefined) {
    const solved = answerKey(headed);
    if (!solved.ok) return failed(`${path} (its sheet)`, headed, solved, out);
    code = emitText(solved.text, key, out);
  }
  return Math.max(code, emitText(headed, flag('output'), out));
}

/**
 * The text to make a sheet of: the whole file, or tree `key` alone (its span, from `tree` to `}`).
 * A tree with errors is reported as `check` reports it, with exit code 1.
 */
function chosenText(path: string, text: string, key: string | undefined, out: Output): string | number {
  const result = checkText(text);
  if (result.trees.length === 0) return reported(path, result, 'no tree in this file', out);
  const chosen = key === undefined ? result.trees : [findTree(result.trees, key)];
  if (chosen[0] === undefined) {
    const names = result.trees.map((t, i) => (t.syntax.name ? `"${t.syntax.name.text}" (${i})` : `${i}`)).join(', ');
    throw new UsageError(`no tree '${key}' in ${path}; its trees are: ${names}`);
  }
  if (chosen.some((t) => !t!.model)) return reported(path, result, 'a tree has errors; fix them to make a sheet of it', out);
  const only = chosen[0];
  return key === undefined ? text : `${text.slice(only.syntax.start, only.syntax.end)}\n`;
}

function reported(path: string, result: CheckResult, message: string, out: Output): number {
  for (const d of result.diagnostics) if (d.severity === 'error') out.err(formatDiagnostic(path, result.lines, d));
  out.err(`${path}: error: ${message}.`);
  return 1;
}

function failed(path: string, text: string, outcome: { message: string; at: number }, out: Output): number {
  const at = new LineIndex(text).position(outcome.at);
  out.err(`${path}:${at.line + 1}:${at.character + 1}: error: ${outcome.message}.`);
  return 1;
}
