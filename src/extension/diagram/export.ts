import * as vscode from 'vscode';
import { answerKey, blankDiagram, blankFile, diagramOf, traceJsonText, withSheetHeading, type GameTree } from '../../core';
import type { DiagramPanels } from './diagram-panels';
import type { PractisedSheet } from '../practice/practice-sheets';
import { practicePage } from './page-export';
import { isRun, type Runs } from '../host/runs';
import type { Target } from '../host/target';

export type ExportFormat = 'svg' | 'png' | 'tikz' | 'sheet-svg' | 'sheet-png' | 'sheet-tikz' | 'key' | 'json' | 'page' | 'playground';

/** The blank worksheet's formats, and the drawing format each is made in. */
const SHEETS: Partial<Record<ExportFormat, 'svg' | 'png' | 'tikz'>> = { 'sheet-svg': 'svg', 'sheet-png': 'png', 'sheet-tikz': 'tikz' };

const FORMATS: readonly { format: ExportFormat; label: string; detail: string; extension: string }[] = [
  { format: 'svg', label: 'SVG', detail: 'The diagram as drawn, the whole tree whatever the zoom', extension: 'svg' },
  { format: 'png', label: 'PNG', detail: 'The diagram as drawn, rendered at twice its size', extension: 'png' },
  { format: 'tikz', label: 'TikZ (LaTeX)', detail: 'The diagram as drawn, as a standalone LaTeX document for slides and exam sheets', extension: 'tex' },
  { format: 'sheet-svg', label: 'Blank worksheet (SVG)', detail: 'The exercise to print: a box for every value and window, no cuts', extension: 'svg' },
  { format: 'sheet-png', label: 'Blank worksheet (PNG)', detail: 'The same worksheet as an image, rendered at twice its size', extension: 'png' },
  { format: 'sheet-tikz', label: 'Blank worksheet (TikZ)', detail: 'The same worksheet as a standalone LaTeX document', extension: 'tex' },
  { format: 'key', label: 'Answer key (.gtree)', detail: 'Every answer filled in, as `gtree blank --key` writes it, for `gtree grade`', extension: 'gtree' },
  { format: 'json', label: 'JSON trace', detail: 'The run as `gtree run --json` prints it', extension: 'json' },
  { format: 'page', label: 'Practice page (HTML)', detail: 'One web page to practise on, offline, on any device; answers saved as .gtree', extension: 'html' },
  {
    format: 'playground',
    label: 'Playground page (HTML)',
    detail: 'The page with the text beside the tree and Copy link: host it, and Markdown blocks link to it (gtree.markdown.playgroundUrl)',
    extension: 'html',
  },
];

/** Why a format is refused while the tree is practised: it holds the run's answers, which the sheet asks the student for. */
const REFUSED_IN_PRACTICE: Partial<Record<ExportFormat, string>> = {
  key: "the key holds every answer of the run, the sheet's answers; stop practising this tree to export it",
  json: "the JSON trace holds every value, window and cut of the run, the sheet's answers; stop practising this tree to export it",
};

/** Why the tree cannot be exported in `format` now; null when it can. Practised, only the sheet leaves (blank boxes and the student's own answers). */
export function refusal(panels: DiagramPanels, t: Target, format: ExportFormat): string | null {
  return panels.sheets.practice.isPractising(t.doc, t.treeIndex) ? (REFUSED_IN_PRACTICE[format] ?? null) : null;
}

/** Asks for a format when none is given; returns null when the user cancels. */
export async function pickFormat(format: unknown): Promise<ExportFormat | null> {
  const known = FORMATS.find((f) => f.format === format);
  if (known) return known.format;
  const picked = await vscode.window.showQuickPick(
    FORMATS.map((f) => ({ ...f, description: `.${f.extension}` })),
    { title: 'Export the tree as…' },
  );
  return picked?.format ?? null;
}

/**
 * Writes a tree's export to `destination` (or where the user picks). The tree is run first if
 * it never was. SVG, PNG and TikZ come from the diagram webview, so they look exactly as drawn.
 */
