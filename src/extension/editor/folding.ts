import * as vscode from 'vscode';
import type { Analyses } from '../host/analysis';

const REGION_START = /^\s*#\s*region\b/;
const REGION_END = /^\s*#\s*endregion\b/;

/** Folds each tree, each `[ … ]` child list that spans lines (from the document's outline), and `# region` / `# endregion` blocks. */
export class TreeFolding implements vscode.FoldingRangeProvider {
  constructor(private readonly analyses: Analyses) {}

  async provideFoldingRanges(doc: vscode.TextDocument): Promise<vscode.FoldingRange[]> {
    const { outline } = await this.analyses.outline(doc);
    const ranges: vscode.FoldingRange[] = [];
    for (let k = 0; k + 1 < outline.folds.length; k += 2) ranges.push(new vscode.FoldingRange(outline.folds[k], outline.folds[k + 1]));
    const open: number[] = [];
    for (let i = 0; i < doc.lineCount; i++) {
      const text = doc.lineAt(i).text;
      if (REGION_START.test(text)) open.push(i);
      else if (REGION_END.test(text) && open.length) ranges.push(new vscode.FoldingRange(open.pop()!, i, vscode.FoldingRangeKind.Region));
    }
    return ranges;
  }
}
