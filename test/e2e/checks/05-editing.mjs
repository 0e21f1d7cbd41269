// Typing in a tree as a person does: no word suggestion takes over a number, and the light bulb
// shows only where an action applies. Edits are reverted (the workspace is examples/).
import * as assert from 'node:assert/strict';
import { exampleLine } from '../workbench-page.mjs';

const LONG = 30_000;

/** Whether the editor shows its light bulb, after giving the code action providers time to answer. */
async function lightBulbShown(wb) {
  await wb.page.waitForTimeout(1_500);
  return wb.editor().locator('.lightBulbWidget').isVisible();
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'on a new line of a tree, a label typed brings up no word suggestion and Enter ends the line as typed; Ctrl+Space offers no words',
    async run(wb) {
      const { page } = wb;
      const suggestions = page.locator('.editor-widget.suggest-widget.visible .monaco-list-row');
      await wb.openFile('dice-zadatak7-expectimax.gtree');
      // With VS Code's own defaults, "V" on a new line offers the words VM, VO… of the file, and Enter takes the first.
      const after = exampleLine('dice-zadatak7-expectimax.gtree', '        big 2/6 -> -3   # die shows V (5-6)');
      await wb.goTo(after, 1);
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('V');
      await page.waitForTimeout(1_500); // quick suggestions show after 10 ms; word suggestions come from a worker
      const widget = page.locator('.editor-widget.suggest-widget.visible');
      assert.equal(await widget.isVisible(), false, `a suggestion list appeared: ${await widget.innerText().catch(() => '')}`);
      await page.keyboard.press('Enter');
      // The V stays as typed and the cursor goes on to the next line (view-lines are not in line order: ask the status bar).
      const selection = page.locator('[id="status.editor.selection"]');
      await page
        .waitForFunction((ln) => document.querySelector('[id="status.editor.selection"]')?.textContent?.trim() === `Ln ${ln}, Col 9`, after + 2, {
          timeout: LONG,
        })
        .catch(async () => assert.fail(`Enter did not end the line: the status bar says ${await selection.innerText()}`));
      assert.match(await wb.editorText(), /^ {8}V$/m);
      // Asked for (Ctrl+Space) on a number, the words of the file (2/6, 12…) are not offered either.
      await page.keyboard.type('2');
      await page.keyboard.press('Control+Space');
      await page.waitForTimeout(1_500);
      assert.equal(await suggestions.count(), 0, `suggestions appeared: ${await suggestions.allInnerTexts()}`);
      await page.keyboard.press('Escape');
      await wb.runCommand('File: Revert File');
      await page.locator('.editor-group-container.active .tab.active.dirty').waitFor({ state: 'detached', timeout: LONG });
    },
  },
  {
    name: 'the light bulb stays off on the lines of a tree with nothing to fix, and shows on a blank answer',
    async run(wb) {
      await wb.openFile('alphabeta-lecture.gtree');
      await wb
        .codeLens(/▶ Run alpha-beta/)
        .first()
        .waitFor({ timeout: LONG });
      for (const text of ['  A [', '    a2 -> C [ 2 4 6 ]']) {
        await wb.goTo(exampleLine('alphabeta-lecture.gtree', text), 6);
        assert.equal(await lightBulbShown(wb), false, `a light bulb on ${JSON.stringify(text)}`);
      }
      await wb.openFile('exercise-blank-sheet.gtree');
      await wb.goTo(exampleLine('exercise-blank-sheet.gtree', '  R =? <?, ?> ['), 4);
      assert.equal(await lightBulbShown(wb), true, 'the light bulb offers to fill in the blank root');
      await wb.screenshot('light-bulb-on-a-blank');
    },
  },
];
