// Writes the CLI's golden outputs (test/fixtures/cli-golden/*.txt): for every .gtree file of
// examples/ and test/fixtures/, each tree and each algorithm, what `gtree run` prints as text and as
// --json (fail-hard too where the algorithm has a fail mode, and iterative deepening's first
// iteration and whole run as text), and what `gtree check` and
// `gtree check --reveal` print. Each output comes from a `node CLI …` process of the given build:
//
//   node --import tsx scripts/cli-golden.ts [path/to/cli.js [FILE.gtree...]]
//
// (default: dist/cli.js, every file; with FILEs, only their golden files are rewritten).
// test/unit/cli-golden.test.ts replays every command in-process and wants the same bytes; it
// rewrites the files itself with GTREE_UPDATE_GOLDEN=1 (docs/development.md). Regenerate only for
// an intended change of the output, and read the diff.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { commandsOf, goldenFileOf, goldenSection, goldenSources, GOLDEN_DIR, type GoldenCase } from '../test/unit/cli-golden-format';

const ROOT = resolve(__dirname, '..');
const PARALLEL = 2;

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
  for (const file of goldenSources(ROOT)) {
    if (only.length > 0 && !only.includes(file)) continue;
    const commands = commandsOf(ROOT, file);
    const cases: GoldenCase[] = [];
    for (let i = 0; i < commands.length; i += PARALLEL) cases.push(...(await Promise.all(commands.slice(i, i + PARALLEL).map((argv) => gtree(cli, argv)))));
    writeFileSync(join(ROOT, goldenFileOf(file)), cases.map(goldenSection).join(''));
    console.log(`${file}: ${cases.length} commands`);
  }
}

void main();
