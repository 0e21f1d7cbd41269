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
  const visits = rec.visitsOf(id);
  const player = playerName(trace.tree, node.player);
  if (visits === 0) {
    const cut = CUT_KINDS[trace.cuts[id]];
    return cut ? { path, label: node.label, player, visits, order: null, cut } : { path, label: node.label, player, visits, order: null };
  }
  const record: { -readonly [K in keyof NodeRecord]: NodeRecord[K] } = { path, label: node.label, player, visits, order: rec.orderOf(id) };
  if (ALGORITHMS[trace.algorithm].windowed) {
    [record.alpha, record.beta] = rec.windowOf(id);
  }
  record.value = trace.algorithm === 'maxn' ? rec.tupleOf(id)! : rec.valueOf(id);
  if (record.alpha !== undefined) record.bound = boundOf(rec.valueOf(id), record.alpha, record.beta!);
  const tt = rec.tableOutcome(id);
  if (tt) record.tt = tt;
  const best = rec.bestOf(id);
  // A reference's children are its anchor's and have records only there: name the anchor's child.
  const child = best < 0 ? null : trace.tree.nodes[best];
  record.best = child === null ? null : node.target ? pathOf(child) : [...path, child.index];
  return record;
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
