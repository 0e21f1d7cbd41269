import type * as vscode from 'vscode';
import type { IterationChoice } from '../../core';
import type { PageTimes, ToWebview } from '../../shared/messages';
import type { CompareMessage } from '../host/compare-rows';
import { Disposer, Timer } from '../host/disposer';

/**
 * When the host did its part of a new panel's first diagram (epoch ms): asked VS Code for the
 * panel, had it, set its page, heard `ready`, posted `show`. Kept only while diagrams are timed
 * (the UI benchmark's breakdown; GtreeApi.timeDiagrams).
 */
export interface HostTimes {
  readonly asked: number;
  created?: number;
  html?: number;
  ready?: number;
  posted?: number;
}

/** How long a timed drawing took (the page's `timing`), and for a new panel's first drawing when its parts happened. */
export interface RenderTiming {
  readonly ms: number;
  readonly decodeMs: number;
  readonly layoutMs: number;
  readonly page?: PageTimes;
  readonly host?: HostTimes;
}

/**
 * One document's diagram panel: which tree it shows and how, what its page has said, and the
 * listeners and the timer that live as long as it does (ended with it: see Disposer).
 */
export class DiagramPanel extends Disposer {
  treeIndex: number;
  /** The page said `ready` and has not been hidden since (a hidden webview is unloaded and drops messages). */
  ready = false;
  /** The page has drawn since it was (re)loaded: an export can ask it for its drawing. */
  drawn = false;
  /** A comparison to show once the page is ready. */
  pendingCompare: CompareMessage | null = null;
  /** Iterative deepening: the view the user chose (none: the last iteration); kept across runs of the same tree. */
  iteration: IterationChoice | undefined = undefined;
  /** Edits redraw once typing pauses. */
  readonly redraw = this.own(new Timer());
  /** *Focus the diagram* asked before the page was ready: the focus goes to the tree once it is. */
  focusWhenReady = false;
  /** Timed diagrams only: the host's times until the first drawing is reported. */
  times: HostTimes | null = null;
  /** Timed diagrams only: the page's `timing` of the drawing it reports next. */
  timing: RenderTiming | null = null;
  private highlighted: number | null = null;

  constructor(
    readonly doc: vscode.TextDocument,
    treeIndex: number,
    readonly webviewPanel: vscode.WebviewPanel,
  ) {
    super();
    this.treeIndex = treeIndex;
  }

  get key(): string {
    return this.doc.uri.toString();
  }

  post(message: ToWebview): void {
    if (message.type === 'show' && this.times && this.times.posted === undefined) this.times.posted = Date.now();
    // A diagram goes as JSON text: VS Code then carries one string, where an object of thousands of nodes is
    // copied field by field at each hop to the page (docs/performance.md, "The diagram and the editor").
    void this.webviewPanel.webview.postMessage(message.type === 'show' ? JSON.stringify(message) : message);
  }

  highlight(node: number | null): void {
    if (node === this.highlighted) return;
    this.highlighted = node;
    this.post({ type: 'highlight', node });
  }

  /** Gives the panel the keyboard focus and its page's tree the focus (`where`: see `focusTree`). */
  focusTree(where: 'next' | 'same'): void {
    this.webviewPanel.reveal(this.webviewPanel.viewColumn, false);
    if (this.ready) this.post({ type: 'focusTree', where });
    else this.focusWhenReady = true;
  }

  /** Shows another tree of the document (its own iteration view forgotten); false if it showed that tree already. */
  switchTo(treeIndex: number): boolean {
    if (treeIndex === this.treeIndex) return false;
    this.treeIndex = treeIndex;
    this.iteration = undefined;
    return true;
  }
}
