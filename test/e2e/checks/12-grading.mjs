// A teaching assistant grades a class in the workbench: the key open, "gtree: Grade submissions against this key…"
// from the palette, the class's folder picked in VS Code's folder dialog, and the grading panel shows the table (a row
// per submission: status, score, right/wrong/blank/total, first problem) and the class view (the key's tree with a
// badge on each answer someone got wrong, and the list of them). Enter on a row opens that submission. The class is
// test/fixtures/grade (see test/extension/grade.test.ts for who did what), copied into the workspace for the run and
// removed after. Asserts on the panel's DOM (src/grading-page/grades-table.ts, class-view.ts); screenshots
// test-artifacts/workbench/grading-*.png.
import * as assert from 'node:assert/strict';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LONG = 60_000;
const FIXTURE = fileURLToPath(new URL('../../fixtures/grade/', import.meta.url));
const MOVES = fileURLToPath(new URL('../../fixtures/grade-moves/', import.meta.url));
const COURSE = fileURLToPath(new URL('../../fixtures/course/', import.meta.url));
const WORKSPACE = fileURLToPath(new URL('../../../examples/', import.meta.url));

/** The grading page once it has drawn its rows and the key's tree (`nodes` of them). */
async function gradingPage(wb, rows, nodes) {
  // The newest webview may be one that closes as the grading page opens: its frame detaches, and the page's is taken.
  for (let attempt = 1; ; attempt++) {
    try {
      return await drawnGradingPage(wb, rows, nodes);
    } catch (e) {
      if (attempt === 3 || !/detached/i.test(String(e))) throw e;
    }
  }
}

async function drawnGradingPage(wb, rows, nodes) {
  const frame = await wb.webviewFrame({ timeout: LONG });
  await frame
    .waitForFunction(
      ([r, n]) => document.querySelectorAll('#grades tbody tr').length === r && document.querySelectorAll('#class-diagram g.node').length === n,
      [rows, nodes],
      {
        timeout: LONG,
      },
    )
    .catch(async () => assert.fail(`the grading page did not draw the class: it reads ${JSON.stringify(await frame.evaluate(() => document.body.innerText))}`));
  return frame;
}

/**
 * Every value, window and badge of the class view stands out from what is behind it (contrast ≥ 3): the page's
 * background, or a badge's own fill.
 */
async function assertReadable(frame, theme) {
  const texts = await frame.evaluate(() => {
    // rgb(r, g, b) from 0 to 255, or color(srgb r g b) from 0 to 1 (what a color-mix() computes to).
    const rgb = (c) =>
      c
        .match(/[\d.]+/g)
        .slice(0, 3)
        .map((v) => (c.startsWith('color(') ? Number(v) * 255 : Number(v)));
    const lum = ([r, g, b]) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const page = lum(rgb(getComputedStyle(document.body).backgroundColor));
    return Array.from(document.querySelectorAll('#class-diagram text.value, #class-diagram text.window, #class-diagram .class-mark text'))
      .filter((t) => t.textContent)
      .map((t) => {
        const fill = t.parentElement.classList.contains('class-mark') ? lum(rgb(getComputedStyle(t.parentElement.querySelector('rect')).fill)) : page;
        const fg = lum(rgb(getComputedStyle(t).fill));
        return { text: t.textContent, contrast: Math.round(((Math.max(fg, fill) + 0.05) / (Math.min(fg, fill) + 0.05)) * 10) / 10 };
      });
  });
  assert.ok(texts.length > 30, `${theme}: only ${texts.length} texts found`);
  for (const t of texts) assert.ok(t.contrast >= 3, `${theme}: '${t.text}' has contrast ${t.contrast}`);
}

