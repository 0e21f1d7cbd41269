// A teaching assistant's workflow through the UI: the light bulb's actions fill in the answers of
// the blank exercise sheet. The edit is reverted afterwards (the workspace is examples/).
import * as assert from 'node:assert/strict';
import { exampleLine } from '../workbench-page.mjs';

const LONG = 30_000;

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'Ctrl+. on the blank sheet offers "Fill in every value", which writes the solution\'s values',
    async run(wb) {
      const { page } = wb;
      await wb.openFile('exercise-blank-sheet.gtree');
      // Put the cursor on the root, "  R =? <?, ?> [" (its line found in the file, so edits to the header comment do not move it).
      await wb.goTo(exampleLine('exercise-blank-sheet.gtree', '  R =? <?, ?> ['), 4);
      const action = page.locator('.action-widget .monaco-list-row', { hasText: 'Fill in every value' }).first();
      // The menu lists what the providers answered when it opened: ask again until ours is in it.
      for (let attempt = 1; ; attempt++) {
        await page.keyboard.press('Control+.');
        const shown = await action.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (shown) break;
        if (attempt === 6) throw new Error('the code action menu never listed "Fill in every value"');
        await page.keyboard.press('Escape');
      }
      await action.click({ force: true }); // the widget animates in; Playwright's stability wait timed out on it
      await page.waitForFunction(
        () => /R\s=8/.test(document.querySelector('.editor-group-container.active .view-lines')?.textContent?.replace(/\u00a0/g, ' ') ?? ''),
        null,
        { timeout: LONG },
      );
      const text = await wb.editorText();
      assert.match(text, /A =6 <\?, \?> \[/);
      assert.match(text, /C3 =8 <\?, \?> \[/);
      await wb.screenshot('blank-sheet-filled');
      await wb.runCommand('File: Revert File');
      await page.waitForFunction(
        () => /R\s=\?/.test(document.querySelector('.editor-group-container.active .view-lines')?.textContent?.replace(/\u00a0/g, ' ') ?? ''),
        null,
        { timeout: LONG },
      );
    },
  },
];
