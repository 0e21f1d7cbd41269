import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { runCliOn } from '../../src/cli/main';
import { MemoryOutput, StreamOutput } from '../../src/cli/output';
import { streamWritten } from '../../src/cli/print-or-write';
import { gtree, gtreeAsync } from './cli-helpers';

const ROOT = join(__dirname, '..', '..');
const LECTURE = join(ROOT, 'examples', 'alphabeta-lecture.gtree');

/** A stream that takes `highWaterMark` bytes at a time, slowly; records the most it ever held, and what it got. */
class SlowSink extends Writable {
  readonly chunks: Buffer[] = [];
  mostHeld = 0;

  constructor(highWaterMark: number) {
    super({ highWaterMark });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (e?: Error) => void): void {
    this.mostHeld = Math.max(this.mostHeld, this.writableLength);
    this.chunks.push(Buffer.from(chunk)); // a copy: StreamOutput reuses a chunk's buffer once the stream has called back
    setTimeout(done, 1);
  }

  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** A stream whose every write fails with `code`, as a full disk (ENOSPC) or a closed pipe (EPIPE) does. */
function failingSink(code: string): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done(Object.assign(new Error(`${code}: it failed, write`), { code }));
    },
  });
}

/** What `gtree ARGV` prints in-process, as the bytes standard output gets. */
const expectedStdout = (...argv: string[]): string => gtree(...argv).out.join('\n') + '\n';

