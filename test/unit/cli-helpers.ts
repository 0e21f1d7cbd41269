import { runCli } from '../../src/cli/main';
import type { Output } from '../../src/cli/output';

export interface Captured {
  readonly code: number;
  /** What the command printed on stdout, one entry per line call. */
  readonly out: string[];
  readonly errs: string[];
}

/** Runs `gtree ARGV` in-process and captures what it prints. */
export function gtree(...argv: string[]): Captured {
  const out: string[] = [];
  const errs: string[] = [];
  const output: Output = { line: (t) => out.push(t), err: (t) => errs.push(t) };
  const code = runCli(argv, output);
  return { code, out, errs };
}
