/**
 * The diagram's tree widget (keyboard, screen reader) and practice mode's input and marks, in
 * Chromium on the real page (harness.ts). The practice diagrams are the lecture tree's
 * DiagramModel with a student's answers written in by hand: what the core sends while a student
 * works on its blank sheet. Needs `npm run build` first.
 *
 *   flock /tmp/gtree-browser.lock npx mocha --no-config --node-option import=tsx --timeout 120000 test/browser/practice.browser.test.ts
 */
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DiagramModel, DiagramNode, NodeAnswer, PracticeView, ShownWindow } from '../../src/core/diagram/diagram';
import { ARTIFACTS, CHROMIUM, contrast, launchChromium, rgbOf, ROOT, send, serve, show, styleOf, THEMES, type HarnessWindow } from './harness';
import { diagramOfExample } from '../unit/diagram-fixtures';
import { applyEdits, blankSheet, checkText, diagramOf, generateTree, practiceDiagram, run, unknownPracticeDiagram } from '../../src/core';

declare const window: HarnessWindow;
interface PageElement {
  readonly id: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
}
declare const document: { readonly activeElement: PageElement | null; querySelector(selector: string): PageElement | null };
interface DOMRectLike {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
declare function getComputedStyle(el: unknown): { getPropertyValue(name: string): string; strokeWidth: string; stroke: string; display: string };

/**
 * A random alpha-beta sheet of 40 nodes (depth 3, 3 children each), every answer blank, as practice
 * mode draws it: what "New practice tree…" makes with seed 18309.
 */
function fortyNodeSheet(): DiagramModel {
  const made = generateTree({
    kind: 'random',
    algorithm: 'alphabeta',
    depth: 3,
    minBranching: 3,
    maxBranching: 3,
    low: 0,
    high: 20,
    cutoff: null,
    seed: 18309,
  });
  if (!made.ok) throw new Error(made.message);
  const solved = checkText(made.text).trees[0].model!;
  const tree = checkText(applyEdits(made.text, blankSheet(solved, made.text))).trees[0].model!;
  const outcome = run(tree, {});
  if (!outcome.ok) throw new Error(outcome.message);
  return practiceDiagram(diagramOf(tree, outcome.trace, null), outcome.trace, { checked: false, solutionShown: false, hint: null, announcement: null });
}

/*
 * The lecture tree (ids in pre-order): A 0 [B 1 [3 12 8], C 5 [2 4 6], D 9 [14 5 2]]; the run cuts the edges to 7 and 8.
 * The student has written: A = 5 (wrong: 3), B = 3 <−∞, +∞> (both right), C = 2 (right), its window blank, D blank;
 * cut marks on the edges to 7 (right) and to 11 (wrong: D's children are all searched).
 */
const WRITTEN: Record<number, { value: string; alpha: string; beta: string }> = {
  0: { value: '5', alpha: '', beta: '' },
  1: { value: '3', alpha: '-inf', beta: '+inf' },
  5: { value: '2', alpha: '', beta: '' },
  9: { value: '', alpha: '', beta: '' },
};
const VERDICTS: Record<number, Pick<NodeAnswer, 'value' | 'window'>> = {
  0: { value: 'wrong', window: 'blank' },
  1: { value: 'right', window: 'right' },
  5: { value: 'right', window: 'blank' },
  9: { value: 'blank', window: 'blank' },
};
const MARKS: Record<number, { mark: 1 | 2; cut: 'right' | 'wrong' }> = { 7: { mark: 1, cut: 'right' }, 11: { mark: 1, cut: 'wrong' } };
/** The lecture's names: "C, MIN, reached by a2 from A, window blank, value 2, right". */
const SPOKEN: Record<number, string> = {
  0: 'A, MAX, the root, window blank, value 5, wrong',
  1: 'B, MIN, reached by a1 from A, window minus infinity to plus infinity, right, value 3, right',
  2: 'leaf 3, reached by the 1st move from B',
  3: 'leaf 12, reached by the 2nd move from B',
  4: 'leaf 8, reached by the 3rd move from B',
  5: 'C, MIN, reached by a2 from A, window blank, value 2, right',
  6: 'leaf 2, reached by the 1st move from C',
  7: 'leaf 4, reached by the 2nd move from C, marked cut, right',
  8: 'leaf 6, reached by the 3rd move from C',
  9: 'D, MIN, reached by a3 from A, window blank, value blank',
  10: 'leaf 14, reached by the 1st move from D',
  11: 'leaf 5, reached by the 2nd move from D, marked cut, wrong',
  12: 'leaf 2, reached by the 3rd move from D',
};

/** An unknowns sheet: the lecture tree with C's first leaf the unknown x, A's value and C's two conditions written. */
const UNKNOWN_SHEET = `tree "U" {
  algorithm: alphabeta
  unknowns: x in [-10, 10]
  A ={max(3, x)} [ a1 -> B =3 [ 3 12 8 ]  a2 -> C =? [ x /{x <= 3} 4 /{x < 3} 6 ]  a3 -> D =? [ 14 5 2 ] ]
}`;

/** A blank as a sheet draws it: a box `□` (the value's words say "blank"). */
const BOX = '□';

function practiceNode(node: DiagramNode, checked: boolean): DiagramNode {
  const written = WRITTEN[node.id];
  const mark = MARKS[node.id];
  const verdicts = VERDICTS[node.id];
  const bound = (text: string): string => (text === '' ? BOX : text.replace('-inf', '−∞').replace('+inf', '+∞'));
  const shownWindow: ShownWindow | null = written
    ? {
        text: `α = ${bound(written.alpha).replace(BOX, 'blank')}, β = ${bound(written.beta).replace(BOX, 'blank')}`,
        alpha: bound(written.alpha),
        beta: bound(written.beta),
      }
    : null;
  // Checked, each answer the sheet asks for is right, wrong or blank; not checked, a written one carries no verdict yet.
  const unchecked = (text: string): 'blank' | null => (text === '' ? 'blank' : null);
  const answer: NodeAnswer = {
    value: verdicts ? (checked ? verdicts.value : unchecked(written.value)) : null,
    window: verdicts ? (checked ? verdicts.window : unchecked(written.alpha + written.beta)) : null,
    mark: mark?.mark ?? 0,
    cut: mark ? (checked ? mark.cut : null) : null,
    written: written ?? { value: '', alpha: '', beta: '' },
  };
  return {
    ...node,
    // A leaf's payoff is given; an inner node shows what the student wrote, a box where nothing is.
    value: node.payoff ?? (written.value !== '' ? { text: written.value, parts: [written.value] } : { text: 'blank', parts: [BOX] }),
    window: shownWindow,
    cut: mark?.mark ?? 0,
    pv: false,
    // Unvisited as far as the model says: practice mode fades nothing all the same (a fade would point at the cuts).
    visits: 0,
    order: null,
    researched: false,
    tt: null,
    answer,
    spoken: checked ? SPOKEN[node.id] : SPOKEN[node.id].replace(/, (right|wrong)/g, ''),
  };
}

function practiceOf(lecture: DiagramModel, practice: Partial<PracticeView> = {}): DiagramModel {
  const view: PracticeView = {
    checked: true,
    counts: { right: 4, wrong: 2, blank: 5, total: 11 },
    countsText: '4 right, 2 wrong, 5 blank of 11',
    windowed: true,
    scoutCuts: false,
    cutsLeft: '1 cut still to mark',
    hint: null,
    solutionShown: false,
    announcement: null,
    ...practice,
  };
  return {
    ...lecture,
    nodes: lecture.nodes.map((n) => practiceNode(n, view.checked)),
    steps: [],
    totals: null,
    rootValue: null,
    pvText: '',
    answers: null,
    practice: view,
  };
}

/** The element with the keyboard focus: its id, else its node's data-id as `node N`, else its tag. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    const node = el?.closest('.node');
    return node ? `node ${node.getAttribute('data-id')}` : el?.id ? `#${el.id}` : 'none';
  });
/** The messages the page posted for the student's input, in order (answers, marks, the toolbar, the keys for the editor). */
const inputs = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => window.posted.filter((m) => ['answer', 'mark', 'practice', 'reveal', 'goToSource', 'focusEditor'].includes(m.type)));
/** What the answer form's shown fields hold, in order. */
const fieldValues = (page: Page): Promise<string[]> =>
  page.$$eval('#answer-form .answer-field:not([hidden]) input', (els) => els.map((e) => (e as unknown as { value: string }).value));
