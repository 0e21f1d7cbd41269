// The diagram as a person uses it: click the code lens, see the annotated lecture tree beside the
// editor, click a node to find its text. Asserts on the webview's DOM (contract: src/render/draw.ts).
import * as assert from 'node:assert/strict';

const LONG = 60_000;

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'clicking "▶ Run alpha-beta" draws the lecture tree with exactly C\'s 2nd and 3rd edges struck once',
    async run(wb) {
      const { frame, cuts } = await wb.runLectureTree();
      // Pre-order ids: A 0, B 1 (3 12 8: 2 3 4), C 5 (2 4 6: 6 7 8), D 9.
      assert.deepEqual(cuts, [
        { child: 7, cut: '1', strokes: 1 },
        { child: 8, cut: '1', strokes: 1 },
      ]);
      const windowOf = (id) => frame.$eval(`g.node[data-id="${id}"] text.window`, (t) => t.getAttribute('aria-label'));
      assert.equal(await windowOf(5), 'α = 3, β = +∞');
      assert.equal(await windowOf(0), 'α = −∞, β = +∞');
      assert.equal(await frame.$eval('g.node[data-id="0"] text.value', (t) => t.textContent), '3');
      assert.equal(await frame.$eval('g.node[data-id="5"] text.value', (t) => t.textContent), '2');
      await wb.screenshot('diagram-lecture-light');
    },
  },
  {
    name: 'clicking node C in the diagram puts the cursor on C in the editor, nothing selected, and the cursor there highlights C',
    async run(wb) {
      const frame = await wb.webviewFrame({ timeout: LONG });
      // Without force, Playwright waited 30 s for the outline to count as stable; a forced click lands on its centre all the same.
      await frame.click('g.node[data-id="5"] .outline', { force: true });
      // The cursor goes to C's label ("    a2 -> C [", column 11) with nothing selected, so typing never overwrites the node.
      // The diagram keeps the keyboard (its tree takes arrow keys): go to the editor to read the status bar, which says
      // where the cursor is a moment later, so wait for it rather than read it once.
      await wb.runCommand('View: Focus First Editor Group');
      const selection = wb.page.locator('[id="status.editor.selection"]');
      await wb.page
        .waitForFunction(() => document.querySelector('[id="status.editor.selection"]')?.textContent?.trim() === 'Ln 6, Col 11', null, {
          timeout: LONG,
        })
        .catch(async () =>
          assert.fail(`the editor's cursor did not move to C, or something is selected: the status bar says '${await selection.innerText()}'`),
        );
      // And back: the editor's cursor, now in C, highlights C in the diagram.
      await frame.waitForSelector('g.node.highlighted[data-id="5"]', { timeout: LONG });
    },
  },
  {
    name: 'the diagram follows the dark theme',
    async run(wb) {
      await wb.setTheme('Default Dark Modern');
      await wb.drawnDiagram(13);
      await wb.screenshot('diagram-lecture-dark');
      await wb.setTheme('Default Light Modern');
    },
  },
  {
    name: 'the diagram comes back after the window is reloaded, with its run',
    timeout: 180_000,
    async run(wb) {
      // On its own (--grep) this check opens the diagram first; after the checks above it is open already.
      if ((await wb.page.locator('iframe.webview.ready').count()) === 0) await wb.runLectureTree();
      else await wb.drawnDiagram(13);
      const tab = wb.page.locator('.tabs-container .tab', { hasText: 'Diagram: alphabeta-lecture.gtree' });
      await tab.waitFor({ timeout: LONG });
      await wb.runCommand('Developer: Reload Window');
      // The workbench loads anew; VS Code restores the panel, starts gtree for it (onWebviewPanel) and its page draws again.
      await wb.page.locator('.monaco-workbench').waitFor({ timeout: LONG });
      await tab.waitFor({ timeout: 2 * LONG });
      const frame = await wb.drawnDiagram(13, { timeout: 2 * LONG });
      // The run came back with it: the root's value and alpha-beta's two cuts, not bare payoffs.
      await frame.waitForFunction(() => document.querySelector('g.node[data-id="0"] text.value')?.textContent === '3', null, { timeout: LONG });
      assert.equal(await frame.$$eval('g.edge[data-cut]', (edges) => edges.length), 2);
      // And so do the code lens and the status bar, which read the same run.
      await wb
        .codeLens(/= 3 · PV a1/)
        .first()
        .waitFor({ timeout: LONG });
      await wb.page.locator('.statusbar-item', { hasText: 'alpha-beta = 3' }).first().waitFor({ timeout: LONG });
      await wb.screenshot('diagram-after-reload');
    },
  },
];
