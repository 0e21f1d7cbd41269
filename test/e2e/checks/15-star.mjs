// Pruning below chance nodes as a student meets it: the AIMA-style exercise of
// examples/star1-circle-leaves.gtree (Ballard's Star1, leaves in [−2, 2]) drawn from its lens, with
// the chance node's window and the cuts that leave the leaves to circle unsearched; then practised on
// a blank copy: an answer at a chance node judged, a chance cut marked, Next step explaining a window
// under a chance node. The copy is an untitled editor, reverted at the end.
import * as assert from 'node:assert/strict';

const LONG = 30_000;

/**
 * Pre-order ids: A 0, B 1 (C 2: 3 4; D 5: 6 7), E 8 (F 9: 10 11; G 12: 13 14). Worked by hand in
 * test/unit/star.test.ts: F's first leaf −2 closes F's window (−2, 2) and cuts leaf 11; then E is at
 * most ½·(−2) + ½·2 = 0 ≤ α = 0 and G (12) is cut.
 */
const NODES = 15;

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'star1: the circle-the-leaves tree draws E with α = 0, β = +∞ and value 0, and strikes exactly F → 2nd and E → G once',
    timeout: 180_000,
    async run(wb) {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('star1-circle-leaves.gtree');
      await wb.clickCodeLens(/▶ Run Star1/);
      const frame = await wb.drawnDiagram(NODES);
      const cuts = await frame.$$eval('g.edge[data-cut]', (edges) =>
        edges.map((e) => ({ child: Number(e.getAttribute('data-child')), strokes: e.querySelectorAll('line.strike').length })),
      );
      assert.deepEqual(cuts, [
        { child: 11, strokes: 1 },
        { child: 12, strokes: 1 },
      ]);
      assert.deepEqual(await wb.shownAt(frame, 8), { value: '0', window: 'α = 0, β = +∞' });
      assert.deepEqual(await wb.shownAt(frame, 1), { value: '0', window: 'α = −∞, β = +∞' });
      assert.deepEqual(await wb.shownAt(frame, 9), { value: '−2', window: 'α = −2, β = 2' });
      const header = await frame.locator('body').innerText();
      assert.match(header, /Star1/);
      await wb.screenshot('star1-diagram-light');
    },
  },
  {
    name: 'star1 practice: a blank copy, E answered in the diagram is judged right, G marked cut, Next step explains C’s window under the chance node',
    timeout: 240_000,
    async run(wb) {
      const frame = await wb.practise(NODES);
      assert.equal(await frame.locator('g.edge[data-cut]').count(), 0, 'no edge is struck on the blank sheet');
      assert.doesNotMatch((await wb.shownAt(frame, 8)).value, /\d/, 'E shows no value before an answer');
      // A, B and E answered by mouse: value, then the window's two bounds.
      for (const answer of [
        { id: 0, value: '0', alpha: '-inf', beta: '+inf' },
        { id: 1, value: '0', alpha: '-inf', beta: '+inf' },
        { id: 8, value: '0', alpha: '0', beta: '+inf' },
      ]) {
        await wb.answerByMouse(frame, answer);
        await frame.waitForSelector(`g.node[data-id="${answer.id}"] .verdict-badge.right`, { timeout: LONG });
      }
      // The chance cut: the edge from E to G.
      await frame.click('g.edge[data-child="12"]', { force: true });
      await frame.waitForSelector('g.edge[data-child="12"][data-verdict]', { timeout: LONG });
      assert.equal(await frame.$eval('g.edge[data-child="12"]', (e) => e.getAttribute('data-verdict')), 'right');
      // The mark's stroke and its ✓ leave G's probability readable: none of them covers the edge's '1/2'.
      const covered = await frame.$eval('g.edge[data-child="12"]', (edge) => {
        const label = edge.querySelector('text.edge-label').getBoundingClientRect();
        const meets = (r) => r.left < label.right && label.left < r.right && r.top < label.bottom && label.top < r.bottom;
        return [...edge.querySelectorAll('line.strike, .verdict-badge')].filter((m) => meets(m.getBoundingClientRect())).map((m) => m.getAttribute('class'));
      });
      assert.deepEqual(covered, [], "G's '1/2' is covered");
      await wb.screenshot('star1-practice-light');
      // Next step goes to the first blank in search order: C's window, under the chance node B, said as Star1 makes it.
      await wb.runCommand('View: Focus First Editor Group');
      await wb.clickCodeLens('Next step');
      const hint = await wb.notification('gtree: C is');
      assert.match(hint, /C is visited with α = −2, β = 2: the values of C at which B's value/);
      assert.doesNotMatch(hint, /returns|value is 1\b/, `the hint gives C's value away: ${hint}`);
      await wb.runCommand('View: Revert and Close Editor');
    },
  },
];