/** No badge covers a text of the drawing (a value, a window, a label, a move), a cut's stroke or another badge: their boxes on the page. */
export async function assertUncovered(frame) {
  const overlaps = await frame.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    const name = (el) =>
      el.classList.contains('strike')
        ? `the stroke on ${el.closest('g.edge').dataset.child}'s edge`
        : `${el.closest('.class-mark') ? 'badge' : 'text'} '${el.textContent}'`;
    const badges = Array.from(document.querySelectorAll('#class-diagram .class-mark'));
    const texts = Array.from(document.querySelectorAll('#class-diagram text')).filter((t) => t.textContent && !t.closest('.class-mark'));
    texts.push(...document.querySelectorAll('#class-diagram .strike'));
    const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const found = [];
    badges.forEach((b, i) => {
      const r = box(b);
      if (r.width === 0) found.push(`${name(b)} not drawn`);
      for (const t of texts) if (hit(r, box(t))) found.push(`${name(b)} covers ${name(t)}`);
      for (const other of badges.slice(i + 1)) if (hit(r, box(other))) found.push(`${name(b)} covers ${name(other)}`);
    });
    return found;
  });
  assert.deepEqual(overlaps, []);
}

/**
 * The fixture copied to `folder` in the workspace, its key opened from the Explorer and graded against its class/
 * folder through VS Code's folder dialog; the grading page once drawn (`rows` rows, `nodes` nodes).
 */
export async function gradeFolder(wb, fixture, folder, rows, nodes) {
  cpSync(fixture, folder, { recursive: true });
  // From the Explorer: quick open's file list may be one cached before the folder was copied.
  await wb.explorerClick(folder.split('/').pop());
  await wb.explorerClick('key.gtree');
  await wb.activeTab('key.gtree').waitFor({ timeout: LONG });
  await wb.runCommand('gtree: Grade submissions against this key…');
  // VS Code's own folder dialog (a quick input holding a path): it opens on the key's folder (the command's default),
  // which it writes in once it has read it; then the class's folder is typed over it, and its OK clicked.
  const input = wb.page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: LONG });
  const shown = (path) => wb.page.waitForFunction((p) => document.querySelector('.quick-input-widget input')?.value === p, path, { timeout: LONG });
  await shown(`${folder}/`);
  await input.fill(`${folder}/class/`);
  await shown(`${folder}/class/`);
  await wb.screenshot(`${folder.split('/').pop().replace(/-\d+$/, '')}-dialog`);
  await wb.page.locator('.quick-input-widget .monaco-button', { hasText: 'Grade this folder' }).click();
  return gradingPage(wb, rows, nodes);
}

