/**
 * The self-contained page (`gtree export --format html`): its size, and the time from the
 * page's navigation to its first drawing in the DOM (the in-page host's first `rendered`, read
 * from `performance.now()`), opened from file:// in Debian's Chromium, headless, each load in a
 * fresh profile; the median of RUNS loads. Needs `npm run build` and Chromium, so it is not part
 * of `npm run bench`:
 *
 *   flock /tmp/gtree-vscode.lock npx tsx bench/page.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { median } from './stats';

const ROOT = join(__dirname, '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const RUNS = 7;

declare const document: { readonly body: { readonly dataset: Record<string, string | undefined> } };

const cli = (...args: string[]): string => execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

/** An alpha-beta tree of exactly 1 000 nodes, three levels under the root (9, then 10, then 10 leaves each), payoffs 0–99 from a fixed LCG. */
function tidyThousand(): string {
  let seed = 1;
  const leaf = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % 100;
  const group = (n: number, inner: () => string): string => `[ ${Array.from({ length: n }, inner).join(' ')} ]`;
  return `tree "1 000 nodes" {\n  algorithm: alphabeta\n  R ${group(9, () => group(10, () => group(10, () => String(leaf()))))}\n}\n`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-page-bench-'));
  const lecture = join(ROOT, 'examples', 'alphabeta-lecture.gtree');
  const large = join(dir, 'random-1093.gtree');
  cli('new', 'random', '--depth', '6', '--branching', '3', '--seed', '1', '-o', large);
  // 1 + 9 + 90 + 900 = 1 000 nodes: the most the tidy layout's small worker lays out.
  const thousand = join(dir, 'tidy-1000.gtree');
  writeFileSync(thousand, tidyThousand());
  const pages: [string, string, string[]][] = [
    ['lecture tree (13 nodes), replay', lecture, []],
    ['lecture tree, practice sheet', lecture, ['--practice']],
    ['lecture tree, playground', lecture, ['--playground']],
    ['tree of 1 000 nodes (9 × 10 × 10), replay', thousand, []],
    ['the same, practice sheet', thousand, ['--practice']],
    ['random tree (1 093 nodes), replay', large, []],
    ['random tree (1 093 nodes), practice sheet', large, ['--practice']],
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`load average at the start: ${load}`);
  console.log('| page | size | first drawing (median of %d; min–max) |', RUNS);
  console.log('|---|---:|---:|');
  for (const [i, [title, file, flags]] of pages.entries()) {
    const out = join(dir, `page-${i}.html`);
    cli('export', file, '--format', 'html', ...flags, '-o', out);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(pathToFileURL(out).href);
      await page.waitForFunction(() => document.body.dataset.firstDrawing !== undefined, null, { timeout: 60_000 });
      times.push(Number(await page.evaluate(() => document.body.dataset.firstDrawing)));
      await context.close();
    }
    const kb = (statSync(out).size / 1024).toFixed(0);
    console.log(`| ${title} | ${kb} KB | ${median(times).toFixed(0)} ms (${Math.min(...times)}–${Math.max(...times)}) |`);
  }
  await browser.close();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
