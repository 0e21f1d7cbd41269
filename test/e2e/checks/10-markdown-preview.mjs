// A lecture note in Markdown (examples/notes.md) with three ```gtree blocks, in VS Code's own Markdown preview
// beside it: the lecture's tree drawn with its run (values, windows, C's two cut edges), the exercise drawn as a
// blank sheet (empty boxes, no cuts, no principal variation), and the block with a slip showing its problem at
// its line:column within the block. Asserts on the preview's DOM (contract: src/render/draw.ts and
// src/markdown/block-drawing.ts); screenshots in light and dark, test-artifacts/workbench/markdown-*.png.
// Only on the desktop's extension host: code-server ships VS Code's Markdown extension without its browser build, so
// it cannot run in the Web Worker host beside gtree as in vscode.dev, and a preview only calls the markdown-it plugins
// of its own host. The web bundle's plugin is tested in the Web Worker host by test/extension/markdown.test.ts.
import * as assert from 'node:assert/strict';

const LONG = 60_000;
const BOX = '□';

/** The preview's document once the three blocks are drawn (each `div.gtree-block` holds a `.gtree-output`). */
async function drawnPreview(wb) {
  const frame = await wb.webviewFrame({ timeout: LONG });
  await frame
    .waitForFunction(() => document.querySelectorAll('.gtree-block > .gtree-output').length === 3, null, { timeout: LONG })
    .catch(async () => {
      const seen = await frame.evaluate(() => ({
        blocks: document.querySelectorAll('.gtree-block').length,
        drawn: document.querySelectorAll('.gtree-output').length,
        fences: document.querySelectorAll('pre code.language-gtree').length,
        style: Boolean(document.getElementById('gtree-diagram-style')),
      }));
      assert.fail(`the preview did not draw the three blocks: ${JSON.stringify(seen)}`);
    });
  return frame;
}

/** What each block shows, read from the preview's DOM. */
function readBlocks(frame) {
  return frame.$$eval('.gtree-block', (blocks) =>
    blocks.map((block) => {
      const nodes = Array.from(block.querySelectorAll('g.node'));
      const text = (el, selector) => el.querySelector(selector)?.textContent ?? null;
      return {
        info: block.getAttribute('data-info'),
        values: Object.fromEntries(nodes.map((n) => [n.getAttribute('data-id'), text(n, 'text.value')])),
        windows: Object.fromEntries(nodes.filter((n) => n.querySelector('text.window')).map((n) => [n.getAttribute('data-id'), text(n, 'text.window')])),
        cuts: Array.from(block.querySelectorAll('g.edge[data-cut]')).map((e) => ({
          child: Number(e.getAttribute('data-child')),
          strokes: e.querySelectorAll('line.strike').length,
        })),
        pv: nodes.filter((n) => n.classList.contains('pv')).map((n) => Number(n.getAttribute('data-id'))),
        faded: nodes.filter((n) => n.classList.contains('faded')).length,
        caption: text(block, 'figcaption'),
        problems: Array.from(block.querySelectorAll('.gtree-problems li')).map((li) => li.textContent),
        sourceShown: getComputedStyle(block.querySelector('pre.gtree-source')).display !== 'none',
        // Drawn at zoom 1 (the svg as wide as its drawing), in a box that scrolls sideways when that is wider than the note.
        zoom: block.querySelector('svg')
          ? block.querySelector('svg').getBoundingClientRect().width / Number(block.querySelector('svg').getAttribute('width'))
          : null,
        scrolls: block.querySelector('.gtree-scroller')
          ? block.querySelector('.gtree-scroller').scrollWidth > block.querySelector('.gtree-scroller').clientWidth
          : null,
      };
    }),
  );
}

/**
 * Every value and window of the drawings: displayed, at least 10 px tall, inside the preview's width or in a box
 * that scrolls to it, and in a colour that stands out from the preview's background (contrast ≥ 3).
 */
function readability(frame) {
  return frame.evaluate(() => {
    const rgb = (c) =>
      c
        .match(/[\d.]+/g)
        .slice(0, 3)
        .map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    // The preview's body is transparent over the webview's background, the theme's editor background: read it as a colour.
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'var(--vscode-editor-background)';
    const bg = lum(rgb(getComputedStyle(probe).backgroundColor));
    probe.remove();
    return Array.from(document.querySelectorAll('.gtree-diagram text.value, .gtree-diagram text.window'))
      .filter((t) => t.textContent)
      .map((t) => {
        const fg = lum(rgb(getComputedStyle(t).fill));
        const contrast = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        return { text: t.textContent, height: t.getBoundingClientRect().height, contrast: Math.round(contrast * 10) / 10 };
      });
  });
}

