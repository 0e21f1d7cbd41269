// The engine at scale, against its targets in one table: `gtree run --algorithm alphabeta` on
// 10^6 nodes (text and --json), a tree of 2·10^6 nodes with --json, a chain 100 000 deep under
// every algorithm (and its peak memory at depth 10 000 and 100 000), the whole game of
// tic-tac-toe (new and compare, as a tree and with transpositions), `gtree help`, and checkText
// of a 10 MB file against JSON.parse of the same tree with the heap it keeps per node. Each row:
// the median of its runs, the target, and their ratio (at most 1 meets the target). The CLI runs
// in a process of its own with standard output to /dev/null; peak memory is the child's VmHWM.
// Figures only: nothing here asserts on timings.
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { ALGORITHM_NAMES, buildTree, CHUNK_BYTES, checkText, DiagnosticSink, parse, run, Utf8Writer, writeTraceJson } from '../src/core';
import { writeTraceText } from '../src/cli/render-text';
import { heapOf, makeWorkload, table, time } from './parse';
import { CLI, Scratch, wallTime, type ProcessRun } from './process';
import { uniformTree } from './search';
import { median } from './stats';

interface Row {
  readonly what: string;
  readonly measured: number;
  readonly unit: string;
  /** null: a figure to read, without a target. */
  readonly target: number | null;
  readonly note?: string;
}

const RUNS = 3;

/** Median wall time and peak memory of `runs` runs of `gtree ARGS`; the note says how the runs ended when one failed. */
function gtreeRuns(scratch: Scratch, args: string[], runs = RUNS): { ms: number; peakMB: number; cpuMs: number; failed: ProcessRun | null } {
  const all = Array.from({ length: runs }, () => scratch.gtree(args));
  const mid = (f: (r: ProcessRun) => number): number => median(all.map(f));
  return { ms: mid((r) => r.ms), peakMB: mid((r) => r.peakMB), cpuMs: mid((r) => r.cpuMs), failed: all.find((r) => r.status !== 0) ?? null };
}

/** The note of a timed row: the CPU time, and how a failed run ended. */
const noteOf = (r: { cpuMs: number; failed: ProcessRun | null }): string =>
  `CPU ${r.cpuMs.toFixed(0)} ms` +
  (r.failed
    ? `; exit ${r.failed.status}: ${r.failed.stderr
        .trim()
        .split('\n')
        .pop()!
        .replace(/^.*error: /, '')}`
    : '');

/**
 * Where `gtree run --algorithm alphabeta` spends its CPU time on `text`, phase by phase, in this
 * process (a fresh CLI process also pays for first touching its memory). The output is made
 * into one reused buffer, not written.
 */
function runPhases(text: string): { total: number; note: string } {
  globalThis.gc?.();
  const cpu = (): number => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  let last = cpu();
  const lap = (): number => {
    const now = cpu();
    const ms = now - last;
    last = now;
    return ms;
  };
  const sink = new DiagnosticSink();
  const file = parse(text, sink);
  const parsed = lap();
  const tree = buildTree(file.trees[0], 0, sink);
  const built = lap();
  const outcome = tree && run(tree, { algorithm: 'alphabeta', events: false });
  const searched = lap();
  if (!outcome?.ok) return { total: NaN, note: outcome ? outcome.message : 'the tree has errors' };
  let bytes = 0;
  const buffer = new Uint8Array(CHUNK_BYTES);
  const counted = (): Utf8Writer => new Utf8Writer({ freeBuffer: () => buffer, write: (chunk) => (bytes += chunk.length) });
  const make = (produced: Iterable<void>, w: Utf8Writer): void => {
    for (const _ of produced);
    w.flush();
  };
  const textWriter = counted();
  make(writeTraceText(outcome.trace, textWriter), textWriter);
  const textLines = lap();
  const jsonWriter = counted();
  make(writeTraceJson(outcome.trace, jsonWriter), jsonWriter);
  const jsonLines = lap();
  const f = (ms: number): string => ms.toFixed(0);
  return {
    total: parsed + built + searched + textLines,
    note: `CPU ms: lex+parse ${f(parsed)}, model+validate ${f(built)}, search+summary ${f(searched)}, text ${f(textLines)} (JSON ${f(jsonLines)}); ${bytes} bytes`,
  };
}

