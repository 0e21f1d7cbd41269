import * as vscode from 'vscode';
import type { AlgorithmName, CheckResult, GameTree, RunOutcome } from '../../core';
import type { Analyses } from './analysis';
import { Disposer } from './disposer';

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

/** A tree's place in one version of a document, as the outline and the parse both tell it. */
export interface TreePlace {
  readonly name: string | null;
  readonly start: number;
  readonly end: number;
}

/**
 * The algorithms chosen in one document. A named tree is known by its name (and, when names
 * repeat, by which of them it is); an unnamed one by where it starts, moved along with every
 * edit, so a tree written above it does not hand it another tree's choice.
 */
class Choices {
  private readonly named = new Map<string, AlgorithmName | null>();
  private readonly unnamed: { at: number; algorithm: AlgorithmName | null }[] = [];

  get(trees: readonly TreePlace[], index: number): AlgorithmName | null | undefined {
    const key = nameKey(trees, index);
    if (key !== null) return this.named.get(key);
    return this.unnamedAt(trees[index])?.algorithm;
  }

  set(trees: readonly TreePlace[], index: number, algorithm: AlgorithmName | null): void {
    const key = nameKey(trees, index);
    if (key !== null) return void this.named.set(key, algorithm);
    const found = this.unnamedAt(trees[index]);
    if (found) found.algorithm = algorithm;
    else this.unnamed.push({ at: trees[index].start, algorithm });
  }

  /** Moves the unnamed trees' places along with an edit (the changes of one event all refer to the text before it). */
  edited(changes: readonly vscode.TextDocumentContentChangeEvent[]): void {
    for (const entry of this.unnamed) {
      let shift = 0;
      for (const c of changes) {
        if (c.rangeOffset + c.rangeLength <= entry.at) shift += c.text.length - c.rangeLength;
        else if (c.rangeOffset < entry.at) shift += c.rangeOffset - entry.at; // its start was replaced: it starts where the edit did
      }
      entry.at += shift;
    }
  }

  private unnamedAt(tree: TreePlace | undefined): { at: number; algorithm: AlgorithmName | null } | undefined {
    return tree ? this.unnamed.find((e) => tree.start <= e.at && e.at <= tree.end) : undefined;
  }
}

/** A named tree's key: its name, with its rank among the trees of that name when names repeat; null for an unnamed tree. */
function nameKey(trees: readonly TreePlace[], index: number): string | null {
  const name = trees[index]?.name;
  if (name === null || name === undefined) return null;
  let rank = 0;
  for (let i = 0; i < index; i++) if (trees[i].name === name) rank++;
  return rank === 0 ? name : `${name}\u0000${rank}`;
}

/** The places of a parse's trees. */
export const placesOf = (result: CheckResult): TreePlace[] =>
  result.trees.map(({ syntax }) => ({ name: syntax.name?.text ?? null, start: syntax.start, end: syntax.end }));

/**
 * The trees the user has run, each with the algorithm last chosen for it. A tree once run
 * stays "live": after an edit, asking for its run gives the run of the new text with the same
 * algorithm. The runs themselves are the analysis layer's (one per tree version and
 * algorithm), so asking again costs nothing.
 */
export class Runs extends Disposer {
  private readonly chosen = new Map<string, Choices>();
  private readonly emitter = this.own(new vscode.EventEmitter<TreeRun>());
  private readonly remembered = this.own(new vscode.EventEmitter<void>());
  /** Fires after a run the user asked for (not after the quiet re-runs that follow edits). */
  readonly onDidRun = this.emitter.event;
  /** Fires when a tree is marked as run without a run (`remember`): what shows runs has something new to show. */
  readonly onDidRemember = this.remembered.event;

  constructor(private readonly analyses: Analyses) {
    super();
    this.own(vscode.workspace.onDidChangeTextDocument((e) => this.chosen.get(e.document.uri.toString())?.edited(e.contentChanges)));
  }

  /** Runs a tree now; `algorithm` overrides the tree's own from now on (null: back to the tree's). */
  run(doc: vscode.TextDocument, treeIndex: number, algorithm?: AlgorithmName | null): TreeRun | NoRun {
    const key = doc.uri.toString();
    const choices = this.chosen.get(key) ?? new Choices();
    this.chosen.set(key, choices);
    const places = placesOf(this.analyses.of(doc));
    if (treeIndex < places.length) {
      if (algorithm !== undefined) choices.set(places, treeIndex, algorithm);
      else if (choices.get(places, treeIndex) === undefined) choices.set(places, treeIndex, null);
    }
    const result = this.compute(doc, treeIndex, choices.get(places, treeIndex) ?? null);
    if (isRun(result)) this.emitter.fire(result);
    return result;
  }

