import { DiagnosticSink, byPosition, type Diagnostic } from '../../language/diagnostics';
import { parse } from '../../language/parser';
import { NONE, type TreeSyntax } from '../../language/syntax';
import type { GameTree } from '../../model/model';
import { buildTree } from '../../model/validate';

/** One tree of a sheet as the parser recovered it: its model when it has one, and its errors. */
export interface SheetTree {
  readonly syntax: TreeSyntax;
  readonly index: number;
  /** null when the tree has errors of meaning (it cannot be searched). */
  readonly model: GameTree | null;
  /** The tree's errors, of syntax (up to the next tree) and of meaning, in document order. */
  readonly errors: readonly Diagnostic[];
}

export interface SheetReading {
  readonly trees: readonly SheetTree[];
  /** Errors before the first tree, or every error when the parser found no tree. */
  readonly fileErrors: readonly Diagnostic[];
}

/**
 * Reads a handed-in sheet as far as the parser recovers it: unlike checkText, a tree with a
 * syntax error still gets its model when its meaning holds, so that a grader can compare it
 * with the key's (a missing `]` need not cost the whole sheet).
 */
export function readSheet(text: string): SheetReading {
  const sink = new DiagnosticSink();
  const file = parse(text, sink);
  const syntaxErrors = sink.items.filter((d) => d.severity === 'error').sort(byPosition);
  const first = file.trees[0]?.start ?? Infinity;
  const trees = file.trees.map((syntax, index): SheetTree => {
    const next = file.trees[index + 1]?.start ?? Infinity;
    const own = new DiagnosticSink();
    const model = buildTree(syntax, index, own);
    const inTree = syntaxErrors.filter((d) => d.span.start >= syntax.start && d.span.start < next);
    const meaning = own.items.filter((d) => d.severity === 'error');
    return { syntax, index, model, errors: [...inTree, ...meaning].sort(byPosition) };
  });
  return { trees, fileErrors: syntaxErrors.filter((d) => d.span.start < first) };
}

/** A sheet's tree read again with one `]` put back where the parser said one is missing. */
export interface RepairedTree extends SheetTree {
  /** Where the `]` went, as an offset into the original text. */
  readonly at: number;
  /** The offset of the `[` it closes. */
  readonly closes: number;
  /** An offset into the repaired text, as an offset into the original. */
  readonly toOriginal: (offset: number) => number;
}

/**
 * A tree with a `[` never closed, read again with `]` after each node inside that bracket in
 * turn; the first reading without syntax errors whose model `fits` (the key's shape) wins. A
 * student's missing `]` then costs the bracket, not the sheet; null when no one place fits.
 */
export function repairBracket(text: string, tree: SheetTree, fits: (model: GameTree) => boolean): RepairedTree | null {
  const unclosed = tree.errors.find((d) => d.code === 'unclosed-bracket');
  if (!unclosed || !tree.syntax.root) return null;
  const opener = unclosed.span.start;
  const tried = new Set<number>();
  for (const at of nodeEndsAfter(tree.syntax, opener)) {
    if (tried.has(at)) continue;
    tried.add(at);
    const reading = readSheet(text.slice(0, at) + ']' + text.slice(at));
    const again = reading.trees[tree.index];
    if (!again?.model || again.errors.length > 0 || !fits(again.model)) continue;
    return { ...again, at, closes: openerClosedAt(again.syntax, at + 1), toOriginal: (offset) => (offset > at ? offset - 1 : offset) };
  }
  return null;
}

/** The end of every written node that starts after `offset`, in document order. */
function nodeEndsAfter(syntax: TreeSyntax, offset: number): number[] {
  const ends: number[] = [];
  const nodes = syntax.root!.nodes;
  for (let i = 0; i < nodes.count; i++) {
    const node = nodes.node(i);
    if (node.start > offset) ends.push(node.end);
  }
  return ends.sort((a, b) => a - b);
}

/** The `[` of the node whose list ends at `end` (just after its `]`). */
function openerClosedAt(syntax: TreeSyntax, end: number): number {
  const nodes = syntax.root!.nodes;
  for (let i = nodes.count - 1; i >= 0; i--) {
    const node = nodes.node(i);
    if (node.open !== NONE && node.end === end) return node.open;
  }
  return end - 1;
}
