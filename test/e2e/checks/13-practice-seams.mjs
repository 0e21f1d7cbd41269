// The seams through which practice mode could leak the run: Save As of a new practice tree (the
// saved file stays practised: no value, window, PV or Run lens), the JSON export refused while
// practising, the counts of a sheet with a blank in a pruned subtree (never telling what is
// pruned), and Show / Hide solution leaving the editor groups as they were. The files written into
// the workspace (examples/) are deleted at the end.
import * as assert from 'node:assert/strict';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertTextContrast } from './14-practice-keyboard.mjs';

const LONG = 30_000;
const EXAMPLES = new URL('../../../examples/', import.meta.url).pathname;
const SAVED = /^practice-alphabeta-s\d+\.gtree$/;
/**
 * A sheet of the lecture's shape whose cut edge leads to an inner node E: alpha-beta gives C α = 3 from B, C's first
 * leaf 2 ≤ 3 cuts E (worked by hand). Ids in pre-order: A 0, B 1 (leaves 2–4), C 5 (leaf 6), E 7 (leaves 8, 9), D 10.
 */
const PRUNED_FILE = 'practice-pruned-blank.gtree';
const PRUNED =
  'tree "Pruned blank" {\n  algorithm: alphabeta\n  A =? <?, ?> [\n    B =? <?, ?> [ 3 12 8 ]\n    C =? <?, ?> [ 2 E =? <?, ?> [ 4 6 ] ]\n    D =? <?, ?> [ 14 5 2 ]\n  ]\n}\n';

/** That sheet answered, worked by hand: B = 3, C = 2 (its 2 ≤ α = 3 cuts E), D = 2, A = 3; E's blanks left, where nothing is asked. */
const FINISHED =
  'tree "Pruned blank" {\n  algorithm: alphabeta\n  A =3 <-inf, +inf> [\n    B =3 <-inf, +inf> [ 3 12 8 ]\n    C =2 <3, +inf> [ 2 /E =? <?, ?> [ 4 6 ] ]\n    D =2 <3, +inf> [ 14 5 2 ]\n  ]\n}\n';

/** Removes what the checks wrote into the workspace. */
function cleanUp() {
  for (const name of readdirSync(EXAMPLES)) if (SAVED.test(name) || name === PRUNED_FILE) rmSync(join(EXAMPLES, name), { force: true });
}

/** The editor groups and their tabs, left to right: what Show / Hide solution must leave as it is. */
async function layout(wb) {
  return wb.page.$$eval('.editor-group-container', (groups) =>
    groups.map((g) =>
      [...g.querySelectorAll('.tabs-container .tab')].map((t) => `${t.getAttribute('aria-label')}${t.classList.contains('italic') ? ' (preview)' : ''}`),
    ),
  );
}

/** The diagram webview's document once it has drawn some nodes. */
async function diagram(wb) {
  const frame = await wb.webviewFrame({ timeout: 2 * LONG });
  await frame.waitForFunction(() => document.querySelectorAll('g.node').length > 0, null, { timeout: 2 * LONG });
  return frame;
}

/** Nothing of the run in the drawing: no inner node's value or window, no cut stroke, no principal variation or totals. */
async function showsNoRun(frame) {
  const inner = await frame.$$eval('g.node:not([data-shape="leaf"])', (nodes) =>
    nodes.map((g) => `${g.querySelector('text.value')?.textContent ?? ''} ${g.querySelector('text.window')?.textContent ?? ''}`),
  );
  assert.ok(inner.length > 0, 'the diagram draws inner nodes');
  for (const text of inner) assert.doesNotMatch(text, /\d|∞/, `an inner node shows the run: ${text}`);
  assert.equal(await frame.locator('g.edge[data-cut]').count(), 0, 'no edge is struck as cut');
  const header = await frame.locator('body').innerText();
  assert.doesNotMatch(header, /PV|calls|leaf evaluations|value \d/, `the page gives the run away:\n${header}`);
}

/** The text of the newest notification that contains `text`. */
async function notification(wb, text) {
  const toast = wb.page.locator('.notifications-toasts .notification-list-item-message', { hasText: text }).last();
  await toast.waitFor({ timeout: LONG });
  return toast.innerText();
}

const PRACTICE_LENSES = ['▶ Practise', 'Next step', 'Stop practising'];

/**
 * Waits until the editor's code lenses read `titles`, in order: VS Code may draw them again a
 * moment after they first show (a new file, another editor focused), and between the two none are
 * there. Fails with what they read last.
 */
