import { FactsReader, type NodeFacts } from './records';
import type { GameNode } from '../model';
import { toNumber, type Num } from '../num';
import type { Bound, CutKind, TableOutcome, Value } from './recorder';
import type { Trace } from './run';
import { asciiBytes, ByteStack, textOf, type Utf8Writer } from '../utf8-writer';

/**
 * Writes the trace as `gtree run --json` prints it (docs/algorithms.md): the text of
 * `JSON.stringify(object, null, 2)` and a newline, made record by record during one walk over
 * the tree, straight into the writer's byte chunks. Nothing per node is kept, so the output
 * of a tree of millions of nodes is written as it is made (its size grows with depth × nodes,
 * since each record carries its path). Yields each time the writer has handed on a chunk,
 * so that the caller can wait for the reader.
 */
export function* writeTraceJson(trace: Trace, w: Utf8Writer): Generator<void> {
  const head = JSON.stringify(
    { tree: trace.tree.name, algorithm: trace.algorithm, value: jsonValue(trace.value), pv: trace.pv, totals: trace.totals },
    null,
    2,
  );
  w.text(head.slice(0, -2));
  w.ascii(',\n  "nodes": [\n');
  const reader = new FactsReader(trace);
  /** Each player's name as a JSON string, encoded once (JSON.stringify per record was a tenth of the walk). */
  const quoted = new Map<string, ByteStack>();
  const tree = trace.tree;
  const last = tree.size - 1;
  /**
   * The path's text up to its last item, `[` and `,\n        i` per step: ends[d] is where the
   * text of a path of length d ends. Siblings share it, so no record rewrites its whole path.
   */
  const path = new ByteStack();
  path.ascii('[');
  const ends: number[] = [path.length];
  let handedOn = w.handedOn;
  for (let id = 0; id <= last; id++) {
    const node = tree.nodeView(id);
    const depth = node.depth;
    if (depth > 0) {
      path.length = ends[depth - 1];
      path.ascii(depth === 1 ? '\n        ' : ',\n        ');
      path.whole(node.index);
      ends[depth] = path.length;
    }
    const facts = reader.read(node);
    let player = quoted.get(facts.player);
    if (player === undefined) {
      quoted.set(facts.player, (player = new ByteStack()));
      player.text(JSON.stringify(facts.player));
    }
    writeRecord(w, facts, player, node, path, depth === 0 ? -1 : ends[depth]);
    if (id === last) w.byte(NEWLINE);
    else w.piece(NEXT_RECORD);
    if (w.handedOn !== handedOn) {
      handedOn = w.handedOn;
      yield;
    }
  }
  w.ascii('  ]');
  if (trace.iterations) w.text(`,\n  "iterations": ${nested(trace.iterations.map((it) => ({ ...it, value: toNumber(it.value) })))}`);
  if (trace.passes) w.text(`,\n  "passes": ${nested(trace.passes.map((p) => ({ alpha: finite(p.alpha), beta: finite(p.beta), value: toNumber(p.value) })))}`);
  w.ascii('\n}\n');
}

/** The whole JSON as one text (two-space indent, no final newline), for exports of trees that fit in a string. */
export const traceJsonText = (trace: Trace): string => textOf((w) => writeTraceJson(trace, w)).slice(0, -1);

/** Infinities as "-inf"/"+inf", as the CLI's JSON contract says. */
const finite = (v: Num): number | string => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : toNumber(v));

/** The JSON prints numbers: an exact value as its nearest double (docs/algorithms.md). */
export const jsonValue = (v: Value): number | number[] => (Array.isArray(v) ? (v as readonly Num[]).map(toNumber) : toNumber(v as Num));

/** A value as a field of the object at the second level, as JSON.stringify would indent it there. */
const nested = (v: unknown): string => JSON.stringify(v, null, 2).replace(/\n/g, '\n  ');

