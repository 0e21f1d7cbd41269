import type * as vscode from 'vscode';
import type { DocumentOutline } from '../core';

/** An outline and the version of the document it was made from. */
export interface VersionedOutline {
  readonly version: number;
  readonly outline: DocumentOutline;
}

/** Makes outlines of large documents off the extension host's thread (desktop: src/extension/outline-worker.ts). */
export interface Outliner extends vscode.Disposable {
  /** The outline of `text`, version `version` of the document `key` (or of a newer version of it, asked for while this one waited). */
  outline(key: string, version: number, text: string, reveal: boolean): Promise<VersionedOutline>;
}

/**
 * What differs between the desktop (Node) and the web (browser Web Worker) extension host. Each
 * entry point (extension.ts, extension-web.ts) passes its own; the rest of src/extension is shared.
 */
export interface HostPlatform {
  /** Outlines large documents on a thread of their own; null: every outline is made on the host's thread (the web host cannot start one). */
  readonly outliner: Outliner | null;
  /** Resolves after the messages that already wait (a cancellation, an edit) have been delivered. */
  nextTurn(): Promise<void>;
}
