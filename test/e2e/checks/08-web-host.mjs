// gtree as VS Code for the Web (vscode.dev, github.dev) runs it: its `browser` entry (dist/web/extension.js)
// in the browser's Web Worker extension host, with no Node. The same lens, run and diagram as on the desktop.
import * as assert from 'node:assert/strict';

export const workbench = { web: true };

/** Clicks the lecture tree's lens and checks the diagram (C's 2nd and 3rd edges struck once), the status bar and the host. */
export async function lectureTreeInWebHost(wb, name) {
  const { frame, cuts } = await wb.runLectureTree();
  // Pre-order ids: A 0, B 1 (3 12 8: 2 3 4), C 5 (2 4 6: 6 7 8), D 9.
  assert.deepEqual(cuts, [
    { child: 7, cut: '1', strokes: 1 },
    { child: 8, cut: '1', strokes: 1 },
  ]);
  assert.equal(await frame.$eval('g.node[data-id="0"] text.value', (t) => t.textContent), '3');
  await wb.page.locator('.statusbar-item', { hasText: 'alpha-beta = 3' }).first().waitFor({ timeout: 60_000 });
  await wb.screenshot(`${name}-diagram`);
  // The row names the extension host it runs in, e.g. "gtree.gtree 0.1.0 web worker Activation: 136ms".
  assert.match(await wb.runningExtension('gtree', `${name}-running-extensions`), /\bweb worker\b/i);
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "gtree runs in the Web Worker extension host, and clicking the lecture tree's lens draws it with C's 2nd and 3rd edges struck once",
    run: (wb) => lectureTreeInWebHost(wb, 'web-host'),
  },
];
