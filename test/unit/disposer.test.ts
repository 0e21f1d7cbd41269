import { strict as assert } from 'node:assert';
import { Disposer, Timer } from '../../src/extension/host/disposer';
import { firstEvent, withTimeout } from '../../src/extension/host/waiting';

/** An event source that counts its listeners, as vscode.EventEmitter keeps them. */
class Emitter<T> {
  private readonly listeners = new Set<(e: T) => unknown>();
  readonly event = (listener: (e: T) => unknown): { dispose(): void } => {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  };
  get listening(): number {
    return this.listeners.size;
  }
  fire(e: T): void {
    [...this.listeners].forEach((l) => l(e));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('disposing what the extension holds', () => {
  it('ends everything a Disposer owns, the last taken first, once; what it is handed later ends at once', () => {
    const ended: string[] = [];
    const item = (name: string) => ({ dispose: () => ended.push(name) });
    const owner = new Disposer();
    owner.own(item('a'));
    owner.own(item('b'));
    assert.equal(owner.holding, 2);
    owner.dispose();
    owner.dispose();
    assert.deepEqual(ended, ['b', 'a']);
    assert.equal(owner.holding, 0);
    assert.equal(owner.isDisposed, true);
    owner.own(item('late'));
    assert.deepEqual(ended, ['b', 'a', 'late']);
    assert.equal(owner.holding, 0);
  });

  it('leaves no listener on an emitter once its owner is disposed', () => {
    const emitter = new Emitter<number>();
    const owner = new Disposer();
    const heard: number[] = [];
    owner.own(emitter.event((e) => heard.push(e)));
    owner.own(emitter.event((e) => heard.push(-e)));
    emitter.fire(1);
    owner.dispose();
    emitter.fire(2);
    assert.deepEqual(heard, [1, -1]);
    assert.equal(emitter.listening, 0);
  });

  it('runs only the last callback a Timer was set to, and none once it is disposed', async () => {
    const ran: string[] = [];
    const timer = new Timer();
    timer.set(() => ran.push('first'), 5);
    timer.set(() => ran.push('second'), 5);
    assert.equal(timer.pending, true);
    await sleep(30);
    assert.deepEqual(ran, ['second']);
    assert.equal(timer.pending, false);
    timer.set(() => ran.push('third'), 5);
    timer.dispose();
    await sleep(30);
    assert.deepEqual(ran, ['second']);
  });
});

describe('waiting for an event with a time limit', () => {
  it('gives the first matching event and ends its listener', async () => {
    const emitter = new Emitter<number>();
    const seven = firstEvent(emitter.event, (n) => n === 7, 10_000, 'no seven');
    emitter.fire(3);
    assert.equal(emitter.listening, 1);
    emitter.fire(7);
    assert.equal(await seven, 7);
    assert.equal(emitter.listening, 0);
  });

  it('rejects with the reason when the event does not come, and leaves no listener behind', async () => {
    const emitter = new Emitter<number>();
    await assert.rejects(
      firstEvent(emitter.event, () => true, 10, 'the diagram was not drawn'),
      (e: Error) => e.message === 'the diagram was not drawn',
    );
    assert.equal(emitter.listening, 0);
  });

  it('passes a promise that settles in time through, and rejects one that does not', async () => {
    assert.equal(await withTimeout(Promise.resolve('drawn'), 1_000, 'late'), 'drawn');
    await assert.rejects(withTimeout(new Promise(() => undefined), 10, 'late'), /^Error: late$/);
  });
});
