// The diagram as a student first sees it: each course example opened, run from its code lens, and
// drawn in the panel beside the editor (about 526 px wide in this 1400×900 window with the Explorer
// open). Every value of a tree of up to 40 nodes must be displayed inside the panel at least 10 px
// tall as the diagram opens; a generated 1 000-node tree opens at a readable scale with an overview. No
// displayed move or probability touches another, sits right over another, has another edge run through it or
// covers a node; no edge runs through a label, a window or a position; nothing of the tree shows under the ruler.
// Screenshots of each example, light and dark, in test-artifacts/workbench/readable-*.png.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LONG = 60_000;
const FOLDER = fileURLToPath(new URL('../../../examples/', import.meta.url));
const EXAMPLES = readdirSync(FOLDER)
  .filter((f) => f.endsWith('.gtree'))
  .sort();
/** The line (from 1) of the first tree of an example: its lens sits above it, below a long comment out of view. */
const treeLine = (file) =>
  readFileSync(`${FOLDER}${file}`, 'utf8')
    .split('\n')
    .findIndex((l) => /^tree\b/.test(l)) + 1;
/** Trees up to this size must show every value legibly as they open; larger ones open legibly on a part, with the overview. */
const ALL_VALUES_UP_TO = 40;
const MIN_VALUE_PX = 10;
const SOME_VALUES = 10;
/** Every other text of the drawing that is displayed (windows, labels, moves, probabilities, the ruler …); the rest is left out (fit.ts). */
const MIN_SMALL_PX = 9;
const SMALL_TEXTS = ['text.window', 'text.label', 'text.edge-label', 'text.badge', 'text.player-name', 'text.hidden-count', '.position text', 'text.level']
  .map((s) => `#viewport ${s}`)
  .join(', ');

/** Closes every editor (and so every diagram panel): each example opens a new panel, as a student's first look. */
async function closeAll(wb) {
  await wb.runCommand('View: Close All Editor Groups');
  await wb.page.waitForFunction(() => document.querySelectorAll('.tabs-container .tab').length === 0, null, { timeout: LONG });
}

/**
 * The webview once it has drawn, and what it shows: every non-empty `text.value` with its box in the
 * webview (CSS px), whether it is displayed and inside the drawing's area, and whether the overview is shown.
 */
