import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { RunSummary } from '../../src/extension/commands/commands';
import { gtree, hoverText, nextRender, openExample, openText, positionOf, readText, scratchFolder, waitUntil } from './util';

/** The document's code lens titles once there are at least `count` (the provider answers after activation). */
const lensesOf = (uri: vscode.Uri, count: number): Promise<vscode.CodeLens[]> =>
  waitUntil('code lenses', async () => {
    const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    return all.length >= count && all;
  });
const hover = (uri: vscode.Uri, at: vscode.Position): Thenable<vscode.Hover[]> =>
  vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at);
const runTree = (uri: vscode.Uri, index: number, algorithm?: string): Thenable<RunSummary> =>
  vscode.commands.executeCommand<RunSummary>('gtree.run', uri.toString(), index, algorithm);

describe('code lenses', () => {
  it('offer "▶ Run alpha-beta" and "Algorithm…" over the lecture tree, with the document and tree as arguments', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const found = await lensesOf(document.uri, 2);
    const titles = found.map((l) => l.command?.title);
    assert.deepEqual(titles.slice(0, 2), ['▶ Run alpha-beta', 'Algorithm…']);
    assert.equal(found[0].command?.command, 'gtree.run');
    assert.deepEqual(found[0].command?.arguments, [document.uri.toString(), 0]);
    assert.equal(found[1].command?.command, 'gtree.pickAlgorithm');
    assert.equal(found[0].range.start.line, positionOf(document, 'tree').line);
  });

  it("name each tree's own algorithm and say when a tree has errors", async () => {
    const { document } = await openText('tree "ok" {\n  algorithm: negascout\n  [ [1 2] [3 4] ]\n}\ntree "broken" {\n  [ 1 2\n}\n');
    const found = await lensesOf(document.uri, 3);
    const titles = found.map((l) => l.command?.title);
    assert.ok(titles.includes('▶ Run negascout'), titles.join(' | '));
    assert.ok(
      titles.some((t) => t?.includes('Fix the errors')),
      titles.join(' | '),
    );
  });
});

describe('running algorithms', () => {
  it("gives the lecture tree's value 3 under alpha-beta, minimax, negascout and MTD(f), with alpha-beta's two cuts", async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const ab = await runTree(document.uri, 0);
    assert.equal(ab.ok, true, ab.message);
    assert.equal(ab.algorithm, 'alphabeta');
    assert.equal(ab.value, '3');
    assert.equal(ab.totals?.cuts, 2);
    assert.equal(ab.totals?.leafEvals, 7);
    assert.deepEqual(ab.pv, ['a1', 0]);
    for (const algorithm of ['minimax', 'negascout', 'mtdf', 'negamax-tt']) {
      const r = await runTree(document.uri, 0, algorithm);
      assert.equal(r.value, '3', `${algorithm}: ${r.message ?? ''}`);
    }
    const minimax = await runTree(document.uri, 0, 'minimax');
    assert.equal(minimax.totals?.leafEvals, 9);
  });

  it('runs expectimax on the dice exercise and max^n on three players', async () => {
    const dice = await openExample('dice-zadatak7-expectimax.gtree');
    const e = await runTree(dice.document.uri, 0);
    assert.equal(e.ok, true, e.message);
    assert.equal(e.algorithm, 'expectimax');
    const maxn = await openExample('maxn-three-players.gtree');
    const m = await runTree(maxn.document.uri, 0);
    assert.equal(m.algorithm, 'maxn');
    assert.match(m.value ?? '', /^\(.*\)$/);
  });

  it('reports an algorithm that does not fit the tree instead of a wrong answer', async () => {
    const dice = await openExample('dice-zadatak7-expectimax.gtree');
    const r = await runTree(dice.document.uri, 0, 'alphabeta');
    assert.equal(r.ok, false);
    assert.match(r.message ?? '', /chance/i);
  });

  it('shows the algorithm, the root value and the principal variation in the status bar', async () => {
    const { api } = await gtree();
    const editor = await openExample('alphabeta-lecture.gtree');
    await runTree(editor.document.uri, 0, 'alphabeta');
    editor.selection = new vscode.Selection(positionOf(editor.document, 'C ['), positionOf(editor.document, 'C ['));
    assert.equal(
      await waitUntil('status bar text', () => api.statusText().includes('= 3') && api.statusText()),
      '$(type-hierarchy) alpha-beta = 3 · PV a1 → 1st',
    );
  });
});

