import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  diagramOf,
  namePathText,
  nodeName,
  ordinal,
  pathText,
  principalVariation,
  pvText,
  run,
  stepText,
  type AlgorithmName,
  type GameTree,
  type Trace,
} from '../../src/core';
import { gtreeAsync } from './cli-helpers';
import { exampleText, randomTreeText, treeOf } from './diagram-fixtures';

const traceOf = (tree: GameTree, algorithm?: AlgorithmName): Trace => {
  const outcome = run(tree, { algorithm });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.trace;
};
const pvOf = (text: string): string => pvText(traceOf(treeOf(text)));
/** The principal variation line of `gtree run` on a file's text. */
const cliPv = async (file: string, ...flags: string[]): Promise<string> => {
  const result = await gtreeAsync('run', file, ...flags);
  assert.equal(result.code, 0, result.errs.join('\n'));
  const line = result.out.join('\n').match(/principal variation: (.*)$/m);
  assert.ok(line, result.out.join('\n'));
  return line[1];
};
/** A step that is only digits would read as a value: positions are ordinals, names that look like numbers are quoted. */
const BARE_NUMBER = /(^| )-?\d+(\.\d+)?( |$)/;

describe('principal variation notation (core notation.ts)', () => {
  it('writes 1-based positions as ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 102nd', () => {
    assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 102, 111, 112].map(ordinal), [
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '102nd',
      '111th',
      '112th',
    ]);
  });

  it('uses the move names where the edges have them', () => {
    assert.equal(pvOf('tree {\n  algorithm: minimax\n  [ left -> [ down -> 1  up -> 5 ]  right -> [ down -> 4  up -> 9 ] ]\n}\n'), 'right → down');
  });

  it('uses the labels where the edges have no move, and positions where there is neither', () => {
    assert.equal(pvOf('tree {\n  algorithm: minimax\n  A [ B [ 1 5 ]  C [ 4 9 ] ]\n}\n'), 'C → 1st');
    assert.equal(pvOf('tree {\n  algorithm: minimax\n  [ [ 1 5 ]  [ 4 9 ] [ 0 8 ] ]\n}\n'), '2nd → 1st');
  });

  it('mixes moves, labels and positions step by step, as each edge allows', () => {
    const text = 'tree {\n  algorithm: minimax\n  A [ a1 -> B [ X [ 1 2 ] Y [ 3 4 ] ]  a2 -> C [ [ 9 0 ] [ 7 8 ] ] ]\n}\n';
    // C = min([9 0] → 9, [7 8] → 8) = 8 beats B = min(2, 4) = 2; at C the 2nd child (8), then its 2nd leaf.
    assert.equal(pvOf(text), 'a2 → 2nd → 2nd');
    const mixed = 'tree {\n  algorithm: minimax\n  [ go -> B [ [ 5 6 ] stay -> D [ 1 7 ] ] ]\n}\n';
    assert.equal(pvOf(mixed), 'go → 1st → 2nd');
  });

  it('quotes names that are not plain names, so that a move called 1 or a board cannot be read as something else', () => {
    assert.equal(pvOf('tree {\n  algorithm: minimax\n  [ 1 -> [ 3 4 ]  "Take 2" -> "X.O|OOX|..X" [ 7 8 ] ]\n}\n'), '"Take 2" → 1st');
    assert.equal(pvOf('tree {\n  algorithm: minimax\n  [ 1 -> [ 7 8 ]  "Take 2" -> [ 3 4 ] ]\n}\n'), '"1" → 1st');
    assert.equal(pvOf('tree {\n  algorithm: minimax\n  [ "X.O|OOX|..X" [ 7 8 ]  [ 3 4 ] ]\n}\n'), '"X.O|OOX|..X" → 1st');
  });

  it("reads the contract's pv (moves or 0-based indices) step for step, one notation for the lecture tree", async () => {
    const trace = traceOf(treeOf(exampleText('alphabeta-lecture.gtree')));
    assert.deepEqual(trace.pv, ['a1', 0], 'the JSON keeps the spec’s pv');
    assert.equal(pvText(trace), 'a1 → 1st');
    assert.equal(diagramOf(trace.tree, trace).pvText, 'a1 → 1st');
    assert.equal(await cliPv('examples/alphabeta-lecture.gtree'), 'a1 → 1st');
  });

  it('gives the CLI and the diagram the same principal variation on a 5 000-node tree (they used to end in → 2 and → 3)', async () => {
    const tree = treeOf(randomTreeText(5000, 5));
    const trace = traceOf(tree);
    const steps = principalVariation(trace);
    assert.ok(steps.length >= 5, `a deep principal variation (${steps.length} steps)`);
    const expected = trace.pv.map((m) => (typeof m === 'number' ? ordinal(m + 1) : m)).join(' → ');
    assert.equal(pvText(trace), expected);
    assert.equal(diagramOf(tree, trace).pvText, expected);
    assert.doesNotMatch(expected, BARE_NUMBER);
    const dir = mkdtempSync(join(tmpdir(), 'gtree-pv-'));
    try {
      writeFileSync(join(dir, 'random.gtree'), randomTreeText(5000, 5));
      assert.equal(await cliPv(join(dir, 'random.gtree')), expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shortens a long path around an ellipsis, keeping its first and last steps', () => {
    const tree = treeOf(exampleText('zlatnici-maxn.gtree'));
    const line = principalVariation(traceOf(tree));
    assert.equal(line.length, 9);
    assert.equal(pathText(line, 4), 'DODAJ → DODAJ → … → DODAJ');
    assert.equal(pathText(line, 8), 'DODAJ → DODAJ → UKRADI → DODAJ → … → UKRADI → DODAJ → DODAJ');
    assert.equal(pathText(line, 9), line.map(stepText).join(' → '));
  });

  it('names the nodes of a 10 000-deep chain with short paths: the first four and the last three steps', () => {
    const depth = 10_000;
    const tree = treeOf(`tree {\n  ${'[ 1 '.repeat(depth)}2${' ]'.repeat(depth)}\n}\n`);
    const deepest = tree.allNodes()[tree.allNodes().length - 1];
    assert.equal(deepest.depth, depth);
    assert.equal(namePathText(deepest), '2nd → 2nd → 2nd → 2nd → … → 2nd → 2nd → 2nd');
    assert.equal(nodeName(deepest), 'leaf 2 (2nd → 2nd → 2nd → 2nd → … → 2nd → 2nd → 2nd)');
    assert.equal(nodeName(tree.allNodes()[tree.allNodes().length - 2]), 'leaf 1 (2nd → 2nd → 2nd → 2nd → … → 2nd → 2nd → 1st)');
    assert.ok(
      tree.allNodes().every((n) => nodeName(n).length < 80),
      'every name is short',
    );
    // Shallower than the shortcut's depth, a name walks up to the root and reads the same.
    const shallow = treeOf(`tree {\n  ${'[ 1 '.repeat(20)}2${' ]'.repeat(20)}\n}\n`);
    assert.equal(nodeName(shallow.allNodes()[shallow.allNodes().length - 1]), 'leaf 2 (2nd → 2nd → 2nd → 2nd → … → 2nd → 2nd → 2nd)');
    assert.equal(nodeName(shallow.allNodes().find((n) => n.depth === 15 && n.payoff === 1)!), 'leaf 1 (2nd → 2nd → 2nd → 2nd → … → 2nd → 2nd → 1st)');
    assert.equal(nodeName(shallow.allNodes().find((n) => n.depth === 8 && n.payoff === 1)!), 'leaf 1 (2nd → 2nd → 2nd → 2nd → 2nd → 2nd → 2nd → 1st)');
  });
});
