import { bestPath, FactsReader, preorderWithPaths, type NodeFacts } from './records';
import type { GameNode } from '../model';
import { toNumber, type Num } from '../num';
import type { Value } from './recorder';
import type { Trace } from './run';

/**
 * The trace as `gtree run --json` prints it (docs/algorithms.md): the text of
 * `JSON.stringify(object, null, 2)`, made record by record during one walk over the tree. Each
 * piece is one or more whole lines, without its final newline: joined with newlines, the pieces
 * are the JSON. Nothing per node is kept, so the output of a tree of millions of nodes can be
 * written as it is made (its size grows with depth × nodes, since each record carries its path).
 */
export function* traceJsonLines(trace: Trace): Generator<string> {
  const head = JSON.stringify(
    { tree: trace.tree.name, algorithm: trace.algorithm, value: jsonValue(trace.value), pv: trace.pv, totals: trace.totals },
    null,
    2,
  );
  yield `${head.slice(0, -2)},\n  "nodes": [`;
  const reader = new FactsReader(trace);
  const scratch: number[] = [];
  /** Each player's name as a JSON string, made once (JSON.stringify per record was a tenth of the walk). */
  const quoted = new Map<string, string>();
  const last = trace.tree.size - 1;
  /** opened[d]: the text of a path of length d up to its last item (siblings share it, so no record rewrites its whole path). */
  const opened: string[] = ['['];
  let i = 0;
  for (const { node, path } of preorderWithPaths(trace.tree)) {
    const depth = path.length;
    if (depth > 0) opened[depth] = opened[depth - 1] + (depth === 1 ? '\n        ' : ',\n        ') + path[depth - 1];
    const facts = reader.read(node);
    let player = quoted.get(facts.player);
    if (player === undefined) quoted.set(facts.player, (player = JSON.stringify(facts.player)));
    const record = recordJson(facts, player, node, path, depth === 0 ? '[]' : opened[depth] + '\n      ]', scratch);
    yield i++ === last ? record : `${record},`;
  }
  let tail = '  ]';
  if (trace.iterations) tail += `,\n  "iterations": ${nested(trace.iterations.map((it) => ({ ...it, value: toNumber(it.value) })))}`;
  if (trace.passes) tail += `,\n  "passes": ${nested(trace.passes.map((p) => ({ alpha: finite(p.alpha), beta: finite(p.beta), value: toNumber(p.value) })))}`;
  yield `${tail}\n}`;
}

/** The whole JSON as one text (two-space indent, no final newline), for exports of trees that fit in a string. */
export const traceJsonText = (trace: Trace): string => Array.from(traceJsonLines(trace)).join('\n');

/** Infinities as "-inf"/"+inf", as the CLI's JSON contract says. */
const finite = (v: Num): number | string => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : toNumber(v));

/** The JSON prints numbers: an exact value as its nearest double (docs/algorithms.md). */
export const jsonValue = (v: Value): number | number[] => (Array.isArray(v) ? (v as readonly Num[]).map(toNumber) : toNumber(v as Num));

/** A value as a field of the object at the second level, as JSON.stringify would indent it there. */
const nested = (v: unknown): string => JSON.stringify(v, null, 2).replace(/\n/g, '\n  ');

// One record of the `nodes` list: the object at indent 4, its fields at 6, array items at 8.
const FIELD = ',\n      "';

/** JSON.stringify's text of a number (not finite: null). */
const number = (v: Num): string => (typeof v !== 'number' ? String(toNumber(v)) : Number.isFinite(v) ? String(v) : 'null');

/** A number field, infinities as strings. */
const finiteNumber = (v: Num): string => (v === Infinity ? '"+inf"' : v === -Infinity ? '"-inf"' : number(v));

function numbers(items: readonly Num[]): string {
  if (items.length === 0) return '[]';
  let s = '[\n        ' + number(items[0]);
  for (let k = 1; k < items.length; k++) s += ',\n        ' + number(items[k]);
  return s + '\n      ]';
}

/** One record; `player` is `f.player` as a JSON string, `pathText` is `numbers(path)`. */
function recordJson(f: NodeFacts, player: string, node: GameNode, path: readonly number[], pathText: string, scratch: number[]): string {
  let s = '    {\n      "path": ' + pathText;
  s += FIELD + 'label": ' + (f.label === null ? 'null' : JSON.stringify(f.label));
  s += FIELD + 'player": ' + player;
  s += FIELD + 'visits": ' + number(f.visits);
  s += FIELD + 'order": ' + (f.order === null ? 'null' : number(f.order));
  if (f.alpha !== undefined) s += FIELD + 'alpha": ' + finiteNumber(f.alpha);
  if (f.beta !== undefined) s += FIELD + 'beta": ' + finiteNumber(f.beta);
  if (f.value !== undefined) s += FIELD + 'value": ' + (Array.isArray(f.value) ? numbers(f.value as readonly Num[]) : finiteNumber(f.value as Num));
  if (f.bound !== undefined) s += FIELD + 'bound": "' + f.bound + '"';
  if (f.cut !== undefined) s += FIELD + 'cut": "' + f.cut + '"';
  if (f.tt !== undefined) s += FIELD + 'tt": "' + f.tt + '"';
  if (f.best !== undefined) s += FIELD + 'best": ' + (f.best === null ? 'null' : numbers(bestPath(node, path, f.best, scratch)));
  return s + '\n    }';
}