describe('hover', () => {
  it("tells a visited node's value, window, bound and visit order, and a pruned node's cut", async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    await runTree(document.uri, 0, 'alphabeta');
    const onC = hoverText(await hover(document.uri, positionOf(document, 'C [')));
    assert.match(onC, /\*\*C\*\* · MIN to move/);
    assert.match(onC, /Value \*\*2\*\* \(upper bound\)/);
    assert.match(onC, /α = 3, β = \+∞/);
    assert.match(onC, /Visited once, 6th in visit order/);
    // C's second child, the leaf 4, is pruned by alpha-beta.
    const onPruned = hoverText(await hover(document.uri, positionOf(document, '4')));
    assert.match(onPruned, /\*\*Pruned\*\* — an alpha-beta cut/);
    assert.match(onPruned, /Cut at \*\*C\*\*: α = 3 ≥ β = 2 \(prune: on-equal cuts as soon as α ≥ β\)/);
  });

  it('names the rule that cut a pruned node: α > β under prune: strict', async () => {
    // min2's window closes after B only under on-equal (α = β = 10); under strict, C is searched
    // and the cut comes at D: α = 10 > β = 0 after C.
    const { document } = await openText(
      'tree "strict" {\n  algorithm: alphabeta\n  prune: strict\n  max [ min1 [ A = 10 ]  min2 [ B = 10  C = 0  D = 7 ] ]\n}\n',
    );
    await runTree(document.uri, 0);
    const onD = hoverText(await hover(document.uri, positionOf(document, 'D =')));
    assert.match(onD, /Cut at \*\*min2\*\*: α = 10 > β = 0 \(prune: strict cuts only when α > β\)/);
  });

  it('names a Star1 chance cut and a Star2 probe as the replay does, not as alpha-beta cuts', async () => {
    // The AIMA-style tree (worked by hand in test/unit/star.test.ts): E is at most 0 ≤ α = 0, so G is cut.
    const { document } = await openExample('star1-circle-leaves.gtree');
    await runTree(document.uri, 0, 'star1');
    const onG = hoverText(await hover(document.uri, positionOf(document, 'G [')));
    assert.match(onG, /\*\*Pruned\*\* — a Star1 cut, struck once: never visited\./);
    assert.match(onG, /Cut at \*\*E\*\*: its value is at most 0 ≤ α = 0 \(prune: on-equal/);
    // Star2 probes F (a MIN node) with its first leaf only; the probes decide E, so F's 0 is never searched.
    const probed = await openText('tree "probe" {\n  bounds: [-2, 2]\n  max A [ 1  chance E [ 1/2 -> min F [ 1 0 ]  1/2 -> min G [ -1 2 ] ] ]\n}\n');
    await runTree(probed.document.uri, 0, 'star2');
    const onLeaf = hoverText(await hover(probed.document.uri, positionOf(probed.document, '0 ]')));
    assert.match(onLeaf, /\*\*Pruned\*\* — a Star2 probe's stop, struck once: never visited\./);
    assert.match(onLeaf, /Cut at \*\*F\*\*: the probe searches its first child only/);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('offers to run a tree that has not been run yet', async () => {
    const { document } = await openText('tree "fresh" {\n  A [ B [ 1 2 ] C [ 3 4 ] ]\n}\n');
    const text = hoverText(await hover(document.uri, positionOf(document, 'B')));
    assert.match(text, /\[▶ Run (minimax|alpha-beta)\]\(command:gtree\.run\?/);
  });
});

describe('diagnostics', () => {
  it('follow edits and are cleared when the document closes', async () => {
    const editor = await openText('tree {\n  A [ 1 2 ]\n}\n');
    const uri = editor.document.uri;
    await waitUntil('no diagnostics', () => vscode.languages.getDiagnostics(uri).length === 0 || undefined);
    await editor.edit((e) => e.insert(positionOf(editor.document, '2 ]').translate(0, 1), ' ['));
    const problems = await waitUntil('an error after the edit', () => {
      const d = vscode.languages.getDiagnostics(uri);
      return d.some((x) => x.severity === vscode.DiagnosticSeverity.Error) && d;
    });
    assert.equal(problems[0].source, 'gtree');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await waitUntil('diagnostics cleared on close', () => vscode.languages.getDiagnostics(uri).length === 0 || undefined);
  });

  it('warn about a wrong answer written in the tree', async () => {
    const { document } = await openText('tree {\n  algorithm: minimax\n  A =5 [ B =3 [ 3 12 ] C =2 [ 2 4 ] ]\n}\n');
    const warnings = await waitUntil('an answer warning', () => {
      const d = vscode.languages.getDiagnostics(document.uri).filter((x) => x.severity === vscode.DiagnosticSeverity.Warning);
      return d.length > 0 && d;
    });
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0].range.start.line, 2);
  });
});

describe('folding', () => {
  it('folds each tree and each multi-line child list', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const ranges = await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', document.uri);
    const tree = positionOf(document, 'tree').line;
    assert.ok(
      ranges.some((r) => r.start === tree),
      JSON.stringify(ranges),
    );
    assert.ok(
      ranges.some((r) => r.start === positionOf(document, 'A [').line),
      JSON.stringify(ranges),
    );
  });
});

describe('diagram panel', () => {
  it('opens beside the editor when a tree is run, draws every node, and redraws in place after an edit', async () => {
    const { api } = await gtree();
    const editor = await openText('tree "t" {\n  algorithm: alphabeta\n  A [ B [ 3 12 8 ] C [ 2 4 6 ] D [ 14 5 2 ] ]\n}\n');
    const uri = editor.document.uri;
    const first = nextRender(api, uri);
    await runTree(uri, 0);
    const drawn = await first;
    assert.equal(drawn.nodes, 13);
    assert.equal(drawn.laidOut, true);
    const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.label.startsWith('Diagram'));
    assert.ok(tab, 'a diagram tab is open');
    // A payoff change keeps the shape: the diagram is redrawn without a new layout.
    const again = nextRender(api, uri);
    await editor.edit((e) => e.replace(new vscode.Range(positionOf(editor.document, '14'), positionOf(editor.document, '14').translate(0, 2)), '1'));
    const redrawn = await again;
    assert.equal(redrawn.laidOut, false);
  });
});

