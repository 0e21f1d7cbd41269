import { parseArgs, UsageError } from './args';
import { checkCommand } from './check';
import { consoleOutput, type Output } from './output';
import { runCommand } from './run';

const USAGE = `gtree — game trees for minimax, alpha-beta, negamax, negascout, expectimax and max^n

Usage:
  gtree check [--reveal] FILE|FOLDER...
                               print every problem as file:line:col: severity code: message
                               (exit 1 if any is an error); answers written in a tree
                               (=v, <α, β>, / and //) are checked against a run of its
                               algorithm, and --reveal says what the right answer is
  gtree run FILE [--tree NAME|INDEX] [--algorithm A] [--depth N] [--fail soft|hard] [--json]
                               run one tree (default: the first) and print the annotated
                               tree, or the trace as JSON
  gtree help                   this text

Algorithms: minimax alphabeta negamax negamax-ab negascout aspiration negamax-tt mtdf
            iterative expectimax maxn

Exit codes: 0 fine, 1 the input has errors, 2 the command line is wrong.`;

type Command = (argv: string[], out: Output) => number;

const COMMANDS: Record<string, Command> = {
  check: (argv, out) => checkCommand(parseArgs(argv, [], ['reveal']), out),
  run: (argv, out) => runCommand(parseArgs(argv, ['tree', 'algorithm', 'depth', 'fail'], ['json']), out),
  help: (_argv, out) => {
    out.line(USAGE);
    return 0;
  },
};

/** Runs one command line; returns the exit code. Never throws. */
export function runCli(argv: string[], out: Output = consoleOutput): number {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    out.line(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    out.err(`gtree: unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Try 'gtree help'.`);
    return 2;
  }
  try {
    return command(rest, out);
  } catch (e) {
    if (e instanceof UsageError) {
      out.err(`gtree ${name}: ${e.message}. Try 'gtree help'.`);
      return 2;
    }
    out.err(`gtree ${name}: internal error (please report it): ${(e as Error)?.message ?? e}`);
    return 70;
  }
}

if (require.main === module) {
  // `gtree check … | head` closes the pipe early: stop quietly instead of printing a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
  process.exitCode = runCli(process.argv.slice(2));
}
