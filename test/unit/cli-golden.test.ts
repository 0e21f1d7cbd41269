import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gtreeAsync } from './cli-helpers';
import { commandsOf, goldenFileOf, goldenSection, goldenSources, GOLDEN_DIR, parseGolden, type GoldenCase } from './cli-golden-format';
import { lineDiff } from './line-diff';

/*
 * The CLI's output, byte for byte, on every example and fixture × every algorithm (text and
 * --json, fail-hard too) and for check, in the style of expect tests: each source file has its
 * golden file holding what every one of its commands prints; the commands are run in-process and
 * the whole file compared, a difference shown line by line. GTREE_UPDATE_GOLDEN=1 writes the
 * files from what the commands print now (new ones too, stale ones removed): read the diff
 * (`git diff test/fixtures/cli-golden`) before committing it.
 */

const ROOT = join(__dirname, '..', '..');
const UPDATE = process.env.GTREE_UPDATE_GOLDEN === '1';
const HOW_TO_UPDATE = 'GTREE_UPDATE_GOLDEN=1 npx mocha --no-config --node-option import=tsx --timeout 600000 test/unit/cli-golden.test.ts';
const SOURCES = goldenSources(ROOT);

/** What a process printing these lines gets on the stream. */
const streamed = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

async function gtreeCase(argv: readonly string[]): Promise<GoldenCase> {
  const got = await gtreeAsync(...argv);
  return { argv, code: got.code, stdout: streamed(got.out), stderr: streamed(got.errs) };
}

describe('the CLI output against the golden files', () => {
  for (const file of SOURCES) {
    const golden = goldenFileOf(file);
    it(`${file}: every command prints what ${golden} holds`, async () => {
      const cases: GoldenCase[] = [];
      for (const argv of commandsOf(ROOT, file)) cases.push(await gtreeCase(argv));
      assert.ok(
        cases.some((c) => c.argv[0] === 'run' && c.code === 0 && c.argv.includes('--json')),
        `${file}: no tree of it runs`,
      );
      const actual = cases.map(goldenSection).join('');
      const path = join(ROOT, golden);
      if (UPDATE) {
        if (!existsSync(path) || readFileSync(path, 'utf8') !== actual) writeFileSync(path, actual);
        return;
      }
      if (!existsSync(path)) assert.fail(`${file} has no golden file ${golden}: write it with\n  ${HOW_TO_UPDATE}\nand read it.`);
      const expected = readFileSync(path, 'utf8');
      if (actual !== expected)
        assert.fail(`${golden} is not what the commands print now:\n${lineDiff(expected, actual, 3, 80, /^#### gtree /)}\n(${HOW_TO_UPDATE} rewrites it.)`);
    });

    it(`${file}: export --format json prints what run --json does`, async () => {
      const path = join(ROOT, golden);
      if (!existsSync(path)) assert.fail(`${file} has no golden file ${golden}`);
      for (const c of parseGolden(readFileSync(path, 'utf8')).filter((c) => c.argv[0] === 'run' && c.argv.includes('--json'))) {
        const argv = ['export', ...c.argv.slice(1).filter((a) => a !== '--json'), '--format', 'json'];
        const got = await gtreeCase(argv);
        assert.strictEqual(got.stdout, c.stdout, `gtree ${argv.join(' ')}: standard output`);
        assert.strictEqual(got.stderr, c.stderr, `gtree ${argv.join(' ')}: standard error`);
        assert.equal(got.code, c.code, `gtree ${argv.join(' ')}: exit code`);
      }
    });
  }

  // After the files' own tests, so that an update has written the new files first.
  it('has a golden file for each example and fixture, and none for a file that is gone', () => {
    const wanted = new Set(SOURCES.map(goldenFileOf));
    const stale = readdirSync(join(ROOT, GOLDEN_DIR))
      .map((f) => `${GOLDEN_DIR}/${f}`)
      .filter((f) => !wanted.has(f));
    if (UPDATE) for (const f of stale) unlinkSync(join(ROOT, f));
    else assert.deepEqual(stale, [], `golden files of no example or fixture: remove them (${HOW_TO_UPDATE} does)`);
    const missing = [...wanted].filter((f) => !existsSync(join(ROOT, f)));
    assert.deepEqual(missing, [], `examples or fixtures without a golden file: ${HOW_TO_UPDATE} writes them`);
    assert.ok(SOURCES.some((s) => s.startsWith('examples/')) && SOURCES.some((s) => s.startsWith('test/fixtures/')));
  });
});
