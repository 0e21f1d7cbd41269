import * as vscode from 'vscode';
import type { SyntaxNode } from '../core';
import type { Analyses } from './analysis';

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
      const stack: SyntaxNode[] = tree.root ? [tree.root] : [];
      while (stack.length) {
        const node = stack.pop()!;
        if (!node.children) continue;
        if (node.openBracket) add(line(node.openBracket.start), line(node.end));
        stack.push(...node.children);
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
