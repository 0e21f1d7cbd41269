/**
 * `gtree new random` with constraints: each property checked on the trees it writes, by means
 * of its own (the cut marks of the run node by node, minimax values computed here from the
 * payoffs), not by the generator's test.
 */
import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answerDiagnostics,
  blankFile,
  checkText,
  isBlank,
  NO_CONSTRAINTS,
  nodeFacts,
  RANDOM_DEFAULTS,
  randomToOrder,
  run,
  type GameNode,
  type GameTree,
  type Prune,
} from '../../src/core';
import { gtree } from './cli-helpers';

function treeOf(text: string): GameTree {
  const tree = checkText(text).trees[0]?.model;
  assert.ok(tree, 'the tree checks clean');
  return tree;
}

/** The nodes whose edge the run of the tree's own algorithm prunes, as `label-or-id:kind`. */
function cuts(tree: GameTree, prune?: Prune): string[] {
  const outcome = run(tree, { prune, events: false });
  assert.ok(outcome.ok);
  return tree
    .allNodes()
    .filter((n) => nodeFacts(outcome.trace, n).cut)
    .map((n) => `${n.label ?? n.id}:${nodeFacts(outcome.trace, n).cut}`);
}

/** Plain minimax from the payoffs: MAX (player 0) takes the largest child, MIN the smallest. */
const minimax = (node: GameNode): number =>
  node.children.length === 0 ? (node.payoff as number) : (node.player === 0 ? Math.max : Math.min)(...node.children.map(minimax));

/** How many children tie for the best at each node of the principal variation, from the root down. */
function bestCountsAlongPv(tree: GameTree): number[] {
  const counts: number[] = [];
  for (let node = tree.root; node.children.length > 0;) {
    const best = minimax(node);
    const tied = node.children.filter((c) => minimax(c) === best);
    counts.push(tied.length);
    node = tied[0];
  }
  return counts;
}

function generated(...flags: string[]): { text: string; errs: string[] } {
  const r = gtree('new', 'random', ...flags);
  assert.equal(r.code, 0, r.errs.join('\n'));
  return { text: `${r.out.join('\n')}\n`, errs: r.errs };
}

