// The Markdown preview's markdown-it plugin as this extension host runs it: the desktop's `main` bundle, or the
// web's `browser` bundle in the Web Worker host (`npm run test:web`), where VS Code for the Web's preview calls it.
import * as assert from 'node:assert/strict';
import MarkdownIt from 'markdown-it';
import * as vscode from 'vscode';
import { gtree } from './util';

describe('Markdown: the preview plugin from the extension', () => {
  it("turns examples/notes.md's three ```gtree fences into blocks for the preview's script, with their options and sources", async () => {
    const { api, root } = await gtree();
    const note = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(root, 'examples', 'notes.md')));
    const html = api.extendMarkdownIt(new MarkdownIt()).render(note);
    assert.deepEqual(
      [...html.matchAll(/<div class="gtree-block" data-info="([^"]*)">/g)].map((m) => m[1]),
      ['gtree', 'gtree blank', 'gtree'],
    );
    assert.ok(html.includes('<pre class="gtree-source">A [\n  B [ 3 12 ]\n  C [ 2 x ]\n]\n</pre></div>'), html);
    // The text around the blocks is Markdown's as ever.
    assert.ok(html.includes("<h2>The lecture's tree</h2>"), html);
  });
});
