// The ordering exercise answered by keyboard in the diagram, as a student meets it in a real VS Code: the solved
// example (examples/ordering-exercise.gtree, B, C, D) drawn by its ▶ Run lens; from the diagram, Alt+Up on C moves
// it before B in the file (one edit), the focus follows C to its new place, the page's live region says where it
// went, and the Problems count the worse order; Alt+Down brings it back. Then the mouse: D dragged left of B shows
// a drop bar and lands first (one edit, said in the live region, one Ctrl+Z takes it back); a drop away from the
// row moves nothing. The file is reverted at the end.
import * as assert from 'node:assert/strict';
import { exampleLine } from '../workbench-page.mjs';

const LONG = 30_000;
const FILE = 'ordering-exercise.gtree';

/** The editor's lines as shown, top to bottom (Monaco reuses its line elements: their order in the page is not the text's). */
const shownLines = (wb) =>
  wb.page
    .locator('.editor-group-container .monaco-editor .view-lines')
    .first()
    .evaluate((lines) =>
      [...lines.children]
        .map((l) => ({ top: parseFloat(l.style.top), text: l.textContent.replace(/\u00a0/g, ' ') }))
        .sort((a, b) => a.top - b.top)
        .map((l) => l.text),
    );

/** Waits until the editor shows `upper` on the line right above `lower`, else fails showing what it has. */
async function linesAre(wb, upper, lower, what) {
  const until = Date.now() + LONG;
  for (;;) {
    const shown = await shownLines(wb);
    const at = shown.indexOf(upper);
    if (at >= 0 && shown[at + 1] === lower) return;
    if (Date.now() > until) assert.fail(`${what}: no line '${upper}' above '${lower}'; the editor shows:\n${shown.join('\n')}`);
    await wb.page.waitForTimeout(100);
  }
}

/** Waits until the diagram's focus is on the node labelled `label`, at id `id`. */
async function focusOn(frame, id, label, what) {
  await frame
    .waitForFunction(
      ([n, name]) => {
        const node = document.activeElement?.closest('g.node');
        return document.hasFocus() && node?.getAttribute('data-id') === n && (node.getAttribute('aria-label') ?? '').includes(name);
      },
      [String(id), label],
      { timeout: LONG },
    )
    .catch(async () => {
      const at = await frame.evaluate(() => document.activeElement?.closest('g.node')?.getAttribute('aria-label') ?? document.activeElement?.tagName);
      assert.fail(`${what}: the focus is on ${at}, not ${label} (node ${id})`);
    });
}

/** The Problems count of the status bar; a kind it does not name ("Infos: 1") counts 0. */
async function counts(wb) {
  const { errors, warnings, label } = await wb.problemCounts();
  return { errors: errors || 0, warnings: warnings || 0, label: label ?? 'No Problems' };
}

/** The Problems count once it has stayed the same for a second (the diagnostics of a change come debounced). */
async function settledCounts(wb) {
  let last = await counts(wb);
  for (let same = Date.now(), until = Date.now() + LONG; Date.now() - same < 1000;) {
    await wb.page.waitForTimeout(200);
    const now = await counts(wb);
    if (now.label !== last.label) [last, same] = [now, Date.now()];
    if (Date.now() > until) assert.fail(`the Problems count never settles: ${now.label}`);
  }
  return last;
}

/** Waits until the Problems count satisfies `ok`, else fails saying what it shows. */
async function countsUntil(wb, ok, what) {
  for (const until = Date.now() + LONG; ; await wb.page.waitForTimeout(200)) {
    const now = await counts(wb);
    if (ok(now)) return now;
    if (Date.now() > until) assert.fail(`the Problems count never shows ${what}: it says ${now.label}`);
  }
}

