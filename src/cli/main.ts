import { COMMAND_NAMES, isCommandName } from './command-names';
import { describeIoError } from './files';
import { StreamOutput, type Output } from './output';

const USAGE = `gtree — game trees for minimax, alpha-beta, negamax, negascout, expectimax and max^n

Usage:
  gtree check [--reveal] [--summary] [--blanks] FILE|FOLDER...
                               print every problem as file:line:col: severity code: message
                               (exit 1 if any is an error); answers written in a tree
                               (=v, <α, β>, / and //) are checked against a run of its
                               algorithm, and --reveal says what the right answer is; the
                               blanks (=?, <?, ?>) of a tree are one line unless --blanks;
                               --summary: one line of counts per file instead
  gtree grade KEY|KEYS_FOLDER FILE|FOLDER... [--json] [--csv OUT] [--gradebook OUT]
              [--feedback DIR [--reveal]]
                               grade submissions against the key: each tree's givens
                               compared (a changed tree is not scored), its values, windows
                               and cuts judged against the key's run, each mark where
                               nothing is asked a point off; a table, then what
                               the class got right at each node; --csv: a gradebook row per
                               submission and tree (exit 2 if the key itself is broken);
                               a folder of keys: each sheet against its variant's key;
                               --gradebook: a row per student, as Moodle imports it
                               --feedback: per student a marked sheet (SVG, PDF) and a
                               summary (.md) in DIR, --reveal: with the right answers
  gtree run FILE [--tree NAME|INDEX] [--algorithm A] [--depth N] [--fail soft|hard]
          [--iteration N|all] [--json]
                               run one tree (default: the first) and print the annotated
                               tree, or the trace as JSON; for iterative deepening the
                               text shows one iteration (default: the last; --iteration
                               all: the whole run), the JSON always the whole run
  gtree compare FILE [--tree NAME|INDEX] [--json]
                               run every algorithm that applies to the tree and print a
                               table: root value, calls, leaf evaluations, cuts, re-searches
  gtree export FILE --format svg|tikz|pdf|json [--tree T] [--algorithm A] [--depth N]
               [--fail F] [--iteration N|all] [--snippet] [--theme-ink]
               [--blank [--key KEY]] [-o OUT]
                               run one tree and write it as the diagram panel draws it
                               (SVG, black on white), as the same drawing in TikZ, a
                               LaTeX document (--snippet: the tikzpicture only;
                               --theme-ink: the document's colour instead of black),
                               that document compiled by pdflatex (pdf, needs -o), or as
                               the JSON trace of gtree run --json; --blank: the worksheet,
                               a box to write in for every inner value and bound, no cuts,
                               and --key KEY the solved drawing beside it; several files
                               with --blank (pdf, tikz): one document, a page each
  gtree export FILE --format html [--tree T] [--practice] [--playground] [-o OUT.html]
                               one self-contained web page (no server, no network) that
                               draws the tree with its replay; a tree with blanks (or any,
                               with --practice) is a sheet the student answers in the
                               picture and downloads as .gtree; --playground adds a text
                               pane and a link that carries the tree
  gtree import FILE.efg [-o OUT.gtree]
                               a Gambit extensive-form game of perfect information as
                               .gtree text (players, chance nodes, payoffs; zero-sum
                               two-player games get single payoffs, others tuples)
  gtree import FILE.test [-o OUT.gtree]
                               a UC Berkeley CS188 GraphGameTreeTest (minimax, alpha-beta,
                               expectimax) as .gtree text, with the answers of the
                               .solution beside it as cut marks
  gtree new KIND [OPTIONS] [--algorithm A] [-o OUT.gtree]
                               a new exercise tree as .gtree text; KIND and its options:
      random     [--depth N] [--branching N|MIN..MAX] [--values LO..HI] [--seed N]
                 [--estimates D]   (defaults: depth 3, branching 2..3, values -10..10,
                 a new seed each time; D: estimates ~h on inner nodes at depth 1..D)
                 made to order: [--min-cuts K] [--deep-cut] [--no-ties]
                 [--same-under-both-rules] (at least K cuts; a cut above the leaf
                 level; a unique best move along the principal variation; the same
                 cuts under prune: on-equal and strict), tried from the seed on, at
                 most 1000 trees and 2000000 nodes (exit 1 if none qualifies);
                 --variants N writes N blank sheets OUT-1.gtree … from seeds S, S+1,
                 …, each with its key OUT-i.key.gtree;
                 --ask best-order: an ordering exercise (alpha-beta; the written
                 order evaluates at least 2 leaves more than the fewest)
      tictactoe  --board "x.o|oox|..x" [--turn x|o] [--by rows|columns] [--transpositions]
                 (the complete tree from a position, the empty board "...|...|..."
                 included; X is MAX, +1/0/-1)
      coins      [--coins N] [--take K] [--last loses|wins] [--players "A B"] [--transpositions]
                 (Novčići; defaults: 6 coins, take 1..2, the last taker loses)
      splitnim   [--pile N] [--transpositions] [--players "A B"]
                 (split a pile into two unequal piles; default pile 7)
                               --transpositions: each position written once, &k the
                               first time and *k after; at most 1000000 nodes
  gtree blank FILE [--tree NAME|INDEX] [--no-comments] [-o SHEET.gtree] [--key KEY.gtree]
                               the exercise sheet of the file's trees (or of one): every
                               inner node =? and, where the algorithm passes windows,
                               <?, ?> (inside pruned subtrees too), no cut marks; leaves,
                               moves, probabilities, estimates and settings as written;
                               comments too, unless --no-comments (they may quote
                               answers); --key writes the solved sheet: every answer of
                               the run
  gtree help                   this text

Algorithms: minimax alphabeta negamax negamax-ab negascout aspiration negamax-tt mtdf
            iterative expectimax star1 star2 maxn

Exit codes: 0 fine, 1 the input has errors (or the output cannot be written), 2 the command
line is wrong.`;

/**
 * The commands, loaded on first use: `gtree help` prints without loading the engine. In the
 * built CLI this is cli-commands.js beside cli.js (scripts/cli-bundles.mjs); a plain require, so
 * that a command still answers synchronously.
 */
function commands(): typeof import('./dispatch') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./dispatch') as typeof import('./dispatch');
}

/** Runs one command line; returns the exit code (or its promise, for a command that waits). Never throws or rejects. */
export function runCli(argv: string[], out: Output): number | Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    out.line(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (!isCommandName(name)) {
    out.err(`gtree: unknown command '${name}'. Commands: ${COMMAND_NAMES.join(', ')}. Try 'gtree help'.`);
    return 2;
  }
  if (name === 'help') {
    out.line(USAGE);
    return 0;
  }
  return commands().runCommandLine(name, rest, out);
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
  const name = argv[0] !== undefined && isCommandName(argv[0]) ? `gtree ${argv[0]}` : 'gtree';
  out.err(`${name}: cannot write the output: ${describeIoError(failure)}`);
  await out.finish();
  return code === 0 ? 1 : code;
}

if (require.main === module) {
  void runCliOn(process.argv.slice(2), process.stdout, process.stderr).then((code) => (process.exitCode = code));
}
