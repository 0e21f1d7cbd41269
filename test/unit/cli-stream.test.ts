import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { ALGORITHM_NAMES, run, traceJsonText, type Trace } from '../../src/core';
import { runCliOn } from '../../src/cli/main';
import { traceTextLines } from './cli-helpers';
import { recordsByPath, traceOf, treeOf } from './search-helpers';

/*
 * The CLI's output is made line by line from the recorder during one walk over the tree: no
 * record and no path array per node. What it prints is checked byte for byte by
 * cli-golden.test.ts; here: the JSON against JSON.stringify of record objects on random trees,
 * a chain 100 000 deep, and write errors part-way through a large output.
 */

const ROOT = join(__dirname, '..', '..');

type Shape = number | Shape[];
const shape: fc.Arbitrary<Shape> = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', maxDepth: 5 }, fc.integer({ min: -9, max: 9 }), fc.array(tie('node'), { minLength: 1, maxLength: 3 })),
})).node;
const write = (s: Shape): string => (typeof s === 'number' ? String(s) : `~0 [ ${s.map(write).join(' ')} ]`);

/** The JSON as it was made before: an object per record (facts and paths), then JSON.stringify(…, null, 2). */
function jsonOfRecords(trace: Trace): string {
  const finite = (v: unknown): unknown => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : v);
  const nodes = [...recordsByPath(trace).values()].map((r) => {
    const o: Record<string, unknown> = { ...r };
    if (r.alpha !== undefined) [o.alpha, o.beta] = [finite(r.alpha), finite(r.beta)];
    if (typeof r.value === 'number') o.value = finite(r.value);
    return o;
  });
  const out: Record<string, unknown> = { tree: trace.tree.name, algorithm: trace.algorithm, value: trace.value, pv: trace.pv, totals: trace.totals, nodes };
  if (trace.iterations) out.iterations = trace.iterations;
  if (trace.passes) out.passes = trace.passes.map((p) => ({ alpha: finite(p.alpha), beta: finite(p.beta), value: p.value }));
  return JSON.stringify(out, null, 2);
}

/** A chain `X [ X [ … [ 1 2 ] … ] ]` with `depth` inner nodes. */
const chain = (depth: number): string => `${'X [ '.repeat(depth)}1 2${' ]'.repeat(depth)}`;

