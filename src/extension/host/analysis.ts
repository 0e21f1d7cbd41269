import * as vscode from 'vscode';
import {
  checkText,
  outlineOf,
  run,
  runFromState,
  treeIndexAt,
  type AlgorithmName,
  type CheckResult,
  type GameNode,
  type GameTree,
  type RunOutcome,
  type TreeResult,
} from '../../core';
import type { HostPlatform, VersionedOutline } from './outliner';

/**
 * Documents of at least this many characters are outlined in a worker thread; smaller ones
 * on the host, from the shared parse. Chosen by measurement (docs/extension.md): below it a
 * parse with the answers' runs takes the host less than about 50 ms, a frame or two.
 */
export const LARGE_DOCUMENT = 64 * 1024;

/**
 * One parse per document version, shared by the features that need the tree (hover, runs,
 * the diagram, quick fixes); one run per tree of that parse and algorithm, shared the same
 * way (the answers' check, the hover, the lens, the status bar, the diagram, the fixes); and
 * one outline per version (diagnostics, code lenses, folding, the status bar), made in a
 * worker thread for a large document where the host can start one (desktop), so that typing in
 * a 1 MB file never waits for the parse; the web host makes every outline on its own thread.
 */
export class Analyses {
  private readonly cache = new Map<string, { version: number; result: CheckResult }>();
  private readonly outlines = new Map<string, { version: number; reveal: boolean; locate: boolean; outline: Promise<VersionedOutline> }>();
  /**
   * Runs by tree and algorithm. A parse's trees belong to one document version, so the tree
   * object is the (document version, tree) key, and a run goes with its parse when the next
   * version replaces it.
   */
  private readonly runs = new WeakMap<GameTree, Map<AlgorithmName, RunOutcome>>();
  /** How many times a document was parsed on the host (for tests: typing in a large document must not add to it). */
  hostParses = 0;
  /** How many searches ran on the host (for tests: one per tree version and algorithm, however many features read it). */
  hostSearches = 0;

  constructor(
    private readonly platform: HostPlatform,
    /** Whether a tree of the document is being practised: its missing cuts are then never located (see `outline`). */
    private readonly practising: (doc: vscode.TextDocument) => boolean = () => false,
  ) {}

  /** The parsed document, here on the host (a large document pays for it here only when a feature needs its tree). */
  of(doc: vscode.TextDocument): CheckResult {
    const key = doc.uri.toString();
    const hit = this.cache.get(key);
    if (hit && hit.version === doc.version) return hit.result;
    const result = checkText(doc.getText());
    this.hostParses++;
    this.cache.set(key, { version: doc.version, result });
    return result;
  }

  /**
   * The run of `tree` (of a parse from `of`) with `algorithm` (by default its own): searched
   * on first use, then shared. It keeps the replay's events, which the diagram needs.
   */
  runOf(tree: GameTree, algorithm: AlgorithmName = tree.settings.algorithm): RunOutcome {
    const byAlgorithm = this.runsOf(tree);
    let outcome = byAlgorithm.get(algorithm);
    if (!outcome) {
      outcome = run(tree, { algorithm });
      this.hostSearches++;
      byAlgorithm.set(algorithm, outcome);
    }
    return outcome;
  }

  /** How many runs the worker thread made for the host (tests: a large document's run searches there, not here). */
  threadRuns = 0;

  /**
   * Runs tree `treeIndex` of a large document in the worker thread, where the desktop host has
   * one, and keeps the run for the host's parse of the same version, so that the run asked for
   * next (`runOf`) is found made: the search, the heavy part, leaves the host's thread; the tree
   * does not cross (parsing it costs the host less than a structured clone of it), the run does,
   * as plain data. Does nothing for a small document, in the web host, or when the document
   * changed meanwhile: the run is then made here, as before. False when cancelled.
   */
  async runOffThread(doc: vscode.TextDocument, treeIndex: number, algorithm: AlgorithmName | null, cancel: vscode.CancellationToken): Promise<boolean> {
    const outliner = this.platform.outliner;
    if (!outliner || !this.isLarge(doc)) return true;
    const version = doc.version;
    const ran = await outliner.run(doc.getText(), treeIndex, algorithm, cancel);
    if (ran === null) return false;
    if (!ran.result || doc.version !== version) return true;
    const tree = this.of(doc).trees[treeIndex]?.model;
    if (!tree) return true;
    this.runsOf(tree).set(algorithm ?? tree.settings.algorithm, runFromState(tree, ran.result));
    if (ran.inThread) this.threadRuns++;
    else this.hostSearches++;
    return true;
  }