export async function exportTree(panels: DiagramPanels, runs: Runs, t: Target, format: ExportFormat, destination?: vscode.Uri): Promise<vscode.Uri | null> {
  const refused = refusal(panels, t, format);
  if (refused) throw new Error(refused);
  const run = runs.current(t.doc, t.treeIndex) ?? runs.run(t.doc, t.treeIndex);
  if (!isRun(run)) throw new Error(run.problem);
  // A tree with an unknown leaf has no single run: its picture is the tree solved over the range, as the panel draws it.
  const picture = format === 'svg' || format === 'png' || format === 'tikz';
  if (!run.outcome.ok && !(run.tree.unknown && picture)) throw new Error(run.outcome.message);
  const trace = run.outcome.ok ? run.outcome.trace : null;
  const light = vscode.workspace.getConfiguration('gtree', t.doc.uri).get<boolean>('export.lightBackground', true);
  const target = destination ?? (await askWhere(t, format));
  if (!target) return null;
  let content: string | Uint8Array;
  const sheet = SHEETS[format];
  const practised = panels.sheets.sheet(t.doc, t.treeIndex);
  if (format === 'json') content = `${traceJsonText(trace!)}\n`;
  else if (format === 'key') content = keyText(t.doc.getText(), run.tree);
  else if (format === 'page' || format === 'playground') content = await practicePage(extensionUri(), t.doc, t.treeIndex, run.tree, format === 'playground');
  else if (sheet) content = await panels.exportSheet(t.doc, t.treeIndex, blankDiagram(diagramOf(run.tree, trace)), sheet, light);
  else if (practised !== null && typeof practised !== 'string')
    // Practised: the drawing as the sheet shows it, even with the solution on show in the panel.
    content = await panels.exportSheet(t.doc, t.treeIndex, panels.sheets.diagram(withoutSolution(practised)), format as 'svg' | 'png' | 'tikz', light);
  else content = await panels.exportImage(t.doc, t.treeIndex, format as 'svg' | 'png' | 'tikz', light);
  await vscode.workspace.fs.writeFile(target, typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return target;
}

/** The tree's answer key, as `gtree blank --key` writes it: its sheet (headed by a name line and its conventions) with every answer of the run. */
function keyText(text: string, tree: GameTree): string {
  const sheet = blankFile(`${text.slice(tree.syntax.start, tree.syntax.end)}\n`);
  if (!sheet.ok) throw new Error(sheet.message);
  const key = answerKey(withSheetHeading(sheet.text));
  if (!key.ok) throw new Error(key.message);
  return key.text;
}

/** The sheet as the student works it: no solution, no hint, nothing to announce. */
const withoutSolution = (sheet: PractisedSheet): PractisedSheet => ({ ...sheet, state: { ...sheet.state, solutionShown: false, hint: null, announce: null } });

/** The extension's folder, where the page's built files are (dist/page/). */
function extensionUri(): vscode.Uri {
  const uri = vscode.extensions.getExtension('gtree.gtree')?.extensionUri;
  if (!uri) throw new Error("the extension's own files cannot be found");
  return uri;
}

async function askWhere(t: Target, format: ExportFormat): Promise<vscode.Uri | undefined> {
  const info = FORMATS.find((f) => f.format === format)!;
  const base = t.doc.isUntitled ? 'tree' : t.doc.uri.path.replace(/^.*\//, '').replace(/\.gtree$/, '');
  const folder = t.doc.isUntitled ? vscode.workspace.workspaceFolders?.[0]?.uri : vscode.Uri.joinPath(t.doc.uri, '..');
  const suffix = SHEETS[format] ? '-sheet' : format === 'key' ? '.key' : '';
  const name = `${base}${t.treeIndex > 0 ? `-${t.treeIndex + 1}` : ''}${suffix}.${info.extension}`;
  return vscode.window.showSaveDialog({
    defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined,
    filters: { [info.label]: [info.extension] },
    title: `Export as ${info.label}`,
  });
}
