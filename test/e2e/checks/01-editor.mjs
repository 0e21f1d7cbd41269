// The example opens as a person would open it, the extension decorates it, and it looks right in
// a light and a dark theme (screenshots in test-artifacts/).
import * as assert from 'node:assert/strict';

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'quick open shows the lecture example in an editor',
    async run(wb) {
      await wb.openFile('alphabeta-lecture.gtree');
      assert.match(await wb.editorText(), /tree "Alfa-beta primer" \{/);
    },
  },
  {
    name: 'the example gets its "▶ Run alpha-beta" code lens',
    async run(wb) {
      await wb
        .codeLens(/▶ Run alpha-beta/)
        .first()
        .waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'the status bar counts no problems for the example',
    async run(wb) {
      const counts = await wb.problemCounts();
      assert.equal(counts.errors, 0, counts.label);
      assert.equal(counts.warnings, 0, counts.label);
    },
  },
  {
    name: 'screenshots in the light and the dark theme',
    async run(wb) {
      await wb.setTheme('Default Light Modern');
      await wb.screenshot('lecture-light');
      await wb.setTheme('Default Dark Modern');
      await wb.screenshot('lecture-dark');
      await wb.setTheme('Default Light Modern');
    },
  },
];