describe('CLI output (stdout and stderr as streams)', () => {
  describe('in-process, on streams that are slow or fail', () => {
    it('gives a slow stream the whole output, byte for byte, waiting for drain instead of filling its buffer', async () => {
      const stdout = new SlowSink(4096);
      const stderr = new SlowSink(4096);
      const argv = ['new', 'tictactoe', '--board', 'xo.|...|...'];
      const code = await runCliOn(argv, stdout, stderr);
      assert.equal(code, 0);
      assert.equal(stdout.text, expectedStdout(...argv));
      assert.ok(stdout.text.length > 200_000, `a large output: ${stdout.text.length}`);
      // One chunk of at most 64 Ki characters (UTF-8: up to 3 bytes each) beyond the high-water mark, never the whole text.
      assert.ok(stdout.mostHeld <= 4096 + 3 * 65536, `held ${stdout.mostHeld} bytes at once`);
      assert.equal(stderr.text, '');
    });

    it('cuts a long line into chunks without splitting a character in two', async () => {
      const stdout = new SlowSink(1024);
      const out = new StreamOutput(stdout, new SlowSink(1024));
      const line = 'ž🌳'.repeat(70_000); // 3 UTF-16 units each: chunk ends fall inside a surrogate pair
      out.line(line);
      out.line('end');
      assert.equal(await out.finish(), null);
      assert.equal(stdout.text, `${line}\nend\n`);
    });

    it('lets a command that prints much await drained(), keeping at most a chunk queued', async () => {
      const stdout = new SlowSink(16_384);
      const out = new StreamOutput(stdout, new SlowSink(1024));
      const lines: string[] = [];
      let mostQueued = 0;
      for (let i = 0; i < 20_000; i++) {
        lines.push(`node ${i} = ${i % 7}`);
        out.line(lines[i]);
        if (i % 1000 === 999) {
          await out.drained();
          mostQueued = Math.max(mostQueued, stdout.writableLength);
        }
      }
      assert.equal(await out.finish(), null);
      assert.equal(stdout.text, lines.join('\n') + '\n');
      assert.ok(mostQueued <= 16_384, `the stream held ${mostQueued} bytes after drained()`);
    });

    it('writes the chunks of a Utf8Writer in order, waiting for the slow stream and reusing a few buffers throughout', async () => {
      const stdout = new SlowSink(16_384);
      const out = new StreamOutput(stdout, new SlowSink(1024));
      const buffers = new Set<ArrayBuffer>();
      const freeBuffer = out.freeBuffer.bind(out);
      out.freeBuffer = () => {
        const b = freeBuffer();
        buffers.add(b.buffer as ArrayBuffer);
        return b;
      };
      const lines = Array.from({ length: 100_000 }, (_, i) => `node ${i} ž = ${i % 7}`);
      out.line('first');
      await streamWritten(function* (w) {
        for (const line of lines) {
          const before = w.handedOn;
          w.text(line + '\n');
          if (w.handedOn !== before) yield;
        }
      }, out);
      out.line('last');
      assert.equal(await out.finish(), null);
      assert.equal(stdout.text, ['first', ...lines, 'last'].join('\n') + '\n');
      assert.ok(buffers.size <= 5, `${buffers.size} buffers for ${stdout.text.length} characters`);
    });

    it('keeps standard output and error in the order they were printed', async () => {
      const stream = new SlowSink(16);
      const out = new StreamOutput(stream, stream);
      out.line('one');
      out.err('two');
      out.line('three');
      assert.equal(await out.finish(), null);
      assert.equal(stream.text, 'one\ntwo\nthree\n');
    });

    it('reports a write error other than a closed pipe with a message and exit code 1', async () => {
      const stderr = new SlowSink(1024);
      const code = await runCliOn(['run', LECTURE], failingSink('ENOSPC'), stderr);
      assert.equal(code, 1);
      assert.equal(stderr.text, 'gtree run: cannot write the output: ENOSPC: it failed, write\n');
    });

    it('stops quietly on a closed pipe, with the exit code of the command', async () => {
      const stderr = new SlowSink(1024);
      assert.equal(await runCliOn(['run', LECTURE], failingSink('EPIPE'), stderr), 0);
      assert.equal(stderr.text, '');
    });

    it('still reports a file that -o cannot write, with exit code 1', () => {
      const r = gtree('new', 'coins', '-o', '/dev/full');
      assert.equal(r.code, 1);
      assert.deepEqual(r.errs, ['/dev/full: error: cannot write: ENOSPC: no space left on device, write']);
    });

    it('keeps collecting lines in memory for tests and callers that want the text', async () => {
      const out = new MemoryOutput();
      out.line('a');
      out.err('b');
      await out.drained();
      assert.deepEqual([out.out, out.errs, out.stopped], [['a'], ['b'], false]);
    });
  });

  describe('the gtree process', function () {
    this.timeout(120_000);
    let dir: string;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-output-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    interface Ended {
      code: number | null;
      stdout: Buffer;
      stderr: string;
    }

    /** Runs `gtree ARGV` from the sources; `stdout` is a file descriptor or a pipe, read by `read` (all of it at once by default). */
    function gtreeProcess(argv: string[], options: { stdout?: number; read?: (stream: NodeJS.ReadableStream, child: ReturnType<typeof spawn>) => void } = {}) {
      return new Promise<Ended>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src', 'cli', 'main.ts'), ...argv], {
          cwd: ROOT,
          stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        if (child.stdout) {
          child.stdout.on('data', (b: Buffer) => out.push(b));
          options.read?.(child.stdout, child);
        }
        child.stderr!.on('data', (b: Buffer) => err.push(b));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }));
      });
    }

    it('exits 1 with a one-line message when standard output is a full disk (/dev/full), for every command that prints', async () => {
      const warned = join(dir, 'warned.gtree');
      writeFileSync(warned, 'tree t {\n  A =5 [ 1 2 ]\n}\n'); // a wrong answer: a warning, so check alone exits 0
      const cases: [string, string[]][] = [
        ['run', ['run', LECTURE]],
        ['run', ['run', LECTURE, '--json']],
        ['check', ['check', warned]],
        ['compare', ['compare', LECTURE]],
        ['export', ['export', LECTURE, '--format', 'svg']],
        ['new', ['new', 'coins']],
      ];
      assert.equal((await gtreeAsync('check', warned)).code, 0);
      const full = openSync('/dev/full', 'w');
      try {
        const ended = await Promise.all(cases.map(([, argv]) => gtreeProcess(argv, { stdout: full })));
        ended.forEach((r, i) => {
          const [name, argv] = cases[i];
          assert.equal(r.code, 1, `${argv.join(' ')}: ${r.stderr}`);
          assert.match(r.stderr, new RegExp(`^gtree ${name}: cannot write the output: ENOSPC: no space left on device, write$`, 'm'), argv.join(' '));
          assert.doesNotMatch(r.stderr, /\n\s+at /);
        });
      } finally {
        closeSync(full);
      }
    });

    it('gives a slow reader of the pipe the whole output, byte for byte', async () => {
      const argv = ['new', 'tictactoe', '--board', 'x........'];
      const r = await gtreeProcess(argv, {
        read: (stream) =>
          stream.on('data', () => {
            stream.pause();
            setTimeout(() => stream.resume(), 2);
          }),
      });
      assert.equal(r.code, 0, r.stderr);
      const expected = expectedStdout(...argv);
      assert.ok(expected.length > 2_000_000, `a large output: ${expected.length}`);
      assert.equal(r.stdout.length, Buffer.byteLength(expected));
      assert.ok(r.stdout.equals(Buffer.from(expected)), 'the bytes differ');
      assert.equal(r.stderr, '');
    });

    it('stays quiet and exits 0 when the reader closes the pipe after the first line (| head -1)', async () => {
      const r = await gtreeProcess(['new', 'tictactoe', '--board', 'x........'], {
        read: (stream, child) => {
          let seen = '';
          stream.on('data', (b: Buffer) => {
            seen += b.toString('utf8');
            if (seen.includes('\n')) child.stdout!.destroy();
          });
        },
      });
      assert.equal(r.code, 0);
      assert.equal(r.stderr, '');
      assert.match(r.stdout.toString('utf8'), /^# Tic-tac-toe from this position, O to move:/);
    });
  });
});
