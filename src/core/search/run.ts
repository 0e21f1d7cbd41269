import { ALGORITHMS, type AlgorithmName } from '../algorithms/catalog';
import { CHANCE, type Fail, type GameNode, type GameTree } from '../model';
import { treeHeight, unsupportedReason } from '../validate';
import { alphabeta } from './algorithms/alphabeta';
import { expectimax } from './algorithms/expectimax';
import { maxn } from './algorithms/maxn';
import { negamax, negamaxAB } from './algorithms/negamax';
import { negamaxTT, type Table } from './algorithms/negamax-tt';
import { negascout } from './algorithms/negascout';
import { MAX, SearchContext, SearchError } from './context';
import { childIds } from './child-ids';
import { drive } from './drive';
import { searchOrder } from './order';
import { Recorder, type CutKind } from './recorder';

export interface RunOptions {
  /** Overrides of the tree's settings (the CLI flags). */
  readonly algorithm?: AlgorithmName;
  readonly depth?: number | null;
  readonly fail?: Fail;
  /** Keep the event stream for replay (default true). */
  readonly events?: boolean;
}

export interface Totals {
  readonly calls: number;
  readonly nodes: number;
  readonly leafEvals: number;
  readonly cuts: number;
  readonly researches: number;
}

export interface Iteration {
  readonly depth: number;
  readonly value: number;
  /** The root's best move (its name, or its child index). */
  readonly best: string | number | null;
  readonly totals: Totals;
}

export interface Pass {
  readonly alpha: number;
  readonly beta: number;
  readonly value: number;
}

export interface Trace {
  readonly tree: GameTree;
  readonly algorithm: AlgorithmName;
  readonly depth: number | null;
  readonly fail: Fail;
  /** Per-node facts of the run (every iteration of iterative deepening, added up). */
  readonly rec: Recorder;
  /** 0 none, 1 alpha-beta cut, 2 negascout (scout) cut; by node id. */
  readonly cuts: Uint8Array;
  /** The root's value in MAX's view; a tuple for maxn. */
  readonly value: number | readonly number[];
  readonly pv: readonly (string | number)[];
  readonly totals: Totals;
  readonly iterations?: readonly Iteration[];
  /**
   * Iterative deepening: each iteration on its own, as a trace of the same shape (its records,
   * cuts, totals, value and principal variation): what a student draws for "depth 2". A view
   * beside the contract, which is this trace; see iterationView.
   */
  readonly iterationViews?: readonly Trace[];
  readonly passes?: readonly Pass[];
}

export type RunOutcome = { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly message: string; readonly node: GameNode | null };

const MAX_MTDF_PASSES = 10_000;

/** Runs one algorithm on a valid tree. Never throws for a problem of the input: it returns the message. */
export function run(tree: GameTree, options: RunOptions = {}): RunOutcome {
  const algorithm = options.algorithm ?? tree.settings.algorithm;
  const depth = options.depth === undefined ? tree.settings.depth : options.depth;
  const fail = options.fail ?? tree.settings.fail;
  const events = options.events ?? true;
  const why = unsupportedReason(tree, algorithm);
  if (why) return { ok: false, message: why, node: null };
  try {
    return { ok: true, trace: search(tree, algorithm, depth, fail, events) };
  } catch (e) {
    if (e instanceof SearchError) return { ok: false, message: e.message, node: e.node };
    throw e;
  }
}

function search(tree: GameTree, algorithm: AlgorithmName, depth: number | null, fail: Fail, events: boolean): Trace {
  const order = searchOrder(tree, tree.settings.order);
  const ctx = new SearchContext(tree, { depth, order, events, prunes: ALGORITHMS[algorithm].windowed });
  const root = tree.root;
  const hard = fail === 'hard';
  const [lo, hi] = tree.settings.window;
  const finish = (rec: Recorder, value: number | readonly number[], extra: Partial<Trace> = {}): Trace => {
    const maxView = ALGORITHMS[algorithm].maxView || typeof value !== 'number' || root.player === MAX ? value : -value;
    return { ...summarize(tree, rec), tree, algorithm, depth, fail, rec, value: maxView, ...extra };
  };

  switch (algorithm) {
    case 'minimax':
    case 'expectimax':
      return finish(ctx.rec, drive(expectimax(ctx, root, 0)));
    case 'alphabeta':
      return finish(ctx.rec, drive(alphabeta(ctx, root, lo, hi, 0, hard)));
    case 'negamax':
      return finish(ctx.rec, drive(negamax(ctx, root, 0)));
    case 'negamax-ab':
      return finish(ctx.rec, drive(negamaxAB(ctx, root, lo, hi, 0, hard)));
    case 'negascout':
      return finish(ctx.rec, drive(negascout(ctx, root, lo, hi, 0, false, tree.settings.nullwindow)));
    case 'aspiration': {
      const { guess, delta } = tree.settings;
      const a = guess - delta;
      const b = guess + delta;
      let v = drive(negamaxAB(ctx, root, a, b, 0, hard));
      if (v <= a || v >= b) {
        ctx.rec.research(root, 'aspiration');
        v = drive(negamaxAB(ctx, root, -Infinity, Infinity, 0, hard));
      }
      return finish(ctx.rec, v);
    }
    case 'negamax-tt':
      return finish(ctx.rec, drive(negamaxTT(ctx, new Map(), root, lo, hi, 0)));
    case 'mtdf':
      return mtdf(tree, ctx, finish);
    case 'iterative':
      return iterative(tree, depth, hard, events, finish);
    case 'maxn':
      return finish(ctx.rec, drive(maxn(ctx, root, 0)));
  }
}