const text = (page: Page, selector: string): Promise<string> => page.$eval(selector, (e) => e.textContent ?? '');
const count = (page: Page, selector: string): Promise<number> => page.locator(selector).count();
/** The names of the tree's items, read from the page's accessibility snapshot. */
async function treeNames(page: Page): Promise<string[]> {
  const snapshot = await page.locator('#nodes').ariaSnapshot();
  return Array.from(snapshot.matchAll(/^\s*- treeitem "((?:[^"\\]|\\.)*)"/gm), (m) => m[1]);
}
/** Clicks the middle of the edge into `child` (on its hit line), with Shift if asked. */
async function clickEdge(page: Page, child: number, shift = false): Promise<void> {
  const at = await page.evaluate((id) => {
    const line = document.querySelector(`g.edge[data-child="${id}"] .hit`) as unknown as {
      getTotalLength(): number;
      getPointAtLength(l: number): { x: number; y: number; matrixTransform(m: unknown): { x: number; y: number } };
      getScreenCTM(): unknown;
    };
    const p = line.getPointAtLength(line.getTotalLength() * 0.4).matrixTransform(line.getScreenCTM());
    return { x: p.x, y: p.y };
  }, child);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(at.x, at.y);
  if (shift) await page.keyboard.up('Shift');
}
const clearPosted = (page: Page): Promise<void> => page.evaluate(() => void (window.posted = []));

