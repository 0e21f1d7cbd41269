import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answerDiagnostics,
  answerSummary,
  byPosition,
  checkText,
  outlineOf,
  run,
  runFromState,
  traceJsonText,
  treeIndexAt,
  type DocumentOutline,
} from '../../src/core';
import { compareText } from '../../src/extension/host/compare-rows';
import { OutlineWorker } from '../../src/extension/host/outline-worker';
import { solveText } from '../../src/extension/host/run-text';
import { randomTreeText } from './diagram-fixtures';
import { assertSpansInside } from './helpers';

const ROOT = join(__dirname, '..', '..');
const CORPUS = ['examples', 'test/fixtures'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.gtree'))
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(join(ROOT, dir, f), 'utf8') })),
);
/** Two trees, an unclosed '[' in one and an answer in the other. */
const BROKEN = 'tree a { A [ 1 2 }\ntree b { algorithm: negascout\n B =4 [ 3 /5 ] }';
const THREAD = join(ROOT, 'src', 'extension', 'host', 'outline-thread.ts');
/**
 * The thread runs the TypeScript sources, as these tests do: through tsx's require hook (Node 20
 * does not apply the `--import tsx` loader to a worker's own script, which then fails to load and
 * leaves every job to the fallback; `inThread` in the comparisons' answers checks it does not).
 */
const TSX = ['--require', 'tsx/cjs'];

const outlineHere = (text: string, reveal = false): DocumentOutline => outlineOf(checkText(text), { reveal });

/** A cancellation as vscode.CancellationToken has it, which the test cancels; it counts its listeners. */
class Cancel {
  isCancellationRequested = false;
  private readonly listeners = new Set<() => unknown>();
  onCancellationRequested(listener: () => unknown): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }
  get listening(): number {
    return this.listeners.size;
  }
  cancel(): void {
    this.isCancellationRequested = true;
    [...this.listeners].forEach((l) => l());
  }
}

describe('document outlines (what the editor needs after an edit)', () => {
  it("hold the checker's diagnostics and the answers' warnings, each tree's algorithm and answer summary", () => {
    for (const { name, text } of [...CORPUS, { name: 'broken', text: BROKEN }]) {
      const result = checkText(text);
      for (const reveal of [false, true]) {
        const outline = outlineOf(result, { reveal });
        assert.deepEqual(outline.diagnostics, [...result.diagnostics, ...answerDiagnostics(result.trees, { reveal })].sort(byPosition), name);
        assert.deepEqual(
          outline.trees.map((t) => [t.start, t.end, t.name, t.algorithm, t.answers]),
          result.trees.map((t) => [
            t.syntax.start,
            t.syntax.end,
            t.syntax.name?.text ?? null,
            t.model?.settings.algorithm ?? null,
            t.model ? answerSummary(t.model) : null,
          ]),
          name,
        );
      }
    }
  });

  it('hold spans of offsets only, never the parse: a large file with a second root is outlined in a few hundred bytes', () => {
    for (const { text } of [...CORPUS, { text: BROKEN }]) {
      for (const reveal of [false, true]) assertSpansInside(text, outlineOf(checkText(text), { reveal }));
    }
    // An unclosed '[' at the end, a second root: its span was the syntax node, with the whole parse behind it.
    const big = randomTreeText(50_000, 4);
    const broken = `${big.slice(0, big.lastIndexOf('}'))}[ }\n`;
    const outline = outlineHere(broken);
    assert.deepEqual(
      outline.diagnostics.map((d) => d.code),
      ['unclosed-bracket', 'extra-root'],
    );
    const bytes = JSON.stringify(outline).length;
    assert.ok(bytes < 1000, `${bytes} bytes of JSON`);
  });

  it('fold each tree and each child list that spans lines, keeping the closing line visible', () => {
    const outline = outlineHere('tree a {\n  A [\n    B [ 1 2 ]\n    C [\n      3\n      4\n    ]\n  ]\n}\n');
    assert.deepEqual(outline.folds, [0, 7, 1, 6, 3, 5]);
  });

  it('find the tree at an offset: the one before it between trees, the first before all', () => {
    const trees = [{ start: 10 }, { start: 50 }];
    assert.deepEqual(
      [0, 10, 49, 50, 999].map((o) => treeIndexAt(trees, o)),
      [0, 0, 0, 1, 1],
    );
    assert.equal(treeIndexAt([], 5), -1);
  });
});

