import * as vscode from 'vscode';
import type { Hint } from '../core';
import { Disposer } from './disposer';

/** When a student's answers are judged: at once ("check as I go"), or when they press Check. */
export type CheckMode = 'asYouGo' | 'onCheck';

/** One tree being practised: what the student has asked to see. */
export interface TreePractice {
  /** Show solution is on: the diagram carries the run's answers (the file is unchanged). */
  solutionShown: boolean;
  /** Check was pressed since the last edit (only read under "check when I press Check"). */
  checkPressed: boolean;
  /** The hint on show (Next step), kept until the next edit. */
  hint: Hint | null;
  /** The node whose answer was written last, for the live region's words after the redraw; null when none is due. */
  announce: number | null;
}

/** The key of a tree of a document. */
const keyOf = (doc: vscode.TextDocument, treeIndex: number): string => `${doc.uri.toString()}#${treeIndex}`;

/**
 * Which trees of which documents are being practised, and what the student asked to see there.
 * A tree in practice mode gives no computed answer away (diagram, hover, lens, status bar,
 * diagnostics) until the student asks for it. Trees are known by their index in the document.
 */
export class Practice extends Disposer {
  private readonly trees = new Map<string, TreePractice>();
  private readonly changed = this.own(new vscode.EventEmitter<vscode.TextDocument>());
  /** Fires when practice starts or stops on a tree of the document, or what it shows changes. */
  readonly onDidChange = this.changed.event;

  constructor() {
    super();
    this.own(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length === 0) return;
        // An edit makes the hint on show stale, and under "check when I press Check" the answers unchecked again.
        for (const [key, state] of this.trees) {
          if (!key.startsWith(`${e.document.uri.toString()}#`)) continue;
          state.checkPressed = false;
          state.hint = null;
        }
      }),
    );
    this.own(
      vscode.workspace.onDidCloseTextDocument((doc) => {
        for (const key of [...this.trees.keys()]) if (key.startsWith(`${doc.uri.toString()}#`)) this.trees.delete(key);
      }),
    );
  }

  /** The tree's practice, or null when it is not being practised. */
  of(doc: vscode.TextDocument, treeIndex: number): TreePractice | null {
    return this.trees.get(keyOf(doc, treeIndex)) ?? null;
  }

  isPractising(doc: vscode.TextDocument, treeIndex: number): boolean {
    return this.trees.has(keyOf(doc, treeIndex));
  }

  /** Whether any tree of the document is being practised. */
  anyIn(doc: vscode.TextDocument): boolean {
    const prefix = `${doc.uri.toString()}#`;
    for (const key of this.trees.keys()) if (key.startsWith(prefix)) return true;
    return false;
  }

  start(doc: vscode.TextDocument, treeIndex: number): void {
    if (this.isPractising(doc, treeIndex)) return;
    this.trees.set(keyOf(doc, treeIndex), { solutionShown: false, checkPressed: false, hint: null, announce: null });
    this.changed.fire(doc);
  }

  stop(doc: vscode.TextDocument, treeIndex: number): void {
    if (this.trees.delete(keyOf(doc, treeIndex))) this.changed.fire(doc);
  }

  /** Changes what a practised tree shows (Check, a hint, the solution) and tells the listeners; false when it is not practised. */
  update(doc: vscode.TextDocument, treeIndex: number, change: (state: TreePractice) => void): boolean {
    const state = this.of(doc, treeIndex);
    if (!state) return false;
    change(state);
    this.changed.fire(doc);
    return true;
  }

  /** The setting `gtree.practice.check` for the document. */
  mode(doc: vscode.TextDocument): CheckMode {
    return vscode.workspace.getConfiguration('gtree', doc.uri).get<CheckMode>('practice.check', 'asYouGo') === 'onCheck' ? 'onCheck' : 'asYouGo';
  }

  /** Whether the tree's answers are judged now: always as the student goes, else once Check was pressed (and nothing edited since). */
  checked(doc: vscode.TextDocument, treeIndex: number): boolean {
    const state = this.of(doc, treeIndex);
    return state !== null && (this.mode(doc) === 'asYouGo' || state.checkPressed || state.solutionShown);
  }
}
