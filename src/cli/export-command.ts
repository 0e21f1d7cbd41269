import { diagramOf, run, writeTraceJson } from '../core';
import { UsageError, type ParsedArgs } from './args';
import { emitText, emitWritten } from './print-or-write';
import type { Output } from './output';
import { readIteration, readRunOptions } from './run-command';
import { diagramSvg, diagramTikz } from './diagram-svg';
import { loadTree } from './tree-file';

const FORMATS = ['svg', 'tikz', 'json'] as const;

/** `gtree export FILE --format svg|tikz|json [--tree T] [--algorithm A] [--depth N] [--fail F] [--iteration N|all] [--snippet] [--theme-ink] [-o OUT]`. */
export function exportCommand(args: ParsedArgs, out: Output): number | Promise<number> {
  if (args.positional.length !== 1) throw new UsageError('export needs exactly one file');
  const format = args.flags.get('format');
  if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format takes ${FORMATS.join(' or ')}${typeof format === 'string' ? `, not '${format}'` : ''}`);
  }
  const options = readRunOptions(args);
  if (format === 'json' && args.flags.has('iteration')) throw new UsageError('--iteration chooses the view a drawing shows; the JSON is always the whole run');
  const path = args.positional[0];
  const key = args.flags.get('tree');
  const loaded = loadTree(path, typeof key === 'string' ? key : undefined, out);
  if (typeof loaded === 'number') return loaded;
  const outcome = run(loaded.tree, options);
  if (!outcome.ok) {
    const at = loaded.lines.position((outcome.node ?? loaded.tree).syntax.start);
    out.err(`${path}:${at.line + 1}:${at.character + 1}: error: ${outcome.message}`);
    return 1;
  }
  const output = typeof args.flags.get('output') === 'string' ? (args.flags.get('output') as string) : undefined;
  const iteration = args.flags.get('iteration');
  const choice = typeof iteration === 'string' ? readIteration(iteration, outcome.trace) : undefined;
  if (format === 'svg') return diagramSvg(diagramOf(loaded.tree, outcome.trace, null, choice)).then((svg) => emitText(svg, output, out));
  const trace = outcome.trace;
  if (format === 'json') return emitWritten((w) => writeTraceJson(trace, w), output, out);
  const diagram = diagramOf(loaded.tree, outcome.trace, null, choice);
  return diagramTikz(diagram, { standalone: !args.flags.has('snippet'), light: !args.flags.has('theme-ink') }).then((tikz) => emitText(tikz, output, out));
}
