import { parseArgs, UsageError } from './args';
import { checkCommand } from './check-command';
import { compareCommand } from './compare-command';
import { exportCommand } from './export-command';
import { importCommand } from './import-command';
import { newCommand } from './new-command';
import { describeIoError } from './files';
import { StreamOutput, type Output } from './output';
import { runCommand } from './run-command';

const USAGE = `gtree — game trees for minimax, alpha-beta, negamax, negascout, expectimax and max^n

Usage:
  gtree check [--reveal] FILE|FOLDER...
                               print every problem as file:line:col: severity code: message
                               (exit 1 if any is an error); answers written in a tree
                               (=v, <α, β>, / and //) are checked against a run of its
                               algorithm, and --reveal says what the right answer is
  gtree run FILE [--tree NAME|INDEX] [--algorithm A] [--depth N] [--fail soft|hard]
          [--iteration N|all] [--json]
                               run one tree (default: the first) and print the annotated
                               tree, or the trace as JSON; for iterative deepening the
                               text shows one iteration (default: the last; --iteration
                               all: the whole run), the JSON always the whole run
  gtree compare FILE [--tree NAME|INDEX] [--json]
                               run every algorithm that applies to the tree and print a
                               table: root value, calls, leaf evaluations, cuts, re-searches
  gtree export FILE --format svg|tikz|json [--tree T] [--algorithm A] [--depth N] [--fail F]
               [--iteration N|all] [--snippet] [--theme-ink] [-o OUT]
                               run one tree and write it as the diagram panel draws it
                               (SVG, black on white), as a LaTeX document drawing it with
                               the forest package (--snippet: the forest environment
                               only; --theme-ink: the document's colour instead of black),
                               or as the JSON trace of gtree run --json
  gtree import FILE.efg [-o OUT.gtree]
                               a Gambit extensive-form game of perfect information as
                               .gtree text (players, chance nodes, payoffs; zero-sum
                               two-player games get single payoffs, others tuples)
  gtree new KIND [OPTIONS] [--algorithm A] [-o OUT.gtree]
                               a new exercise tree as .gtree text; KIND and its options:
      random     [--depth N] [--branching N|MIN..MAX] [--values LO..HI] [--seed N]
                 [--estimates D]   (defaults: depth 3, branching 2..3, values -10..10,
                 a new seed each time; D: estimates ~h on inner nodes at depth 1..D)
      tictactoe  --board "x.o|oox|..x" [--turn x|o] [--by rows|columns] [--transpositions]
                 (the complete tree from a position, the empty board "...|...|..."
                 included; X is MAX, +1/0/-1)
      coins      [--coins N] [--take K] [--last loses|wins] [--players "A B"] [--transpositions]
                 (Novčići; defaults: 6 coins, take 1..2, the last taker loses)
      splitnim   [--pile N] [--transpositions] [--players "A B"]
                 (split a pile into two unequal piles; default pile 7)
                               --transpositions: each position written once, &k the
                               first time and *k after; at most 1000000 nodes
  gtree help                   this text

Algorithms: minimax alphabeta negamax negamax-ab negascout aspiration negamax-tt mtdf
            iterative expectimax maxn

Exit codes: 0 fine, 1 the input has errors (or the output cannot be written), 2 the command
line is wrong.`;

/** The exit code; a promise of it for a command that waits (the SVG export lays the tree out with ELK). */
type Command = (argv: string[], out: Output) => number | Promise<number>;

const COMMANDS: Record<string, Command> = {
  check: (argv, out) => checkCommand(parseArgs(argv, [], ['reveal']), out),
  run: (argv, out) => runCommand(parseArgs(argv, ['tree', 'algorithm', 'depth', 'fail', 'iteration'], ['json']), out),
  compare: (argv, out) => compareCommand(parseArgs(argv, ['tree'], ['json']), out),
  export: (argv, out) =>
    exportCommand(parseArgs(argv, ['format', 'tree', 'algorithm', 'depth', 'fail', 'iteration', 'output'], ['snippet', 'theme-ink'], { o: 'output' }), out),
  import: (argv, out) => importCommand(parseArgs(argv, ['output'], [], { o: 'output' }), out),
  new: (argv, out) => newCommand(argv, out),
  help: (_argv, out) => {
    out.line(USAGE);
    return 0;
  },
};

/** Runs one command line; returns the exit code (or its promise, see Command). Never throws or rejects. */
export function runCli(argv: string[], out: Output): number | Promise<number> {
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
    const code = command(rest, out);
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

/**
 * Runs one command line on real streams and waits until its output is written. Standard
 * output that cannot be written (a full disk) is a message and exit code 1, never a silent
 * loss; a reader that closes the pipe early (`gtree check … | head`) ends it quietly.
 */
export async function runCliOn(argv: string[], stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream): Promise<number> {
  const out = new StreamOutput(stdout, stderr);
  const code = await runCli(argv, out);
  const failure = await out.finish();
  if (failure === null) return code;
  const name = argv[0] !== undefined && argv[0] in COMMANDS ? `gtree ${argv[0]}` : 'gtree';
  out.err(`${name}: cannot write the output: ${describeIoError(failure)}`);
  await out.finish();
  return code === 0 ? 1 : code;
}

if (require.main === module) {
  void runCliOn(process.argv.slice(2), process.stdout, process.stderr).then((code) => (process.exitCode = code));
}
