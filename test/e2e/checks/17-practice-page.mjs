// The practice page from VS Code, as a teacher makes it: the command's Export… list offers
// *Practice page (HTML)*, the save dialog proposes the tree's name with .html, and the file it
// writes opens from file:// in a browser as the lecture tree's blank sheet (no value, no window
// shown), with Download my answers. The file is written in the workspace (examples/) and removed.
// With gtree.markdown.playgroundUrl set (here in the workspace's settings, removed after), the
// Markdown preview puts a Practise link under each ```gtree block, whose fragment carries the
// block's tree as a sheet to answer (never its solution); a changed setting relinks the open preview. Screenshots: test-artifacts/workbench/export-offers-page.png,
// practice-page-from-export.png, markdown-practise-links.png.
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const LONG = 30_000;
const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));
const PLAYGROUND = 'https://course.example/gtree/';
const MOVED_PLAYGROUND = 'https://course.example/2027/gtree/';

/** The text a playground link's fragment carries (`#t=` deflate-raw, base64url), as the playground reads it. */
const linkedText = (href) => inflateRawSync(Buffer.from(href.split('#t=')[1], 'base64url')).toString('utf8');

/**
 * The hrefs of the preview's three Practise links once each points at `url`. A changed setting re-renders the preview,
 * which reloads its frame: the frame is looked for again until the links are there.
 */
async function practiseLinks(wb, url) {
  let hrefs = [];
  await wb.webviewFrame({
    timeout: 2 * LONG,
    ready: async (frame) => {
      hrefs = await frame.$$eval('.gtree-practise a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.length === 3 && hrefs.every((href) => href.startsWith(`${url}#t=`));
    },
  });
  return hrefs;
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'Export… offers the practice page, and the page it writes opens from file:// as a blank sheet',
    timeout: 180_000,
    async run(wb) {
      const { page } = wb;
      await wb.openLectureAlone();
      await wb.runCommand('gtree: Export the tree');
      const rows = page.locator('.quick-input-list .monaco-list-row');
      await rows.filter({ hasText: 'SVG' }).first().waitFor({ timeout: LONG });
      await wb.screenshot('export-offers-page');
      // The list is longer than its box: filtered, as a user types, to see the pages' rows.
      await page.locator('.quick-input-widget input').fill('page');
      await rows.filter({ hasText: 'Playground page (HTML)' }).first().waitFor({ timeout: LONG });
      const offered = await rows.allInnerTexts();
      const row = offered.find((t) => t.includes('Practice page (HTML)')) ?? '';
      assert.match(row, /\.html/, `the row names its file type: ${row}`);
      assert.match(row, /practise on, offline/, row);
      assert.ok(
        offered.some((t) => t.includes('Playground page (HTML)')),
        `the playground page is offered too: ${offered.join(' | ')}`,
      );
      await wb.pick('Practice page (HTML)');
      const field = page.locator('.quick-input-widget input');
      await field.waitFor({ timeout: LONG });
      // The dialog fills in the proposed path a moment after it opens.
      let proposed = '';
      for (const until = Date.now() + LONG; !proposed.endsWith('.html') && Date.now() < until; await page.waitForTimeout(100))
        proposed = await field.inputValue();
      assert.equal(proposed.split('/').pop(), 'alphabeta-lecture.html', `the dialog proposes ${proposed}`);
      const path = proposed.replace(/^file:\/\//, '');
      rmSync(path, { force: true });
      try {
        await page.keyboard.press('Enter');
        await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: LONG });
        for (const until = Date.now() + LONG; !existsSync(path) && Date.now() < until;) await page.waitForTimeout(100);
        assert.ok(existsSync(path), `the page is written to ${path}`);
        // A student's browser: the same Chromium, a tab of its own, the file opened from disk.
        const student = await page.context().newPage();
        try {
          await student.goto(pathToFileURL(path).href);
          await student.waitForFunction(() => Number(document.body.dataset.drawings ?? 0) > 0, null, { timeout: LONG });
          const labels = await student.$$eval('g.node', (nodes) => nodes.map((g) => g.getAttribute('aria-label') ?? ''));
          assert.equal(labels.length, 13);
          assert.equal(labels.filter((l) => /window blank.*, value blank$/.test(l)).length, 4, labels.join('\n'));
          assert.equal(await student.isVisible('#page-download'), true, 'Download my answers is offered');
          await student.screenshot({ path: join(wb.artifacts, 'practice-page-from-export.png') });
        } finally {
          await student.close();
        }
      } finally {
        rmSync(path, { force: true });
      }
    },
  },
  {
    name: "with gtree.markdown.playgroundUrl set, each Markdown block's Practise link carries its tree, as a sheet, to that playground",
    timeout: 180_000,
    async run(wb) {
      const dir = join(EXAMPLES, '.vscode');
      assert.ok(!existsSync(dir), 'examples/ has no settings of its own to keep');
      mkdirSync(dir);
      try {
        writeFileSync(join(dir, 'settings.json'), JSON.stringify({ 'gtree.markdown.playgroundUrl': PLAYGROUND }));
        await wb.runCommand('View: Close All Editors');
        await wb.openFile('notes.md');
        await wb.runCommand('Markdown: Open Preview to the Side');
        const hrefs = await practiseLinks(wb, PLAYGROUND);
        const blocks = [...readFileSync(join(EXAMPLES, 'notes.md'), 'utf8').matchAll(/^```gtree[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]);
        assert.equal(blocks.length, 3);
        // The lecture's tree and the exercise go as sheets (every inner node's value and window a blank, nothing
        // else changed), never as their solution; the block with a slip as it is, for the playground to show it.
        const sheets = hrefs.map(linkedText);
        for (const i of [0, 1]) {
          assert.equal(sheets[i].replace(/ =\? <\?, \?>/g, ''), blocks[i], `block ${i + 1}'s link carries its tree`);
          assert.equal(sheets[i].match(/=\? <\?, \?>/g)?.length, i === 0 ? 4 : 10, sheets[i]);
        }
        assert.equal(sheets[2], blocks[2]);
        const frame = await wb.webviewFrame();
        await frame.locator('.gtree-practise a').first().scrollIntoViewIfNeeded();
        await wb.screenshot('markdown-practise-links');
        // The course moves its playground: the open preview relinks, the note untouched, each link to the same sheet.
        writeFileSync(join(dir, 'settings.json'), JSON.stringify({ 'gtree.markdown.playgroundUrl': MOVED_PLAYGROUND }));
        const moved = await practiseLinks(wb, MOVED_PLAYGROUND);
        assert.deepEqual(moved.map(linkedText), sheets);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await wb.runCommand('View: Close All Editor Groups');
      }
    },
  },
];
