import { ALGORITHM_NAMES, compareAlgorithms, formatValue, PRUNE_WORDS, unsupportedReason, jsonValue, type Comparison, type NumberStyle } from '../core';
import { UsageError, type ParsedArgs } from './args';
import type { Output } from './output';
import { loadTree } from './tree-file';

/** `gtree compare FILE [--tree NAME|INDEX] [--json]`: every algorithm that applies to the tree, side by side. */
export function compareCommand(args: ParsedArgs, out: Output): number {
  if (args.positional.length !== 1) throw new UsageError('compare needs exactly one file');
  const key = args.flags.get('tree');
  const loaded = loadTree(args.positional[0], typeof key === 'string' ? key : undefined, out);
  if (typeof loaded === 'number') return loaded;
  const { tree } = loaded;
  const rows = compareAlgorithms(tree);
  if (args.flags.has('json')) {
    out.line(JSON.stringify({ tree: tree.name, algorithms: rows.map(jsonRow) }, null, 2));
    return 0;
  }
  const skipped = ALGORITHM_NAMES.filter((name) => unsupportedReason(tree, name) !== null);
  // Every algorithm cuts by the tree's rule; one other than the lecture's is named.
  const rule = tree.settings.prune === 'on-equal' ? '' : `; cuts by prune: ${tree.settings.prune} (${PRUNE_WORDS[tree.settings.prune]})`;
  out.line(`${tree.name === null ? 'tree' : `tree "${tree.name}"`} — ${rows.length} algorithms apply${rule}`);
  out.line(table(rows, tree.numberStyle));
  if (skipped.length) out.line(`not for this tree: ${skipped.join(', ')}`);
  return 0;
}

const HEADINGS = ['algorithm', 'value', 'calls', 'leaf evals', 'cuts', 're-searches'];

function table(rows: readonly Comparison[], style: NumberStyle): string {
  const cells = rows.map((r) =>
    r.ok ? [r.algorithm, formatValue(r.value, style), ...[r.totals.calls, r.totals.leafEvals, r.totals.cuts, r.totals.researches].map(String)] : [r.algorithm],
  );
  const widths = HEADINGS.map((h, c) => Math.max(h.length, ...cells.map((row) => (row[c] ?? '').length)));
  // The name is left-aligned, numbers right-aligned; an algorithm that stopped gets its message instead.
  const line = (row: readonly string[]): string => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(HEADINGS), ...rows.map((r, k) => (r.ok ? line(cells[k]) : `${r.algorithm.padEnd(widths[0])}  cannot run: ${r.message}`))].join('\n');
}

function jsonRow(r: Comparison): object {
  if (!r.ok) return { algorithm: r.algorithm, error: r.message };
  const { calls, nodes, leafEvals, cuts, researches } = r.totals;
  return { algorithm: r.algorithm, value: jsonValue(r.value), calls, nodes, leafEvals, cuts, researches };
}
