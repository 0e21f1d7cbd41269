// The golden files of the CLI's output (checked, and rewritten with GTREE_UPDATE_GOLDEN=1, by
// cli-golden.test.ts; written from processes of a build by scripts/cli-golden.ts): one section per
// command, its outputs kept verbatim with their lengths, so that any text (no final newline, a
// line that looks like a header) reads back exactly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALGORITHM_NAMES, checkText } from '../../src/core';

/** Where the golden files live, and the folders whose .gtree files they cover (relative to the repository). */
export const GOLDEN_DIR = 'test/fixtures/cli-golden';
export const GOLDEN_SOURCES = ['examples', 'test/fixtures'] as const;

/** The algorithms with a fail mode: their runs are golden under `--fail hard` too. */
const FAIL_MODES = new Set(['alphabeta', 'negamax-ab', 'aspiration', 'iterative']);

/** Every .gtree file with a golden file, relative to the repository `root`, in a stable order. */
export function goldenSources(root: string): string[] {
  return GOLDEN_SOURCES.flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.gtree'))
      .sort()
      .map((f) => `${dir}/${f}`),
  );
}

/** The golden file of a source (`examples/a.gtree` → `test/fixtures/cli-golden/examples-a.txt`). */
export const goldenFileOf = (source: string): string => `${GOLDEN_DIR}/${source.replace(/\.gtree$/, '').replace(/\//g, '-')}.txt`;

/** The command lines of one file: every tree × algorithm, text and JSON, then check. */
export function commandsOf(root: string, file: string): string[][] {
  const trees = checkText(readFileSync(join(root, file), 'utf8')).trees.length;
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

export interface GoldenCase {
  readonly argv: readonly string[];
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function goldenSection(c: GoldenCase): string {
  return `#### gtree ${JSON.stringify(c.argv)}\n#### exit ${c.code}, stdout ${c.stdout.length}\n${c.stdout}\n#### stderr ${c.stderr.length}\n${c.stderr}\n`;
}

export function parseGolden(text: string): GoldenCase[] {
  const cases: GoldenCase[] = [];
  let at = 0;
  const header = (pattern: RegExp): RegExpExecArray => {
    const end = text.indexOf('\n', at);
    const match = pattern.exec(text.slice(at, end));
    if (!match) throw new Error(`golden file: expected ${pattern} at ${at}: ${JSON.stringify(text.slice(at, at + 80))}`);
    at = end + 1;
    return match;
  };
  const verbatim = (length: number): string => {
    const s = text.slice(at, at + length);
    at += length + 1; // and the newline after it
    return s;
  };
  while (at < text.length) {
    const argv = JSON.parse(header(/^#### gtree (.*)$/)[1]) as string[];
    const [, code, outLength] = header(/^#### exit (-?\d+), stdout (\d+)$/);
    const stdout = verbatim(Number(outLength));
    const stderr = verbatim(Number(header(/^#### stderr (\d+)$/)[1]));
    cases.push({ argv, code: Number(code), stdout, stderr });
  }
  return cases;
}