  /** The runs made of `tree`, by algorithm (made empty at the first). */
  private runsOf(tree: GameTree): Map<AlgorithmName, RunOutcome> {
    let byAlgorithm = this.runs.get(tree);
    if (!byAlgorithm) this.runs.set(tree, (byAlgorithm = new Map()));
    return byAlgorithm;
  }

  /** The run of `tree` with `algorithm` if it has been made, without searching. */
  ranAlready(tree: GameTree, algorithm: AlgorithmName): RunOutcome | null {
    return this.runs.get(tree)?.get(algorithm) ?? null;
  }

  /** Whether the document's tree, for its current version, is parsed on the host already. */
  parsed(doc: vscode.TextDocument): boolean {
    return this.cache.get(doc.uri.toString())?.version === doc.version;
  }

  /**
   * Whether the document is large: outlined in the worker thread where the host has one (the web host
   * outlines it here), and its runs not repeated after every edit for the lens and the status bar.
   */
  isLarge(doc: vscode.TextDocument): boolean {
    return lengthOf(doc) >= LARGE_DOCUMENT;
  }

  /**
   * The outline of the document as it is now (or, when it changed meanwhile, as it is then:
   * the answer says which version). Answer warnings say the right answer when the setting
   * `gtree.check.revealAnswers` says so. While a tree of the document is practised, a missing
   * cut is one line for its tree ("2 cuts still to mark"), never located on the edge to find.
   */
  outline(doc: vscode.TextDocument): Promise<VersionedOutline> {
    const reveal = vscode.workspace.getConfiguration('gtree', doc.uri).get<boolean>('check.revealAnswers', false);
    const locate = !this.practising(doc);
    const key = doc.uri.toString();
    const hit = this.outlines.get(key);
    if (hit && hit.version === doc.version && hit.reveal === reveal && hit.locate === locate) return hit.outline;
    const version = doc.version;
    const outline =
      this.platform.outliner && this.isLarge(doc) && !this.parsed(doc) && locate
        ? this.platform.outliner.outline(key, version, doc.getText(), reveal)
        : Promise.resolve({ version, outline: outlineOf(this.of(doc), { reveal, locateMissingCuts: locate }, (tree) => this.runOf(tree)) });
    this.outlines.set(key, { version, reveal, locate, outline });
    return outline;
  }

  forget(doc: vscode.TextDocument): void {
    this.cache.delete(doc.uri.toString());
    this.outlines.delete(doc.uri.toString());
  }

  /**
   * Whether a provider's request was cancelled, after letting the messages that wait arrive
   * (a cancellation is one): its parse and search are synchronous, so this is the moment to
   * skip them for a request that nobody waits for any more (the mouse moved on, the text changed).
   */
  async cancelled(token: vscode.CancellationToken): Promise<boolean> {
    await this.platform.nextTurn();
    return token.isCancellationRequested;
  }
}

/** The document's length in characters, without copying its text. */
const lengthOf = (doc: vscode.TextDocument): number => doc.offsetAt(doc.lineAt(doc.lineCount - 1).range.end);

/** The tree whose text holds `offset`; between trees, the one before it; before all, the first. */
export function treeAt(result: CheckResult, offset: number): { entry: TreeResult; index: number } | null {
  const index = treeIndexAt(
    result.trees.map((t) => t.syntax),
    offset,
  );
  return index < 0 ? null : { entry: result.trees[index], index };
}

/** The innermost written node whose text holds `offset`, by binary search over the pre-order (which is source order). */
export function nodeAt(tree: GameTree, offset: number): GameNode | null {
  const nodes = tree.allNodes();
  let lo = 0;
  let hi = nodes.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nodes[mid].syntax.start <= offset) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let n: GameNode | null = last >= 0 ? nodes[last] : null; n; n = n.parent) {
    if (n.syntax.start <= offset && offset <= n.syntax.end) return n;
  }
  return null;
}
