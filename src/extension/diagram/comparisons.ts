import * as vscode from 'vscode';
import type { Analyses } from '../host/analysis';
import { compareProblem, comparing, type CompareResult } from '../host/compare-rows';
import { Disposer } from '../host/disposer';
import type { HostPlatform } from '../host/outliner';

/** A comparison that is still running after this long shows a notification with its progress and a Cancel button. */
const PROGRESS_AFTER_MS = 400;

/** The comparison of one tree of one document version, made or under way. */
interface Made {
  readonly version: number;
  readonly treeIndex: number;
  readonly result: Promise<CompareResult | null>;
  readonly source: vscode.CancellationTokenSource;
}

/**
 * The comparisons of the algorithms (`gtree.compare`, the diagram's Compare table), one per tree
 * and document version: a redraw while the table is open asks again and gets the same one. They
 * are made off the host's thread where it can start one (desktop: the worker thread); in the web
 * host, on its thread one algorithm at a time, answering what waits between algorithms. An edit
 * or closing the document cancels its comparisons under way (nobody can use them any more), and
 * one that takes a while can be cancelled from its progress notification.
 */
export class Comparisons extends Disposer {
  private readonly made = new Map<string, Made[]>();
  /** How many comparisons were started (tests: a redraw of the same version starts none). */
  started = 0;
  /** How many of them ran their searches on the host's thread (tests: none on the desktop). */
  onHost = 0;
  /** How many were cancelled before they were done. */
  cancelled = 0;

  constructor(
    private readonly analyses: Analyses,
    private readonly platform: HostPlatform,
  ) {
    super();
    this.own(vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length > 0 && this.drop(e.document.uri.toString())));
    this.own(vscode.workspace.onDidCloseTextDocument((doc) => this.drop(doc.uri.toString())));
    this.own({ dispose: () => [...this.made.keys()].forEach((key) => this.drop(key)) });
  }

  /** The comparison of the document's tree as it is now; null when it was cancelled. */
  compare(doc: vscode.TextDocument, treeIndex: number): Promise<CompareResult | null> {
    const key = doc.uri.toString();
    const mine = (this.made.get(key) ?? []).filter((m) => m.version === doc.version);
    const hit = mine.find((m) => m.treeIndex === treeIndex);
    if (hit) return hit.result;
    const source = new vscode.CancellationTokenSource();
    const made: Made = { version: doc.version, treeIndex, source, result: this.start(doc, treeIndex, source) };
    this.made.set(key, [...mine, made]);
    void made.result.then((result) => {
      source.dispose();
      // A cancelled comparison is not kept: asking again makes it anew.
      const all = this.made.get(key);
      if (result === null && all)
        this.made.set(
          key,
          all.filter((m) => m !== made),
        );
    });
    return made.result;
  }

  /** Cancels the document's comparisons under way and forgets those made. */
  private drop(key: string): void {
    this.made.get(key)?.forEach((m) => m.source.cancel());
    this.made.delete(key);
  }

  private async start(doc: vscode.TextDocument, treeIndex: number, source: vscode.CancellationTokenSource): Promise<CompareResult | null> {
    this.started++;
    let shown: ((done: number, total: number) => void) | undefined;
    let last: [number, number] | undefined;
    const progress = (done: number, total: number): void => {
      last = [done, total];
      shown?.(done, total);
    };
    const work = this.run(doc, treeIndex, source.token, progress);
    // A quick comparison (most trees) would only flash a notification.
    const timer = setTimeout(() => {
      void vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: 'gtree: comparing the algorithms', cancellable: true },
        (bar, token) => {
          token.onCancellationRequested(() => source.cancel());
          let reported = 0;
          shown = (done, total) => {
            bar.report({ increment: ((done - reported) * 100) / total, message: `${done} of ${total} algorithms` });
            reported = done;
          };
          if (last) shown(...last);
          return work;
        },
      );
    }, PROGRESS_AFTER_MS);
    const result = await work.finally(() => clearTimeout(timer));
    if (result === null) this.cancelled++;
    return result;
  }

  private async run(
    doc: vscode.TextDocument,
    treeIndex: number,
    token: vscode.CancellationToken,
    progress: (done: number, total: number) => void,
  ): Promise<CompareResult | null> {
    const thread = this.platform.outliner;
    if (thread) {
      const compared = await thread.compare(doc.getText(), treeIndex, token, progress);
      if (compared && !compared.inThread) this.onHost++;
      return compared && compared.result;
    }
    // No thread (the web host): the document's shared parse, and one algorithm per turn of the host.
    this.onHost++;
    const trees = this.analyses.of(doc).trees;
    const problem = compareProblem(trees, treeIndex);
    if (problem !== null) return { ok: false, problem };
    const c = comparing(trees[treeIndex].model!);
    const rows = [];
    for (const algorithm of c.algorithms) {
      await this.platform.nextTurn();
      if (token.isCancellationRequested) return null;
      rows.push(c.row(algorithm));
      progress(rows.length, c.algorithms.length);
    }
    return { ok: true, message: c.message(rows) };
  }
}
