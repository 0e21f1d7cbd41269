/**
 * The ordering exercise on the self-contained practice page (`gtree export --format html`,
 * src/page/) in Chromium: Alt+Down and a mouse drag move a node among its siblings in the sheet's
 * text (said in the live region), a drop away from the row moves nothing, Ctrl+Z takes a move
 * back, and "Download my answers" writes the reordered sheet. Needs `npm run build` first.
 *
 *   flock /tmp/gtree-vscode.lock npm run test:browser -- --grep 'practice page: ordering'
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launchChromium, ROOT } from './harness';

const OUT = join(ARTIFACTS, 'page');
const CLI = join(ROOT, 'dist', 'cli.js');
const SOURCE = join(OUT, 'ordering-sheet.gtree');
const PAGE = join(OUT, 'ordering-sheet.html');

declare const document: {
  readonly activeElement: { closest(selector: string): { getAttribute(name: string): string | null } | null } | null;
  readonly body: { readonly dataset: Record<string, string | undefined> };
};
declare const localStorage: { readonly length: number; key(i: number): string | null; getItem(key: string): string | null };

/** The sheet with its root's children in the order given (the lines below). */
const sheet = (...rows: string[]): string =>
  `tree "Order" {\n  algorithm: alphabeta\n  ask: best-order\n  A =? <?, ?> [\n${rows.map((r) => `    ${r}\n`).join('')}  ]\n}\n`;
const C = 'a1 -> C =? <?, ?> [ 2 4 6 ]';
const B = 'a2 -> B =? <?, ?> [ 3 12 8 ]';
const D = 'a3 -> D =? <?, ?> [ 14 5 2 ]';

async function drawnAfter(page: Page, n: number): Promise<number> {
  await page.waitForFunction((k) => Number(document.body.dataset.drawings ?? 0) > k, n, { timeout: 30_000 });
  return page.evaluate(() => Number(document.body.dataset.drawings));
}
const stored = (page: Page): Promise<string | null> => page.evaluate(() => (localStorage.length > 0 ? localStorage.getItem(localStorage.key(0)!) : null));
const said = async (page: Page): Promise<string> => (await page.textContent('#announcer')) ?? '';

/** A node's centre and width on screen. */
async function centre(page: Page, id: number): Promise<{ x: number; y: number; w: number }> {
  const box = await page.locator(`g.node[data-id="${id}"]`).boundingBox();
  assert.ok(box, `node ${id} is drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, w: box.width };
}

describe('the practice page: ordering exercise moves in Chromium', function () {
  this.timeout(120_000);
  let browser: Browser;
  const pageErrors: string[] = [];

  before(async () => {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(SOURCE, sheet(C, B, D));
    execFileSync(process.execPath, [CLI, 'export', SOURCE, '--format', 'html', '-o', PAGE]);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    assert.deepEqual(pageErrors, []);
  });

  it('Alt+Down and a mouse drag reorder the sheet, said aloud; Ctrl+Z takes a move back; the download is the reordered sheet', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(pathToFileURL(PAGE).href);
    let n = await drawnAfter(page, 0);

    // Ids in pre-order: A 0, C 1 (leaves 2-4), B 5, D 9. Alt+Down on C: after B, at id 5.
    await page.focus('g.node[data-id="0"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+ArrowDown');
    n = await drawnAfter(page, n);
    assert.equal(await stored(page), sheet(B, C, D));
    assert.match(await said(page), /^C moved after B: 2nd of 3 children of A\./);
    await page.waitForFunction(() => document.activeElement?.closest('.node')?.getAttribute('data-id') === '5');

    // D (id 9) dragged to the left of B (id 1): a bar shows where it goes; dropped, D is first.
    const b = await centre(page, 1);
    const d = await centre(page, 9);
    await page.mouse.move(d.x, d.y);
    await page.mouse.down();
    await page.mouse.move(b.x - b.w * 0.75, b.y, { steps: 12 });
    assert.equal(await page.getAttribute('#drop-indicator', 'display'), null, 'the drop bar is shown');
    assert.equal(await page.getAttribute('#drop-indicator', 'data-by'), '-2');
    await page.screenshot({ path: join(OUT, 'ordering-dragging.png') });
    await page.mouse.up();
    n = await drawnAfter(page, n);
    assert.equal(await stored(page), sheet(D, B, C));
    assert.match(await said(page), /^D moved before B: 1st of 3 children of A\./);
    assert.equal(await page.getAttribute('#drop-indicator', 'display'), 'none');

    // B (now id 5) dropped far below its row: nothing moves.
    const b2 = await centre(page, 5);
    await page.mouse.move(b2.x, b2.y);
    await page.mouse.down();
    await page.mouse.move(b2.x + 5, b2.y + 250, { steps: 8 });
    assert.equal(await page.getAttribute('#drop-indicator', 'display'), 'none');
    await page.mouse.up();
    assert.equal(await stored(page), sheet(D, B, C));

    // Ctrl+Z: the drag taken back, one step (the keyboard move stays); Ctrl+Shift+Z does it again.
    await page.focus('g.node[tabindex="0"]');
    await page.keyboard.press('Control+z');
    n = await drawnAfter(page, n);
    assert.equal(await stored(page), sheet(B, C, D));
    await page.keyboard.press('Control+Shift+z');
    await drawnAfter(page, n);

    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#page-download')]);
    assert.equal(readFileSync(await file.path(), 'utf8'), sheet(D, B, C));
    await context.close();
  });

  it('in a tree that does not ask for the order, a drag from a node pans the view and moves nothing', async () => {
    const plain = sheet(C, B, D).replace('  ask: best-order\n', '');
    const source = join(OUT, 'plain-sheet.gtree');
    const html = join(OUT, 'plain-sheet.html');
    writeFileSync(source, plain);
    execFileSync(process.execPath, [CLI, 'export', source, '--format', 'html', '-o', html]);
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(pathToFileURL(html).href);
    await drawnAfter(page, 0);
    const c = await centre(page, 1);
    const b = await centre(page, 5);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(b.x + b.w, b.y, { steps: 12 });
    assert.equal(await page.getAttribute('#drop-indicator', 'display'), 'none');
    await page.mouse.up();
    const moved = await centre(page, 1);
    assert.ok(moved.x > c.x + 20, `the view panned with the pointer: C from x ${c.x} to ${moved.x}`);
    assert.equal(await stored(page), null, 'no change written');
    await context.close();
  });
});