describe('gtree new random: exercises made to order', () => {
  const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8'];

  it('--algorithm A writes algorithm: A into the tree', () => {
    assert.match(generated('--seed', '3', '--algorithm', 'negascout').text, /^ {2}algorithm: negascout$/m);
  });

  for (const seed of SEEDS) {
    it(`seed ${seed}: --min-cuts 4 --deep-cut --no-ties --same-under-both-rules holds on the tree written`, () => {
      const { text, errs } = generated('--seed', seed, '--algorithm', 'alphabeta', '--min-cuts', '4', '--deep-cut', '--no-ties', '--same-under-both-rules');
      const tree = treeOf(text);
      const onEqual = cuts(tree, 'on-equal');
      assert.ok(onEqual.length >= 4, `${onEqual.length} cuts`);
      assert.ok(
        tree.allNodes().some((n) => n.children.length > 0 && onEqual.includes(`${n.label}:alphabeta`)),
        `a pruned inner node among ${onEqual.join(' ')}`,
      );
      assert.deepEqual(cuts(tree, 'strict'), onEqual);
      assert.ok(
        bestCountsAlongPv(tree).every((n) => n === 1),
        `ties along the PV: ${bestCountsAlongPv(tree).join(' ')}`,
      );
      assert.match(errs.join('\n'), /^seed \d+: \d+ candidates? tried for at least 4 cuts, a cut above the leaf level/m);
    });
  }

  it('tries further candidates when the seed itself does not qualify, the same ones every time, and writes the seed that does', () => {
    // Hand-checked: seed 7's own tree (alpha-beta) has fewer than 5 cuts, so the search moves on.
    assert.ok(cuts(treeOf(generated('--seed', '7', '--algorithm', 'alphabeta').text)).length < 5);
    const first = generated('--seed', '7', '--algorithm', 'alphabeta', '--min-cuts', '5');
    const again = generated('--seed', '7', '--algorithm', 'alphabeta', '--min-cuts', '5');
    assert.equal(first.text, again.text);
    assert.deepEqual(first.errs, again.errs);
    const [, seed, tried] = /^seed (\d+): (\d+) candidates tried/.exec(first.errs[0])!;
    assert.ok(Number(tried) > 1);
    assert.notEqual(seed, '7');
    assert.match(first.text, new RegExp(`--seed ${seed}\\b`), 'the header names the seed that makes this tree');
    assert.equal(generated('--seed', seed, '--algorithm', 'alphabeta').text, first.text, 'that seed alone writes it again');
  });

  it('fails clearly when no candidate can qualify, and refuses cut constraints for an algorithm that prunes nothing', () => {
    // A binary tree of depth 2 has one MIN node after the first, which can cut one leaf at most.
    const none = gtree('new', 'random', '--seed', '1', '--depth', '2', '--branching', '2', '--algorithm', 'alphabeta', '--min-cuts', '2');
    assert.equal(none.code, 1);
    assert.match(none.errs[0], /^gtree new random: none of 1000 candidate trees has at least 2 cuts; ask for a deeper tree/);
    const minimaxCuts = gtree('new', 'random', '--min-cuts', '1');
    assert.equal(minimaxCuts.code, 2);
    assert.match(minimaxCuts.errs[0], /minimax prunes nothing.*alphabeta/);
    assert.equal(gtree('new', 'random', '--min-cuts', 'x').code, 2);
    assert.match(gtree('new', 'random', '--variants', '2').errs[0], /--variants writes files: add -o NAME\.gtree/);
    assert.equal(gtree('new', 'tictactoe', '--board', '...|...|...', '--no-ties').code, 2);
  });

  it('gives up after its bound of candidates, saying how many it tried, and skips the seeds already taken', () => {
    const request = { kind: 'random' as const, ...RANDOM_DEFAULTS, seed: 3, algorithm: 'alphabeta' as const };
    const impossible = { ...NO_CONSTRAINTS, minCuts: 1000 };
    const none = randomToOrder(request, impossible, new Set(), 5);
    assert.deepEqual([none.ok, none.tried], [false, 5]);
    const any = { ...NO_CONSTRAINTS, minCuts: 1 };
    const first = randomToOrder(request, any);
    assert.ok(first.ok);
    const second = randomToOrder(request, any, new Set([first.seed]));
    assert.ok(second.ok);
    assert.notEqual(second.seed, first.seed);
  });

  describe('--variants N', () => {
    let dir: string;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-variants-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('writes N blank sheets NAME-i.gtree, each with its key NAME-i.key.gtree, from seeds S, S+1, …, all different', () => {
      const r = gtree('new', 'random', '--seed', '40', '--algorithm', 'alphabeta', '--min-cuts', '3', '--variants', '3', '-o', join(dir, 'sheet.gtree'));
      assert.equal(r.code, 0, r.errs.join('\n'));
      const seeds = new Set<string>();
      for (const i of [1, 2, 3]) {
        const sheet = readFileSync(join(dir, `sheet-${i}.gtree`), 'utf8');
        const key = readFileSync(join(dir, `sheet-${i}.key.gtree`), 'utf8');
        seeds.add(/seed (\d+)\)/.exec(sheet)![1]);
        // Headed as gtree blank heads a sheet: a name line, then the variant (the tree's seed) and its conventions.
        assert.match(sheet, /^# Name: _+\n# "Random tree \(seed \d+\)": alpha-beta, fail-soft, cut when α ≥ β\n/);
        for (const n of treeOf(sheet).allNodes()) {
          if (n.children.length > 0) assert.ok(n.syntax.value && isBlank(n.syntax.value));
          assert.equal(n.syntax.rare.cut, null);
        }
        const keyTree = treeOf(key);
        assert.deepEqual(
          answerDiagnostics(checkText(key).trees, { reveal: true }).map((d) => d.message),
          [],
        );
        assert.ok(cuts(keyTree).length >= 3);
        assert.equal(keyTree.allNodes().filter((n) => n.syntax.rare.cut).length, cuts(keyTree).length, 'the key marks every cut');
        assert.equal((blankFile(key) as { text: string }).text, sheet);
      }
      assert.equal(seeds.size, 3);
      assert.equal(existsSync(join(dir, 'sheet-4.gtree')), false);
      assert.match(r.errs[0], /^variant 1: seed \d+, \d+ candidates? tried for at least 3 cuts$/);
    });

    it('makes the output folder when it is missing: -o course/keys/vezba.gtree, and -o FOLDER/ names the files after the folder', () => {
      const r = gtree('new', 'random', '--seed', '7', '--variants', '2', '-o', join(dir, 'course', 'keys', 'vezba.gtree'));
      assert.equal(r.code, 0, r.errs.join('\n'));
      assert.deepEqual(readdirSync(join(dir, 'course', 'keys')).sort(), ['vezba-1.gtree', 'vezba-1.key.gtree', 'vezba-2.gtree', 'vezba-2.key.gtree']);
      const folder = gtree('new', 'random', '--seed', '7', '--variants', '2', '-o', `${join(dir, 'kolokvijum')}/`);
      assert.equal(folder.code, 0, folder.errs.join('\n'));
      assert.deepEqual(readdirSync(join(dir, 'kolokvijum')).sort(), [
        'kolokvijum-1.gtree',
        'kolokvijum-1.key.gtree',
        'kolokvijum-2.gtree',
        'kolokvijum-2.key.gtree',
      ]);
      assert.match(readFileSync(join(dir, 'kolokvijum', 'kolokvijum-2.gtree'), 'utf8'), /^\s*variant: kolokvijum-2$/m);
    });

    it('says so, exit 1, when the folder cannot be made (a file stands in its way)', () => {
      writeFileSync(join(dir, 'taken'), 'a file\n');
      const r = gtree('new', 'random', '--variants', '2', '-o', join(dir, 'taken', 'vezba.gtree'));
      assert.equal(r.code, 1);
      assert.match(r.errs.join('\n'), /taken: error: cannot make the folder for the variants: /);
    });
  });
});
