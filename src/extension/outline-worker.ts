import { Worker } from 'node:worker_threads';
import { checkText, outlineOf, type DocumentOutline } from '../core';
import type { Outliner, VersionedOutline } from './outliner';

export interface OutlineRequest {
  readonly id: number;
  readonly text: string;
  readonly reveal: boolean;
}

export interface OutlineReply {
  readonly id: number;
  readonly outline: DocumentOutline;
}

interface Queued {
  /** The document the text is of: a newer text of the same document replaces one not yet sent. */
  readonly key: string;
  version: number;
  text: string;
  reveal: boolean;
  readonly waiters: ((answer: VersionedOutline) => void)[];
}

/** A thread that has failed this often is not started again: outlines are then made on the caller's thread. */
const MAX_FAILURES = 3;

/**
 * Outlines of large documents made in a worker thread (Node's worker_threads), so that the
 * extension host stays responsive while a 1 MB file is parsed and its answers are run.
 * Requests go to the thread one at a time; a newer text of a document replaces its older
 * text while that still waits, and its callers get the newer outline (they read it against
 * the document as it is now, so an outline of the newest text is the one they can use).
 * If the thread cannot start or dies, the outline is made here instead: slower, never lost.
 */
export class OutlineWorker implements Outliner {
  private worker: Worker | null = null;
  private failures = 0;
  private disposed = false;
  private nextId = 1;
  private readonly queue: Queued[] = [];
  /** The request the thread is working on. */
  private current: { readonly id: number; readonly request: Queued } | null = null;

  /** `script`: the thread's program (dist/outline-thread.js); `execArgv`: Node options for the thread (tests load the sources through tsx). */
  constructor(
    private readonly script: string,
    private readonly execArgv: string[] = [],
  ) {}

  outline(key: string, version: number, text: string, reveal: boolean): Promise<VersionedOutline> {
    return new Promise((resolve) => {
      const waiting = this.queue.find((q) => q.key === key);
      if (waiting) Object.assign(waiting, { version, text, reveal }).waiters.push(resolve);
      else this.queue.push({ key, version, text, reveal, waiters: [resolve] });
      this.pump();
    });
  }

  dispose(): void {
    this.disposed = true;
    void this.worker?.terminate();
    this.worker = null;
  }

  private pump(): void {
    while (this.current === null && this.queue.length > 0) {
      const request = this.queue.shift()!;
      const worker = this.thread();
      if (worker === null) {
        answer(request, outlineHere(request));
        continue;
      }
      const id = this.nextId++;
      this.current = { id, request };
      const message: OutlineRequest = { id, text: request.text, reveal: request.reveal };
      worker.postMessage(message);
    }
  }

  private thread(): Worker | null {
    if (this.worker || this.disposed || this.failures >= MAX_FAILURES) return this.worker;
    try {
      const worker = new Worker(this.script, { execArgv: this.execArgv });
      worker.unref(); // an idle thread must not keep the host process alive
      worker.on('message', (reply: OutlineReply) => this.replied(reply));
      worker.on('error', () => this.failed(worker));
      worker.on('exit', () => this.failed(worker));
      return (this.worker = worker);
    } catch {
      this.failures++;
      return null;
    }
  }

  private replied(reply: OutlineReply): void {
    if (this.current?.id !== reply.id) return;
    const { request } = this.current;
    this.current = null;
    answer(request, reply.outline);
    this.pump();
  }

  /** The thread died (or could not load): what it was working on is done here, and a new thread is started for what follows. */
  private failed(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = null;
    if (!this.disposed) this.failures++;
    const lost = this.current;
    this.current = null;
    if (this.disposed) return; // the extension is shutting down: nobody waits for an answer any more
    if (lost) answer(lost.request, outlineHere(lost.request));
    this.pump();
  }
}

const outlineHere = (request: Queued): DocumentOutline => outlineOf(checkText(request.text), { reveal: request.reveal });

function answer(request: Queued, outline: DocumentOutline): void {
  for (const resolve of request.waiters) resolve({ version: request.version, outline });
}
