import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { checkText, run } from '../../src/core';
import type { PracticeOutcome } from '../../src/extension/commands/practice-commands';
import { gtree, hoverText, nextRender, openExample, openText, positionOf, scratchFolder, waitUntil } from './util';

/** The lecture's alpha-beta tree ("Teorija igara – Sekvencijalne igre") as a blank sheet. Node ids in pre-order: A 0, B 1, C 5, D 9; C's leaves 6, 7, 8. */
const LECTURE_SHEET =
  'tree "Alfa-beta primer" {\n  algorithm: alphabeta\n  A =? <?, ?> [\n    a1 -> B =? <?, ?> [ 3 12 8 ]\n    a2 -> C =? <?, ?> [ 2 4 6 ]\n    a3 -> D =? <?, ?> [ 14 5 2 ]\n  ]\n}\n';
/** Its solution, worked by hand from the lecture's rules: C and D get α = 3 from B, C's first leaf 2 ≤ α cuts 4 and 6. */
const LECTURE_SOLVED =
  'tree "Alfa-beta primer" {\n  algorithm: alphabeta\n  A =3 <-inf, +inf> [\n    a1 -> B =3 <-inf, +inf> [ 3 12 8 ]\n    a2 -> C =2 <3, +inf> [ 2 /4 /6 ]\n    a3 -> D =2 <3, +inf> [ 14 5 2 ]\n  ]\n}\n';

/** What the run says of a node in the hover, which a student practising must not see. */
const RUN_WORDS = /Value \*\*|Window at its last call|Pruned|Never visited|visit order|Visited|Principal variation|Best line|Cut at/;

const lensTitles = (uri: vscode.Uri): Thenable<string[]> =>
  vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri).then((lenses) => lenses.map((l) => l.command?.title ?? ''));
const hover = (uri: vscode.Uri, at: vscode.Position): Thenable<vscode.Hover[]> =>
  vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at);

/** The lecture's blank sheet, open in practice mode, with its diagram drawn. */
async function lectureSheet(): Promise<{ editor: vscode.TextEditor; uri: string }> {
  const { api } = await gtree();
  const editor = await openText(LECTURE_SHEET);
  const uri = editor.document.uri;
  await waitUntil('practice mode on the blank sheet', () => api.isPractising(uri.toString(), 0));
  const drawn = nextRender(api, uri);
  await vscode.commands.executeCommand('gtree.showDiagram', uri.toString(), 0);
  await drawn;
  await vscode.window.showTextDocument(editor.document, vscode.ViewColumn.One);
  return { editor, uri: uri.toString() };
}