describe('answer fix-ups and move ordering', () => {
  // Edits are computed when an action is chosen: ask VS Code to resolve them all.
  const actions = (uri: vscode.Uri, range: vscode.Range): Thenable<vscode.CodeAction[]> =>
    vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range, undefined, 100);

  it('offers a quick fix for a wrong value that writes the right one, undoably', async () => {
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A =4 [ B =3 [ 3 12 8 ] C =2 [ 2 /4 /6 ] D =2 [ 14 5 2 ] ]\n}\n');
    const doc = editor.document;
    const warning = await waitUntil('the wrong-value warning', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'wrong-value'));
    const fix = (await actions(doc.uri, warning.range)).find((a) => a.title === 'Fill in the right value');
    assert.ok(fix?.edit, 'a quick fix with an edit');
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.match(doc.getText(), /A =3 \[/);
    await vscode.commands.executeCommand('undo');
    assert.match(doc.getText(), /A =4 \[/);
  });

  it("warns of a setting the tree's algorithm does not read, and removes its line with one quick fix", async () => {
    const editor = await openText('tree {\n  algorithm: minimax\n  fail: hard\n  A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
    const doc = editor.document;
    const warning = await waitUntil('the setting-no-effect warning', () =>
      vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'setting-no-effect'),
    );
    assert.equal(warning.severity, vscode.DiagnosticSeverity.Warning);
    assert.match(warning.message, /'fail' has no effect under minimax/);
    const onlyFixes = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      doc.uri,
      warning.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const fix = onlyFixes.find((a) => a.title === "Remove 'fail: hard'");
    assert.ok(fix?.edit, onlyFixes.map((a) => a.title).join(' | '));
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(doc.getText(), 'tree {\n  algorithm: minimax\n  A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
  });

  it("changes a misspelt algorithm to the one its diagnostic asks 'did you mean' of", async () => {
    const editor = await openText('tree {\n  algorithm: alpha-beta\n  A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
    const doc = editor.document;
    const error = await waitUntil('the bad-setting error', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'bad-setting'));
    assert.match(error.message, /did you mean 'alphabeta'\?/);
    const fixes = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      doc.uri,
      error.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const fix = fixes.find((a) => a.title === "Change to 'alphabeta'");
    assert.ok(fix?.edit, fixes.map((a) => a.title).join(' | '));
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(doc.getText(), 'tree {\n  algorithm: alphabeta\n  A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
  });

  it("writes a keyword in capitals in lower case with the quick fix its diagnostic offers ('MAX' for 'max')", async () => {
    const editor = await openText('tree {\n  MAX A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
    const doc = editor.document;
    const error = await waitUntil('the keyword-case error', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'keyword-case'));
    assert.equal(error.message, "Keywords are lower case: did you mean 'max'?");
    assert.deepEqual([error.range.start.line, error.range.start.character, error.range.end.character], [1, 2, 5]);
    const fixes = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      doc.uri,
      error.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const fix = fixes.find((a) => a.title === "Change to 'max'");
    assert.ok(fix?.edit, fixes.map((a) => a.title).join(' | '));
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(doc.getText(), 'tree {\n  max A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
    await waitUntil('no errors left', () => vscode.languages.getDiagnostics(doc.uri).every((d) => d.severity !== vscode.DiagnosticSeverity.Error) || undefined);
  });

  it("says on the status bar, not in the file, when a run picks another algorithm than the file's", async () => {
    const { api } = await gtree();
    const editor = await openText('tree {\n  algorithm: alphabeta\n  fail: hard\n  A [ B [ 3 12 ] C [ 2 4 ] ]\n}\n');
    await runTree(editor.document.uri, 0, 'negascout');
    editor.selection = new vscode.Selection(positionOf(editor.document, 'C ['), positionOf(editor.document, 'C ['));
    assert.equal(
      await waitUntil('status bar text', () => api.statusText().includes('negascout') && api.statusText()),
      "$(type-hierarchy) negascout (not the file's alpha-beta, 1 setting unused) = 3 · PV B → 1st",
    );
    assert.equal(
      vscode.languages.getDiagnostics(editor.document.uri).filter((d) => d.code === 'setting-no-effect').length,
      0,
      "fail: hard is read by the file's alpha-beta",
    );
  });

  it('hands back only quick fixes where only quick fixes are asked for (the hover, the Problems view)', async () => {
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A =? <?, ?> [ B =4 [ 3 12 8 ] C [ 2 4 6 ] ]\n}\n');
    const doc = editor.document;
    const warning = await waitUntil('the wrong-value warning', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'wrong-value'));
    const quick = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      doc.uri,
      warning.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    // The tree has blanks, so it is practised: the hint comes first, the author's fix after it.
    assert.deepEqual(
      quick.map((a) => a.title),
      ['Hint: what does A receive?', 'Fill in the right value'],
    );
    const onBlank = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      doc.uri,
      new vscode.Range(2, 5, 2, 5),
      vscode.CodeActionKind.QuickFix.value,
    );
    assert.ok(
      onBlank.every((a) => a.kind?.value === 'quickfix'),
      onBlank.map((a) => `${a.kind?.value}: ${a.title}`).join(' | '),
    );
    // A double-click on a blank selects just the '?'.
    const word = doc.getWordRangeAtPosition(new vscode.Position(2, 5));
    assert.equal(word && doc.getText(word), '?');
  });

  it('fills in every value and window, and makes a blank sheet again', async () => {
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A =? <?, ?> [ B =? [ 3 12 8 ] C =? <?, ?> [ 2 4 6 ] D [ 14 5 2 ] ]\n}\n');
    const doc = editor.document;
    const all = await actions(doc.uri, new vscode.Range(2, 3, 2, 3));
    const titles = all.map((a) => a.title);
    for (const title of ['Fill in every value', 'Fill in every window', 'Mark all cuts']) assert.ok(titles.includes(title), titles.join(' | '));
    await vscode.workspace.applyEdit(all.find((a) => a.title === 'Fill in every value')!.edit!);
    await vscode.workspace.applyEdit((await actions(doc.uri, new vscode.Range(2, 3, 2, 3))).find((a) => a.title === 'Mark all cuts')!.edit!);
    assert.equal(doc.getText(), 'tree {\n  algorithm: alphabeta\n  A =3 <?, ?> [ B =3 [ 3 12 8 ] C =2 <?, ?> [ 2 /4 /6 ] D =2 [ 14 5 2 ] ]\n}\n');
    const blank = (await actions(doc.uri, new vscode.Range(2, 3, 2, 3))).find((a) => a.title.startsWith('Make a blank sheet'));
    await vscode.workspace.applyEdit(blank!.edit!);
    assert.equal(doc.getText(), 'tree {\n  algorithm: alphabeta\n  A =? <?, ?> [ B =? <?, ?> [ 3 12 8 ] C =? <?, ?> [ 2 4 6 ] D =? <?, ?> [ 14 5 2 ] ]\n}\n');
  });

  it('makes a blank sheet of a tree without answers from the palette, pruned subtree included', async () => {
    // Under C the leaf 3 is below B's 5: D's edge is cut, and D gets its blanks all the same.
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A [ B [ 5 6 ] C [ 3 D [ 9 9 ] ] ]\n}\n');
    const result = await vscode.commands.executeCommand<{ ok: boolean; edits: number }>('gtree.blankSheet', editor.document.uri.toString(), 0);
    assert.equal(result.ok, true);
    assert.equal(editor.document.getText(), 'tree {\n  algorithm: alphabeta\n  A =? <?, ?> [ B =? <?, ?> [ 5 6 ] C =? <?, ?> [ 3 D =? <?, ?> [ 9 9 ] ] ]\n}\n');
  });

  it('reorders the lecture tree best-first and reports fewer leaf evaluations', async () => {
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A [ B [ 12 3 8 ] C [ 4 6 2 ] D [ 14 5 2 ] ]\n}\n');
    const result = await vscode.commands.executeCommand<{ ok: boolean; message: string }>('gtree.reorderBestFirst', editor.document.uri.toString(), 0);
    assert.equal(result.ok, true);
    assert.match(editor.document.getText(), /B \[ 3 8 12 \] C \[ 2 4 6 \] D \[ 2 5 14 \]/);
    assert.match(result.message, /leaf evaluations/);
  });
});

