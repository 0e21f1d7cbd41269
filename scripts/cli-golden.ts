// Writes the CLI's golden outputs (test/fixtures/cli-golden/*.txt): for every .gtree file of
// examples/ and test/fixtures/, each tree and each algorithm, what `gtree run` prints as text and as
// --json (fail-hard too where the algorithm has a fail mode, and iterative deepening's first
// iteration and whole run as text), and what `gtree check` and
// `gtree check --reveal` print. Each output comes from a `node CLI …` process of the given build:
//
//   node --import tsx scripts/cli-golden.ts [path/to/cli.js [FILE.gtree...]]
//
// (default: dist/cli.js, every file; with FILEs, only their golden files are rewritten).
// test/unit/cli-golden.test.ts replays every command in-process and wants the same bytes. Regenerate
// only for an intended change of the output, and read the diff.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ALGORITHM_NAMES, checkText } from '../src/core';
import { goldenSection, GOLDEN_DIR, GOLDEN_SOURCES, type GoldenCase } from '../test/unit/cli-golden-format';

const ROOT = resolve(__dirname, '..');
const FAIL_MODES = new Set(['alphabeta', 'negamax-ab', 'aspiration', 'iterative']);
const PARALLEL = 2;

/** The command lines of one file: every tree × algorithm, text and JSON, then check. */
function commandsOf(file: string): string[][] {
  const trees = checkText(readFileSync(join(ROOT, file), 'utf8')).trees.length;
  const commands: string[][] = [];
  for (let t = 0; t < trees; t++) {
    for (const algorithm of ALGORITHM_NAMES) {
      const base = ['run', file, '--tree', String(t), '--algorithm', algorithm];
      commands.push(base, [...base, '--json']);
      if (FAIL_MODES.has(algorithm)) commands.push([...base, '--fail', 'hard'], [...base, '--fail', 'hard', '--json']);
      // Iterative deepening's text shows one view: the last iteration by default, the first, or the whole run.
      if (algorithm === 'iterative') commands.push([...base, '--iteration', '1'], [...base, '--iteration', 'all']);
    }
  }
  commands.push(['check', file], ['check', '--reveal', file]);
  return commands;
}

function gtree(cli: string, argv: string[]): Promise<GoldenCase> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, ...argv], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', fail);
    child.on('close', (code) => done({ argv, code: code ?? -1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
}

async function main(): Promise<void> {
  const cli = resolve(process.argv[2] ?? join(ROOT, 'dist', 'cli.js'));
  const only = process.argv.slice(3).map((f) => relative(ROOT, resolve(f)));
  const dir = join(ROOT, GOLDEN_DIR);
  if (only.length === 0) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const source of GOLDEN_SOURCES) {
    for (const name of readdirSync(join(ROOT, source)).filter((f) => f.endsWith('.gtree'))) {
      const file = relative(ROOT, join(ROOT, source, name));
      if (only.length > 0 && !only.includes(file)) continue;
      const commands = commandsOf(file);
      const cases: GoldenCase[] = [];
      for (let i = 0; i < commands.length; i += PARALLEL) cases.push(...(await Promise.all(commands.slice(i, i + PARALLEL).map((argv) => gtree(cli, argv)))));
      writeFileSync(join(dir, `${source.replace(/\//g, '-')}-${name.replace(/\.gtree$/, '')}.txt`), cases.map(goldenSection).join(''));
      console.log(`${file}: ${cases.length} commands`);
    }
  }
}

void main();