describe('output made from the recorder, node by node', () => {
  it('writes the JSON of JSON.stringify(records, null, 2) on random trees, for every algorithm and fail mode', () => {
    fc.assert(
      fc.property(
        fc.array(shape, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('written', 'best-first'),
        fc.constantFrom('soft', 'hard'),
        fc.constantFrom('', 'depth: 2'),
        (children, order, fail, depth) => {
          // `bounds` for Star1 and Star2, the leaves' range (every other algorithm reads it not).
          const tree = treeOf(
            `tree "r \\"q\\"" {\n  order: ${order}\n  fail: ${fail}\n  bounds: [-9, 9]\n  ${depth}\n  R ~0 [ ${children.map(write).join(' ')} ]\n}\n`,
          );
          for (const algorithm of ALGORITHM_NAMES) {
            if (algorithm === 'expectimax' && depth) continue; // the same as minimax
            const trace = traceOf(tree, { algorithm });
            assert.equal(traceJsonText(trace), jsonOfRecords(trace), algorithm);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  describe('a chain 100 000 deep', function () {
    this.timeout(300_000);
    const tree = treeOf(`bounds: [1, 2]\n${chain(100_000)}`);

    it('runs every algorithm in text mode: one line per node, the deepest at depth 100 000', () => {
      for (const algorithm of ALGORITHM_NAMES.filter((a) => a !== 'iterative')) {
        const trace = traceOf(tree, { algorithm, events: false });
        let count = 0;
        let deepest = '';
        for (const line of traceTextLines(trace)) {
          if (count === tree.allNodes().length) deepest = line;
          if (count++ === tree.allNodes().length + 1) assert.equal(line, '', `${algorithm}: the blank line after the nodes`);
        }
        assert.match(deepest, /^ {80}\[depth 100000\] 2 {2}\S+ {2}= \(?2\b/, algorithm);
        assert.ok(count >= tree.allNodes().length + 4, algorithm);
      }
    });

    it('stops iterative deepening at once with what is missing: an estimate at depth 1 (with estimates, its iterations add up to 5·10^9 calls)', () => {
      const outcome = run(tree, { algorithm: 'iterative', events: false });
      assert.ok(!outcome.ok);
      assert.match(outcome.message, /depth limit 1\) but it has no estimate/);
    });

    // The tree and its syntax take about 50 MB; a path array per node took 1.3 GB at depth 10 000, and grows with depth squared.
    it('runs in the CLI within a heap of 160 MB', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gtree-chain-'));
      try {
        const file = join(dir, 'chain.gtree');
        writeFileSync(file, chain(100_000));
        const r = await gtreeProcess(['--max-old-space-size=160'], ['run', file, '--algorithm', 'alphabeta']);
        assert.equal(r.code, 0, r.stderr);
        assert.equal(r.lines, 100_002 + 4);
        assert.match(r.last, /^calls 100002, nodes 100002, leaf evaluations 2, cuts 0, re-searches 0$/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('standard output that fails part-way', () => {
    let dir: string;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-full-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('is a message and exit 1 for run, run --json, export --format json and check, and nothing more is offered to the full disk', async () => {
      const big = join(dir, 'big.gtree');
      // 4^7 leaves under inner nodes that each hold a wrong answer: megabytes from every command.
      const level = (d: number): string => (d === 0 ? '1' : `=9 [ ${Array.from({ length: 4 }, () => level(d - 1)).join(' ')} ]`);
      writeFileSync(big, `R ${level(7)}\n`);
      const cases: [string, string[]][] = [
        ['run', ['run', big]],
        ['run', ['run', big, '--json']],
        ['export', ['export', big, '--format', 'json']],
        ['check', ['check', big]],
      ];
      for (const [name, argv] of cases) {
        const stdout = new DiskOf(200_000);
        const stderr = new DiskOf(Infinity);
        assert.equal(await runCliOn(argv, stdout, stderr), 1, argv.join(' '));
        // check's summary goes to standard error first.
        assert.match(
          stderr.text,
          new RegExp(`^(1 file checked: .*\\n)?gtree ${name}: cannot write the output: ENOSPC: no space left on device, write\\n$`),
          argv.join(' '),
        );
        assert.ok(stdout.written <= 200_000 && stdout.refused <= 2 * 65_536, `${argv.join(' ')}: ${stdout.refused} characters offered after the disk was full`);
      }
    });
  });
});

/** A disk with room for `room` bytes: later writes fail with ENOSPC. Counts what it was offered after that. */
class DiskOf extends Writable {
  written = 0;
  refused = 0;
  private readonly chunks: Buffer[] = [];

  constructor(private readonly room: number) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (e?: Error) => void): void {
    if (this.written + chunk.length > this.room) {
      this.refused += chunk.length;
      done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
      return;
    }
    this.written += chunk.length;
    this.chunks.push(Buffer.from(chunk)); // a copy: StreamOutput reuses a chunk's buffer once the stream has called back
    setImmediate(done);
  }

  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** `node NODE_FLAGS src/cli/main.ts ARGV`: exit code, standard error, how many lines came on standard output and the last one. */
function gtreeProcess(nodeFlags: string[], argv: string[]): Promise<{ code: number | null; stderr: string; lines: number; last: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(ROOT, 'src', 'cli', 'main.ts'), ...argv], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lines = 0;
    let tail = '';
    child.stdout!.setEncoding('utf8').on('data', (s: string) => {
      for (let k = s.indexOf('\n'); k >= 0; k = s.indexOf('\n', k + 1)) lines++;
      tail = (tail + s).slice(-1000);
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr, lines, last: tail.trimEnd().split('\n').pop() ?? '' }));
  });
}
