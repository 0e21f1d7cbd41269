// Parse + validate throughput: checkText (lexer, parser, validation into the model, line index)
// against JSON.parse of the same tree, on generated files of about 1 MB and 10 MB.
// Figures only: nothing here asserts on timings.
import { performance } from 'node:perf_hooks';
import { checkText } from '../src/core/teaching/checking/check';
import { DiagnosticSink } from '../src/core/language/diagnostics';
import { tokenize } from '../src/core/language/lexer';
import { seededRandom } from '../src/core/generate/prng';
import { parse } from '../src/core/language/parser';

/** One node of the generated game tree, before it is written as .gtree or JSON. */
interface GenNode {
  label?: string;
  edge?: string;
  cut?: '/' | '//';
  /** A leaf's payoff, or an internal node's answer `=v`. */
  value?: number;
  estimate?: number;
  window?: [number | '-inf' | '+inf', number | '-inf' | '+inf'];
  children?: GenNode[];
}

const MOVE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

class Generator {
  private readonly rand: () => number;
  private labels = 0;
  nodes = 0;

  constructor(seed: number) {
    this.rand = seededRandom(seed); // every run benchmarks the same text
  }

  private int(lo: number, hi: number): number {
    return lo + Math.floor(this.rand() * (hi - lo + 1));
  }

  /**
   * A subtree like an exercise author writes, scaled up: labelled internal nodes with named
   * edges, 2–4 children, integer leaves (mostly bare, some with a move name), about one internal
   * node in four with an estimate, one in five with an answer, some windows and cut marks.
   */
  subtree(depth: number, edge: string | undefined): GenNode {
    this.nodes++;
    const cut = this.rand() < 0.03 ? (this.rand() < 0.7 ? '/' : '//') : undefined;
    if (depth === 0) {
      const leaf: GenNode = { value: this.int(-20, 40) };
      if (this.rand() < 0.15) leaf.edge = edge;
      if (cut) leaf.cut = cut;
      return leaf;
    }
    const node: GenNode = { label: this.label(), edge };
    if (cut) node.cut = cut;
    if (this.rand() < 0.2) node.value = this.int(-20, 40);
    if (this.rand() < 0.1) node.window = this.rand() < 0.5 ? ['-inf', this.int(-20, 40)] : [this.int(-20, 0), '+inf'];
    if (this.rand() < 0.25) node.estimate = this.int(-20, 40);
    const n = this.int(2, 4);
    const letter = MOVE_LETTERS[depth % MOVE_LETTERS.length];
    node.children = [];
    // Leaves stop at random depths too, as in real exercise trees.
    for (let i = 0; i < n; i++) {
      const d = depth > 1 && this.rand() < 0.12 ? 0 : depth - 1;
      node.children.push(this.subtree(d, `${letter}${i + 1}`));
    }
    return node;
  }

  private label(): string {
    let n = this.labels++;
    let s = '';
    do {
      s = String.fromCharCode(65 + (n % 26)) + s;
      n = Math.floor(n / 26);
    } while (n > 0);
    // MAX and MIN would be labels that spell a kind (a keyword-case warning): an author writes neither.
    return s === 'MAX' || s === 'MIN' ? this.label() : s;
  }
}

function writeNode(node: GenNode, indent: string, out: string[]): void {
  let head = '';
  if (node.cut) head += node.cut;
  if (node.edge !== undefined) head += `${node.edge} -> `;
  if (!node.children) {
    out.push(head + String(node.value));
    return;
  }
  head += node.label;
  if (node.value !== undefined) head += ` =${node.value}`;
  if (node.window) head += ` <${node.window[0]}, ${node.window[1]}>`;
  if (node.estimate !== undefined) head += ` ~${node.estimate}`;
  if (node.children.every((c) => !c.children)) {
    // [ 3 12 8 ] on one line, as in the lecture's example
    const leaves: string[] = [];
    for (const c of node.children) writeNode(c, '', leaves);
    out.push(`${indent}${head} [ ${leaves.join(' ')} ]\n`);
    return;
  }
  out.push(`${indent}${head} [\n`);
  const inner = indent + '  ';
  for (const c of node.children) {
    if (c.children) writeNode(c, inner, out);
    else {
      out.push(inner);
      writeNode(c, inner, out);
      out.push('\n');
    }
  }
  out.push(`${indent}]\n`);
}

