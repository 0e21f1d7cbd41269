/**
 * The self-contained practice page (`gtree export --format html`, src/page/) in Chromium,
 * opened from file:// as a student opens a file a teacher uploaded: nothing computed shows on a
 * blank sheet, a student solves it by mouse, by keyboard and by touch on a phone's screen, a
 * reload keeps the answers, the page asks the network for nothing (and its CSP refuses nothing
 * it needs: no console error), and the downloaded `.gtree` is, byte for byte, the file the panel
 * saves for the same answers (test/fixtures/page/, whose other half test/extension/export.test.ts
 * proves in VS Code), which `gtree grade` grades 100 %; a refused answer keeps the form open
 * beside its field, and Ctrl+Z / Ctrl+Shift+Z undo and redo answers. A page of a solved tree
 * replays its run. The playground: its link carries every example, opens as a sheet, works from
 * a static web host, and refuses a tree too large. Needs `npm run build` first.
 *
 *   flock /tmp/gtree-vscode.lock npx mocha --no-config --node-option import=tsx --timeout 120000 test/browser/page.browser.test.ts
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerEdits, applyEdits, checkText, diagramOf, markEdit, run, type DiagramNode, type GameTree } from '../../src/core';
import { encodeTree } from '../../src/page/link';
import { ARTIFACTS, launchChromium, ROOT } from './harness';

const OUT = join(ARTIFACTS, 'page');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'page');
const CLI = join(ROOT, 'dist', 'cli.js');
const LECTURE = join(ROOT, 'examples', 'alphabeta-lecture.gtree');
const SHEET = join(OUT, 'lecture-sheet.html');
const URL_OF_SHEET = pathToFileURL(SHEET).href;

// The page's side, for the callbacks run in it (this file is type-checked without the DOM lib).
interface PageElement {
  readonly id: string;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  querySelector(selector: string): PageElement | null;
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number; width: number; height: number };
}
declare const document: {
  readonly activeElement: PageElement | null;
  elementFromPoint(x: number, y: number): PageElement | null;
  readonly body: { readonly dataset: Record<string, string | undefined> };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
};
declare const localStorage: { readonly length: number; key(i: number): string | null; getItem(key: string): string | null };
declare function getComputedStyle(el: unknown): { strokeWidth: string; display: string; color: string };

/** One answer as a student types it: the value and the window's bounds, as the run has them. */
interface Answer {
  readonly node: number;
  readonly value: string;
  readonly alpha: string;
  readonly beta: string;
}

/** The blank sheet the page carries (the lecture tree, blanked), its tree, and the run's answers to type and edges to cut. */
function solution(sheetText: string): { tree: GameTree; answers: Answer[]; cuts: number[] } {
  const tree = checkText(sheetText).trees[0].model!;
  const outcome = run(tree);
  assert.ok(outcome.ok);
  const nodes: readonly DiagramNode[] = diagramOf(tree, outcome.trace, null).nodes;
  const answers = nodes
    .filter((n) => n.payoff === null && n.value !== null)
    .map((n) => ({ node: n.id, value: n.value!.text, alpha: n.window!.alpha, beta: n.window!.beta }));
  return { tree, answers, cuts: nodes.filter((n) => n.cut === 1).map((n) => n.id) };
}

/** What the panel's writer (src/extension/practice/practice-answers.ts: answerEdits, markEdit, as one edit each) leaves for the same answers. */
function panelText(sheetText: string, answers: readonly Answer[], cuts: readonly number[]): string {
  let text = sheetText;
  const nodeOf = (id: number) => checkText(text).trees[0].model!.allNodes()[id];
  for (const a of answers) {
    const result = answerEdits(checkText(text).trees[0].model!, nodeOf(a.node), text, { value: a.value, alpha: a.alpha, beta: a.beta });
    assert.ok(result.ok);
    text = applyEdits(text, result.edits);
  }
  for (const id of cuts) {
    const result = markEdit(nodeOf(id), text, 1);
    assert.ok(result.ok);
    text = applyEdits(text, result.edits);
  }
  return text;
}