describe('tree widget and practice mode in Chromium', function () {
  this.timeout(120_000);
  let server: Server;
  let browser: Browser;
  let origin: string;
  const pageErrors: string[] = [];
  const lecture = diagramOfExample('alphabeta-lecture.gtree');
  const checkedSheet = practiceOf(lecture);

  before(async function () {
    if (!existsSync(join(ROOT, 'dist/webview/diagram.js'))) throw new Error('dist/webview is missing: run `npm run build` first');
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: npm test installs it (or: apt-get install -y chromium)`);
    server = await serve();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    server?.close();
  });

  afterEach(() => assert.deepEqual(pageErrors.splice(0), [], 'no uncaught errors in the page'));

  /** `scale`: device pixels per CSS pixel (2: a HiDPI screen). */
  async function openPage(theme = 'vscode-dark', scale = 1): Promise<Page> {
    const p = await browser.newPage({ viewport: { width: 1100, height: 700 }, deviceScaleFactor: scale });
    p.on('pageerror', (e) => pageErrors.push(e.message));
    await p.goto(`${origin}/?theme=${theme}`);
    await p.waitForFunction(() => window.posted.some((m) => m.type === 'ready' || m.type === 'error'));
    return p;
  }

  it('makes the drawing a tree of items named as the model speaks them, with level, place among siblings and expanded state', async () => {
    const page = await openPage();
    await show(page, lecture);
    const snapshot = await page.locator('#nodes').ariaSnapshot();
    assert.match(snapshot, /^- tree "Game tree Alfa-beta primer"/);
    assert.deepEqual(
      await treeNames(page),
      lecture.nodes.map((n) => n.spoken),
    );
    // A is the root and takes Tab (selected); inner nodes are expanded, leaves carry no expanded state.
    assert.match(snapshot, new RegExp(`- treeitem "${lecture.nodes[0].spoken}" \\[expanded\\] \\[level=1\\] \\[selected\\]`));
    assert.match(snapshot, new RegExp(`- treeitem "${lecture.nodes[5].spoken}" \\[expanded\\] \\[level=2\\]:`));
    assert.match(snapshot, new RegExp(`- treeitem "${lecture.nodes[7].spoken.replace(/[()]/g, '\\$&')}" \\[level=3\\]:`));
    const place = (id: number): Promise<string[]> =>
      page.$eval(`g.node[data-id="${id}"]`, (e) => ['aria-level', 'aria-posinset', 'aria-setsize'].map((a) => e.getAttribute(a) ?? ''));
    assert.deepEqual(await place(0), ['1', '1', '1']);
    assert.deepEqual(await place(5), ['2', '2', '3'], 'C: the 2nd of A’s 3 children');
    assert.deepEqual(await place(12), ['3', '3', '3'], 'the last leaf: the 3rd of D’s 3');
    assert.equal(await page.$eval('#nodes', (e) => e.getAttribute('aria-describedby')), 'tree-keys');
    // The editor's cursor on C: C is current, and Tab enters the tree there.
    await send(page, { type: 'highlight', node: 5 });
    await page.waitForSelector('g.node[data-id="5"][aria-current="true"]');
    await page.focus('#compare');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'node 5');
    assert.match(
      await page.locator('#nodes').ariaSnapshot(),
      new RegExp(`- treeitem "${lecture.nodes[5].spoken}" \\[expanded\\] \\[level=2\\] \\[selected\\]`),
    );
    assert.match(await text(page, '#tree-keys'), /Up: the parent\. Down: the first child\./);
    await page.close();
  });

  it('takes Tab at the root, moves with the arrows as documented, keeps the focused node in view with a 2 px ring, and posts Escape, F12, G and Enter', async () => {
    const page = await openPage();
    await show(page, lecture);
    await page.focus('#compare');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'node 0', 'Tab from the toolbar enters the tree at the root');
    const moves: [string, string][] = [
      ['ArrowDown', 'node 1'], // B, A's first child
      ['ArrowRight', 'node 5'], // C, the next in the row
      ['ArrowRight', 'node 9'], // D
      ['ArrowRight', 'node 9'], // the end of the row
      ['ArrowDown', 'node 10'], // leaf 14
      ['ArrowRight', 'node 11'],
      ['ArrowLeft', 'node 10'],
      ['ArrowLeft', 'node 8'], // across to C's last leaf: the row goes on
      ['Home', 'node 2'], // the row's first: B's leaf 3
      ['End', 'node 12'],
      ['ArrowUp', 'node 9'],
      ['ArrowUp', 'node 0'],
      ['ArrowUp', 'node 0'],
      ['ArrowDown', 'node 1'],
      ['ArrowDown', 'node 2'],
      ['ArrowDown', 'node 2'], // a leaf has no child
    ];
    for (const [key, expected] of moves) {
      await page.keyboard.press(key);
      assert.equal(await focused(page), expected, `after ${key}`);
    }
    assert.equal(await page.locator('g.node[tabindex="0"]').count(), 1, 'one node takes Tab (a roving tabindex)');
    assert.equal(await page.$eval('g.node[tabindex="0"]', (e) => e.getAttribute('aria-selected')), 'true');
    // The ring: shown around the focused node, at least 2 px, in the theme's focus colour, 3:1 on the background.
    const ring = await page.evaluate(() => {
      const line = document.querySelector('#focus-ring .focus-line') as unknown as { getBoundingClientRect(): DOMRectLike };
      const node = document.querySelector('g.node[data-id="2"] .outline') as unknown as { getBoundingClientRect(): DOMRectLike };
      const style = getComputedStyle(line);
      return {
        display: document.querySelector('#focus-ring')!.getAttribute('display'),
        width: parseFloat(style.strokeWidth),
        colour: style.stroke,
        ring: line.getBoundingClientRect(),
        node: node.getBoundingClientRect(),
      };
    });
    assert.equal(ring.display, null, 'the ring is displayed');
    assert.ok(ring.width >= 2, `ring ${ring.width} px`);
    assert.ok(ring.ring.left < ring.node.left && ring.ring.right > ring.node.right && ring.ring.top < ring.node.top && ring.ring.bottom > ring.node.bottom);
    assert.ok(contrast(rgbOf(ring.colour), rgbOf('#1f1f1f')) >= 3, `ring ${ring.colour} on the dark background`);
    // Under the edges: its halo never hides a cut's strokes on a short edge into the focused node.
    assert.ok(
      await page.evaluate(() => {
        const ringEl = document.querySelector('#focus-ring') as unknown as { compareDocumentPosition(other: unknown): number };
        return (ringEl.compareDocumentPosition(document.querySelector('#edges')) & 4) !== 0; // Node.DOCUMENT_POSITION_FOLLOWING
      }),
      'the ring comes before the edges',
    );
    // Tab leaves the tree and Shift+Tab comes back to the node last focused.
    await page.keyboard.press('Tab');
    assert.doesNotMatch(await focused(page), /^node/);
    assert.equal(await page.$eval('#focus-ring', (e) => e.getAttribute('display')), 'none', 'no ring without focus');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(page), 'node 2');
    // Zoomed in, a node moved to off screen is brought into view.
    for (let i = 0; i < 6; i++) await page.click('#zoom-in');
    await page.focus('g.node[data-id="2"]');
    await page.keyboard.press('End');
    assert.equal(await focused(page), 'node 12');
    const inView = await page.evaluate(() => {
      const area = (document.querySelector('#diagram') as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
      const r = (document.querySelector('g.node[data-id="12"] .outline') as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
      return r.left >= area.left && r.right <= area.right && r.top >= area.top && r.bottom <= area.bottom;
    });
    assert.ok(inView, 'the focused node is in view');
    await clearPosted(page);
    for (const key of ['Escape', 'F12', 'g', 'Enter']) await page.keyboard.press(key);
    assert.deepEqual(await inputs(page), [
      { type: 'focusEditor' },
      { type: 'goToSource', node: 12 },
      { type: 'goToSource', node: 12 },
      { type: 'reveal', node: 12 },
    ]);
    await page.close();
  });

  it('collapses and expands the focused node with - and +, and keeps the focus through the new drawing', async () => {
    const page = await openPage();
    await show(page, lecture);
    await page.focus('g.node[data-id="0"]');
    await page.keyboard.press('ArrowDown');
    let before = await page.evaluate(() => window.posted.filter((m) => m.type === 'rendered').length);
    await page.keyboard.press('-');
    await page.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n, before);
    assert.equal(await count(page, 'g.node'), 10);
    assert.equal(await page.$eval('g.node[data-id="1"]', (e) => e.getAttribute('aria-expanded')), 'false');
    assert.equal(await focused(page), 'node 1', 'the focus stays on B in the new drawing');
    before = await page.evaluate(() => window.posted.filter((m) => m.type === 'rendered').length);
    await page.keyboard.press('ArrowDown'); // on a collapsed node: expands it
    await page.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n, before);
    assert.equal(await count(page, 'g.node'), 13);
    assert.equal(await page.$eval('g.node[data-id="1"]', (e) => e.getAttribute('aria-expanded')), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(page), 'node 2');
    await page.close();
  });

  it('names each node of a practice sheet as the model speaks it, and draws each verdict by shape and text: ✓ circle, ✗ square, dashed ring, dashed strokes', async () => {
    const page = await openPage();
    await show(page, checkedSheet);
    assert.deepEqual(await treeNames(page), Object.values(SPOKEN));
    const header = await text(page, '#header');
    assert.ok(header.includes('4 right, 2 wrong, 5 blank of 11') && header.includes('1 cut still to mark'), header);
    assert.ok(!/value 3|PV|calls/.test(header), `the header gives nothing away: ${header}`);
    const badges = await page.$$eval('.verdict-badge', (els) =>
      els.map((e) => ({
        at: e.closest('[data-id]')?.getAttribute('data-id') ?? `edge ${e.closest('.edge')!.getAttribute('data-child')}`,
        what: `${e.querySelector('title')!.textContent} ${e.querySelector('.verdict-glyph')!.textContent} ${e.querySelector('.verdict-shape')!.tagName}`,
      })),
    );
    assert.deepEqual(badges, [
      { at: 'edge 7', what: 'cut right ✓ circle' },
      { at: 'edge 11', what: 'cut wrong ✗ rect' },
      { at: '0', what: 'value wrong ✗ rect' },
      { at: '1', what: 'value right ✓ circle' },
      { at: '5', what: 'value right ✓ circle' },
    ]);
    assert.deepEqual(
      await page.$$eval('.verdict-ring', (els) => els.map((e) => e.closest('.node')!.getAttribute('data-id'))),
      ['0'],
      'the wrong value is ringed',
    );
    assert.deepEqual(await page.$$eval('.verdict-window', (els) => els.map((e) => `${e.closest('.node')!.getAttribute('data-id')} ${e.textContent}`)), [
      '1 ✓window right',
    ]);
    assert.equal(await styleOf(page, 'g.edge[data-child="11"] .strike', 'stroke-dasharray'), '3px, 2px');
    assert.equal(await styleOf(page, 'g.edge[data-child="7"] .strike', 'stroke-dasharray'), 'none');
    assert.equal(await page.$eval('g.node[data-id="9"] .value', (e) => e.textContent), '□', "D's blank stays a blank box");
    assert.equal(await page.$eval('g.node[data-id="9"] .window', (e) => e.textContent), 'α=□ β=□');
    assert.equal(await count(page, 'g.node.faded'), 0, 'nothing fades while practising');
    assert.equal(await page.locator('g.node[data-id="9"] .verdict').count(), 0);
    // Unchecked ("check when I press Check"): no verdict anywhere, and the Check button.
    await show(page, practiceOf(lecture, { checked: false }));
    assert.equal(await count(page, '.verdict'), 0);
    assert.equal(await count(page, 'g.edge[data-verdict]'), 0);
    assert.equal(await page.isVisible('#practice-check'), true);
    // An answer written but not checked yet can be changed: C's input opens with its value.
    await page.locator('g.node[data-id="5"]').click();
    assert.equal(await page.inputValue('#answer-value'), '2');
    await page.close();
  });

  it('answers in the diagram: Enter opens the input at the node, Tab goes round it, Enter posts the answer, Escape closes it; the focus comes back', async () => {
    const page = await openPage();
    await show(page, checkedSheet);
    await page.focus('#practice-solution');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'node 0');
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await focused(page), 'node 9');
    await clearPosted(page);
    await page.keyboard.press('Enter');
    assert.equal(await focused(page), '#answer-value');
    assert.equal(await page.$eval('#answer-form', (e) => e.getAttribute('aria-label')), 'Answer at D');
    assert.deepEqual(await fieldValues(page), ['', '', '']);
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), '#answer-alpha');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), '#answer-beta');
    await page.keyboard.type(' +inf ');
    await page.keyboard.press('Enter');
    assert.deepEqual(await inputs(page), [{ type: 'answer', node: 9, value: '2', alpha: '3', beta: '+inf' }]);
    // The form waits for the host's word that the answer is written.
    assert.equal(await page.isVisible('#answer-form'), true);
    await send(page, { type: 'answerWritten', node: 9, problem: null, field: null });
    assert.equal(await page.isVisible('#answer-form'), false);
    assert.equal(await focused(page), 'node 9', 'the focus is back on D');
    // B's input holds what the file has; Tab goes round (Write, ×, back to the value); Escape writes nothing.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(page), 'node 1');
    await page.keyboard.press('Enter');
    assert.deepEqual(await fieldValues(page), ['3', '-inf', '+inf']);
    const round: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      round.push(
        await page.evaluate(() =>
          document.activeElement!.closest('#answer-form') ? document.activeElement!.id || document.activeElement!.getAttribute('class')! : 'outside',
        ),
      );
    }
    assert.deepEqual(round, ['answer-alpha', 'answer-beta', 'answer-write', 'answer-cancel', 'answer-value']);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('#answer-form'), false);
    assert.equal(await focused(page), 'node 1');
    assert.equal((await inputs(page)).length, 1, 'Escape posts nothing (not even focusEditor)');
    // By mouse: a click on C opens its input beside it; a cleared value is posted as a blank.
    await page.locator('g.node[data-id="5"]').click();
    assert.equal(await focused(page), '#answer-value');
    const beside = await page.evaluate(() => {
      const form = (document.querySelector('#answer-form') as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
      const node = (document.querySelector('g.node[data-id="5"]') as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
      return { form, node };
    });
    assert.ok(beside.form.left >= beside.node.right || beside.form.right <= beside.node.left, 'the input is beside the node, not over it');
    assert.ok(beside.form.top < beside.node.bottom && beside.form.bottom > beside.node.top, 'at its height');
    await page.fill('#answer-value', '');
    await page.keyboard.press('Enter');
    assert.deepEqual((await inputs(page)).at(-1), { type: 'answer', node: 5, value: '', alpha: '', beta: '' });
    await send(page, { type: 'answerWritten', node: 5, problem: null, field: null });
    // Without windows (minimax): the value alone, α and β null.
    await show(page, practiceOf(lecture, { windowed: false }));
    await page.locator('g.node[data-id="9"]').click();
    assert.equal(await page.isVisible('#answer-alpha'), false);
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    assert.deepEqual((await inputs(page)).at(-1), { type: 'answer', node: 9, value: '2', alpha: null, beta: null });
    // A leaf asks nothing: Enter opens no input and says so.
    await page.focus('g.node[data-id="9"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await page.isVisible('#answer-form'), false);
    assert.match(await text(page, '#announcer'), /nothing to answer/);
    await page.close();
  });

  it('asks a cut’s condition on an unknowns sheet: a spoken field for the edge, by keyboard alone, a leaf’s only field, refused in place', async () => {
    // The lecture tree with C's first leaf the unknown x: ids A 0, B 1, C 5 [x 6, 4 7, 6 8], D 9.
    const tree = checkText(UNKNOWN_SHEET).trees[0].model!;
    const sheet = unknownPracticeDiagram(tree, { checked: true, solutionShown: false, announcement: null })!;
    const page = await openPage();
    await show(page, sheet);
    await clearPosted(page);
    await page.focus('#practice-solution');
    await page.keyboard.press('Tab');
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await focused(page), 'node 7');
    await page.keyboard.press('Enter');
    assert.equal(await focused(page), '#answer-condition', 'at a leaf the condition is the only field');
    assert.deepEqual(await fieldValues(page), ['x <= 3']);
    assert.equal(
      await page.$eval('#answer-condition', (e) => e.getAttribute('aria-label')),
      'When the edge to leaf 4 (a2 → 2nd) is cut: a condition on x such as x <= 3, empty for no cut',
    );
    assert.equal((await page.locator('#answer-form').ariaSnapshot()).includes('textbox "When the edge to leaf 4'), true);
    await page.keyboard.type('x <== 3');
    await page.keyboard.press('Enter');
    assert.deepEqual(await inputs(page), [{ type: 'answer', node: 7, value: '', alpha: null, beta: null, condition: 'x <== 3' }]);
    const problem = "'x <== 3' is not a condition here: expected a condition on x such as 'x <= 3'.";
    await send(page, { type: 'answerWritten', node: 7, problem, field: 'condition' });
    await page.waitForSelector('#answer-condition[aria-invalid="true"]');
    assert.equal(await page.$eval('#answer-condition', (e) => e.getAttribute('aria-describedby')), 'answer-error');
    assert.equal(await focused(page), '#answer-condition');
    assert.equal(await text(page, '#answer-error'), problem);
    await page.keyboard.press('Escape');
    assert.equal(await focused(page), 'node 7');
    // An inner node: its value first, then its edge's condition, in one answer; Tab goes round both and the buttons.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(page), 'node 5');
    await page.keyboard.press('Enter');
    assert.equal(await focused(page), '#answer-value');
    assert.deepEqual(await fieldValues(page), ['', '']);
    const round: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      round.push(await page.evaluate(() => document.activeElement!.id || document.activeElement!.getAttribute('class')!));
    }
    assert.deepEqual(round, ['answer-condition', 'answer-write', 'answer-cancel', 'answer-value']);
    await page.keyboard.type('min(x, 4)');
    await page.keyboard.press('Tab');
    await page.keyboard.type('never');
    await page.keyboard.press('Enter');
    assert.deepEqual((await inputs(page)).at(-1), { type: 'answer', node: 5, value: 'min(x, 4)', alpha: null, beta: null, condition: 'never' });
    await send(page, { type: 'answerWritten', node: 5, problem: null, field: null });
    // The host's word comes as a message, a task later.
    await page.waitForSelector('#answer-form', { state: 'hidden' });
    assert.equal(await focused(page), 'node 5');
    // The root has no edge: its value alone.
    await page.locator('g.node[data-id="0"]').click();
    assert.equal(await page.isVisible('#answer-condition'), false);
    assert.deepEqual(await fieldValues(page), ['max(3, x)']);
    await page.keyboard.press('Enter');
    assert.deepEqual((await inputs(page)).at(-1), { type: 'answer', node: 0, value: 'max(3, x)', alpha: null, beta: null });
    await page.close();
  });

  it('opens the answer form where it hides neither the node nor its leaves, in a wide and in a narrow panel', async () => {
    // The student reads the node's children to answer: the form must leave them in sight (B, C and D each have three leaves).
    const parents: Record<number, number[]> = { 1: [2, 3, 4], 5: [6, 7, 8], 9: [10, 11, 12] };
    for (const viewport of [
      { width: 1100, height: 700 },
      { width: 360, height: 640 },
    ]) {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await page.goto(`${origin}/?theme=vscode-dark`);
      await page.waitForFunction(() => window.posted.some((m) => m.type === 'ready' || m.type === 'error'));
      await show(page, checkedSheet);
      for (const [id, children] of Object.entries(parents)) {
        await page.locator(`g.node[data-id="${id}"]`).click();
        await page.waitForSelector('#answer-form:not([hidden])');
        const boxes = await page.evaluate(
          (ids) => {
            // No named helper inside: the page lacks the one the test's compiler would call.
            const [form, ...kept] = ['#answer-form', ...ids.map((n) => `g.node[data-id="${n}"]`)].map((sel) =>
              (document.querySelector(sel) as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect(),
            );
            return { form, kept: kept.map((box, i) => ({ n: ids[i], box })) };
          },
          [Number(id), ...children],
        );
        for (const { n, box } of boxes.kept) {
          const apart = boxes.form.left >= box.right || boxes.form.right <= box.left || boxes.form.top >= box.bottom || boxes.form.bottom <= box.top;
          assert.ok(apart, `${viewport.width} px wide: the form at node ${id} ${JSON.stringify(boxes.form)} covers node ${n} ${JSON.stringify(box)}`);
        }
        await page.keyboard.press('Escape');
      }
      await page.close();
    }
  });

  it('marks cuts by a click on the edge or Space on the node: / and back, and for negascout /, //, none (Shift: // at once)', async () => {
    const page = await openPage();
    await show(page, checkedSheet);
    await clearPosted(page);
    await clickEdge(page, 8); // unmarked
    await clickEdge(page, 7); // marked /
    // The click leaves the focus on the edge's child, so the keyboard goes on from there.
    assert.equal(await focused(page), 'node 7');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await focused(page), 'node 11');
    await page.keyboard.press('Space'); // marked /
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space'); // the root: no edge
    assert.deepEqual(await inputs(page), [
      { type: 'mark', node: 8, mark: 1 },
      { type: 'mark', node: 7, mark: 0 },
      { type: 'mark', node: 11, mark: 0 },
    ]);
    const scout = practiceOf(lecture, { scoutCuts: true });
    await show(page, { ...scout, nodes: scout.nodes.map((n) => (n.id === 12 ? { ...n, cut: 2, answer: { ...n.answer!, mark: 2 } } : n)) });
    await clearPosted(page);
    await clickEdge(page, 8); // none → /
    await clickEdge(page, 7); // / → //
    await clickEdge(page, 12); // // → none
    await clickEdge(page, 10, true); // Shift: none → //
    assert.equal(await focused(page), 'node 10');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key); // 8, 7, 6, then B's 4
    assert.equal(await focused(page), 'node 4');
    await page.keyboard.press('Shift+Space'); // none → //
    await page.keyboard.press('Space'); // none → /
    assert.deepEqual(await inputs(page), [
      { type: 'mark', node: 8, mark: 1 },
      { type: 'mark', node: 7, mark: 2 },
      { type: 'mark', node: 12, mark: 0 },
      { type: 'mark', node: 10, mark: 2 },
      { type: 'mark', node: 4, mark: 2 },
      { type: 'mark', node: 4, mark: 1 },
    ]);
    // Not practising: an edge click does nothing, and a node click reveals the node as before.
    await show(page, lecture);
    await clearPosted(page);
    assert.equal(await count(page, '.edge .hit'), 0);
    await page.locator('g.node[data-id="5"]').click();
    assert.deepEqual(await inputs(page), [{ type: 'reveal', node: 5 }]);
    await page.close();
  });

  it('has a practice toolbar (Check, Next step, Show / Hide solution), shows the hint on its node and in a caption, and says checks in a live region', async () => {
    const page = await openPage();
    await show(page, practiceOf(lecture, { checked: false }));
    await clearPosted(page);
    await page.click('#practice-check');
    await page.click('#practice-next');
    await page.click('#practice-solution');
    assert.deepEqual(await inputs(page), [
      { type: 'practice', action: 'check' },
      { type: 'practice', action: 'nextStep' },
      { type: 'practice', action: 'showSolution' },
    ]);
    assert.equal(await page.$eval('#announcer', (e) => e.getAttribute('aria-live')), 'polite');
    await show(page, practiceOf(lecture, { announcement: '4 right, 2 wrong, 5 blank of 11' }));
    assert.equal(await text(page, '#announcer'), '4 right, 2 wrong, 5 blank of 11');
    assert.equal(await page.isVisible('#practice-check'), false, 'checked as I go: no Check button');
    const hint = 'D receives the window α = 3, β = +∞ from A: A has 3 from B, and MAX keeps the better.';
    await show(page, practiceOf(lecture, { announcement: '4 right, 2 wrong, 5 blank of 11', hint: { node: 9, text: hint } }));
    assert.equal(await text(page, '#practice-hint'), hint);
    assert.deepEqual(await page.$$eval('g.node.hinted', (els) => els.map((e) => e.getAttribute('data-id'))), ['9']);
    assert.equal(await page.locator('g.node[data-id="9"] .hint-ring').count(), 1);
    assert.equal(await page.$eval('g.node[data-id="9"]', (e) => e.getAttribute('aria-describedby')), 'practice-hint', 'D is described by the hint');
    assert.equal(await text(page, '#announcer'), hint, 'the new hint is said, the unchanged counts are not said again');
    // An answer comes back checked: its node's verdict is said.
    await page.locator('g.node[data-id="5"]').click();
    await page.keyboard.press('Enter');
    await show(page, practiceOf(lecture, { announcement: '4 right, 2 wrong, 5 blank of 11', hint: { node: 9, text: hint } }));
    assert.equal(await text(page, '#announcer'), 'C: value right');
    // The solution on show: nothing to answer, Hide solution.
    await show(page, practiceOf(lecture, { solutionShown: true }));
    assert.equal(await text(page, '#practice-solution'), 'Hide solution');
    await clearPosted(page);
    await page.click('#practice-solution');
    await page.locator('g.node[data-id="5"]').click();
    assert.equal(await page.isVisible('#answer-form'), false);
    assert.equal(await count(page, '.edge .hit'), 0);
    assert.deepEqual(await inputs(page), [
      { type: 'practice', action: 'hideSolution' },
      { type: 'reveal', node: 5 },
    ]);
    await page.close();
  });

  it('draws a checked practice sheet readably in the light, dark and high-contrast themes: marks 4.5:1, focus ring 3:1 (screenshots)', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const hint = 'D receives the window α = 3, β = +∞ from A.';
    for (const theme of Object.keys(THEMES)) {
      const page = await openPage(theme, 2);
      await show(page, practiceOf(lecture, { hint: { node: 9, text: hint } }));
      await page.focus('g.node[tabindex="0"]');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      assert.equal(await focused(page), 'node 5');
      const paint = await page.evaluate(() => {
        return {
          background: getComputedStyle(document.querySelector('body')).getPropertyValue('background-color'),
          right: getComputedStyle(document.querySelector('.verdict-badge.right .verdict-glyph')).getPropertyValue('fill'),
          wrong: getComputedStyle(document.querySelector('.verdict-badge.wrong .verdict-glyph')).getPropertyValue('fill'),
          ring: getComputedStyle(document.querySelector('#focus-ring .focus-line')).stroke,
          ringWidth: parseFloat(getComputedStyle(document.querySelector('#focus-ring .focus-line')).strokeWidth),
        };
      });
      const bg = rgbOf(paint.background);
      for (const [what, colour, least] of [
        ['right glyph', paint.right, 4.5],
        ['wrong glyph', paint.wrong, 4.5],
        ['focus ring', paint.ring, 3],
      ] as const) {
        const ratio = contrast(rgbOf(colour), bg);
        assert.ok(ratio >= least, `${theme}: ${what} ${colour} on ${paint.background} is ${ratio.toFixed(2)}:1`);
      }
      assert.ok(paint.ringWidth >= (theme === 'vscode-high-contrast' ? 3 : 2.5), `${theme}: ring ${paint.ringWidth} px`);
      // The page as a student sees it (on a HiDPI screen, at the scale the diagram opens with), and the tree alone.
      await page.screenshot({ path: join(ARTIFACTS, `practice-lecture-${theme.replace('vscode-', '')}.png`) });
      const tree = await page.evaluate(() => {
        const r = (document.querySelector('#viewport') as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
        return { x: r.left - 12, y: r.top - 12, width: r.right - r.left + 24, height: r.bottom - r.top + 24 };
      });
      await page.screenshot({ path: join(ARTIFACTS, `practice-lecture-tree-${theme.replace('vscode-', '')}.png`), clip: tree });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.keyboard.type('2');
      await page.screenshot({ path: join(ARTIFACTS, `practice-lecture-input-${theme.replace('vscode-', '')}.png`) });
      await page.close();
    }
  });
  it('keeps a refused answer in its form: what was typed, the reason under the fields, the field aria-invalid and described by it', async () => {
    const page = await openPage();
    await show(page, checkedSheet);
    await page.locator('g.node[data-id="9"]').click();
    await page.keyboard.type('abc');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    const problem = "'abc' is not a number: write a value such as 3, -2, 2.5 or 7/3, or leave it empty for a blank.";
    await send(page, { type: 'answerWritten', node: 9, problem, field: 'value' });
    await page.waitForSelector('#answer-error:not([hidden])');
    assert.equal(await page.isVisible('#answer-form'), true, 'the form stays open');
    assert.deepEqual(await fieldValues(page), ['abc', '3', '']);
    assert.equal(await text(page, '#answer-error'), problem);
    assert.equal(await page.$eval('#answer-error', (e) => e.getAttribute('role')), 'alert');
    const marks = await page.$$eval('#answer-form input', (els) => els.map((e) => [e.id, e.getAttribute('aria-invalid'), e.getAttribute('aria-describedby')]));
    assert.deepEqual(marks, [
      ['answer-value', 'true', 'answer-error'],
      ['answer-alpha', null, null],
      ['answer-beta', null, null],
      ['answer-condition', null, null],
    ]);
    assert.equal(await focused(page), '#answer-value', 'the refused field has the focus, its text selected');
    // Beside its node, never over it, and inside the page, with the reason too.
    const box = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries({ form: '#answer-form', node: 'g.node[data-id="9"]', page: 'body' }).map(([k, sel]) => [
          k,
          (document.querySelector(sel) as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect(),
        ]),
      ),
    );
    const apart = box.form.left >= box.node.right || box.form.right <= box.node.left || box.form.top >= box.node.bottom || box.form.bottom <= box.node.top;
    assert.ok(apart, `the form ${JSON.stringify(box.form)} is beside the node ${JSON.stringify(box.node)}`);
    assert.ok(box.form.left >= 0 && box.form.right <= box.page.right && box.form.top >= 0 && box.form.bottom <= box.page.bottom, 'inside the page');
    // Typing again takes the refusal back; a refused β marks β.
    await page.keyboard.type('2');
    assert.equal(await page.$eval('#answer-value', (e) => e.getAttribute('aria-invalid')), null);
    assert.equal(await page.isVisible('#answer-error'), false);
    await page.keyboard.press('Enter');
    await send(page, { type: 'answerWritten', node: 9, problem: "'x' is not a bound for β", field: 'beta' });
    await page.waitForSelector('#answer-beta[aria-invalid="true"]');
    assert.equal(await focused(page), '#answer-beta');
    // Written at last: the form closes and the focus is back on the node.
    await page.keyboard.press('Enter');
    await send(page, { type: 'answerWritten', node: 9, problem: null, field: null });
    await page.waitForSelector('#answer-form', { state: 'hidden' });
    assert.equal(await focused(page), 'node 9');
    await page.close();
  });

  it('focuses the tree when the host asks: the first node still to answer, the hint’s node, the root; Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y post undo and redo', async () => {
    const page = await openPage();
    // A and B answered right: the first node still to answer in reading order is C (its window is blank).
    const answered = (n: DiagramNode): DiagramNode => (n.id <= 1 ? { ...n, answer: { ...n.answer!, value: 'right', window: 'right' } } : n);
    await show(page, { ...checkedSheet, nodes: checkedSheet.nodes.map(answered) });
    await send(page, { type: 'focusTree', where: 'next' });
    await page.waitForFunction(() => document.activeElement?.closest('.node')?.getAttribute('data-id') === '5');
    await page.keyboard.press('ArrowRight');
    await send(page, { type: 'focusTree', where: 'same' });
    assert.equal(await focused(page), 'node 9', 'after an undo, the node it was on');
    await show(page, practiceOf(lecture, { hint: { node: 9, text: 'D receives α = 3.' } }));
    await page.focus('#zoom-in');
    await send(page, { type: 'focusTree', where: 'next' });
    await page.waitForFunction(() => document.activeElement?.closest('.node')?.getAttribute('data-id') === '9');
    await show(page, lecture);
    await send(page, { type: 'focusTree', where: 'next' });
    await page.waitForFunction(() => document.activeElement?.closest('.node')?.getAttribute('data-id') === '0');
    // Undo and redo go to the document; in the answer input they are the input's own.
    await clearPosted(page);
    for (const key of ['Control+z', 'Control+Shift+Z', 'Control+y', 'Meta+z']) await page.keyboard.press(key);
    // Ctrl+K G is the workbench's chord (Focus the diagram): its G does not go to the source, the next G does.
    await page.keyboard.press('Control+k');
    await page.keyboard.press('g');
    assert.equal(await page.evaluate(() => window.posted.filter((m) => m.type === 'goToSource').length), 0);
    await page.keyboard.press('g');
    assert.equal(await page.evaluate(() => window.posted.filter((m) => m.type === 'goToSource').length), 1);
    await show(page, checkedSheet);
    await page.focus('g.node[data-id="9"]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+z');
    const history = await page.evaluate(() => window.posted.filter((m) => m.type === 'history'));
    assert.deepEqual(history, [
      { type: 'history', action: 'undo' },
      { type: 'history', action: 'redo' },
      { type: 'history', action: 'redo' },
      { type: 'history', action: 'undo' },
    ]);
    await page.close();
  });

  it('says the result of Check and a finished sheet in the live region, and shows "All 11 answers right" in the header', async () => {
    const page = await openPage();
    await show(page, practiceOf(lecture, { checked: false }));
    await page.click('#practice-check');
    await show(page, practiceOf(lecture));
    assert.equal(await text(page, '#announcer'), 'Checked: 4 right, 2 wrong, 5 blank of 11.');
    assert.ok(!(await text(page, '#header')).includes('Well done'));
    const all = { counts: { right: 11, wrong: 0, blank: 0, total: 11 }, countsText: '11 right, 0 wrong, 0 blank of 11', cutsLeft: null };
    await show(page, practiceOf(lecture, { ...all, announcement: 'D: value 2, right' }));
    assert.equal(await text(page, '#announcer'), 'D: value 2, right All 11 answers right. Well done!');
    assert.equal(await text(page, '#header .practice-done'), 'All 11 answers right. Well done!');
    // Said once: the next drawing of the finished sheet says nothing new.
    await show(page, practiceOf(lecture, all));
    assert.equal(await text(page, '#announcer'), 'D: value 2, right All 11 answers right. Well done!');
    assert.equal(await text(page, '#header .practice-done'), 'All 11 answers right. Well done!');
    await show(page, practiceOf(lecture, { ...all, solutionShown: true }));
    assert.equal(await count(page, '#header .practice-done'), 0, 'not while the solution is on show');
    await page.close();
  });

  it('keeps every name and answer box of a 40-node sheet at 10 px or more in a narrow panel, and pans to them; cut strokes and their 24 px targets', async () => {
    const page = await browser.newPage({ viewport: { width: 640, height: 720 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${origin}/?theme=vscode-light`);
    await page.waitForFunction(() => window.posted.some((m) => m.type === 'ready'));
    const sheet = fortyNodeSheet();
    await show(page, sheet);
    const sizes = () =>
      page.$$eval('g.node .label, g.node .window', (els) =>
        els.map((e) => {
          const r = (e as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
          return { text: e.textContent, shown: getComputedStyle(e).display !== 'none', height: r.bottom - r.top };
        }),
      );
    const texts = await sizes();
    assert.equal(texts.length, 26, 'the 13 inner nodes’ names and windows');
    const small = texts.filter((t) => !t.shown || t.height < 10);
    assert.deepEqual(small, [], 'every name and answer box is shown at 10 px or more');
    assert.equal(await page.isVisible('#overview'), true, 'a sheet too wide for the panel pans, with the overview strip');
    // The keyboard walks the last row's inner nodes: each is brought into view.
    await page.focus('g.node[tabindex="0"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const inView = await page.evaluate(() => {
      const area = (document.querySelector('#diagram') as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
      const node = document.activeElement!.closest('.node') as unknown as { getBoundingClientRect(): DOMRectLike };
      const r = node.getBoundingClientRect();
      return r.left >= area.left && r.right <= area.right;
    });
    assert.ok(inView, 'the focused node M is in view');
    // Zoomed far out, a window's verdict goes with its text: no ✓ floats where the text was.
    const checked = practiceOf(lecture);
    await show(page, checked);
    for (let i = 0; i < 8; i++) await page.click('#zoom-out');
    const floating = await page.$$eval(
      '.verdict-window',
      (els) =>
        els.filter((e) => getComputedStyle(e).display !== 'none' && getComputedStyle(e.closest('.node')!.querySelector('.window')).display === 'none').length,
    );
    assert.equal(floating, 0);
    // Cut strokes: at least 3 px thick and 20 px long on screen at the opening scale; every edge a 24 px target.
    await page.click('#fit');
    const strike = await page.$eval('g.edge[data-child="7"] .strike', (e) => {
      const r = (e as unknown as { getBoundingClientRect(): DOMRectLike }).getBoundingClientRect();
      // Chrome keeps a calc() of the theme's line width as calc(3.12px).
      return { width: parseFloat(getComputedStyle(e).strokeWidth.replace(/^calc\(/, '')), length: Math.hypot(r.right - r.left, r.bottom - r.top) };
    });
    assert.ok(strike.width >= 3, `stroke ${strike.width} px`);
    assert.ok(strike.length >= 20, `stroke ${strike.length.toFixed(1)} px long`);
    assert.equal(await styleOf(page, '.edge .hit', 'stroke-width'), '24px');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'practice-forty-nodes-narrow.png') });
    await page.close();
  });
});