describe('practice mode: no spoilers', () => {
  it('opens the exercise sheet in practice mode; its hover, lens and status bar hold no value, window, cut or PV of the run', async () => {
    const { api } = await gtree();
    const editor = await openExample('exercise-blank-sheet.gtree');
    const doc = editor.document;
    await waitUntil('practice mode', () => api.isPractising(doc.uri.toString(), 0));
    // ▶ Run asked for anyway (Ctrl+Alt+Enter) does not put the run on show.
    await vscode.commands.executeCommand('gtree.run', doc.uri.toString(), 0);
    for (const at of ['C =?', 'C3 =?', 'R =?']) {
      const text = hoverText(await hover(doc.uri, positionOf(doc, at)));
      assert.match(text, /Your value: blank/, at);
      assert.match(text, /Your window: blank/, at);
      assert.doesNotMatch(text, RUN_WORDS, `${at}: ${text}`);
    }
    const leaf = hoverText(await hover(doc.uri, positionOf(doc, '[ 8 2 ]').translate(0, 2)));
    assert.match(leaf, /leaf 8/, 'a leaf shows its payoff: a given');
    assert.doesNotMatch(leaf, RUN_WORDS, leaf);
    const titles = await waitUntil('the practice lenses', async () => {
      const all = await lensTitles(doc.uri);
      return all.includes('Next step') && all;
    });
    assert.deepEqual(titles, ['▶ Practise', 'Next step', 'Stop practising']);
    editor.selection = new vscode.Selection(positionOf(doc, 'C1 =?'), positionOf(doc, 'C1 =?'));
    const status = await waitUntil('the practice status', () => api.statusText().includes('Practising') && api.statusText());
    assert.equal(status, '$(mortar-board) Practising alpha-beta');
    // Ten inner nodes, each a value and a window to fill in, and four pruned edges (the header's solution); nothing written yet.
    assert.equal(
      await waitUntil('the counts', () => api.answersText()),
      '$(checklist) 0 of 10 values right, 10 blank; 0 of 10 windows right, 10 blank; 0 of 4 cuts right, 4 unmarked',
    );
    for (const shown of [status, api.answersText() ?? '', ...titles]) assert.doesNotMatch(shown, /= ?8|PV|→/, shown);
  });

  it('marking one cut locates no other: the missing ones are one line for the tree', async () => {
    const { api } = await gtree();
    const { editor, uri } = await lectureSheet();
    assert.ok(await api.fromDiagram(uri, { type: 'mark', node: 7, mark: 1 }));
    assert.match(editor.document.getText(), /\[ 2 \/4 6 \]/);
    const diagnostics = await waitUntil('the diagnostics of the marked sheet', () => {
      const all = vscode.languages.getDiagnostics(editor.document.uri);
      return all.some((d) => /still to mark/.test(d.message)) && all;
    });
    assert.deepEqual(
      diagnostics.filter((d) => d.code === 'missing-cut' && /Missing cut mark/.test(d.message)).map((d) => d.range.start.line),
      [],
      'no missing cut is located on its edge',
    );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});

describe('practice mode: answers from the diagram', () => {
  it('writes each answer as =v <α, β> in one undo step of its own, and a cut mark on its edge', async () => {
    const { api } = await gtree();
    const { editor, uri } = await lectureSheet();
    const doc = editor.document;
    assert.ok(await api.fromDiagram(uri, { type: 'answer', node: 1, value: '3', alpha: '-inf', beta: '+inf' }));
    assert.ok(await api.fromDiagram(uri, { type: 'answer', node: 5, value: '2', alpha: '3', beta: '+inf' }));
    assert.match(doc.getText(), /a1 -> B =3 <-inf, \+inf> \[ 3 12 8 \]/);
    assert.match(doc.getText(), /a2 -> C =2 <3, \+inf> \[ 2 4 6 \]/);
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    await vscode.commands.executeCommand('undo');
    assert.match(doc.getText(), /a2 -> C =\? <\?, \?>/, 'one undo takes back the last answer');
    assert.match(doc.getText(), /a1 -> B =3 <-inf, \+inf>/, '… and only the last');
    await vscode.commands.executeCommand('undo');
    assert.equal(doc.getText(), LECTURE_SHEET);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('solves the whole sheet from the diagram: the file ends as the solved sheet, every answer right', async () => {
    const { api } = await gtree();
    const { editor, uri } = await lectureSheet();
    const answers = [
      { node: 0, value: '3', alpha: '-inf', beta: '+inf' },
      { node: 1, value: '3', alpha: '-inf', beta: '+inf' },
      { node: 5, value: '2', alpha: '3', beta: '+inf' },
      { node: 9, value: '2', alpha: '3', beta: '+inf' },
    ];
    for (const a of answers) assert.ok(await api.fromDiagram(uri, { type: 'answer', ...a }));
    for (const node of [7, 8]) assert.ok(await api.fromDiagram(uri, { type: 'mark', node, mark: 1 }));
    assert.equal(editor.document.getText(), LECTURE_SOLVED);
    await waitUntil('the counts of a solved sheet', () => api.answersText() === '$(checklist) 4 of 4 values right; 4 of 4 windows right; 2 of 2 cuts right');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('refuses an answer that is not a number, the file unchanged', async () => {
    const { api } = await gtree();
    const { editor, uri } = await lectureSheet();
    assert.ok(await api.fromDiagram(uri, { type: 'answer', node: 5, value: 'abc', alpha: '', beta: '' }));
    assert.equal(editor.document.getText(), LECTURE_SHEET);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it("puts the cursor on a clicked node's first blank, nothing selected", async () => {
    const { api } = await gtree();
    const { editor, uri } = await lectureSheet();
    assert.ok(await api.fromDiagram(uri, { type: 'reveal', node: 5 }));
    const selection = editor.selection;
    assert.ok(selection.isEmpty, 'nothing selected');
    assert.deepEqual(selection.active, positionOf(editor.document, 'C =?').translate(0, 3));
    // A node with its value written: the cursor goes to its window's first blank.
    assert.ok(await api.fromDiagram(uri, { type: 'answer', node: 9, value: '2', alpha: '', beta: '+inf' }));
    assert.ok(await api.fromDiagram(uri, { type: 'goToSource', node: 9 }));
    const active = vscode.window.activeTextEditor;
    assert.equal(active?.document, editor.document, 'goToSource focuses the editor');
    assert.ok(active.selection.isEmpty);
    assert.deepEqual(active.selection.active, positionOf(editor.document, 'D =2 <?').translate(0, 6));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});

describe('practice mode: check when I press Check', () => {
  it('judges nothing until Check: no verdict in the status bar or the warnings, then both', async () => {
    const { api } = await gtree();
    const settings = vscode.workspace.getConfiguration('gtree');
    await settings.update('practice.check', 'onCheck', vscode.ConfigurationTarget.Global);
    try {
      const { editor, uri } = await lectureSheet();
      const doc = editor.document;
      // B's value is 3, not 12: wrong, but not said before Check.
      assert.ok(await api.fromDiagram(uri, { type: 'answer', node: 1, value: '12', alpha: '-inf', beta: '+inf' }));
      editor.selection = new vscode.Selection(positionOf(doc, 'B =12'), positionOf(doc, 'B =12'));
      assert.equal(
        await waitUntil('the unchecked counts', () => api.answersText()?.includes('written') && api.answersText()),
        '$(checklist) 1 of 4 values written; 1 of 4 windows written; 0 of 2 cut marks written',
      );
      await new Promise((resolve) => setTimeout(resolve, 500)); // diagnostics wait 150 ms for typing to pause
      assert.deepEqual(
        vscode.languages.getDiagnostics(doc.uri).filter((d) => d.code === 'wrong-value'),
        [],
        'no verdict before Check',
      );
      const checked = await vscode.commands.executeCommand<PracticeOutcome>('gtree.practice.check', uri, 0);
      assert.equal(checked.message, '0 of 4 values right, 1 wrong, 3 blank; 1 of 4 windows right, 3 blank; 0 of 2 cuts right, 2 unmarked');
      await waitUntil('the wrong value after Check', () => vscode.languages.getDiagnostics(doc.uri).some((d) => d.code === 'wrong-value'));
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    } finally {
      await settings.update('practice.check', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});

describe('practice mode: hints and new trees', () => {
  it('Next step names the node to work out without its value, and gives the value when asked again', async () => {
    const { api } = await gtree();
    const { uri, editor } = await lectureSheet();
    // Everything before C's value answered: A's and B's windows, B's value, C's window and its two cuts.
    const given = [
      { node: 0, value: '', alpha: '-inf', beta: '+inf' },
      { node: 1, value: '3', alpha: '-inf', beta: '+inf' },
      { node: 5, value: '', alpha: '3', beta: '+inf' },
    ];
    for (const a of given) assert.ok(await api.fromDiagram(uri, { type: 'answer', ...a }));
    for (const node of [7, 8]) assert.ok(await api.fromDiagram(uri, { type: 'mark', node, mark: 1 }));
    const first = await vscode.commands.executeCommand<PracticeOutcome>('gtree.practice.nextStep', uri, 0);
    assert.ok(first.ok);
    assert.match(first.message, /^C is /);
    assert.doesNotMatch(first.message, /\b2\b/, first.message);
    const again = await vscode.commands.executeCommand<PracticeOutcome>('gtree.practice.nextStep', uri, 0);
    assert.match(again.message, /^C is /);
    assert.match(again.message, /value is 2\b/, again.message);
    await vscode.window.showTextDocument(editor.document, vscode.ViewColumn.One);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('the light bulb on a blank offers the hint first', async () => {
    const { editor } = await lectureSheet();
    const at = positionOf(editor.document, 'C =?').translate(0, 3);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      editor.document.uri,
      new vscode.Range(at, at),
    );
    const titles = actions.map((a) => a.title);
    assert.equal(titles[0], 'Hint: what does A receive?', titles.join(' | '));
    assert.ok(titles.includes("Fill in this node's window"), titles.join(' | '));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('New practice tree opens a blank alpha-beta tree with at least two cuts, its seed in its header', async () => {
    const { api } = await gtree();
    const made = await vscode.commands.executeCommand<PracticeOutcome & { seed: number; cuts: number }>('gtree.practice.new', {
      algorithm: 'alphabeta',
      seed: 12,
    });
    assert.ok(made.ok, made.message);
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === made.message);
    assert.ok(doc);
    assert.ok(api.isPractising(doc.uri.toString(), 0));
    assert.match(doc.getText(), new RegExp(`^# Practice tree, seed ${made.seed}:`));
    const tree = checkText(doc.getText()).trees[0].model;
    assert.ok(tree);
    const outcome = run(tree, { events: false });
    assert.ok(outcome.ok && outcome.trace.totals.cuts >= 2, 'the run cuts at least two edges');
    // The same seed makes the same tree.
    const again = await vscode.commands.executeCommand<PracticeOutcome & { seed: number }>('gtree.practice.new', { algorithm: 'alphabeta', seed: made.seed });
    const twin = vscode.workspace.textDocuments.find((d) => d.uri.toString() === again.message);
    assert.equal(twin?.getText(), doc.getText());
    for (let i = 0; i < 2; i++) await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});

/** A sheet of the lecture's shape where the cut edge leads to an inner node E: A, B, C, D searched, E pruned (C's first leaf 2 ≤ α = 3). */
const PRUNED_BLANK =
  'tree "Pruned blank" {\n  algorithm: alphabeta\n  A =? <?, ?> [\n    B =? <?, ?> [ 3 12 8 ]\n    C =? <?, ?> [ 2 E =? <?, ?> [ 4 6 ] ]\n    D =? <?, ?> [ 14 5 2 ]\n  ]\n}\n';

/** That sheet answered, worked by hand: B = 3, C = 2 (its 2 ≤ α = 3 cuts E), D = 2, A = 3; E's blanks left, where nothing is asked. */
const FINISHED =
  'tree "Pruned blank" {\n  algorithm: alphabeta\n  A =3 <-inf, +inf> [\n    B =3 <-inf, +inf> [ 3 12 8 ]\n    C =2 <3, +inf> [ 2 /E =? <?, ?> [ 4 6 ] ]\n    D =2 <3, +inf> [ 14 5 2 ]\n  ]\n}\n';

/** The sheet as an untitled document with a path of its own in a scratch folder, as "New practice tree" opens one: saved, it is written there. */
async function untitledAt(name: string, text: string): Promise<vscode.TextDocument> {
  const folder = await scratchFolder('practice-seams');
  const uri = vscode.Uri.joinPath(folder, name).with({ scheme: 'untitled' });
  const doc = await vscode.workspace.openTextDocument(uri);
  const edit = new vscode.WorkspaceEdit();
  edit.insert(uri, new vscode.Position(0, 0), text);
  assert.ok(await vscode.workspace.applyEdit(edit));
  await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
  return doc;
}

const fileDoc = (uri: vscode.Uri): Promise<vscode.TextDocument> =>
  waitUntil(`the document ${uri.path}`, () => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()));

describe('practice follows the file', () => {
  it('names a new practice tree plainly: practice-alphabeta-s12.gtree', async () => {
    const made = await vscode.commands.executeCommand<PracticeOutcome>('gtree.practice.new', { algorithm: 'alphabeta', seed: 12 });
    assert.ok(made.ok, made.message);
    assert.match(made.message, /^untitled:.*\/practice-alphabeta-s\d+\.gtree$/);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('an untitled sheet saved for the first time stays practised: no value, PV or Run lens on the saved file', async () => {
    const { api } = await gtree();
    // Finished but for the pruned subtree: no exercise by itself (it would not open practised), so only the carried practice keeps it so.
    const untitled = await untitledAt('saved-sheet.gtree', FINISHED);
    await vscode.commands.executeCommand('gtree.practice.start', untitled.uri.toString(), 0);
    await waitUntil('practice mode on the untitled sheet', () => api.isPractising(untitled.uri.toString(), 0));
    await vscode.commands.executeCommand('gtree.practice.showSolution', untitled.uri.toString(), 0);
    const saved = await vscode.workspace.save(untitled.uri);
    // A file on disk: `file:` in the desktop host, `vscode-remote:` in the web host (the server's disk).
    assert.ok(saved && saved.scheme !== 'untitled', `saved to ${saved?.toString()}`);
    const doc = await fileDoc(saved);
    await waitUntil('practice mode on the saved file', () => api.isPractising(saved.toString(), 0));
    const titles = await waitUntil('the practice lenses on the saved file', async () => {
      const all = await lensTitles(saved);
      return all.includes('Next step') && all;
    });
    assert.deepEqual(titles, ['▶ Practise', 'Next step', 'Stop practising']);
    const ran = await vscode.commands.executeCommand<{ ok: boolean; value?: string; pv?: unknown }>('gtree.run', saved.toString(), 0);
    assert.equal(ran.value, undefined, 'a run asked for while practising gives no value');
    assert.equal(ran.pv, undefined);
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    const status = await waitUntil('the practice status', () => api.statusText().includes('Practising') && api.statusText());
    assert.doesNotMatch(status, /=|·/, status);
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('remembers per file: a stopped file reopens stopped, a renamed one stays practised at its new name', async () => {
    const { api } = await gtree();
    const folder = await scratchFolder('practice-memory');
    const first = vscode.Uri.joinPath(folder, 'stopped.gtree');
    const second = vscode.Uri.joinPath(folder, 'renamed.gtree');
    await vscode.workspace.fs.writeFile(first, new TextEncoder().encode(PRUNED_BLANK));
    await vscode.workspace.fs.writeFile(second, new TextEncoder().encode(PRUNED_BLANK.replace('Pruned blank', 'Renamed')));
    let doc = await vscode.workspace.openTextDocument(first);
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    await waitUntil('practice on opening', () => api.isPractising(first.toString(), 0));
    await vscode.commands.executeCommand('gtree.practice.stop', first.toString(), 0);
    // VS Code keeps a closed editor's document for minutes; a change of language closes and opens it again at once.
    doc = await vscode.languages.setTextDocumentLanguage(doc, 'plaintext');
    doc = await vscode.languages.setTextDocumentLanguage(doc, 'gtree');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(api.isPractising(first.toString(), 0), false, 'the student stopped practising this file: reopened, it stays stopped');
    await vscode.commands.executeCommand('gtree.practice.start', first.toString(), 0);
    doc = await vscode.languages.setTextDocumentLanguage(doc, 'plaintext');
    await vscode.languages.setTextDocumentLanguage(doc, 'gtree');
    await waitUntil('practised again once started, after reopening', () => api.isPractising(first.toString(), 0));
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');

    const other = await vscode.workspace.openTextDocument(second);
    await vscode.window.showTextDocument(other, vscode.ViewColumn.One);
    await waitUntil('practice on the second file', () => api.isPractising(second.toString(), 0));
    const moved = vscode.Uri.joinPath(folder, 'moved.gtree');
    const rename = new vscode.WorkspaceEdit();
    rename.renameFile(second, moved);
    assert.ok(await vscode.workspace.applyEdit(rename));
    await waitUntil('practice at the new name', () => api.isPractising(moved.toString(), 0));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('refuses the JSON export while practising, saying why, and writes nothing', async () => {
    const { editor, uri } = await lectureSheet();
    const folder = await scratchFolder('practice-export');
    const target = vscode.Uri.joinPath(folder, 'trace.json');
    const refused = await vscode.commands.executeCommand<{ ok: boolean; message: string }>('gtree.export', 'json', uri, 0, target);
    assert.equal(refused.ok, false);
    assert.match(refused.message, /JSON trace holds every value, window and cut of the run.*stop practising/);
    const written = await vscode.workspace.fs.stat(target).then(
      () => true,
      () => false,
    );
    assert.equal(written, false, 'nothing is written');
    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('counts a blank in a pruned subtree as any other: 5 values and 5 windows', async () => {
    const { api } = await gtree();
    const editor = await openText(PRUNED_BLANK);
    await waitUntil('practice mode', () => api.isPractising(editor.document.uri.toString(), 0));
    editor.selection = new vscode.Selection(positionOf(editor.document, 'C =?'), positionOf(editor.document, 'C =?'));
    assert.equal(
      await waitUntil('the counts', () => api.answersText()?.includes('values') && api.answersText()),
      '$(checklist) 0 of 5 values right, 5 blank; 0 of 5 windows right, 5 blank; 0 of 1 cut right, 1 unmarked',
    );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
