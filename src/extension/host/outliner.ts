import type * as vscode from 'vscode';
import type { AlgorithmName, DocumentOutline, RunState } from '../../core';
import type { CompareResult } from './compare-rows';
import type { DisposableLike } from './disposer';

/** An outline and the version of the document it was made from. */
export interface VersionedOutline {
  readonly version: number;
  readonly outline: DocumentOutline;
}

/** A request's cancellation, as vscode.CancellationToken has it. */
export interface Cancellation {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => unknown): DisposableLike;
}

/** A comparison of the algorithms, and whether it was made in the thread (else on the caller's: the thread was gone). */
export interface Compared {
  readonly result: CompareResult;
  readonly inThread: boolean;
}

/** A run of one tree made off the host's thread (null: the tree has errors, or there is no such tree), and whether it was (else the thread was gone). */
export interface RanInThread {
  readonly result: RunState | null;
  readonly inThread: boolean;
}

/**
 * Does the host's heavy work off its thread (desktop: src/extension/host/outline-worker.ts): the
 * outlines of large documents, and the comparisons of the algorithms.
 */
export interface Outliner extends vscode.Disposable {
  /** The outline of `text`, version `version` of the document `key` (or of a newer version of it, asked for while this one waited). */
  outline(key: string, version: number, text: string, reveal: boolean): Promise<VersionedOutline>;
  /**
   * Every algorithm that applies on tree `treeIndex` of `text`; `progress` hears after each
   * algorithm. Null when cancelled before it was done.
   */
  compare(text: string, treeIndex: number, cancel: Cancellation, progress?: (done: number, total: number) => void): Promise<Compared | null>;
  /** The run of tree `treeIndex` of `text` with `algorithm` (null: the tree's own), as plain data to revive over the host's parse. Null when cancelled. */
  run(text: string, treeIndex: number, algorithm: AlgorithmName | null, cancel: Cancellation): Promise<RanInThread | null>;
  /** Tree `treeIndex` of `text`, which has an unknown leaf, solved over its range with `algorithm` (null: its own), in brief (solvedBrief). */
  solve(text: string, treeIndex: number, algorithm: AlgorithmName | null): Promise<readonly string[] | null>;
}

/**
 * What differs between the desktop (Node) and the web (browser Web Worker) extension host. Each
 * entry point (extension.ts, extension-web.ts) passes its own; the rest of src/extension is shared.
 */
export interface HostPlatform {
  /** Outlines large documents and compares the algorithms on a thread of its own; null: all of it is done on the host's thread (the web host cannot start one). */
  readonly outliner: Outliner | null;
  /** Resolves after the messages that already wait (a cancellation, an edit) have been delivered. */
  nextTurn(): Promise<void>;
  /** Compiles a standalone LaTeX document to a PDF with pdflatex (desktop: src/node/pdf.ts); null where no process can be started (the web host). */
  readonly latex: Latex | null;
}

/** A PDF made by pdflatex, or why not (`missing`: there is no pdflatex to run). */
export type Latex = (
  tex: string,
) => Promise<{ readonly ok: true; readonly pdf: Uint8Array } | { readonly ok: false; readonly message: string; readonly missing?: boolean }>;