const sheetTextOf = (html: string): string =>
  (JSON.parse(/id="gtree-sheet">(.*?)<\/script>/s.exec(html)![1].replace(/\\u003c/g, '<')) as { text: string }).text;

/** Waits until the page has drawn more than `n` times (its host counts the diagram page's `rendered`). */
async function drawnAfter(page: Page, n: number): Promise<number> {
  await page.waitForFunction((k) => Number(document.body.dataset.drawings ?? 0) > k, n, { timeout: 30_000 });
  return page.evaluate(() => Number(document.body.dataset.drawings));
}
const drawings = (page: Page): Promise<number> => page.evaluate(() => Number(document.body.dataset.drawings ?? 0));

/** The spoken names of the drawn nodes, by id. */
const names = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() =>
    Object.fromEntries(Array.from(document.querySelectorAll('g.node')).map((g) => [g.getAttribute('data-id')!, g.getAttribute('aria-label') ?? ''])),
  );

/** The centre of the edge into `child` on screen (a point on its hit line). */
async function edgePoint(page: Page, child: number): Promise<{ x: number; y: number }> {
  return page.evaluate((id) => {
    const line = document.querySelector(`g.edge[data-child="${id}"] .hit`) as unknown as {
      getTotalLength(): number;
      getPointAtLength(l: number): { matrixTransform(m: unknown): { x: number; y: number } };
      getScreenCTM(): unknown;
    };
    const p = line.getPointAtLength(line.getTotalLength() * 0.5).matrixTransform(line.getScreenCTM());
    return { x: p.x, y: p.y };
  }, child);
}

/** The text the page keeps in this browser (a fresh profile holds the one sheet's key), or null. */
const stored = (page: Page): Promise<string | null> => page.evaluate(() => (localStorage.length > 0 ? localStorage.getItem(localStorage.key(0)!) : null));

/** Downloads the answers (the page's button) and gives the file's text. */
async function download(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#page-download')]);
  return readFileSync(await file.path(), 'utf8');
}

/** `gtree grade KEY FILE --json`: the submission's score (1 is 100 %). */
function grade(text: string, name: string): number {
  const path = join(OUT, name);
  writeFileSync(path, text);
  const json = JSON.parse(execFileSync(process.execPath, [CLI, 'grade', LECTURE, path, '--json'], { encoding: 'utf8' })) as {
    submissions: { score: number }[];
  };
  return json.submissions[0].score;
}

