// How long a command takes to start: `gtree help` (nothing but loading the CLI), a run of the
// lecture tree, and the SVG export (which alone loads ELK, from dist/cli-elk.js), each against
// bare `node -e 0` on the same machine, runs alternating so that the machine's load hits all alike.
// Figures only: nothing here asserts on timings.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI, wallTime } from './process';
import { median } from './stats';

const RUNS = 15;
const LECTURE = join(__dirname, '..', 'examples', 'alphabeta-lecture.gtree');

const CASES: [string, string[]][] = [
  ['node -e 0', ['-e', '0']],
  ['gtree help', [CLI, 'help']],
  ['gtree run (lecture tree)', [CLI, 'run', LECTURE]],
  ['gtree export --format svg', [CLI, 'export', LECTURE, '--format', 'svg']],
];

export function benchStartup(): void {
  console.log(`\n== startup: a command in a new process (median and best of ${RUNS} alternating runs) ==`);
  console.log('target: gtree help under 80 ms');
  const ms: number[][] = CASES.map(() => []);
  for (let i = 0; i < RUNS; i++) CASES.forEach(([, args], k) => ms[k].push(wallTime(args)));
  const node = median(ms[0]);
  console.log(`${'command'.padEnd(26)} ${'ms median'.padStart(9)} ${'best'.padStart(7)} ${'over node'.padStart(9)} ${'ratio'.padStart(6)}`);
  CASES.forEach(([name], k) => {
    const m = median(ms[k]);
    const over = k === 0 ? '' : `${m >= node ? '+' : '−'}${Math.abs(m - node).toFixed(0)}`;
    console.log(
      `${name.padEnd(26)} ${m.toFixed(0).padStart(9)} ${Math.min(...ms[k])
        .toFixed(0)
        .padStart(7)} ${over.padStart(9)} ${(m / node).toFixed(2).padStart(6)}`,
    );
  });
  // Less noisy than whole processes: the time to load each bundle, timed inside a fresh Node.
  const loads = ['cli.js', 'cli-commands.js', 'cli-elk.js'].map((file) => {
    const script = `const t = process.hrtime.bigint(); require(${JSON.stringify(join(__dirname, file))}); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));`;
    const ms = Array.from({ length: RUNS }, () => Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })));
    return `${file} ${median(ms).toFixed(1)} ms`;
  });
  console.log(
    `require() of each bundle in a fresh node, median: ${loads.join(', ')} (help loads cli.js alone; the other commands cli-commands.js too; only export --format svg loads cli-elk.js)`,
  );
}