/** `X [ X [ … [ 1 2 ] … ] ]`, `depth` inner nodes, each with `parts` after its label. */
const chain = (depth: number, parts = ''): string => `${`X${parts} [ `.repeat(depth)}1 2${' ]'.repeat(depth)}`;

/** The chain file of that depth, written once. */
function chainFile(scratch: Scratch, depth: number): string {
  const file = scratch.path(`chain-${depth}.gtree`);
  if (!existsSync(file)) writeFileSync(file, chain(depth));
  return file;
}

export function benchTargets(): void {
  console.log('\n== targets: the engine at scale (medians; CLI in a new process, standard output to /dev/null) ==');
  const load = (): string => loadavg()[0].toFixed(2);
  console.log(`load average (1 min) at the start: ${load()} on ${availableParallelism()} cores`);
  const scratch = new Scratch();
  const rows: Row[] = [];
  // The 10 MB file: checkText in this process against JSON.parse (below), and `gtree check` as a user runs it.
  const w = makeWorkload('10MB', 10 * 1024 * 1024);
  const nodes = w.nodes.toLocaleString('en-US');
  try {
    const tenMB = scratch.path('ten-mb.gtree');
    writeFileSync(tenMB, w.gtree);
    const checked = gtreeRuns(scratch, ['check', tenMB], 5);
    rows.push({
      what: `gtree check, 10 MB (${nodes} nodes), new process: wall`,
      measured: checked.ms,
      unit: 'ms',
      target: null,
      // The file's answers are random: about 100 000 warnings, each printed.
      note: `${noteOf(checked)}; checkText plus the answer check and every warning printed (the 1 s target is checkText's, below)`,
    });
    rows.push({ what: 'gtree check, 10 MB: peak memory', measured: checked.peakMB, unit: 'MB', target: null });

    // 10^6 nodes: a uniform tree, branching 10, depth 6 (1 111 111 nodes); 2·10^6: two of them under one root.
    const million = scratch.path('million.gtree');
    const millionText = uniformTree(10, 6, 42);
    writeFileSync(million, millionText);
    const twoMillion = scratch.path('two-million.gtree');
    const subtree = (seed: number): string => uniformTree(10, 6, seed).replace(/^R /, '');
    writeFileSync(twoMillion, `R [ ${subtree(42)} ${subtree(43)} ]`);
    for (const json of [false, true]) {
      const r = gtreeRuns(scratch, ['run', million, '--algorithm', 'alphabeta', ...(json ? ['--json'] : [])]);
      const name = `run alphabeta, 1 111 111 nodes${json ? ', --json' : ''}`;
      rows.push({ what: `${name}: wall`, measured: r.ms, unit: 'ms', target: 1500, note: noteOf(r) });
      rows.push({ what: `${name}: peak memory`, measured: r.peakMB, unit: 'MB', target: 600 });
    }
    const phases = runPhases(millionText);
    rows.push({ what: 'run alphabeta, 1 111 111 nodes: its phases in this process', measured: phases.total, unit: 'ms', target: null, note: phases.note });
    const two = gtreeRuns(scratch, ['run', twoMillion, '--algorithm', 'alphabeta', '--json'], 1);
    rows.push({
      what: 'run alphabeta, 2 222 223 nodes, --json: wall',
      measured: two.ms,
      unit: 'ms',
      target: null,
      note: `${noteOf(two)}${two.failed ? '' : '; runs (exit 0)'}`,
    });
    rows.push({ what: 'run alphabeta, 2 222 223 nodes, --json: peak memory', measured: two.peakMB, unit: 'MB', target: null });

    // A chain 100 000 deep, every algorithm in text mode, with its peak memory at depth 10 000 and
    // 100 000. Iterative deepening needs an estimate wherever an iteration stops: the plain chain
    // has none, so that run exits 1 by design and its row says so; it then runs on a chain with
    // estimates, 1 000 deep (its D iterations cost about D²/2 visits: quadratic by design).
    for (const algorithm of ALGORITHM_NAMES) {
      const runs = [10_000, 100_000].map((depth) =>
        gtreeRuns(scratch, ['run', chainFile(scratch, depth), '--algorithm', algorithm], depth === 100_000 ? RUNS : 1),
      );
      const [ten, hundred] = runs;
      const needsEstimates = hundred.failed !== null && /no estimate/.test(hundred.failed.stderr);
      const peaks = `peak ${ten.peakMB.toFixed(0)} MB at 10 000, ${hundred.peakMB.toFixed(0)} MB at 100 000`;
      rows.push({
        what: `chain 100 000 deep, ${algorithm}: wall`,
        measured: needsEstimates ? NaN : hundred.ms,
        unit: 'ms',
        target: needsEstimates ? null : 2000,
        note: needsEstimates ? 'needs estimates: the chain has none (exit 1 with a diagnostic, as designed)' : `${peaks}; ${noteOf(hundred)}`,
      });
    }
    const estimated = scratch.path('chain-1000-estimates.gtree');
    writeFileSync(estimated, chain(1_000, ' ~0'));
    const it = gtreeRuns(scratch, ['run', estimated, '--algorithm', 'iterative'], 1);
    rows.push({
      what: 'chain 1 000 deep with estimates, iterative: wall',
      measured: it.ms,
      unit: 'ms',
      target: null,
      note: `peak ${it.peakMB.toFixed(0)} MB; 1 000 iterations; ${noteOf(it)}`,
    });

    // The whole game of tic-tac-toe: gtree new and gtree compare, as a tree and with transpositions.
    for (const form of [
      { name: 'tree', flags: [] as string[] },
      { name: 'transpositions', flags: ['--transpositions'] },
    ]) {
      const file = scratch.path(`tictactoe-${form.name}.gtree`);
      const made = scratch.gtree(['new', 'tictactoe', '--board', '...|...|...', ...form.flags, '-o', file]);
      const compared = scratch.gtree(['compare', file]);
      const failed = [made, compared].find((r) => r.status !== 0) ?? null;
      for (const [step, r] of [
        ['new', made],
        ['compare', compared],
      ] as const) {
        rows.push({
          what: `tic-tac-toe, empty board, ${form.name}: gtree ${step}`,
          measured: r.ms,
          unit: 'ms',
          target: null,
          note: `peak ${r.peakMB.toFixed(0)} MB; ${noteOf({ cpuMs: r.cpuMs, failed })}`,
        });
      }
    }

    // gtree help, alternating with bare node so that the machine's load hits both alike. Node's own
    // start is a floor no command can go under: the rows say how much of `gtree help` is gtree's.
    const help: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < 15; i++) {
      bare.push(wallTime(['-e', '0']));
      help.push(wallTime([CLI, 'help']));
    }
    const own = help.map((ms, i) => ms - bare[i]);
    rows.push({ what: 'gtree help: wall', measured: median(help), unit: 'ms', target: 80 });
    rows.push({ what: 'node -e 0 (the floor): wall', measured: median(bare), unit: 'ms', target: null, note: 'Node starting and exiting, nothing of gtree' });
    rows.push({
      what: "gtree help: gtree's own share (help − node -e 0)",
      measured: median(own),
      unit: 'ms',
      target: null,
      note: 'median of the 15 paired differences',
    });
  } finally {
    scratch.remove();
  }

  // checkText of a 10 MB file against JSON.parse of the same tree, and the heap the result keeps per node.
  const heap = heapOf(() => checkText(w.gtree));
  const check = time(() => checkText(w.gtree), 2, 7).median;
  const json = time(() => JSON.parse(w.json), 2, 7).median;
  rows.push({ what: `checkText, 10 MB (${nodes} nodes): wall`, measured: check, unit: 'ms', target: 1000 });
  rows.push({
    what: 'checkText / JSON.parse of the same tree',
    measured: check / json,
    unit: '×',
    target: 3,
    note: `JSON.parse ${json.toFixed(0)} ms`,
  });
  rows.push({ what: 'heap kept by the checked 10 MB file, per node', measured: heap.retained / w.nodes, unit: 'B', target: 200 });

  const cell = (x: number, unit: string): string => (Number.isNaN(x) ? '-' : `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ${unit}`);
  console.log(
    table(
      ['what', 'measured', 'target', 'ratio', 'note'],
      rows.map((r) => [
        r.what,
        cell(r.measured, r.unit),
        r.target === null ? '-' : cell(r.target, r.unit),
        r.target === null ? '' : `${(r.measured / r.target).toFixed(2)}${r.measured <= r.target ? '' : ' over'}`,
        r.note ?? '',
      ]),
    ),
  );
  console.log(`load average (1 min) at the end: ${load()}`);
}
