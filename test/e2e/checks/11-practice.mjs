// Practice mode as a student meets it: the lecture's tree ("Teorija igara – Sekvencijalne igre",
// alpha-beta) practised on a blank copy. Before any answer nothing computed shows; the student
// solves the sheet in the diagram by mouse, undoes it answer by answer, and solves it again by
// keyboard; a wrong answer is marked on its node, one cut marked locates no other, Next step
// names the node without its value. The copy is an untitled editor, reverted at the end.
import * as assert from 'node:assert/strict';

const LONG = 30_000;

/** The lecture tree's answers, worked by hand: B gives α = 3 to C and D; C's first leaf 2 ≤ 3 cuts its 4 and 6. */
const SOLVED_LINES = ['A =3 <-inf, +inf> [', 'a1 -> B =3 <-inf, +inf> [ 3 12 8 ]', 'a2 -> C =2 <3, +inf> [ 2 /4 /6 ]', 'a3 -> D =2 <3, +inf> [ 14 5 2 ]'];
const BLANK_LINES = ['A =? <?, ?> [', 'a1 -> B =? <?, ?> [ 3 12 8 ]', 'a2 -> C =? <?, ?> [ 2 4 6 ]', 'a3 -> D =? <?, ?> [ 14 5 2 ]'];
/** In pre-order: A 0, B 1, C 5, D 9; C's leaves 4 and 6 are nodes 7 and 8. */
const ANSWERS = [
  { id: 0, value: '3', alpha: '-inf', beta: '+inf' },
  { id: 1, value: '3', alpha: '-inf', beta: '+inf' },
  { id: 5, value: '2', alpha: '3', beta: '+inf' },
  { id: 9, value: '2', alpha: '3', beta: '+inf' },
];
const CUTS = [7, 8];

/**
 * The copy's lines, trimmed (the view's lines are not in document order; each is matched whole), from its editor
 * whichever group is active: after a click in the diagram, the diagram's group is.
 */
const lines = (wb) => wb.documentLines();

/** Waits until the copy's editor shows every one of `expected` (whole lines), else fails naming the first missing. */
async function showsLines(wb, expected, what) {
  const until = Date.now() + LONG;
  for (;;) {
    const shown = await lines(wb);
    const missing = expected.find((l) => !shown.includes(l));
    if (missing === undefined) return;
    if (Date.now() > until) assert.fail(`${what}: the editor has no line '${missing}'; it shows (in the view's order):\n${shown.join('\n')}`);
    await wb.page.waitForTimeout(100);
  }
}

/** The copy's editor, focused (the diagram keeps the keyboard after a click). */
async function toEditor(wb) {
  await wb.runCommand('View: Focus First Editor Group');
  await wb.editor().locator('.view-lines').waitFor({ timeout: LONG });
}

/** The hover's text over the first occurrence of `token` on the editor's line holding `line`. */
async function hoverOver(wb, line, token) {
  const row = wb.editor().locator('.view-line', { hasText: line }).first();
  await row.locator('span', { hasText: token }).first().hover();
  const hover = wb.page.locator('.monaco-hover:not(.hidden) .monaco-hover-content').first();
  await hover.waitFor({ timeout: LONG });
  const text = await hover.innerText();
  await wb.page.mouse.move(5, 5);
  return text;
}

