import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { importCs188, importEfg, type ImportOutcome } from '../core';
import { UsageError, type ParsedArgs } from './args';
import { emitText } from './print-or-write';
import { readOrSay } from './files';
import type { Output } from './output';

/**
 * `gtree import FILE [-o OUT.gtree]`: a Gambit game of perfect information (.efg), or a UC
 * Berkeley CS188 graph test (.test, with the answers of the .solution beside it), as .gtree text.
 */
export function importCommand(args: ParsedArgs, out: Output): number {
  if (args.positional.length !== 1) throw new UsageError('import needs exactly one .efg or .test file');
  const path = args.positional[0];
  const text = readOrSay(path, out);
  if (text === null) return 1;
  let result: ImportOutcome;
  let solutionPath: string | null = null;
  if (path.endsWith('.test')) {
    solutionPath = path.slice(0, -'.test'.length) + '.solution';
    const solution = existsSync(solutionPath) ? readOrSay(solutionPath, out) : undefined;
    if (solution === null) return 1;
    const test = { text, source: basename(path) };
    result = importCs188(solution !== undefined ? { test, solution: { text: solution, source: basename(solutionPath) } } : { test });
  } else {
    result = importEfg(text, basename(path));
  }
  if (!result.ok) {
    const where = result.at ? `:${result.at.line + 1}:${result.at.character + 1}` : '';
    out.err(`${result.file !== undefined && solutionPath ? solutionPath : path}${where}: error: ${result.message}`);
    return 1;
  }
  const output = args.flags.get('output');
  return emitText(result.text, typeof output === 'string' ? output : undefined, out);
}
