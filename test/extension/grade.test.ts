import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { GradeResult } from '../../src/extension/grading/grading-command';
import { gtree, readText, scratchFolder, waitUntil } from './util';

/*
 * "gtree: Grade submissions against this key…" on the class of test/fixtures/grade (the key's
 * tree "Vežba" asks 10 values, 10 windows and 3 cuts: 23 answers; see test/unit/grade.test.ts
 * for the hand-worked key). Ana and Filip answer everything right (Filip adds a tree of his
 * own), Ceca changed a leaf of C2, Dejan has C3's window wrong, a cut under C2 that is not
 * one and C3's cut unmarked, Ema left a ']' out and C blank, the blank sheet scores 0, and Greta
 * marks every edge (21 marks where nothing is pruned, each a point off).
 */
describe('gtree.grade: a folder of submissions graded in VS Code', () => {
  it('shows a row per submission with its status and score, and opening a row marks its graded problems', async () => {
    const { api, root } = await gtree();
    const grade = vscode.Uri.joinPath(root, 'test', 'fixtures', 'grade');
    const drawn = new Promise<{ rows: number; marks: number }>((resolve) => {
      const sub = api.onDidDrawGrades((d) => {
        sub.dispose();
        resolve(d);
      });
    });
    const result = await vscode.commands.executeCommand<GradeResult>(
      'gtree.grade',
      vscode.Uri.joinPath(grade, 'key.gtree'),
      vscode.Uri.joinPath(grade, 'class'),
    );
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(
      result.rows.map((r) => [r.file, r.status, r.scoreText, r.right, r.wrong, r.blank, r.total]),
      [
        ['ana.gtree', 'graded', '100%', 23, 0, 0, 23],
        ['ceca.gtree', 'changed', '0%', 0, 0, 0, 23],
        // Dejan's mark under C2 asks nothing: extra, no longer among his wrong answers (was 2), and a point off (was 91.3%).
        ['dejan.gtree', 'graded', '87%', 21, 1, 1, 23],
        ['ema.gtree', 'graded', '65.2%', 15, 0, 8, 23],
        ['empty.gtree', 'graded', '0%', 0, 0, 23, 23],
        ['filip.gtree', 'graded', '100%', 23, 0, 0, 23],
        // New: a mark on every edge, 21 where nothing is pruned: (23 − 21)/23.
        ['greta.gtree', 'graded', '8.7%', 23, 0, 0, 23],
      ],
    );
    assert.equal(result.rows[1].note, '15:24 leaf 12 (under C2) is 6 in the key, 7 here');
    assert.equal(result.rows[4].note, 'no answers');

    // The page drew the seven rows and, on the key's tree, a badge for each answer someone missed: the
    // values and windows of R … C3 left blank are not answered; what is missed is Dejan's window of C3
    // and the cuts left unmarked (A2 → 2nd, B → B2, C3 → 2nd). Dejan's and Greta's marks where nothing
    // is pruned are listed apart, no badge: four badges (Dejan's mark under C2 was one).
    const page = await waitUntil('the grading page to draw', () => drawn, 30_000);
    assert.deepEqual(page, { type: 'drawn', rows: 7, tree: 0, marks: 4 });

    // Dejan's row: his file beside the panel, the cursor on his first problem. The grade adds his score; his wrong
    // answers are his file's own warnings (his givens are the key's, so his run judges them as the key's), each once.
    const editor = await api.openGradeRow(2);
    assert.ok(editor);
    assert.match(editor.document.uri.path, /class\/dejan\.gtree$/);
    const dejan = editor.document.uri;
    assert.deepEqual(
      api.gradeProblems(dejan).map((d) => [d.range.start.line + 1, d.code, d.severity, d.source, d.message]),
      [
        [
          1,
          'score',
          vscode.DiagnosticSeverity.Information,
          'gtree grade',
          'graded against key.gtree: 87% (21 of 23 right, 1 wrong, 1 blank, 1 extra: 20 points)',
        ],
      ],
    );
    const answers = await waitUntil('his own check', () => {
      const found = vscode.languages.getDiagnostics(dejan).filter((d) => d.code !== 'score');
      return found.length >= 3 && found;
    });
    assert.deepEqual(
      answers.map((d) => [d.range.start.line + 1, d.range.start.character + 1, d.code, editor.document.getText(d.range).trim().slice(0, 6)]).sort(),
      [
        [15, 24, 'wrong-cut', '/'],
        [16, 13, 'wrong-window', '<5, 8>'],
        [16, 24, 'missing-cut', '3'],
      ].sort(),
    );
    assert.deepEqual([editor.selection.start.line, editor.selection.start.character], [14, 23]);

    // Ceca's changed leaf is an error located on it, which her own check cannot see: her tree is not graded.
    const ceca = await api.openGradeRow(1);
    assert.ok(ceca);
    const changed = api.gradeProblems(ceca.document.uri);
    assert.deepEqual(
      changed.map((d) => [d.code, d.severity, d.message]),
      [
        ['score', vscode.DiagnosticSeverity.Information, 'graded against key.gtree: 0% (0 of 23 right, 0 wrong, 0 blank), changed'],
        ['changed', vscode.DiagnosticSeverity.Error, 'changed given, so this tree is not graded: leaf 12 (under C2) is 6 in the key, 7 here'],
      ],
    );
    assert.equal(ceca.document.getText(changed[1].range), '7');
    assert.deepEqual([changed[1].range.start.line, changed[1].range.start.character], [14, 23]);

    // Ema's missing ']' is put back where the key's tree closes it, and said there.
    const ema = await api.openGradeRow(3);
    assert.ok(ema);
    assert.deepEqual(
      api.gradeProblems(ema.document.uri).map((d) => [d.code, d.range.start.line + 1, d.range.start.character + 1]),
      [
        ['score', 1, 1],
        ['unclosed-bracket', 6, 31],
      ],
    );

    // Closing the panel takes the grade's marks away.
    const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label === 'Grades: key.gtree');
    assert.ok(tab, 'the grading panel is open');
    await vscode.window.tabGroups.close(tab);
    await waitUntil('the grade marks to go', () => [dejan, ceca.document.uri, ema.document.uri].every((uri) => api.gradeProblems(uri).length === 0));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('grades a folder of more than 30 files (under a notification), below it too, and a file of no tree is unreadable', async () => {
    const { root } = await gtree();
    const grade = vscode.Uri.joinPath(root, 'test', 'fixtures', 'grade');
    const ana = await readText(vscode.Uri.joinPath(grade, 'class', 'ana.gtree'));
    const folder = await scratchFolder('grade-many');
    const names = Array.from({ length: 34 }, (_, i) => `s${String(i + 1).padStart(2, '0')}.gtree`);
    const write = (path: string, text: string) => vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, path), new TextEncoder().encode(text));
    await Promise.all(names.map((name) => write(name, ana)));
    await write('late/s35.gtree', ana);
    await write('late/junk.gtree', 'I did not finish.');
    await write('notes.txt', 'not a submission');
    const result = await vscode.commands.executeCommand<GradeResult>('gtree.grade', vscode.Uri.joinPath(grade, 'key.gtree'), folder);
    assert.ok(result.ok, JSON.stringify(result));
    // Sorted by path: the files of the folder, then those of late/ ('l' after 'late/' sorts before 's').
    assert.deepEqual(
      result.rows.map((r) => r.file),
      ['late/junk.gtree', 'late/s35.gtree', 'notes.txt', ...names],
    );
    assert.deepEqual([result.rows[0].status, result.rows[0].scoreText], ['unreadable', '0%']);
    // A file that is not a sheet is listed, skipped, with why.
    assert.deepEqual([result.rows[2].status, result.rows[2].scoreText, result.rows[2].note], ['skipped', '', 'not a .gtree file, and no tree in it']);
    assert.ok([result.rows[1], ...result.rows.slice(3)].every((r) => r.status === 'graded' && r.right === 23 && r.total === 23));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(folder, { recursive: true });
  });

  it('reads a sheet saved as UTF-16 (with or without a BOM) or UTF-8 with a BOM as the editor does, and says why other files are not graded', async () => {
    const { api, root } = await gtree();
    const grade = vscode.Uri.joinPath(root, 'test', 'fixtures', 'grade');
    const ana = await readText(vscode.Uri.joinPath(grade, 'class', 'ana.gtree'));
    const folder = await scratchFolder('grade-encodings');
    const utf16 = (text: string, little: boolean): Uint8Array => {
      const out = new Uint8Array(2 + 2 * text.length);
      out.set(little ? [0xff, 0xfe] : [0xfe, 0xff]);
      for (let i = 0; i < text.length; i++) {
        const u = text.charCodeAt(i);
        out[2 + 2 * i + (little ? 0 : 1)] = u & 0xff;
        out[2 + 2 * i + (little ? 1 : 0)] = u >> 8;
      }
      return out;
    };
    const write = (path: string, bytes: Uint8Array) => vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, path), bytes);
    await write('bojan.gtree', utf16(ana, true));
    await write('ceca.gtree', utf16(ana, false));
    await write('dara.gtree', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(ana)]));
    // UTF-16 without its byte-order mark: the editor reads it by its NULs, and so does the panel.
    await write('ema.gtree', utf16(ana, true).subarray(2));
    await write('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]));
    const result = await vscode.commands.executeCommand<GradeResult>('gtree.grade', vscode.Uri.joinPath(grade, 'key.gtree'), folder);
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(
      result.rows.map((r) => [r.file, r.status, r.scoreText, r.note]),
      [
        ['bojan.gtree', 'graded', '100%', ''],
        ['ceca.gtree', 'graded', '100%', ''],
        ['dara.gtree', 'graded', '100%', ''],
        ['ema.gtree', 'graded', '100%', ''],
        ['photo.png', 'skipped', '', 'not a .gtree file and not a text file'],
      ],
    );
    // The editor opens the UTF-16 sheet as the same text, and the grade on it is the panel's.
    const bojan = await api.openGradeRow(0);
    assert.ok(bojan);
    assert.equal(bojan.document.getText(), ana);
    assert.deepEqual(
      api.gradeProblems(bojan.document.uri).map((d) => d.message),
      ['graded against key.gtree: 100% (23 of 23 right, 0 wrong, 0 blank)'],
    );
    // The status bar's count of the open sheet says what the panel says: every answer right.
    const counts = await waitUntil('the answer summary of the UTF-16 sheet', () => api.answersText());
    assert.match(counts, /10 of 10 values right; 10 of 10 windows right; 3 of 3 cuts right$/);
    // A row that is not text opens nothing, and says why instead of failing.
    assert.equal(await api.openGradeRow(4), null);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(folder, { recursive: true });
  });

  it('shows where a broken key breaks instead of grading', async () => {
    const { root } = await gtree();
    const grade = vscode.Uri.joinPath(root, 'test', 'fixtures', 'grade');
    // A key with a syntax error: line 2's leaf list is not closed before the tree's '}'.
    const doc = await vscode.workspace.openTextDocument({ language: 'gtree', content: 'tree "Vežba" {\n  R =3 [ 3 x\n}\n' });
    const result = await vscode.commands.executeCommand<GradeResult>('gtree.grade', doc.uri, vscode.Uri.joinPath(grade, 'class'));
    assert.equal(result.ok, false);
    assert.match(!result.ok ? result.message : '', /^Untitled-\d+:2:\d+: the key cannot grade: /);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  // The course of test/fixtures/course (5 variants, 3 students each, 2 strays; test/unit/course.test.ts derives the scores).
  it('grades a course against a folder of keys: each student against their variant, a class view per variant', async () => {
    const { api, root } = await gtree();
    const course = vscode.Uri.joinPath(root, 'test', 'fixtures', 'course');
    const drawn = new Promise<{ rows: number; marks: number }>((resolve) => {
      const sub = api.onDidDrawGrades((d) => {
        sub.dispose();
        resolve(d);
      });
    });
    for (const command of ['gtree.gradeCourse', 'gtree.grade']) {
      const result = await vscode.commands.executeCommand<GradeResult>(command, vscode.Uri.joinPath(course, 'keys'), vscode.Uri.joinPath(course, 'class'));
      assert.ok(result.ok, JSON.stringify(result));
      // The rows test/unit/course.test.ts derives by hand: file, variant, status, score.
      assert.deepEqual(
        result.rows.map((r) => [r.file, r.variant, r.status, r.scoreText]),
        JSON.parse(await readText(vscode.Uri.joinPath(course, 'rows.json'))),
      );
      assert.match(result.rows[16].note, /^no key has this sheet's givens; graded against the nearest, variant vezba-3; /);
    }
    // vezba-1's class view first: Bojan's blank sheet leaves its 3 cuts unmarked, Ceca's root value is wrong: 4 badges.
    const page = await waitUntil('the grading page to draw', () => drawn, 30_000);
    assert.deepEqual(page, { type: 'drawn', rows: 17, tree: 0, marks: 4 });
    // Jana's row opens with its score against her nearest key, vezba-4's.
    const editor = await api.openGradeRow(9);
    assert.ok(editor);
    const score = api.gradeProblems(editor.document.uri).find((d) => d.code === 'score');
    assert.match(score?.message ?? '', /^graded against vezba-4\.key\.gtree: 0% \(0 of 22 right, 0 wrong, 0 blank\), changed$/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});

describe('the Problems view of a solved sheet: nothing is asked in a pruned subtree', () => {
  it('says so once at the pruned node, and lists none of its blanks as blanks to fill in', async () => {
    // The key of test/fixtures/grade as `gtree blank --key` writes it: every answer, and B2 (under B's cut: B1 = 4 ≤ α = 5)
    // left `=? <?, ?>`, three blanks the run never asks (a value, α and β).
    const key = await readText(vscode.Uri.joinPath((await gtree()).root, 'test', 'fixtures', 'grade', 'key.gtree'));
    const solved = key.replace('/B2 [', '/B2 =? <?, ?> [');
    assert.notEqual(solved, key, 'the key has B2 under its cut');
    const doc = await vscode.workspace.openTextDocument({ language: 'gtree', content: solved });
    await vscode.window.showTextDocument(doc);
    const note = await waitUntil('the nothing-asked note', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'nothing-asked'));
    assert.equal(note.severity, vscode.DiagnosticSeverity.Information);
    assert.equal(note.message, 'Nothing is asked in this subtree: alphabeta never searches it (the edge to it is pruned), so its 3 blanks stay empty.');
    assert.equal(doc.lineAt(note.range.start.line).text.trim().slice(0, 3), '/B2');
    const codes = vscode.languages.getDiagnostics(doc.uri).map((d) => String(d.code));
    assert.deepEqual(codes, ['nothing-asked'], 'no blank, no wrong answer: the sheet is solved');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
