/**
 * The webview's side of the layout worker. The worker script is fetched and started
 * from a blob: URL, since a webview resource URI is cross-origin for `new Worker`.
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
  private answeredOnce = false;

  /**
   * Starts fetching and starting the worker at once and returns without waiting for it, so
   * the page can ask for its first diagram meanwhile: requests wait until the worker is up.
   */
  static start(workerUri: string): LayoutClient {
    const client = new LayoutClient();
    startWorker(workerUri).then(
      (worker) => client.attach(worker),
      (e: unknown) => client.failed(e instanceof Error ? e : new Error(String(e))),
    );
    return client;
  }

  /** Whether the worker has answered a layout: ELK has started and run once. */
  get warm(): boolean {
    return this.answeredOnce;
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
    this.answeredOnce = true;
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

/** The worker script is fetched and started from a blob: URL (a webview resource URI is cross-origin for `new Worker`). */
async function startWorker(workerUri: string): Promise<Worker> {
  const response = await fetch(workerUri);
  if (!response.ok) throw new Error(`cannot load the layout worker (${response.status})`);
  const blob = new Blob([await response.text()], { type: 'text/javascript' });
  const url = URL.createObjectURL(blob);
  try {
    return new Worker(url);
  } finally {
    // The worker has its own copy of the script once constructed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
