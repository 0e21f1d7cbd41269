import {
  ALGORITHMS,
  childByMove,
  conventionOf,
  edgeText,
  formatNumber,
  formatValue,
  nodeRecords,
  pvText,
  stepText,
  type GameNode,
  type NodeRecord,
  type Trace,
} from '../core';

const MAX_INDENT_DEPTH = 40;

/** The annotated tree as indented text: one line per node, then the totals and the principal variation. */
export function renderTrace(trace: Trace): string {
  const info = ALGORITHMS[trace.algorithm];
  const fail = info.windowed && ['alphabeta', 'negamax-ab', 'aspiration', 'iterative'].includes(trace.algorithm) ? `, fail-${trace.fail}` : '';
  const depth = trace.depth !== null ? `, depth ${trace.depth}` : '';
  const lines = [
    `${trace.tree.name === null ? 'tree' : `tree "${trace.tree.name}"`} — ${info.title}${fail}${depth}; ${conventionOf(trace.tree, trace.algorithm)}`,
  ];
  const records = nodeRecords(trace);
  trace.tree.nodes.forEach((node, i) => lines.push(nodeLine(node, records[i])));
  lines.push('');
  lines.push(`value ${formatValue(trace.value)}   principal variation: ${pvText(trace) || '(none)'}`);
  const t = trace.totals;
  lines.push(`calls ${t.calls}, nodes ${t.nodes}, leaf evaluations ${t.leafEvals}, cuts ${t.cuts}, re-searches ${t.researches}`);
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
