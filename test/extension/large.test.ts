import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { checkText, outlineOf } from '../../src/core';
import { LARGE_DOCUMENT } from '../../src/extension/host/analysis';
import { treeText } from '../../bench/ui/trees';
import { gtree, hoverText, inWebHost, openText, positionOf, waitUntil } from './util';

/** A tree of `nodes` nodes whose root value is written wrong, then a small tree with a syntax error. */
function largeText(nodes: number): string {
  const big = treeText(nodes, 5, 'Big').replace('Big [', 'Big =99 [');
  return `${big}\ntree "small" {\n  A [ 1 2\n}\n`;
}

/** The diagnostics as the checker makes them, in VS Code's terms: line:col-line:col severity message. */
function expected(doc: vscode.TextDocument, reveal: boolean): string[] {
  const severity = { error: 'Error', warning: 'Warning', information: 'Information' } as const;
  return outlineOf(checkText(doc.getText()), { reveal }).diagnostics.map((d) => {
    const [a, b] = [doc.positionAt(d.span.start), doc.positionAt(d.span.end)];
    return `${a.line}:${a.character}-${b.line}:${b.character} ${severity[d.severity]} ${d.message}`;
  });
}

function shown(uri: vscode.Uri): string[] {
  return vscode.languages.getDiagnostics(uri).map((d) => {
    const { start: a, end: b } = d.range;
    return `${a.line}:${a.character}-${b.line}:${b.character} ${vscode.DiagnosticSeverity[d.severity]} ${d.message}`;
  });
}

// The desktop host checks a large document in a worker thread; the web host (a browser Web Worker) cannot
// start one, so there each version is parsed once on the host's thread and shared by every feature.
describe(`a large document (checked ${inWebHost ? "on the web host's thread" : 'in a worker thread'})`, function () {
  this.timeout(180_000);
  /** Host parses of one document version: none on the desktop (the worker thread parses it), one in the web host. */
  const outlineParses = inWebHost ? 1 : 0;

  it('gets the same diagnostics, code lenses, folding and status bar after an edit, with no parse on the desktop host and one in the web host', async () => {
    const { api } = await gtree();
    const editor = await openText(largeText(60_000));
    const doc = editor.document;
    assert.ok(doc.getText().length > LARGE_DOCUMENT, `${doc.getText().length} characters`);
    await waitUntil('the diagnostics of the large document', () => shown(doc.uri).length === expected(doc, false).length || undefined, 60_000);
    assert.deepEqual(shown(doc.uri), expected(doc, false));
    assert.ok(shown(doc.uri).some((d) => d.includes('Wrong value: 99')));

    const parses = api.hostParses();
    // Break the big tree's last list, then look at everything that follows an edit.
    const at = doc.positionAt(doc.getText().lastIndexOf(']', doc.getText().indexOf('tree "small"')));
    await editor.edit((e) => e.insert(at, '[ '));
    await waitUntil('the diagnostics after the edit', () => shown(doc.uri).join('\n') === expected(doc, false).join('\n') || undefined, 60_000);
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', doc.uri);
    assert.deepEqual(
      lenses.map((l) => l.command?.title),
      ['$(error) Fix the errors to run this tree', '$(error) Fix the errors to run this tree'],
    );
    const folds = await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', doc.uri);
    assert.ok(folds.some((r) => r.start === 0));
    editor.selection = new vscode.Selection(at, at);
    await waitUntil('the status bar', () => api.statusText().includes('fix the errors') || undefined);
    await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, new vscode.Range(at, at));
    assert.equal(api.hostParses(), parses + outlineParses, 'parses on the extension host after an edit');

    // Undo the edit: the big tree runs again, and a hover (which needs the tree) parses it on the host, once
    // (in the web host, the outline's parse is that one).
    await editor.edit((e) => e.delete(new vscode.Range(at, at.translate(0, 2))));
    await waitUntil('the diagnostics after undoing', () => shown(doc.uri).join('\n') === expected(doc, false).join('\n') || undefined, 60_000);
    // The run searches in the worker thread on the desktop: the host revives it over its own parse. The web host has no
    // thread and made this run already, for the answers' check of its outline.
    const [searches, threadRuns] = [api.hostSearches(), api.threadRuns()];
    const ran = await vscode.commands.executeCommand<{ ok: boolean; value?: string }>('gtree.run', doc.uri.toString(), 0);
    assert.equal(ran.ok, true);
    assert.deepEqual([api.hostSearches() - searches, api.threadRuns() - threadRuns], inWebHost ? [0, 0] : [0, 1], 'searches on the host, runs in the thread');
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, positionOf(doc, 'Big'));
    assert.match(hoverText(hovers), new RegExp(`Value \\*\\*${ran.value}\\*\\*`));
    assert.equal(api.hostSearches(), searches, 'the hover reads the run made');
    assert.equal(api.hostParses(), parses + outlineParses + 1);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('says the right answer in its warnings when the setting asks for it', async () => {
    const config = vscode.workspace.getConfiguration('gtree');
    const editor = await openText(largeText(30_000));
    const doc = editor.document;
    try {
      await waitUntil('the diagnostics', () => shown(doc.uri).join('\n') === expected(doc, false).join('\n') || undefined, 60_000);
      await config.update('check.revealAnswers', true, vscode.ConfigurationTarget.Global);
      await waitUntil('the revealing diagnostics', () => shown(doc.uri).join('\n') === expected(doc, true).join('\n') || undefined, 60_000);
      assert.ok(shown(doc.uri).some((d) => /Wrong value: 99 .* The alphabeta run gives \d+\./.test(d)));
    } finally {
      await config.update('check.revealAnswers', undefined, vscode.ConfigurationTarget.Global);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });
});
