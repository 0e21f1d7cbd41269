import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conventionOf, diagramOf, displayNumber, nodeName, run, windowVerdict, type AlgorithmName, type DiagramModel } from '../../src/core';
import { diagramTikz } from '../../src/cli/diagram-svg';
import { gtreeAsync } from './cli-helpers';
import { diagramOfExample, diagramOfText, exampleText, treeOf } from './diagram-fixtures';

/** `gtree run` on a text, with its output as one string. */
async function cliRun(text: string, ...flags: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-wording-'));
  try {
    writeFileSync(join(dir, 'tree.gtree'), text);
    const result = await gtreeAsync('run', join(dir, 'tree.gtree'), ...flags);
    assert.equal(result.code, 0, result.errs.join('\n'));
    return result.out.join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const captions = (d: DiagramModel): string[] => d.steps.map((s) => s.text);

describe('probabilities as written', () => {
  const text =
    'tree {\n  algorithm: expectimax\n  [ a -> chance [ 4/6 -> 12  2/6 -> -3 ]  b -> chance [ 50% -> 1  0.5 -> 2 ]  c -> chance [ 0.25 -> 4  3/4 -> 0 ] ]\n}\n';

  it('labels the diagram edges 4/6, 2/6, 50%, 0.5, 0.25, 3/4, never 0.666667', () => {
    const edges = diagramOfText(text).nodes.flatMap((n) => (n.edge === null ? [] : [n.edge]));
    assert.deepEqual(edges, ['a', '4/6', '2/6', 'b', '50%', '0.5', 'c', '0.25', '3/4']);
  });

  it('prints them as written in the CLI text and in the TikZ export', async () => {
    const cli = await cliRun(text);
    for (const edge of ['4/6 -> 12', '2/6 -> -3', '50% -> 1', '0.5 -> 2', '0.25 -> 4', '3/4 -> 0']) assert.ok(cli.includes(edge), cli);
    const tree = treeOf(text);
    const outcome = run(tree);
    assert.ok(outcome.ok);
    const tex = await diagramTikz(diagramOf(tree, outcome.trace), { standalone: false, light: true });
    for (const edge of ['{4/6}}', '{2/6}}', '{50\\%}}', '{0.5}}', '{3/4}}']) assert.ok(tex.includes(edge), tex);
    assert.doesNotMatch(cli + tex, /0\.66|0\.33/);
  });
});

describe('node names', () => {
  const lecture = treeOf(exampleText('alphabeta-lecture.gtree'));
  const names = lecture.allNodes().map(nodeName);

  it('names a labelled node by its label and a leaf by its payoff and the way to it', () => {
    assert.deepEqual(names.slice(0, 6), ['A', 'B', 'leaf 3 (a1 → 1st)', 'leaf 12 (a1 → 2nd)', 'leaf 8 (a1 → 3rd)', 'C']);
  });

  it('names unlabelled inner nodes by their path, the root as "the root", references by their anchor, labels quoted when the file quotes them', () => {
    const tree = treeOf('tree {\n  [ left -> [ -3 1 ]  right -> &k [ 5 7 ]  [ [ *k 4 ]  "X.O|..." [ 1 2 ] ] ]\n}\n');
    assert.deepEqual(tree.allNodes().map(nodeName), [
      'the root',
      'left',
      'leaf −3 (left → 1st)',
      'leaf 1 (left → 2nd)',
      'right',
      'leaf 5 (right → 1st)',
      'leaf 7 (right → 2nd)',
      '3rd',
      '3rd → 1st',
      '*k (3rd → 1st → 1st)',
      'leaf 4 (3rd → 1st → 2nd)',
      '"X.O|..."',
      'leaf 1 (3rd → "X.O|..." → 1st)',
      'leaf 2 (3rd → "X.O|..." → 2nd)',
    ]);
  });

  it('names a max^n leaf by its payoff tuple', () => {
    const tree = treeOf('tree {\n  players: Ana Bojan Ceca\n  [ a -> (1, 2, 3)  b -> (3, -1, 0) ]\n}\n');
    assert.deepEqual(tree.allNodes().slice(1).map(nodeName), ['leaf (1, 2, 3) (a)', 'leaf (3, −1, 0) (b)']);
  });

  it('never names a node by an index path such as 1.2', () => {
    for (const name of ['alphabeta-lecture.gtree', 'dice-zadatak7-expectimax.gtree', 'negascout-borba-veverica.gtree', 'transpositions-negamax-tt.gtree']) {
      for (const n of diagramOfExample(name).nodes) assert.doesNotMatch(n.name, /(^|\()\d+(\.\d+)+/, `${name}: ${n.name}`);
    }
  });
});

describe('replay captions', () => {
  it('walk the lecture tree in the lecture’s words: windows, fails high and low, one stroke', () => {
    const all = captions(diagramOfExample('alphabeta-lecture.gtree'));
    assert.deepEqual(all.slice(0, 9), [
      'Visit A with α = −∞, β = +∞.',
      'Visit B with α = −∞, β = +∞.',
      'Visit leaf 3 (a1 → 1st) with α = −∞, β = +∞.',
      'Leaf 3 (a1 → 1st) returns 3.',
      'Visit leaf 12 (a1 → 2nd) with α = −∞, β = 3.',
      'Leaf 12 (a1 → 2nd) returns 12. 12 ≥ β = 3: fails high — MIN above will not allow it.',
      'Visit leaf 8 (a1 → 3rd) with α = −∞, β = 3.',
      'Leaf 8 (a1 → 3rd) returns 8. 8 ≥ β = 3: fails high — MIN above will not allow it.',
      'B returns 3.',
    ]);
    assert.ok(all.includes('Leaf 2 (a2 → 1st) returns 2. 2 ≤ α = 3: fails low — MAX above will not choose it.'), all.join('\n'));
    assert.ok(all.includes('α = 3 ≥ β = 2 at C: the remaining 2 children of C cannot change the result — an alpha-beta cut, struck once.'), all.join('\n'));
    assert.equal(all[all.length - 1], 'A returns 3.');
  });

  it('say no window for algorithms that pass none (minimax, expectimax, max^n)', () => {
    for (const [file, algorithm] of [
      ['alphabeta-lecture.gtree', 'minimax'],
      ['dice-zadatak7-expectimax.gtree', undefined],
      ['maxn-three-players.gtree', undefined],
    ] as const) {
      const d = diagramOfExample(file, algorithm as AlgorithmName | undefined);
      assert.ok(
        d.steps.every((s) => s.window === null && !/[αβ]/.test(s.text)),
        captions(d).join('\n'),
      );
      assert.match(captions(d)[0], /^Visit .*\.$/);
    }
  });

  it('call a negascout null-window cut by its two strokes and name the scout search', () => {
    const all = captions(diagramOfExample('alphabeta-lecture.gtree', 'negascout'));
    assert.ok(
      all.includes(
        'α = −2 ≥ β = −3 at C in a null-window (scout) search: the remaining 2 children of C cannot change the result — a negascout (scout) cut, struck twice.',
      ),
      all.join('\n'),
    );
    // C's value −2 is in the view of MIN, who moves at C: MAX, the opponent above, will not allow it.
    assert.ok(all.includes('C returns −2. −2 ≥ β = −3: fails high — MAX above will not allow it.'), all.join('\n'));
  });

  it('name unlabelled nodes by the way to them, keeping the case of move names', () => {
    const all = captions(diagramOfText('tree {\n  algorithm: alphabeta\n  [ a1 -> [ 3 12 ]  a2 -> [ 2 4 ] ]\n}\n'));
    assert.ok(all.includes('Visit a2 with α = 3, β = +∞.'), all.join('\n'));
    assert.ok(all.includes('a2 returns 2. 2 ≤ α = 3: fails low — MAX above will not choose it.'), all.join('\n'));
    assert.ok(all.includes('The root returns 3.'), all.join('\n'));
  });
});

describe('conventions and windows', () => {
  const lecture = treeOf(exampleText('alphabeta-lecture.gtree'));

  it("says whose components a max^n tuple holds, and whose view the other algorithms' values are in", async () => {
    assert.equal(conventionOf(treeOf(exampleText('zlatnici-maxn.gtree')), 'maxn'), "tuples (Duh, Abu, Ćilim): each player's payoff");
    assert.equal(conventionOf(lecture, 'maxn'), "tuples (MAX, MIN): each player's payoff");
    assert.equal(conventionOf(lecture, 'alphabeta'), "values in MAX's view");
    assert.equal(conventionOf(lecture, 'negascout'), 'values from the view of the player to move');
    assert.equal(diagramOfExample('zlatnici-maxn.gtree').convention, "tuples (Duh, Abu, Ćilim): each player's payoff");
    assert.match((await cliRun(exampleText('maxn-three-players.gtree'))).split('\n')[0], /max\^n; tuples \(.*\): each player's payoff$/);
    assert.doesNotMatch(await cliRun(exampleText('zlatnici-maxn.gtree')), /MAX's view/);
  });

  it('says a value fails high at or above β and low at or below α, naming the player who will not have it', () => {
    const [a, b] = [lecture.allNodes()[0], lecture.allNodes()[1]];
    assert.equal(windowVerdict(lecture, 'alphabeta', b, 3, -Infinity, Infinity, displayNumber), null);
    assert.equal(windowVerdict(lecture, 'alphabeta', b, 3, -Infinity, 3, displayNumber), '3 ≥ β = 3: fails high — MIN above will not allow it');
    assert.equal(windowVerdict(lecture, 'alphabeta', a, -1, -1, 5, displayNumber), '−1 ≤ α = −1: fails low — MAX above will not choose it');
    // Negamax family: B's values are MIN's; failing low, MIN (who moves at B) will not choose it.
    assert.equal(windowVerdict(lecture, 'negamax-ab', b, -4, -3, Infinity, displayNumber), '−4 ≤ α = −3: fails low — MIN above will not choose it');
    assert.equal(windowVerdict(lecture, 'negamax-ab', b, 2, -3, 1, displayNumber), '2 ≥ β = 1: fails high — MAX above will not allow it');
  });

  it("writes an iteration's best move in the principal variation's notation", async () => {
    const cli = await cliRun('tree {\n  algorithm: iterative\n  [ ~1 [ 3 12 ] ~5 [ 2 4 ] ]\n}\n');
    assert.match(cli, /depth 1: value 5, best move 2nd,/);
    assert.match(cli, /principal variation: 1st → 1st$/m);
  });
});
