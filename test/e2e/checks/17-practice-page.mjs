// The practice page from VS Code, as a teacher makes it: the command's Export… list offers
// *Practice page (HTML)*, the save dialog proposes the tree's name with .html, and the file it
// writes opens from file:// in a browser as the lecture tree's blank sheet (no value, no window
// shown), with Download my answers. The file is written in the workspace (examples/) and removed.
// Screenshots: test-artifacts/workbench/export-offers-page.png, practice-page-from-export.png.
import * as assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const LONG = 30_000;

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
];
