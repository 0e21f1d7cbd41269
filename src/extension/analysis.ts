import * as vscode from 'vscode';
import { checkText, type CheckResult, type GameNode, type GameTree, type TreeResult } from '../core';

/**
 * One parse per document version, shared by diagnostics, code lenses, hover, runs and
 * the diagram: a 1 MB file is read once per edit, not once per feature.
 */
export class Analyses {
  private readonly cache = new Map<string, { version: number; result: CheckResult }>();

  of(doc: vscode.TextDocument): CheckResult {
    const key = doc.uri.toString();
    const hit = this.cache.get(key);
    if (hit && hit.version === doc.version) return hit.result;
    const result = checkText(doc.getText());
    this.cache.set(key, { version: doc.version, result });
    return result;
  }

  forget(doc: vscode.TextDocument): void {
    this.cache.delete(doc.uri.toString());
  }
}

/** The tree whose text holds `offset`; between trees, the one before it; before all, the first. */
export function treeAt(result: CheckResult, offset: number): { entry: TreeResult; index: number } | null {
  let found = -1;
  result.trees.forEach((t, i) => {
    if (t.syntax.start <= offset) found = i;
  });
  const index = Math.max(0, found);
  const entry = result.trees[index];
  return entry ? { entry, index } : null;
}

/** The innermost written node whose text holds `offset`, by binary search over the pre-order (which is source order). */
export function nodeAt(tree: GameTree, offset: number): GameNode | null {
  const nodes = tree.nodes;
  let lo = 0;
  let hi = nodes.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nodes[mid].syntax.start <= offset) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let n: GameNode | null = last >= 0 ? nodes[last] : null; n; n = n.parent) {
    if (n.syntax.start <= offset && offset <= n.syntax.end) return n;
  }
  return null;
}
