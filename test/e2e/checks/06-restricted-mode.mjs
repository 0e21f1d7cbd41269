// A student opens downloaded course material: VS Code does not trust the folder (Restricted Mode) and
// disables every extension that does not declare it can run there. gtree runs no code from the
// workspace, so it declares it can: the lens, the hover and the diagram work untrusted. The extension is
// the installed .vsix: VS Code never disables an extension under development, whatever it declares.
import * as assert from 'node:assert/strict';
import { exampleLine } from '../workbench-page.mjs';

const LONG = 30_000;

export const workbench = { installed: true, restricted: true };

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'the workbench is in Restricted Mode (status bar and banner say so)',
    async run(wb) {
      const status = wb.page.locator('.statusbar-item', { hasText: 'Restricted Mode' });
      await status.first().waitFor({ timeout: LONG });
      await wb.page.locator('.monaco-workbench .banner', { hasText: /Restricted Mode/ }).waitFor({ timeout: LONG });
    },
  },
  {
    name: 'the lecture example gets its lens, and clicking it draws the diagram: 13 nodes, the two cut edges under C',
    async run(wb) {
      const { cuts } = await wb.runLectureTree();
      assert.deepEqual(
        cuts.map((c) => c.child),
        [7, 8],
      );
      await wb.screenshot('restricted-mode-diagram');
    },
  },
  {
    name: "the hover tells C's value and window",
    async run(wb) {
      await wb.page
        .locator('.editor-group-container .monaco-editor')
        .first()
        .click({ position: { x: 200, y: 10 } });
      await wb.goTo(exampleLine('alphabeta-lecture.gtree', '    a2 -> C [ 2 4 6 ]'), 11);
      await wb.runCommand('Show or Focus Hover');
      const hover = wb.page.locator('.monaco-hover:not(.hidden)', { hasText: 'Value' }).first();
      await hover.waitFor({ timeout: LONG });
      const text = await hover.innerText();
      assert.match(text, /C · MIN to move/);
      assert.match(text, /Value 2 \(upper bound\)/);
      assert.match(text, /Window at its last call: α = 3, β = \+∞/);
      await wb.screenshot('restricted-mode-hover');
    },
  },
  {
    name: 'Serbian names and the dashes of comments are not boxed as unusual characters (VS Code boxes them in Restricted Mode)',
    async run(wb) {
      await wb.openFile('zlatnici-maxn.gtree');
      await wb
        .codeLens(/▶ Run max\^n/)
        .first()
        .waitFor({ timeout: LONG });
      assert.match(await wb.editorText(), /players: Duh Abu Ćilim/);
      assert.equal(await wb.editor().locator('.unicode-highlight').count(), 0);
      await wb.screenshot('restricted-mode-serbian-names');
    },
  },
];
