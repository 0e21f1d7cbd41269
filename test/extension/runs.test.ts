import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Analyses } from '../../src/extension/host/analysis';
import { TreeCodeLenses } from '../../src/extension/editor/code-lens';
import { SolvedBriefs } from '../../src/extension/host/solved-briefs';
import type { RunSummary } from '../../src/extension/commands/commands';
import { NodeHover } from '../../src/extension/editor/hover';
import { Practice } from '../../src/extension/practice/practice-state';
import { PracticeSheets } from '../../src/extension/practice/practice-sheets';
import { Runs } from '../../src/extension/host/runs';
import { gtree, hoverText, nextRender, openText, positionOf, waitUntil } from './util';

const runTree = (uri: vscode.Uri, index: number, algorithm?: string): Thenable<RunSummary> =>
  vscode.commands.executeCommand<RunSummary>('gtree.run', uri.toString(), index, algorithm);
const lenses = (uri: vscode.Uri): Thenable<vscode.CodeLens[]> => vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
const hover = (uri: vscode.Uri, at: vscode.Position): Thenable<vscode.Hover[]> =>
  vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at);
// 100: resolve every action, so that the fixes' edits are computed (from the tree's run).
const actions = (uri: vscode.Uri, range: vscode.Range): Thenable<vscode.CodeAction[]> =>
  vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range, undefined, 100);

