// The extension as a user gets it: the .vsix of `npm run package:vsix`, installed into a fresh
// code-server with --install-extension (no development path, no source tree). A file missing from
// the package, a .vscodeignore mistake or code that only works from the source tree fails here.
import * as assert from 'node:assert/strict';

export const workbench = { installed: true };

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'gtree runs as an installed extension, in a window that is no Extension Development Host',
    async run(wb) {
      await wb.openFile('alphabeta-lecture.gtree'); // activates gtree
      await wb.runCommand('Developer: Show Running Extensions');
      await wb.page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'gtree' }).first().waitFor({ timeout: 60_000 });
      assert.doesNotMatch(await wb.page.locator('.monaco-workbench .part.titlebar').innerText(), /Extension Development Host/);
      await wb.screenshot('installed-running-extensions');
      await wb.page.keyboard.press('Control+W');
    },
  },
  {
    name: "the lecture example gets its lens, and clicking it draws the diagram: 13 nodes, C's 2nd and 3rd edges struck once",
    async run(wb) {
      const { frame, cuts } = await wb.runLectureTree();
      assert.deepEqual(cuts, [
        { child: 7, cut: '1', strokes: 1 },
        { child: 8, cut: '1', strokes: 1 },
      ]);
      assert.equal(await frame.$eval('g.node[data-id="0"] text.value', (t) => t.textContent), '3');
      await wb.screenshot('installed-diagram');
    },
  },
];
