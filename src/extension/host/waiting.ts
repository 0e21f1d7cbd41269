// Waiting with a time limit, leaving nothing behind (no vscode import: unit-tested in Node).
import type { DisposableLike } from './disposer';

/** An event as vscode.Event is one: subscribing returns what ends the subscription. */
export type Subscribe<T> = (listener: (e: T) => unknown) => DisposableLike;

/** `promise`, or a rejection with `why` after `ms`; the timer is cleared either way. */
export function withTimeout<T>(promise: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(why)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The first event that `matches`, within `ms` (else a rejection with `why`). The listener ends
 * on the event and on the time-out alike: an event that never comes leaves no listener behind.
 */
export function firstEvent<T>(event: Subscribe<T>, matches: (e: T) => boolean, ms: number, why: string): Promise<T> {
  let subscription: DisposableLike | undefined;
  const heard = new Promise<T>((resolve) => {
    subscription = event((e) => {
      if (matches(e)) resolve(e);
    });
  });
  return withTimeout(heard, ms, why).finally(() => subscription!.dispose());
}
