import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { gtreeAsync } from './cli-helpers';

const ROOT = join(__dirname, '..', '..');
const LECTURE = join(ROOT, 'examples', 'alphabeta-lecture.gtree');

describe('the CLI bundle (dist/cli.js)', function () {
  this.timeout(120_000);
  let dir: string;
  const cli = (): string => join(dir, 'cli.js');

  // Built as scripts/build.mjs builds it, into a folder with no node_modules above it, as an installed package's bin is.
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gtree-bundle-'));
    const { cliBundles } = (await import(join(ROOT, 'scripts', 'cli-bundles.mjs'))) as { cliBundles: (outdir: string, common: BuildOptions) => BuildOptions[] };
    const common: BuildOptions = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning', absWorkingDir: ROOT };
    await Promise.all(cliBundles(dir, common).map((options) => build(options)));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves elkjs out of cli.js, in a bundle of its own beside it', () => {
    assert.ok(statSync(cli()).size < 1_000_000, `cli.js has ${statSync(cli()).size} bytes`);
    assert.ok(statSync(join(dir, 'cli-elk.js')).size > 1_000_000);
    assert.doesNotMatch(readFileSync(cli(), 'utf8'), /org\.eclipse\.elk/);
  });

  /** Whether `gtree ARGV`, run in a fresh process, loaded the bundle `file`. */
  const loads = (file: string, ...argv: string[]): boolean => {
    const script = `const { runCli } = require(${JSON.stringify(cli())});
        const out = { line() {}, err(t) { process.stderr.write(t + '\\n'); }, freeBuffer: () => new Uint8Array(65536), write() {}, drained: async () => {}, stopped: false };
        Promise.resolve(runCli(${JSON.stringify(argv)}, out)).then((code) => {
          if (code !== 0) process.exit(code);
          process.stdout.write(String(Object.keys(require.cache).some((m) => m.endsWith(${JSON.stringify(file)}))));
        });`;
    return execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' }) === 'true';
  };

  it('loads ELK only when a command draws: help, run and export --format json do not, export --format svg and tikz do', () => {
    assert.equal(loads('cli-elk.js', 'help'), false);
    assert.equal(loads('cli-elk.js', 'run', LECTURE), false);
    assert.equal(loads('cli-elk.js', 'export', LECTURE, '--format', 'json'), false);
    assert.equal(loads('cli-elk.js', 'export', LECTURE, '--format', 'svg'), true);
    assert.equal(loads('cli-elk.js', 'export', LECTURE, '--format', 'tikz'), true);
  });

  it('prints help from cli.js alone: the commands and the engine (cli-commands.js) load for the other commands', () => {
    assert.ok(statSync(cli()).size < 50_000, `cli.js has ${statSync(cli()).size} bytes`);
    assert.equal(loads('cli-commands.js', 'help'), false);
    assert.equal(loads('cli-commands.js', 'run', LECTURE), true);
  });

  it('draws the same SVG from the bundle as from the sources', async () => {
    const svg = execFileSync(process.execPath, [cli(), 'export', LECTURE, '--format', 'svg'], { cwd: dir, encoding: 'utf8' });
    const fromSources = await gtreeAsync('export', LECTURE, '--format', 'svg');
    assert.equal(svg, fromSources.out.join('\n') + '\n');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('prints the usage for help', () => {
    assert.match(execFileSync(process.execPath, [cli(), 'help'], { cwd: dir, encoding: 'utf8' }), /^gtree — game trees/);
  });
});