async function gradeTheClass(wb) {
  const folder = `${WORKSPACE}grading-check-${process.pid}`;
  try {
    // 7 rows; the key's tree has 25 nodes (11 inner, 14 leaves).
    const frame = await gradeFolder(wb, FIXTURE, folder, 7, 25);

    const rows = await frame.$$eval('#grades tbody tr', (trs) => trs.map((tr) => Array.from(tr.cells).map((td) => td.textContent)));
    assert.deepEqual(
      rows.map((r) => r.slice(0, 8)),
      [
        ['ana.gtree', 'graded', '100%', '23', '0', '0', '23', '0'],
        ['ceca.gtree', 'changed', '0%', '0', '0', '0', '23', '0'],
        // Dejan's mark under C2 is extra (it was among the wrong, '2') and costs a point: 20 of 23 (was 91.3%).
        ['dejan.gtree', 'graded', '87%', '21', '1', '1', '23', '1'],
        ['ema.gtree', 'graded', '65.2%', '15', '0', '8', '23', '0'],
        ['empty.gtree', 'graded', '0%', '0', '0', '23', '23', '0'],
        ['filip.gtree', 'graded', '100%', '23', '0', '0', '23', '0'],
        // Greta (new): Ana's answers and a mark on every edge, 21 of them on edges never pruned: 2 of 23.
        ['greta.gtree', 'graded', '8.7%', '23', '0', '0', '23', '21'],
      ],
    );
    assert.equal(rows[1][8], '15:24 leaf 12 (under C2) is 6 in the key, 7 here');
    assert.equal(rows[4][8], 'no answers');
    assert.equal(await frame.$eval('#summary', (p) => p.textContent), '7 submissions: 6 graded, 1 changed, 0 unreadable; mean score 51.6%');

    // The class view: the cuts left unmarked are missed (the blank sheet's three, Dejan's into C3's 2nd leaf, id 24) as
    // is Dejan's window of C3 (id 22); the marks where nothing is asked (Greta's 21, Dejan's under C2) are no badges
    // but a line per sheet under "Extra marks", so Greta's cannot fill "Most missed".
    const badges = await frame.$$eval('#class-diagram .class-mark', (marks) =>
      marks.map((m) => ({
        at: m.closest('g.node') ? `node ${m.closest('g.node').dataset.id}` : `edge ${m.closest('g.edge').dataset.child}`,
        kind: m.dataset.kind,
        text: m.querySelector('text').textContent,
      })),
    );
    // In pre-order (the drawing puts the edges' badges in their edges' group, before the nodes').
    badges.sort((a, b) => Number(a.at.split(' ')[1]) - Number(b.at.split(' ')[1]));
    assert.deepEqual(badges, [
      { at: 'edge 7', kind: 'cut', text: '1✗' },
      { at: 'edge 12', kind: 'cut', text: '1✗' },
      { at: 'node 22', kind: 'window', text: '1✗' },
      { at: 'edge 24', kind: 'cut', text: '2✗' },
    ]);
    assert.deepEqual(await frame.$$eval('#missed li', (items) => items.map((li) => li.textContent)), [
      'cut on C3 → 2nd: missed by 2 of 6 (2 unmarked), 4 right',
      'cut on A2 → 2nd: missed by 1 of 6 (1 unmarked), 5 right',
      'cut on B → B2: missed by 1 of 6 (1 unmarked), 5 right',
      'window of C3: 1 of 6 wrong, 3 right, 2 blank',
    ]);
    assert.deepEqual(await frame.$$eval('#extra li', (items) => items.map((li) => li.textContent)), [
      'greta.gtree: 21 marks where nothing is asked (21 cut marks)',
      'dejan.gtree: 1 mark where nothing is asked (cut on C2 → 2nd)',
    ]);
    await assertUncovered(frame);
    // Big enough to read at the panel's zoom: the badges as tall as the drawing's values.
    const heights = await frame.$$eval('#class-diagram .class-mark text', (texts) => texts.map((t) => t.getBoundingClientRect().height));
    assert.ok(
      heights.every((h) => h >= 11),
      `badge heights ${heights}`,
    );
    // Every window and name at 10 px or more on screen: the drawing is not shrunk to the panel's width (it scrolls).
    const small = await frame.$$eval('#class-diagram .node .window, #class-diagram .node .label', (texts) =>
      texts.map((t) => {
        const svg = t.ownerSVGElement;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return { text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale };
      }),
    );
    assert.ok(small.length > 0, 'the class view draws windows and names');
    assert.ok(
      small.every((t) => Number.isFinite(t.px) && t.px >= 10),
      `texts under 10 px: ${JSON.stringify(small.filter((t) => t.px < 10))}`,
    );

    await wb.runCommand('View: Toggle Maximize Editor Group');
    await wb.screenshot('grading-table');
    await frame.$eval('#class-heading', (h) => h.scrollIntoView());
    await assertReadable(frame, 'light');
    await wb.screenshot('grading-class-view');
    await wb.setTheme('Default Dark Modern');
    await frame.waitForFunction(() => document.body.classList.contains('vscode-dark'), null, { timeout: LONG });
    await assertReadable(frame, 'dark');
    await wb.screenshot('grading-class-view-dark');
    await wb.setTheme('Default Light Modern');
    await wb.runCommand('View: Toggle Maximize Editor Group');

    // The keyboard: the sort by score (descending first), then Enter on the focused row opens Dejan's file beside.
    await frame.click('#grades th:nth-child(3) button');
    assert.deepEqual(await frame.$$eval('#grades tbody tr', (trs) => trs.map((tr) => tr.cells[0].textContent)), [
      'ana.gtree',
      'filip.gtree',
      'dejan.gtree',
      'ema.gtree',
      'greta.gtree',
      'ceca.gtree',
      'empty.gtree',
    ]);
    await frame.focus('#grades tbody tr:nth-child(1)');
    await frame.press('#grades tbody tr:nth-child(1)', 'ArrowDown');
    await frame.press('#grades tbody tr:nth-child(2)', 'ArrowDown');
    assert.equal(await frame.evaluate(() => document.activeElement.cells[0].textContent), 'dejan.gtree');
    await frame.press('#grades tbody tr:nth-child(3)', 'Enter');
    await wb.page.locator('.tabs-container .tab.active', { hasText: 'dejan.gtree' }).first().waitFor({ timeout: LONG });
    // The Problems view: the grade's score for the file, and its three wrong answers from its own check (its givens
    // are the key's, so its own run judges them as the key's does).
    await wb.runCommand('View: Focus Problems (Errors, Warnings, Infos)');
    const rowsOf = (text) => wb.page.locator('.markers-panel .monaco-list-row', { hasText: text });
    await rowsOf('gtree grade').first().waitFor({ timeout: LONG });
    assert.equal(await rowsOf('gtree grade').count(), 1);
    assert.match(await rowsOf('gtree grade').innerText(), /graded against key\.gtree: 87% \(21 of 23 right, 1 wrong, 1 blank, 1 extra: 20 points\)/);
    await rowsOf('missing-cut').first().waitFor({ timeout: LONG });
    for (const code of ['wrong-cut', 'wrong-window', 'missing-cut']) assert.equal(await rowsOf(code).count(), 1, code);
    await wb.screenshot('grading-opened-row');
    await wb.runCommand('View: Close All Editor Groups');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The lecture's tree with a move on every edge (test/fixtures/grade-moves): Jana's wrong window of C and value of D,
 * her two cuts unmarked, and Kim's mark on every edge. The badges go beside the values and on the cut edges, where the
 * moves are written: none covers a move, a value or another badge.
 */
async function gradeWithMoves(wb) {
  const folder = `${WORKSPACE}grading-moves-${process.pid}`;
  try {
    const frame = await gradeFolder(wb, MOVES, folder, 3, 13);
    assert.equal(await frame.$$eval('#class-diagram text.edge-label', (t) => t.length), 12, 'a move on every edge');
    const badges = await frame.$$eval('#class-diagram .class-mark', (marks) => marks.map((m) => `${m.dataset.kind} ${m.querySelector('text').textContent}`));
    assert.deepEqual(badges.sort(), ['cut 1✗', 'cut 1✗', 'value 1✗', 'window 1✗']);
    assert.deepEqual(await frame.$$eval('#extra li', (items) => items.map((li) => li.textContent)), [
      'kim.gtree: 10 marks where nothing is asked (10 cut marks)',
    ]);
    await assertUncovered(frame);
    await wb.runCommand('View: Toggle Maximize Editor Group');
    await frame.$eval('#class-heading', (h) => h.scrollIntoView());
    await wb.screenshot('grading-moves-class-view');
    await wb.runCommand('View: Toggle Maximize Editor Group');
    await wb.runCommand('View: Close All Editor Groups');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** VS Code's folder dialog (a quick input holding a path): waits for the path it opens on, types `path` over it and clicks `button`. */
async function pickFolder(wb, opensOn, path, button) {
  const input = wb.page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: LONG });
  const shown = (p) => wb.page.waitForFunction((v) => document.querySelector('.quick-input-widget input')?.value === v, p, { timeout: LONG });
  await shown(opensOn);
  await input.fill(path);
  await shown(path);
  await wb.page.locator('.quick-input-widget .monaco-button', { hasText: button }).click();
}

/**
 * A course of 5 variants (test/fixtures/course, see test/unit/course.test.ts for who did what): the folder of keys
 * picked, then the class's folder; every student graded against their own variant, the strays reported, a class view
 * per variant in the chooser, and what the course missed by kind of step. Screenshots grading-course-*.png.
 */
async function gradeACourse(wb) {
  const folder = `${WORKSPACE}grading-course-${process.pid}`;
  try {
    cpSync(COURSE, folder, { recursive: true });
    // A key opened first, from the Explorer, as a teacher looks at one before grading (it also wakes the extension).
    await wb.explorerClick(folder.split('/').pop());
    await wb.explorerClick('keys');
    await wb.explorerClick('vezba-1.key.gtree');
    await wb.activeTab('vezba-1.key.gtree').waitFor({ timeout: LONG });
    await wb.runCommand('gtree: Grade submissions against a folder of keys…');
    // The keys' folder: the dialog opens on the workspace's folder; the class's opens beside the keys.
    await pickFolder(wb, WORKSPACE, `${folder}/keys/`, 'Grade against these keys');
    await pickFolder(wb, `${folder}/`, `${folder}/class/`, 'Grade this folder');
    // 17 rows; vezba-1's tree has 31 nodes (12 inner, 19 leaves).
    const frame = await gradingPage(wb, 17, 31);
    const rows = await frame.$$eval('#grades tbody tr', (trs) => trs.map((tr) => Array.from(tr.cells).map((td) => td.textContent)));
    // The rows test/unit/course.test.ts derives by hand: file, variant, status, score.
    assert.deepEqual(
      rows.map((r) => r.slice(0, 4)),
      JSON.parse(readFileSync(`${COURSE}rows.json`, 'utf8')),
    );
    assert.match(
      rows[16].at(-1),
      /^no key has this sheet's givens; graded against the nearest, variant vezba-3; 7:6 algorithm is alphabeta in the key, minimax here$/,
    );
    assert.equal(await frame.$eval('#summary', (p) => p.textContent), '17 submissions: 13 graded, 3 changed, 1 unreadable; mean score 59.1%');
    assert.deepEqual(await frame.$$eval('#tree-choice option', (os) => os.map((o) => o.textContent)), [
      'variant vezba-1: "Random tree (seed 40)" (tree 1), 3 submissions',
      'variant vezba-2: "Random tree (seed 41)" (tree 1), 3 submissions',
      'variant vezba-3: "Random tree (seed 42)" (tree 1), 3 submissions',
      'variant vezba-4: "Random tree (seed 43)" (tree 1), 2 submissions',
      'variant vezba-5: "Random tree (seed 44)" (tree 1), 3 submissions',
    ]);
    assert.deepEqual(await frame.$$eval('#kind-list li', (items) => items.map((li) => li.textContent)), [
      'values at MAX nodes: 17 of 91 missed (18.7%), 1 wrong, 16 blank',
      'values at MIN nodes: 7 of 39 missed (17.9%), 1 wrong, 6 blank',
      'windows before any cut: 17 of 72 missed (23.6%), 0 wrong, 17 blank',
      'windows after a cut: 14 of 58 missed (24.1%), 1 wrong, 13 blank',
      'cuts of leaves: 6 of 21 missed (28.6%), 0 wrong, 6 blank',
      'cuts of whole subtrees: 7 of 23 missed (30.4%), 0 wrong, 7 blank',
    ]);
    await wb.runCommand('View: Toggle Maximize Editor Group');
    await wb.screenshot('grading-course-table');
    // Variant 3's class view, chosen from the keyboard: its tree (12 inner nodes, 8 of them searched; 20 leaves) and its misses.
    await frame.focus('#tree-choice');
    await frame.selectOption('#tree-choice', '2');
    await frame.waitForFunction(() => document.querySelectorAll('#class-diagram g.node').length === 32, null, { timeout: LONG });
    assert.equal(await frame.$eval('#class-heading', (h) => h.textContent), 'Class view: variant vezba-3: "Random tree (seed 42)" (tree 1), 3 submissions');
    assert.deepEqual(await frame.$$eval('#extra li', (items) => items.map((li) => li.textContent)), [
      'hana.gtree: 1 mark where nothing is asked (cut on B → b2)',
    ]);
    await assertUncovered(frame);
    await frame.$eval('#kinds', (h) => h.scrollIntoView());
    await wb.screenshot('grading-course-class-view');
    await wb.runCommand('View: Toggle Maximize Editor Group');
    await wb.runCommand('View: Close All Editor Groups');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "grading a class: the table of the folder's submissions, the class view of the key's tree, Enter on a row opens it",
    timeout: 240_000,
    run: gradeTheClass,
  },
  {
    name: 'grading a class on a tree with moves: the class view puts no badge over a move, a value or another badge',
    timeout: 240_000,
    run: gradeWithMoves,
  },
  {
    name: 'grading a course: a folder of keys, every student against their variant, a class view per variant, the kinds of step missed',
    timeout: 240_000,
    run: gradeACourse,
  },
];