describe('one run per tree version', () => {
  it('searches a tree once per document version and algorithm, however many features read the run', async () => {
    const { api } = await gtree();
    const before = api.hostSearches();
    // B's written value is wrong: the answers' check (diagnostics, status bar, the diagram's header) needs the run too.
    const editor = await openText('tree "counted" {\n  algorithm: alphabeta\n  A [ B =4 [ 3 12 8 ] C [ 2 4 6 ] D [ 14 5 2 ] ]\n}\n');
    const doc = editor.document;
    const searches = (): number => api.hostSearches() - before;

    /** Everything that reads the run: diagnostics, lenses, hovers, the status bar, quick fixes with their edits, the diagram. */
    const readEverything = async (): Promise<void> => {
      const warning = await waitUntil('the wrong-value warning', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'wrong-value'));
      const drawn = nextRender(api, doc.uri);
      const ran = await runTree(doc.uri, 0);
      assert.equal(ran.ok, true, ran.message);
      await drawn;
      const titles = (await lenses(doc.uri)).map((l) => l.command?.title ?? '');
      assert.ok(
        titles.some((t) => t.startsWith('= 3')),
        titles.join(' | '),
      );
      for (const at of ['A', 'B', 'C', 'D', '12']) assert.match(hoverText(await hover(doc.uri, positionOf(doc, at))), /Value|Payoff|Pruned|Never/);
      const fix = (await actions(doc.uri, warning.range)).find((a) => a.title === 'Fill in the right value');
      assert.ok(fix?.edit, 'a quick fix with its edit');
      editor.selection = new vscode.Selection(positionOf(doc, 'C'), positionOf(doc, 'C'));
      await waitUntil('the status bar', () => api.statusText().includes('alpha-beta = 3'));
      await waitUntil('the answer summary', () => api.answersText()?.includes('0 of 4 values right, 1 wrong, 3 blank'));
    };

    await readEverything();
    assert.equal(searches(), 1, 'searches of the first version');

    // A new version: its own run, once, whoever asks and however often (the diagram redraws after the edit).
    const redrawn = nextRender(api, doc.uri);
    await editor.edit((e) => e.replace(new vscode.Range(positionOf(doc, '14'), positionOf(doc, '14').translate(0, 2)), '1'));
    await redrawn;
    await readEverything();
    await readEverything();
    assert.equal(searches(), 2, 'searches after one edit');

    // Another algorithm is another run; reading it again is not.
    assert.equal((await runTree(doc.uri, 0, 'minimax')).value, '3');
    await hover(doc.uri, positionOf(doc, 'C'));
    await lenses(doc.uri);
    assert.equal((await runTree(doc.uri, 0, 'minimax')).value, '3');
    assert.equal(searches(), 3, 'searches after choosing minimax');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});

describe('a cancelled request', () => {
  it('neither parses nor searches: the hover and the code lens give up before they would', async () => {
    // The providers with an analysis layer of their own, so that only this test's work is counted.
    const analyses = new Analyses({ outliner: null, nextTurn: () => new Promise((resolve) => setTimeout(resolve, 0)), latex: null });
    const runs = new Runs(analyses);
    const practice = new Practice();
    const hoverProvider = new NodeHover(analyses, runs, new PracticeSheets(analyses, practice));
    const lensProvider = new TreeCodeLenses(analyses, runs, practice, new SolvedBriefs(null));
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A [ B [ 3 12 8 ] C [ 2 4 6 ] ]\n}\n');
    const doc = editor.document;
    try {
      runs.run(doc, 0);
      await editor.edit((e) => e.replace(new vscode.Range(positionOf(doc, '12'), positionOf(doc, '12').translate(0, 2)), '13'));
      const [parses, searches] = [analyses.hostParses, analyses.hostSearches];
      const cancelled = new vscode.CancellationTokenSource();
      cancelled.cancel();
      assert.equal(await hoverProvider.provideHover(doc, positionOf(doc, 'B'), cancelled.token), null);
      assert.deepEqual(await lensProvider.provideCodeLenses(doc, cancelled.token), []);
      assert.deepEqual([analyses.hostParses, analyses.hostSearches], [parses, searches], 'parses and searches');

      const live = new vscode.CancellationTokenSource();
      const shown = await hoverProvider.provideHover(doc, positionOf(doc, 'B'), live.token);
      assert.match(hoverText(shown ? [shown] : []), /Value \*\*3\*\*/);
      assert.equal((await lensProvider.provideCodeLenses(doc, live.token)).length, 3);
      assert.deepEqual([analyses.hostParses, analyses.hostSearches], [parses + 1, searches + 1], 'one parse and one search for the live requests');
    } finally {
      lensProvider.dispose();
      runs.dispose();
      practice.dispose();
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });
});

describe('the algorithm chosen for a tree', () => {
  /** The algorithm each tree's "▶ Run …" lens names, in tree order. */
  const runLenses = async (uri: vscode.Uri, count: number): Promise<string[]> => {
    const found = await waitUntil(`${count} run lenses`, async () => {
      const all = (await lenses(uri)).filter((l) => l.command?.command === 'gtree.run');
      return all.length === count && all;
    });
    return found.sort((a, b) => (a.command!.arguments![1] as number) - (b.command!.arguments![1] as number)).map((l) => l.command!.title);
  };

  it('stays with its tree when a tree is written above it, named or not', async () => {
    const editor = await openText(
      'tree "named" {\n  algorithm: alphabeta\n  A [ [3 12 8] [2 4 6] ]\n}\n\ntree {\n  algorithm: alphabeta\n  [ [1 2] [3 4] ]\n}\n',
    );
    const doc = editor.document;
    assert.equal((await runTree(doc.uri, 0, 'negascout')).algorithm, 'negascout');
    assert.equal((await runTree(doc.uri, 1, 'minimax')).algorithm, 'minimax');
    assert.deepEqual(await runLenses(doc.uri, 2), ['▶ Run negascout (chosen; the file says alpha-beta)', '▶ Run minimax (chosen; the file says alpha-beta)']);

    // An unnamed tree above both: the named tree is found by its name, the unnamed one by its place, moved down by the edit.
    await editor.edit((e) => e.insert(new vscode.Position(0, 0), 'tree {\n  algorithm: alphabeta\n  [ 5 6 ]\n}\n\n'));
    assert.deepEqual(await runLenses(doc.uri, 3), [
      '▶ Run alpha-beta',
      '▶ Run negascout (chosen; the file says alpha-beta)',
      '▶ Run minimax (chosen; the file says alpha-beta)',
    ]);
    assert.equal((await runTree(doc.uri, 1)).algorithm, 'negascout');
    assert.equal((await runTree(doc.uri, 2)).algorithm, 'minimax');
    assert.equal((await runTree(doc.uri, 0)).algorithm, 'alphabeta');

    // A named tree between them, and an edit inside the unnamed one: each keeps its own choice still.
    await editor.edit((e) => e.insert(positionOf(doc, 'tree {', 1), 'tree "between" {\n  [ 7 8 ]\n}\n\n'));
    await editor.edit((e) => e.replace(new vscode.Range(positionOf(doc, '[1 2]'), positionOf(doc, '[1 2]').translate(0, 5)), '[1 9]'));
    assert.deepEqual(await runLenses(doc.uri, 4), [
      '▶ Run alpha-beta',
      '▶ Run negascout (chosen; the file says alpha-beta)',
      '▶ Run minimax',
      '▶ Run minimax (chosen; the file says alpha-beta)',
    ]);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
