import {
  ALGORITHM_NAMES,
  isAlgorithmName,
  run,
  solutionJsonText,
  solutionLines,
  solveUnknown,
  writeTraceJson,
  type GameNode,
  type GameTree,
  type IterationChoice,
  type RunOptions,
  type Trace,
} from '../core';
import { UsageError, type ParsedArgs } from './args';
import type { Output } from './output';
import { streamWritten } from './print-or-write';
import { writeTraceText } from './render-text';
import { loadTree } from './tree-file';

/** `gtree run FILE [--tree NAME|INDEX] [--algorithm A] [--depth N] [--fail soft|hard] [--iteration N|all] [--json]`. */
export function runCommand(args: ParsedArgs, out: Output): number | Promise<number> {
  if (args.positional.length !== 1) throw new UsageError('run needs exactly one file');
  const options = readRunOptions(args);
  const iteration = args.flags.get('iteration');
  if (typeof iteration === 'string' && args.flags.has('json')) {
    throw new UsageError('--iteration chooses the view the text shows; --json always prints the whole run');
  }
  const path = args.positional[0];
  const key = args.flags.get('tree');
  const loaded = loadTree(path, typeof key === 'string' ? key : undefined, out);
  if (typeof loaded === 'number') return loaded;
  const tree = loaded.tree; // loaded.lines is built when read: only for an error
  if (tree.unknown) return runUnknown(tree, options, args.flags.has('json'), out, (node) => `${path}:${position(loaded.lines, node ?? tree)}`);
  const outcome = run(tree, options);
  if (!outcome.ok) {
    const at = loaded.lines.position((outcome.node ?? tree).syntax.start);
    out.err(`${path}:${at.line + 1}:${at.character + 1}: error: ${outcome.message}`);
    return 1;
  }
  const choice = typeof iteration === 'string' ? readIteration(iteration, outcome.trace) : undefined;
  const trace = outcome.trace;
  const json = args.flags.has('json');
  return streamWritten((w) => (json ? writeTraceJson(trace, w) : writeTraceText(trace, w, choice)), out).then(() => 0);
}

const position = (lines: { position(offset: number): { line: number; character: number } }, node: { readonly syntax: { readonly start: number } }): string => {
  const at = lines.position(node.syntax.start);
  return `${at.line + 1}:${at.character + 1}`;
};

/** A tree with an unknown leaf: solved over the unknown's range (core/symbolic) and printed as pieces and cut conditions. */
function runUnknown(tree: GameTree, options: RunOptions, json: boolean, out: Output, where: (node: GameNode | null) => string): number {
  const outcome = solveUnknown(tree, options);
  if (!outcome.ok) {
    out.err(`${where(outcome.node)}: error: ${outcome.message}`);
    return 1;
  }
  const algorithm = options.algorithm ?? tree.settings.algorithm;
  if (json) out.line(solutionJsonText(outcome.solution, algorithm));
  else for (const line of solutionLines(outcome.solution, algorithm)) out.line(line);
  return 0;
}

/** `--iteration N` (1 for depth 1, …) or `all` (the whole run), checked against the run's iterations. */
export function readIteration(text: string, trace: Trace): IterationChoice {
  const count = trace.iterations?.length;
  if (count === undefined) throw new UsageError(`--iteration is for iterative deepening (--algorithm iterative), not ${trace.algorithm}`);
  if (text === 'all') return 'run';
  if (!/^[1-9]\d{0,8}$/.test(text) || Number(text) > count) {
    throw new UsageError(`--iteration takes 'all' or an iteration from 1 to ${count} (this run deepens to depth ${count}), not '${text}'`);
  }
  return Number(text) - 1;
}

/** The run flags shared by run and export: --algorithm, --depth, --fail. */
export function readRunOptions(args: ParsedArgs): RunOptions {
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
