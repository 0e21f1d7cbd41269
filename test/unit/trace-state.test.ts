import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALGORITHM_NAMES,
  checkText,
  diagramOf,
  run,
  runFromState,
  runState,
  traceJsonText,
  unsupportedReason,
  type GameTree,
  type RunOptions,
} from '../../src/core';
import { nodeRecords } from './search-helpers';

/*
 * A run made in the extension's worker thread crosses to the host as plain data and is revived
 * over the host's own parse of the same text: the revived trace must read exactly as the one
 * the thread made, in every reader (the JSON, each node's record, the diagram with its replay
 * steps, iterative deepening's views, a failed run's node).
 */

const EXAMPLES = join(__dirname, '..', '..', 'examples');

function treesOf(text: string): GameTree[] {
  return checkText(text).trees.map((t) => t.model!);
}

describe('a run as plain data, revived over another parse of the same text', () => {
  // A tree with an unknown leaf has no single run to revive (it is solved over its range).
  for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree') && !readFileSync(join(EXAMPLES, f), 'utf8').includes('unknowns:'))) {
    it(`${file}: every algorithm that applies reads the same after a structured clone`, () => {
      const text = readFileSync(join(EXAMPLES, file), 'utf8');
      const made = treesOf(text);
      const host = treesOf(text);
      let runs = 0;
      made.forEach((tree, t) => {
        for (const algorithm of ALGORITHM_NAMES.filter((a) => unsupportedReason(tree, a) === null)) {
          const outcome = run(tree, { algorithm });
          const revived = runFromState(host[t], structuredClone(runState(outcome)));
          assert.equal(revived.ok, outcome.ok, `${file} ${algorithm}`);
          if (!outcome.ok || !revived.ok) {
            assert.deepEqual(
              [!revived.ok && revived.message, !revived.ok && revived.node?.id],
              [!outcome.ok && outcome.message, !outcome.ok && outcome.node?.id],
            );
            continue;
          }
          runs++;
          assert.equal(revived.trace.tree, host[t], 'the revived trace is over the reader’s tree');
          assert.equal(traceJsonText(revived.trace), traceJsonText(outcome.trace), `${file} ${algorithm}: the JSON`);
          assert.deepEqual(nodeRecords(revived.trace), nodeRecords(outcome.trace), `${file} ${algorithm}: the records`);
          assert.deepEqual(diagramOf(host[t], revived.trace), diagramOf(tree, outcome.trace), `${file} ${algorithm}: the diagram and its replay`);
          for (const [i, view] of (outcome.trace.iterationViews ?? []).entries()) {
            assert.equal(traceJsonText(revived.trace.iterationViews![i]), traceJsonText(view), `${file} ${algorithm}: iteration ${i + 1}`);
          }
        }
      });
      assert.ok(runs > 0, `${file}: some algorithm ran`);
    });
  }

  it('keeps exact fractions, tuples and a failed run’s message and node', () => {
    const cases: [string, RunOptions][] = [
      ['A [ chance [ 1/3 -> 1  2/3 -> B [ 2 5/3 ] ]  1/2 ]', {}],
      ['players: P Q R\nA [ (1, 2, 3) B [ (3, 1/2, 0) (0, 0, 7) ] ]', {}],
      // Iterative deepening stops at B at depth 1, and B has no estimate.
      ['A [ B [ 1 2 ]  3 ]', { algorithm: 'iterative' }],
    ];
    for (const [text, options] of cases) {
      const outcome = run(treesOf(text)[0], options);
      const host = treesOf(text)[0];
      const revived = runFromState(host, structuredClone(runState(outcome)));
      if (outcome.ok && revived.ok) assert.equal(traceJsonText(revived.trace), traceJsonText(outcome.trace), text);
      else {
        assert.equal(outcome.ok || revived.ok, false, text);
        if (outcome.ok || revived.ok) continue;
        assert.equal(revived.message, outcome.message);
        assert.ok(outcome.node, 'the failed run names its node');
        assert.equal(revived.node, host.node(outcome.node.id), 'the same node of the reader’s tree');
      }
    }
  });
});
