import {
  ALGORITHMS,
  childByMove,
  conventionOf,
  edgeText,
  formatNumber,
  formatValue,
  iterationView,
  nodeRecords,
  pvText,
  stepText,
  type GameNode,
  type IterationChoice,
  type NodeRecord,
  type Totals,
  type Trace,
} from '../core';

const MAX_INDENT_DEPTH = 40;

/**
 * The annotated tree as indented text: one line per node, then the totals and the principal
 * variation. For iterative deepening, the tree shows one view (`choice`: an iteration, by
 * default the last, or the whole run), and the totals of the whole run are always printed.
 */
export function renderTrace(trace: Trace, choice?: IterationChoice): string {
  const info = ALGORITHMS[trace.algorithm];
  const fail = info.windowed && ['alphabeta', 'negamax-ab', 'aspiration', 'iterative'].includes(trace.algorithm) ? `, fail-${trace.fail}` : '';
  const depth = trace.depth !== null ? `, depth ${trace.depth}` : '';
  const lines = [
    `${trace.tree.name === null ? 'tree' : `tree "${trace.tree.name}"`} — ${info.title}${fail}${depth}; ${conventionOf(trace.tree, trace.algorithm)}`,
  ];
  const view = iterationView(trace, choice)!;
  const shown = view.trace;
  if (view.shown !== null) lines.push(viewLine(trace, view.shown));
  const records = nodeRecords(shown);
  trace.tree.nodes.forEach((node, i) => lines.push(nodeLine(node, records[i])));
  lines.push('');
  lines.push(`value ${formatValue(shown.value)}   principal variation: ${pvText(shown) || '(none)'}`);
  if (shown !== trace) lines.push(`this iteration: ${totalsText(shown.totals)}`);
  lines.push(`${view.shown === null ? '' : 'whole run: '}${totalsText(trace.totals)}`);
  for (const it of trace.iterations ?? []) {
    lines.push(
      `  depth ${it.depth}: value ${formatNumber(it.value)}, best move ${bestMoveText(trace, it.best)}, calls ${it.totals.calls}, leaf evaluations ${it.totals.leafEvals}, cuts ${it.totals.cuts}`,
    );
  }
  for (const [i, p] of (trace.passes ?? []).entries()) {
    lines.push(`  pass ${i + 1}: window <${formatNumber(p.alpha)}, ${formatNumber(p.beta)}> → ${formatNumber(p.value)}`);
  }
  return lines.join('\n');
}

const totalsText = (t: Totals): string => `calls ${t.calls}, nodes ${t.nodes}, leaf evaluations ${t.leafEvals}, cuts ${t.cuts}, re-searches ${t.researches}`;

/** Which view of an iterative-deepening run the tree shows, and how to see another. */
function viewLine(trace: Trace, shown: IterationChoice): string {
  const count = trace.iterations!.length;
  if (shown === 'run') return `showing the whole run: every iteration added up (--iteration N shows iteration N alone)`;
  const others = count > 1 ? '--iteration N shows another, ' : '';
  return `showing iteration ${shown + 1} of ${count} (depth ${trace.iterations![shown].depth}) on its own (${others}--iteration all the whole run)`;
}

function nodeLine(node: GameNode, r: NodeRecord): string {
  const depth = node.depth;
  const indent = depth <= MAX_INDENT_DEPTH ? '  '.repeat(depth) : `${'  '.repeat(MAX_INDENT_DEPTH)}[depth ${depth}] `;
  const parts: string[] = [];
  const cutMark = r.cut === 'alphabeta' ? '/ ' : r.cut === 'scout' ? '// ' : '';
  const edge = edgeText(node);
  const payoff = node.payoffs ? formatValue(node.payoffs) : node.payoff !== null ? formatNumber(node.payoff) : '·';
  const name = node.target ? `*${node.target.anchor}` : (node.label ?? payoff);
  parts.push(`${cutMark}${edge !== null ? `${edge} -> ` : ''}${name}`);
  parts.push(r.player);
  if (r.visits === 0) {
    parts.push(r.cut === 'alphabeta' ? 'pruned (alpha-beta)' : r.cut === 'scout' ? 'pruned (negascout null window)' : 'not visited');
    return indent + parts.join('  ');
  }
  parts.push(`= ${formatValue(r.value!)}`);
  if (r.alpha !== undefined) parts.push(`<${formatNumber(r.alpha)}, ${formatNumber(r.beta!)}> ${r.bound}`);
  if (r.tt) parts.push(`tt ${r.tt}`);
  parts.push(`#${r.order}${r.visits > 1 ? ` ×${r.visits}` : ''}`);
  return indent + parts.join('  ');
}

/** An iteration's best move at the root, in the principal variation's notation. */
function bestMoveText(trace: Trace, best: string | number | null): string {
  const child = best === null ? undefined : childByMove(trace.tree.root, best);
  return child ? stepText(child) : '-';
}
