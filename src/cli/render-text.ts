import {
  ALGORITHMS,
  childByMove,
  conventionOf,
  edgeText,
  formatNumber,
  FactsReader,
  formatValue,
  iterationView,
  leafStyle,
  pvText,
  stepText,
  type GameNode,
  type IterationChoice,
  type NodeFacts,
  type NumberStyle,
  type Totals,
  type Trace,
} from '../core';

const MAX_INDENT_DEPTH = 40;

/**
 * The annotated tree as indented text, line by line: one line per node, made as the walk over
 * the tree reaches it (nothing per node is kept), then the totals and the principal variation.
 * For iterative deepening, the tree shows one view (`choice`: an iteration, by default the
 * last, or the whole run), and the totals of the whole run are always printed.
 */
export function* traceTextLines(trace: Trace, choice?: IterationChoice): Generator<string> {
  const info = ALGORITHMS[trace.algorithm];
  const fail = info.windowed && ['alphabeta', 'negamax-ab', 'aspiration', 'iterative'].includes(trace.algorithm) ? `, fail-${trace.fail}` : '';
  const depth = trace.depth !== null ? `, depth ${trace.depth}` : '';
  yield `${trace.tree.name === null ? 'tree' : `tree "${trace.tree.name}"`} — ${info.title}${fail}${depth}; ${conventionOf(trace.tree, trace.algorithm)}`;
  const view = iterationView(trace, choice)!;
  const shown = view.trace;
  if (view.shown !== null) yield viewLine(trace, view.shown);
  const reader = new FactsReader(shown);
  const { numberStyle: style, size } = trace.tree;
  // Views, not the nodes themselves: a tree of 10^6 nodes makes none to keep for its text.
  for (let id = 0; id < size; id++) {
    const node = trace.tree.nodeView(id);
    yield nodeLine(node, reader.read(node), style);
  }
  yield '';
  yield `value ${formatValue(shown.value, style)}   principal variation: ${pvText(shown) || '(none)'}`;
  if (shown !== trace) yield `this iteration: ${totalsText(shown.totals)}`;
  yield `${view.shown === null ? '' : 'whole run: '}${totalsText(trace.totals)}`;
  for (const it of trace.iterations ?? []) {
    yield `  depth ${it.depth}: value ${formatNumber(it.value, style)}, best move ${bestMoveText(trace, it.best)}, calls ${it.totals.calls}, leaf evaluations ${it.totals.leafEvals}, cuts ${it.totals.cuts}`;
  }
  for (const [i, p] of (trace.passes ?? []).entries()) {
    yield `  pass ${i + 1}: window <${formatNumber(p.alpha, style)}, ${formatNumber(p.beta, style)}> → ${formatNumber(p.value, style)}`;
  }
}

const totalsText = (t: Totals): string => `calls ${t.calls}, nodes ${t.nodes}, leaf evaluations ${t.leafEvals}, cuts ${t.cuts}, re-searches ${t.researches}`;

/** Which view of an iterative-deepening run the tree shows, and how to see another. */
function viewLine(trace: Trace, shown: IterationChoice): string {
  const count = trace.iterations!.length;
  if (shown === 'run') return `showing the whole run: every iteration added up (--iteration N shows iteration N alone)`;
  const others = count > 1 ? '--iteration N shows another, ' : '';
  return `showing iteration ${shown + 1} of ${count} (depth ${trace.iterations![shown].depth}) on its own (${others}--iteration all the whole run)`;
}

/** Indentation by depth, up to MAX_INDENT_DEPTH: made once, not per line. */
const INDENTS = Array.from({ length: MAX_INDENT_DEPTH + 1 }, (_, depth) => '  '.repeat(depth));

/** One node's line: `[cut mark] [edge ->] name  player  = value  <α, β> bound  tt outcome  #order ×visits`, fields two spaces apart. */
function nodeLine(node: GameNode, r: NodeFacts, style: NumberStyle): string {
  const depth = node.depth;
  let line = depth <= MAX_INDENT_DEPTH ? INDENTS[depth] : `${INDENTS[MAX_INDENT_DEPTH]}[depth ${depth}] `;
  if (r.cut === 'alphabeta') line += '/ ';
  else if (r.cut === 'scout') line += '// ';
  const edge = edgeText(node);
  if (edge !== null) line += `${edge} -> `;
  if (node.target) line += `*${node.target.anchor}`;
  else line += r.label ?? leafText(node);
  line += `  ${r.player}  `;
  if (r.visits === 0) return line + (r.cut === 'alphabeta' ? 'pruned (alpha-beta)' : r.cut === 'scout' ? 'pruned (negascout null window)' : 'not visited');
  line += `= ${formatValue(r.value!, style)}`;
  if (r.alpha !== undefined) line += `  <${formatNumber(r.alpha, style)}, ${formatNumber(r.beta!, style)}> ${r.bound}`;
  if (r.tt) line += `  tt ${r.tt}`;
  return `${line}  #${r.order}${r.visits > 1 ? ` ×${r.visits}` : ''}`;
}

/** A leaf's payoff as written in its style, or '·' for a node with neither label nor payoff. */
function leafText(node: GameNode): string {
  const payoff = node.payoff;
  // A plain number prints alike in every style: the style (read from the literal) only for the others.
  if (typeof payoff === 'number') return formatNumber(payoff);
  const value = payoff ?? node.payoffs;
  return value === null ? '·' : formatValue(value, leafStyle(node));
}

/** An iteration's best move at the root, in the principal variation's notation. */
function bestMoveText(trace: Trace, best: string | number | null): string {
  const child = best === null ? undefined : childByMove(trace.tree.root, best);
  return child ? stepText(child) : '-';
}
