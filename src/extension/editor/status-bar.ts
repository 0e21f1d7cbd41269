import * as vscode from 'vscode';
import { ALGORITHMS, formatValue, idleSettings, treeIndexAt, type Trace } from '../../core';
import type { Analyses } from '../host/analysis';
import { describeTotals, pvPart } from '../host/describe';
import type { SolvedBriefs } from '../host/solved-briefs';
import { Disposer, Timer } from '../host/disposer';
import { focusDiagramHint } from '../host/focus-key';
import { countsText, type PracticeSheets } from '../practice/practice-sheets';
import { isRun, type Runs } from '../host/runs';

const SETTLE_MS = 150;
/** The status bar is narrow: a longer principal variation keeps its first and last moves (whole in the tooltip). */
const STATUS_PV_STEPS = 4;

/**
 * A run of another algorithm than the file's (picked with "Algorithm…"): said here, not as a
 * warning in the file, with the file's settings that this run does not read.
 */
function otherAlgorithm(trace: Trace): { short: string; long: string } | null {
  const own = trace.tree.settings.algorithm;
  if (trace.algorithm === own) return null;
  const idle = idleSettings(trace.tree, trace.algorithm).map(({ line, reason }) => `'${line.key.text}' has no effect here: ${reason}.`);
  return {
    short: `not the file's ${ALGORITHMS[own].title}${idle.length ? `, ${idle.length} setting${idle.length > 1 ? 's' : ''} unused` : ''}`,
    long: [`This run is ${ALGORITHMS[trace.algorithm].title}; the file asks for ${ALGORITHMS[own].title}.`, ...idle].join('\n'),
  };
}

/** The tree under the cursor: its algorithm, root value and totals; before a run, a button to run it. */
export class RunStatus extends Disposer {
  private readonly item = this.own(vscode.window.createStatusBarItem('gtree.run', vscode.StatusBarAlignment.Left, 50));
  private readonly answers = this.own(vscode.window.createStatusBarItem('gtree.answers', vscode.StatusBarAlignment.Left, 49));
  private readonly settle = this.own(new Timer());

  constructor(
    private readonly analyses: Analyses,
    private readonly runs: Runs,
    private readonly sheets: PracticeSheets,
    private readonly briefs: SolvedBriefs,
  ) {
    super();
    this.own(sheets.practice.onDidChange(() => void this.update()));
    this.own(briefs.onDidSolve(() => void this.update()));
    this.item.name = 'gtree run';
    this.answers.name = 'gtree answers';
    this.answers.tooltip = 'The answers written in this tree, checked against its algorithm';
    this.answers.command = 'workbench.actions.view.problems';
    this.own(vscode.window.onDidChangeActiveTextEditor(() => void this.update()));
    // Typing moves the selection at every key: wait for a pause, or a 1 MB file would be parsed per keystroke.
    this.own(vscode.window.onDidChangeTextEditorSelection(() => this.settle.set(() => void this.update(), SETTLE_MS)));
    // An answer written in the diagram, or a rewrite of the whole tree (a blank sheet, every value filled in), need not move
    // the cursor: the answers' count changes all the same.
    this.own(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === vscode.window.activeTextEditor?.document) this.settle.set(() => void this.update(), SETTLE_MS);
      }),
    );
    this.own(runs.onDidRun(() => void this.update()));
    this.own(runs.onDidRemember(() => void this.update()));
    void this.update();
  }

  /** Bumped by each update: an update that waited for an outline while a newer one started gives way. */
  private updates = 0;

  async update(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const doc = editor?.document.languageId === 'gtree' ? editor.document : null;
    const mine = ++this.updates;
    const outline = doc ? (await this.analyses.outline(doc)).outline : null;
    if (mine !== this.updates) return;
    const index = doc && outline ? treeIndexAt(outline.trees, editor!.document.offsetAt(editor!.selection.active)) : -1;
    const found = index >= 0 ? outline!.trees[index] : null;
    if (doc && found && this.practised(doc, index)) return;
    if (found?.answers) {
      this.answers.text = `$(checklist) ${found.answers}`;
      this.answers.show();
    } else {
      this.answers.text = ''; // a hidden count is no count: answersText says so
      this.answers.hide();
    }
    if (!editor || !doc || !found) return this.item.hide();
    // A large document's run is not repeated here after an edit (that would parse it on the host): see Runs.done.
    const last = this.analyses.isLarge(doc) ? this.runs.done(doc, index) : this.runs.current(doc, index);
    const args = [doc.uri.toString(), index];
    // Asked once: the first ask of a run starts its solve (null for a run that succeeded or a tree without an unknown).
    const brief = isRun(last) ? this.briefs.of(last, doc) : null;
    if (isRun(last) && last.outcome.ok) {
      const trace = last.outcome.trace;
      const other = otherAlgorithm(trace);
      this.item.text = [
        `$(type-hierarchy) ${ALGORITHMS[trace.algorithm].title}${other ? ` (${other.short})` : ''} = ${formatValue(trace.value, trace.tree.numberStyle)}`,
        ...pvPart(trace, STATUS_PV_STEPS),
      ].join(' · ');
      this.item.tooltip = [...pvPart(trace), describeTotals(trace.totals), ...(other ? [other.long] : []), 'Click to choose another algorithm.'].join('\n');
      this.item.command = { title: 'Algorithm…', command: 'gtree.pickAlgorithm', arguments: args };
    } else if (isRun(last) && brief !== null) {
      // No single run: solved over the unknown's range, as the diagram shows it (in a moment: solved off the host's thread).
      const [value, cuts] = brief ?? [`solving for every ${last.tree.unknown?.name ?? 'value'}…`, 'Solving over the unknown’s range.'];
      this.item.text = `$(type-hierarchy) ${ALGORITHMS[last.algorithm].title} ${value}`;
      this.item.tooltip = `${cuts}\nClick to choose another algorithm.`;
      this.item.command = { title: 'Algorithm…', command: 'gtree.pickAlgorithm', arguments: args };
    } else if (found.algorithm !== null) {
      this.item.text = `$(play) Run ${ALGORITHMS[found.algorithm].title}`;
      this.item.tooltip = isRun(last) && !last.outcome.ok ? last.outcome.message : 'Run this tree';
      this.item.command = { title: 'Run', command: 'gtree.run', arguments: args };
    } else {
      this.item.text = '$(error) gtree: fix the errors to run';
      this.item.tooltip = undefined;
      this.item.command = 'workbench.actions.view.problems';
    }
    this.item.show();
  }

  /** A practised tree: its counts of answers (blanks too), never its run's value or principal variation. */
  private practised(doc: vscode.TextDocument, index: number): boolean {
    const sheet = this.sheets.sheet(doc, index);
    if (sheet === null) return false;
    const args = [doc.uri.toString(), index];
    if (typeof sheet === 'string') {
      this.item.text = '$(mortar-board) Practising';
      this.item.tooltip = sheet;
      this.answers.hide();
    } else {
      this.item.text = `$(mortar-board) Practising ${ALGORITHMS[sheet.trace.algorithm].title}`;
      this.item.tooltip = `Click for the next step: what to work out next, and why.\n${focusDiagramHint()}`;
      const counts = countsText(sheet);
      this.answers.text = `$(checklist) ${counts}`;
      if (counts) this.answers.show();
      else this.answers.hide();
    }
    this.item.command = { title: 'Next step', command: 'gtree.practice.nextStep', arguments: args };
    this.item.show();
    return true;
  }

  /** The status bar's texts, for tests. */
  get text(): string {
    return this.item.text;
  }

  get answersText(): string | null {
    return this.answers.text || null;
  }
}
