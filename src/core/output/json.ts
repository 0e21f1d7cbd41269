import { FactsReader, type NodeFacts } from '../search/records';
import { pathOf, type GameNode } from '../model/model';
import { toNumber, type Num } from '../model/num';
import type { Bound, CutKind, TableOutcome, Value } from '../search/recorder';
import type { Trace } from '../search/trace';
import { asciiBytes, ByteStack, textOf, utf8Bytes, type Utf8Writer } from '../text/utf8-writer';

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
  /** By player number + 1, the player's field (and the label's and the visits' around it), made once. */
  const players: PlayerFields[] = [];
  const tree = trace.tree;
  const last = tree.size - 1;
  const path = new PathText();
  let handedOn = w.handedOn;
  for (let id = 0; id <= last; id++) {
    const node = tree.reusedNode(id);
    path.step(node.depth, node.index);
    const facts = reader.read(node);
    const player = (players[node.player + 1] ??= playerFields(facts.player));
    writeRecord(w, facts, player, node, path, id === last);
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
/** A record's end: after its last item, or after a list of numbers (the best path); followed by the next record, or the last. */
const END = asciiBytes('\n    },\n');
const END_LAST = asciiBytes('\n    }\n');
const CLOSE_END = asciiBytes(CLOSE + '\n    },\n');
const CLOSE_END_LAST = asciiBytes(CLOSE + '\n    }\n');
const OPEN_PATH = asciiBytes('[');
const FIRST_STEP = asciiBytes('\n        ');
const PLUS_INF = asciiBytes('"+inf"');
const MINUS_INF = asciiBytes('"-inf"');

/** A player's field with the visits' name after it, and before it `null` for a record without a label (most). */
interface PlayerFields {
  readonly labelled: Uint8Array;
  readonly unlabelled: Uint8Array;
}

function playerFields(name: string): PlayerFields {
  const fields = `${FIELD}player": ${JSON.stringify(name)}${FIELD}visits": `;
  return { labelled: utf8Bytes(fields), unlabelled: utf8Bytes('null' + fields) };
}

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

/** One record and the comma after it, unless it is the last. */
function writeRecord(w: Utf8Writer, f: NodeFacts, player: PlayerFields, node: GameNode, path: PathText, last: boolean): void {
  w.piece(OPEN_RECORD);
  if (path.depth === 0) w.piece(ROOT_PATH_LABEL);
  else {
    path.write(w);
    w.piece(CLOSE_PATH_LABEL);
  }
  if (f.label === null) w.piece(player.unlabelled);
  else {
    w.text(JSON.stringify(f.label));
    w.piece(player.labelled);
  }
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
  else if (f.best !== undefined) return writeBestPath(w, node, f.best, path, last);
  w.piece(last ? END_LAST : END);
}

/**
 * The best field and the record's end: the path of `best`, the best child of `node`: the node's
 * path and the child's index; under a reference, the anchor's child's path (the reference's
 * children have records only under the anchor).
 */
function writeBestPath(w: Utf8Writer, node: GameNode, best: GameNode, path: PathText, last: boolean): void {
  if (node.target) {
    w.piece(BEST);
    numbers(w, pathOf(best));
    return w.piece(last ? END_LAST : END);
  }
  if (path.depth === 0) w.piece(BEST_ROOT);
  else {
    w.piece(BEST);
    path.write(w);
    w.piece(ITEM_BYTES);
  }
  w.number(best.index);
  w.piece(last ? CLOSE_END_LAST : CLOSE_END);
}

/**
 * The path of the node whose record is being written, as text: `[` and an item per step (no
 * closing bracket), kept on a byte stack that siblings share — ends[d] is where the text of a
 * path of length d ends. Written by copying memory rather than a byte at a time: from the last
 * place it was written while that is still in the writer's buffer (a record writes its path
 * twice, path and best, and the next record shares all but its last step), else from the stack.
 */
class PathText {
  private readonly stack = new ByteStack();
  private readonly ends: number[];
  depth = 0;
  /** The writer's buffer (its handedOn) and position where the path was last written; buffer -1 for none. */
  private writtenIn = -1;
  private writtenAt = 0;
  /** How much of the text last written is this path's too. */
  private shared = 0;

  constructor() {
    this.stack.piece(OPEN_PATH);
    this.ends = [this.stack.length];
  }

  /** Moves to the next node in pre-order: at `depth`, the child at `index` of its parent (the root: depth 0). */
  step(depth: number, index: number): void {
    this.depth = depth;
    if (depth === 0) {
      this.writtenIn = -1;
      return;
    }
    const stack = this.stack;
    stack.length = this.ends[depth - 1];
    this.shared = Math.min(this.shared, stack.length);
    stack.piece(depth === 1 ? FIRST_STEP : ITEM_BYTES);
    stack.integer(index);
    this.ends[depth] = stack.length;
  }

  /** Writes the path's text (without the closing bracket). */
  write(w: Utf8Writer): void {
    const end = this.ends[this.depth];
    const shared = this.writtenIn >= 0 ? this.shared : 0;
    const lastIn = this.writtenIn;
    const lastAt = this.writtenAt;
    if (!w.reserve(end)) {
      this.writtenIn = -1;
      return w.bytes(this.stack.bytes, 0, end);
    }
    this.writtenIn = w.handedOn;
    this.writtenAt = w.position;
    this.shared = end;
    if (lastIn === w.handedOn && shared > 0) {
      w.repeat(lastAt, lastAt + shared);
      w.bytes(this.stack.bytes, shared, end);
    } else w.bytes(this.stack.bytes, 0, end);
  }
}
