import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { openExample, openText, positionOf } from './util';

describe('editor defaults for .gtree', () => {
  it('are in effect for a .gtree document: no word or quick suggestions, Enter never accepts one, two-space indents, no boxes on Serbian letters', async () => {
    const { document } = await openExample('dice-zadatak7-expectimax.gtree');
    const editor = vscode.workspace.getConfiguration('editor', document);
    assert.equal(editor.get('wordBasedSuggestions'), 'off');
    assert.deepEqual(editor.get('quickSuggestions'), { other: 'off', comments: 'off', strings: 'off' });
    assert.equal(editor.get('acceptSuggestionOnEnter'), 'off');
    assert.equal(editor.get('tabSize'), 2);
    assert.equal(editor.get('insertSpaces'), true);
    // Restricted Mode would box every Serbian letter, and the dashes of the exercise texts in comments.
    assert.equal(editor.get('unicodeHighlight.nonBasicASCII'), false);
    assert.equal(editor.get('unicodeHighlight.includeComments'), false);
    // Only for gtree: another language keeps VS Code's own defaults.
    const plain = vscode.workspace.getConfiguration('editor', { languageId: 'plaintext' });
    assert.notEqual(plain.get('wordBasedSuggestions'), 'off');
  });

  it('offer no word of the document as a completion inside a probability (the "1/2/4" bug)', async () => {
    // In "3/4 -> 0", the 3 replaced by 2: word-based suggestions offered "1/2", and Enter made "1/2/4".
    const editor = await openText('tree {\n  chance [\n    1/2 -> 5\n    3/4 -> 0\n  ]\n}\n');
    const at = positionOf(editor.document, '3/4');
    await editor.edit((e) => e.replace(new vscode.Range(at, at.translate(0, 1)), '2'));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', editor.document.uri, at.translate(0, 1));
    const labels = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.deepEqual(
      labels.filter((l) => /\d/.test(l)),
      [],
    );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
