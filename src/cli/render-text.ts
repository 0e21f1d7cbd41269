import {
  ALGORITHMS,
  childByMove,
  conventionOf,
  edgeText,
  formatNumber,
  FactsReader,
  probedOnly,
  CHANCE,
  formatValue,
  iterationView,
  leafStyle,
  pruneHeader,
  pvText,
  stepText,
  type GameNode,
  type IterationChoice,
  type NodeFacts,
  type NumberStyle,
  type Totals,
  type Trace,
  type Value,
  asciiBytes,
  type Bound,
  utf8Bytes,
  type Utf8Writer,
} from '../core';

const MAX_INDENT_DEPTH = 40;

/**
 * The annotated tree as indented text, written into `w`: one line per node, made as the walk
 * over the tree reaches it (nothing per node is kept), then the totals and the principal
 * variation. For iterative deepening, the tree shows one view (`choice`: an iteration, by
 * default the last, or the whole run), and the totals of the whole run are always printed.
 * Yields each time the writer has handed on a chunk, so that the caller can wait for the reader.
 */
export function* writeTraceText(trace: Trace, w: Utf8Writer, choice?: IterationChoice): Generator<void> {
  const info = ALGORITHMS[trace.algorithm];
  const fail = info.failHard ? `, fail-${trace.fail}` : '';
  const rule = pruneHeader(trace.algorithm, trace.prune);
  const prune = rule ? `, ${rule}` : '';
  const depth = trace.depth !== null ? `, depth ${trace.depth}` : '';
  const lines: string[] = [];
  lines.push(
    `${trace.tree.name === null ? 'tree' : `tree "${trace.tree.name}"`} — ${info.title}${fail}${prune}${depth}; ${conventionOf(trace.tree, trace.algorithm)}`,
  );
  const view = iterationView(trace, choice)!;
  const shown = view.trace;
  if (view.shown !== null) lines.push(viewLine(trace, view.shown));
  for (const line of lines) w.text(line + '\n');
  const reader = new FactsReader(shown);
  const { numberStyle: style, size } = trace.tree;
  /** Each player's name between its two-space gaps, encoded once, by player number + 1. */
  const players: Uint8Array[] = [];
  let handedOn = w.handedOn;
  // Views, not the nodes themselves: a tree of 10^6 nodes makes none to keep for its text.
  for (let id = 0; id < size; id++) {
    const node = trace.tree.reusedNode(id);
    const facts = reader.read(node);
    const player = (players[node.player + 1] ??= utf8Bytes(`  ${facts.player}  `));
    writeNodeLine(w, shown, node, facts, player, style);
    if (w.handedOn !== handedOn) {
      handedOn = w.handedOn;
      yield;
    }
  }
  lines.length = 0;
  lines.push('');
  lines.push(`value ${formatValue(shown.value, style)}   principal variation: ${pvText(shown) || '(none)'}`);
  if (shown !== trace) lines.push(`this iteration: ${totalsText(shown.totals)}`);
  lines.push(`${view.shown === null ? '' : 'whole run: '}${totalsText(trace.totals)}`);
  for (const it of trace.iterations ?? []) {
    lines.push(
      `  depth ${it.depth}: value ${formatNumber(it.value, style)}, best move ${bestMoveText(trace, it.best)}, calls ${it.totals.calls}, leaf evaluations ${it.totals.leafEvals}, cuts ${it.totals.cuts}`,
    );
  }
  for (const [i, p] of (trace.passes ?? []).entries()) {
    lines.push(`  pass ${i + 1}: window <${formatNumber(p.alpha, style)}, ${formatNumber(p.beta, style)}> → ${formatNumber(p.value, style)}`);
  }
  for (const line of lines) w.text(line + '\n');
}

const totalsText = (t: Totals): string => `calls ${t.calls}, nodes ${t.nodes}, leaf evaluations ${t.leafEvals}, cuts ${t.cuts}, re-searches ${t.researches}`;

/** Which view of an iterative-deepening run the tree shows, and how to see another. */
function viewLine(trace: Trace, shown: IterationChoice): string {
  const count = trace.iterations!.length;
  if (shown === 'run') return `showing the whole run: every iteration added up (--iteration N shows iteration N alone)`;
  const others = count > 1 ? '--iteration N shows another, ' : '';
  return `showing iteration ${shown + 1} of ${count} (depth ${trace.iterations![shown].depth}) on its own (${others}--iteration all the whole run)`;
}

