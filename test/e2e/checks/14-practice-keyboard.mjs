// Practice mode from the keyboard, and a wide sheet at the panel's default size, as a student meets them in a real
// VS Code: "gtree: Focus the diagram" (Ctrl+K G) lands on the first node still to answer, the answer is typed there
// and written into the file, Ctrl+Z and Ctrl+Shift+Z in the diagram take it back and bring it again; a refused
// answer stays in its form with the reason beside the field, never a toast; a 40-node sheet ("New practice tree…",
// depth 3, 3 children, seed 18309) keeps every name and answer box at 10 px or more, in the light, dark and
// high-contrast themes, with its header's words at 4.5:1 or more. The copies are untitled editors, reverted at the end.
import * as assert from 'node:assert/strict';

const LONG = 30_000;

/** Waits until the copy's editor shows the whole line `expected`, else fails showing what it has. */
async function showsLine(wb, expected, what) {
  const until = Date.now() + LONG;
  for (;;) {
    const shown = await wb.documentLines();
    if (shown.includes(expected)) return;
    if (Date.now() > until) assert.fail(`${what}: the editor has no line '${expected}'; it shows:\n${shown.join('\n')}`);
    await wb.page.waitForTimeout(100);
  }
}

/** The diagram's node with the keyboard focus (its data-id), or null when the focus is not on a node of the diagram. */
const focusedNode = (frame) =>
  frame.evaluate(() => (document.hasFocus() ? (document.activeElement?.closest('g.node')?.getAttribute('data-id') ?? null) : null));

/** Waits until the diagram's focus is on node `id`. */
async function focusOn(frame, id, what) {
  await frame
    .waitForFunction((n) => document.hasFocus() && document.activeElement?.closest('g.node')?.getAttribute('data-id') === n, String(id), { timeout: LONG })
    .catch(async () => assert.fail(`${what}: the focus is on ${await focusedNode(frame)}, not node ${id}`));
}

/** The copy's editor, focused. */
async function toEditor(wb) {
  await wb.runCommand('View: Focus First Editor Group');
  await wb.editor().locator('.view-lines').waitFor({ timeout: LONG });
}

