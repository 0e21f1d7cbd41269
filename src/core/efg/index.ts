import { checkedImport, type ImportOutcome } from '../teaching/checking/imported';
import { LineIndex } from '../text/text';
import { writeGtree } from '../output/write-gtree';
import { efgToDraft } from './convert';
import { requirePerfectInformation } from './information';
import { EfgError } from './efg-lexer';
import { parseEfg } from './efg-parser';

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
  return checkedImport(gtree);
}
