import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { FeedbackResult } from '../../src/extension/grading/feedback-command';
import type { GradeResult } from '../../src/extension/grading/grading-command';
import { gtree, inWebHost, readText, scratchFolder } from './util';

/*
 * "gtree: Save feedback for every student…" on the class of test/fixtures/grade (see grade.test.ts
 * for who did what), marks only: the grading panel's page draws each marked sheet, the host writes
 * STEM.md and STEM.svg, and STEM.pdf where it can run pdflatex (the desktop host here; the web host
 * cannot start a process, and says so). Marks counted by hand from the fixture (23 answers asked:
 * 10 values, 10 windows, 3 cuts): Dejan 21 right, C3's window wrong, C3's cut unmarked, a mark on
 * C2's searched edge; Ema R, A, A1, A2, B, B1 right (12) and the 3 cuts, C and its children's 4
 * values and 4 windows left blank.
 */
describe('gtree.saveFeedback: the grading panel saves every student’s feedback', () => {
  it('writes a summary per student and a marked sheet per graded one; PDFs where pdflatex runs', async () => {
    const { root } = await gtree();
    const grade = vscode.Uri.joinPath(root, 'test', 'fixtures', 'grade');
    const graded = await vscode.commands.executeCommand<GradeResult>(
      'gtree.grade',
      vscode.Uri.joinPath(grade, 'key.gtree'),
      vscode.Uri.joinPath(grade, 'class'),
    );
    assert.ok(graded.ok, JSON.stringify(graded));
    const out = await scratchFolder('feedback');
    const saved = await vscode.commands.executeCommand<FeedbackResult>('gtree.saveFeedback', out, false);
    assert.ok(saved.ok, JSON.stringify(saved));
    assert.equal(saved.students, 7);

    const students = ['ana', 'ceca', 'dejan', 'ema', 'empty', 'filip', 'greta'];
    // Ceca changed a leaf: not graded, so nothing is drawn; her summary says why.
    const drawn = students.filter((s) => s !== 'ceca');
    const pdfs = inWebHost ? [] : drawn.map((s) => `${s}.pdf`);
    assert.deepEqual([...saved.files].sort(), [...students.map((s) => `${s}.md`), ...drawn.map((s) => `${s}.svg`), ...pdfs].sort());
    assert.equal(
      saved.noPdf,
      inWebHost ? 'VS Code for the Web cannot run pdflatex; save again from desktop VS Code, or run gtree grade --feedback, where TeX Live is' : null,
    );
    const listed = (await vscode.workspace.fs.readDirectory(out)).map(([name]) => name).sort();
    assert.deepEqual(listed, [...saved.files].sort());
    if (!inWebHost)
      assert.equal(new TextDecoder('latin1').decode((await vscode.workspace.fs.readFile(vscode.Uri.joinPath(out, 'dejan.pdf'))).slice(0, 5)), '%PDF-');

    const count = (text: string, glyph: string): number => text.split(glyph).length - 1;
    const dejan = await readText(vscode.Uri.joinPath(out, 'dejan.svg'));
    assert.deepEqual([count(dejan, '✓'), count(dejan, '✗')], [21, 3]);
    // Marks only: no right answer written beside them.
    assert.doesNotMatch(dejan, /class="reveal"/);
    const ema = await readText(vscode.Uri.joinPath(out, 'ema.svg'));
    assert.deepEqual([count(ema, '✓'), count(ema, '✗')], [15, 8]);
    assert.match(await readText(vscode.Uri.joinPath(out, 'ceca.md')), /Not graded: the exercise was changed at 15:24/);
    assert.match(await readText(vscode.Uri.joinPath(out, 'dejan.md')), /^- windows: 9 of 10 right, 1 wrong, 0 blank$/m);
  });

  it('a course: each student’s sheet marked against their own variant’s key', async () => {
    const { root } = await gtree();
    const course = vscode.Uri.joinPath(root, 'test', 'fixtures', 'course');
    const graded = await vscode.commands.executeCommand<GradeResult>(
      'gtree.gradeCourse',
      vscode.Uri.joinPath(course, 'keys'),
      vscode.Uri.joinPath(course, 'class'),
    );
    assert.ok(graded.ok, JSON.stringify(graded));
    const out = await scratchFolder('feedback-course');
    const saved = await vscode.commands.executeCommand<FeedbackResult>('gtree.saveFeedback', out, true);
    assert.ok(saved.ok, JSON.stringify(saved));
    // 17 files, none skipped: a summary each; a drawing for the 13 graded (not Filip's, Jana's or Zoran's changed
    // sheets, nor the empty prazan.gtree), see test/unit/course.test.ts.
    assert.equal(saved.students, 17);
    assert.equal(saved.files.filter((f) => f.endsWith('.md')).length, 17);
    const svgs = saved.files.filter((f) => f.endsWith('.svg')).sort();
    assert.deepEqual(
      svgs,
      ['ana', 'bojan', 'ceca', 'dejan', 'ema', 'goran', 'hana', 'ivan', 'kosta', 'lena', 'mila', 'nikola', 'olga'].map((s) => `${s}.svg`),
    );
    // Dejan's sheet is vezba-2's key with d3's cut unmarked: its 25 answers (10 values, 10 windows, 5 cuts) all
    // right but that cut, which the right answer (`/`) is written beside.
    const dejan = await readText(vscode.Uri.joinPath(out, 'dejan.svg'));
    const count = (text: string, glyph: string): number => text.split(glyph).length - 1;
    assert.deepEqual([count(dejan, '✓'), count(dejan, '✗')], [24, 1]);
    assert.deepEqual(
      [...dejan.matchAll(/<text class="reveal"[^>]*>([^<]*)</g)].map((m) => m[1]),
      ['→ /'],
    );
    assert.match(await readText(vscode.Uri.joinPath(out, 'dejan.md')), /^## Variant vezba-2$/m);
  });

  it('with no class graded, says to grade one first', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const saved = await vscode.commands.executeCommand<FeedbackResult>('gtree.saveFeedback', vscode.Uri.file('/nowhere'), false);
    assert.deepEqual(saved, { ok: false, message: 'grade a class first (Grade submissions against this key…), then save its feedback from the grading panel' });
  });
});