/** Waits until the file's Run lens reports `figures` (the editor is beside the diagram, not the active group), else fails showing it. */
async function lensSays(wb, figures, what) {
  const lens = wb.page.locator('.editor-group-container .monaco-editor .codelens-decoration').first();
  for (const until = Date.now() + LONG; ; await wb.page.waitForTimeout(100)) {
    const said = ((await lens.textContent()) ?? '').replace(/\s+/g, ' ');
    if (said.includes(figures)) return;
    if (Date.now() > until) assert.fail(`${what}: the Run lens says '${said}', not '${figures}'`);
  }
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'ordering exercise: Alt+Up, Alt+Down and a mouse drag in the diagram move a node among its siblings, said to a screen reader',
    timeout: 240_000,
    async run(wb) {
      const { page } = wb;
      // The example as written: B, then C.
      exampleLine(FILE, '    a1 -> B [ 3 12 8 ]');
      await wb.runCommand('View: Close All Editors');
      await wb.openFile(FILE);
      await wb
        .codeLens(/▶ Run alpha-beta/)
        .first()
        .waitFor({ timeout: 2 * LONG });
      await wb.clickCodeLens(/▶ Run alpha-beta/);
      let frame = await wb.drawnDiagram(13);
      // What the Problems count says before the move: earlier checks leave files with warnings open, so the
      // count is compared with this, never with zero.
      const before = await settledCounts(wb);
      // Into the diagram by keyboard (Ctrl+K G: the root), then down to B and right to C.
      await page.keyboard.press('Control+K');
      await page.keyboard.press('g');
      await focusOn(frame, 0, 'A', 'Ctrl+K G');
      await page.keyboard.press('ArrowDown');
      await focusOn(frame, 1, 'B', 'Down from A');
      await page.keyboard.press('ArrowRight');
      await focusOn(frame, 5, 'C', 'Right from B');
      // Alt+Up: C before B, in the file; C keeps the focus at its new place (id 1), and the page says so.
      await page.keyboard.press('Alt+ArrowUp');
      await linesAre(wb, '    a2 -> C [ 2 /4 /6 ]', '    a1 -> B [ 3 12 8 ]', 'Alt+Up on C');
      frame = await wb.webviewFrame();
      await focusOn(frame, 1, 'C', 'after Alt+Up');
      const said = await frame.locator('#announcer').textContent();
      assert.match(said ?? '', /^C moved before B: 1st of 3 children of A\./);
      assert.equal(await frame.locator('#announcer').getAttribute('aria-live'), 'polite');
      // C first sees all its leaves: the order costs more, and its cut marks are wrong now.
      const worse = await countsUntil(wb, (now) => now.warnings > before.warnings, `more warnings than before the move (${before.label})`);
      assert.equal(worse.errors, before.errors, `the worse order is no error: ${worse.label}`);
      // The Run lens follows the edit: C's three leaves and B's three, D's first (VS Code asks for lenses anew a moment after an edit).
      await lensSays(wb, '11 calls · 7 leaves', 'after Alt+Up');
      await wb.screenshot('ordering-moved-by-keyboard');
      // Alt+Down: back after B; the order is the best again.
      await page.keyboard.press('Alt+ArrowDown');
      await linesAre(wb, '    a1 -> B [ 3 12 8 ]', '    a2 -> C [ 2 /4 /6 ]', 'Alt+Down on C');
      frame = await wb.webviewFrame();
      await focusOn(frame, 5, 'C', 'after Alt+Down');
      assert.match((await frame.locator('#announcer').textContent()) ?? '', /^C moved after B: 2nd of 3 children of A\./);
      // Answered by keyboard: the best order again, so the Problems count is back to what it was before the move.
      await countsUntil(wb, (now) => now.warnings === before.warnings && now.errors === before.errors, `the count before the move (${before.label})`);
      await lensSays(wb, '9 calls · 5 leaves', 'after Alt+Down');
      // The mouse: D dragged to the left of B. While held, a bar shows where it would go; dropped, D is first in the file.
      const centre = async (id) => {
        const box = await frame.locator(`g.node[data-id="${id}"]`).boundingBox();
        assert.ok(box, `node ${id} is on screen`);
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, w: box.width };
      };
      const b = await centre(1);
      const d = await centre(9);
      await page.mouse.move(d.x, d.y);
      await page.mouse.down();
      await page.mouse.move(b.x - b.w * 0.75, b.y, { steps: 12 });
      await frame.locator('#drop-indicator:not([display])').waitFor({ state: 'attached', timeout: LONG });
      assert.equal(await frame.locator('#drop-indicator').getAttribute('data-by'), '-2');
      assert.equal(await frame.locator('g.node.dragged').getAttribute('data-id'), '9');
      await wb.screenshot('ordering-dragging');
      await page.mouse.up();
      await linesAre(wb, '    a3 -> D [ 2 /14 /5 ]', '    a1 -> B [ 3 12 8 ]', 'D dragged before B');
      frame = await wb.webviewFrame();
      await frame.waitForFunction(
        () => /^D moved before B: 1st of 3 children of A\./.test(document.querySelector('#announcer')?.textContent ?? ''),
        undefined,
        { timeout: LONG },
      );
      assert.equal(await frame.locator('#drop-indicator').getAttribute('display'), 'none');
      // The diagram drawn again in the new order, the focus on D at its new place.
      await focusOn(frame, 1, 'D', 'after the drag');
      await wb.screenshot('ordering-dragged');
      // Dropped away from its row (far below it): nothing moves.
      const b2 = await centre(5);
      await page.mouse.move(b2.x, b2.y);
      await page.mouse.down();
      await page.mouse.move(b2.x + 5, b2.y + 200, { steps: 8 });
      assert.equal(await frame.locator('#drop-indicator').getAttribute('display'), 'none');
      await page.mouse.up();
      await page.waitForTimeout(1000);
      await linesAre(wb, '    a3 -> D [ 2 /14 /5 ]', '    a1 -> B [ 3 12 8 ]', 'a drop away from the row');
      // One undo step takes the drag back: Ctrl+Z in the diagram (the focus is on D, where the drop left it).
      await focusOn(frame, 1, 'D', 'before Ctrl+Z');
      await page.keyboard.press('Control+Z');
      await linesAre(wb, '    a1 -> B [ 3 12 8 ]', '    a2 -> C [ 2 /4 /6 ]', 'Ctrl+Z after the drag');
      // The undo runs in the editor and the diagram takes the focus back: let it land before the palette opens.
      frame = await wb.webviewFrame();
      await focusOn(frame, 1, 'B', 'after Ctrl+Z');
      // The undo took the focus to the editor and back: the lens still follows (VS Code drops a lens request when its editor loses the focus).
      await lensSays(wb, '9 calls · 5 leaves', 'after Ctrl+Z');
      await wb.runCommand('View: Focus First Editor Group');
      await wb.runCommand('File: Revert File');
      await wb.runCommand('View: Close All Editors');
    },
  },
];
