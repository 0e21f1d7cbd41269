import { checkText } from '../teaching/check';
import { LineIndex, type Position } from '../text/text';
import { writeGtree } from '../output/write-gtree';
import { efgToDraft } from './convert';
import { requirePerfectInformation } from './information';
import { EfgError } from './efg-lexer';
import { parseEfg } from './efg-parser';

export type ImportOutcome =
  | { readonly ok: true; readonly text: string }
  /** `at`: where in the .efg file the problem is, when it is at one place. */
  | { readonly ok: false; readonly message: string; readonly at: Position | null };

/**
 * A Gambit .efg file (perfect information) as .gtree text. `source` names the file in the
 * header comment. Never throws: a malformed file, imperfect information, or anything the
 * .gtree text could not hold comes back as a message.
 */
export function importEfg(text: string, source: string): ImportOutcome {
  const lines = new LineIndex(text);
  let gtree: string;
  try {
    const game = parseEfg(text);
    requirePerfectInformation(game, lines);
    gtree = writeGtree(efgToDraft(game, source));
  } catch (e) {
    if (e instanceof EfgError) return { ok: false, message: e.message, at: e.at === null ? null : lines.position(e.at) };
    if (e instanceof RangeError) return { ok: false, message: `the game is too large or deep to import (${e.message})`, at: null };
    throw e;
  }
  // The promise is text that checks clean; a number too large for a double would break it.
  const check = checkText(gtree);
  const error = check.diagnostics.find((d) => d.severity === 'error');
  if (error) {
    const where = check.lines.position(error.span.start);
    return { ok: false, message: `the imported tree would not be valid .gtree (line ${where.line + 1} of the result: ${error.message})`, at: null };
  }
  return { ok: true, text: gtree };
}
