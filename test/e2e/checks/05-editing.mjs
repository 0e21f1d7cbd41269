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
    name: 'in a chance node, replacing the 4 of 4/6 by 2 brings up no suggestion, and Enter makes a new line, not "2/6/6"',
    async run(wb) {
      const { page } = wb;
      await wb.openFile('dice-zadatak7-expectimax.gtree');
      const line = exampleLine('dice-zadatak7-expectimax.gtree', '        4/6 -> 12   # die shows M (1-4)');
      await wb.goTo(line, 9);
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.type('2');
      await page.waitForTimeout(1_500); // quick suggestions show after 10 ms; word suggestions come from a worker
      const suggest = page.locator('.editor-widget.suggest-widget.visible');
      const shown = await suggest.isVisible();
      if (shown) await wb.screenshot('suggestion-over-a-number');
      assert.equal(shown, false, `a suggestion list appeared: ${shown ? await suggest.innerText() : ''}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => /^ *2$/m.test(document.querySelector('.editor-group-container.active .view-lines')?.innerText?.replace(/\u00a0/g, ' ') ?? ''),
        null,
        { timeout: LONG },
      );
      assert.doesNotMatch(await wb.editorText(), /2\/6\/6/);
      await wb.runCommand('File: Revert File');
      await page.waitForFunction(
        () => /4\/6 -> 12/.test(document.querySelector('.editor-group-container.active .view-lines')?.textContent?.replace(/\u00a0/g, ' ') ?? ''),
        null,
        { timeout: LONG },
      );
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
