// A teaching assistant hands feedback back from the workbench: the class of test/fixtures/grade graded against its key
// (as 12-grading does), then the grading panel's "Save feedback for every student…" button, "Marks and the right
// answers" chosen, and a folder picked in VS Code's folder dialog. The panel's page draws each marked sheet and the
// host writes, per student, what `gtree grade --feedback --reveal` writes: STEM.md, STEM.svg, STEM.pdf. Asserts on the
// files (marks counted by hand on the fixture); screenshots test-artifacts/workbench/grading-feedback-*.png, one of
// them Dejan's marked sheet as the browser shows the SVG.
import * as assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LONG = 60_000;
/** Six drawings through pdflatex, one after another, on a loaded machine. */
const SAVING = 240_000;
const FIXTURE = fileURLToPath(new URL('../../fixtures/grade/', import.meta.url));
const WORKSPACE = fileURLToPath(new URL('../../../examples/', import.meta.url));

/**
 * The grades panel's page once its 7 rows are in. In the web host VS Code may replace the panel's
 * frame just after it opens ("Frame was detached"): then the newest frame is entered again.
 */
const gradesFrame = (wb) =>
  wb.webviewFrame({
    timeout: LONG,
    ready: (frame) =>
      frame
        .waitForFunction(() => document.querySelectorAll('#grades tbody tr').length === 7, null, { timeout: 5000 })
        .then(
          () => true,
          () => false,
        ),
  });

const count = (text, glyph) => text.split(glyph).length - 1;

/**
 * Grades the class, saves its feedback from the panel's button with the right answers, and checks the files. In the
 * web extension host (`web`) there is no pdflatex to start: the same files but the PDFs, and a warning that says why.
 */
export async function saveFeedback(wb, web = false) {
  const shot = (name) => wb.screenshot(`grading-feedback-${name}${web ? '-web' : ''}`);
  const folder = `${WORKSPACE}grading-feedback-${web ? 'web-' : ''}${process.pid}`;
  const out = `${folder}/feedback`;
  try {
    // In the web host an earlier check's diagram panel must not be the webview found below.
    if (web) await wb.runCommand('View: Close All Editors');
    cpSync(FIXTURE, folder, { recursive: true });
    // The folder the TA made for the sheets to hand back.
    mkdirSync(out);
    await wb.explorerClick(folder.split('/').pop());
    await wb.explorerClick('key.gtree');
    await wb.activeTab('key.gtree').waitFor({ timeout: LONG });
    await wb.runCommand('gtree: Grade submissions against this key…');
    await wb.pickFolder(`${folder}/`, `${folder}/class/`, 'Grade this folder');
    const frame = await gradesFrame(wb);

    // The page's button, by the keyboard as a screen-reader user reaches it: a real button with its name.
    const button = frame.locator('#save-feedback');
    assert.equal(await button.evaluate((b) => b.tagName), 'BUTTON');
    assert.equal(await button.textContent(), 'Save feedback for every student…');
    await shot('button');
    await button.focus();
    const started = Date.now();
    await button.press('Enter');
    await wb.pick('Marks and the right answers');
    // The dialog opens beside the class's folder.
    await wb.pickFolder(`${folder}/`, `${out}/`, 'Save feedback here');
    const toast = wb.page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'gtree: feedback for 7 students saved' }).last();
    await toast.waitFor({ timeout: SAVING });
    const said = await toast.innerText();
    // A figure, not an assertion: the time from the button to the message, choosing in the dialogs included.
    console.log(`    saving 7 students' feedback (6 drawings${web ? '' : ', 6 PDFs'}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The toast slides in: let it settle before the picture.
    await wb.page.waitForTimeout(1000);
    await shot('saved');
    if (web)
      assert.match(
        said,
        /marked sheets as SVG and summaries as Markdown, but no PDFs: VS Code for the Web cannot run pdflatex; save again from desktop VS Code, or run gtree grade --feedback, where TeX Live is\./,
        said,
      );
    else assert.match(said, /a marked sheet \(SVG and PDF\) and a summary \(\.md\) each/, said);

    // Every student a summary; every graded one a drawing and its PDF; Ceca, whose leaf is changed, no drawing.
    const students = ['ana', 'ceca', 'dejan', 'ema', 'empty', 'filip', 'greta'];
    const drawn = students.filter((s) => s !== 'ceca');
    const pdfs = web ? [] : drawn.map((s) => `${s}.pdf`);
    assert.deepEqual(readdirSync(out).sort(), [...students.map((s) => `${s}.md`), ...drawn.map((s) => `${s}.svg`), ...pdfs].sort());
    for (const pdf of pdfs) assert.equal(readFileSync(join(out, pdf), 'latin1').slice(0, 5), '%PDF-', pdf);
    assert.ok(!existsSync(join(out, 'ceca.svg')));
    assert.match(readFileSync(join(out, 'ceca.md'), 'utf8'), /Not graded: the exercise was changed at 15:24: leaf 12 \(under C2\) is 6 in the key, 7 here/);

    // Dejan, by hand from the fixture: the key asks 10 values, 10 windows (R, A, A1, A2, B, B1, C, C1, C2, C3; B2 is
    // pruned) and 3 cuts (A2 → 4, B → B2, C3 → 3). His values are all right, his windows but C3's (<5, 8> for
    // <5, 6>), his cuts A2 → 4 and B → B2; C3 → 3 is unmarked and C2 → 6 marked where nothing is pruned:
    // 10 + 9 + 2 = 21 ✓, and 3 ✗, each with the right answer beside it.
    const dejan = readFileSync(join(out, 'dejan.svg'), 'utf8');
    assert.equal(count(dejan, '✓'), 21);
    assert.equal(count(dejan, '✗'), 3);
    assert.deepEqual([...dejan.matchAll(/<text class="reveal"[^>]*>([^<]*)</g)].map((m) => m[1]).sort(), ['→ /', '→ no cut', '→ α=5 β=6']);
    assert.match(dejan, /dejan\.gtree: 87% \(21 of 23 right, 1 wrong, 1 blank, 1 extra: 20 points\)/);
    // The blank sheet: all 23 answers asked crossed, none ticked.
    const empty = readFileSync(join(out, 'empty.svg'), 'utf8');
    assert.equal(count(empty, '✗'), 23);
    assert.equal(count(empty, '✓'), 0);
    assert.match(readFileSync(join(out, 'dejan.md'), 'utf8'), /\*\*Score: 87%\*\* \(21 of 23 right, 1 wrong, 1 blank, 1 extra: 20 points\)/);

    // The marked sheet as a student opens it: the SVG file in the browser.
    const sheet = await wb.page.context().newPage();
    try {
      await sheet.setViewportSize({ width: 1100, height: 700 });
      await sheet.setContent(`<body style="margin:0;background:#fff">${dejan}</body>`);
      mkdirSync(wb.artifacts, { recursive: true });
      await sheet.screenshot({ path: join(wb.artifacts, `grading-feedback-dejan-svg${web ? '-web' : ''}.png`), fullPage: true });
    } finally {
      await sheet.close();
    }
    await wb.runCommand('View: Close All Editor Groups');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** @type {import('../workbench.mjs').Check[]} */
export default [
  {
    name: "grading feedback: the panel's Save feedback for every student… writes each student's marked sheet (SVG, PDF) and summary",
    timeout: 360_000,
    run: (wb) => saveFeedback(wb),
  },
];
