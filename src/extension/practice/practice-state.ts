import * as vscode from 'vscode';
import type { Hint } from '../../core';
import { Disposer } from '../host/disposer';
import { PracticeMemory } from './practice-memory';

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

/** A practised document carried to another URI (Save As, rename): the new document, its practised trees, whether the old one had a diagram open. */
export interface Carried {
  readonly doc: vscode.TextDocument;
  readonly trees: readonly number[];
  readonly diagram: boolean;
}

/** A practised document closed a moment ago, kept for the Save As that opens its text under a new name. */
interface Closed {
  readonly uri: string;
  readonly text: string;
  readonly trees: ReadonlyMap<number, TreePractice>;
  readonly diagram: boolean;
  readonly at: number;
}

/** How long a closed document's practice waits for its Save As copy to open (VS Code opens it at once). */
const CARRY_MS = 10_000;

/** The key of a tree of a document. */
const keyOf = (uri: string, treeIndex: number): string => `${uri}#${treeIndex}`;
const treeOfKey = (key: string): number => Number(key.slice(key.lastIndexOf('#') + 1));

/** A text as Save As may write it: save participants may trim trailing spaces or add a final newline. */
const saved = (text: string): string => text.replace(/[ \t]+$/gm, '').replace(/\n+$/, '');

/**
 * Which trees of which documents are being practised, and what the student asked to see there.
 * A tree in practice mode gives no computed answer away (diagram, hover, lens, status bar,
 * diagnostics) until the student asks for it. Trees are known by their index in the document.
 *
 * Practice follows the file, not the editor tab: the workspace remembers it per URI (across
 * reopening and window reloads), a rename carries it to the new URI, and a document opened
 * with the text of a practised one that is open or was closed a moment ago (Save As, an
 * untitled practice tree saved for the first time) takes its practice over, until the student
 * stops practising that document.
 */
export class Practice extends Disposer {
  private readonly trees = new Map<string, TreePractice>();
  private readonly memory: PracticeMemory;
  private closed: Closed[] = [];
  private readonly changed = this.own(new vscode.EventEmitter<vscode.TextDocument>());
  private readonly carriedTo = this.own(new vscode.EventEmitter<Carried>());
  /** Fires when practice starts or stops on a tree of the document, or what it shows changes. */
  readonly onDidChange = this.changed.event;
  /** Fires when a document opened takes over the practice of another (Save As). */
  readonly onDidCarry = this.carriedTo.event;
  /** Whether the document has a diagram open (set by the diagram panels); a Save As copy reopens it. */
  hasDiagram: (uri: string) => boolean = () => false;

  constructor(memento?: vscode.Memento) {
    super();
    this.memory = new PracticeMemory(memento);
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
    this.own(vscode.workspace.onDidOpenTextDocument((doc) => this.opened(doc)));
    // Save As of an untitled document opens the new file before its text is in it (the host sees it empty): its save has the text.
    this.own(vscode.workspace.onDidSaveTextDocument((doc) => this.opened(doc)));
    this.own(vscode.workspace.onDidCloseTextDocument((doc) => this.closing(doc)));
    this.own(vscode.workspace.onWillRenameFiles((e) => e.waitUntil(Promise.all(e.files.map((f) => this.renamed(f.oldUri.toString(), f.newUri.toString()))))));
  }

  /** The tree's practice, or null when it is not being practised. */
  of(doc: vscode.TextDocument, treeIndex: number): TreePractice | null {
    return this.trees.get(keyOf(doc.uri.toString(), treeIndex)) ?? null;
  }

  isPractising(doc: vscode.TextDocument, treeIndex: number): boolean {
    return this.trees.has(keyOf(doc.uri.toString(), treeIndex));
  }

  /** Whether any tree of the document is being practised. */
  anyIn(doc: vscode.TextDocument): boolean {
    return this.keysOf(doc.uri.toString()).length > 0;
  }

  /** What the workspace remembers of the tree: practised (true), stopped by the student (false), or nothing (undefined). */
  remembered(doc: vscode.TextDocument, treeIndex: number): boolean | undefined {
    return this.memory.tree(doc.uri.toString(), treeIndex);
  }

