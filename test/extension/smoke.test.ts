// Proves the harness: the extension activates in a real extension host and publishes live
// diagnostics, none for a good example and a located error for a broken file.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { scratchFolder, waitUntil } from './util';

describe('smoke: the extension in a real VS Code', () => {
  let dir: vscode.Uri;
  before(async () => {
    dir = await scratchFolder('smoke');
  });
  after(() => vscode.workspace.fs.delete(dir, { recursive: true }));

  it('publishes no diagnostics for the lecture example', async () => {
    const extension = vscode.extensions.getExtension('gtree.gtree');
    assert.ok(extension, 'the gtree extension is loaded');
    const uri = vscode.Uri.joinPath(extension.extensionUri, 'examples', 'alphabeta-lecture.gtree');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    assert.equal(doc.languageId, 'gtree');
    await waitUntil('the extension to activate', () => extension.isActive, 20_000);
    // Give a (wrong) diagnostic the time to arrive: diagnostics are debounced by ~150 ms.
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(
      vscode.languages.getDiagnostics(uri).map((d) => d.message),
      [],
    );
  });

  it('reports an unclosed bracket as an error at the bracket', async () => {
    const uri = vscode.Uri.joinPath(dir, 'broken.gtree');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('tree "broken" {\n  A [ 3 4\n}\n'));
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const found = await waitUntil('diagnostics for broken.gtree', () => {
      const d = vscode.languages.getDiagnostics(uri);
      return d.length > 0 && d;
    });
    const error = found.find((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.ok(error, `an error among ${JSON.stringify(found.map((d) => d.message))}`);
    assert.equal(error.code, 'unclosed-bracket');
    assert.equal(error.source, 'gtree');
    assert.deepEqual([error.range.start.line, error.range.start.character, error.range.end.line, error.range.end.character], [1, 4, 1, 5]);
  });
});