describe('answer summary', () => {
  it('counts right and wrong answers of the tree under the cursor in the status bar', async () => {
    const { api } = await gtree();
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A =4 [ B =3 [ 3 12 8 ] C =2 [ 2 /4 6 ] D =2 [ 14 5 2 ] ]\n}\n');
    editor.selection = new vscode.Selection(2, 4, 2, 4);
    const text = await waitUntil('the answer summary', () => api.answersText());
    assert.equal(text, '$(checklist) 3 of 4 values right, 1 wrong; 0 of 4 windows right, 4 blank; 1 of 2 cuts right, 1 unmarked');
  });

  it('counts the blank sheet at once when it replaces the answers, with no diagram open and the cursor where it was', async () => {
    // Without a diagram nothing runs the tree after the edit: the status bar must follow the document itself.
    const { api } = await gtree();
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A =3 [ B =3 [ 3 12 8 ] C =2 [ 2 /4 /6 ] D =2 [ 14 5 2 ] ]\n}\n');
    editor.selection = new vscode.Selection(2, 4, 2, 4);
    await waitUntil('the answer summary', () => /^\$\(checklist\) 4 of 4 values right/.test(api.answersText() ?? ''));
    await vscode.commands.executeCommand('gtree.blankSheet', editor.document.uri.toString(), 0);
    assert.deepEqual(editor.selection.active, new vscode.Position(2, 4));
    await waitUntil('the count of the blank sheet', () => /^\$\(checklist\) 0 of 4 values right, 4 blank/.test(api.answersText() ?? ''));
  });

  it('redraws the diagram when a blank sheet replaces the answers', async () => {
    const { api } = await gtree();
    const editor = await openText('tree {\n  algorithm: alphabeta\n  A =3 [ B =3 [ 3 12 8 ] C =2 [ 2 /4 /6 ] D =2 [ 14 5 2 ] ]\n}\n');
    const uri = editor.document.uri;
    const first = nextRender(api, uri);
    await runTree(uri, 0);
    await first;
    const redrawn = nextRender(api, uri);
    await vscode.commands.executeCommand('gtree.blankSheet', uri.toString(), 0);
    assert.equal((await redrawn).nodes, 13);
  });
});

