// Iterative deepening in the diagram: the panel draws the last iteration, and the toolbar's list
// draws another one or the whole run, through the extension host (the webview asks, the host sends
// the view). Screenshots in test-artifacts/.
import * as assert from 'node:assert/strict';

const LONG = 60_000;

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'the iterative-deepening example draws depth 2 of 2; choosing "depth 1" in the toolbar draws the first iteration, "all iterations" the whole run',
    async run(wb) {
      const { page } = wb;
      await wb.runCommand('View: Close All Editor Groups');
      await page.waitForFunction(() => document.querySelectorAll('.tabs-container .tab').length === 0, null, { timeout: LONG });
      await wb.openFile('xo-zadatak2-iterative.gtree');
      await wb.clickCodeLens(/▶ Run iterative deepening/);
      const frame = await wb.webviewFrame({ timeout: LONG });
      const header = () => frame.$eval('#header', (e) => e.textContent ?? '');
      const headerSays = (pattern) =>
        frame
          .waitForFunction((source) => new RegExp(source).test(document.querySelector('#header')?.textContent ?? ''), pattern.source, { timeout: LONG })
          .catch(async () => assert.fail(`the header does not say ${pattern}: '${await header()}'`));
      // 14 nodes drawn, the layout done (the status line says nothing more).
      await frame.waitForFunction(() => document.querySelectorAll('g.node').length === 14 && !document.querySelector('#status')?.textContent, null, {
        timeout: LONG,
      });
      await frame.waitForSelector('#iteration', { state: 'visible', timeout: LONG });
      assert.deepEqual(await frame.$$eval('#iteration option', (os) => os.map((o) => o.textContent)), [
        'depth 1 · 4 calls',
        'depth 2 · 9 calls',
        'all iterations · 13 calls',
      ]);
      await headerSays(/iterative deepening, depth 2 of 2.*9 calls/);
      await wb.screenshot('diagram-iterations-depth2-light');
      await frame.selectOption('#iteration', '0');
      await headerSays(/iterative deepening, depth 1 of 2.*4 calls/);
      await wb.screenshot('diagram-iterations-depth1-light');
      await frame.selectOption('#iteration', 'run');
      await headerSays(/iterative deepening, all iterations.*13 calls/);
    },
  },
];
