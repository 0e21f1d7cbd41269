import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { CompareRow } from '../../src/shared/messages';
import { gtree, nextRender, openExample, readText, scratchFolder, waitUntil } from './util';

/** The answers a student gives on the lecture's practice page, and the file they must leave (shared with test/browser/page.browser.test.ts). */
interface Clicks {
  readonly answers: readonly { node: number; value: string; alpha: string; beta: string }[];
  readonly cuts: readonly number[];
}

const exportTo = (format: string, uri: vscode.Uri, file: vscode.Uri): Thenable<{ ok: boolean; message: string }> =>
  vscode.commands.executeCommand('gtree.export', format, uri.toString(), 0, file);

describe('export drawn by the diagram panel', () => {
  it('writes the lecture tree as SVG (13 nodes, 2 cuts, concrete colours on white) and as a PNG twice its size', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export-image');
    const svgFile = vscode.Uri.joinPath(dir, 'lecture.svg');
    const svg = await exportTo('svg', document.uri, svgFile);
    assert.equal(svg.ok, true, svg.message);
    const text = await readText(svgFile);
    assert.match(text, /^<svg [^>]*viewBox="[-\d. ]+"/);
    assert.equal(text.match(/<g class="node[ "]/g)?.length, 13);
    assert.equal(text.match(/data-cut="1"/g)?.length, 2);
    assert.doesNotMatch(text, /var\(--/);
    // gtree.export.lightBackground is on by default: black on white whatever the theme.
    assert.match(text, /<rect class="background"[^>]* fill="#ffffff"/);

    const pngFile = vscode.Uri.joinPath(dir, 'lecture.png');
    const png = await exportTo('png', document.uri, pngFile);
    assert.equal(png.ok, true, png.message);
    const bytes = await vscode.workspace.fs.readFile(pngFile);
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the PNG signature');
    const width = Number(/ width="([\d.]+)"/.exec(text)![1]);
    // The IHDR chunk's width, big-endian after the signature and the chunk's length and type.
    assert.equal(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(16), Math.round(2 * width));
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });
});

describe('export of a tree with an unknown leaf', () => {
  it('writes the tree solved over the range as SVG: the root’s expression, C’s two cut edges with x ≤ 3 by their leaves', async () => {
    const { document } = await openExample('unknown-leaf-alphabeta.gtree');
    const dir = await scratchFolder('export-unknown');
    const svgFile = vscode.Uri.joinPath(dir, 'unknown.svg');
    const svg = await exportTo('svg', document.uri, svgFile);
    assert.equal(svg.ok, true, svg.message);
    const text = await readText(svgFile);
    assert.equal(text.match(/<g class="node[ "]/g)?.length, 13);
    assert.equal(text.match(/data-cut="1"/g)?.length, 2);
    assert.match(text, />max\(3, min\(x, 4\)\)</);
    assert.equal(text.match(/>x ≤ 3</g)?.length, 2);
    // JSON has no single trace to write: it says why rather than writing one value of x.
    const json = await exportTo('json', document.uri, vscode.Uri.joinPath(dir, 'unknown.json'));
    assert.equal(json.ok, false);
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });
});

describe('the practice page from Export…', () => {
  it('writes one self-contained page of the lecture tree, blanked, with the tidy layout and no solution in it', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export-page');
    const file = vscode.Uri.joinPath(dir, 'lecture.html');
    const page = await exportTo('page', document.uri, file);
    assert.equal(page.ok, true, page.message);
    const html = await readText(file);
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[\w+/=]+'; style-src 'sha256-/);
    const data = JSON.parse(/id="gtree-sheet">(.*?)<\/script>/s.exec(html)![1]) as { name: string; text: string; practice: boolean };
    assert.equal(data.name, 'alphabeta-lecture.gtree');
    assert.equal(data.practice, true);
    // Every inner node a blank to fill in; the tree as the file has it otherwise.
    assert.equal(data.text.match(/=\? <\?, \?>/g)?.length, 4);
    assert.equal(data.text.replace(/ =\? <\?, \?>/g, ''), document.getText());
    // No <script src>, no stylesheet link: nothing to fetch.
    assert.doesNotMatch(html, /<script[^>]* src=|<link /);
    assert.ok(html.length < 400_000, `the tidy layout's page, not ELK's: ${html.length} characters`);
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });

  it('writes the playground page too: the text as it is, with the text pane, ELK for any tree typed', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export-playground');
    const file = vscode.Uri.joinPath(dir, 'index.html');
    const written = await exportTo('playground', document.uri, file);
    assert.equal(written.ok, true, written.message);
    const html = await readText(file);
    const data = JSON.parse(/id="gtree-sheet">(.*?)<\/script>/s.exec(html)![1]) as { text: string; practice: boolean; playground: boolean };
    assert.deepEqual([data.playground, data.practice, data.text], [true, false, document.getText()]);
    assert.match(html, /<title>Alfa-beta primer<\/title>/);
    assert.ok(html.length > 1_000_000, `ELK's worker is in the page: ${html.length} characters`);
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });

  it("answered through the panel, the page's sheet is saved as test/fixtures/page/lecture-answered.gtree, byte for byte (what the page's Download must give)", async () => {
    // The other half of the proof is the browser test's: the page's download, for the same answers, is the same file.
    const { api, root } = await gtree();
    const fixture = (name: string): vscode.Uri => vscode.Uri.joinPath(root, 'test', 'fixtures', 'page', name);
    const clicks = JSON.parse(await readText(fixture('lecture-clicks.json'))) as Clicks;
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export-page-answered');
    const page = vscode.Uri.joinPath(dir, 'lecture.html');
    assert.equal((await exportTo('page', document.uri, page)).ok, true);
    const sheet = (JSON.parse(/id="gtree-sheet">(.*?)<\/script>/s.exec(await readText(page))![1]) as { text: string }).text;
    // The sheet the page carries, opened in VS Code as the student's file, practised in the panel.
    const file = vscode.Uri.joinPath(dir, 'alphabeta-lecture.gtree');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(sheet));
    const doc = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    const uri = doc.uri.toString();
    await waitUntil('practice mode on the exported sheet', () => api.isPractising(uri, 0));
    const drawn = nextRender(api, doc.uri);
    await vscode.commands.executeCommand('gtree.showDiagram', uri, 0);
    await drawn;
    for (const a of clicks.answers) assert.ok(await api.fromDiagram(uri, { type: 'answer', ...a }));
    for (const node of clicks.cuts) assert.ok(await api.fromDiagram(uri, { type: 'mark', node, mark: 1 }));
    assert.ok(await doc.save());
    const [saved, expected] = await Promise.all([vscode.workspace.fs.readFile(file), vscode.workspace.fs.readFile(fixture('lecture-answered.gtree'))]);
    assert.equal(new TextDecoder().decode(saved), new TextDecoder().decode(expected));
    assert.deepEqual([...saved], [...expected], 'the same bytes');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });
});

describe('comparing the algorithms', () => {
  it('gives every algorithm that applies to the lecture tree, alpha-beta with 7 leaf evaluations and 2 cuts', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const result = await vscode.commands.executeCommand<{ ok: boolean; rows: CompareRow[] }>('gtree.compare', document.uri.toString(), 0);
    assert.equal(result.ok, true);
    const ab = result.rows.find((r) => r.title === 'alpha-beta');
    assert.ok(ab && !('message' in ab), JSON.stringify(result.rows));
    assert.deepEqual([ab.value, ab.leafEvals, ab.cuts], ['3', 7, 2]);
    assert.ok(result.rows.some((r) => r.title === 'minimax' && 'leafEvals' in r && r.leafEvals === 9));
  });
});
