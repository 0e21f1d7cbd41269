import * as vscode from 'vscode';
import { run, type AlgorithmName, type GameTree, type RunOutcome } from '../core';
import type { Analyses } from './analysis';

/** One run of one tree of one document version. */
export interface TreeRun {
  readonly uri: string;
  readonly version: number;
  readonly treeIndex: number;
  readonly tree: GameTree;
  readonly algorithm: AlgorithmName;
  readonly outcome: RunOutcome;
}

/** Why a tree cannot run at all: it has errors, or there is no such tree. */
export interface NoRun {
  readonly problem: string;
}

/**
 * The latest run of each tree the user has run. A tree once run stays "live": after an
 * edit, asking for its run runs it again on the new text, with the algorithm last chosen.
 */
export class Runs implements vscode.Disposable {
  private readonly chosen = new Map<string, Map<number, AlgorithmName | null>>();
  private readonly latest = new Map<string, Map<number, TreeRun>>();
  private readonly emitter = new vscode.EventEmitter<TreeRun>();
  /** Fires after a run the user asked for (not after the quiet re-runs that follow edits). */
  readonly onDidRun = this.emitter.event;

  constructor(private readonly analyses: Analyses) {}

  /** Runs a tree now; `algorithm` overrides the tree's own from now on (null: back to the tree's). */
  run(doc: vscode.TextDocument, treeIndex: number, algorithm?: AlgorithmName | null): TreeRun | NoRun {
    const key = doc.uri.toString();
    const trees = this.chosen.get(key) ?? new Map<number, AlgorithmName | null>();
    this.chosen.set(key, trees);
    if (algorithm !== undefined) trees.set(treeIndex, algorithm);
    else if (!trees.has(treeIndex)) trees.set(treeIndex, null);
    const result = this.compute(doc, treeIndex, trees.get(treeIndex) ?? null);
    if (isRun(result)) this.emitter.fire(result);
    return result;
  }

  /** The run of a tree for the document as it is now, or null if the user never ran it. */
  current(doc: vscode.TextDocument, treeIndex: number): TreeRun | NoRun | null {
    const key = doc.uri.toString();
    const chosen = this.chosen.get(key);
    if (!chosen?.has(treeIndex)) return null;
    return this.done(doc, treeIndex) ?? this.compute(doc, treeIndex, chosen.get(treeIndex) ?? null);
  }

  /**
   * `current`, without running anything: the latest run if it is of the document as it is now,
   * else null. Automatic features of a large document use it (code lenses, the status bar), so
   * that an edit does not parse and run the whole tree on the host; the hover and the diagram
   * still follow the edit with `current`.
   */
  done(doc: vscode.TextDocument, treeIndex: number): TreeRun | NoRun | null {
    const last = this.latest.get(doc.uri.toString())?.get(treeIndex);
    return last && last.version === doc.version ? last : null;
  }

  /** The algorithm last chosen for a tree: null for its own; undefined when the user never ran it. */
  chosenAlgorithm(doc: vscode.TextDocument, treeIndex: number): AlgorithmName | null | undefined {
    return this.chosen.get(doc.uri.toString())?.get(treeIndex);
  }

  /** Tree indices the user has run in this document. */
  liveTrees(doc: vscode.TextDocument): number[] {
    return [...(this.chosen.get(doc.uri.toString())?.keys() ?? [])];
  }

  forget(doc: vscode.TextDocument): void {
    this.chosen.delete(doc.uri.toString());
    this.latest.delete(doc.uri.toString());
  }

  dispose(): void {
    this.emitter.dispose();
  }

  private compute(doc: vscode.TextDocument, treeIndex: number, algorithm: AlgorithmName | null): TreeRun | NoRun {
    const entry = this.analyses.of(doc).trees[treeIndex];
    if (!entry) return { problem: `There is no tree ${treeIndex + 1} in this file any more.` };
    if (!entry.model) return { problem: `${entry.syntax.name ? `Tree "${entry.syntax.name.text}"` : 'This tree'} has errors: fix them to run it.` };
    const tree = entry.model;
    const chosen = algorithm ?? tree.settings.algorithm;
    const result: TreeRun = { uri: doc.uri.toString(), version: doc.version, treeIndex, tree, algorithm: chosen, outcome: run(tree, { algorithm: chosen }) };
    const perDoc = this.latest.get(result.uri) ?? new Map<number, TreeRun>();
    perDoc.set(treeIndex, result);
    this.latest.set(result.uri, perDoc);
    return result;
  }
}

export const isRun = (r: TreeRun | NoRun | null): r is TreeRun => r !== null && 'outcome' in r;
