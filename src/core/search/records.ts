import { ALGORITHMS } from '../algorithms/catalog';
import { pathOf, playerName, type GameNode } from '../model';
import type { Bound, TableOutcome, Value } from './recorder';
import { CUT_KINDS, type Trace } from './run';
import type { CutKind } from './recorder';

/** What a run says about one node: the shape shared by the JSON, the hover and the diagram. */
export interface NodeRecord {
  readonly path: readonly number[];
  readonly label: string | null;
  readonly player: string;
  readonly visits: number;
  readonly order: number | null;
  readonly alpha?: number;
  readonly beta?: number;
  readonly value?: Value;
  readonly bound?: Bound;
  readonly cut?: CutKind;
  readonly tt?: TableOutcome;
  readonly best?: readonly number[] | null;
}

export function nodeRecord(trace: Trace, node: GameNode, path: readonly number[] = pathOf(node)): NodeRecord {
  const rec = trace.rec;
  const id = node.id;
  const visits = rec.visits[id];
  const base = { path, label: node.label, player: playerName(trace.tree, node.player), visits, order: visits > 0 ? rec.order[id] : null };
  if (visits === 0) {
    const cut = CUT_KINDS[trace.cuts[id]];
    return cut ? { ...base, cut } : base;
  }
  const out: { -readonly [K in keyof NodeRecord]?: NodeRecord[K] } = { ...base };
  const windowed = ALGORITHMS[trace.algorithm].windowed;
  if (windowed) {
    out.alpha = rec.alpha[id];
    out.beta = rec.beta[id];
  }
  out.value = trace.tree.valueKind === 'tuple' || trace.algorithm === 'maxn' ? rec.tuples[id]! : rec.value[id];
  if (windowed) out.bound = boundOf(rec.value[id], rec.alpha[id], rec.beta[id]);
  const tt = rec.tableOutcome(id);
  if (tt) out.tt = tt;
  const best = rec.bestOf(id);
  out.best = best < 0 ? null : [...path, node.children.findIndex((c) => c.id === best)];
  return out as NodeRecord;
}

export function boundOf(value: number, alpha: number, beta: number): Bound {
  return value >= beta ? 'lower' : value <= alpha ? 'upper' : 'exact';
}

/** Records of every written node in pre-order, paths computed once. */
export function nodeRecords(trace: Trace): NodeRecord[] {
  const paths = new Map<GameNode, readonly number[]>();
  return trace.tree.nodes.map((node) => {
    const path = node.parent ? [...paths.get(node.parent)!, node.index] : [];
    paths.set(node, path);
    return nodeRecord(trace, node, path);
  });
}
