import type { AlgorithmName } from '../model/algorithm-names';
import { ALGORITHMS } from './catalog';
import { MAX, type Fail, type GameNode, type GameTree } from '../model/model';
import { neg, type Num } from '../model/num';
import { unsupportedReason } from './capabilities';
import { alphabeta } from './algorithms/alphabeta';
import { aspiration } from './algorithms/aspiration';
import { expectimax } from './algorithms/expectimax';
import { iterative } from './algorithms/iterative';
import { maxn } from './algorithms/maxn';
import { mtdf } from './algorithms/mtdf';
import { negamax, negamaxAB } from './algorithms/negamax';
import { negamaxTT } from './algorithms/negamax-tt';
import { negascout } from './algorithms/negascout';
import { SearchContext, SearchError } from './context';
import { drive } from './drive';
import { searchOrder } from './order';
import type { Recorder, Value } from './recorder';
import type { Trace } from './trace';
import { summarize } from './summary';

export interface RunOptions {
  /** Overrides of the tree's settings (the CLI flags). */
  readonly algorithm?: AlgorithmName;
  readonly depth?: number | null;
  readonly fail?: Fail;
  /** Keep the event stream for replay (default true). */
  readonly events?: boolean;
}

export type RunOutcome = { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly message: string; readonly node: GameNode | null };

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
  const finish = (rec: Recorder, value: Value, extra: Partial<Trace> = {}): Trace => {
    const maxView = ALGORITHMS[algorithm].maxView || Array.isArray(value) || root.player === MAX ? value : neg(value as Num);
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
    case 'aspiration':
      return finish(ctx.rec, aspiration(ctx, root, tree.settings.guess, tree.settings.delta, hard));
    case 'negamax-tt':
      return finish(ctx.rec, drive(negamaxTT(ctx, new Map(), root, lo, hi, 0)));
    case 'mtdf': {
      const { value, passes } = mtdf(ctx, root, tree.settings.guess, tree.settings.nullwindow);
      return finish(ctx.rec, value, { passes });
    }
    case 'iterative': {
      const { run, value, iterations, views } = iterative(tree, depth, hard, events);
      return finish(run, value, { iterations, iterationViews: views });
    }
    case 'maxn':
      return finish(ctx.rec, drive(maxn(ctx, root, 0)));
  }
}
