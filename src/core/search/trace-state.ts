import type { GameTree } from '../model/model';
import { Recorder, type RecorderState } from './recorder';
import type { RunOutcome } from './run';
import type { Trace } from './trace';

/**
 * A run's outcome as plain data, for a search made in another thread than the one that reads
 * it (the extension's worker thread): everything but the tree, which does not cross (a
 * structured clone of it costs more than parsing the text again), and the recorder as its
 * state. The reader revives it over its own parse of the same text: same text, same node ids.
 */
export type TraceState = Omit<Trace, 'tree' | 'rec' | 'iterationViews'> & {
  readonly rec: RecorderState;
  readonly iterationViews?: readonly TraceState[];
};

export type RunState = { readonly ok: true; readonly trace: TraceState } | { readonly ok: false; readonly message: string; readonly node: number | null };

export function traceState(trace: Trace): TraceState {
  const { tree: _tree, rec, iterationViews, ...rest } = trace;
  return { ...rest, rec: rec.toState(), ...(iterationViews ? { iterationViews: iterationViews.map(traceState) } : {}) };
}

export function traceFromState(tree: GameTree, state: TraceState): Trace {
  const { rec, iterationViews, ...rest } = state;
  return {
    ...rest,
    tree,
    rec: Recorder.fromState(tree, rec),
    ...(iterationViews ? { iterationViews: iterationViews.map((view) => traceFromState(tree, view)) } : {}),
  };
}

export const runState = (outcome: RunOutcome): RunState =>
  outcome.ok ? { ok: true, trace: traceState(outcome.trace) } : { ok: false, message: outcome.message, node: outcome.node?.id ?? null };

export const runFromState = (tree: GameTree, state: RunState): RunOutcome =>
  state.ok
    ? { ok: true, trace: traceFromState(tree, state.trace) }
    : { ok: false, message: state.message, node: state.node === null ? null : tree.node(state.node) };
