import { parseArgs, UsageError } from './args';
import { blankCommand } from './blank-command';
import { checkCommand } from './check-command';
import type { CommandName } from './command-names';
import { compareCommand } from './compare-command';
import { exportCommand } from './export-command';
import { gradeCommand } from './grade-command';
import { importCommand } from './import-command';
import { newCommand } from './new-command';
import type { Output } from './output';
import { runCommand } from './run-command';

/*
 * The commands themselves, with the whole engine below them. main.ts loads this module only
 * when a command other than help runs (in the built CLI it is cli-commands.js beside cli.js),
 * so that `gtree help` starts without parsing it.
 */

/** The exit code; a promise of it for a command that waits (the SVG export lays the tree out with ELK). */
type Command = (argv: string[], out: Output) => number | Promise<number>;

const COMMANDS: Record<Exclude<CommandName, 'help'>, Command> = {
  check: (argv, out) => checkCommand(parseArgs(argv, [], ['reveal', 'summary', 'blanks']), out),
  grade: (argv, out) => gradeCommand(parseArgs(argv, ['csv', 'feedback', 'gradebook'], ['json', 'reveal']), out),
  run: (argv, out) => runCommand(parseArgs(argv, ['tree', 'algorithm', 'depth', 'fail', 'iteration'], ['json']), out),
  compare: (argv, out) => compareCommand(parseArgs(argv, ['tree'], ['json']), out),
  export: (argv, out) =>
    exportCommand(
      parseArgs(
        argv,
        ['format', 'tree', 'algorithm', 'depth', 'fail', 'iteration', 'output', 'key'],
        ['snippet', 'theme-ink', 'blank', 'practice', 'playground'],
        { o: 'output' },
      ),
      out,
    ),
  import: (argv, out) => importCommand(parseArgs(argv, ['output'], [], { o: 'output' }), out),
  new: (argv, out) => newCommand(argv, out),
  blank: (argv, out) => blankCommand(parseArgs(argv, ['tree', 'output', 'key'], ['no-comments'], { o: 'output' }), out),
};

/** Runs command `name` (not help) on its arguments; the exit code, or its promise. Never throws or rejects. */
export function runCommandLine(name: Exclude<CommandName, 'help'>, argv: string[], out: Output): number | Promise<number> {
  try {
    const code = COMMANDS[name](argv, out);
    return typeof code === 'number' ? code : code.catch((e: unknown) => failed(name, e, out));
  } catch (e) {
    return failed(name, e, out);
  }
}

function failed(name: string, e: unknown, out: Output): number {
  if (e instanceof UsageError) {
    out.err(`gtree ${name}: ${e.message}. Try 'gtree help'.`);
    return 2;
  }
  out.err(`gtree ${name}: internal error (please report it): ${(e as Error)?.message ?? e}`);
  return 70;
}
