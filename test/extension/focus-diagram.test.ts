import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { gtree, waitUntil } from './util';

interface Binding {
  readonly key: string;
  readonly command: string;
  readonly when?: string;
}

/** VS Code's default key bindings on this platform, as its "Open Default Keyboard Shortcuts (JSON)" lists them. */
async function defaultBindings(): Promise<Binding[]> {
  await vscode.commands.executeCommand('workbench.action.openDefaultKeybindingsFile');
  const editor = await waitUntil('the default key bindings', () => {
    const e = vscode.window.activeTextEditor;
    return e && /keybindings\.json$/.test(e.document.uri.path) && e.document.getText().includes('"key"') && e;
  });
  // JSON with comments: every comment is on a line of its own.
  const json = editor.document
    .getText()
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
  await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  return JSON.parse(json) as Binding[];
}

describe('gtree: Focus the diagram', () => {
  it('has a key binding that is none of VS Code’s defaults, nor the start of one', async () => {
    const { root } = await gtree();
    const manifest = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(root, 'package.json')))) as {
      contributes: { keybindings: Binding[] };
    };
    const ours = manifest.contributes.keybindings.find((b) => b.command === 'gtree.focusDiagram');
    assert.ok(ours, 'package.json binds a key to gtree.focusDiagram');
    const defaults = await defaultBindings();
    assert.ok(defaults.length > 500, `VS Code lists its default key bindings (${defaults.length})`);
    const key = ours.key.toLowerCase();
    const clashes = defaults.filter((b) => {
      if (b.command.startsWith('gtree.')) return false; // the file lists the extensions' bindings too
      const theirs = b.key.toLowerCase();
      // The same keys, or one of the two a chord that starts with the other: either would take the other's place.
      return theirs === key || theirs.startsWith(`${key} `) || key.startsWith(`${theirs} `);
    });
    assert.deepEqual(clashes, [], `${ours.key} is taken`);
  });
});
