/**
 * The diagram webview alone, in Debian's Chromium: the real page (diagramHtml, its CSP),
 * dist/webview/diagram.js and the layout worker, with a stub acquireVsCodeApi that
 * records what the webview posts. Needs `npm run build` first.
 *
 *   npx mocha --no-config --node-option import=tsx --timeout 120000 test/browser/diagram.browser.test.ts
 */
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { diagramSvg } from '../../src/cli/diagram-svg';
import { diagramOf, generateTree, run, type DiagramModel } from '../../src/core';
import { compareText, type CompareMessage } from '../../src/extension/host/compare-rows';
import type { FromWebview } from '../../src/shared/messages';
import {
  ARTIFACTS,
  CHROMIUM,
  contrast,
  lastRendered,
  launchChromium,
  rgbOf,
  ROOT,
  send,
  serve,
  show,
  styleOf,
  THEMES,
  type HarnessWindow,
  type Rendered,
} from './harness';
import { diagramOfExample, diagramOfText, EXAMPLES, exampleText, randomTreeText, treeOf } from '../unit/diagram-fixtures';

/** The comparison of the first tree of `text`. */
function comparisonOf(text: string): CompareMessage {
  const compared = compareText(text, 0);
  assert.ok(compared.ok);
  return compared.message;
}

declare const window: HarnessWindow;
declare function requestAnimationFrame(callback: () => void): number;
/** The diagram a page opened with `?first` has in it (a new panel's first diagram, as the host embeds it). */
let embedded: string | undefined;

const texts = (page: Page, selector: string): Promise<string[]> => page.$$eval(selector, (els) => els.map((e) => e.textContent ?? ''));
const attrs = (page: Page, selector: string, name: string): Promise<string[]> =>
  page.$$eval(selector, (els, n) => els.map((e) => e.getAttribute(n) ?? ''), name);
/** Sends `show` and measures, from the test's side, until the page has drawn a frame with it (rAF polling). */
async function timedShow(page: Page, diagram: DiagramModel): Promise<{ rendered: Rendered; wall: number }> {
  const start = performance.now();
  const rendered = await show(page, diagram);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return { rendered, wall: Math.round(performance.now() - start) };
}
/** The drawing's transform, read back as numbers. */
async function viewOf(page: Page): Promise<{ transform: string; x: number; y: number; k: number }> {
  const transform = (await page.$eval('#viewport', (e) => e.getAttribute('transform'))) ?? '';
  const [, x, y, k] = /translate\(([-\d.]+),([-\d.]+)\) scale\(([-\d.e]+)\)/.exec(transform) ?? [];
  return { transform, x: Number(x), y: Number(y), k: Number(k) };
}
const renderedCount = (page: Page): Promise<number> => page.evaluate(() => window.posted.filter((m) => m.type === 'rendered').length);
/** Every non-empty value: its font size on screen (px) and whether it is displayed inside the drawing's area. */
const valueBoxes = (page: Page): Promise<{ id: string; size: number; inside: boolean }[]> =>
  page.$$eval('g.node text.value', (els) => {
    const area = document.querySelector('#diagram')!.getBoundingClientRect();
    const k = Number(/scale\(([-\d.e]+)\)/.exec(document.querySelector('#viewport')!.getAttribute('transform') ?? '')?.[1] ?? 1);
    return els
      .filter((t) => (t.textContent ?? '') !== '')
      .map((t) => {
        const r = t.getBoundingClientRect();
        const displayed = getComputedStyle(t).display !== 'none' && r.height > 0;
        const inside = displayed && r.left >= area.left - 0.5 && r.right <= area.right + 0.5 && r.top >= area.top - 0.5 && r.bottom <= area.bottom + 0.5;
        return { id: t.parentElement!.getAttribute('data-id')!, size: parseFloat(getComputedStyle(t).fontSize) * k, inside };
      });
  });
/** The values not displayed inside the drawing's area at 10 px or more. */
const unreadableValues = async (page: Page): Promise<string[]> => (await valueBoxes(page)).filter((v) => !v.inside || v.size < 10).map((v) => v.id);
const caption = (page: Page): Promise<string> => page.$eval('#replay-caption', (e) => e.textContent ?? '');

let exportId = 0;
/** Sends `export` and returns the webview's answer (SVG text or PNG base64); fails on an error answer. */
async function exportFrom(page: Page, format: 'svg' | 'png', light: boolean): Promise<string> {
  const id = ++exportId;
  await send(page, { type: 'export', id, format, light });
  const handle = await page.waitForFunction((i) => window.posted.find((m) => m.type === 'exported' && m.id === i), id, { timeout: 90_000 });
  const answer = (await handle.jsonValue()) as Extract<FromWebview, { type: 'exported' }>;
  if (!answer.ok) throw new Error(`the export failed: ${answer.error}`);
  return answer.data;
}

/** What the page's real XML parser makes of an SVG file: a parse error, or counts and attributes. */
interface ParsedSvg {
  readonly error: string | null;
  readonly nodes: number;
  readonly unfaded: number;
  readonly cuts: string[];
  readonly background: string | null;
  readonly viewBox: string | null;
  readonly extras: number;
  /** The document again, as the browser serializes it (compares two files element by element). */
  readonly canonical: string;
}
declare class DOMParser {
  parseFromString(
    text: string,
    type: string,
  ): {
    querySelector(s: string): { textContent: string | null; getAttribute(n: string): string | null } | null;
    querySelectorAll(s: string): { length: number } & Iterable<{ getAttribute(n: string): string | null }>;
  };
}
declare class XMLSerializer {
  serializeToString(doc: unknown): string;
}
interface PageElement {
  readonly textContent: string | null;
  readonly classList: { contains(c: string): boolean };
  readonly parentElement: PageElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number; width: number; height: number };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
declare const document: {
  querySelector(selector: string): PageElement | null;
  readonly documentElement: { readonly style: { colorScheme: string; setProperty(name: string, value: string): void } };
};
declare function getComputedStyle(el: unknown): { getPropertyValue(name: string): string; display: string; opacity: string; fontSize: string };
/** A theme's colour variable as the harness sets it (`editor-background` → `#ffffff`). */
function themeColour(theme: string, name: string): string {
  const match = new RegExp(`--vscode-${name}:(#[0-9a-f]{6})`).exec(THEMES[theme]);
  if (!match) throw new Error(`${theme} sets no --vscode-${name}`);
  return match[1];
}

const parseSvg = (page: Page, svg: string): Promise<ParsedSvg> =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    return {
      error: error ? error.textContent : null,
      nodes: doc.querySelectorAll('g.node').length,
      unfaded: doc.querySelectorAll('g.node:not(.faded)').length,
      cuts: Array.from(doc.querySelectorAll('g.edge[data-cut]'), (e) => `${e.getAttribute('data-child')}:${e.getAttribute('data-cut')}`),
      background: doc.querySelector('rect.background')?.getAttribute('fill') ?? null,
      viewBox: doc.querySelector('svg')?.getAttribute('viewBox') ?? null,
      extras: doc.querySelectorAll('#toggle, g.node title, .highlighted').length,
      canonical: new XMLSerializer().serializeToString(doc),
    };
  }, svg);

