import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { treeText } from '../../bench/ui/trees';
import type { CompareRow } from '../../src/shared/messages';
import { gtree, inWebHost, nextRender, openText, waitUntil } from './util';

type Compared = { ok: boolean; rows?: CompareRow[]; message?: string };
const compare = (uri: vscode.Uri): Thenable<Compared> => vscode.commands.executeCommand<Compared>('gtree.compare', uri.toString(), 0);

const LECTURE = 'tree "lecture" {\n  algorithm: alphabeta\n  A [ B [ 3 12 8 ] C [ 2 4 6 ] D [ 14 5 2 ] ]\n}\n';

// The desktop host compares in its worker thread; the web host (a browser Web Worker) cannot start one,
// so there the comparison runs on the host's thread one algorithm at a time, answering what waits in between.
describe(`comparing the algorithms (${inWebHost ? "on the web host's thread, an algorithm at a time" : 'in the worker thread'})`, function () {
  this.timeout(180_000);

  it('compares once per document version, off the desktop host thread: asking again for the same text (a redraw with the table open) runs nothing', async () => {
    const { api } = await gtree();
    const editor = await openText(LECTURE);
    const before = api.comparisons();
    const searches = api.hostSearches();
    const first = await compare(editor.document.uri);
    assert.equal(first.ok, true, first.message);
    const ab = first.rows!.find((r) => r.title === 'alpha-beta');
    assert.ok(ab && 'leafEvals' in ab, JSON.stringify(first.rows));
    assert.deepEqual([ab.value, ab.leafEvals, ab.cuts], ['3', 7, 2]);
    assert.deepEqual(await compare(editor.document.uri), first);
    const after = api.comparisons();
    assert.equal(after.started - before.started, 1, 'one comparison for one version');
    assert.equal(after.onHost - before.onHost, inWebHost ? 1 : 0, 'searched on the host only where there is no thread');
    assert.equal(api.hostSearches(), searches, "a comparison is not the host's run of the tree");
    // A new version is compared anew: B's first leaf 3 → 9 makes B = min(9, 12, 8) = 8 the root's value.
    await editor.edit((e) => e.replace(new vscode.Range(2, 10, 2, 11), '9'));
    const edited = await compare(editor.document.uri);
    assert.deepEqual(
      edited.rows!.map((r) => ('value' in r ? r.value : r.message)).filter((v) => v !== '8'),
      edited.rows!.filter((r) => !('value' in r)).map((r) => ('message' in r ? r.message : '')),
      'every algorithm that ran gives 8',
    );
    assert.equal(api.comparisons().started - before.started, 2);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('keeps the host answering while a large tree is compared, and an edit cancels the comparison', async () => {
    const { api } = await gtree();
    const editor = await openText(treeText(inWebHost ? 60_000 : 300_000, 9, 'Big').replace('alphabeta', 'alphabeta\n  order: worst-first'));
    const before = api.comparisons();
    let settled = false;
    const asked = Promise.resolve(compare(editor.document.uri)).finally(() => (settled = true));
    // The poll runs on the host's timers: on the desktop the thread compares meanwhile, on the web the host does between algorithms.
    await waitUntil('the comparison to start', () => api.comparisons().started > before.started, 60_000);
    assert.equal(settled, false, 'the host ran its timers while the comparison was under way');
    await editor.edit((e) => e.insert(new vscode.Position(0, 0), '# edited\n'));
    assert.deepEqual(await asked, { ok: false, message: 'cancelled' });
    const after = api.comparisons();
    assert.equal(after.cancelled - before.cancelled, 1);
    assert.equal(after.onHost - before.onHost, inWebHost ? 1 : 0);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});

describe('diagram panels and their listeners', () => {
  it('a closed panel leaves no listener or timer behind (and an untimed page reports no timings)', async () => {
    const { api } = await gtree();
    const editor = await openText(LECTURE);
    const held = api.panelsHeld();
    const drawn = nextRender(api, editor.document.uri);
    await vscode.commands.executeCommand('gtree.showDiagram', editor.document.uri.toString(), 0);
    const report = await drawn;
    assert.equal(report.timing, undefined, 'a page sends no timings unless the UI benchmark asked for them');
    assert.ok(api.panelsHeld() > held, 'an open panel holds its listeners');
    const name = `Diagram: ${editor.document.uri.path.split('/').pop()}`;
    const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.label === name);
    assert.ok(tab, `a tab '${name}'`);
    await vscode.window.tabGroups.close(tab);
    await waitUntil('the panel to let go of its listeners', () => api.panelsHeld() === held);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
