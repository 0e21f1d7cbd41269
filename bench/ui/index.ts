// The UI benchmark: runs inside a real VS Code extension host (code-server), started by
// `npm run bench:ui`. It times the run command to the finished diagram for trees of
// several sizes, and a values-only re-run, and prints the figures; it asserts nothing.
import * as vscode from 'vscode';
import type { GtreeApi } from '../../src/extension/extension';

const SIZES = [15, 100, 1_000, 5_000];
const REPEATS = 3;
const TARGETS: Record<number, string> = { 100: 'target < 200 ms', 1_000: 'target < 800 ms' };

/** A tree of exactly `count` nodes, filled level by level with up to three children each, MAX at the root. */
export function treeText(count: number, seed: number): string {
  let state = seed;
  const random = (): number => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) % 100);
  const children: number[][] = [[]];
  for (let next = 1, parent = 0; next < count; next++) {
    if (children[parent].length === 3) parent++;
    children[parent].push(next);
    children.push([]);
  }
  const write = (id: number): string => (children[id].length === 0 ? String(random()) : `[ ${children[id].map(write).join(' ')} ]`);
  return `tree "bench ${count}" {\n  algorithm: alphabeta\n  ${write(0)}\n}\n`;
}

function nextRender(api: GtreeApi, uri: vscode.Uri): Promise<{ ms: number; layoutMs: number; laidOut: boolean }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no diagram for ${uri.path} in 120 s`)), 120_000);
    const sub = api.onDidRender((r) => {
      if (r.uri !== uri.toString()) return;
      clearTimeout(timer);
      sub.dispose();
      resolve(r);
    });
  });
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run(): Promise<void> {
  const extension = vscode.extensions.getExtension<GtreeApi>('gtree.gtree');
  if (!extension) throw new Error('the gtree extension is not loaded');
  const api = await extension.activate();
  const rows: string[] = [];
  for (const size of SIZES) {
    const full: number[] = [];
    const layout: number[] = [];
    const rerun: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const doc = await vscode.workspace.openTextDocument({ language: 'gtree', content: treeText(size, 7 + i) });
      const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
      let drawn = nextRender(api, doc.uri);
      let started = performance.now();
      await vscode.commands.executeCommand('gtree.run', doc.uri.toString(), 0);
      const first = await drawn;
      full.push(performance.now() - started);
      layout.push(first.layoutMs);
      // Change every payoff but keep the shape: the diagram must redraw without laying out again.
      drawn = nextRender(api, doc.uri);
      started = performance.now();
      await editor.edit((e) => e.replace(new vscode.Range(0, 0, doc.lineCount, 0), treeText(size, 1000 + i)));
      const second = await drawn;
      // The panel waits for typing to pause before it re-runs; that pause is not drawing time.
      rerun.push(second.ms);
      if (second.laidOut) rows.push(`  note: the values-only re-run at ${size} nodes laid out again`);
      // Untitled documents are dirty: revert before closing, or VS Code would ask to save.
      await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
    rows.push(
      `${String(size).padStart(6)} nodes   run → diagram ${median(full).toFixed(0).padStart(6)} ms   (layout ${median(layout).toFixed(0)} ms)   values-only redraw ${median(rerun).toFixed(1)} ms` +
        (TARGETS[size] ? `   ${TARGETS[size]}` : '') +
        (size === 1_000 ? ', redraw < 50 ms' : ''),
    );
  }
  console.log(['', `UI benchmark (median of ${REPEATS}, real workbench; the machine is noisy: compare ratios)`, ...rows, ''].join('\n'));
}
