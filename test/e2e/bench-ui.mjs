// `npm run bench:ui [-- --base REV] [--runs N] [--grep WHAT]`: the UI benchmark (bench/ui/index.ts) in a real VS Code.
// Alone it builds this checkout and runs the benchmark once. With --base it also checks REV out beside (a detached
// git worktree under the system's temp folder, node_modules linked to this checkout's), builds it, and runs REV's own
// benchmark and this checkout's in one sitting, alternating (base, this; this, base; …) so that a drift of the shared
// machine favours neither, then prints each figure's median over the runs and the ratio this / base (below 1: faster).
// `--grep large` times both builds with this checkout's benchmark (see benchBundle).
// Every run starts a real VS Code: run it under the shared lock, `flock /tmp/gtree-vscode.lock npm run bench:ui …`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const { values: opts } = parseArgs({
  options: { base: { type: 'string' }, runs: { type: 'string', default: '3' }, grep: { type: 'string' } },
});

/** The figures compared, each read from a line the benchmark prints (the base's benchmark prints the same lines). */
const FIGURES = [
  ...[1_000, 5_000].flatMap((n) => [
    { name: `run → diagram, ${n} nodes (ms)`, pattern: new RegExp(`^\\s*${n} nodes\\s+run → diagram\\s+(\\d+) ms`, 'm') },
    { name: `values-only redraw, ${n} nodes (ms)`, pattern: new RegExp(`^\\s*${n} nodes\\s+run → diagram.*values-only redraw\\s+([\\d.]+) ms`, 'm') },
  ]),
  { name: '0.8 MB file, edit → diagnostics (ms)', pattern: /MB file: edit → diagnostics (\d+) ms/ },
  { name: '0.8 MB file, longest host stall (ms)', pattern: /longest extension-host stall meanwhile (\d+) ms/ },
  { name: 'the same edits as plain text, longest host stall (ms)', pattern: /as plain text, no gtree: (\d+) ms/ },
];

function run(command, args, cwd, echo = true) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`))));
  });
}

const git = (...args) => {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};

/** REV checked out in a worktree of its own (made once, reused while it stays at REV), sharing this checkout's packages. */
function baseCheckout(rev) {
  const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  const dir = join(tmpdir(), `gtree-bench-base-${commit.slice(0, 12)}`);
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
  for (const modules of ['node_modules', 'scripts/code-server/node_modules']) {
    if (existsSync(join(dir, modules))) continue;
    // A link left by a checkout since removed points nowhere: make it anew, to this one's packages.
    rmSync(join(dir, modules), { force: true });
    symlinkSync(join(ROOT, modules), join(dir, modules));
  }
  return { commit, dir };
}

/**
 * The benchmark to run in `dir`: its own, except for the large file alone (`--grep large`), which uses nothing of
 * gtree's API and is timed in both builds by this checkout's benchmark, so that both are measured the same way.
 */
const benchBundle = (dir) => (opts.grep && /large/.test(opts.grep) ? join(ROOT, 'dist/test/bench-ui.js') : join(dir, 'dist/test/bench-ui.js'));

/** One run of a checkout's build (its extension, the benchmark benchBundle picks), with the load average before and after. */
async function benchOnce(dir) {
  const load = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const before = load();
  const args = ['test/e2e/run-extension-tests.mjs', '--tests', benchBundle(dir), '--timeout', '1200'];
  if (opts.grep) args.push('--grep', opts.grep);
  const out = await run(process.execPath, args, dir);
  return { out, load: (before + load()) / 2 };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function figuresOf(out) {
  return FIGURES.map((f) => {
    const m = f.pattern.exec(out);
    return m ? Number(m[1]) : NaN;
  });
}

async function main() {
  await run(process.execPath, ['scripts/build.mjs'], ROOT);
  if (!opts.base) {
    await benchOnce(ROOT);
    return;
  }
  const runs = Math.max(1, Number(opts.runs) || 3);
  const base = baseCheckout(opts.base);
  console.log(`bench:ui A/B: base ${opts.base} (${base.commit.slice(0, 7)}, in ${base.dir}) against this checkout, ${runs} runs each`);
  await run(process.execPath, ['scripts/build.mjs'], base.dir);
  const sides = { base: { figures: [], loads: [] }, this: { figures: [], loads: [] } };
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? ['base', 'this'] : ['this', 'base'];
    for (const side of order) {
      console.log(`\n=== run ${i + 1} of ${runs}: ${side === 'base' ? `base ${base.commit.slice(0, 7)}` : 'this checkout'} ===`);
      const { out, load } = await benchOnce(side === 'base' ? base.dir : ROOT);
      sides[side].figures.push(figuresOf(out));
      sides[side].loads.push(load);
    }
  }
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' + changes' : '';
  const rows = FIGURES.map((f, k) => {
    const b = median(sides.base.figures.map((r) => r[k]));
    const t = median(sides.this.figures.map((r) => r[k]));
    return `| ${f.name} | ${fmt(b)} | ${fmt(t)} | ${Number.isFinite(b) && Number.isFinite(t) && b > 0 ? (t / b).toFixed(2) : '—'} |`;
  });
  const loads = (side) => sides[side].loads.map((l) => l.toFixed(1)).join(', ');
  console.log(
    [
      '',
      `bench:ui A/B, median of ${runs} runs each, alternating; ratio = this / base (below 1: faster)`,
      `| | base ${base.commit.slice(0, 7)} | this (${head}${dirty}) | ratio |`,
      '|---|---:|---:|---:|',
      ...rows,
      `load average (1 min, mean of start and end of each run): base ${loads('base')}; this ${loads('this')}`,
      '',
    ].join('\n'),
  );
}

const fmt = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(1)) : 'missing');

main().catch((e) => {
  console.error(`gtree bench:ui: ${e.message}`);
  process.exit(1);
});
