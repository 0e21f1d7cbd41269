import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gtreeAsync } from './cli-helpers';
import { GOLDEN_DIR, parseGolden, type GoldenCase } from './cli-golden-format';

/*
 * The CLI's output, byte for byte, on every example and fixture × every algorithm (text and
 * --json, fail-hard too) and for check: the golden files were written from processes of a build
 * (scripts/cli-golden.ts) and are replayed here in-process.
 */

const ROOT = join(__dirname, '..', '..');
const GOLDEN = readdirSync(join(ROOT, GOLDEN_DIR)).filter((f) => f.endsWith('.txt'));

/** What a process printing these lines gets on the stream. */
const streamed = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

async function replay(c: GoldenCase, argv = c.argv): Promise<void> {
  const got = await gtreeAsync(...argv);
  const what = `gtree ${argv.join(' ')}`;
  assert.equal(streamed(got.errs), c.stderr, `${what}: standard error`);
  assert.ok(streamed(got.out) === c.stdout, `${what}: standard output differs from the golden file`);
  assert.equal(got.code, c.code, `${what}: exit code`);
}

describe('the CLI output against the golden files', () => {
  it('covers every example and fixture', () => {
    assert.ok(GOLDEN.length >= 20, `golden files: ${GOLDEN.length}`);
  });

  for (const file of GOLDEN) {
    const cases = parseGolden(readFileSync(join(ROOT, GOLDEN_DIR, file), 'utf8'));
    it(`${file}: run (text and --json) and check print the same bytes`, async () => {
      assert.ok(cases.some((c) => c.argv[0] === 'run' && c.code === 0 && c.argv.includes('--json')));
      for (const c of cases) await replay(c);
    });
    it(`${file}: export --format json prints what run --json does`, async () => {
      for (const c of cases.filter((c) => c.argv[0] === 'run' && c.argv.includes('--json'))) {
        await replay(c, ['export', ...c.argv.slice(1).filter((a) => a !== '--json'), '--format', 'json']);
      }
    });
  }
});
