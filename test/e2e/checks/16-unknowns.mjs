// A tree with an unknown leaf as a student meets it: examples/unknown-leaf-alphabeta.gtree (the
// lecture's alpha-beta tree, C's first leaf x in [−10, 10]) has no single run, so the panel shows it
// solved over the range: the root's value as a max/min expression and each cut edge's condition,
// and every node's spoken name says its own condition (worked by hand in test/unit/unknown-leaves.test.ts).
import * as assert from 'node:assert/strict';

/** Pre-order ids: A 0, B 1 (2 3 4), C 5 (x 6, 4 7, 6 8), D 9 (10 11 12). */
const NODES = 13;

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'the diagram of an unknown-leaf tree shows max(3, min(x, 4)) and C’s leaves cut when x ≤ 3',
    timeout: 180_000,
    async run(wb) {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('unknown-leaf-alphabeta.gtree');
      await wb.clickCodeLens(/▶ Run/);
      const frame = await wb.drawnDiagram(NODES);
      const header = await frame.locator('#header').innerText();
      assert.match(header, /value max\(3, min\(x, 4\)\)/);
      assert.match(header, /cut: leaf 4 \(a2 → 2nd\) when x ≤ 3; leaf 6 \(a2 → 3rd\) when x ≤ 3/);
      assert.doesNotMatch(header, /no single run/);
      const spoken = await frame.$eval('g.node[data-id="7"]', (n) => n.getAttribute('aria-label') ?? '');
      assert.match(spoken, /Cut when x ≤ 3\./);
      const c = await frame.$eval('g.node[data-id="5"]', (n) => n.getAttribute('aria-label') ?? '');
      assert.match(c, /Value: min\(x, 4, 6\) = min\(x, 4\)/);
      await wb.screenshot('unknowns-diagram-light');
    },
  },
];