/** Waits until the edge above node `id` is drawn marked and judged. */
async function marked(frame, id) {
  await frame.waitForSelector(`g.edge[data-child="${id}"][data-verdict]`, { timeout: LONG });
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "the lecture tree's blank sheet gives nothing away before any answer: diagram, hover, lens and status bar",
    timeout: 180_000,
    async run(wb) {
      // One diagram on screen, the practice copy's: the checks before may have left the lecture's open.
      await wb.openLectureAlone();
      const frame = await wb.practise(13);
      await showsLines(wb, BLANK_LINES, 'the blank copy');
      // The drawing: no value, no window below the root, no cut stroke, no principal variation, no run in the header.
      for (const { id } of ANSWERS) {
        const shown = await wb.shownAt(frame, id);
        assert.doesNotMatch(shown.value, /\d/, `node ${id} shows a value: ${shown.value}`);
        if (id !== 0) assert.doesNotMatch(shown.window, /\d|∞/, `node ${id} shows a window: ${shown.window}`);
      }
      assert.equal(await frame.locator('g.edge[data-cut]').count(), 0, 'no edge is struck as cut');
      assert.equal(await frame.locator('.pv').count(), 0, 'no principal variation is drawn');
      const page = await frame.locator('body').innerText();
      assert.doesNotMatch(page, /= ?3\b|PV|principal variation|calls|returns/i, `the page gives the run away:\n${page}`);
      await wb.screenshot('practice-blank-light');
      // The hover on a blank node and on a leaf: givens and the student's own answers only.
      await toEditor(wb);
      const onC = await hoverOver(wb, 'a2 -> C =?', 'C');
      assert.match(onC, /Your value: blank/);
      assert.doesNotMatch(onC, /Value \d|Window at|visit order|Visited|Pruned|Principal variation/, onC);
      // The lens and the status bar: the way to work, never the root's value.
      const lenses = await wb.editor().locator('.codelens-decoration a').allInnerTexts();
      assert.deepEqual(lenses, ['▶ Practise', 'Next step', 'Stop practising']);
      const status = await wb.page.locator('.statusbar').innerText();
      assert.match(status, /Practising alpha-beta/);
      assert.match(status, /0 of 4 values right, 4 blank/);
      assert.doesNotMatch(status, /= ?3|PV/, status);
    },
  },
  {
    name: 'a student solves the sheet in the diagram by mouse: a wrong answer is marked, one cut locates no other, each answer is one undo step',
    timeout: 240_000,
    async run(wb) {
      const frame = await wb.drawnDiagram(13);
      // A wrong answer first: D's value is not 5; the node says so.
      await wb.answerByMouse(frame, { id: 9, value: '5', alpha: '3', beta: '+inf' });
      await frame.waitForSelector('g.node[data-id="9"] .verdict-badge.wrong', { timeout: LONG });
      await wb.screenshot('practice-wrong-light');
      // Next step, with A and B answered, names C and keeps its value to itself.
      for (const a of ANSWERS.slice(0, 2)) await wb.answerByMouse(frame, a);
      await toEditor(wb);
      await wb.clickCodeLens('Next step');
      const hint = await wb.notification('gtree: C is');
      assert.doesNotMatch(hint, /\b2\b/, `the hint gives C's value away: ${hint}`);
      // One cut marked: the others are not located (no missing-cut warning on an edge), only counted on the tree.
      await frame.click(`g.edge[data-child="${CUTS[0]}"]`, { force: true });
      await marked(frame, CUTS[0]);
      await showsLines(wb, ['a2 -> C =? <?, ?> [ 2 /4 6 ]'], 'the first cut');
      await wb.page.waitForTimeout(1_000); // diagnostics wait 150 ms for typing to pause
      assert.equal((await wb.problemCounts()).warnings, 1, 'the one warning is the wrong value at D, no missing cut');
      await frame.click(`g.edge[data-child="${CUTS[1]}"]`, { force: true });
      await marked(frame, CUTS[1]);
      for (const a of ANSWERS.slice(2)) await wb.answerByMouse(frame, a);
      await showsLines(wb, SOLVED_LINES, 'the sheet solved by mouse');
      await frame.waitForSelector('g.node[data-id="9"] .verdict-badge.right', { timeout: LONG });
      assert.equal(await frame.locator('.verdict-badge.wrong').count(), 0, 'no answer is wrong');
      await wb.screenshot('practice-solved-light');
      // Each answer its own undo step, taken back in turn (D was answered twice: wrong first, then right).
      await toEditor(wb);
      const steps = [
        ['a3 -> D =5 <3, +inf> [ 14 5 2 ]', 'a2 -> C =2 <3, +inf> [ 2 /4 /6 ]'],
        ['a2 -> C =? <?, ?> [ 2 /4 /6 ]'],
        ['a2 -> C =? <?, ?> [ 2 /4 6 ]'],
        ['a2 -> C =? <?, ?> [ 2 4 6 ]', 'a1 -> B =3 <-inf, +inf> [ 3 12 8 ]'],
        ['a1 -> B =? <?, ?> [ 3 12 8 ]', 'A =3 <-inf, +inf> ['],
        ['A =? <?, ?> [', 'a3 -> D =5 <3, +inf> [ 14 5 2 ]'],
        BLANK_LINES,
      ];
      for (const [k, expected] of steps.entries()) {
        await wb.page.keyboard.press('Control+Z');
        await showsLines(wb, expected, `after undo ${k + 1}`);
      }
    },
  },
  {
    name: 'a student solves the sheet again by keyboard alone: Tab into the tree, arrows, Enter to answer, Space to mark',
    timeout: 240_000,
    async run(wb) {
      const { page } = wb;
      await showsLines(wb, BLANK_LINES, 'the blank sheet before the keyboard');
      // Into the diagram by keyboard as a student who comes to it: a fresh page (after the mouse, the browser would go on
      // from where the focus last was), its editor group, then Tab through the toolbar into the tree.
      await toEditor(wb);
      await wb.runCommand('Developer: Reload Webviews');
      await page.waitForTimeout(1_000); // the old page goes first
      const frame = await wb.drawnDiagram(13);
      await wb.runCommand('View: Focus Next Editor Group');
      await frame.waitForFunction(() => document.hasFocus(), null, { timeout: LONG });
      const onNode = () => frame.evaluate(() => document.activeElement?.closest('g.node')?.getAttribute('data-id') ?? null);
      for (let i = 0; i < 20 && (await onNode()) === null; i++) await page.keyboard.press('Tab');
      assert.equal(await onNode(), '0', 'Tab reaches the tree at its root');
      const type = async ({ value, alpha, beta }) => {
        const id = Number(await onNode());
        await page.keyboard.press('Enter');
        await frame.waitForSelector('#answer-form:not([hidden])', { timeout: LONG });
        await page.keyboard.press('Control+A');
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Control+A');
        await page.keyboard.type(alpha);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Control+A');
        await page.keyboard.type(beta);
        await page.keyboard.press('Enter');
        await frame.waitForSelector('#answer-form[hidden]', { state: 'attached', timeout: LONG });
        await wb.judged(frame, id, value);
      };
      const expectFocus = async (id) => assert.equal(await onNode(), String(id));
      await type(ANSWERS[0]); // A
      await page.keyboard.press('ArrowDown');
      await expectFocus(1);
      await type(ANSWERS[1]); // B
      await page.keyboard.press('ArrowRight');
      await expectFocus(5);
      await type(ANSWERS[2]); // C
      await page.keyboard.press('ArrowDown'); // C's first leaf, 2
      await page.keyboard.press('ArrowRight');
      await expectFocus(7);
      await page.keyboard.press('Space');
      await marked(frame, 7);
      await page.keyboard.press('ArrowRight');
      await expectFocus(8);
      await page.keyboard.press('Space');
      await marked(frame, 8);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      await expectFocus(9);
      await type(ANSWERS[3]); // D
      await showsLines(wb, SOLVED_LINES, 'the sheet solved by keyboard');
      await frame.waitForSelector('g.node[data-id="0"] .verdict-badge.right', { timeout: LONG });
      await wb.screenshot('practice-keyboard-light');
      // A wrong answer again, to see right and wrong side by side in every theme.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      await type({ value: '12', alpha: '-inf', beta: '+inf' }); // B
      await frame.waitForSelector('g.node[data-id="1"] .verdict-badge.wrong', { timeout: LONG });
      await wb.screenshot('practice-wrong-and-cuts-light');
      await wb.setTheme('Default Dark Modern');
      await wb.drawnDiagram(13);
      await wb.screenshot('practice-dark');
      await wb.setTheme('Default High Contrast');
      await wb.drawnDiagram(13);
      await wb.screenshot('practice-high-contrast');
      await wb.setTheme('Default Light Modern');
      await toEditor(wb);
      await wb.runCommand('View: Revert and Close Editor');
    },
  },
];