export interface Workload {
  readonly name: string;
  readonly gtree: string;
  readonly json: string;
  readonly nodes: number;
}

/** A file with one tree whose root gets depth-7 subtrees until the .gtree text reaches `targetBytes`. */
export function makeWorkload(name: string, targetBytes: number): Workload {
  const gen = new Generator(0x5eed + targetBytes);
  gen.nodes = 1;
  const root: GenNode = { label: 'Root', children: [] };
  const header = `# generated benchmark tree (${name})\ntree "bench ${name}" {\n  algorithm: alphabeta\n  fail: soft\n  Root [\n`;
  const chunks: string[] = [header];
  let size = header.length;
  for (let i = 1; size < targetBytes; i++) {
    const child = gen.subtree(7, `m${i}`);
    root.children!.push(child);
    const out: string[] = [];
    writeNode(child, '    ', out);
    const text = out.join('');
    chunks.push(text);
    size += text.length;
  }
  chunks.push('  ]\n}\n');
  return { name, gtree: chunks.join(''), json: JSON.stringify(root), nodes: gen.nodes };
}

// ---- measuring ------------------------------------------------------------------

const gc = (): void => {
  if (typeof globalThis.gc === 'function') globalThis.gc();
};

interface Timing {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Wall times in ms of `runs` back-to-back calls after `warmup` calls. One full GC before the
 * series, none inside it: each call pays for collecting earlier garbage, as repeated checks in an
 * editor do (a forced GC before every call shrinks the young generation and makes the figures
 * both slower and noisier). The previous result is dropped before each call, so at most one is alive.
 */
export function time(fn: () => unknown, warmup: number, runs: number): Timing {
  for (let i = 0; i < warmup; i++) keep(fn());
  keep(undefined);
  gc();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    keep(undefined);
    const t0 = performance.now();
    const result = fn();
    times.push(performance.now() - t0);
    keep(result);
  }
  keep(undefined);
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  return { median, min: times[0], max: times[times.length - 1] };
}

/** Keeps a result reachable so the work that made it cannot be skipped, and so heap figures count it. */
function keep(x: unknown): void {
  (globalThis as { gtreeBenchKeep?: unknown }).gtreeBenchKeep = x;
}

interface HeapFigures {
  /** Heap used right after the call, before any forced GC (garbage included): a lower bound of the peak. */
  readonly after: number;
  /** Growth of heapTotal (committed heap) over the call: the heap V8 had to reserve. */
  readonly committed: number;
  /** Heap used with the result still alive after a full GC: what the result itself holds. */
  readonly retained: number;
}

/** V8's heap plus the typed arrays' buffers, which live outside it (the syntax tree's columns do). */
const used = (m: NodeJS.MemoryUsage): number => m.heapUsed + m.arrayBuffers;

export function heapOf(fn: () => unknown): HeapFigures {
  keep(undefined);
  gc();
  gc();
  const before = process.memoryUsage();
  const result = fn();
  const mid = process.memoryUsage();
  keep(result);
  gc();
  gc();
  const end = process.memoryUsage();
  keep(undefined);
  return {
    after: used(mid) - used(before),
    committed: mid.heapTotal - before.heapTotal,
    retained: used(end) - used(before),
  };
}

// ---- reporting --------------------------------------------------------------------

const MB = 1024 * 1024;

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fmt = (x: number, digits = 1): string => x.toFixed(digits);
const mb = (bytes: number): string => `${fmt(bytes / MB)} MiB`;