async function measure(wb) {
  const frame = await wb.webviewFrame({ timeout: LONG });
  await frame.waitForFunction(() => document.querySelectorAll('g.node').length > 0 && !document.querySelector('#status')?.textContent, null, {
    timeout: LONG,
  });
  // Two frames: the fit and the level of detail are applied before the first paint, but let it settle.
  await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return frame.evaluate((smallTexts) => {
    const area = document.querySelector('#diagram').getBoundingClientRect();
    const values = Array.from(document.querySelectorAll('g.node text.value'))
      .filter((t) => (t.textContent ?? '') !== '')
      .map((t) => {
        const r = t.getBoundingClientRect();
        const style = getComputedStyle(t);
        const displayed = style.display !== 'none' && style.visibility !== 'hidden' && r.height > 0 && t.closest('[display="none"]') === null;
        const inside = r.left >= area.left - 0.5 && r.right <= area.right + 0.5 && r.top >= area.top - 0.5 && r.bottom <= area.bottom + 0.5;
        return { id: t.closest('g.node').getAttribute('data-id'), text: t.textContent, height: Math.round(r.height * 10) / 10, displayed, inside };
      });
    // Every other text: its font size on screen (the drawing's scale times the CSS size).
    const k = Number(/scale\(([-\d.e]+)\)/.exec(document.querySelector('#viewport').getAttribute('transform') ?? '')?.[1] ?? 1);
    const small = Array.from(document.querySelectorAll(smallTexts))
      .filter((t) => (t.textContent ?? '') !== '')
      .map((t) => ({
        text: t.textContent,
        kind: t.getAttribute('class') ?? 'position',
        px: Math.round(parseFloat(getComputedStyle(t).fontSize) * k * 10) / 10,
        displayed: getComputedStyle(t).display !== 'none' && t.getBoundingClientRect().height > 0,
      }));
    // The ruler's level names against the node boxes: what the ruler's gutter covers is not drawn there.
    const gutterEl = document.querySelector('#levels .ruler-gutter');
    const gutter = gutterEl && gutterEl.getAttribute('display') !== 'none' ? gutterEl.getBoundingClientRect() : null;
    const boxes = Array.from(document.querySelectorAll('g.node')).map((g) => {
      const r = g.querySelector('.outline').getBoundingClientRect();
      return { id: g.getAttribute('data-id'), left: Math.max(r.left, gutter ? gutter.right : -Infinity), right: r.right, top: r.top, bottom: r.bottom };
    });
    // What of the tree is under the ruler's strip: the strip must hide it (opaque, painted over the tree).
    const gutterStyle = gutter ? getComputedStyle(gutterEl) : null;
    const rulerHides = gutterStyle === null || (Number(gutterStyle.fillOpacity) === 1 && Number(gutterStyle.opacity) === 1);
    const underRuler = gutter
      ? Array.from(
          document.querySelectorAll('#viewport g.node .outline, #viewport g.node text, #viewport g.edge text.edge-label, #viewport g.edge .link'),
        ).filter((e) => {
          const r = e.getBoundingClientRect();
          return getComputedStyle(e).display !== 'none' && r.left < gutter.right && r.right > gutter.left && r.top < gutter.bottom && r.bottom > gutter.top;
        }).length
      : 0;
    const rulerOverlaps = Array.from(document.querySelectorAll('#levels text.level')).flatMap((t) => {
      const r = t.getBoundingClientRect();
      return boxes
        .filter((b) => b.left < b.right && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom)
        .map((b) => `${t.textContent} over node ${b.id}`);
    });
    // The edge texts (moves, probabilities) as displayed, against each other, the other edges and what the nodes draw.
    // Boxes shrink by a pixel: a text's box is its font's full height, taller than its glyphs.
    const shown = (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().height > 0 && e.closest('[display="none"]') === null;
    const inner = (r) => ({ left: r.left + 1, right: r.right - 1, top: r.top + 1, bottom: r.bottom - 1 });
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const crossing = ([x1, y1], [x2, y2], r) => {
      let lo = 0;
      let hi = 1;
      for (const [p, q] of [
        [x1 - x2, x1 - r.left],
        [x2 - x1, r.right - x1],
        [y1 - y2, y1 - r.top],
        [y2 - y1, r.bottom - y1],
      ]) {
        if (p === 0) {
          if (q < 0) return false;
        } else if (p < 0) lo = Math.max(lo, q / p);
        else hi = Math.min(hi, q / p);
        if (lo > hi) return false;
      }
      return true;
    };
    const edgeTexts = Array.from(document.querySelectorAll('#viewport g.edge text.edge-label'))
      .filter((t) => (t.textContent ?? '') !== '' && shown(t))
      .map((t) => ({
        edge: t.closest('g.edge'),
        text: t.textContent,
        centred: t.getAttribute('text-anchor') === 'middle',
        box: inner(t.getBoundingClientRect()),
      }));
    const segments = Array.from(document.querySelectorAll('#viewport g.edge .link'))
      .filter(shown)
      .flatMap((line) => {
        const m = line.getScreenCTM();
        const points = Array.from(line.points, (p) => {
          const q = new DOMPoint(p.x, p.y).matrixTransform(m);
          return [q.x, q.y];
        });
        return points.slice(1).map((to, i) => ({ edge: line.closest('g.edge'), from: points[i], to }));
      });
    const drawn = Array.from(
      document.querySelectorAll('#viewport g.node .outline, #viewport g.node text.label, #viewport g.node text.window, #viewport g.node g.position'),
    )
      .filter(shown)
      .map((e) => ({ what: `${e.getAttribute('class')} of node ${e.closest('g.node').getAttribute('data-id')}`, box: inner(e.getBoundingClientRect()) }));
    // One right over the other with less than about half a line between them, two texts read as one of two lines (Novčići's take1 over take2).
    const stacked = (a, b) => {
      const gap = 0.4 * (a.bottom - a.top);
      return a.left < b.right && b.left < a.right && a.top < b.bottom + gap && b.top < a.bottom + gap;
    };
    const edgeTextClashes = edgeTexts.flatMap((t, i) => [
      ...edgeTexts
        .slice(i + 1)
        .filter((u) => meet(t.box, u.box) || stacked(t.box, u.box))
        .map((u) => `'${t.text}' on or right over '${u.text}'`),
      ...segments
        .filter((s) => !(t.centred && s.edge === t.edge) && crossing(s.from, s.to, t.box))
        .map((s) => `an edge through '${t.text}' (edge of node ${s.edge.getAttribute('data-child')})`),
      ...drawn.filter((d) => meet(d.box, t.box)).map((d) => `'${t.text}' on the ${d.what}`),
    ]);
    // No displayed edge (the principal variation's thick one included) runs through a displayed label, window or position.
    // An edge ends on the top of what is written over its child: a box a pixel further in (a position's backdrop reaches a pixel out, a font's ascent about as much).
    const deeper = ({ left, right, top, bottom }) => ({ left: left + 1, right: right - 1, top: top + 1, bottom: bottom - 1 });
    const edgesThroughTexts = segments.flatMap((s) =>
      drawn
        .filter((d) => !d.what.startsWith('outline') && crossing(s.from, s.to, deeper(d.box)))
        .map(
          (d) =>
            `the edge of node ${s.edge.getAttribute('data-child')}${s.edge.classList.contains('pv') ? ' (principal variation)' : ''} through the ${d.what}`,
        ),
    );
    const rootValue = document.querySelector('g.node[data-id="0"] text.value')?.getBoundingClientRect();
    const overview = document.querySelector('#overview');
    return {
      edgeTextClashes,
      edgesThroughTexts,
      rulerHides,
      underRuler,
      edgeTextCount: edgeTexts.length,
      rulerOverlaps,
      rootInView:
        rootValue !== undefined &&
        rootValue.height > 0 &&
        rootValue.left >= area.left &&
        rootValue.right <= area.right &&
        rootValue.top >= area.top &&
        rootValue.bottom <= area.bottom &&
        (!gutter || rootValue.left >= gutter.right),
      small,
      nodes: document.querySelectorAll('g.node').length,
      panel: { width: Math.round(innerWidth), height: Math.round(innerHeight) },
      values,
      overview: overview !== null && !overview.hidden && overview.getBoundingClientRect().height > 0,
    };
  }, SMALL_TEXTS);
}

/** No text is displayed under 9 px: what cannot be that big is left out (level of detail). */
function assertSmallTexts(seen, what) {
  const tiny = seen.small.filter((t) => t.displayed && t.px < MIN_SMALL_PX);
  assert.deepEqual(tiny, [], `${what}: every displayed window, label, move, probability and ruler name at ≥ ${MIN_SMALL_PX} px`);
}

/** No move or probability touches another, runs under another edge or covers a node's outline, label, window or position. */
function assertEdgeTextsClear(seen, what) {
  assert.deepEqual(seen.edgeTextClashes, [], `${what}: every displayed move and probability clear of the others, of the other edges and of the nodes`);
}

/** The MAX/MIN ruler never sits on a node (when the tree's left edge is off screen, its gutter hides whatever of the tree passes under it). */
function assertRulerClear(seen, what) {
  assert.deepEqual(seen.rulerOverlaps, [], `${what}: no level name of the ruler on a node`);
  assert.ok(seen.rulerHides || seen.underRuler === 0, `${what}: ${seen.underRuler} parts of the tree show through the ruler's strip`);
}

/** No edge shows through a label, a window or a position (the principal variation's thick stroke through the space between two words). */
function assertEdgesClearOfTexts(seen, what) {
  assert.deepEqual(seen.edgesThroughTexts, [], `${what}: no edge through what is written over a node`);
}

const readable = (v) => v.displayed && v.inside && v.height >= MIN_VALUE_PX;
const slug = (file) => file.replace(/\.gtree$/, '');

/** Opens `file`, runs it from its lens, and checks what the new panel shows. */
async function openAndCheck(wb, file, theme) {
  await closeAll(wb);
  await wb.openFile(file);
  await wb.goToLine(treeLine(file));
  await wb.clickCodeLens(/^▶ (Run |Practise$)/); // a sheet with blanks opens in practice mode
  const seen = await measure(wb);
  await wb.screenshot(`readable-${slug(file)}-${theme}`);
  const smallest = (xs) => (xs.length > 0 ? Math.min(...xs).toFixed(1) : '–');
  console.log(
    `      ${file}: ${seen.nodes} nodes, ${seen.values.filter(readable).length} of ${seen.values.length} values readable (boxes from ${smallest(seen.values.map((v) => v.height))} px), small texts from ${smallest(seen.small.filter((t) => t.displayed).map((t) => t.px))} px (${seen.small.filter((t) => !t.displayed).length} of ${seen.small.length} left out), ${seen.edgeTextCount} edge texts shown, overview ${seen.overview ? 'shown' : 'none'}`,
  );
  assertSmallTexts(seen, file);
  assertRulerClear(seen, file);
  assertEdgeTextsClear(seen, file);
  assertEdgesClearOfTexts(seen, file);
  assert.ok(seen.panel.width >= 480 && seen.panel.width <= 600, `the diagram sits beside the editor, about 526 px wide (it is ${seen.panel.width} px)`);
  const practised = (await wb.codeLens('Stop practising').count()) > 0;
  if (practised) {
    // A practice sheet never shrinks its names and answer boxes below readable: one wider than the
    // panel opens on its root and first moves at that size, and pans, with the overview for the rest.
    const small = seen.values.filter((v) => v.displayed && v.height < MIN_VALUE_PX);
    assert.deepEqual(small, [], `${file}: ${small.length} answer boxes drawn under ${MIN_VALUE_PX} px`);
    const legible = seen.values.filter(readable).length;
    assert.ok(legible > 0, `${file}: the sheet opens with answer boxes in the panel`);
    if (legible < seen.values.length) assert.ok(seen.overview, `${file}: the overview shows the rest`);
  } else if (seen.nodes <= ALL_VALUES_UP_TO) {
    const unreadable = seen.values.filter((v) => !readable(v));
    assert.deepEqual(
      unreadable,
      [],
      `${file}: ${unreadable.length} of ${seen.values.length} values are not displayed inside the ${seen.panel.width} px panel at ≥ ${MIN_VALUE_PX} px`,
    );
    assert.ok(seen.values.length > 0, `${file}: the diagram shows values`);
  } else {
    const legible = seen.values.filter(readable).length;
    assert.ok(legible >= SOME_VALUES, `${file}: ${legible} values readable as it opens`);
    if (legible < seen.values.length) assert.ok(seen.overview, `${file}: the overview shows the rest`);
  }
  return seen;
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  ...EXAMPLES.map((file) => ({
    name: `${file}: every value readable (≥ ${MIN_VALUE_PX} px, inside the panel) as the diagram opens beside the editor (light)`,
    timeout: 120_000,
    run: (wb) => openAndCheck(wb, file, 'light'),
  })),
  {
    name: 'a generated 1 000-node tree opens with at least 15 values readable and an overview of the whole tree',
    timeout: 180_000,
    async run(wb) {
      const { page } = wb;
      await closeAll(wb);
      // As a student makes one: New exercise… → random, depth 6, three children each.
      await wb.runCommand('New exercise tree');
      await wb.pick('random');
      const input = page.locator('.quick-input-widget input');
      const answer = async (text) => {
        await input.waitFor({ timeout: LONG });
        await input.fill(text);
        await page.keyboard.press('Enter');
        await page.waitForTimeout(300);
      };
      await answer('6'); // depth
      await answer('3..3'); // children per inner node
      await answer('-10..10'); // payoffs
      await answer('7'); // seed
      await wb.pick('minimax'); // the algorithm the exercise is about
      // What the tree must ask about: nothing in particular (the multiple choice accepted with none ticked).
      await page.locator('.quick-input-widget', { hasText: 'What must the tree ask about' }).waitFor({ timeout: LONG });
      await page.keyboard.press('Enter');
      await wb.editor().locator('.view-lines').waitFor({ timeout: LONG });
      await wb.clickCodeLens(/^▶ Run /);
      const seen = await measure(wb);
      await wb.screenshot('readable-random-1093-light');
      assert.equal(seen.nodes >= 1000, true, `the tree is drawn (${seen.nodes} nodes)`);
      const legible = seen.values.filter(readable);
      console.log(
        `      ${seen.nodes} nodes drawn, ${legible.length} of ${seen.values.length} values readable as it opens, overview ${seen.overview ? 'shown' : 'none'}`,
      );
      assert.ok(legible.length >= 15, `${legible.length} values readable as it opens (of ${seen.values.length} drawn)`);
      assert.ok(seen.overview, 'the overview of the whole tree is shown');
      assertSmallTexts(seen, 'the 1 093-node tree');
      assertRulerClear(seen, 'the 1 093-node tree');
      assertEdgeTextsClear(seen, 'the 1 093-node tree');
      assertEdgesClearOfTexts(seen, 'the 1 093-node tree');
      assert.ok(seen.rootInView, 'the root and its value are in view, clear of the ruler');
      await wb.runCommand('View: Revert and Close Editor');
    },
  },
  {
    name: 'the lecture tree refits as the bottom panel opens and closes, the comparison takes its own space, and the replay keeps the payoffs',
    timeout: 180_000,
    async run(wb) {
      await closeAll(wb);
      await wb.openFile('alphabeta-lecture.gtree');
      await wb.goToLine(treeLine('alphabeta-lecture.gtree'));
      await wb.clickCodeLens(/^▶ Run /);
      const tall = await measure(wb);
      const frame = await wb.webviewFrame({ timeout: LONG });
      const allReadable = (seen, what) =>
        assert.deepEqual(
          seen.values.filter((v) => !readable(v)),
          [],
          `${what}: every value readable inside the panel`,
        );
      const areaHeight = () => frame.$eval('#diagram', (e) => Math.round(e.getBoundingClientRect().height));
      const before = await areaHeight();
      // Ctrl+J: the bottom panel takes the lower part of the window; the drawing is refitted into what is left.
      await wb.runCommand('View: Toggle Panel Visibility');
      await frame.waitForFunction((h) => document.querySelector('#diagram').getBoundingClientRect().height < h - 50, before, { timeout: LONG });
      const short = await measure(wb);
      await wb.screenshot('readable-lecture-bottom-panel-light');
      allReadable(short, 'with the bottom panel open');
      assert.ok(short.values.length === tall.values.length);
      await wb.runCommand('View: Toggle Panel Visibility');
      await frame.waitForFunction((h) => document.querySelector('#diagram').getBoundingClientRect().height >= h - 2, before, { timeout: LONG });
      allReadable(await measure(wb), 'with the bottom panel closed again');
      // Compare: the table sits above the drawing, which is refitted under it.
      await frame.click('#compare');
      await frame.waitForSelector('#compare-table tr', { timeout: LONG });
      await frame.waitForFunction(
        () => document.querySelector('#compare-panel').getBoundingClientRect().bottom <= document.querySelector('#diagram').getBoundingClientRect().top + 0.5,
        null,
        {
          timeout: LONG,
        },
      );
      await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      allReadable(await measure(wb), 'under the comparison');
      await wb.screenshot('readable-lecture-compare-light');
      await frame.click('#compare-close');
      // The replay's first step: nothing is computed yet, but every leaf's payoff is there, faded.
      await frame.click('#replay-first');
      const leaves = await frame.$$eval('g.node.given text.value', (ts) => ts.map((t) => t.textContent));
      assert.deepEqual(leaves, ['3', '12', '8', '2', '4', '6', '14', '5', '2'], 'the leaves keep their payoffs from the first step');
      await wb.screenshot('readable-lecture-replay-start-light');
      await frame.click('#replay-last');
    },
  },
  {
    name: 'the dark theme',
    run: (wb) => wb.setTheme('Default Dark Modern'),
  },
  ...EXAMPLES.map((file) => ({
    name: `${file}: every value readable as the diagram opens (dark)`,
    timeout: 120_000,
    run: (wb) => openAndCheck(wb, file, 'dark'),
  })),
  {
    name: 'back to the light theme',
    run: async (wb) => {
      await wb.setTheme('Default Light Modern');
      await closeAll(wb);
    },
  },
];