  /** The run of a tree for the document as it is now (searched now if need be), or null if the user never ran it. */
  current(doc: vscode.TextDocument, treeIndex: number): TreeRun | NoRun | null {
    const algorithm = this.choiceOf(doc, treeIndex);
    return algorithm === undefined ? null : this.compute(doc, treeIndex, algorithm);
  }

  /**
   * `current`, with the search of a large document made in the worker thread (where the host
   * has one) rather than here: for the features that follow an edit and may wait, the hover and
   * the diagram.
   */
  async currentOffThread(doc: vscode.TextDocument, treeIndex: number, cancel: vscode.CancellationToken): Promise<TreeRun | NoRun | null> {
    const algorithm = this.choiceOf(doc, treeIndex);
    if (algorithm === undefined) return null;
    if (this.analyses.isLarge(doc) && this.done(doc, treeIndex) === null) await this.analyses.runOffThread(doc, treeIndex, algorithm, cancel);
    return cancel.isCancellationRequested ? null : this.current(doc, treeIndex);
  }

  /**
   * `current`, without parsing or searching: the run if it has been made for the document as
   * it is now, else null. Automatic features of a large document use it (code lenses, the
   * status bar), so that an edit does not parse and run the whole tree on the host; the hover
   * and the diagram still follow the edit with `current`.
   */
  done(doc: vscode.TextDocument, treeIndex: number): TreeRun | NoRun | null {
    if (!this.analyses.parsed(doc)) return null;
    const algorithm = this.choiceOf(doc, treeIndex);
    const tree = this.analyses.of(doc).trees[treeIndex]?.model;
    if (algorithm === undefined || !tree) return null;
    const outcome = this.analyses.ranAlready(tree, algorithm ?? tree.settings.algorithm);
    return outcome && this.compute(doc, treeIndex, algorithm);
  }

  /** Marks a tree as run with `algorithm` (null: its own) without running it: a diagram brought back after a window reload. */
  remember(doc: vscode.TextDocument, treeIndex: number, algorithm: AlgorithmName | null): void {
    const places = placesOf(this.analyses.of(doc));
    if (treeIndex >= places.length) return;
    const choices = this.chosen.get(doc.uri.toString()) ?? new Choices();
    this.chosen.set(doc.uri.toString(), choices);
    choices.set(places, treeIndex, algorithm);
    this.remembered.fire();
  }

  /** `chosenAlgorithm` of the document as it is now. */
  choiceOf(doc: vscode.TextDocument, treeIndex: number): AlgorithmName | null | undefined {
    return this.chosenAlgorithm(doc, placesOf(this.analyses.of(doc)), treeIndex);
  }

  /** The algorithm last chosen for tree `index` of `trees` (this version's): null for its own; undefined when the user never ran it. */
  chosenAlgorithm(doc: vscode.TextDocument, trees: readonly TreePlace[], index: number): AlgorithmName | null | undefined {
    return this.chosen.get(doc.uri.toString())?.get(trees, index);
  }

  forget(doc: vscode.TextDocument): void {
    this.chosen.delete(doc.uri.toString());
  }

  private compute(doc: vscode.TextDocument, treeIndex: number, algorithm: AlgorithmName | null): TreeRun | NoRun {
    const entry = this.analyses.of(doc).trees[treeIndex];
    if (!entry) return { problem: `There is no tree ${treeIndex + 1} in this file any more.` };
    if (!entry.model) return { problem: `${entry.syntax.name ? `Tree "${entry.syntax.name.text}"` : 'This tree'} has errors: fix them to run it.` };
    const tree = entry.model;
    const chosen = algorithm ?? tree.settings.algorithm;
    return { uri: doc.uri.toString(), version: doc.version, treeIndex, tree, algorithm: chosen, outcome: this.analyses.runOf(tree, chosen) };
  }
}

export const isRun = (r: TreeRun | NoRun | null): r is TreeRun => r !== null && 'outcome' in r;