describe('diagram webview in Chromium', function () {
  this.timeout(120_000);
  let server: Server;
  let browser: Browser;
  let page: Page;
  let origin: string;
  const pageErrors: string[] = [];
  let dialogs = 0;
  const lecture = diagramOfExample('alphabeta-lecture.gtree');

  before(async function () {
    if (!existsSync(join(ROOT, 'dist/webview/diagram.js'))) throw new Error('dist/webview is missing: run `npm run build` first');
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: npm test installs it (or: apt-get install -y chromium)`);
    server = await serve(() => embedded);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    server?.close();
  });

  /** `saved`: the state VS Code would hand back after the panel was hidden. */
  async function openPage(theme = 'vscode-dark', saved?: unknown, viewport = { width: 1100, height: 700 }): Promise<Page> {
    const p = await browser.newPage({ viewport });
    if (saved !== undefined) await p.addInitScript((s) => (window.savedState = s), saved);
    p.on('pageerror', (e) => pageErrors.push(e.message));
    p.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await p.goto(`${origin}/?theme=${theme}`);
    await p.waitForFunction(() => window.posted.some((m) => m.type === 'ready' || m.type === 'error'));
    const error = await p.evaluate(() => window.posted.find((m) => m.type === 'error'));
    assert.equal(error, undefined, JSON.stringify(error));
    return p;
  }

  before(async () => {
    page = await openPage();
  });

  afterEach(() => assert.deepEqual(pageErrors.splice(0), [], 'no uncaught errors in the page'));

  it('draws the lecture tree: 13 nodes, cuts, windows, values, header, ruler', async () => {
    const rendered = await show(page, lecture);
    assert.equal(rendered.laidOut, true);
    assert.equal(rendered.nodes, 13);
    assert.equal(await page.locator('g.node').count(), 13);
    assert.deepEqual(await attrs(page, 'g.edge[data-cut]', 'data-child'), ['7', '8']);
    assert.deepEqual(await attrs(page, 'g.edge[data-cut]', 'data-cut'), ['1', '1']);
    assert.equal(await page.locator('g.edge[data-child="7"] .strike').count(), 1);
    assert.equal(await page.locator('.strike').count(), 2);
    assert.equal(await page.$eval('.node[data-id="0"] .window', (e) => e.getAttribute('aria-label')), 'α = −∞, β = +∞');
    assert.equal(await page.$eval('.node[data-id="5"] .window', (e) => e.textContent), 'α=3 β=+∞');
    assert.equal(await page.locator('.node[data-shape="leaf"] .window').count(), 0, 'leaves carry no window');
    assert.deepEqual(await texts(page, '.node[data-shape="min"] .value'), ['3', '2', '2']);
    assert.equal(await page.$eval('.node[data-id="0"] .value', (e) => e.textContent), '3');
    assert.deepEqual(await attrs(page, 'g.node.faded', 'data-id'), ['7', '8']);
    assert.deepEqual(await attrs(page, 'g.edge.pv', 'data-child'), ['1', '2']);
    assert.deepEqual(await texts(page, '.level'), ['MAX', 'MIN']);
    assert.deepEqual(await texts(page, '.edge-label'), ['a1', 'a2', 'a3']);
    const header = await page.$eval('#header', (e) => e.textContent ?? '');
    for (const part of ['Alfa-beta primer', 'alpha-beta', 'value 3', '11 calls']) assert.ok(header.includes(part), header);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'diagram-lecture-dark.png') });
  });

  it('re-shows the same shape in place: no layout, new values, same view', async () => {
    const view = await page.$eval('#viewport', (e) => e.getAttribute('transform'));
    const again = await show(page, lecture);
    assert.equal(again.laidOut, false);
    const shifted = diagramOfText(exampleText('alphabeta-lecture.gtree').replace('[ 3 12 8 ]', '[ 4 12 8 ]'));
    assert.equal(shifted.shapeKey, lecture.shapeKey);
    const rendered = await show(page, shifted);
    assert.equal(rendered.laidOut, false);
    assert.equal(await page.$eval('.node[data-id="0"] .value', (e) => e.textContent), '4');
    assert.equal(await page.$eval('#viewport', (e) => e.getAttribute('transform')), view);
    await show(page, lecture);
  });

  it('steps through the replay with the buttons, the slider and the keyboard', async () => {
    const steps = lecture.steps.length;
    await page.click('#replay-back');
    assert.match(await caption(page), new RegExp(`^Step ${steps} of ${steps}: A returns 3\\.`));
    await page.click('#replay-first');
    assert.match(await caption(page), /^Step 1 of 23: Visit A with α = −∞, β = \+∞\.α = −∞, β = \+∞$/);
    assert.equal(await page.locator('g.node.pending').count(), 12);
    assert.deepEqual(await attrs(page, 'g.node.current', 'data-id'), ['0']);
    await page.keyboard.press('ArrowRight');
    assert.match(await caption(page), /^Step 2 of 23: Visit B/);
    await page.click('#replay-forward');
    assert.match(await caption(page), /^Step 3 of 23/);
    await page.click('#replay-back');
    assert.match(await caption(page), /^Step 2 of 23/);
    const prune = lecture.steps.findIndex((s) => s.kind === 'prune');
    await page.$eval(
      '#replay-slider',
      (el, v) => {
        (el as unknown as { value: string }).value = String(v);
        el.dispatchEvent(new Event('input'));
      },
      prune,
    );
    assert.match(await caption(page), /α = 3 ≥ β = 2 at C/);
    assert.deepEqual(await attrs(page, 'g.edge[data-cut]', 'data-child'), ['7', '8']);
    assert.equal(await page.$eval('.node[data-id="9"] .value', (e) => e.textContent), '', 'D has not returned yet');
    await page.screenshot({ path: join(ARTIFACTS, 'diagram-lecture-replay-prune.png') });
    await page.keyboard.press('End');
    assert.match(await caption(page), /^Final state/);
    assert.equal(await page.locator('g.node.pending').count(), 0);
    await page.click('#replay-back');
    await page.click('#replay-exit');
    assert.match(await caption(page), /^Final state/);
    assert.equal(await page.$eval('.node[data-id="9"] .value', (e) => e.textContent), '2');
  });

  it('posts reveal on a click, outlines the highlighted node, zooms and fits, keeps state', async () => {
    await page.locator('.node[data-id="5"]').click();
    assert.deepEqual(await page.evaluate(() => window.posted.filter((m) => m.type === 'reveal')), [{ type: 'reveal', node: 5 }]);
    await send(page, { type: 'highlight', node: 9 });
    await page.waitForSelector('.node.highlighted');
    assert.deepEqual(await attrs(page, 'g.node.highlighted', 'data-id'), ['9']);
    const before = await page.$eval('#viewport', (e) => e.getAttribute('transform'));
    await page.click('#zoom-in');
    const zoomed = await page.$eval('#viewport', (e) => e.getAttribute('transform'));
    assert.notEqual(zoomed, before);
    await page.click('#fit');
    assert.equal(await page.$eval('#viewport', (e) => e.getAttribute('transform')), before);
    await page.waitForFunction(() => (window.savedState as { trees?: Record<string, unknown> } | undefined)?.trees?.['0'] !== undefined);
    await page.click('#zoom-in');
    await page.waitForFunction(() => (window.savedState as { trees: Record<string, { view: unknown }> }).trees['0'].view !== null);
    const saved = (await page.evaluate(() => window.savedState)) as { trees: Record<string, { shapeKey: string; view: { k: number } }> };
    assert.equal(saved.trees['0'].shapeKey, lecture.shapeKey);
    assert.ok(saved.trees['0'].view.k > 0);
    await page.click('#fit');
  });

  it('collapses a node from the shared toggle and expands it from its hidden count', async () => {
    await page.hover('.node[data-id="5"]');
    await page.waitForSelector('#toggle:not([display])');
    assert.equal(await page.$eval('#toggle', (e) => e.getAttribute('data-node')), '5');
    assert.equal(await page.$eval('.node[data-id="5"] title', (e) => e.textContent), 'C (min)');
    const count = async (): Promise<number> => page.evaluate(() => window.posted.filter((m) => m.type === 'rendered').length);
    let before = await count();
    await page.click('#toggle');
    await page.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n, before);
    assert.equal(await page.locator('g.node').count(), 10);
    assert.equal(await page.$eval('.node.collapsed .hidden-count', (e) => e.textContent), '+3');
    before = await count();
    await page.click('.node.collapsed .hidden-count');
    await page.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n, before);
    assert.equal(await page.locator('g.node').count(), 13);
    assert.equal(await page.evaluate(() => window.posted.filter((m) => m.type === 'reveal').length), 1, 'toggling is not a click on the node');
  });

  it('shows labels as text: no markup from the model ever runs', async () => {
    const evil = '<img src=x onerror="window.xss=1;alert(1)">';
    const nodes = lecture.nodes.map((n) => (n.id === 1 ? { ...n, label: evil, name: evil, edge: evil } : n));
    const diagram: DiagramModel = { ...lecture, title: evil, problem: evil, nodes, shapeKey: `${lecture.shapeKey}-xss` };
    await show(page, diagram);
    // The label is drawn in short lines (the tooltip has it whole), as text.
    const lines = await texts(page, '.node[data-id="1"] .label tspan');
    assert.ok(lines.length > 0 && lines.join(' ').startsWith('<img'), lines.join('|'));
    await page.hover('.node[data-id="1"] .value');
    assert.match(await page.$eval('.node[data-id="1"] > title', (e) => e.textContent ?? ''), /img src=x onerror=.*\(min\)$/);
    assert.equal(await page.$eval('.edge[data-child="1"] .edge-label', (e) => e.textContent), evil);
    assert.ok((await page.$eval('#header', (e) => e.textContent ?? '')).includes(evil));
    await page.waitForTimeout(200);
    assert.equal(await page.locator('img').count(), 0);
    assert.equal(await page.evaluate(() => window.xss), undefined);
    assert.equal(dialogs, 0);
    await show(page, lecture);
  });

  it("draws a new panel's first diagram from the page itself (script, style and diagram in it), before any message, its texts as text", async () => {
    const evil = '</script><script>window.xss=1</script><img src=x onerror="window.xss=2">';
    const nodes = lecture.nodes.map((n) => (n.id === 1 ? { ...n, label: evil, edge: evil } : n));
    embedded = JSON.stringify({ ...lecture, title: evil, nodes, shapeKey: `${lecture.shapeKey}-first` });
    const p = await browser.newPage({ viewport: { width: 526, height: 640 } });
    p.on('pageerror', (e) => pageErrors.push(e.message));
    const requested: string[] = [];
    p.on('request', (r) => requested.push(r.url()));
    await p.goto(`${origin}/?theme=vscode-light&first`);
    await p.waitForFunction(() => window.posted.some((m) => m.type === 'rendered' || m.type === 'error'));
    assert.deepEqual(
      requested.filter((url) => !url.startsWith('blob:')).map((url) => new URL(url).pathname),
      ['/', '/theme.css'],
      'a new page fetches nothing of its own: a fetch cut short by closing its panel held up the next panel in code-server',
    );
    const posted = await p.evaluate(() => window.posted);
    const rendered = lastRendered(posted);
    assert.equal(rendered.nodes, 13, JSON.stringify(posted));
    const page = rendered.timing.page;
    assert.ok(page && page.drawn >= page.script && page.script >= page.navigation, 'the first drawing of a timed page says when');
    assert.equal(await p.$eval('.edge[data-child="1"] .edge-label', (e) => e.textContent), evil);
    assert.equal(await styleOf(p, '.node[data-id="0"] .value', 'font-size'), '13px', 'the style in the page applies');
    assert.equal(await p.evaluate(() => window.xss), undefined);
    assert.equal(await p.locator('img').count(), 0);
    // Shown again after being hidden (it saved a view), the page waits for the host instead.
    const again = await browser.newPage();
    await again.addInitScript((s) => (window.savedState = s), await p.evaluate(() => window.savedState));
    await again.goto(`${origin}/?theme=vscode-light&first`);
    await again.waitForFunction(() => window.posted.some((m) => m.type === 'ready'));
    await again.waitForTimeout(300);
    assert.equal(await again.locator('g.node').count(), 0, 'nothing drawn before the host says what');
    embedded = undefined;
    await Promise.all([p.close(), again.close()]);
  });

  it('strikes negascout cuts twice and marks re-searches', async () => {
    const scout = diagramOfExample('negascout-borba-veverica.gtree');
    await show(page, scout);
    const twice = await attrs(page, 'g.edge[data-cut="2"]', 'data-child');
    assert.deepEqual(
      twice,
      scout.nodes.filter((n) => n.cut === 2).map((n) => String(n.id)),
    );
    for (const child of twice) assert.equal(await page.locator(`g.edge[data-child="${child}"] .strike`).count(), 2);
    assert.ok((await texts(page, '.badge')).includes('R'));
    await page.screenshot({ path: join(ARTIFACTS, 'diagram-negascout-dark.png') });
  });

  it("writes the header's principal variation, the edges' probabilities and the replay's node names as gtree says them everywhere", async () => {
    const p = await openPage('vscode-light');
    const header = (): Promise<string> => p.$eval('#header .pv-moves', (e) => e.textContent ?? '');
    await show(p, lecture);
    assert.equal(await header(), 'PV a1 → 1st');
    // No moves, no labels: 1-based positions as ordinals, never bare numbers that read as values.
    const random = diagramOfText(randomTreeText(100, 3));
    await show(p, random);
    assert.equal(await header(), `PV ${random.pvText}`);
    assert.match(random.pvText, /^\d+(st|nd|rd|th)( → \d+(st|nd|rd|th))+$/);
    const dice = diagramOfExample('dice-zadatak7-expectimax.gtree');
    await show(p, dice);
    assert.equal(await header(), 'PV M → O');
    const edges = await texts(p, '.edge-label');
    // The die's outcomes are named: the name beside the probability as written.
    assert.ok(edges.includes('small 4/6') && edges.includes('big 2/6'), edges.join(' '));
    assert.ok(!edges.some((e) => /0\.6|0\.3/.test(e)), edges.join(' '));
    await show(p, diagramOfExample('zlatnici-maxn.gtree'));
    assert.equal(await p.$eval('#header .convention', (e) => e.textContent), "tuples (Duh, Abu, Ćilim): each player's payoff");
    await show(p, lecture);
    await p.click('#replay-first');
    for (let i = 0; i < 5; i++) await p.click('#replay-forward');
    assert.match(await caption(p), /^Step 6 of 23: Leaf 12 \(a1 → 2nd\) returns 12\. 12 ≥ β = 3: fails high — MIN above will not allow it\./);
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-lecture-replay-leaf-light.png') });
    await p.close();
  });

  it('draws tic-tac-toe boards as 3×3 boards with X and O where the label puts them, coins and piles as drawings', async () => {
    const p = await openPage('vscode-light', undefined, { width: 526, height: 640 });
    const xo = diagramOfExample('xo-zadatak1-minimax.gtree');
    await show(p, xo);
    const boards = await p.$$eval('g.node', (nodes) =>
      nodes.map((n) => {
        const board = n.querySelector('g.position[data-kind="tictactoe"]');
        const box = board?.querySelector('rect.board')?.getBoundingClientRect();
        const found: ArrayLike<PageElement> = board?.querySelectorAll('.mark') ?? [];
        const marks = Array.from(found, (m) => [Number(m.getAttribute('data-cell')), m.classList.contains('x') ? 'X' : 'O']);
        return { id: Number(n.getAttribute('data-id')), marks, w: box?.width ?? 0, h: box?.height ?? 0, label: n.querySelectorAll('text.label').length };
      }),
    );
    assert.equal(boards.length, xo.nodes.length);
    for (const b of boards) {
      const cells = (xo.nodes[b.id].position as { cells: string }).cells;
      const expected = [...cells].flatMap((c, i) => (c === '.' ? [] : [[i, c]]));
      assert.deepEqual(b.marks, expected, `node ${b.id}: ${cells}`);
      assert.equal(b.label, 0, 'the board is drawn instead of the label text');
      assert.ok(b.w >= 28 && Math.abs(b.w - b.h) < 0.5, `a square board, ${b.w}×${b.h} px`);
    }
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-xo-boards-light.png') });
    const novcici = diagramOfExample('novcici-minimax.gtree');
    await show(p, novcici);
    const coins = await p.$$eval('g.position[data-kind="coins"]', (gs) =>
      gs.map((g) => [Number(g.getAttribute('data-coins')), g.querySelectorAll('circle.coin').length]),
    );
    assert.equal(coins.length, novcici.nodes.length);
    for (const [count, drawn] of coins) assert.equal(drawn, count, 'one coin a coin');
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-novcici-coins-light.png') });
    await show(p, diagramOfExample('transpositions-negamax-tt.gtree'));
    const piles = await p.$$eval('g.position[data-kind="piles"]', (gs) =>
      gs.map((g) => [g.getAttribute('data-piles'), g.querySelectorAll('rect.unit').length]),
    );
    assert.ok(piles.length > 10);
    for (const [written, units] of piles)
      assert.equal(
        units,
        String(written)
          .split('+')
          .reduce((sum: number, pile: string) => sum + Number(pile), 0),
        String(written),
      );
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-splitnim-piles-light.png') });
    await p.close();
  });

  it('refits the tree when the panel is resized, and keeps the zoom, the middle and the top the user chose', async () => {
    const p = await openPage('vscode-light', undefined, { width: 1100, height: 700 });
    await show(p, diagramOfExample('exercise-blank-sheet.gtree'));
    const wide = await viewOf(p);
    await p.setViewportSize({ width: 420, height: 640 });
    await p.waitForFunction((t) => document.querySelector('#viewport')?.getAttribute('transform') !== t, wide.transform);
    const narrow = await viewOf(p);
    assert.ok(narrow.k < wide.k, `scaled to the narrower panel: ${narrow.k} < ${wide.k}`);
    assert.deepEqual(await unreadableValues(p), [], 'every value inside the narrower panel, at least 10 px');
    // The user zooms: a resize keeps that scale, the point in the middle across and the top.
    await p.click('#zoom-in');
    const zoomed = await viewOf(p);
    const middle = (v: { x: number; k: number }, w: number): number => (w / 2 - v.x) / v.k;
    const svgSize = (): Promise<{ w: number; h: number }> =>
      p.$eval('#diagram', (e) => ({ w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height }));
    const before = await svgSize();
    await p.setViewportSize({ width: 800, height: 640 });
    await p.waitForFunction((t) => document.querySelector('#viewport')?.getAttribute('transform') !== t, zoomed.transform);
    const kept = await viewOf(p);
    const after = await svgSize();
    assert.equal(kept.k, zoomed.k);
    assert.ok(Math.abs(middle(zoomed, before.w) - middle(kept, after.w)) < 1, 'the same point in the middle');
    assert.equal(kept.y, zoomed.y, 'the same top');
    await p.close();
  });

  it('keeps one view per tree: zoom, position and collapsed nodes come back with the tree', async () => {
    const p = await openPage('vscode-light', undefined, { width: 526, height: 640 });
    const first = { ...lecture, treeIndex: 0 };
    const second = { ...diagramOfExample('negascout-borba-veverica.gtree'), treeIndex: 1 };
    await show(p, first);
    await p.click('#zoom-in');
    await p.click('#zoom-in');
    const zoomed = await viewOf(p);
    await show(p, second);
    const fitted = await viewOf(p);
    assert.notEqual(fitted.transform, zoomed.transform, "the other tree opens fitted, not at the first tree's zoom");
    assert.deepEqual(await unreadableValues(p), []);
    // Collapse the second tree's node A from the shared toggle.
    const a = second.nodes.find((n) => n.name === 'A')!.id;
    await p.hover(`.node[data-id="${a}"] .value`);
    await p.waitForSelector('#toggle:not([display])');
    const drawn = await renderedCount(p);
    await p.click('#toggle');
    await p.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n, drawn);
    assert.deepEqual(await attrs(p, 'g.node.collapsed', 'data-id'), [String(a)]);
    const collapsed = await viewOf(p);
    await show(p, first);
    assert.equal((await viewOf(p)).transform, zoomed.transform, 'the first tree comes back at its zoom and position');
    assert.equal(await p.locator('g.node.collapsed').count(), 0);
    await show(p, second);
    assert.deepEqual(await attrs(p, 'g.node.collapsed', 'data-id'), [String(a)], 'the second comes back with its node collapsed');
    assert.equal((await viewOf(p)).transform, collapsed.transform);
    await p.close();
  });

  it('replays with every leaf payoff shown, faded until the leaf is visited; computed values, windows and cuts come step by step', async () => {
    const p = await openPage('vscode-light', undefined, { width: 526, height: 640 });
    await show(p, lecture);
    await p.click('#replay-first');
    const leaves = lecture.nodes.filter((n) => n.shape === 'leaf');
    const shown = async (): Promise<{ id: string; value: string; given: boolean; opacity: number }[]> =>
      p.$$eval('g.node[data-shape="leaf"]', (gs) =>
        gs.map((g) => ({
          id: g.getAttribute('data-id')!,
          value: g.querySelector('text.value')?.textContent ?? '',
          given: g.classList.contains('given'),
          opacity: Number(getComputedStyle(g.querySelector('text.value')).opacity),
        })),
      );
    const atStart = await shown();
    assert.deepEqual(
      atStart.map((l) => l.value),
      leaves.map((l) => l.payoff?.text),
    );
    assert.ok(
      atStart.every((l) => l.given && l.opacity >= 0.4 && l.opacity < 1),
      JSON.stringify(atStart),
    );
    assert.deepEqual(await texts(p, 'g.node:not([data-shape="leaf"]) text.value'), ['', '', '', ''], 'computed values appear as they are returned');
    assert.equal(await p.locator('g.edge[data-cut]').count(), 0);
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-lecture-replay-start-light.png') });
    // Step to the return of the first leaf: it is visited, shown at full strength.
    const returned = lecture.steps.findIndex((s) => s.kind === 'return' && lecture.nodes[s.node].shape === 'leaf');
    for (let i = 0; i < returned; i++) await p.click('#replay-forward');
    const first = (await shown()).find((l) => l.id === String(lecture.steps[returned].node))!;
    assert.equal(first.given, false);
    assert.equal(first.opacity, 1);
    assert.equal((await shown()).filter((l) => l.given).length, leaves.length - 1);
    await p.close();
  });

  it('opens a tree too big to read whole at a readable scale with an overview, and moves where the overview is clicked', async () => {
    const p = await openPage('vscode-light', undefined, { width: 526, height: 780 });
    const big = generateTree({ kind: 'random', depth: 6, minBranching: 3, maxBranching: 3, low: -10, high: 10, seed: 7, cutoff: null });
    assert.ok(big.ok);
    const diagram = diagramOfText(big.text);
    await show(p, diagram);
    assert.equal(await p.isVisible('#overview'), true);
    const readable = (await valueBoxes(p)).filter((v) => v.inside && v.size >= 10);
    assert.ok(readable.length >= 15, `${readable.length} values readable`);
    // The variation's first move lies a third of the tree's width away: the view opens on the root, leaning that way.
    const onScreen = new Set(readable.map((v) => v.id));
    assert.ok(onScreen.has('0'), 'the root is on screen, its value readable');
    const firstMove = diagram.nodes.find((n) => n.pv && n.parent === 0)!;
    const xOf = (id: number): Promise<number> => p.$eval(`.node[data-id="${id}"] .outline`, (e) => e.getBoundingClientRect().x);
    const rootX = await xOf(0);
    assert.ok((await xOf(firstMove.id)) < rootX && rootX > 526 / 2, 'the view leans towards the first move, on the left');
    // The ruler sits on its gutter: no level name over a node.
    type Box = { left: number; right: number; top: number; bottom: number };
    const boxOf = (e: { getBoundingClientRect(): Box }): Box => {
      const { left, right, top, bottom } = e.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const gutter = await p.$eval('#levels .ruler-gutter', boxOf);
    const boxesOf = (es: { getBoundingClientRect(): Box }[]): Box[] =>
      es.map((e) => {
        const { left, right, top, bottom } = e.getBoundingClientRect();
        return { left, right, top, bottom };
      });
    const names = await p.$$eval('text.level', boxesOf);
    const nodes = await p.$$eval('g.node .outline', boxesOf);
    const overlaps = nodes.filter((b) =>
      names.some((r) => Math.max(b.left, gutter.right) < Math.min(b.right, r.right) && b.top < r.bottom && r.top < b.bottom),
    ).length;
    assert.equal(overlaps, 0, 'no level name over a node');
    // Nothing of the tree shows under the ruler's strip: what passes under it is hidden by an opaque gutter, painted over the tree.
    const under = nodes.filter((b) => b.left < gutter.right && b.top < gutter.bottom && gutter.top < b.bottom).length;
    assert.ok(under > 0, 'part of the tree passes under the ruler');
    const paint = await p.$eval('#levels .ruler-gutter', (e) => {
      const style = getComputedStyle(e);
      const layers = Array.from(document.querySelector('#viewport')!.querySelectorAll(':scope > g'), (c) => c.getAttribute('id'));
      return {
        fill: Number(style.getPropertyValue('fill-opacity')),
        opacity: Number(style.opacity),
        display: style.display,
        above: layers.indexOf('levels') > layers.indexOf('nodes'),
      };
    });
    assert.deepEqual(paint, { fill: 1, opacity: 1, display: 'inline', above: true }, 'the strip hides what passes under it');
    assert.equal(await p.$eval('#diagram', (e) => e.classList.contains('lod-no-small')), false, 'windows and labels readable too');
    const ruler = await p.$$eval('text.level', (ls) => ls.map((l) => l.getBoundingClientRect().left));
    assert.ok(ruler.length === 6 && ruler.every((left) => left >= 0), `the MAX/MIN ruler stays on screen: ${ruler.join(', ')}`);
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-1093-overview-light.png') });
    const frame = async (): Promise<number> => Number(await p.$eval('#overview .overview-view', (e) => e.getAttribute('x')));
    const before = await frame();
    const box = (await p.locator('#overview').boundingBox())!;
    await p.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
    assert.ok((await frame()) > before, 'the view moved right');
    assert.ok((await valueBoxes(p)).filter((v) => v.inside && v.size >= 10).length >= 15);
    // A tree that fits needs none.
    await show(p, lecture);
    assert.equal(await p.isVisible('#overview'), false);
    await p.close();
  });

  it('keeps the tree clear of the comparison and of the problem banner (each in its own space, each closable)', async () => {
    const p = await openPage('vscode-light', undefined, { width: 526, height: 860 });
    await show(p, diagramOfExample('exercise-blank-sheet.gtree'));
    const svgTop = (): Promise<number> => p.$eval('#diagram', (e) => e.getBoundingClientRect().top);
    const top = await svgTop();
    await send(p, comparisonOf(exampleText('exercise-blank-sheet.gtree')));
    await p.waitForSelector('#compare-table');
    await p.waitForFunction((t) => document.querySelector('#diagram')!.getBoundingClientRect().top > t, top);
    await p.waitForTimeout(100);
    assert.deepEqual(await unreadableValues(p), [], 'the tree is refitted under the table');
    const tableBottom = await p.$eval('#compare-panel', (e) => e.getBoundingClientRect().bottom);
    assert.ok(tableBottom <= (await svgTop()), 'the table is above the drawing, not over it');
    await p.click('#compare-close');
    await send(p, { type: 'problem', message: 'Syntax error at 3:4: expected a value' });
    await p.waitForSelector('#banner:not([hidden])');
    await p.waitForTimeout(100);
    assert.deepEqual(await unreadableValues(p), []);
    assert.ok((await p.$eval('#banner', (e) => e.getBoundingClientRect().bottom)) <= (await svgTop()));
    await p.click('#banner-close');
    assert.equal(await p.isVisible('#banner'), false);
    await p.close();
  });

  it('hides small texts first and values last as the user zooms out', async () => {
    const p = await openPage('vscode-light', undefined, { width: 526, height: 640 });
    await show(p, lecture);
    const lod = (): Promise<string> => p.$eval('#diagram', (e) => e.getAttribute('class') ?? '');
    // The edge into B ends on its label, drawn over B; the part down to the outline only when the label is left out.
    const through = (): Promise<string> => styleOf(p, '.edge[data-child="1"] .through', 'display');
    assert.doesNotMatch(await lod(), /lod-/);
    assert.equal(await through(), 'none');
    await p.click('#zoom-out'); // 0.8 × 1.08: windows at 8.6 px, left out; edge texts at 9.5 px, still drawn
    assert.match(await lod(), /lod-no-small/);
    assert.doesNotMatch(await lod(), /lod-no-edge/);
    assert.equal(await styleOf(p, '.node[data-id="0"] .window', 'display'), 'none');
    assert.notEqual(await through(), 'none', 'the edge reaches the node when its label is left out');
    // Positions stay drawn at every zoom: no edge runs down through Novčići's coins when labels are left out.
    await show(p, diagramOfExample('novcici-minimax.gtree'));
    await p.click('#zoom-out');
    await p.click('#zoom-out');
    assert.match(await lod(), /lod-no-small/);
    const intoCoins = await p.$$eval(
      '.edge .through',
      (lines) =>
        lines.filter((line) => {
          const id = line.parentElement!.getAttribute('data-child');
          const coins = document.querySelector(`.node[data-id="${id}"] .position`);
          if (!coins || getComputedStyle(line).display === 'none') return false;
          const a = line.getBoundingClientRect();
          const b = coins.getBoundingClientRect();
          return a.top < b.bottom - 1 && b.top + 1 < a.bottom;
        }).length,
    );
    assert.equal(intoCoins, 0, 'no edge through a drawn position');
    await p.click('#zoom-out'); // 0.64 × 1.08: edge texts under 9 px
    assert.match(await lod(), /lod-no-edge/);
    assert.notEqual(await styleOf(p, '.node[data-id="0"] .value', 'display'), 'none');
    for (let i = 0; i < 3; i++) await p.click('#zoom-out');
    assert.match(await lod(), /lod-no-values/);
    await p.close();
  });

  it("leaves a large tree's texts off screen out of the layout, writes them all the same, and shows them as they come into view", async () => {
    const p = await openPage('vscode-dark', undefined, { width: 700, height: 500 });
    const first = await show(p, diagramOfText(randomTreeText(1000, 2)));
    assert.ok(first.nodes >= 400, `a large drawing (${first.nodes} nodes drawn)`);
    /** Each drawn node: whether its outline is on screen and whether its value text is laid out. */
    const nodes = (): Promise<{ id: number; onScreen: boolean; laidOut: boolean; value: string }[]> =>
      p.$$eval('g.node', (gs) => {
        const panel = document.querySelector('#diagram')!.getBoundingClientRect();
        return gs.map((g) => {
          const box = g.querySelector('.outline')!.getBoundingClientRect();
          const value = g.querySelector('.value')!;
          return {
            id: Number(g.getAttribute('data-id')),
            onScreen: box.right > panel.left && box.left < panel.right && box.bottom > panel.top && box.top < panel.bottom,
            laidOut: getComputedStyle(value).display !== 'none',
            value: value.textContent ?? '',
          };
        });
      });
    const before = await nodes();
    assert.deepEqual(
      before.filter((n) => n.onScreen && !n.laidOut),
      [],
      'every node on screen shows its texts',
    );
    const off = before.filter((n) => !n.laidOut);
    assert.ok(off.length > before.length / 2, `most of the tree is off screen at a readable scale (${off.length} of ${before.length} left out)`);
    // A values-only redraw writes the nodes off screen too: their names and the export read them.
    const shifted = diagramOfText(randomTreeText(1000, 2, 30));
    const again = await show(p, shifted);
    assert.equal(again.laidOut, false);
    const after = new Map((await nodes()).map((n) => [n.id, n]));
    for (const n of off.slice(0, 50)) assert.equal(after.get(n.id)!.value, shifted.nodes[n.id].value?.parts[0] ?? '', `node ${n.id} written`);
    const far = off[off.length - 1];
    const name = await p.$eval(`g.node[data-id="${far.id}"]`, (g) => g.getAttribute('aria-label') ?? '');
    assert.equal(name, shifted.nodes[far.id].spoken, 'its name follows the redraw');
    // Brought into view (the editor's cursor on it), its texts are laid out before the frame that shows it.
    await send(p, { type: 'highlight', node: far.id });
    const shown = (await nodes()).find((n) => n.id === far.id)!;
    assert.ok(shown.onScreen && shown.laidOut, `node ${far.id} in view with its value`);
    // A new shape drawn in the view the highlight moved to (kept, not fitted): the texts off screen are left out of it
    // too, and those on screen shown.
    const hidden = async (): Promise<number[]> => (await nodes()).filter((n) => n.onScreen && !n.laidOut).map((n) => n.id);
    assert.equal((await show(p, diagramOfText(randomTreeText(1000, 3)))).laidOut, true);
    assert.deepEqual(await hidden(), [], 'a new shape in the kept view');
    const leftOut = (await nodes()).filter((n) => !n.laidOut).length;
    assert.ok(leftOut > first.nodes / 2, `a new shape in the kept view leaves out what is off screen (${leftOut} of ${first.nodes})`);
    // The panel made more than half as large again: the nodes it brings on screen show their texts.
    await p.setViewportSize({ width: 1600, height: 1000 });
    await p.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    assert.deepEqual(await hidden(), [], 'the panel made larger');
    // The export is the whole drawing, every text in it.
    assert.doesNotMatch(await exportFrom(p, 'svg', true), /class="[^"]*\boff\b/);
    await p.close();
  });

  it('keeps the drawing and says why on a problem, and reports a broken message', async () => {
    await send(page, { type: 'problem', message: 'Syntax error at 3:4' });
    await page.waitForSelector('#banner:not([hidden])');
    assert.equal(await page.$eval('#banner .banner-text', (e) => e.textContent), 'Syntax error at 3:4');
    assert.ok((await page.locator('g.node').count()) > 0);
    await page.evaluate(() => window.postMessage({ type: 'show', diagram: { shapeKey: 'broken', nodes: null } }, '*'));
    await page.waitForFunction(() => window.posted.some((m) => m.type === 'error'));
    assert.match(await page.$eval('#status', (e) => e.textContent ?? ''), /^Error: /);
    // Playwright hears of the page's uncaught error after the page has posted it: wait for it, then take it off the list.
    for (const until = Date.now() + 5000; pageErrors.length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    assert.match(pageErrors.splice(0).join('\n'), /not iterable/);
  });

  it('restores zoom, position and the replay step saved while the panel was hidden', async () => {
    const p = await openPage('vscode-dark', { trees: { 0: { shapeKey: lecture.shapeKey, view: { x: 10, y: 20, k: 0.5 }, step: 3, collapsed: [] } } });
    await show(p, lecture);
    assert.equal(await p.$eval('#viewport', (e) => e.getAttribute('transform')), 'translate(10.0,20.0) scale(0.50000)');
    assert.match(await caption(p), /^Step 4 of 23: /);
    await p.close();
  });

  it('draws every course example', async () => {
    const p = await openPage('vscode-light');
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'))) {
      const tree = treeOf(exampleText(file));
      const outcome = run(tree);
      const diagram = outcome.ok ? diagramOf(tree, outcome.trace) : diagramOf(tree, null, outcome.message);
      const rendered = await show(p, diagram);
      assert.equal(await p.locator('g.node').count(), rendered.nodes, file);
      assert.ok(rendered.nodes === diagram.nodes.length || diagram.nodes.length > 2000, file);
      await p.screenshot({ path: join(ARTIFACTS, `example-${file.replace('.gtree', '')}.png`) });
    }
    await p.close();
  });

  it('draws in the light, dark and high-contrast themes with readable contrast: every text 4.5:1, lines and shapes 3:1, the accent both (WCAG 2.1 AA)', async () => {
    const widths: Record<string, number> = {};
    for (const theme of ['vscode-light', 'vscode-dark', 'vscode-high-contrast']) {
      const p = await openPage(theme);
      await show(p, lecture);
      await p.screenshot({ path: join(ARTIFACTS, `diagram-lecture-${theme.replace('vscode-', '')}.png`) });
      // No named functions inside evaluate: the test's transpiler would wrap them in a helper the page does not have.
      const [values, windows, outlines, links, strikes, outlineWidths, pvLinks, edgeTexts, labels, levels] = await p.evaluate(
        (asked) =>
          asked.map(([sel, prop]) => Array.from(document.querySelector('#viewport')!.querySelectorAll(sel), (e) => getComputedStyle(e).getPropertyValue(prop))),
        [
          ['.node .value', 'fill'],
          ['.node .window', 'fill'],
          ['.node .outline', 'stroke'],
          ['.edge:not(.pv) .link:not(.through)', 'stroke'],
          ['.strike', 'stroke'],
          ['.node .outline', 'stroke-width'],
          ['.edge.pv .link', 'stroke'],
          ['.edge-label', 'fill'],
          ['.node .label', 'fill'],
          ['.level', 'fill'],
        ],
      );
      // The header: its algorithm and value are written in the accent (as are badges and the replay's window), the rest muted.
      const [header, accent] = await p.evaluate(
        (asked) =>
          asked.map((sel) => Array.from(document.querySelector('#header')!.querySelectorAll(sel), (e) => getComputedStyle(e).getPropertyValue('color'))),
        ['.totals, .pv-moves, .convention', '.algorithm, .root-value'],
      );
      const paint = {
        background: await p.evaluate(() => getComputedStyle(document.querySelector('body')).getPropertyValue('background-color')),
        values,
        windows,
        outlines,
        links,
        strikes,
        pvLinks,
        edgeTexts,
        labels,
        levels,
        header,
        accent,
        width: outlineWidths[0],
      };
      const background = rgbOf(paint.background);
      assert.deepEqual(background, rgbOf(themeColour(theme, 'editor-background')), `${theme}: the page takes the editor's background`);
      assert.ok(
        paint.values.length >= 13 &&
          paint.outlines.length === 13 &&
          paint.links.length > 0 &&
          paint.links.length < 12 &&
          paint.strikes.length > 0 &&
          paint.pvLinks.length > 0 &&
          paint.edgeTexts.length === 3 &&
          paint.levels.length > 0 &&
          paint.header.length >= 2 &&
          paint.accent.length === 2,
        theme,
      );
      for (const [part, colours, least] of [
        ['value', paint.values, 4.5],
        ['window', paint.windows, 4.5],
        ['move', paint.edgeTexts, 4.5],
        ['label', paint.labels, 4.5],
        ['ruler', paint.levels, 4.5],
        ['header text', paint.header, 4.5],
        ['accent text', paint.accent, 4.5],
        ['outline', paint.outlines, 3],
        ['edge', paint.links, 3],
        ['principal variation edge', paint.pvLinks, 3],
        ['cut stroke', paint.strikes, 3],
      ] as const) {
        for (const colour of new Set(colours)) {
          const ratio = contrast(rgbOf(colour), background);
          assert.ok(ratio >= least, `${theme}: ${part} ${colour} on ${paint.background} has contrast ${ratio.toFixed(2)}, under ${least}`);
        }
      }
      widths[theme] = parseFloat(paint.width);
      await p.close();
    }
    assert.ok(widths['vscode-high-contrast'] > widths['vscode-light'], `high contrast draws heavier outlines: ${JSON.stringify(widths)}`);
  });

  it('exports the whole drawing as SVG whatever the zoom: it parses, 13 nodes, black on white or the theme resolved', async () => {
    const p = await openPage('vscode-dark');
    await show(p, lecture);
    await p.click('#zoom-in');
    await p.click('#zoom-in');
    await p.hover('.node[data-id="5"]'); // a tooltip and the toggle appear: neither is exported
    await send(p, { type: 'highlight', node: 9 });
    await p.waitForSelector('.node.highlighted');
    const light = await exportFrom(p, 'svg', true);
    assert.doesNotMatch(light, /var\(--/);
    const parsed = await parseSvg(p, light);
    assert.equal(parsed.error, null);
    assert.equal(parsed.nodes, 13);
    assert.equal(parsed.unfaded, lecture.nodes.filter((n) => n.visits > 0).length);
    assert.deepEqual(parsed.cuts, ['7:1', '8:1']);
    assert.equal(parsed.background, '#ffffff');
    assert.equal(parsed.extras, 0);
    const [x, y, w, h] = parsed.viewBox!.split(' ').map(Number);
    assert.ok(x < -20 && y < 0 && w > 250 && h > 200, parsed.viewBox!);
    const themed = await exportFrom(p, 'svg', false);
    assert.doesNotMatch(themed, /var\(--/);
    assert.equal((await parseSvg(p, themed)).background, '#1f1f1f');
    assert.match(themed, /\.node\.max \.outline\{stroke:#3794ff\}/);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'export-lecture-light.svg'), light);
    writeFileSync(join(ARTIFACTS, 'export-lecture-dark.svg'), themed);
    await p.close();
  });

  it('exports concrete colours when the theme writes them as light-dark(), as the self-contained page does, in either scheme', async () => {
    const p = await openPage('vscode-dark');
    await show(p, lecture);
    const exported = async (scheme: 'light' | 'dark'): Promise<string> => {
      await p.evaluate((s) => {
        const root = document.documentElement.style;
        root.colorScheme = s;
        root.setProperty('--vscode-editor-background', 'light-dark(#ffffff, #1f1f1f)');
        root.setProperty('--vscode-charts-blue', 'light-dark(#1a6ee0, #3794ff)');
      }, scheme);
      return exportFrom(p, 'svg', false);
    };
    const dark = await exported('dark');
    assert.doesNotMatch(dark, /light-dark|var\(--/);
    assert.equal((await parseSvg(p, dark)).background, '#1f1f1f');
    assert.match(dark, /\.node\.max \.outline\{stroke:#3794ff\}/);
    const light = await exported('light');
    assert.doesNotMatch(light, /light-dark|var\(--/);
    assert.equal((await parseSvg(p, light)).background, '#ffffff');
    assert.match(light, /\.node\.max \.outline\{stroke:#1a6ee0\}/);
    await p.close();
  });

  it("gives exported files the live drawing's look: computed styles of each kind of element agree", async () => {
    const p = await openPage('vscode-dark');
    // Paint of every kind of shape; paint and font of every kind of text (a shape's font is never seen).
    const shapes = [
      '.edge.pv .link',
      '.edge:not(.pv) .link',
      '.strike',
      '.node.max .outline',
      '.node.min .outline',
      '.node.leaf .outline',
      '.node.faded',
      '.edge.faded .link',
      '.position .backdrop',
      '.position .board',
      '.position .grid',
      '.position .mark.x',
      '.position .mark.o',
      '.position .coin',
      '.position .empty',
      '.position .unit',
    ];
    const texts = ['.level', '.edge-label', '.node .value', '.node .window', '.node .label'];
    const paint = ['fill', 'stroke', 'stroke-width', 'opacity'];
    const asked = [
      ...shapes.map((sel) => [sel, paint] as const),
      ...texts.map((sel) => [sel, [...paint, 'font-size', 'font-weight', 'font-style', 'font-family']] as const),
    ];
    // No named functions inside evaluate: the test's transpiler would wrap them in a helper the page does not have.
    const styles = (q: Page): Promise<string[]> =>
      q.evaluate(
        (list) =>
          list.map(([sel, props]) => {
            const el = document.querySelector(sel);
            return el ? `${sel}: ${props.map((k) => getComputedStyle(el).getPropertyValue(k)).join(' | ')}` : `${sel}: missing`;
          }),
        asked,
      );
    for (const diagram of [lecture, diagramOfExample('xo-zadatak3-alphabeta.gtree'), diagramOfExample('novcici-minimax.gtree')]) {
      await show(p, diagram);
      const file = await browser.newPage();
      await file.setContent(await exportFrom(p, 'svg', false));
      assert.deepEqual(await styles(file), await styles(p), diagram.title);
      await file.close();
    }
    await p.close();
  });

  it("exports a PNG at twice the size of the drawing, through the page's CSP", async () => {
    const p = await openPage('vscode-dark');
    await show(p, lecture);
    const svg = await exportFrom(p, 'svg', true);
    const png = Buffer.from(await exportFrom(p, 'png', true), 'base64');
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the PNG signature');
    const [, , w, h] = (await parseSvg(p, svg)).viewBox!.split(' ').map(Number);
    assert.equal(png.readUInt32BE(16), Math.round(2 * w));
    assert.equal(png.readUInt32BE(20), Math.round(2 * h));
    writeFileSync(join(ARTIFACTS, 'export-lecture-light.png'), png);
    await p.close();
  });

  it("draws the same SVG as gtree export --format svg (the panel's light export, node by node)", async () => {
    const p = await openPage('vscode-light');
    for (const diagram of [lecture, diagramOfExample('negascout-borba-veverica.gtree'), diagramOfExample('maxn-three-players.gtree')]) {
      await show(p, diagram);
      const panel = await parseSvg(p, await exportFrom(p, 'svg', true));
      const cli = await parseSvg(p, await diagramSvg(diagram));
      assert.equal(cli.error, null);
      assert.equal(cli.nodes, diagram.nodes.length);
      assert.equal(cli.canonical, panel.canonical, diagram.title);
    }
    await p.close();
  });

  it('shows the comparison of the algorithms as a table, closes it, and asks for a new one while open', async () => {
    const p = await openPage('vscode-dark');
    await show(p, lecture);
    assert.equal(await p.isVisible('#compare-table'), false);
    await p.click('#compare');
    await p.click('#export');
    assert.deepEqual(await p.evaluate(() => window.posted.filter((m) => m.type === 'compareRequest' || m.type === 'exportRequest')), [
      { type: 'compareRequest' },
      { type: 'exportRequest' },
    ]);
    const evil = '<img src=x onerror="window.xss=1">';
    const compare = comparisonOf(exampleText('alphabeta-lecture.gtree'));
    await send(p, { ...compare, rows: [...compare.rows, { title: evil, message: evil }] });
    await p.waitForSelector('#compare-table');
    const table = await p.$$eval('#compare-table tr', (trs) =>
      trs.map((tr) => Array.from(tr.children, (c) => (c as { textContent: string | null }).textContent ?? '')),
    );
    assert.deepEqual(table[0], ['algorithm', 'value', 'calls', 'leaf evaluations', 'cuts', 're-searches']);
    const ab = table.find((r) => r[0] === 'alpha-beta');
    assert.ok(ab, JSON.stringify(table));
    assert.deepEqual([ab[1], ab[3], ab[4]], ['3', '7', '2']);
    assert.deepEqual(table.find((r) => r[0] === 'minimax')?.[3], '9');
    assert.deepEqual(table.at(-1), [evil, `cannot run: ${evil}`]);
    assert.equal(await p.locator('img').count(), 0);
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-compare-dark.png') });
    const asked = (): Promise<number> => p.evaluate(() => window.posted.filter((m) => m.type === 'compareRequest').length);
    await show(p, lecture);
    assert.equal(await asked(), 2, 'a new diagram while the table is open asks for a new comparison');
    await p.click('#compare-close');
    assert.equal(await p.isVisible('#compare-table'), false);
    await show(p, lecture);
    assert.equal(await asked(), 2);
    await p.close();
  });

  it('lets the user choose an iteration of iterative deepening, or the whole run, and draws what the host sends', async () => {
    const p = await openPage('vscode-light');
    const tree = treeOf('tree "deepening" {\n  algorithm: iterative\n  A [ B ~3 [ 3 5 ]  C ~1 [ 1 9 ] ]\n}\n');
    const outcome = run(tree);
    assert.ok(outcome.ok);
    await show(p, diagramOf(tree, outcome.trace));
    assert.equal(await p.isVisible('#iteration'), true);
    assert.deepEqual(await texts(p, '#iteration option'), ['depth 1 · 3 calls', 'depth 2 · 6 calls', 'all iterations · 9 calls']);
    assert.equal(await p.$eval('#iteration', (e) => (e as unknown as { value: string }).value), '1', 'the last iteration by default');
    assert.match(await p.$eval('#header', (e) => e.textContent ?? ''), /iterative deepening, depth 2 of 2.*6 calls/);
    await p.screenshot({ path: join(ARTIFACTS, 'diagram-iterations-light.png') });
    // Picking asks the host; the page draws only what the host sends back.
    await p.selectOption('#iteration', '0');
    assert.deepEqual(await p.evaluate(() => window.posted.filter((m) => m.type === 'chooseIteration')), [{ type: 'chooseIteration', iteration: 0 }]);
    const first = await show(p, diagramOf(tree, outcome.trace, null, 0));
    assert.equal(first.laidOut, false, 'the same shape: values change in place');
    assert.equal(await p.$eval('#iteration', (e) => (e as unknown as { value: string }).value), '0');
    assert.match(await p.$eval('#header', (e) => e.textContent ?? ''), /depth 1 of 2.*3 calls/);
    assert.equal(await p.locator('g.node.faded').count(), 4, 'depth 1 stops at B and C: no leaf is visited');
    await p.selectOption('#iteration', 'run');
    assert.deepEqual((await p.evaluate(() => window.posted.filter((m) => m.type === 'chooseIteration'))).at(-1), { type: 'chooseIteration', iteration: 'run' });
    await show(p, diagramOf(tree, outcome.trace, null, 'run'));
    assert.match(await p.$eval('#header', (e) => e.textContent ?? ''), /all iterations.*9 calls/);
    // Another algorithm has one view: no choice.
    await show(p, lecture);
    assert.equal(await p.isVisible('#iteration'), false);
    await p.close();
  });

  it('exports trees of 100 and 1000 nodes whole: the SVG holds every drawn node, the PNG keeps its proportions within the canvas limits', async () => {
    const p = await openPage('vscode-dark');
    for (const size of [100, 1000]) {
      const rendered = await show(p, diagramOfText(randomTreeText(size, 2)));
      const svg = await parseSvg(p, await exportFrom(p, 'svg', true));
      assert.equal(svg.error, null, `${size} nodes`);
      assert.equal(svg.nodes, rendered.nodes, `${size} nodes: the SVG holds what the panel drew`);
      const png = Buffer.from(await exportFrom(p, 'png', true), 'base64');
      assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${size} nodes: the PNG signature`);
      // Twice the drawing, scaled down to a canvas of at most 16 384 px a side and 64 Mpx (what browsers paint).
      const [, , w, h] = svg.viewBox!.split(' ').map(Number);
      const scale = Math.min(2, 16_384 / Math.max(w, h), Math.sqrt(64e6 / (w * h)));
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [Math.round(w * scale), Math.round(h * scale)], `${size} nodes: PNG size`);
    }
    await p.close();
  });

  it('stays responsive on big trees: collapses deep levels, re-shows values without a layout, answers while the worker lays out (timings printed, not asserted)', async () => {
    const p = await openPage();
    const rows: string[] = [];
    for (const size of [15, 100, 1000, 5000]) {
      const diagram = diagramOfText(randomTreeText(size, 2));
      const { rendered: r, wall } = await timedShow(p, diagram);
      rows.push(
        `${size} nodes: drawn ${r.nodes}, layout ${r.timing.layoutMs.toFixed(0)} ms, rendered ${r.timing.ms.toFixed(0)} ms, on screen after ${wall} ms`,
      );
      if (size === 1000) {
        const values = diagramOfText(randomTreeText(size, 2, 3));
        const { rendered: again, wall: againWall } = await timedShow(p, values);
        assert.equal(again.laidOut, false);
        rows.push(`1000 nodes, values only: rendered ${again.timing.ms.toFixed(1)} ms, on screen after ${againWall} ms`);
      }
      if (size === 5000) {
        assert.ok(r.nodes <= 2000, 'deep levels collapsed');
        await p.screenshot({ path: join(ARTIFACTS, 'diagram-5000-collapsed.png') });
        assert.equal(await p.isVisible('#show-all'), true);
        const before = await p.evaluate(() => window.posted.filter((m) => m.type === 'rendered').length);
        const start = performance.now();
        await p.click('#show-all');
        assert.match(await p.$eval('#status', (e) => e.textContent ?? ''), /^Laying out 5\u2009000 nodes…$/);
        // The page answers while the worker lays out: a task queued now runs before the layout's drawing is posted.
        const renderedWhenAnswered = await p.evaluate(
          () => new Promise<number>((resolve) => setTimeout(() => resolve(window.posted.filter((m) => m.type === 'rendered').length), 0)),
        );
        assert.equal(renderedWhenAnswered, before, 'the page answered only after the layout: its main thread was blocked');
        await p.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n, before, { timeout: 90_000 });
        const all = lastRendered(await p.evaluate(() => window.posted));
        assert.equal(all.nodes, 5000);
        await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
        rows.push(
          `5000 nodes, show all: layout ${all.timing.layoutMs.toFixed(0)} ms, rendered ${all.timing.ms.toFixed(0)} ms, on screen after ${Math.round(performance.now() - start)} ms`,
        );
        await p.screenshot({ path: join(ARTIFACTS, 'diagram-5000-all.png') });
      }
    }
    console.log(rows.map((r) => `      ${r}`).join('\n'));
    await p.close();
  });
});
