// What the product says about a run, read where a person reads it: the hover over a leaf, the
// result lens and the status bar after a run of the lecture tree (screenshots in test-artifacts/).
import * as assert from 'node:assert/strict';

const LONG = 60_000;

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'after a run, the hover over the leaf 12 calls it "leaf 12 (a1 → 2nd)", its payoff exact, failing high against β = 3',
    async run(wb) {
      const { page } = wb;
      // Start from a clean window whatever the checks before left open (editors, a diagram group).
      await wb.runCommand('View: Close All Editor Groups');
      await page.waitForFunction(() => document.querySelectorAll('.tabs-container .tab').length === 0, null, { timeout: LONG });
      await wb.openFile('alphabeta-lecture.gtree');
      await wb.clickCodeLens(/▶ Run alpha-beta/);
      await wb
        .codeLens(/PV a1 → 1st/)
        .first()
        .waitFor({ timeout: LONG });
      const leaf = wb.editor().locator('.view-lines span span', { hasText: /^12$/ }).first();
      const hover = page.locator('.monaco-hover-content').filter({ hasText: 'Payoff' }).first();
      // The hover opens after the pointer rests on the text; move off and back until it does.
      for (let attempt = 1; ; attempt++) {
        await leaf.hover();
        if (
          await hover.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
        if (attempt === 6) throw new Error('no hover over the leaf 12');
        await page.mouse.move(5, 5);
      }
      const text = (await hover.innerText()).replace(/\u00a0/g, ' ');
      for (const part of ['leaf 12 (a1 → 2nd)', 'Payoff 12 — exact', '12 ≥ β = 3: fails high — MIN above will not allow it', "values in MAX's view"]) {
        assert.ok(text.includes(part), `the hover says '${part}':\n${text}`);
      }
      assert.doesNotMatch(text, /lower bound/);
      await wb.screenshot('hover-leaf-light');
      const status = (await page.locator('.statusbar-item', { hasText: 'alpha-beta = 3' }).first().innerText()).replace(/\u00a0/g, ' ');
      assert.match(status, /alpha-beta = 3 · PV a1 → 1st/);
      await page.keyboard.press('Escape');
    },
  },
];
