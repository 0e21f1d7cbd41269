// Ownership of listeners and timers for the extension's long-lived objects (no vscode import: a
// vscode.Disposable is anything with a dispose()), so that each class says once what it holds
// instead of disposing it by hand.

/** Anything that can be ended: a vscode.Disposable, an EventEmitter, a Timer. */
export interface DisposableLike {
  dispose(): unknown;
}

/**
 * Owns what must end with it — event listeners, emitters, timers — and ends all of it, once,
 * the last taken first, when it is disposed. Something handed to it after that is ended at once:
 * a listener added by a late callback does not outlive its owner.
 */
export class Disposer implements DisposableLike {
  private owned: DisposableLike[] = [];
  private ended = false;

  /** Takes `item` to end with this one; returns it. */
  own<T extends DisposableLike>(item: T): T {
    if (this.ended) item.dispose();
    else this.owned.push(item);
    return item;
  }

  get isDisposed(): boolean {
    return this.ended;
  }

  /** How many listeners, emitters and timers it owns now (none once disposed). */
  get holding(): number {
    return this.owned.length;
  }

  dispose(): void {
    if (this.ended) return;
    this.ended = true;
    const owned = this.owned;
    this.owned = [];
    for (let i = owned.length - 1; i >= 0; i--) owned[i].dispose();
  }
}

/** One pending callback, replaced by the next one set (a debounce); disposing clears it. */
export class Timer implements DisposableLike {
  private handle: ReturnType<typeof setTimeout> | undefined;

  /** Runs `callback` after `ms`, instead of what was set before. */
  set(callback: () => void, ms: number): void {
    clearTimeout(this.handle);
    this.handle = setTimeout(() => {
      this.handle = undefined;
      callback();
    }, ms);
  }

  get pending(): boolean {
    return this.handle !== undefined;
  }

  dispose(): void {
    clearTimeout(this.handle);
    this.handle = undefined;
  }
}