/** WCAG 2.1 contrast of two `rgb(…)` colours. */
export function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = /rgba?\((\d+), (\d+), (\d+)/
      .exec(c)
      .slice(1, 4)
      .map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/**
 * Fails unless every text the practice page shows (the header's words, names, windows, values, the verdicts' ✓ and ✗)
 * stands at 4.5:1 or more against the page, and says how many texts it measured.
 */
export async function assertTextContrast(frame, theme) {
  const paints = await frame.evaluate(() => {
    const bg = getComputedStyle(document.body).backgroundColor;
    const of = (sel) => [...document.querySelectorAll(sel)].filter((e) => getComputedStyle(e).display !== 'none' && e.textContent.trim() !== '');
    return {
      bg,
      header: of('#header > span').map((e) => [`${e.className} "${e.textContent}"`, getComputedStyle(e).color]),
      tree: of('g.node .label, g.node .window, g.node .value, .verdict-glyph, .verdict-window').map((e) => [
        `${e.getAttribute('class')} "${e.textContent}"`,
        getComputedStyle(e).fill,
      ]),
    };
  });
  for (const [what, colour] of [...paints.header, ...paints.tree]) {
    const ratio = contrast(colour, paints.bg);
    assert.ok(ratio >= 4.5, `${theme}: ${what} ${colour} on ${paints.bg} is ${ratio.toFixed(2)}:1`);
  }
  return paints.header.length + paints.tree.length;
}

/** Every name and answer box (window) of the sheet: whether it is displayed and how tall it is on screen. */
const namesAndBoxes = (frame) =>
  frame.$$eval('g.node .label, g.node .window', (els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      const node = e.closest('g.node').getAttribute('data-id');
      // The text's size on screen: its font size times the drawing's scale (the box's height counts the line's leading too).
      const px = parseFloat(getComputedStyle(e).fontSize) * (e.getScreenCTM()?.a ?? 0);
      return { node, what: e.classList.contains('label') ? 'name' : 'window', shown: getComputedStyle(e).display !== 'none', height: r.height, px };
    }),
  );

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: 'Focus the diagram (Ctrl+K G) lands on the first node to answer; one answer typed by keyboard alone; Ctrl+Z and Ctrl+Shift+Z in the diagram',
    timeout: 240_000,
    async run(wb) {
      const { page } = wb;
      await wb.openLectureAlone();
      await wb.practise(13);
      await showsLine(wb, 'A =? <?, ?> [', 'the blank copy');
      await toEditor(wb);
      // The lens names the way in, with its key.
      const practise = wb.editor().locator('.codelens-decoration a', { hasText: '▶ Practise' }).first();
      await practise.waitFor({ timeout: LONG });
      assert.match((await practise.getAttribute('title')) ?? '', /Ctrl\+K G \(gtree: Focus the diagram\)/);
      // From the editor, the key: the diagram takes the focus on A, the first node still to answer.
      await page.keyboard.press('Control+K');
      await page.keyboard.press('g');
      let frame = await wb.webviewFrame();
      await focusOn(frame, 0, 'Ctrl+K G from the editor');
      await wb.screenshot('practice-keyboard-focus-light');
      // Enter, the answer, Enter: written into the file; the focus stays on A in the diagram.
      await page.keyboard.press('Enter');
      await frame.waitForSelector('#answer-form:not([hidden])', { timeout: LONG });
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      await page.keyboard.type('-inf');
      await page.keyboard.press('Tab');
      await page.keyboard.type('+inf');
      await page.keyboard.press('Enter');
      await frame.waitForSelector('#answer-form[hidden]', { state: 'attached', timeout: LONG });
      await showsLine(wb, 'A =3 <-inf, +inf> [', 'the answer typed at A');
      await focusOn(frame, 0, 'after writing the answer');
      // Again, from the diagram itself: now B is the first still to answer.
      await page.keyboard.press('Control+K');
      await page.keyboard.press('g');
      await focusOn(frame, 1, 'Ctrl+K G in the diagram');
      // Undo and redo from the diagram: the document's, and the focus comes back to the diagram's node.
      await page.keyboard.press('Control+Z');
      await showsLine(wb, 'A =? <?, ?> [', 'Ctrl+Z in the diagram');
      frame = await wb.webviewFrame();
      await focusOn(frame, 1, 'after Ctrl+Z');
      await page.keyboard.press('Control+Shift+Z');
      await showsLine(wb, 'A =3 <-inf, +inf> [', 'Ctrl+Shift+Z in the diagram');
      await focusOn(frame, 1, 'after Ctrl+Shift+Z');
    },
  },
  {
    name: 'a refused answer keeps its form open with what was typed and the reason beside the field, clear of B and its leaves, and no toast',
    timeout: 180_000,
    async run(wb) {
      const { page } = wb;
      const frame = await wb.webviewFrame();
      await focusOn(frame, 1, 'still on B');
      await page.keyboard.press('Enter');
      await frame.waitForSelector('#answer-form:not([hidden])', { timeout: LONG });
      await page.keyboard.type('abc');
      await page.keyboard.press('Enter');
      await frame.waitForSelector('#answer-error:not([hidden])', { timeout: LONG });
      const form = await frame.evaluate(() => {
        const value = document.querySelector('#answer-value');
        const box = (sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        return {
          typed: value.value,
          invalid: value.getAttribute('aria-invalid'),
          describedBy: value.getAttribute('aria-describedby'),
          error: document.querySelector('#answer-error').textContent,
          // The reason's colour and what it is read against: the nearest box with a background of its own.
          errorColour: getComputedStyle(document.querySelector('#answer-error')).color,
          errorBackground: (() => {
            for (let e = document.querySelector('#answer-error'); e; e = e.parentElement) {
              const bg = getComputedStyle(e).backgroundColor;
              if (!/rgba\(0, 0, 0, 0\)|transparent/.test(bg)) return bg;
            }
            return 'rgb(255, 255, 255)';
          })(),
          focused: document.activeElement?.id,
          form: box('#answer-form'),
          node: box('g.node[data-id="1"]'),
          // B's leaves, which the student reads to answer: the form leaves them in sight.
          leaves: [2, 3, 4].map((id) => box(`g.node[data-id="${id}"]`)),
          page: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        };
      });
      assert.equal(form.typed, 'abc', 'what was typed stays');
      assert.equal(form.invalid, 'true');
      assert.equal(form.describedBy, 'answer-error');
      assert.match(form.error, /'abc' is not a number/);
      const readable = contrast(form.errorColour, form.errorBackground);
      assert.ok(readable >= 4.5, `the reason ${form.errorColour} on ${form.errorBackground} is ${readable.toFixed(2)}:1`);
      assert.equal(form.focused, 'answer-value');
      const { form: f, node: n } = form;
      assert.ok(
        f.left >= n.right || f.right <= n.left || f.top >= n.bottom || f.bottom <= n.top,
        `the form ${JSON.stringify(f)} covers B ${JSON.stringify(n)}`,
      );
      assert.ok(f.left >= 0 && f.top >= 0 && f.right <= form.page.width && f.bottom <= form.page.height, 'the form is inside the panel');
      for (const leaf of form.leaves) {
        assert.ok(
          f.left >= leaf.right || f.right <= leaf.left || f.top >= leaf.bottom || f.bottom <= leaf.top,
          `the form ${JSON.stringify(f)} covers a leaf of B ${JSON.stringify(leaf)}`,
        );
      }
      assert.equal(await page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'is not a number' }).count(), 0, 'no toast');
      await showsLine(wb, 'a1 -> B =? <?, ?> [ 3 12 8 ]', 'the file is unchanged');
      await wb.screenshot('practice-refused-light');
      await page.keyboard.press('Escape');
      await focusOn(frame, 1, 'Escape closes the form');
      await toEditor(wb);
      await wb.runCommand('View: Revert and Close Editor');
    },
  },
  {
    name: 'a 40-node practice sheet at the default panel size: every name and answer box at 10 px or more, in light, dark and high contrast',
    timeout: 300_000,
    async run(wb) {
      const { page } = wb;
      await wb.runCommand('View: Close All Editors');
      await wb.runCommand('gtree: New practice tree');
      await wb.pick('alpha-beta');
      const input = page.locator('.quick-input-widget input');
      await input.fill('3 3');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300); // the next question replaces this one
      await input.fill('18309');
      await page.keyboard.press('Enter');
      const frame = await wb.drawnDiagram(40, { timeout: 2 * LONG });
      const size = await frame.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }));
      for (const theme of ['Default Light Modern', 'Default Dark Modern', 'Default High Contrast', 'Default High Contrast Light']) {
        if (theme !== 'Default Light Modern') await wb.setTheme(theme);
        const drawn = await wb.drawnDiagram(40);
        const texts = await namesAndBoxes(drawn);
        assert.equal(texts.length, 26, "the 13 inner nodes' names and answer boxes");
        const small = texts.filter((t) => !t.shown || t.height < 10 || t.px < 9.99);
        assert.deepEqual(small, [], `${theme}, panel ${size.width}×${size.height}: every name and answer box shown at 10 px or more`);
        // The header's words and the tree's texts against the page: 4.5:1 at least.
        assert.ok((await assertTextContrast(drawn, theme)) >= 40, `${theme}: the header's and the tree's texts measured`);
        await wb.screenshot(`practice-forty-${theme.replace('Default ', '').replace(/ /g, '-').toLowerCase()}`);
      }
      await wb.setTheme('Default Light Modern');
      await toEditor(wb);
      await wb.runCommand('View: Revert and Close Editor');
    },
  },
];