/** A static web host for `files` (path → file on disk), with `headers` on every page; its origin, and how to stop it. */
async function host(files: Record<string, string>, headers: Record<string, string> = {}): Promise<{ origin: string; close(): void }> {
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://host').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('the self-contained practice page (file://) in Chromium', function () {
  this.timeout(120_000);
  let browser: Browser;
  let sheetText: string;
  let solved: ReturnType<typeof solution>;
  const pageErrors: string[] = [];
  const requests: string[] = [];
  /** The pages opened (their own requests are no network). */
  const opened = new Set<string>();

  /** Records the page's uncaught errors and its console's errors: Chromium says there what the page's CSP refused. */
  function watch(page: Page): void {
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') pageErrors.push(`console: ${m.text()}`);
    });
  }

  /** A fresh browser profile (its own localStorage) on the sheet, recording every request and error. */
  async function open(options: Parameters<Browser['newContext']>[0] = {}, url = URL_OF_SHEET): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, acceptDownloads: true, ...options });
    // Anything but the file itself and the page's own blob: URLs (its layout worker, the download) would be the network.
    // A page served by a web host may ask that host for itself, and nothing else.
    const own = url.startsWith('http') ? new URL(url).origin : null;
    await context.route(
      (u) => u.protocol !== 'file:' && u.protocol !== 'blob:' && u.origin !== own,
      (route) => {
        requests.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    watch(page);
    opened.add(url);
    await page.goto(url);
    await drawnAfter(page, 0);
    return { context, page };
  }

  before(async () => {
    mkdirSync(OUT, { recursive: true });
    execFileSync(process.execPath, [CLI, 'export', LECTURE, '--format', 'html', '--practice', '-o', SHEET]);
    sheetText = sheetTextOf(readFileSync(SHEET, 'utf8'));
    solved = solution(sheetText);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    assert.deepEqual(pageErrors, []);
    // The page itself and its blob: URLs: nothing from the network, ever.
    assert.deepEqual(
      requests.filter((url) => !opened.has(url) && !url.startsWith('blob:')),
      [],
    );
  });

  it('a blank sheet shows no computed value, and the page carries none', async () => {
    const html = readFileSync(SHEET, 'utf8');
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/);
    assert.doesNotMatch(sheetText, /=\s*\d/, 'no value written in the sheet');
    const { context, page } = await open();
    const spoken = await names(page);
    for (const a of solved.answers) assert.match(spoken[a.node], /window blank.*, value blank$/, `node ${a.node}: ${spoken[a.node]}`);
    const header = await page.textContent('#header');
    assert.doesNotMatch(header ?? '', /PV|calls|value \d/);
    assert.equal(await page.isVisible('#replay'), false, 'no replay of the run while practising');
    await page.screenshot({ path: join(OUT, 'sheet-desktop-light.png') });
    // Asked for, the solution shows in the picture; the sheet's text (kept, downloaded) stays as given.
    const n = await drawings(page);
    await page.click('#practice-solution');
    await drawnAfter(page, n);
    assert.match((await names(page))['0'], /value 3/);
    assert.equal(await stored(page), null, 'nothing written');
    assert.equal(await download(page), sheetText);
    await context.close();
  });

  it('a student solves it by mouse; the download is the file the panel saves for the same answers, byte for byte, and grades 100 %', async () => {
    // The answers and the file the panel saves for them, in VS Code (test/extension/export.test.ts proves that half).
    const clicks = JSON.parse(readFileSync(join(FIXTURES, 'lecture-clicks.json'), 'utf8')) as { answers: Answer[]; cuts: number[] };
    const panelSaved = readFileSync(join(FIXTURES, 'lecture-answered.gtree'));
    const { context, page } = await open();
    let n = await drawings(page);
    for (const a of clicks.answers) {
      await page.click(`g.node[data-id="${a.node}"]`);
      await page.fill('#answer-value', a.value);
      await page.fill('#answer-alpha', a.alpha);
      await page.fill('#answer-beta', a.beta);
      await page.keyboard.press('Enter');
      n = await drawnAfter(page, n);
    }
    for (const id of clicks.cuts) {
      const at = await edgePoint(page, id);
      await page.mouse.click(at.x, at.y);
      n = await drawnAfter(page, n);
    }
    const spoken = await names(page);
    for (const a of clicks.answers) assert.match(spoken[a.node], /right, value .*, right$/, spoken[a.node]);
    for (const id of clicks.cuts) assert.match(spoken[id], /cut, right$/, spoken[id]);
    await page.click('#practice-next');
    await page.waitForFunction(() => /Well done/.test((document.querySelector('#page-said') as unknown as { textContent: string }).textContent));
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#page-download')]);
    assert.equal(file.suggestedFilename(), 'alphabeta-lecture.gtree');
    const bytes = readFileSync(await file.path());
    assert.equal(bytes.toString('utf8'), panelSaved.toString('utf8'));
    assert.ok(bytes.equals(panelSaved), 'the same bytes as the file the panel saves');
    assert.equal(grade(bytes.toString('utf8'), 'by-mouse.gtree'), 1);
    await context.close();
  });

  it('a student answers by keyboard, and a reload keeps the answers', async () => {
    const { context, page } = await open({ colorScheme: 'dark' });
    let n = await drawings(page);
    const depthOf = (id: number): number => solved.tree.allNodes()[id].depth;
    /** Tab into the tree, Up to its root, then Down to the node's row and Right along it, as the tree widget's keys go. */
    async function focus(id: number): Promise<void> {
      await page.focus('#page-restart'); // the last control before the drawing
      await page.keyboard.press('Tab');
      const at = (): Promise<string | null> => page.evaluate(() => document.activeElement?.closest('.node')?.getAttribute('data-id') ?? null);
      assert.notEqual(await at(), null, "Tab after the page's controls reaches the tree");
      for (let i = 0; i < 10 && (await at()) !== '0'; i++) await page.keyboard.press('ArrowUp');
      for (let d = 0; d < depthOf(id); d++) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < 20 && (await at()) !== String(id); i++) await page.keyboard.press('ArrowRight');
      assert.equal(await at(), String(id));
    }
    for (const a of solved.answers) {
      await focus(a.node);
      await page.keyboard.press('Enter');
      await page.keyboard.type(a.value);
      await page.keyboard.press('Tab');
      await page.keyboard.type(a.alpha);
      await page.keyboard.press('Tab');
      await page.keyboard.type(a.beta);
      await page.keyboard.press('Enter');
      n = await drawnAfter(page, n);
    }
    for (const id of solved.cuts) {
      await focus(id);
      await page.keyboard.press('Space');
      n = await drawnAfter(page, n);
    }
    await page.screenshot({ path: join(OUT, 'sheet-desktop-dark.png') });
    const expected = panelText(sheetText, solved.answers, solved.cuts);
    await page.reload();
    await drawnAfter(page, 0);
    assert.match((await page.textContent('#page-said')) ?? '', /answers from last time are back/);
    const spoken = await names(page);
    for (const a of solved.answers) assert.match(spoken[a.node], /right$/, spoken[a.node]);
    assert.equal(await download(page), expected);
    await context.close();
  });

  it('a solved tree exported without --practice shows the run, and its replay steps through it', async () => {
    const replayPage = join(OUT, 'lecture-replay.html');
    execFileSync(process.execPath, [CLI, 'export', LECTURE, '--format', 'html', '-o', replayPage]);
    const { context, page } = await open({}, pathToFileURL(replayPage).href);
    const caption = (): Promise<string> => page.$eval('#replay-caption', (e) => e.textContent ?? '');
    assert.equal(await page.isVisible('#replay'), true, 'the replay is on show');
    assert.equal(await page.isVisible('#page-download'), false, 'nothing to hand in');
    assert.match((await names(page))['0'], /value 3/);
    await page.click('#replay-first');
    assert.match(await caption(), /^Step 1 of 23: Visit A with α = −∞, β = \+∞\./);
    const valueOfD = (): Promise<string | null> => page.$eval('.node[data-id="9"] .value', (e) => e.textContent);
    assert.equal(await valueOfD(), '', 'D has not returned at the first step');
    await page.keyboard.press('ArrowRight');
    assert.match(await caption(), /^Step 2 of 23: Visit B/);
    await page.click('#replay-forward');
    assert.match(await caption(), /^Step 3 of 23/);
    await page.screenshot({ path: join(OUT, 'replay-desktop-light.png') });
    await page.keyboard.press('End');
    assert.match(await caption(), /^Final state/);
    assert.equal(await valueOfD(), '2');
    await context.close();
  });

  it("in a learning platform's sandbox (no storage, no form submission): answers by Enter and by Write, and downloads them", async () => {
    const server = await host({ '/sheet.html': SHEET }, { 'content-security-policy': 'sandbox allow-scripts allow-downloads' });
    const { context, page } = await open({}, `${server.origin}/sheet.html`);
    try {
      let n = await drawings(page);
      const [a, b] = solved.answers;
      for (const [x, how] of [
        [a, 'Enter'],
        [b, 'Write'],
      ] as const) {
        await page.click(`g.node[data-id="${x.node}"]`);
        await page.fill('#answer-value', x.value);
        await page.fill('#answer-alpha', x.alpha);
        await page.fill('#answer-beta', x.beta);
        if (how === 'Enter') await page.keyboard.press('Enter');
        else await page.click('#answer-form .answer-write');
        n = await drawnAfter(page, n);
        assert.match((await names(page))[x.node], /right$/, `answered by ${how}`);
      }
      assert.equal(await download(page), panelText(sheetText, [a, b], []));
    } finally {
      await context.close();
      server.close();
    }
  });

  it('a refused answer keeps the form open with the reason beside its field; a valid one closes it and is written', async () => {
    const { context, page } = await open();
    const n = await drawings(page);
    const a = solved.answers[0];
    await page.click(`g.node[data-id="${a.node}"]`);
    await page.fill('#answer-value', a.value);
    await page.fill('#answer-alpha', 'abc');
    await page.fill('#answer-beta', a.beta);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#answer-alpha[aria-invalid="true"]');
    assert.equal(await page.isVisible('#answer-form'), true, 'the form stays open');
    assert.match((await page.textContent('#answer-error')) ?? '', /abc/);
    assert.equal(await page.getAttribute('#answer-alpha', 'aria-describedby'), 'answer-error');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'answer-alpha', 'the focus on the field refused');
    assert.equal(await page.inputValue('#answer-alpha'), 'abc', 'what was typed is kept');
    assert.equal(await page.getAttribute('#answer-value', 'aria-invalid'), null);
    assert.equal(await stored(page), null, 'nothing written');
    await page.fill('#answer-alpha', a.alpha);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#answer-form', { state: 'hidden' });
    await drawnAfter(page, n);
    assert.equal(await stored(page), panelText(sheetText, [a], []));
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.node')?.getAttribute('data-id')), String(a.node), 'the focus back on the node');
    await context.close();
  });

  it('Ctrl+Z in the page undoes the last answer and Ctrl+Shift+Z redoes it, kept and downloaded as they stand', async () => {
    const { context, page } = await open();
    let n = await drawings(page);
    const [a, b] = solved.answers;
    for (const x of [a, b]) {
      await page.click(`g.node[data-id="${x.node}"]`);
      await page.fill('#answer-value', x.value);
      await page.fill('#answer-alpha', x.alpha);
      await page.fill('#answer-beta', x.beta);
      await page.keyboard.press('Enter');
      n = await drawnAfter(page, n);
    }
    const focused = (): Promise<string | null | undefined> => page.evaluate(() => document.activeElement?.closest('.node')?.getAttribute('data-id'));
    assert.equal(await focused(), String(b.node));
    await page.keyboard.press('Control+z');
    n = await drawnAfter(page, n);
    assert.equal(await stored(page), panelText(sheetText, [a], []), 'one answer taken back, the one before kept');
    assert.match((await names(page))[b.node], /value blank$/);
    assert.match((await page.textContent('#page-said')) ?? '', /Undone/);
    await page.waitForFunction((id) => document.activeElement?.closest('.node')?.getAttribute('data-id') === id, String(b.node));
    await page.keyboard.press('Control+Shift+z');
    n = await drawnAfter(page, n);
    assert.equal(await stored(page), panelText(sheetText, [a, b], []));
    assert.match((await names(page))[b.node], /right$/);
    await page.keyboard.press('Control+z');
    n = await drawnAfter(page, n);
    await page.keyboard.press('Control+z');
    await drawnAfter(page, n);
    assert.equal(await download(page), sheetText, 'both answers undone: the sheet as given');
    assert.equal(await stored(page), sheetText);
    await context.close();
  });

  it('works on a phone: touch, hit targets of 24 px, the answer form on the screen', async () => {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    let n = await drawings(page);
    // The form opens on the screen at every node that takes an answer, the leftmost and rightmost included.
    for (const { node } of solved.answers.slice(1)) {
      await page.tap(`g.node[data-id="${node}"]`);
      const form = await page.$eval('#answer-form', (f) => f.getBoundingClientRect());
      assert.ok(form.left >= 0 && form.top >= 0 && form.right <= 390 && form.bottom <= 844, `node ${node}: the form on the screen: ${JSON.stringify(form)}`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#answer-form', { state: 'hidden' });
    }
    const a = solved.answers[0];
    await page.tap(`g.node[data-id="${a.node}"]`);
    const form = await page.$eval('#answer-form', (f) => f.getBoundingClientRect());
    assert.ok(form.left >= 0 && form.top >= 0 && form.right <= 390 && form.bottom <= 844, `the form on the screen: ${JSON.stringify(form)}`);
    await page.screenshot({ path: join(OUT, 'sheet-phone-form.png') });
    for (const [field, typed] of [
      ['#answer-value', a.value],
      ['#answer-alpha', a.alpha],
      ['#answer-beta', a.beta],
    ]) {
      await page.tap(field);
      await page.fill(field, typed);
    }
    await page.tap('#answer-form button[type="submit"]');
    n = await drawnAfter(page, n);
    const cut = solved.cuts[0];
    const at = await edgePoint(page, cut);
    await page.touchscreen.tap(at.x, at.y);
    await drawnAfter(page, n);
    const spoken = await names(page);
    assert.match(spoken[a.node], /right$/);
    assert.match(spoken[cut], /cut, right$/);
    // Targets: every node that takes an answer, every edge's hit line, every button on show.
    const sizes = await page.evaluate(
      (ids) => ({
        nodes: ids.map((id) => document.querySelector(`g.node[data-id="${id}"]`)!.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
        edges: Array.from(document.querySelectorAll('g.edge .hit')).map((l) => parseFloat(getComputedStyle(l).strokeWidth)),
        buttons: Array.from(document.querySelectorAll('button'))
          .filter((b) => b.getBoundingClientRect().width > 0)
          .map((b) => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)),
      }),
      solved.answers.map((x) => x.node),
    );
    for (const [what, list] of Object.entries(sizes)) assert.ok(list.length > 0 && Math.min(...list) >= 24, `${what}: ${list.join(' ')}`);
    // A node's box holds its labels too, and a click lands only on what is painted: each node that takes an answer
    // has a disc 24 px across somewhere in its shape where every point is the node's (the largest found, in px).
    // (No named functions inside: the test runner's compiler would wrap them in a helper the page lacks.)
    const discs = await page.evaluate(
      (ids) =>
        ids.map((id) => {
          const node = document.querySelector(`g.node[data-id="${id}"]`)!;
          const box = node.querySelector('.outline')!.getBoundingClientRect();
          const rim = Array.from({ length: 24 }, (_, k) => (k * Math.PI) / 12);
          let best = 0;
          for (let x = box.left; x <= box.right; x += 1)
            for (let y = box.top; y <= box.bottom; y += 1)
              while (
                [[x, y] as const, ...rim.map((a) => [x + (best / 2 + 0.5) * Math.cos(a), y + (best / 2 + 0.5) * Math.sin(a)] as const)].every(
                  ([px, py]) => document.elementFromPoint(px, py)?.closest('g.node') === node,
                )
              )
                best += 1;
          return best;
        }),
      solved.answers.map((x) => x.node),
    );
    assert.ok(Math.min(...discs) >= 24, `the largest disc inside each node: ${discs.join(' ')} px`);
    await page.screenshot({ path: join(OUT, 'sheet-phone-light.png') });
    // Two fingers spread apart on the drawing zoom it in; one finger pans it.
    const scale = (): Promise<number> =>
      page.evaluate(() => Number(/scale\(([\d.e+-]+)\)/.exec(document.querySelector('#viewport')!.getAttribute('transform') ?? '')?.[1] ?? NaN));
    const before = await scale();
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    await touch('touchStart', [{ x: 180, y: 600 }]);
    await touch('touchStart', [
      { x: 180, y: 600 },
      { x: 210, y: 600 },
    ]);
    for (let step = 1; step <= 5; step++)
      await touch('touchMove', [
        { x: 180 - 12 * step, y: 600 },
        { x: 210 + 12 * step, y: 600 },
      ]);
    await touch('touchEnd', []);
    const pinched = await scale();
    assert.ok(pinched > before * 2, `pinched from ${before} to ${pinched}`);
    // One finger dragged across the drawing moves it by as much, at the same scale.
    const shift = (): Promise<number[]> =>
      page.evaluate(() =>
        (/translate\(([\d.e+-]+),([\d.e+-]+)\)/.exec(document.querySelector('#viewport')!.getAttribute('transform') ?? '') ?? []).slice(1).map(Number),
      );
    const box = await page.$eval('#diagram', (svg) => svg.getBoundingClientRect());
    const from = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
    const [x0, y0] = await shift();
    await touch('touchStart', [from]);
    for (let step = 1; step <= 6; step++) await touch('touchMove', [{ x: from.x - 10 * step, y: from.y + 8 * step }]);
    await touch('touchEnd', []);
    const [x1, y1] = await shift();
    assert.ok(Math.abs(x1 - x0 + 60) < 2 && Math.abs(y1 - y0 - 48) < 2, `panned from ${x0},${y0} to ${x1},${y1}`);
    assert.equal(await scale(), pinched, 'a pan does not zoom');
    await context.close();
    const dark = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' });
    await dark.page.screenshot({ path: join(OUT, 'sheet-phone-dark.png') });
    await dark.context.close();
  });

  describe('the playground', () => {
    const PLAYGROUND = join(OUT, 'playground.html');
    const PLAYGROUND_URL = pathToFileURL(PLAYGROUND).href;
    before(() => execFileSync(process.execPath, [CLI, 'export', LECTURE, '--format', 'html', '--playground', '-o', PLAYGROUND]));

    async function openPlayground(url: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      await context.route(/^(?!file:|blob:)/, (route) => {
        requests.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      watch(page);
      await page.goto(url);
      await drawnAfter(page, 0);
      return { context, page };
    }

    it('draws what is typed, says its problems, and a copied link opens the same tree, as a sheet when it has blanks', async () => {
      const { context, page } = await openPlayground(PLAYGROUND_URL);
      assert.match((await names(page))['0'], /value 3/, 'a solved tree: the run, with its values');
      // The text in the grammar's colours: a copy under the textarea, the same text, keywords, numbers and comments apart.
      const colours = await page.evaluate(() => ({
        same: (document.querySelector('#pg-colours') as unknown as { textContent: string }).textContent.trimEnd(),
        // No named function inside: the test runner's compiler would wrap it in a helper the page lacks.
        colours: ['#pg-colours', '.tok-keyword', '.tok-number', '.tok-comment', '.tok-string'].map(
          (selector) => getComputedStyle(document.querySelector(selector)).color,
        ),
      }));
      assert.equal(colours.same, (await page.inputValue('#pg-text')).trimEnd());
      assert.equal(new Set(colours.colours).size, 5, `plain, keyword, number, comment, string: ${colours.colours.join(' ')}`);
      // The student blanks the root's value: the playground practises the tree.
      const typed = (await page.inputValue('#pg-text')).replace('  A [', '  A =? <?, ?> [');
      const n = await drawings(page);
      await page.fill('#pg-text', typed);
      await drawnAfter(page, n);
      assert.match((await names(page))['0'], /value blank$/);
      await page.screenshot({ path: join(OUT, 'playground-desktop-light.png') });
      // A typo: its error under the text, with where it is.
      await page.fill('#pg-text', typed.replace('[ 3 12 8 ]', '[ 3 12 8 '));
      await page.waitForSelector('.pg-problem.error');
      assert.match((await page.textContent('.pg-problem.error')) ?? '', /^\d+:\d+ error: /);
      await page.fill('#pg-text', typed);
      await page.click('#pg-copy');
      await page.waitForFunction(() => /^#t=/.test((globalThis as unknown as { location: { hash: string } }).location.hash));
      const url = page.url();
      await context.close();
      const opened = await openPlayground(url, { colorScheme: 'dark' });
      assert.equal(await opened.page.inputValue('#pg-text'), typed);
      assert.match((await names(opened.page))['0'], /value blank$/, 'opened in practice mode');
      await opened.page.screenshot({ path: join(OUT, 'playground-desktop-dark.png') });
      await opened.context.close();
    });

    it("a Markdown preview block's Practise link opens its tree in the playground", async () => {
      const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
      const page = await context.newPage();
      watch(page);
      const tree = 'A =? [\n  B [ 3 12 ]\n  C [ 2 8 ]\n]\n';
      // The block as the preview's markdown-it plugin leaves it (markdown-fence.ts), the playground's address on it, in a
      // page of its own on file:// (Chromium lets a file:// page, not about:blank, open another file).
      const note = join(OUT, 'markdown-block.html');
      const script = pathToFileURL(join(ROOT, 'dist', 'markdown', 'preview.js')).href;
      writeFileSync(
        note,
        `<!DOCTYPE html><body><div class="gtree-block" data-info="gtree" data-playground="${PLAYGROUND_URL}"><pre class="gtree-source">${tree}</pre></div><script src="${script}"></script></body>`,
      );
      await page.goto(pathToFileURL(note).href);
      await page.waitForSelector('.gtree-practise a');
      await Promise.all([page.waitForURL(/#t=/), page.click('.gtree-practise a')]);
      await drawnAfter(page, 0);
      assert.equal(await page.inputValue('#pg-text'), tree);
      assert.match((await names(page))['0'], /value blank$/, 'a tree with a blank opens as a sheet');
      await context.close();
    });

    it('opens a link to every example with the example’s text, character for character', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.route(/^(?!file:|blob:)/, (route) => {
        requests.push(route.request().url());
        return route.abort();
      });
      for (const name of readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.gtree'))) {
        const text = readFileSync(join(ROOT, 'examples', name), 'utf8');
        const link = await encodeTree(text);
        assert.ok(link.ok, `${name}: ${link.ok ? '' : link.message}`);
        const page = await context.newPage();
        watch(page);
        await page.goto(`${PLAYGROUND_URL}#${link.fragment}`);
        await page.waitForSelector('#pg-text');
        assert.equal(await page.inputValue('#pg-text'), text, name);
        assert.equal(await page.$('#pg-said.error'), null, `${name}: ${await page.textContent('#pg-said')}`);
        await page.close();
      }
      await context.close();
    });

    it('works served by a static web host too: the sheet and the playground over http, a link opened there', async () => {
      // Any static host: a server that hands out the two files as they are, nothing else.
      const server = await host({ '/sheet.html': SHEET, '/index.html': PLAYGROUND });
      const { origin } = server;
      const served: string[] = [];
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.route(
          (url) => url.origin !== origin && url.protocol !== 'blob:',
          (route) => {
            requests.push(route.request().url());
            return route.abort();
          },
        );
        const page = await context.newPage();
        watch(page);
        page.on('request', (r) => served.push(r.url()));
        await page.goto(`${origin}/sheet.html`);
        await drawnAfter(page, 0);
        assert.match((await names(page))['0'], /value blank$/);
        const text = 'A =? [\n  B [ 3 12 ]\n  C [ 2 8 ]\n]\n';
        const link = await encodeTree(text);
        assert.ok(link.ok);
        await page.goto(`${origin}/index.html#${link.fragment}`);
        await drawnAfter(page, 0);
        assert.equal(await page.inputValue('#pg-text'), text);
        assert.match((await names(page))['0'], /value blank$/);
        assert.deepEqual(
          served.filter((url) => !url.startsWith('blob:')).map((url) => new URL(url).pathname),
          ['/sheet.html', '/index.html'],
          'the two pages, and nothing else asked of the host',
        );
      } finally {
        await context.close();
        server.close();
      }
    });

    it('refuses a link for a tree too large, saying so', async () => {
      const { context, page } = await openPlayground(PLAYGROUND_URL, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        colorScheme: 'dark',
      });
      let seed = 11;
      const leaf = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % 1000;
      await page.fill('#pg-text', `tree { R [ ${Array.from({ length: 3000 }, () => `[ ${leaf()} ${leaf()} ]`).join(' ')} ] }\n`);
      await page.click('#pg-copy');
      await page.waitForSelector('#pg-said.error');
      assert.match((await page.textContent('#pg-said')) ?? '', /over the 8,000 a link can safely carry: share the \.gtree file/);
      assert.equal(new URL(page.url()).hash, '', 'no link made');
      await page.screenshot({ path: join(OUT, 'playground-phone-dark.png') });
      await context.close();
    });
  });
});