describe('export', () => {
  const exportTo = (format: string, uri: vscode.Uri, file: vscode.Uri): Thenable<{ ok: boolean; message: string }> =>
    vscode.commands.executeCommand('gtree.export', format, uri.toString(), 0, file);

  it('writes the lecture tree as TikZ and as the JSON trace', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export');
    const tex = await exportTo('tikz', document.uri, vscode.Uri.joinPath(dir, 'lecture.tex'));
    assert.equal(tex.ok, true, tex.message);
    assert.match(
      await readText(vscode.Uri.joinPath(dir, 'lecture.tex')),
      /\\begin\{tikzpicture\}[\s\S]*% edge 8 cut 1[\s\S]*\{\\gtreefit\{[\d.]+\}\{[\d.]+\}\{[\d.]+\}\{C\}\}/,
    );
    const json = await exportTo('json', document.uri, vscode.Uri.joinPath(dir, 'lecture.json'));
    assert.equal(json.ok, true, json.message);
    assert.equal(JSON.parse(await readText(vscode.Uri.joinPath(dir, 'lecture.json'))).value, 3);
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });

  it('writes the blank worksheet of the lecture tree as SVG and TikZ: a box for every inner value and bound, no cut', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export-blank');
    const svgFile = vscode.Uri.joinPath(dir, 'sheet.svg');
    const svg = await exportTo('sheet-svg', document.uri, svgFile);
    assert.equal(svg.ok, true, svg.message);
    const drawing = await readText(svgFile);
    const values = [...drawing.matchAll(/<text class="value"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    assert.deepEqual(values, ['□', '□', '3', '12', '8', '□', '2', '4', '6', '□', '14', '5', '2']);
    assert.doesNotMatch(drawing, /data-cut=/);
    const texFile = vscode.Uri.joinPath(dir, 'sheet.tex');
    const tex = await exportTo('sheet-tikz', document.uri, texFile);
    assert.equal(tex.ok, true, tex.message);
    const picture = await readText(texFile);
    assert.equal(picture.match(/\\framebox/g)?.length, 12, 'a value and two bounds on each of the 4 inner nodes');
    assert.deepEqual(
      picture.split('\n').filter((l) => /gt strike/.test(l) && !l.includes('/.style')),
      [],
    );
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });

  it('writes the blank worksheet as PNG and the answer key as gtree blank --key does', async () => {
    const { document } = await openExample('alphabeta-lecture.gtree');
    const dir = await scratchFolder('export-key');
    const pngFile = vscode.Uri.joinPath(dir, 'sheet.png');
    const png = await exportTo('sheet-png', document.uri, pngFile);
    assert.equal(png.ok, true, png.message);
    const bytes = await vscode.workspace.fs.readFile(pngFile);
    assert.deepEqual([...bytes.slice(1, 4)], [0x50, 0x4e, 0x47], 'a PNG file');
    const keyFile = vscode.Uri.joinPath(dir, 'lecture.key.gtree');
    const key = await exportTo('key', document.uri, keyFile);
    assert.equal(key.ok, true, key.message);
    const text = await readText(keyFile);
    // The heading of a sheet, then the tree with the run's answers: A's value and window, C's two cuts.
    assert.match(text, /^# Name: _+\n# "Alfa-beta primer": alpha-beta, fail-soft, cut when α ≥ β\n/);
    assert.match(text, /A =3 <-inf, \+inf>/);
    assert.equal(text.match(/\/\d/g)?.length, 2, "C's two cut marks");
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });
});

describe('new exercises and imports', () => {
  it('opens a generated Novčići tree that runs', async () => {
    const outcome = await vscode.commands.executeCommand<{ ok: boolean; text: string }>('gtree.newExercise', {
      kind: 'coins',
      coins: 4,
      take: 2,
      lastTakerLoses: true,
      players: null,
    });
    assert.equal(outcome.ok, true);
    const doc = vscode.window.activeTextEditor!.document;
    assert.equal(doc.languageId, 'gtree');
    assert.equal(doc.getText(), outcome.text);
    const r = await runTree(doc.uri, 0);
    assert.equal(r.ok, true, r.message);
  });

  it('opens a random tree made to order in a document named after it, with its algorithm', async () => {
    const outcome = await vscode.commands.executeCommand<{ ok: boolean; text: string; uri: string; note: string }>(
      'gtree.newExercise',
      { kind: 'random', depth: 3, minBranching: 2, maxBranching: 3, low: -10, high: 10, seed: 7, cutoff: null, algorithm: 'alphabeta' },
      { minCuts: 5, deepCut: false, noTies: false, sameUnderBothRules: false },
    );
    assert.equal(outcome.ok, true);
    const doc = vscode.window.activeTextEditor!.document;
    assert.equal(doc.getText(), outcome.text);
    assert.equal(doc.uri.scheme, 'untitled');
    const seed = /seed (\d+)\)/.exec(outcome.text)![1];
    assert.match(doc.uri.path, new RegExp(`/random-d3-s${seed}\\.gtree$`));
    assert.match(outcome.note, new RegExp(`seed ${seed}, \\d+ candidate trees tried for at least 5 cuts`));
    assert.match(doc.getText(), /^ {2}algorithm: alphabeta$/m);
    assert.equal(doc.languageId, 'gtree');
  });

  it('opens the whole game of tic-tac-toe written with transpositions, which negamax-tt solves to a draw', async () => {
    const outcome = await vscode.commands.executeCommand<{ ok: boolean; text: string }>('gtree.newExercise', {
      kind: 'tictactoe',
      board: '...|...|...',
      turn: null,
      by: 'rows',
      transpositions: true,
    });
    assert.equal(outcome.ok, true);
    const doc = vscode.window.activeTextEditor!.document;
    assert.equal(doc.getText(), outcome.text);
    assert.match(doc.getText(), /&XX_-_O_-___ \[/);
    const r = await runTree(doc.uri, 0, 'negamax-tt');
    assert.equal(r.ok, true, r.message);
    assert.equal(r.value, '0');
    assert.ok(r.totals!.calls < 18_297, `${r.totals!.calls} calls: fewer than alpha-beta's on the full tree`);
  });

  it('imports a Gambit file of perfect information and refuses one with a larger information set', async () => {
    const { root } = await gtree();
    const fixture = (name: string): vscode.Uri => vscode.Uri.joinPath(root, 'test', 'fixtures', 'efg', name);
    const ok = await vscode.commands.executeCommand<{ ok: boolean }>('gtree.importEfg', fixture('perfect_info_with_chance.efg'));
    assert.equal(ok.ok, true);
    assert.match(vscode.window.activeTextEditor!.document.getText(), /chance/);
    const refused = await vscode.commands.executeCommand<{ ok: boolean; message: string }>('gtree.importEfg', fixture('fig2_1.efg'));
    assert.equal(refused.ok, false);
    assert.match(refused.message, /imperfect information: information set 1/);
  });

  it('imports a CS188 .test with the answers of the .solution beside it, and refuses a test that is not a graph', async () => {
    const { root } = await gtree();
    const fixture = (name: string): vscode.Uri => vscode.Uri.joinPath(root, 'test', 'fixtures', 'cs188', name);
    const ok = await vscode.commands.executeCommand<{ ok: boolean }>('gtree.importEfg', fixture('expectimax-ghosts.test'));
    assert.equal(ok.ok, true);
    const text = vscode.window.activeTextEditor!.document.getText();
    assert.match(text, /^# Imported by gtree from expectimax-ghosts\.test/);
    assert.match(text, /\n {6}West 0\.5 -> chance La \[\n/); // a ghost's move as a named outcome
    assert.match(text, /\n# The search chooses the action Right at the root\.\n/); // read from expectimax-ghosts.solution
    const folder = await scratchFolder('cs188');
    const write = (name: string, text: string): Thenable<void> =>
      vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, name), new TextEncoder().encode(text));
    await write('pacman.test', 'class: "PacmanGameTreeTest"\n');
    type Refused = { ok: boolean; message: string; at: { line: number; character: number }; file?: string };
    const refused = await vscode.commands.executeCommand<Refused>('gtree.importEfg', vscode.Uri.joinPath(folder, 'pacman.test'));
    assert.equal(refused.ok, false);
    assert.match(refused.message, /^this is a 'PacmanGameTreeTest' test: gtree imports only 'GraphGameTreeTest'/);
    assert.deepEqual(refused.at, { line: 0, character: 8 });
    // A problem of the .solution beside it is located there.
    await write('own.test', await readText(fixture('minimax.test')));
    await write('own.solution', 'action: "Middle"\ngenerated: "A Q"\n');
    const badSolution = await vscode.commands.executeCommand<Refused>('gtree.importEfg', vscode.Uri.joinPath(folder, 'own.test'));
    assert.equal(badSolution.ok, false);
    assert.equal(badSolution.file, 'own.solution');
    assert.deepEqual(badSolution.at, { line: 1, character: 14 });
    assert.match(badSolution.message, /^state 'Q' is listed as generated, but it is not in the test's tree/);
  });
});