  /** Whether the workspace remembers anything of the document's practice. */
  knows(doc: vscode.TextDocument): boolean {
    return this.memory.of(doc.uri.toString()) !== undefined;
  }

  start(doc: vscode.TextDocument, treeIndex: number): void {
    if (this.isPractising(doc, treeIndex)) return;
    this.trees.set(keyOf(doc.uri.toString(), treeIndex), fresh());
    void this.memory.set(doc.uri.toString(), treeIndex, true);
    this.changed.fire(doc);
  }

  stop(doc: vscode.TextDocument, treeIndex: number): void {
    void this.memory.set(doc.uri.toString(), treeIndex, false);
    if (this.trees.delete(keyOf(doc.uri.toString(), treeIndex))) this.changed.fire(doc);
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

  private keysOf(uri: string): string[] {
    const prefix = `${uri}#`;
    return [...this.trees.keys()].filter((key) => key.startsWith(prefix));
  }

  /**
   * A document closes: its trees' states are kept a moment for a Save As copy of it. An untitled
   * document's name is given again to the next new one, so the workspace forgets it.
   */
  private closing(doc: vscode.TextDocument): void {
    const uri = doc.uri.toString();
    const keys = this.keysOf(uri);
    const now = Date.now();
    this.closed = this.closed.filter((c) => now - c.at < CARRY_MS);
    if (keys.length > 0 || this.memory.of(uri)) {
      const trees = new Map(keys.map((key) => [treeOfKey(key), this.trees.get(key)!]));
      this.closed.push({ uri, text: saved(doc.getText()), trees, diagram: this.hasDiagram(uri), at: now });
    }
    for (const key of keys) this.trees.delete(key);
    if (doc.isUntitled) void this.memory.forget(uri);
  }

  /** A document opens (or is saved) that the workspace knows nothing of: it takes over the practice of a practised one with its text (Save As). */
  private opened(doc: vscode.TextDocument): void {
    const uri = doc.uri.toString();
    // A new untitled document is a new exercise (a blank copy, a new practice tree), never a saved one.
    if (doc.isUntitled || doc.languageId !== 'gtree' || this.memory.of(uri) || this.keysOf(uri).length > 0) return;
    const now = Date.now();
    const practised = vscode.workspace.textDocuments.filter(
      (d) => d !== doc && d.languageId === 'gtree' && (this.keysOf(d.uri.toString()).length > 0 || this.memory.of(d.uri.toString())),
    );
    // Every save of a file comes here: its text is read only when some practice could be carried to it.
    if (practised.length === 0 && !this.closed.some((c) => now - c.at < CARRY_MS)) return;
    const text = saved(doc.getText());
    const open = practised.find((d) => saved(d.getText()) === text);
    const source: Closed | undefined = open
      ? {
          uri: open.uri.toString(),
          text,
          trees: new Map(this.keysOf(open.uri.toString()).map((key) => [treeOfKey(key), this.trees.get(key)!])),
          diagram: this.hasDiagram(open.uri.toString()),
          at: now,
        }
      : [...this.closed].reverse().find((c) => now - c.at < CARRY_MS && c.text === text);
    if (!source) return;
    void this.memory.carry(source.uri, uri, true);
    for (const [index, state] of source.trees) this.trees.set(keyOf(uri, index), { ...state, hint: null, announce: null });
    this.closed = this.closed.filter((c) => c !== source);
    this.changed.fire(doc);
    if (source.trees.size > 0) this.carriedTo.fire({ doc, trees: [...source.trees.keys()], diagram: source.diagram });
  }

  /** A file or folder is renamed: the practice of every file at or under it moves to the new URI. */
  private async renamed(from: string, to: string): Promise<void> {
    const moves = new Set([
      ...this.memory.under(from),
      ...[...this.trees.keys()].map((key) => key.slice(0, key.lastIndexOf('#'))).filter((u) => u === from || u.startsWith(`${from}/`)),
    ]);
    for (const old of moves) {
      const renamed = to + old.slice(from.length);
      for (const key of this.keysOf(old)) this.trees.set(keyOf(renamed, treeOfKey(key)), this.trees.get(key)!);
      await this.memory.carry(old, renamed, false);
    }
  }
}

const fresh = (): TreePractice => ({ solutionShown: false, checkPressed: false, hint: null, announce: null });
