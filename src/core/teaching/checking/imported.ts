import type { Position } from '../../text/text';
import { checkText } from './check';

/** What an importer (`gtree import`: Gambit .efg, CS188 .test) gives back. */
export type ImportOutcome =
  | { readonly ok: true; readonly text: string }
  /**
   * `at`: where the problem is, when it is at one place; `file`: the file it is in, when not the
   * one imported (the `.solution` beside a CS188 `.test`).
   */
  | { readonly ok: false; readonly message: string; readonly at: Position | null; readonly file?: string };

/**
 * The importers' promise is text that checks without errors (warnings, such as a wrong answer
 * the imported file gives, are the check's business): anything else, a number too large for a
 * double for one, comes back as a message rather than as a file that does not check.
 */
export function checkedImport(gtree: string): ImportOutcome {
  const check = checkText(gtree);
  const error = check.diagnostics.find((d) => d.severity === 'error');
  if (error) {
    const where = check.lines.position(error.span.start);
    return { ok: false, message: `the imported tree would not be valid .gtree (line ${where.line + 1} of the result: ${error.message})`, at: null };
  }
  return { ok: true, text: gtree };
}