async function lensesRead(wb, titles) {
  const lenses = wb.editor().locator('.codelens-decoration a');
  let shown = [];
  for (const until = Date.now() + LONG; Date.now() < until; await wb.page.waitForTimeout(200)) {
    shown = await lenses.allInnerTexts();
    if (shown.join('\n') === titles.join('\n')) return;
  }
  assert.deepEqual(shown, titles);
}

/** The status bar's words once they hold `pattern`. */
async function statusShows(wb, pattern) {
  const bar = wb.page.locator('.statusbar');
  await bar.filter({ hasText: pattern }).waitFor({ timeout: LONG });
  return bar.innerText();
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'Save As of a new practice tree keeps practice mode: no value, window, PV or Run lens afterwards',
    timeout: 240_000,
    async run(wb) {
      cleanUp();
      const { page } = wb;
      await wb.openLectureAlone();
      await wb.runCommand('View: Close All Editors');
      await wb.runCommand('gtree: New practice tree');
      await wb.pick('alphabeta');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor({ timeout: LONG });
      await page.keyboard.press('Enter'); // depth and children as proposed: 3 2..3
      await page.locator('.quick-input-widget', { hasText: 'seed' }).waitFor({ timeout: LONG });
      await input.fill('18309');
      await page.keyboard.press('Enter');
      await page.locator('.tab.active', { hasText: SAVED }).first().waitFor({ timeout: LONG });
      await diagram(wb);
      // Save As proposes the plain name, in the workspace folder.
      await wb.runCommand('View: Focus First Editor Group');
      await wb.runCommand('File: Save As...');
      const field = page.locator('.quick-input-widget input');
      await field.waitFor({ timeout: LONG });
      // The dialog fills in the proposed path a moment after it opens.
      let proposed = '';
      for (const until = Date.now() + LONG; !proposed.endsWith('.gtree') && Date.now() < until; await page.waitForTimeout(100))
        proposed = await field.inputValue();
      assert.match(proposed.split('/').pop() ?? '', SAVED, `Save As proposes ${proposed}`);
      await page.keyboard.press('Enter');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: LONG });
      const name = proposed.split('/').pop();
      await wb.activeTab(name).waitFor({ timeout: LONG });
      // Saved, it is a file now; still practised: the practice lenses, never ▶ Run; the status bar counts, no value.
      await wb
        .codeLens('Next step')
        .first()
        .waitFor({ timeout: 2 * LONG });
      await lensesRead(wb, PRACTICE_LENSES);
      const status = await statusShows(wb, /Practising alpha-beta/);
      assert.doesNotMatch(status, /= ?\d|PV|→/, status);
      // The diagram goes on with the saved file, as the sheet (the untitled document's panel closes as the file's opens).
      await wb.webviewFrame({
        timeout: 2 * LONG,
        ready: async (frame) => {
          await frame.waitForFunction(() => document.querySelectorAll('g.node').length > 0, null, { timeout: 2 * LONG });
          await showsNoRun(frame);
          return true;
        },
      });
      await wb.screenshot('practice-saved-as-light');
      await wb.setTheme('Default Dark Modern');
      await diagram(wb);
      await wb.screenshot('practice-saved-as-dark');
      await wb.setTheme('Default High Contrast');
      await diagram(wb);
      await wb.screenshot('practice-saved-as-high-contrast');
      await wb.setTheme('Default Light Modern');
      // Changed outside VS Code into a tree with no blank but in its pruned subtree (no exercise by itself, it would open
      // solved): the file stays practised, as the workspace remembers it.
      writeFileSync(join(EXAMPLES, name), FINISHED);
      await wb
        .editor()
        .locator('.view-line', { hasText: 'C =2 <3, +inf>' })
        .first()
        .waitFor({ timeout: 2 * LONG });
      await wb.page.waitForTimeout(1_000); // the lenses follow the new text
      await lensesRead(wb, PRACTICE_LENSES);
      await statusShows(wb, /Practising alpha-beta/);
    },
  },
  {
    name: 'the JSON export is refused while practising, with the reason',
    timeout: 120_000,
    async run(wb) {
      await wb.runCommand('View: Focus First Editor Group');
      await wb.runCommand('gtree: Export the tree');
      await wb.pick('JSON trace');
      const said = await notification(wb, 'JSON trace');
      assert.match(said, /holds every value, window and cut of the run.*stop practising this tree to export it/);
      // No save dialog followed.
      assert.equal(await wb.page.locator('.quick-input-widget:visible').count(), 0, 'no dialog asks where to write');
      await wb.screenshot('practice-json-refused-light');
      await wb.runCommand('View: Close All Editors');
    },
  },
  {
    name: 'the counts of a sheet with a blank in a pruned subtree: 5 values and 5 windows, an extra mark apart',
    timeout: 180_000,
    async run(wb) {
      writeFileSync(join(EXAMPLES, PRUNED_FILE), PRUNED);
      await wb.openFile(PRUNED_FILE);
      await wb
        .codeLens('▶ Practise')
        .first()
        .waitFor({ timeout: 2 * LONG });
      await wb.goTo(5, 6); // on C
      await statusShows(wb, '0 of 5 values right, 5 blank; 0 of 5 windows right, 5 blank; 0 of 1 cut right, 1 unmarked');
      await wb.clickCodeLens('▶ Practise');
      const frame = await diagram(wb);
      const counts = () => frame.locator('.practice-counts').innerText();
      assert.equal(await counts(), '0 right, 0 wrong, 11 blank of 11');
      // The cut above E marked: checked as the student goes, E's empty boxes are right with it.
      await frame.click('g.edge[data-child="7"]', { force: true });
      await frame.waitForSelector('g.edge[data-child="7"][data-verdict]', { timeout: LONG });
      await frame.waitForFunction(() => document.querySelector('.practice-counts')?.textContent === '3 right, 0 wrong, 8 blank of 11', null, { timeout: LONG });
      // A mark on an edge that is not pruned: extra, apart, and the numbers still add up to 11.
      await frame.click('g.edge[data-child="3"]', { force: true });
      await frame.waitForSelector('g.edge[data-child="3"][data-verdict]', { timeout: LONG });
      await frame.waitForFunction(
        () => document.querySelector('.practice-counts')?.textContent === '3 right, 0 wrong, 8 blank of 11, 1 extra: 2 points',
        null,
        {
          timeout: LONG,
        },
      );
      // Every text, the counts and the verdicts' ✓ and ✗ included, at 4.5:1 or more in every theme.
      for (const theme of ['Default Light Modern', 'Default Dark Modern', 'Default High Contrast', 'Default High Contrast Light']) {
        if (theme !== 'Default Light Modern') await wb.setTheme(theme);
        const drawn = await diagram(wb);
        await drawn.waitForSelector('.verdict-glyph', { timeout: LONG });
        assert.ok((await assertTextContrast(drawn, theme)) >= 20, `${theme}: the header's and the tree's texts measured`);
        await wb.screenshot(`practice-pruned-counts-${theme.replace('Default ', '').replace(/ /g, '-').toLowerCase()}`);
      }
      await wb.setTheme('Default Light Modern');
    },
  },
  {
    name: 'Show solution and Hide solution leave the editor groups as they were',
    timeout: 180_000,
    async run(wb) {
      const frame = await diagram(wb);
      const before = await layout(wb);
      assert.equal(before.length, 2, `the sheet and its diagram side by side: ${JSON.stringify(before)}`);
      // The button in the diagram: the diagram's group is the active one when it is pressed.
      await frame.locator('#practice-solution', { hasText: 'Show solution' }).click();
      await frame.locator('#practice-solution', { hasText: 'Hide solution' }).waitFor({ timeout: LONG });
      await wb.page.waitForTimeout(500);
      assert.deepEqual(await layout(wb), before, 'Show solution changed the editor layout');
      // The solution's header counts the sheet's one cut in the singular.
      const totals = await (await diagram(wb)).locator('#header').innerText();
      assert.match(totals, /\b1 cut\b/, totals);
      assert.doesNotMatch(totals, /\b1 cuts\b/, totals);
      await wb.screenshot('practice-solution-shown-light');
      const again = await diagram(wb);
      await again.locator('#practice-solution', { hasText: 'Hide solution' }).click();
      await again.locator('#practice-solution', { hasText: 'Show solution' }).waitFor({ timeout: LONG });
      await wb.page.waitForTimeout(500);
      assert.deepEqual(await layout(wb), before, 'Hide solution changed the editor layout');
      // And from the command palette, with the sheet's editor active.
      await wb.runCommand('View: Focus First Editor Group');
      await wb.runCommand('gtree: Show solution');
      await (await diagram(wb)).locator('#practice-solution', { hasText: 'Hide solution' }).waitFor({ timeout: LONG });
      await wb.page.waitForTimeout(500);
      assert.deepEqual(await layout(wb), before, 'Show solution from the palette changed the editor layout');
      // The sheet holds answers typed above: saved, so that closing asks nothing of the checks after this one.
      await wb.runCommand('File: Save All Files');
      await wb.runCommand('View: Close All Editors');
      cleanUp();
    },
  },
];
