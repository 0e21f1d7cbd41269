import { byPosition, DiagnosticSink, type Diagnostic } from '../../language/diagnostics';
import type { GameTree } from '../../model/model';
import { parse } from '../../language/parser';
import type { TreeSyntax } from '../../language/syntax';
import { LineIndex } from '../../text/text';
import { buildTree, headerSpan } from '../../model/validate';
import { nodesMissingEstimates, unsupportedReason } from '../../search/capabilities';
import { ALGORITHMS } from '../../search/catalog';
import { idleSettings } from '../../search/settings-read';

export interface TreeResult {
  readonly syntax: TreeSyntax;
  /** null when the tree has errors and cannot be run. */
  readonly model: GameTree | null;
}

export interface CheckResult {
  readonly trees: readonly TreeResult[];
  readonly diagnostics: readonly Diagnostic[];
  readonly lines: LineIndex;
}

/** Parses and validates a whole file. Never throws: an internal failure becomes a diagnostic. */
export function checkText(text: string): CheckResult {
  const sink = new DiagnosticSink();
  const trees: TreeResult[] = [];
  try {
    const file = parse(text, sink);
    const syntaxErrors = sink.items.filter((d) => d.severity === 'error').map((d) => d.span.start);
    const dropped = sink.droppedCount > 0;
    const names = new Map<string, TreeSyntax>();
    file.trees.forEach((syntax, index) => {
      const model = checkTree(syntax, index, sink);
      // A syntax error in a tree (up to the next tree) means it was not read as written: do not run it.
      const next = file.trees[index + 1]?.start ?? Infinity;
      const misread = dropped || syntaxErrors.some((at) => at >= syntax.start && at < next);
      trees.push({ syntax, model: misread ? null : model });
      if (syntax.name) {
        const first = names.get(syntax.name.text);
        if (first) {
          sink.warning('duplicate-tree', `Another tree is already named '${syntax.name.text}': address this one by its index (${index}).`, syntax.name);
        } else names.set(syntax.name.text, syntax);
      }
    });
  } catch (e) {
    sink.error('internal-error', `gtree could not read this file (an internal error, please report it): ${(e as Error)?.message ?? e}`, { start: 0, end: 0 });
  }
  const diagnostics = [...sink.items].sort(byPosition);
  if (sink.droppedCount > 0) {
    const at = text.length;
    diagnostics.push({
      code: 'too-many-problems',
      severity: 'information',
      message: `${sink.droppedCount} more problems are not shown: fix the ones above first.`,
      span: { start: at, end: at },
    });
  }
  let lines: LineIndex | null = null;
  return {
    trees,
    diagnostics,
    // Built on first use: a caller that only counts problems never pays for it.
    get lines(): LineIndex {
      return (lines ??= new LineIndex(text));
    },
  };
}

/** Validates one tree into its game model, then checks that its algorithm can run on it; null on an error. */
export function checkTree(syntax: TreeSyntax, index: number, sink: DiagnosticSink): GameTree | null {
  const model = buildTree(syntax, index, sink);
  if (!model) return null;
  const errors = sink.errorCount;
  reportAlgorithmNeeds(model, syntax, sink);
  return sink.errorCount > errors ? null : model;
}

/** What the tree's algorithm needs of it: a tree it can handle, and estimates where the search stops. */
function reportAlgorithmNeeds(tree: GameTree, syntax: TreeSyntax, sink: DiagnosticSink): void {
  const { algorithm, depth } = tree.settings;
  const line = syntax.settings.find((s) => s.key.text === 'algorithm');
  if (line) {
    const why = unsupportedReason(tree, algorithm);
    if (why) sink.error('unsupported-by-algorithm', why, line.values[0] ?? line);
  }
  const missing = nodesMissingEstimates(tree, depth, algorithm);
  const why = algorithm === 'iterative' ? 'iterative deepening stops at this depth in one of its iterations' : `the search stops at depth ${depth}`;
  for (const n of missing.slice(0, 50)) {
    sink.error('missing-estimate', `This node needs an estimate such as '~5': ${why}.`, headerSpan(n.syntax));
  }
  for (const { line, reason } of idleSettings(tree, algorithm)) {
    sink.warning(
      'setting-no-effect',
      `'${line.key.text}' has no effect under ${ALGORITHMS[algorithm].title}: ${reason}. Remove the line, or choose an algorithm that reads it.`,
      line,
    );
  }
}

/** Finds a tree by name, or by index from 0 when `key` is a whole number. */
export function findTree<T extends { syntax: TreeSyntax }>(trees: readonly T[], key: string): T | undefined {
  const byName = trees.find((t) => t.syntax.name?.text === key);
  if (byName) return byName;
  return /^\d+$/.test(key) ? trees[Number(key)] : undefined;
}