// One record of the `nodes` list: the object at indent 4, its fields at 6, array items at 8.
// Its punctuation and field names are bytes made once, each run of them one piece.
const FIELD = ',\n      "';
const ITEM = ',\n        ';
const FIRST_ITEM = '[\n        ';
const CLOSE = '\n      ]';
const OPEN_RECORD = asciiBytes('    {\n      "path": ');
const ROOT_PATH_LABEL = asciiBytes('[]' + FIELD + 'label": ');
const CLOSE_PATH_LABEL = asciiBytes(CLOSE + FIELD + 'label": ');
const PLAYER = asciiBytes(FIELD + 'player": ');
const VISITS = asciiBytes(FIELD + 'visits": ');
const ORDER = asciiBytes(FIELD + 'order": ');
const ORDER_NULL = asciiBytes(FIELD + 'order": null');
const ALPHA = asciiBytes(FIELD + 'alpha": ');
const BETA = asciiBytes(FIELD + 'beta": ');
const VALUE = asciiBytes(FIELD + 'value": ');
const BEST = asciiBytes(FIELD + 'best": ');
const BEST_NULL = asciiBytes(FIELD + 'best": null');
const BEST_ROOT = asciiBytes(FIELD + 'best": ' + FIRST_ITEM);
const NULL = asciiBytes('null');
const ITEM_BYTES = asciiBytes(ITEM);
const FIRST_ITEM_BYTES = asciiBytes(FIRST_ITEM);
const CLOSE_BYTES = asciiBytes(CLOSE);
const CLOSE_RECORD = asciiBytes('\n    }');
const NEXT_RECORD = asciiBytes(',\n');
const NEWLINE = 10;
const PLUS_INF = asciiBytes('"+inf"');
const MINUS_INF = asciiBytes('"-inf"');
/** The three fields whose values are a few words: each word's field made once. */
const BOUNDS = wordFields<Bound>('bound', ['exact', 'lower', 'upper']);
const CUTS = wordFields<CutKind>('cut', ['alphabeta', 'scout']);
const TT = wordFields<TableOutcome>('tt', ['miss', 'exact', 'lower', 'upper', 'cutoff']);

function wordFields<W extends string>(name: string, words: readonly W[]): Record<W, Uint8Array> {
  return Object.fromEntries(words.map((word) => [word, asciiBytes(`${FIELD}${name}": "${word}"`)])) as Record<W, Uint8Array>;
}

/** JSON.stringify's text of a number (not finite: null). */
function number(w: Utf8Writer, v: Num): void {
  if (typeof v !== 'number') w.number(toNumber(v));
  else if (Number.isFinite(v)) w.number(v);
  else w.piece(NULL);
}

/** A number field, infinities as strings. */
function finiteNumber(w: Utf8Writer, v: Num): void {
  if (v === Infinity) w.piece(PLUS_INF);
  else if (v === -Infinity) w.piece(MINUS_INF);
  else number(w, v);
}

function numbers(w: Utf8Writer, items: readonly Num[]): void {
  if (items.length === 0) return w.ascii('[]');
  for (let k = 0; k < items.length; k++) {
    w.piece(k === 0 ? FIRST_ITEM_BYTES : ITEM_BYTES);
    number(w, items[k]);
  }
  w.piece(CLOSE_BYTES);
}

/**
 * One record; `player` is `f.player` as a JSON string's bytes, `path` the node's path text
 * (`[` and its items) up to `pathEnd`, or -1 for the root.
 */
function writeRecord(w: Utf8Writer, f: NodeFacts, player: ByteStack, node: GameNode, path: ByteStack, pathEnd: number): void {
  w.piece(OPEN_RECORD);
  if (pathEnd < 0) w.piece(ROOT_PATH_LABEL);
  else {
    w.bytes(path.bytes, 0, pathEnd);
    w.piece(CLOSE_PATH_LABEL);
  }
  if (f.label === null) w.piece(NULL);
  else w.text(JSON.stringify(f.label));
  w.piece(PLAYER);
  w.bytes(player.bytes, 0, player.length);
  w.piece(VISITS);
  w.number(f.visits);
  if (f.order === null) w.piece(ORDER_NULL);
  else {
    w.piece(ORDER);
    w.number(f.order);
  }
  if (f.alpha !== undefined) {
    w.piece(ALPHA);
    finiteNumber(w, f.alpha);
  }
  if (f.beta !== undefined) {
    w.piece(BETA);
    finiteNumber(w, f.beta);
  }
  if (f.value !== undefined) {
    w.piece(VALUE);
    if (Array.isArray(f.value)) numbers(w, f.value as readonly Num[]);
    else finiteNumber(w, f.value as Num);
  }
  if (f.bound !== undefined) w.piece(BOUNDS[f.bound]);
  if (f.cut !== undefined) w.piece(CUTS[f.cut]);
  if (f.tt !== undefined) w.piece(TT[f.tt]);
  if (f.best === null) w.piece(BEST_NULL);
  else if (f.best !== undefined) writeBestPath(w, node, f.best, path, pathEnd);
  w.piece(CLOSE_RECORD);
}

/**
 * The best field: the path of `best`, the best child of `node`: the node's path and the child's
 * index; under a reference, the anchor's child's path (the reference's children have records only under the anchor).
 */
function writeBestPath(w: Utf8Writer, node: GameNode, best: GameNode, path: ByteStack, pathEnd: number): void {
  if (node.target) {
    const steps: number[] = [];
    for (let n: GameNode | null = best; n?.parent; n = n.parent) steps.push(n.index);
    w.piece(BEST);
    return numbers(w, steps.reverse());
  }
  if (pathEnd < 0) w.piece(BEST_ROOT);
  else {
    w.piece(BEST);
    w.bytes(path.bytes, 0, pathEnd);
    w.piece(ITEM_BYTES);
  }
  w.number(best.index);
  w.piece(CLOSE_BYTES);
}
