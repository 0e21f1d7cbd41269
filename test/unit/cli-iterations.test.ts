import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gtree, gtreeAsync } from './cli-helpers';

/*
 * `gtree run` on iterative deepening: the text shows one iteration (by default the last) and
 * says which, with the whole run's totals beside it; the JSON is always the whole run.
 */
describe('gtree run: the views of iterative deepening', () => {
  let dir: string;
  let file: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'gtree-iterations-'));
    file = join(dir, 'deepening.gtree');
    writeFileSync(file, 'tree "deepening" {\n  algorithm: iterative\n  A [ B ~3 [ 3 5 ]  C ~1 [ 1 9 ] ]\n}\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (...flags: string[]): Promise<string[]> => {
    const result = await gtreeAsync('run', file, ...flags);
    assert.equal(result.code, 0, result.errs.join('\n'));
    return result.out.join('\n').split('\n');
  };

  it('shows the last iteration by default and says so, with the whole run totals', async () => {
    assert.deepEqual(await run(), [
      `tree "deepening" — iterative deepening, fail-soft; values in MAX's view`,
      'showing iteration 2 of 2 (depth 2) on its own (--iteration N shows another, --iteration all the whole run)',
      'A  max  = 3  <-inf, +inf> exact  #0',
      '  B  min  = 3  <-inf, +inf> exact  #1',
      '    3  max  = 3  <-inf, +inf> exact  #2',
      '    5  max  = 5  <-inf, 3> lower  #3',
      '  C  min  = 1  <3, +inf> upper  #4',
      '    1  max  = 1  <3, +inf> upper  #5',
      '    / 9  max  pruned (alpha-beta)',
      '',
      'value 3   principal variation: B → 1st',
      'this iteration: calls 6, nodes 6, leaf evaluations 3, cuts 1, re-searches 0',
      'whole run: calls 9, nodes 6, leaf evaluations 5, cuts 1, re-searches 0',
      '  depth 1: value 3, best move B, calls 3, leaf evaluations 2, cuts 0',
      '  depth 2: value 3, best move B, calls 6, leaf evaluations 3, cuts 1',
    ]);
  });

  it('shows iteration N with --iteration N (depth 1 stops at B and C)', async () => {
    const lines = await run('--iteration', '1');
    assert.equal(lines[1], 'showing iteration 1 of 2 (depth 1) on its own (--iteration N shows another, --iteration all the whole run)');
    assert.deepEqual(lines.slice(2, 9), [
      'A  max  = 3  <-inf, +inf> exact  #0',
      '  B  min  = 3  <-inf, +inf> exact  #1',
      '    3  max  not visited',
      '    5  max  not visited',
      '  C  min  = 1  <3, +inf> upper  #2',
      '    1  max  not visited',
      '    9  max  not visited',
    ]);
    assert.equal(lines[11], 'this iteration: calls 3, nodes 3, leaf evaluations 2, cuts 0, re-searches 0');
  });

  it('shows the whole run, the contract, with --iteration all: visits add up, orders run across iterations', async () => {
    const lines = await run('--iteration', 'all');
    assert.equal(lines[1], 'showing the whole run: every iteration added up (--iteration N shows iteration N alone)');
    assert.deepEqual(lines.slice(2, 9), [
      'A  max  = 3  <-inf, +inf> exact  #0 ×2',
      '  B  min  = 3  <-inf, +inf> exact  #1 ×2',
      '    3  max  = 3  <-inf, +inf> exact  #5',
      '    5  max  = 5  <-inf, 3> lower  #6',
      '  C  min  = 1  <3, +inf> upper  #2 ×2',
      '    1  max  = 1  <3, +inf> upper  #8',
      '    / 9  max  pruned (alpha-beta)',
    ]);
    assert.ok(!lines.some((l) => l.startsWith('this iteration')));
    assert.ok(lines.includes('whole run: calls 9, nodes 6, leaf evaluations 5, cuts 1, re-searches 0'));
  });

  it('prints the whole run as JSON, whatever the text would show', async () => {
    const json = JSON.parse((await gtreeAsync('run', file, '--json')).out.join('\n'));
    assert.deepEqual(json.totals, { calls: 9, nodes: 6, leafEvals: 5, cuts: 1, researches: 0 });
    assert.equal(json.iterations.length, 2);
  });

  it('refuses an iteration the run does not have, --iteration with --json, and --iteration for another algorithm', () => {
    const refused = (argv: string[], message: RegExp): void => {
      const result = gtree(...argv);
      assert.equal(result.code, 2);
      assert.match(result.errs.join('\n'), message);
    };
    refused(['run', file, '--iteration', '3'], /--iteration takes 'all' or an iteration from 1 to 2 \(this run deepens to depth 2\), not '3'/);
    refused(['run', file, '--iteration', '0'], /not '0'/);
    refused(['run', file, '--iteration', '1', '--json'], /--json always prints the whole run/);
    refused(['run', file, '--iteration', '1', '--algorithm', 'alphabeta'], /--iteration is for iterative deepening \(--algorithm iterative\), not alphabeta/);
    refused(['export', file, '--format', 'json', '--iteration', '1'], /the JSON is always the whole run/);
  });

  it('gtree compare counts every iteration: 9 calls, against alpha-beta’s 6', () => {
    const out = gtree('compare', file).out.join('\n');
    assert.match(out, /^alphabeta +3 +6 +3 +1 +0$/m);
    assert.match(out, /^iterative +3 +9 +5 +1 +0$/m);
  });

  it('exports the chosen iteration as TikZ', async () => {
    const first = (await gtreeAsync('export', file, '--format', 'tikz', '--snippet', '--iteration', '1')).out.join('\n');
    const last = (await gtreeAsync('export', file, '--format', 'tikz', '--snippet')).out.join('\n');
    assert.match(first, /^% deepening — iterative deepening, depth 1 of 2, value 3/);
    assert.match(last, /^% deepening — iterative deepening, depth 2 of 2, value 3/);
    // Depth 1 stops at B and C: every leaf (ids 2, 3, 5, 6) is drawn faded (not visited); depth 2 calls three and cuts the fourth, the 9.
    const fadedLeaves = (tex: string): number[] =>
      [...tex.matchAll(/^% node (\d+)\n\\begin\{scope\}\[opacity=0\.35\]\n\\draw\[gt outline, rounded corners=1\.5pt\] .* rectangle /gm)].map((m) =>
        Number(m[1]),
      );
    assert.deepEqual(fadedLeaves(first), [2, 3, 5, 6]);
    assert.deepEqual(fadedLeaves(last), [6]);
    assert.deepEqual(last.match(/^% edge \d+ cut \d$/gm), ['% edge 6 cut 1']);
    assert.match(last, /^% node 6\n(?:.*\n){2}\\node\[gt value, anchor=base\] at \S+ \{\\gtreefit\{[\d.]+\}\{[\d.]+\}\{[\d.]+\}\{9\}\};$/m);
  });
});
