import type { AlgorithmName } from '../model/algorithm-names';
import { ALGORITHMS } from './catalog';
import type { Fail, GameNode, GameTree, Prune } from '../model/model';
import { unsupportedReason } from './capabilities';
import { SearchContext, SearchError } from './context';
import { MAX_MTDF_PASSES } from './algorithms/mtdf';
import { searchOrder } from './order';
import type { Trace } from './trace';
import type { Num } from '../model/num';
import { traceOf } from './summary';

export interface RunOptions {
  /** Overrides of the tree's settings (the CLI flags). */
  readonly algorithm?: AlgorithmName;
  readonly depth?: number | null;
  readonly fail?: Fail;
  readonly prune?: Prune;
  /** Keep the event stream for replay (default true). */
  readonly events?: boolean;
  /** MTD(f)'s bound on its passes, past which the run fails (default 10 000; tests set it low). */
  readonly mtdfPasses?: number;
  /** What the tree's unknown leaves are worth in this run; a tree with an unknown runs only with one (see core/symbolic). */
  readonly unknownValue?: Num;
}

/** Why a tree with an unknown leaf has no single run. */
export const unknownRunMessage = (name: string): string =>
  `This tree has an unknown leaf '${name}': its run depends on the value of ${name}, so it is solved over the whole range instead (gtree run shows the cuts and the root's value as functions of ${name}).`;

/** MTD(f)'s bound on its passes for these options. */
export const mtdfPassLimit = (options: RunOptions): number => options.mtdfPasses ?? MAX_MTDF_PASSES;

export type RunOutcome = { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly message: string; readonly node: GameNode | null };

/** What a run of the tree with these options does: the options' overrides, else the tree's settings. */
export function runSettings(tree: GameTree, options: RunOptions) {
  const s = tree.settings;
  return {
    algorithm: options.algorithm ?? s.algorithm,
    depth: options.depth === undefined ? s.depth : options.depth,
    fail: options.fail ?? s.fail,
    prune: options.prune ?? s.prune,
    mtdfPasses: mtdfPassLimit(options),
  };
}

/** Runs one algorithm on a valid tree. Never throws for a problem of the input: it returns the message. */
export function run(tree: GameTree, options: RunOptions = {}): RunOutcome {
  const { algorithm, depth, fail, prune, mtdfPasses } = runSettings(tree, options);
  const events = options.events ?? true;
  const why = unsupportedReason(tree, algorithm);
  if (why) return { ok: false, message: why, node: null };
  if (tree.unknown && options.unknownValue === undefined) {
    return { ok: false, message: unknownRunMessage(tree.unknown.name), node: tree.unknown.leaves[0] };
  }
  const info = ALGORITHMS[algorithm];
  try {
    const ctx = new SearchContext(tree, {
      depth,
      order: searchOrder(tree, tree.settings.order),
      events,
      prunes: info.windowed,
      view: info.maxView ? 'max' : 'mover',
      hard: info.failHard && fail === 'hard',
      window: tree.settings.window,
      nullWindow: tree.settings.nullwindow,
      prune,
      mtdfPasses,
      unknownValue: options.unknownValue,
    });
    return { ok: true, trace: traceOf({ tree, algorithm, depth, fail, prune }, ctx.rec, info.search(ctx, tree.root)) };
  } catch (e) {
    if (e instanceof SearchError) return { ok: false, message: e.message, node: e.node };
    throw e;
  }
}