/** The generated file must be clean, or we would be timing error recovery. */
function sanityCheck(w: Workload): void {
  const probe = checkText(w.gtree);
  const problems = probe.diagnostics.filter((d) => d.severity !== 'information');
  const model = probe.trees.length === 1 ? probe.trees[0].model : null;
  if (problems.length > 0 || !model) {
    console.log(`warning: the generated ${w.name} file has ${problems.length} problems, first: ${problems[0]?.code} ${problems[0]?.message}`);
  } else if (model.allNodes().length !== w.nodes) {
    console.log(`warning: ${w.name}: the model has ${model.allNodes().length} nodes, the generator made ${w.nodes}`);
  }
}

export function benchParse(): void {
  console.log('\n== parse: checkText (lex + parse + validate) vs JSON.parse of the same tree ==\n');
  const workloads = [makeWorkload('1MB', 1 * MB), makeWorkload('10MB', 10 * MB)];
  for (const w of workloads) sanityCheck(w);

  // Heap first, while the process is fresh, so the peak RSS reflects this call and not the timing loops.
  const w10 = workloads[1];
  const heapCheck = heapOf(() => checkText(w10.gtree));
  const rssAfterCheck = process.resourceUsage().maxRSS * 1024;
  const heapJson = heapOf(() => JSON.parse(w10.json));

  const rows: string[][] = [];
  const summary: string[] = [];
  for (const w of workloads) {
    const big = w.gtree.length > 5 * MB;
    const warmup = big ? 2 : 5;
    const runs = big ? 9 : 21;
    const gtreeBytes = Buffer.byteLength(w.gtree);
    const jsonBytes = Buffer.byteLength(w.json);
    const measured: [string, number, Timing][] = [
      ['tokenize', gtreeBytes, time(() => tokenize(w.gtree, new DiagnosticSink()), warmup, runs)],
      ['tokenize+parse', gtreeBytes, time(() => parse(w.gtree, new DiagnosticSink()), warmup, runs)],
      ['checkText', gtreeBytes, time(() => checkText(w.gtree), warmup, runs)],
      ['JSON.parse', jsonBytes, time(() => JSON.parse(w.json), warmup, runs)],
    ];
    for (const [what, bytes, t] of measured) {
      const s = t.median / 1000;
      rows.push([w.name, what, mb(bytes), fmt(t.median), `${fmt(t.min)}–${fmt(t.max)}`, fmt(bytes / MB / s), fmt(w.nodes / s / 1e6, 2)]);
    }
    const check = measured[2][2].median;
    const json = measured[3][2].median;
    // Same tree both ways, so the speed ratio is the inverse time ratio (nodes/s); the bytes/s ratio is lower
    // because the JSON text is longer than the .gtree text.
    summary.push(
      `${w.name} (${w.nodes.toLocaleString('en-US')} nodes): checkText runs at ${fmt(json / check, 2)}× JSON.parse's speed ` +
        `in nodes/s (${fmt(gtreeBytes / check / (jsonBytes / json), 2)}× in bytes/s); target ≥ 0.33×` +
        (big ? `; ${w.name} checked in ${fmt(check, 0)} ms, target < 1000 ms` : ''),
    );
  }
  console.log(table(['file', 'what', 'size', 'ms median', 'ms min–max', 'MiB/s', 'Mnodes/s'], rows));
  console.log('');
  for (const s of summary) console.log(s);

  console.log(`\nHeap for the ${w10.name} case (the text itself excluded; ${typeof globalThis.gc === 'function' ? 'with' : 'WITHOUT'} --expose-gc):`);
  console.log(
    table(
      ['what', 'heapUsed right after', 'heapTotal growth', 'retained by result'],
      [
        ['checkText', mb(heapCheck.after), mb(heapCheck.committed), mb(heapCheck.retained)],
        ['JSON.parse', mb(heapJson.after), mb(heapJson.committed), mb(heapJson.retained)],
      ],
    ),
  );
  console.log('The peak heap of a call lies between its heapUsed right after (a lower bound) and that plus what was free in heapTotal.');
  console.log(`Peak RSS of the process after that checkText: ${mb(rssAfterCheck)} (includes both texts and the generator's garbage).`);
}
