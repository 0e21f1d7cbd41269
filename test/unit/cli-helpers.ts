import { linesOf, type IterationChoice, type Trace } from '../../src/core';
import { writeTraceText } from '../../src/cli/render-text';
import { runCli } from '../../src/cli/main';
import { MemoryOutput } from '../../src/cli/output';

export interface Captured {
  readonly code: number;
  /** What the command printed on stdout, one entry per line call. */
  readonly out: string[];
  readonly errs: string[];
}

/** Runs `gtree ARGV` in-process and captures what it prints (a command that answers synchronously). */
export function gtree(...argv: string[]): Captured {
  const { code, out, errs } = started(argv);
  if (typeof code !== 'number') throw new Error(`gtree ${argv.join(' ')} answers later: use gtreeAsync`);
  return { code, out, errs };
}

/** Runs `gtree ARGV` in-process and captures what it prints, waiting for a command that answers later (export --format svg). */
export async function gtreeAsync(...argv: string[]): Promise<Captured> {
  const { code, out, errs } = started(argv);
  return { code: await code, out, errs };
}

function started(argv: string[]): { code: number | Promise<number>; out: string[]; errs: string[] } {
  const output = new MemoryOutput();
  return { code: runCli(argv, output), out: output.out, errs: output.errs };
}

/** The annotated tree as indented text, line by line (the lines `writeTraceText` writes). */
export const traceTextLines = (trace: Trace, choice?: IterationChoice): Generator<string> => linesOf((w) => writeTraceText(trace, w, choice));
