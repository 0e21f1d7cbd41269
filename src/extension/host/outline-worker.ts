import { Worker } from 'node:worker_threads';
import { type AlgorithmName, type DocumentOutline, type RunState, checkText, outlineOf } from '../../core';
import { runText, solveText } from './run-text';
import { compareText, type CompareResult } from './compare-rows';
import type { DisposableLike } from './disposer';
import type { Cancellation, Compared, Outliner, RanInThread, VersionedOutline } from './outliner';

/** Host → thread: outline a document's text, compare the algorithms on one of its trees, or run one. */
export type ThreadRequest =
  | { readonly id: number; readonly kind: 'outline'; readonly text: string; readonly reveal: boolean }
  | { readonly id: number; readonly kind: 'compare'; readonly text: string; readonly treeIndex: number }
  | { readonly id: number; readonly kind: 'run'; readonly text: string; readonly treeIndex: number; readonly algorithm: AlgorithmName | null }
  | { readonly id: number; readonly kind: 'solve'; readonly text: string; readonly treeIndex: number; readonly algorithm: AlgorithmName | null };

/** Thread → host: the outline; how far a comparison has come (after each algorithm); the comparison. */
export type ThreadReply =
  | { readonly id: number; readonly kind: 'outline'; readonly outline: DocumentOutline }
  | { readonly id: number; readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'compare'; readonly result: CompareResult }
  | { readonly id: number; readonly kind: 'run'; readonly result: RunState | null }
  | { readonly id: number; readonly kind: 'solve'; readonly brief: readonly string[] | null };

/** One piece of work for the thread, or for the caller's thread when the thread is gone. */
interface Job {
  request(id: number): ThreadRequest;
  /** Does the work here instead: the thread cannot start, or died at it. */
  here(): void;
  /** Takes a reply of the thread to this job; true when the job is done. */
  replied(reply: ThreadReply): boolean;
}

class OutlineJob implements Job {
  readonly waiters: ((answer: VersionedOutline) => void)[] = [];

  constructor(
    /** The document the text is of: a newer text of the same document replaces one not yet sent. */
    readonly key: string,
    public version: number,
    public text: string,
    public reveal: boolean,
  ) {}

  request(id: number): ThreadRequest {
    return { id, kind: 'outline', text: this.text, reveal: this.reveal };
  }

  here(): void {
    this.answer(outlineOf(checkText(this.text), { reveal: this.reveal }));
  }

  replied(reply: ThreadReply): boolean {
    if (reply.kind !== 'outline') return false;
    this.answer(reply.outline);
    return true;
  }

  private answer(outline: DocumentOutline): void {
    for (const resolve of this.waiters) resolve({ version: this.version, outline });
  }
}

class CompareJob implements Job {
  /** Ends the cancellation's listener when the job is over. */
  listener: DisposableLike | undefined;

  constructor(
    private readonly text: string,
    private readonly treeIndex: number,
    private readonly settle: (compared: Compared | null) => void,
    private readonly progress?: (done: number, total: number) => void,
  ) {}

  request(id: number): ThreadRequest {
    return { id, kind: 'compare', text: this.text, treeIndex: this.treeIndex };
  }

  here(): void {
    this.finish({ result: compareText(this.text, this.treeIndex, this.progress), inThread: false });
  }

  replied(reply: ThreadReply): boolean {
    if (reply.kind === 'progress') this.progress?.(reply.done, reply.total);
    if (reply.kind !== 'compare') return false;
    this.finish({ result: reply.result, inThread: true });
    return true;
  }

  finish(compared: Compared | null): void {
    this.listener?.dispose();
    this.settle(compared);
  }
}

class RunJob implements Job {
  listener: DisposableLike | undefined;

  constructor(
    private readonly text: string,
    private readonly treeIndex: number,
    private readonly algorithm: AlgorithmName | null,
    private readonly settle: (run: { readonly result: RunState | null; readonly inThread: boolean } | null) => void,
  ) {}

  request(id: number): ThreadRequest {
    return { id, kind: 'run', text: this.text, treeIndex: this.treeIndex, algorithm: this.algorithm };
  }

  here(): void {
    this.finish({ result: runText(this.text, this.treeIndex, this.algorithm), inThread: false });
  }

  replied(reply: ThreadReply): boolean {
    if (reply.kind !== 'run') return false;
    this.finish({ result: reply.result, inThread: true });
    return true;
  }

  finish(run: { readonly result: RunState | null; readonly inThread: boolean } | null): void {
    this.listener?.dispose();
    this.settle(run);
  }
}

/** A tree with an unknown leaf solved over its range, in brief (the lens's and the status bar's words). */
class SolveJob implements Job {
  constructor(
    private readonly text: string,
    private readonly treeIndex: number,
    private readonly algorithm: AlgorithmName | null,
    private readonly settle: (brief: readonly string[] | null) => void,
  ) {}

  request(id: number): ThreadRequest {
    return { id, kind: 'solve', text: this.text, treeIndex: this.treeIndex, algorithm: this.algorithm };
  }

  here(): void {
    this.settle(solveText(this.text, this.treeIndex, this.algorithm));
  }

