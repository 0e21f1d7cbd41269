import { basename } from 'node:path';
import { importEfg } from '../core';
import { UsageError, type ParsedArgs } from './args';
import { emitText } from './print-or-write';
import { readOne } from './files';
import type { Output } from './output';

/** `gtree import FILE.efg [-o OUT.gtree]`: a Gambit game of perfect information as .gtree text. */
export function importCommand(args: ParsedArgs, out: Output): number {
  if (args.positional.length !== 1) throw new UsageError('import needs exactly one .efg file');
  const path = args.positional[0];
  const loaded = readOne(path);
  if ('problem' in loaded) {
    out.err(`${path}: error: cannot read: ${loaded.problem}`);
    return 1;
  }
  const result = importEfg(loaded.text, basename(path));
  if (!result.ok) {
    const where = result.at ? `:${result.at.line + 1}:${result.at.character + 1}` : '';
    out.err(`${path}${where}: error: ${result.message}`);
    return 1;
  }
  const output = args.flags.get('output');
  return emitText(result.text, typeof output === 'string' ? output : undefined, out);
}
