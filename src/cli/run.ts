import { ALGORITHM_NAMES, checkText, findTree, isAlgorithmName, run, traceToJson, type RunOptions } from '../core';
import { UsageError, type ParsedArgs } from './args';
import { readOne } from './files';
import { formatDiagnostic } from './format';
import type { Output } from './output';
import { renderTrace } from './render-text';

/** `gtree run FILE [--tree NAME|INDEX] [--algorithm A] [--depth N] [--fail soft|hard] [--json]`. */
export function runCommand(args: ParsedArgs, out: Output): number {
  if (args.positional.length !== 1) throw new UsageError('run needs exactly one file');
  const options = readOptions(args);
  const path = args.positional[0];
  const loaded = readOne(path);
  if ('problem' in loaded) {
    out.err(`${path}: error: cannot read: ${loaded.problem}`);
    return 1;
  }
  const result = checkText(loaded.text);
  const key = args.flags.get('tree');
  const entry = typeof key === 'string' ? findTree(result.trees, key) : result.trees[0];
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
  const outcome = run(entry.model, options);
  if (!outcome.ok) {
    const at = outcome.node ? result.lines.position(outcome.node.syntax.start) : result.lines.position(entry.syntax.start);
    out.err(`${path}:${at.line + 1}:${at.character + 1}: error: ${outcome.message}`);
    return 1;
  }
  out.line(args.flags.has('json') ? JSON.stringify(traceToJson(outcome.trace), null, 2) : renderTrace(outcome.trace));
  return 0;
}

function readOptions(args: ParsedArgs): RunOptions {
  const algorithm = args.flags.get('algorithm');
  const depth = args.flags.get('depth');
  const fail = args.flags.get('fail');
  if (typeof algorithm === 'string' && !isAlgorithmName(algorithm)) {
    throw new UsageError(`unknown algorithm '${algorithm}'; expected one of ${ALGORITHM_NAMES.join(', ')}`);
  }
  if (typeof depth === 'string' && !/^[1-9]\d{0,8}$/.test(depth)) throw new UsageError(`--depth takes a whole number of at least 1, not '${depth}'`);
  if (typeof fail === 'string' && fail !== 'soft' && fail !== 'hard') throw new UsageError(`--fail takes 'soft' or 'hard', not '${fail}'`);
  return {
    ...(typeof algorithm === 'string' ? { algorithm: algorithm as RunOptions['algorithm'] } : {}),
    ...(typeof depth === 'string' ? { depth: Number(depth) } : {}),
    ...(typeof fail === 'string' ? { fail: fail as 'soft' | 'hard' } : {}),
    events: false,
  };
}