  replied(reply: ThreadReply): boolean {
    if (reply.kind !== 'solve') return false;
    this.settle(reply.brief);
    return true;
  }
}

/** A thread that has failed this often is not started again: the work is then done on the caller's thread. */
const MAX_FAILURES = 3;

/**
 * Outlines of large documents, and comparisons of the algorithms, made in a worker thread
 * (Node's worker_threads), so that the extension host stays responsive while a 1 MB file is
 * parsed and its answers are run, or while every algorithm searches a tree. Jobs go to the
 * thread one at a time, in the order asked; a newer text of a document replaces its older text
 * while that still waits, and its callers get the newer outline (they read it against the
 * document as it is now, so an outline of the newest text is the one they can use). A
 * comparison can be cancelled: one waiting is dropped, the one the thread is at ends the thread
 * (a search cannot be stopped from outside), and a new thread takes the next job. If the thread
 * cannot start or dies, the work is done here instead: slower, never lost.
 */
export class OutlineWorker implements Outliner {
  private worker: Worker | null = null;
  private failures = 0;
  private disposed = false;
  private nextId = 1;
  private readonly queue: Job[] = [];
  /** The job the thread is working on. */
  private current: { readonly id: number; readonly job: Job } | null = null;

  /** `script`: the thread's program (dist/outline-thread.js); `execArgv`: Node options for the thread (tests load the sources through tsx). */
  constructor(
    private readonly script: string,
    private readonly execArgv: string[] = [],
  ) {}

  outline(key: string, version: number, text: string, reveal: boolean): Promise<VersionedOutline> {
    return new Promise((resolve) => {
      const waiting = this.queue.find((q): q is OutlineJob => q instanceof OutlineJob && q.key === key);
      if (waiting) Object.assign(waiting, { version, text, reveal }).waiters.push(resolve);
      else {
        const job = new OutlineJob(key, version, text, reveal);
        job.waiters.push(resolve);
        this.queue.push(job);
      }
      this.pump();
    });
  }

  compare(text: string, treeIndex: number, cancel: Cancellation, progress?: (done: number, total: number) => void): Promise<Compared | null> {
    return this.cancellable(cancel, (resolve) => new CompareJob(text, treeIndex, resolve, progress));
  }

  run(text: string, treeIndex: number, algorithm: AlgorithmName | null, cancel: Cancellation): Promise<RanInThread | null> {
    return this.cancellable(cancel, (resolve) => new RunJob(text, treeIndex, algorithm, resolve));
  }

  solve(text: string, treeIndex: number, algorithm: AlgorithmName | null): Promise<readonly string[] | null> {
    return new Promise((resolve) => {
      this.queue.push(new SolveJob(text, treeIndex, algorithm, resolve));
      this.pump();
    });
  }

  /** Queues the job `make` makes, which settles the promise; null at once if cancelled already. */
  private cancellable<T>(cancel: Cancellation, make: (resolve: (answer: T | null) => void) => CompareJob | RunJob): Promise<T | null> {
    if (cancel.isCancellationRequested) return Promise.resolve(null);
    return new Promise((resolve) => {
      const job = make(resolve);
      job.listener = cancel.onCancellationRequested(() => this.cancel(job));
      this.queue.push(job);
      this.pump();
    });
  }

  dispose(): void {
    this.disposed = true;
    void this.worker?.terminate();
    this.worker = null;
  }

  private cancel(job: CompareJob | RunJob): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) this.queue.splice(waiting, 1);
    else if (this.current?.job === job) {
      // The thread is searching for it: end the thread (its exit is not a failure), start another for what waits.
      const worker = this.worker;
      this.worker = null;
      this.current = null;
      void worker?.terminate();
    } else return; // done already
    job.finish(null);
    this.pump();
  }

  private pump(): void {
    while (this.current === null && this.queue.length > 0) {
      const job = this.queue.shift()!;
      const worker = this.thread();
      if (worker === null) {
        job.here();
        continue;
      }
      const id = this.nextId++;
      this.current = { id, job };
      worker.postMessage(job.request(id));
    }
  }

  private thread(): Worker | null {
    if (this.worker || this.disposed || this.failures >= MAX_FAILURES) return this.worker;
    try {
      const worker = new Worker(this.script, { execArgv: this.execArgv });
      worker.unref(); // an idle thread must not keep the host process alive
      worker.on('message', (reply: ThreadReply) => this.replied(reply));
      worker.on('error', () => this.failed(worker));
      worker.on('exit', () => this.failed(worker));
      return (this.worker = worker);
    } catch {
      this.failures++;
      return null;
    }
  }

  private replied(reply: ThreadReply): void {
    if (this.current?.id !== reply.id || !this.current.job.replied(reply)) return;
    this.current = null;
    this.pump();
  }

  /** The thread died (or could not load): what it was working on is done here, and a new thread is started for what follows. */
  private failed(worker: Worker): void {
    if (this.worker !== worker) return; // ended on purpose (a cancelled comparison), or replaced already
    this.worker = null;
    if (!this.disposed) this.failures++;
    const lost = this.current;
    this.current = null;
    if (this.disposed) return; // the extension is shutting down: nobody waits for an answer any more
    lost?.job.here();
    this.pump();
  }
}