function assertReadable(texts, theme) {
  assert.ok(texts.length > 30, `${theme}: only ${texts.length} values and windows found`);
  for (const t of texts) {
    assert.ok(t.height >= 10, `${theme}: '${t.text}' is ${t.height} px tall`);
    assert.ok(t.contrast >= 3, `${theme}: '${t.text}' has contrast ${t.contrast} on the preview's background`);
  }
}

/** Opens examples/notes.md, its preview beside it, and checks the three blocks; screenshots as `${name}-light|dark`. */
async function notesInPreview(wb, name) {
  await wb.openFile('notes.md');
  await wb.runCommand('Markdown: Open Preview to the Side');
  const frame = await drawnPreview(wb);
  const [lecture, sheet, slip] = await readBlocks(frame);

  // The lecture's tree, pre-order ids: A 0, B 1 (3 12 8: 2 3 4), C 5 (2 4 6: 6 7 8), D 9 (14 5 2: 10 11 12).
  assert.equal(lecture.info, 'gtree');
  assert.deepEqual(lecture.values, { 0: '3', 1: '3', 2: '3', 3: '12', 4: '8', 5: '2', 6: '2', 7: '4', 8: '6', 9: '2', 10: '14', 11: '5', 12: '2' });
  assert.deepEqual(lecture.windows, { 0: 'α=−∞ β=+∞', 1: 'α=−∞ β=+∞', 5: 'α=3 β=+∞', 9: 'α=3 β=+∞' });
  assert.deepEqual(lecture.cuts, [
    { child: 7, strokes: 1 },
    { child: 8, strokes: 1 },
  ]);
  assert.deepEqual(lecture.pv, [0, 1, 2]);
  assert.equal(lecture.faded, 2); // C's 2nd and 3rd leaves, never visited
  assert.equal(lecture.caption, 'Alfa-beta primer — alpha-beta, value 3 · PV a1 → 1st');
  assert.equal(lecture.sourceShown, false);
  assert.equal(lecture.zoom, 1);
  assert.equal(lecture.scrolls, false);

  // The blank sheet, pre-order ids: R 0, A 1, A1 2 (4 6), A2 5 (7 3), B 8, B1 9 (2 5), 8 12, 1 13, C 14, C1 15 (9 1), C2 18 (3 8), C3 21 (8 2).
  const inner = [0, 1, 2, 5, 8, 9, 14, 15, 18, 21];
  const leaves = { 3: '4', 4: '6', 6: '7', 7: '3', 10: '2', 11: '5', 12: '8', 13: '1', 16: '9', 17: '1', 19: '3', 20: '8', 22: '8', 23: '2' };
  assert.equal(sheet.info, 'gtree blank');
  assert.deepEqual(sheet.values, { ...Object.fromEntries(inner.map((id) => [id, BOX])), ...leaves });
  assert.deepEqual(sheet.windows, Object.fromEntries(inner.map((id) => [id, `α=${BOX} β=${BOX}`])));
  assert.deepEqual(sheet.cuts, []);
  assert.deepEqual(sheet.pv, []);
  assert.equal(sheet.faded, 0);
  assert.equal(sheet.caption, 'Vežba: alfa-beta — alpha-beta');
  // 14 leaves side by side are wider than the preview beside the editor: the sheet keeps its size and scrolls.
  assert.equal(sheet.zoom, 1);
  assert.equal(sheet.scrolls, true);

  // The slip: `x` on the block's 3rd line, 9th column, and no drawing.
  assert.deepEqual(slip.problems, ["3:9 Leaf 'x' has no value: write its payoff (as in 'x = 3') or give it children in [ ... ]."]);
  assert.deepEqual(slip.values, {});

  // Screenshots of the lecture's tree, then of the sheet and the slip scrolled into view, in each theme.
  const shots = async (theme) => {
    assertReadable(await readability(frame), theme);
    await frame.$eval('.gtree-block', (b) => b.scrollIntoView());
    await wb.screenshot(`${name}-${theme}`);
    await frame.$eval('.gtree-block ~ .gtree-block', (b) => b.scrollIntoView());
    await wb.screenshot(`${name}-sheet-${theme}`);
  };
  await shots('light');
  await wb.setTheme('Default Dark Modern');
  await frame.waitForFunction(() => document.body.classList.contains('vscode-dark'), null, { timeout: LONG });
  await shots('dark');
  await wb.setTheme('Default Light Modern');
  await wb.runCommand('View: Close All Editor Groups');
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "a Markdown note's ```gtree blocks are drawn in the preview: the lecture tree with its cuts, a blank sheet, a located error",
    timeout: 180_000,
    run: (wb) => notesInPreview(wb, 'markdown-preview'),
  },
];
