/**
 * The webview's side of the layout worker. The host sends the worker's script in a message
 * (`layoutWorker`) and the page starts it from a blob: URL: the page fetches nothing through
 * the webview's resource loading (see the message's comment in src/shared/messages.ts).
 * Only the newest request matters: a request made while another runs waits, and
 * one overtaken by a newer request is answered with null without being laid out.
 */
import type { LayoutInput, LayoutResult } from '../render/layout';
import type { LayoutAnswer } from './layout-messages';

export interface TimedLayout extends LayoutResult {
  readonly ms: number;
}

interface Request {
  readonly id: number;
  readonly input: LayoutInput;
  readonly resolve: (result: TimedLayout | null) => void;
  readonly reject: (error: Error) => void;
}

export class LayoutClient {
  private worker: Worker | null = null;
  private running: Request | null = null;
  private waiting: Request | null = null;
  private nextId = 1;
  private broken: Error | null = null;

  /**
   * Starts the worker from its script (the host's `layoutWorker` message). Requests made
   * before wait for it; a second script (a page sent it twice) is ignored.
   */
  start(script: string): void {
    if (this.worker || this.broken) return;
    let worker: Worker;
    try {
      worker = workerOf(script);
    } catch (e) {
      return this.failed(new Error(`cannot start the layout worker: ${e instanceof Error ? e.message : String(e)}`));
    }
    this.attach(worker);
  }

  private attach(worker: Worker): void {
    this.worker = worker;
    worker.onmessage = (e: MessageEvent<LayoutAnswer>) => this.answered(e.data);
    worker.onerror = (e) => this.failed(new Error(`layout worker: ${e.message || 'failed to start'}`));
    if (!this.running) this.sendWaiting();
  }

  /** Lays out `input`; null when a newer request overtook this one. */
  layout(input: LayoutInput): Promise<TimedLayout | null> {
    return new Promise((resolve, reject) => {
      if (this.broken) return reject(this.broken);
      this.waiting?.resolve(null);
      this.waiting = { id: this.nextId++, input, resolve, reject };
      if (!this.running) this.sendWaiting();
    });
  }

  private sendWaiting(): void {
    if (!this.worker) return; // sent once the worker is up
    const request = this.waiting;
    this.waiting = null;
    this.running = request;
    if (!request) return;
    const { parents, widths, heights } = request.input;
    // Copies go to the worker, so the caller keeps its arrays.
    const input = { parents: parents.slice(), widths: widths.slice(), heights: heights.slice() };
    this.worker.postMessage({ id: request.id, input }, [input.parents.buffer, input.widths.buffer, input.heights.buffer]);
  }

  private answered(answer: LayoutAnswer): void {
    const request = this.running;
    if (!request || request.id !== answer.id) return;
    if (!answer.ok) request.reject(new Error(`layout failed: ${answer.message}`));
    else request.resolve(this.waiting ? null : { xs: answer.xs, width: answer.width, ms: answer.ms });
    this.sendWaiting();
  }

  private failed(error: Error): void {
    this.broken = error;
    for (const request of [this.running, this.waiting]) request?.reject(error);
    this.running = this.waiting = null;
  }
}

/** A webview can start a worker only from a blob: URL (its CSP's worker-src). */
function workerOf(script: string): Worker {
  const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  try {
    return new Worker(url);
  } finally {
    // The worker has its own copy of the script once constructed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
