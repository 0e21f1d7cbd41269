// gtree as VS Code for the Web (vscode.dev, github.dev) runs it: its `browser` entry (dist/web/extension.js)
// in the browser's Web Worker extension host, with no Node. The same lens, run and diagram as on the desktop.
import * as assert from 'node:assert/strict';

export const workbench = { web: true };

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "gtree runs in the Web Worker extension host, and clicking the lecture tree's lens draws it with C's 2nd and 3rd edges struck once",
    async run(wb) {
      const { frame, cuts } = await wb.runLectureTree();
      // Pre-order ids: A 0, B 1 (3 12 8: 2 3 4), C 5 (2 4 6: 6 7 8), D 9.
      assert.deepEqual(cuts, [
        { child: 7, cut: '1', strokes: 1 },
        { child: 8, cut: '1', strokes: 1 },
      ]);
      assert.equal(await frame.$eval('g.node[data-id="0"] text.value', (t) => t.textContent), '3');
      await wb.page.locator('.statusbar-item', { hasText: 'alpha-beta = 3' }).first().waitFor({ timeout: 60_000 });
      await wb.screenshot('web-host-diagram');
      // Developer: Show Running Extensions names the host each extension runs in.
      await wb.runCommand('Developer: Show Running Extensions');
      const row = wb.page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'gtree' }).first();
      await row.waitFor({ timeout: 60_000 });
      // The row says which extension host runs it (here: "gtree.gtree 0.1.0 web worker Activation: 136ms").
      assert.match(await row.innerText(), /\bweb worker\b/i);
      await wb.screenshot('web-host-running-extensions');
      await wb.page.keyboard.press('Control+W');
    },
  },
];
