// The golden files of the CLI's output (written by scripts/cli-golden.ts, replayed by
// cli-golden.test.ts): one section per command, its outputs kept verbatim with their lengths, so
// that any text (no final newline, a line that looks like a header) reads back exactly.

/** Where the golden files live, and the folders whose .gtree files they cover (relative to the repository). */
export const GOLDEN_DIR = 'test/fixtures/cli-golden';
export const GOLDEN_SOURCES = ['examples', 'test/fixtures'] as const;

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
