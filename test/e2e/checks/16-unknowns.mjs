// A tree with an unknown leaf as a student meets it: examples/unknown-leaf-alphabeta.gtree (the
// lecture's alpha-beta tree, C's first leaf x in [−10, 10]) has no single run, so the panel shows it
// solved over the range: the root's value as a max/min expression and each cut edge's condition,
// and every node's spoken name says its own condition (worked by hand in test/unit/unknown-leaves.test.ts).
import * as assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertUncovered, gradeFolder } from './12-grading.mjs';

const LONG = 30_000;
const FIXTURE = fileURLToPath(new URL('../../fixtures/grade-unknown/', import.meta.url));
const WORKSPACE = fileURLToPath(new URL('../../../examples/', import.meta.url));

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
      // The drawing itself, not only the header: each node's value over the range, x in its leaf, and
      // C's two cut edges struck, their condition under the struck leaf; no node is faded (each is searched for some x).
      assert.equal((await wb.shownAt(frame, 0)).value, 'max(3, min(x, 4))');
      assert.deepEqual(await Promise.all([1, 5, 6, 9].map(async (id) => (await wb.shownAt(frame, id)).value)), ['3', 'min(x, 4)', 'x', '2']);
      const cuts = await frame.$$eval('g.edge[data-cut]', (edges) => edges.map((e) => Number(e.getAttribute('data-child'))));
      assert.deepEqual(cuts, [7, 8]);
      const conditions = await frame.$$eval('g.node', (nodes) =>
        nodes
          .filter((g) => g.querySelector('text.badge')?.textContent)
          .map((g) => [Number(g.getAttribute('data-id')), g.querySelector('text.badge').textContent]),
      );
      assert.deepEqual(conditions, [
        [7, 'x ≤ 3'],
        [8, 'x ≤ 3'],
      ]);
      assert.equal(await frame.locator('g.node.faded').count(), 0, 'a node searched for some x is drawn faded');
      // Each condition is readable: it covers no outline, no value and no other condition.
      const overlaps = await frame.$eval('svg#diagram', (svg) => {
        const badges = [...svg.querySelectorAll('g.node text.badge')];
        const others = [...svg.querySelectorAll('g.node .outline, g.node text.value, g.node text.badge, text.edge-label')];
        const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return badges.flatMap((l) => others.filter((o) => o !== l && meets(l.getBoundingClientRect(), o.getBoundingClientRect())).map((o) => o.textContent));
      });
      assert.deepEqual(overlaps, []);
      // The node's tooltip says what the hover and the spoken name say.
      await frame.hover('g.node[data-id="7"] .outline', { force: true });
      await frame.waitForSelector('g.node[data-id="7"] > title', { state: 'attached', timeout: 30_000 });
      assert.match(await frame.$eval('g.node[data-id="7"] > title', (t) => t.textContent ?? ''), /Cut when x ≤ 3\./);
      // The lens after the run says the solution, not that the tree has no single run.
      const lens = wb.codeLens(/= max\(3, min\(x, 4\)\) for x in \[-10, 10\] · 2 edges cut for some x/).first();
      await lens.waitFor({ timeout: 30_000 });
      assert.equal(await wb.codeLens(/unknown leaf/).count(), 0, 'a lens still says the tree has an unknown leaf');
      await wb.screenshot('unknowns-diagram-light');
      await wb.setTheme('Default Dark Modern');
      await wb.screenshot('unknowns-diagram-dark');
      await wb.setTheme('Default Light Modern');
    },
  },
  {
    name: 'unknowns practice: a blank copy, C answered min(x, 4) in the diagram is judged right, a plain cut on leaf 4 wrong, its condition typed in the diagram right, Next step names B',
    timeout: 240_000,
    async run(wb) {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('unknown-leaf-alphabeta.gtree');
      const frame = await wb.practise(NODES);
      // The sheet gives nothing away: no cut drawn, C and the root blank, no condition written.
      assert.equal(await frame.locator('g.edge[data-cut]').count(), 0, 'no edge is struck on the blank sheet');
      assert.doesNotMatch((await wb.shownAt(frame, 5)).value, /x|\d/, 'C shows a value before an answer');
      assert.equal(await frame.locator('g.node text.badge').count(), 0);
      assert.doesNotMatch(await frame.locator('#header').innerText(), /cut:|when x|max\(/, 'the header gives the solution away');
      // C answered by mouse with an expression of x: written as ={min(x, 4)}, judged over the range as right.
      await frame.click('g.node[data-id="5"] .outline', { force: true });
      await frame.waitForSelector('#answer-form:not([hidden])', { timeout: LONG });
      await frame.fill('#answer-value', 'min(x, 4)');
      await frame.press('#answer-value', 'Enter');
      await frame.waitForSelector('g.node[data-id="5"] .verdict-badge.right', { timeout: LONG });
      assert.equal((await wb.shownAt(frame, 5)).value, 'min(x, 4)');
      assert.ok(
        (await wb.documentLines()).some((l) => l.includes('C ={min(x, 4)}')),
        'the answer is not in the text as ={min(x, 4)}',
      );
      // A plain '/' on leaf 4's edge says "cut for every x": wrong, since it is cut only when x ≤ 3.
      await frame.click('g.edge[data-child="7"]', { force: true });
      await frame.waitForSelector('g.edge[data-child="7"][data-verdict]', { timeout: LONG });
      assert.equal(await frame.$eval('g.edge[data-child="7"]', (e) => e.getAttribute('data-verdict')), 'wrong');
      await wb.screenshot('unknowns-practice-light');
      // The condition typed in the diagram: leaf 4's form has only its "cut when" field, holding the plain / as 'always'.
      await frame.click('g.node[data-id="7"] .outline', { force: true });
      await frame.waitForSelector('#answer-condition:focus', { timeout: LONG });
      assert.equal(await frame.inputValue('#answer-condition'), 'always');
      assert.equal(await frame.isVisible('#answer-value'), false, 'a leaf is asked no value');
      assert.match((await frame.getAttribute('#answer-condition', 'aria-label')) ?? '', /^When the edge to leaf 4 \(a2 → 2nd\) is cut: a condition on x/);
      // A condition that does not read is refused in the form, the file unchanged; the right one is written and judged right.
      await wb.page.keyboard.type('x <== 3');
      await wb.page.keyboard.press('Enter');
      await frame.waitForSelector('#answer-error:not([hidden])', { timeout: LONG });
      assert.match(await frame.locator('#answer-error').innerText(), /'x <== 3' is not a condition here: expected a condition on x/);
      assert.equal(await frame.getAttribute('#answer-condition', 'aria-invalid'), 'true');
      assert.ok(!(await wb.documentLines()).some((l) => l.includes('<==')), 'a refused condition reached the text');
      await wb.page.keyboard.type('x ≤ 3');
      await wb.page.keyboard.press('Enter');
      await frame.waitForSelector('g.edge[data-child="7"][data-verdict="right"]', { timeout: LONG });
      assert.ok(
        (await wb.documentLines()).some((l) => l.includes('/{x <= 3} 4')),
        'the condition is not in the text as /{x <= 3}',
      );
      assert.equal(await frame.$eval('g.node[data-id="7"] text.badge', (t) => t.textContent), 'x ≤ 3');
      await wb.screenshot('unknowns-practice-condition-light');
      // Next step names the node to do next and what is asked there (B's value: B comes first), never the answer.
      await wb.runCommand('View: Focus First Editor Group');
      await wb.clickCodeLens('Next step');
      const step = await wb.notification('gtree: Next: B.');
      assert.match(step, /B is MIN: it takes the smallest of the values of the children it searches/);
      assert.doesNotMatch(step, /=3|min\(3, 12, 8\)/);
      await frame.waitForSelector('g.node[data-id="1"].hinted', { timeout: LONG });
      assert.match(await frame.locator('#practice-hint').innerText(), /^Next: B\./);
      await wb.runCommand('View: Revert and Close Editor');
    },
  },
  {
    name: 'unknowns grading: the class view draws the key solved over the range, with A’s value and leaf 4’s condition missed by Ana',
    timeout: 240_000,
    async run(wb) {
      await wb.runCommand('View: Close All Editors');
      // test/fixtures/grade-unknown: the lecture's unknown tree as the key; Ana wrote max(3, x) at A, left C blank and
      // marked leaf 4's edge /{x < 3}; Bo copied the key.
      const folder = `${WORKSPACE}grading-unknown-${process.pid}`;
      try {
        const frame = await gradeFolder(wb, FIXTURE, folder, 2, NODES);
        const rows = await frame.$$eval('#grades tbody tr', (trs) => trs.map((tr) => Array.from(tr.cells).map((td) => td.textContent)));
        assert.deepEqual(
          rows.map((r) => r.slice(0, 7)),
          [
            ['ana.gtree', 'graded', '50%', '3', '2', '1', '6'],
            ['bo.gtree', 'graded', '100%', '6', '0', '0', '6'],
          ],
        );
        // The key drawn solved: the root's expression, leaf 4's and 6's conditions by the leaves.
        assert.equal(await frame.$eval('#class-diagram g.node[data-id="0"] text.value', (t) => t.textContent), 'max(3, min(x, 4))');
        const badges = await frame.$$eval('#class-diagram .class-mark', (marks) =>
          marks
            .map((m) => `${m.closest('g.node') ? `node ${m.closest('g.node').dataset.id}` : `edge ${m.closest('g.edge').dataset.child}`} ${m.dataset.kind}`)
            .sort(),
        );
        // A blank is not missed (not answered): Ana's C has no badge.
        assert.deepEqual(badges, ['edge 7 cut', 'node 0 value']);
        await assertUncovered(frame);
        assert.deepEqual(await frame.$$eval('#missed li', (items) => items.map((li) => li.textContent)), [
          'value of A: 1 of 2 wrong, 1 right',
          'cut on C → 2nd: missed by 1 of 2 (1 a wrong condition), 1 right',
        ]);
        await wb.screenshot('unknowns-class-view-light');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  },
];