/** Indentation by depth, up to MAX_INDENT_DEPTH: two spaces a level. */
const INDENTS = Array.from({ length: MAX_INDENT_DEPTH + 1 }, (_, depth) => new Uint8Array(2 * depth).fill(32));
// The line's punctuation, as bytes made once.
const PUNCTUATION = {
  alphaBetaCut: asciiBytes('/ '),
  scoutCut: asciiBytes('// '),
  arrow: asciiBytes(' -> '),
  prunedAlphaBeta: asciiBytes('pruned (alpha-beta)\n'),
  prunedScout: asciiBytes('pruned (negascout null window)\n'),
  prunedStar1Chance: asciiBytes('pruned (Star1 chance cut)\n'),
  prunedStar2Chance: asciiBytes('pruned (Star2 chance cut)\n'),
  prunedStar2Probe: asciiBytes('pruned (Star2 probe)\n'),
  notVisited: asciiBytes('not visited\n'),
  equals: asciiBytes('= '),
  openWindow: asciiBytes('  <'),
  comma: asciiBytes(', '),
};
const BOUNDS: Record<Bound, Uint8Array> = { exact: asciiBytes('> exact'), lower: asciiBytes('> lower'), upper: asciiBytes('> upper') };
const TT = asciiBytes('  tt ');
const ORDER = asciiBytes('  #');
const TIMES = utf8Bytes(' ×');
/** What names a node with neither label nor payoff (most inner nodes). */
const NO_NAME = utf8Bytes('·');
const NEWLINE = 10;

/**
 * One node's line: `[cut mark] [edge ->] name  player  = value  <α, β> bound  tt outcome  #order ×visits`,
 * fields two spaces apart; `player` is the player's name with its gaps, encoded.
 */
function writeNodeLine(w: Utf8Writer, trace: Trace, node: GameNode, r: NodeFacts, player: Uint8Array, style: NumberStyle): void {
  const depth = node.depth;
  if (depth <= MAX_INDENT_DEPTH) w.piece(INDENTS[depth]);
  else {
    w.piece(INDENTS[MAX_INDENT_DEPTH]);
    w.ascii(`[depth ${depth}] `);
  }
  if (r.cut === 'alphabeta') w.piece(PUNCTUATION.alphaBetaCut);
  else if (r.cut === 'scout') w.piece(PUNCTUATION.scoutCut);
  const edge = edgeText(node);
  if (edge !== null) {
    w.text(edge);
    w.piece(PUNCTUATION.arrow);
  }
  if (node.target) w.text(`*${node.target.anchor}`);
  else if (r.label !== null) w.text(r.label);
  else writeLeaf(w, node);
  w.piece(player);
  if (r.visits === 0) return w.piece(r.cut === 'alphabeta' ? prunedBy(trace, node) : r.cut === 'scout' ? PUNCTUATION.prunedScout : PUNCTUATION.notVisited);
  w.piece(PUNCTUATION.equals);
  writeValue(w, r.value!, style);
  if (r.alpha !== undefined) {
    w.piece(PUNCTUATION.openWindow);
    writeValue(w, r.alpha, style);
    w.piece(PUNCTUATION.comma);
    writeValue(w, r.beta!, style);
    w.piece(BOUNDS[r.bound!]);
  }
  if (r.tt) {
    w.piece(TT);
    w.ascii(r.tt);
  }
  w.piece(ORDER);
  w.number(r.order!);
  if (r.visits > 1) {
    w.piece(TIMES);
    w.number(r.visits);
  }
  w.byte(NEWLINE);
}

/**
 * What cut a node under Star1/Star2 (its parent pruned it): a chance node's bounds, Star2's probe
 * that searched the first child only, or an alpha-beta cut at a MAX or MIN node.
 */
function prunedBy(trace: Trace, node: GameNode): Uint8Array {
  const parent = node.parent;
  if (parent === null || (trace.algorithm !== 'star1' && trace.algorithm !== 'star2')) return PUNCTUATION.prunedAlphaBeta;
  if (parent.player === CHANCE) return trace.algorithm === 'star1' ? PUNCTUATION.prunedStar1Chance : PUNCTUATION.prunedStar2Chance;
  return probedOnly(trace, trace.tree.node(parent.id)) ? PUNCTUATION.prunedStar2Probe : PUNCTUATION.prunedAlphaBeta;
}

/** A value as formatValue writes it: a whole number's digits straight into the chunk. */
function writeValue(w: Utf8Writer, v: Value, style?: NumberStyle): void {
  if (typeof v === 'number' && Number.isSafeInteger(v)) w.number(v);
  else w.text(formatValue(v, style));
}

/** A leaf's payoff as written in its style, or '·' for a node with neither label nor payoff. */
function writeLeaf(w: Utf8Writer, node: GameNode): void {
  const payoff = node.payoff;
  // A plain number prints alike in every style: the style (read from the literal) only for the others.
  if (typeof payoff === 'number') return writeValue(w, payoff);
  const value = payoff ?? node.payoffs;
  if (value === null) w.piece(NO_NAME);
  else w.text(formatValue(value, leafStyle(node)));
}

/** An iteration's best move at the root, in the principal variation's notation. */
function bestMoveText(trace: Trace, best: string | number | null): string {
  const child = best === null ? undefined : childByMove(trace.tree.root, best);
  return child ? stepText(child) : '-';
}
