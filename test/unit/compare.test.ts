import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareAlgorithms, type Comparison } from '../../src/core';
import { gtree } from './cli-helpers';
import { treeOf } from './search-helpers';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
/** The lecture's alpha-beta tree A [ B [3 12 8] C [2 4 6] D [14 5 2] ]. */
const LECTURE = readFileSync(join(EXAMPLES, 'alphabeta-lecture.gtree'), 'utf8');

const ran = (rows: Comparison[], algorithm: string) => {
  const row = rows.find((r) => r.algorithm === algorithm);
  assert.ok(row?.ok, `${algorithm} ran`);
  return row;
};

describe('comparing algorithms', () => {
  it('runs every algorithm that applies to the lecture tree: all give 3, alpha-beta evaluates 7 leaves and cuts 2', () => {
    const rows = compareAlgorithms(treeOf(LECTURE));
    assert.deepEqual(
      rows.map((r) => r.algorithm),
      ['minimax', 'alphabeta', 'negamax', 'negamax-ab', 'negascout', 'aspiration', 'negamax-tt', 'mtdf', 'iterative', 'expectimax', 'maxn'],
    );
    for (const r of rows) if (r.ok) assert.equal(r.value, 3, r.algorithm); // max^n's (3, -3) is shown as MAX's 3
    assert.deepEqual(ran(rows, 'minimax').totals, { calls: 13, nodes: 13, leafEvals: 9, cuts: 0, researches: 0 });
    assert.deepEqual(ran(rows, 'alphabeta').totals, { calls: 11, nodes: 11, leafEvals: 7, cuts: 2, researches: 0 });
    assert.equal(ran(rows, 'aspiration').totals.researches, 1); // guess 0 ± 1 fails low, then a full window
    const iterative = rows.find((r) => r.algorithm === 'iterative')!;
    assert.ok(!iterative.ok && /no estimate/.test(iterative.message), 'iterative deepening needs estimates this tree has not');
  });

  it('leaves out the algorithms that cannot handle the tree', () => {
    const chance = treeOf('A [ chance [ 1/2 -> 4  1/2 -> B [ 1 2 ] ]  3 ]');
    assert.deepEqual(
      compareAlgorithms(chance).map((r) => r.algorithm),
      ['expectimax', 'maxn'],
    );
    const three = treeOf('players: P Q R\nX [ (1,2,3) (3,2,1) ]');
    assert.deepEqual(
      compareAlgorithms(three).map((r) => [r.algorithm, r.ok && r.value]),
      [['maxn', [3, 2, 1]]],
    );
  });

  describe('gtree compare (CLI)', () => {
    const lecture = join(EXAMPLES, 'alphabeta-lecture.gtree');

    it('prints a table, one row per algorithm, with a reason for one that cannot run', () => {
      const r = gtree('compare', lecture);
      assert.equal(r.code, 0, r.errs.join('\n'));
      assert.equal(r.out[0], 'tree "Alfa-beta primer" — 11 algorithms apply');
      const table = r.out[1].split('\n');
      assert.equal(table[0], 'algorithm   value  calls  leaf evals  cuts  re-searches');
      assert.equal(table[1], 'minimax         3     13           9     0            0');
      assert.equal(table[2], 'alphabeta       3     11           7     2            0');
      assert.match(table[9], /^iterative {3}cannot run: .*no estimate/);
    });

    it('prints JSON with --json and picks a tree with --tree', () => {
      const r = gtree('compare', join(EXAMPLES, 'dice-zadatak7-expectimax.gtree'), '--json', '--tree', '0');
      assert.equal(r.code, 0);
      const json = JSON.parse(r.out.join('\n'));
      assert.deepEqual(
        json.algorithms.map((a: { algorithm: string }) => a.algorithm),
        ['expectimax', 'maxn'],
      );
      assert.deepEqual(Object.keys(json.algorithms[0]), ['algorithm', 'value', 'calls', 'nodes', 'leafEvals', 'cuts', 'researches']);
      assert.equal(json.algorithms[0].value, 2);
    });

    it('says why when the tree cannot run, and exits 2 on a wrong command line', () => {
      const broken = gtree('compare', join(__dirname, '..', 'fixtures', 'efg', 'e10.efg'));
      assert.equal(broken.code, 1);
      assert.match(broken.errs.join('\n'), /the tree has errors|no tree to run/);
      for (const argv of [['compare'], ['compare', lecture, '--tree', 'nope'], ['compare', lecture, '--algorithm', 'minimax']]) {
        const r = gtree(...argv);
        assert.equal(r.code, 2, argv.join(' '));
      }
    });

    it('is in gtree help, with import and new', () => {
      const help = gtree('help').out.join('\n');
      for (const usage of [
        /gtree compare FILE \[--tree NAME\|INDEX\] \[--json\]/,
        /gtree import FILE\.efg \[-o OUT\.gtree\]/,
        /gtree new KIND/,
        /random +\[--depth N\]/,
        /tictactoe +--board/,
        /coins +\[--coins N\]/,
        /splitnim +\[--pile N\]/,
      ]) {
        assert.match(help, usage);
      }
    });
  });
});