describe('the outline worker thread', function () {
  this.timeout(120_000);
  let worker: OutlineWorker;
  beforeEach(() => (worker = new OutlineWorker(THREAD, TSX)));
  afterEach(() => worker.dispose());

  it('answers with the outline made here, for every example and a 200 000-node tree', async () => {
    const big = randomTreeText(200_000, 3);
    for (const { name, text } of [...CORPUS, { name: 'big', text: big }]) {
      const { version, outline } = await worker.outline(name, 7, text, true);
      assert.equal(version, 7);
      assert.deepEqual(outline, outlineHere(text, true), name);
    }
  });

  it('answers the waiters of an older text with the newest one asked for meanwhile, each document on its own', async () => {
    const [a1, a2, a3] = [1, 2, 3].map((k) => randomTreeText(20_000 * k, k));
    const b = CORPUS[0].text;
    const answers = await Promise.all([
      worker.outline('a', 1, a1, false),
      worker.outline('a', 2, a2, false),
      worker.outline('b', 1, b, false),
      worker.outline('a', 3, a3, false),
    ]);
    // The first text of 'a' went to the thread at once; the second waited and was replaced by the third.
    assert.deepEqual(
      answers.map((x) => x.version),
      [1, 3, 1, 3],
    );
    assert.deepEqual(answers[1].outline, outlineHere(a3));
    assert.deepEqual(answers[2].outline, outlineHere(b));
  });

  it('compares the algorithms in the thread as here, reporting after each algorithm, and leaves no cancellation listener', async () => {
    for (const { name, text } of CORPUS) {
      const cancel = new Cancel();
      const progress: string[] = [];
      const compared = await worker.compare(text, 0, cancel, (done, total) => progress.push(`${done}/${total}`));
      const here = compareText(text, 0);
      assert.deepEqual(compared, { result: here, inThread: true }, name);
      const total = here.ok ? here.message.rows.length : 0;
      assert.deepEqual(
        progress,
        Array.from({ length: total }, (_, i) => `${i + 1}/${total}`),
        name,
      );
      assert.equal(cancel.listening, 0, name);
    }
    assert.deepEqual(await worker.compare('tree { A [ 1 2 }', 0, new Cancel()), {
      result: { ok: false, problem: 'This tree has errors: fix them to compare the algorithms.' },
      inThread: true,
    });
  });

  it('runs a tree in the thread as here, as plain data revived over the reader’s parse; cancelled, it answers null', async () => {
    for (const { name, text } of CORPUS) {
      const cancel = new Cancel();
      const ran = await worker.run(text, 0, null, cancel);
      assert.equal(ran?.inThread, true, name);
      const tree = checkText(text).trees[0].model;
      if (!tree) {
        assert.equal(ran!.result, null, `${name}: a tree with errors is not run`);
        continue;
      }
      const revived = runFromState(tree, ran!.result!);
      const here = run(tree);
      assert.equal(revived.ok && traceJsonText(revived.trace), here.ok && traceJsonText(here.trace), name);
      assert.equal(cancel.listening, 0, name);
    }
    const picked = await worker.run(CORPUS[0].text, 0, 'minimax', new Cancel());
    assert.equal(picked?.result?.ok && picked.result.trace.algorithm, 'minimax');
    const big = randomTreeText(300_000, 5);
    const atWork = new Cancel();
    const long = worker.run(big, 0, 'minimax', atWork);
    atWork.cancel();
    assert.equal(await long, null);
    assert.equal(atWork.listening, 0);
  });

  it('solves a tree with an unknown leaf in the thread, in the lens’s brief as here; here too when the thread is gone', async () => {
    const text = readFileSync(join(ROOT, 'examples', 'unknown-leaf-alphabeta.gtree'), 'utf8');
    const brief = ['= max(3, min(x, 4)) for x in [-10, 10]', '2 edges cut for some x'];
    assert.deepEqual(solveText(text, 0, null), brief);
    assert.deepEqual(await worker.solve(text, 0, null), brief);
    // Another algorithm the tree can be solved with (minimax cuts nothing); a tree without an unknown, or with errors: null.
    assert.deepEqual(await worker.solve(text, 0, 'minimax'), [brief[0], 'no edge cut for any x']);
    assert.equal(await worker.solve(CORPUS[0].text, 0, null), null);
    assert.equal(await worker.solve('tree { A [ 1 ', 0, null), null);
    const gone = new OutlineWorker(join(tmpdir(), 'no-such-thread.js'));
    try {
      assert.deepEqual(await gone.solve(text, 0, null), brief);
    } finally {
      gone.dispose();
    }
  });

  it('stops a cancelled comparison: one waiting is dropped, the one the thread is at ends the thread, and the next job is answered', async () => {
    const big = randomTreeText(300_000, 4);
    const [atWork, waiting] = [new Cancel(), new Cancel()];
    const progress: number[] = [];
    // The thread is idle: the big tree goes to it at once, and the rest wait behind it.
    const long = worker.compare(big, 0, atWork, (done) => progress.push(done));
    const queued = worker.compare(CORPUS[0].text, 0, waiting);
    const outline = worker.outline('after', 1, CORPUS[1].text, false);
    waiting.cancel();
    assert.equal(await queued, null);
    atWork.cancel();
    assert.equal(await long, null);
    assert.deepEqual(await outline, { version: 1, outline: outlineHere(CORPUS[1].text) });
    assert.deepEqual(await worker.compare(CORPUS[0].text, 0, new Cancel()), { result: compareText(CORPUS[0].text, 0), inThread: true });
    const cancelledBefore = new Cancel();
    cancelledBefore.cancel();
    assert.equal(await worker.compare(CORPUS[0].text, 0, cancelledBefore), null);
    assert.equal(atWork.listening + waiting.listening, 0);
    assert.deepEqual(progress, [], 'the big tree was still being parsed when its thread ended');
  });

  it('makes the outline and the comparison here when the thread cannot start, or dies at work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gtree-thread-'));
    const dying = join(dir, 'dying.js');
    writeFileSync(dying, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));\n");
    const broken = [new OutlineWorker(join(dir, 'no-such-thread.js')), new OutlineWorker(dying)];
    try {
      const text = CORPUS[0].text;
      for (const w of broken) {
        assert.deepEqual(await Promise.all([w.outline('x', 1, text, false), w.outline('y', 1, text, true)]), [
          { version: 1, outline: outlineHere(text) },
          { version: 1, outline: outlineHere(text, true) },
        ]);
        assert.deepEqual(await w.compare(text, 0, new Cancel()), { result: compareText(text, 0), inThread: false });
      }
    } finally {
      broken.forEach((w) => w.dispose());
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
