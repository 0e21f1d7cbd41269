import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { RunSummary } from '../../src/extension/commands/commands';
import { hoverText, openText, positionOf, waitUntil } from './util';

const runTree = (uri: vscode.Uri, index: number, algorithm?: string): Thenable<RunSummary> =>
  vscode.commands.executeCommand<RunSummary>('gtree.run', uri.toString(), index, algorithm);
/** The hover's markdown with the escapes of user text removed, as a reader sees it. */
const hoverAt = async (uri: vscode.Uri, at: vscode.Position): Promise<string> =>
  hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at)).replace(/\\(.)/g, '$1');
/** The lens titles once one satisfies `ready` (lenses follow runs asynchronously). */
const lensTitles = (uri: vscode.Uri, ready: (titles: string[]) => boolean): Promise<string[]> =>
  waitUntil('code lenses', async () => {
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    const titles = lenses.map((l) => l.command?.title ?? '');
    return ready(titles) && titles;
  });

describe('what the hover says', () => {
  it('calls a leaf by its payoff and move, says its payoff is exact and that it fails high against the window', async () => {
    const { document } = await openText('tree "lecture" {\n  algorithm: alphabeta\n  A [ a1 -> B [ 3 12 8 ]  a2 -> C [ 2 4 6 ]  a3 -> D [ 14 5 2 ] ]\n}\n');
    await runTree(document.uri, 0);
    const leaf = await hoverAt(document.uri, positionOf(document, '12'));
    assert.match(leaf, /^\*\*leaf 12 \(a1 → 2nd\)\*\*/);
    assert.match(leaf, /Payoff \*\*12\*\* — exact/);
    assert.match(leaf, /Window at its last call: α = −∞, β = 3/);
    assert.match(leaf, /12 ≥ β = 3: fails high — MIN above will not allow it/);
    assert.doesNotMatch(leaf, /lower bound|1\.2/);
    const low = await hoverAt(document.uri, positionOf(document, '2 4 6'));
    assert.match(low, /^\*\*leaf 2 \(a2 → 1st\)\*\*/);
    assert.match(low, /2 ≤ α = 3: fails low — MAX above will not choose it/);
    const root = await hoverAt(document.uri, positionOf(document, 'A ['));
    assert.match(root, /Principal variation: a1 → 1st/);
    const c = await hoverAt(document.uri, positionOf(document, 'C ['));
    assert.match(c, /^\*\*C\*\* · MIN to move/);
    assert.match(c, /Value \*\*2\*\* \(upper bound\)/);
    assert.match(c, /Best line from here: 1st/);
  });

  it("says whose payoffs a max^n tuple holds, never MAX's view", async () => {
    const { document } = await openText(
      'tree "three" {\n  algorithm: maxn\n  players: Ana Bojan Ceca\n  [ a -> [ (1, 2, 3) (4, 1, 1) ]  b -> (2, 2, 2) ]\n}\n',
    );
    await runTree(document.uri, 0);
    const leaf = await hoverAt(document.uri, positionOf(document, '(4, 1, 1)'));
    assert.match(leaf, /^\*\*leaf \(4, 1, 1\) \(a → 2nd\)\*\*/);
    assert.match(leaf, /Payoff \*\*\(4, 1, 1\)\*\* — exact/);
    assert.match(leaf, /_max\^n, tuples \(Ana, Bojan, Ceca\): each player's payoff_/);
    assert.doesNotMatch(leaf, /MAX's view/);
  });

  it('says why a leaf always misses the transposition table, and what a miss at the depth limit did', async () => {
    const { document } = await openText('tree "tt" {\n  algorithm: negamax-tt\n  depth: 1\n  A [ B &k ~4 [ 1 2 ]  7 ]\n}\n');
    await runTree(document.uri, 0);
    assert.match(await hoverAt(document.uri, positionOf(document, '7')), /Transposition table: miss \(leaves are never stored: the payoff is evaluated\)/);
    assert.match(await hoverAt(document.uri, positionOf(document, 'B &k')), /Transposition table: miss \(the depth limit: the estimate is evaluated\)/);
    assert.match(await hoverAt(document.uri, positionOf(document, 'A [')), /Transposition table: miss \(searched\)/);
  });

  it('shows a chance outcome’s probability as the file writes it', async () => {
    const { document } = await openText('tree {\n  algorithm: expectimax\n  [ chance [ 4/6 -> 12  2/6 -> -3 ]  chance [ 50% -> 1  0.5 -> 2 ] ]\n}\n');
    await runTree(document.uri, 0);
    assert.match(await hoverAt(document.uri, positionOf(document, '12')), /Probability \*\*4\/6\*\*/);
    assert.match(await hoverAt(document.uri, positionOf(document, '50%')), /Probability \*\*50%\*\*/);
    assert.match(await hoverAt(document.uri, positionOf(document, 'chance')), /The mean of its outcomes: 4\/6 × 12 \+ 2\/6 × \(−3\)/);
  });

  it('names a named chance outcome beside its probability, and keeps the mean in probabilities', async () => {
    const { document } = await openText('tree {\n  algorithm: expectimax\n  chance [ six 1/6 -> 12  rest 5/6 -> -3 ]\n}\n');
    await runTree(document.uri, 0);
    assert.match(await hoverAt(document.uri, positionOf(document, 'six')), /Outcome \*\*six\*\*, probability \*\*1\/6\*\*/);
    assert.match(await hoverAt(document.uri, positionOf(document, '-3')), /Outcome \*\*rest\*\*, probability \*\*5\/6\*\*/);
    assert.match(await hoverAt(document.uri, positionOf(document, 'chance')), /The mean of its outcomes: 1\/6 × 12 \+ 5\/6 × \(−3\)/);
  });
});

describe('what the lens says', () => {
  it('says when the algorithm was chosen instead of the one the file names, and shows the principal variation', async () => {
    const { document } = await openText('tree "chosen" {\n  algorithm: negamax\n  A [ a1 -> B [ 3 12 8 ]  a2 -> C [ 2 4 6 ] ]\n}\n');
    assert.deepEqual((await lensTitles(document.uri, (t) => t.length >= 2)).slice(0, 2), ['▶ Run negamax', 'Algorithm…']);
    await runTree(document.uri, 0, 'negascout');
    const titles = await lensTitles(document.uri, (t) => t.some((x) => x.includes('chosen')));
    assert.equal(titles[0], '▶ Run negascout (chosen; the file says negamax)');
    assert.match(titles[2], /^= 3 · PV a1 → 1st · \d+ calls/);
    await runTree(document.uri, 0, 'negamax');
    assert.equal((await lensTitles(document.uri, (t) => !t.some((x) => x.includes('chosen'))))[0], '▶ Run negamax');
  });

  it("names the tree's default when the file writes no algorithm", async () => {
    const { document } = await openText('tree "default" {\n  A [ B [ 1 2 ]  C [ 3 4 ] ]\n}\n');
    await runTree(document.uri, 0, 'negamax');
    const titles = await lensTitles(document.uri, (t) => t.some((x) => x.includes('chosen')));
    assert.match(titles[0], /^▶ Run negamax \(chosen; the tree's default is minimax\)$/);
    assert.match(titles[2], /PV C → 1st/);
  });
});
