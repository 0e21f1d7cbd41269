import * as vscode from 'vscode';
import type { SyntaxNode } from '../core';
import type { Analyses } from './analysis';

/** VS Code keeps at most this many folding regions (editor.foldingMaximumRegions' default); computing more is waste. */
const MAX_RANGES = 5_000;
const REGION_START = /^\s*#\s*region\b/;
const REGION_END = /^\s*#\s*endregion\b/;

/** Folds each tree, each `[ … ]` child list that spans lines, and `# region` / `# endregion` blocks. */
export class TreeFolding implements vscode.FoldingRangeProvider {
  constructor(private readonly analyses: Analyses) {}

  provideFoldingRanges(doc: vscode.TextDocument): vscode.FoldingRange[] {
    const ranges: vscode.FoldingRange[] = [];
    const line = (offset: number): number => doc.positionAt(offset).line;
    const add = (start: number, end: number): void => {
      // The closing line stays visible, as for brackets in other languages.
      if (end - 1 > start) ranges.push(new vscode.FoldingRange(start, end - 1));
    };
    for (const { syntax: tree } of this.analyses.of(doc).trees) {
      add(line(tree.start), line(tree.end));
      // Level by level, so that when there are too many the outer lists are the ones kept.
      const queue: SyntaxNode[] = tree.root ? [tree.root] : [];
      for (let head = 0; head < queue.length && ranges.length < MAX_RANGES; head++) {
        const node = queue[head];
        if (!node.children) continue;
        if (node.openBracket) add(line(node.openBracket.start), line(node.end));
        for (const child of node.children) if (child.children) queue.push(child);
      }
    }
    const open: number[] = [];
    for (let i = 0; i < doc.lineCount; i++) {
      const text = doc.lineAt(i).text;
      if (REGION_START.test(text)) open.push(i);
      else if (REGION_END.test(text) && open.length) ranges.push(new vscode.FoldingRange(open.pop()!, i, vscode.FoldingRangeKind.Region));
    }
    return ranges;
  }
}
