import { strict as assert } from 'node:assert';
import {
  bestPath,
  checkText,
  nodeFacts,
  pathOf,
  run,
  traceJsonText,
  type GameNode,
  type GameTree,
  type NodeFacts,
  type RunOptions,
  type Trace,
} from '../../src/core';

/** The first tree of a source text; fails the test on any error diagnostic. */
export function treeOf(source: string): GameTree {
  const result = checkText(source);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(
    errors.map((d) => `${d.code}: ${d.message}`),
    [],
  );
  return result.trees[0].model!;
}

export function traceOf(source: string | GameTree, options: RunOptions = {}): Trace {
  const outcome = run(typeof source === 'string' ? treeOf(source) : source, options);
  if (!outcome.ok) assert.fail(outcome.message);
  return outcome.trace;
}

/** A node's record as the JSON has it: its facts (only those that apply), its path, its best child's path. */
export interface NodeRecord extends Omit<NodeFacts, 'best'> {
  readonly path: readonly number[];
  readonly best?: readonly number[] | null;
}

/** One node's record, an object of its own (the CLI writes the same from the recorder without one). */
export function nodeRecord(trace: Trace, node: GameNode): NodeRecord {
  const path = pathOf(node);
  const record: Record<string, unknown> = { path };
  for (const [key, value] of Object.entries(nodeFacts(trace, node))) {
    if (value !== undefined) record[key] = key === 'best' && value !== null ? bestPath(node, path, value) : value;
  }
  return record as unknown as NodeRecord;
}

/** Every written node's record, in pre-order. */
export const nodeRecords = (trace: Trace): NodeRecord[] => trace.tree.allNodes().map((node) => nodeRecord(trace, node));

/** Records keyed by path ("" for the root, "1.0" for the first child of the second child). */
export function recordsByPath(trace: Trace): Map<string, NodeRecord> {
  return new Map(nodeRecords(trace).map((r) => [r.path.join('.'), r]));
}

/** A record of the JSON's `nodes` list, as parsed back from text. */
export interface JsonNode {
  readonly path: number[];
  readonly order: number | null;
  readonly [field: string]: unknown;
}

/** The JSON object of `gtree run --json`, round-tripped through text as the CLI prints it. */
export const jsonOf = (trace: Trace): { nodes: JsonNode[]; [field: string]: unknown } => JSON.parse(traceJsonText(trace));