type Finish = (rec: Recorder, value: number | readonly number[], extra?: Partial<Trace>) => Trace;

/** MTD(f) (Plaat et al. 1996): null-window negamax-tt passes from `guess`, one table for the whole run, until the bounds meet. */
function mtdf(tree: GameTree, ctx: SearchContext, finish: Finish): Trace {
  const w = tree.settings.nullwindow;
  const table: Table = new Map();
  const passes: Pass[] = [];
  let g = tree.settings.guess;
  let lower = -Infinity;
  let upper = Infinity;
  while (lower < upper) {
    if (passes.length >= MAX_MTDF_PASSES) throw new SearchError(`MTD(f) did not converge in ${MAX_MTDF_PASSES} passes.`, tree.root);
    const beta = g === lower ? g + w : g;
    if (passes.length > 0) ctx.rec.research(tree.root, 'mtdf');
    g = drive(negamaxTT(ctx, table, tree.root, beta - w, beta, 0));
    passes.push({ alpha: beta - w, beta, value: g });
    if (g < beta) upper = g;
    else lower = g;
  }
  return finish(ctx.rec, g, { passes });
}

/**
 * Iterative deepening (the lecture "Teorija igara – Sekvencijalne igre", "Zadatak 2 – XO
 * (Progresivno produbljivanje)"): alpha-beta to depth 1, 2, … D (the depth setting, or the tree's
 * height), each iteration searching children best-first by the previous iteration's values.
 * Each iteration is recorded on its own (its view: what a student draws for that depth), and
 * the trace is the whole run: the iterations appended into one record, so visits, calls,
 * leaf evaluations and cuts add up, and each node shows its last call.
 */
function iterative(tree: GameTree, depth: number | null, hard: boolean, events: boolean, finish: Finish): Trace {
  const last = Math.max(1, depth ?? treeHeight(tree));
  const [lo, hi] = tree.settings.window;
  const iterations: Iteration[] = [];
  const views: Trace[] = [];
  const order = new Map(searchOrder(tree, tree.settings.order) ?? []);
  const fail: Fail = hard ? 'hard' : 'soft';
  let value = 0;
  // A recorder sized for the whole tree per iteration cost more than the shallow iterations' searches.
  let capacity = 64;
  for (let d = 1; d <= last; d++) {
    const ctx = new SearchContext(tree, { depth: d, order, events, prunes: true, capacity });
    value = drive(alphabeta(ctx, tree.root, lo, hi, 0, hard));
    const summary = summarize(tree, ctx.rec);
    iterations.push({ depth: d, value, best: summary.pv[0] ?? null, totals: summary.totals });
    views.push({ ...summary, tree, algorithm: 'iterative', depth: d, fail, rec: ctx.rec, value });
    reorderByValues(tree, ctx, order);
    capacity = 4 * summary.totals.nodes; // the next iteration goes one level deeper
  }
  const run = new Recorder(
    tree,
    events,
    true,
    views.reduce((n, v) => n + v.totals.nodes, 0),
  );
  for (const view of views) run.append(view.rec);
  return finish(run, value, { iterations, iterationViews: views });
}

/** Sorts, in place, the children of every searched node best-first by the values just found; unsearched children keep their place after them. */
function reorderByValues(tree: GameTree, ctx: SearchContext, order: Map<GameNode, readonly GameNode[]>): void {
  const rec = ctx.rec;
  for (const id of rec.touched) {
    const node = tree.nodes[id];
    if (!rec.expandedOf(id) || node.player === CHANCE || node.children.length < 2) continue;
    const current = order.get(node) ?? node.children;
    const sign = node.player === MAX ? -1 : 1;
    const keyed = current.map((c, i) => ({ c, i, seen: rec.visitsOf(c.id) > 0, v: rec.valueOf(c.id) }));
    keyed.sort((a, b) => (a.seen === b.seen ? (a.seen ? sign * (a.v - b.v) || a.i - b.i : a.i - b.i) : a.seen ? -1 : 1));
    order.set(
      node,
      keyed.map((e) => e.c),
    );
  }
}

/** Cut marks, totals and the principal variation from a recorder; walks only the nodes the run called. */
function summarize(tree: GameTree, rec: Recorder): { cuts: Uint8Array; totals: Totals; pv: (string | number)[] } {
  const cuts = new Uint8Array(tree.nodes.length);
  const cutCount = rec.markCuts(childIds(tree), cuts);
  const pv: (string | number)[] = [];
  for (let n = tree.root; rec.bestOf(n.id) >= 0;) {
    const best = rec.bestOf(n.id);
    const child = n.children.find((c) => c.id === best)!;
    pv.push(child.move ?? child.index);
    n = child;
  }
  const totals = { calls: rec.calls, nodes: rec.nodes, leafEvals: rec.leafEvals, cuts: cutCount, researches: rec.researches };
  return { cuts, pv, totals };
}

export const CUT_KINDS: readonly (CutKind | null)[] = [null, 'alphabeta', 'scout'];
