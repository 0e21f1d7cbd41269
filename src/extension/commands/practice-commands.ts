import * as vscode from 'vscode';
import { applyEdits, blankSheet, blanksAllUnasked, hasBlanks, type GameTree, type TextEdit } from '../../core';
import type { Analyses } from '../host/analysis';
import type { DiagramPanels } from '../diagram/diagram-panels';
import type { Practice } from '../practice/practice-state';
import { newPracticeTree } from '../practice/practice-new';
import { countsText, type PracticeSheets } from '../practice/practice-sheets';
import { resolveTarget, type Target } from '../host/target';
import { openUntitled } from '../host/untitled';

/** What a practice command returns to its caller (tests, key bindings): whether it did something, and what it said. */
export interface PracticeOutcome {
  readonly ok: boolean;
  readonly message: string;
}

/**
 * The commands of practice mode, and its start: a tree with blanks is practised as soon as its
 * document opens; any other is practised on a blank copy ("Practise this tree").
 */
export function registerPractice(context: vscode.ExtensionContext, analyses: Analyses, sheets: PracticeSheets, panels: DiagramPanels): void {
  const practice = sheets.practice;
  const startSheets = (doc: vscode.TextDocument): void => {
    // A large document is a generated tree, not an exercise sheet: its parse is not paid for on opening.
    if (doc.languageId !== 'gtree' || analyses.isLarge(doc)) return;
    // What the workspace remembers of the file comes first: a tree the student stopped stays stopped, a practised one stays practised.
    analyses.of(doc).trees.forEach(({ model }, index) => {
      const remembered = practice.remembered(doc, index);
      if (remembered ?? (model !== null && isExercise(model))) practice.start(doc, index);
    });
  };
  /** A tree with blanks where its run asks for answers; a key or a finished sheet, whose blanks are all in pruned subtrees, is none. */
  const isExercise = (model: GameTree): boolean => {
    if (!hasBlanks(model)) return false;
    const outcome = analyses.runOf(model);
    return !outcome.ok || !blanksAllUnasked(outcome.trace);
  };
  const said = (message: string, ok = true): PracticeOutcome => {
    void vscode.window.showInformationMessage(`gtree: ${message}`);
    return { ok, message };
  };
  const target = (uri?: unknown, treeIndex?: unknown): Promise<Target | null> => resolveTarget(analyses, uri, treeIndex);
  const noTree = (): PracticeOutcome => said('open a .gtree file and put the cursor in a tree.', false);
  /** The practised tree a command works on; a message when the tree is not practised. */
  const practised = async (uri: unknown, treeIndex: unknown): Promise<Target | PracticeOutcome> => {
    const t = await target(uri, treeIndex);
    if (!t) return noTree();
    if (!practice.isPractising(t.doc, t.treeIndex)) return said('this tree is not being practised: run "gtree: Practise this tree" first.', false);
    return t;
  };
  const isTarget = (t: Target | PracticeOutcome): t is Target => 'doc' in t;
  /** Changes what a practised tree shows and opens its diagram on it. */
  const show = async (uri: unknown, treeIndex: unknown, change: Parameters<Practice['update']>[2], message: string): Promise<PracticeOutcome> => {
    const t = await practised(uri, treeIndex);
    if (!isTarget(t)) return t;
    practice.update(t.doc, t.treeIndex, change);
    panels.show(t.doc, t.treeIndex);
    return { ok: true, message };
  };

  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(startSheets),
    // A practised document saved under a new name (Save As) goes on in its diagram if the old one had one open.
    practice.onDidCarry(({ doc, trees, diagram }) => diagram && trees.length > 0 && panels.show(doc, trees[0])),
    vscode.commands.registerCommand('gtree.practice.start', async (uri?: unknown, treeIndex?: unknown): Promise<PracticeOutcome> => {
      const t = await target(uri, treeIndex);
      if (!t) return noTree();
      const entry = analyses.of(t.doc).trees[t.treeIndex];
      if (!entry?.model) return said('this tree has errors: fix them to practise it.', false);
      // A sheet with blanks is practised where it is; a solved tree on a blank copy, so its answers are not lost.
      if (hasBlanks(entry.model)) {
        practice.start(t.doc, t.treeIndex);
        panels.show(t.doc, t.treeIndex);
        return { ok: true, message: 'practising this tree' };
      }
      const text = t.doc.getText();
      const { start, end } = entry.syntax;
      const edits = blankSheet(entry.model, text).map((e): TextEdit => ({ ...e, start: e.start - start, end: e.end - start }));
      const name = t.doc.uri.path.split('/').pop() ?? 'the file';
      const copy = `# A blank copy of ${entry.model.name ? `"${entry.model.name}"` : `tree ${t.treeIndex + 1}`} of ${name}, to practise:\n# fill in every =? and <?, ?> in the diagram or here, and mark the pruned edges.\n${applyEdits(text.slice(start, end), edits)}\n`;
      const doc = await openUntitled(copy);
      if (!doc) return said('VS Code kept handing back an older untitled document instead of a new one; please run the command again.', false);
      await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
      practice.start(doc, 0);
      panels.show(doc, 0);
      return { ok: true, message: `practising a blank copy: ${doc.uri.toString()}` };
    }),
    vscode.commands.registerCommand('gtree.practice.stop', async (uri?: unknown, treeIndex?: unknown): Promise<PracticeOutcome> => {
      const t = await practised(uri, treeIndex);
      if (!isTarget(t)) return t;
      practice.stop(t.doc, t.treeIndex);
      return { ok: true, message: 'stopped practising' };
    }),
    vscode.commands.registerCommand('gtree.practice.showSolution', (uri?: unknown, treeIndex?: unknown) =>
      show(uri, treeIndex, (state) => (state.solutionShown = true), 'the solution is shown in the diagram; the file is unchanged'),
    ),
    vscode.commands.registerCommand('gtree.practice.hideSolution', (uri?: unknown, treeIndex?: unknown) =>
      show(uri, treeIndex, (state) => (state.solutionShown = false), 'the solution is hidden'),
    ),
    vscode.commands.registerCommand('gtree.practice.check', async (uri?: unknown, treeIndex?: unknown): Promise<PracticeOutcome> => {
      const outcome = await show(uri, treeIndex, (state) => (state.checkPressed = true), 'checked');
      const t = outcome.ok ? await target(uri, treeIndex) : null;
      const sheet = t && sheets.sheet(t.doc, t.treeIndex);
      if (!sheet || typeof sheet === 'string') return outcome;
      return { ok: true, message: countsText(sheet) };
    }),
    /** `from` is 'diagram' when the diagram's button asked: the hint shows there, without a notification too. */
    vscode.commands.registerCommand('gtree.practice.nextStep', async (uri?: unknown, treeIndex?: unknown, from?: unknown): Promise<PracticeOutcome> => {
      const t = await practised(uri, treeIndex);
      if (!isTarget(t)) return t;
      const sheet = sheets.nextStep(t.doc, t.treeIndex);
      if (typeof sheet === 'string') return said(sheet, false);
      panels.show(t.doc, t.treeIndex);
      const hint = sheet?.hint;
      if (!hint) return said('every answer is right. Well done!');
      // The hint's words name its node ("C is visited with α = 3, …").
      return from === 'diagram' ? { ok: true, message: hint.text } : said(hint.text);
    }),
    vscode.commands.registerCommand('gtree.practice.new', async (request?: unknown) => {
      const made = await newPracticeTree(request);
      if (!made.ok) return made.message === 'cancelled' ? made : said(made.message, false);
      const doc = await openUntitled(made.text, made.name);
      if (!doc) return said('VS Code kept handing back an older untitled document instead of a new one; please run the command again.', false);
      await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
      practice.start(doc, 0);
      panels.show(doc, 0);
      void vscode.window.showInformationMessage(`gtree: a new practice tree, seed ${made.seed}: the same seed gives the same tree to anyone who asks for it.`);
      return { ok: true, message: doc.uri.toString(), seed: made.seed, cuts: made.cuts };
    }),
  );
  vscode.workspace.textDocuments.forEach(startSheets);
}
