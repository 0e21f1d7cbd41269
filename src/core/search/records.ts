import { ALGORITHMS } from './catalog';
import { CHANCE, MAX, playerName, type GameNode, type Reused } from '../model/model';
import { ge, le, type Num } from '../model/num';
import type { Bound, CutKind, Recorder, StarCut, TableOutcome, Value } from './recorder';
import { CUT_KINDS, type Trace } from './trace';

/**
 * What a run says about one node: the one definition behind the CLI's text and JSON, check's
 * answers, the hover and the quick fixes. Fields that do not apply to the node are undefined.
 */
export interface NodeFacts {
  readonly label: string | null;
  readonly player: string;
  readonly visits: number;
  /** Position of the node's first call among all calls; null for a node never called. */
  readonly order: number | null;
  /** The window of the node's last call (windowed algorithms only). */
  readonly alpha?: Num;
  readonly beta?: Num;
  readonly value?: Value;
  readonly bound?: Bound;
  /** Why a node never called was not: its edge was cut. */
  readonly cut?: CutKind;
  readonly tt?: TableOutcome;
  /** The child the node's last call took its value from (under a reference, the anchor's child); null for none. */
  readonly best?: GameNode | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads the facts of one node after another into the same object: a walk over a tree of a
 * million nodes makes no object per node. `read` lends that object (`Reused`): valid until the next read.
 */
export class FactsReader {
  private readonly rec: Recorder;
  private readonly windowed: boolean;
  private readonly tuples: boolean;
  private readonly star2: boolean;
  /** Player names by player number + 1 (chance is -1), looked up once each. */
  private readonly players: string[] = [];
  /** Every field present, in the JSON's order, so that the object keeps one shape. */
  private readonly facts: Mutable<NodeFacts> = {
    label: null,
    player: '',
    visits: 0,
    order: null,
    alpha: undefined,
    beta: undefined,
    value: undefined,
    bound: undefined,
    cut: undefined,
    tt: undefined,
    best: undefined,
  };

  constructor(private readonly trace: Trace) {
    this.rec = trace.rec;
    this.windowed = ALGORITHMS[trace.algorithm].windowed;
    this.tuples = trace.algorithm === 'maxn';
    this.star2 = trace.algorithm === 'star2';
  }

  read(node: GameNode): Reused<NodeFacts> {
    const { rec, facts } = this;
    const id = node.id;
    const visits = rec.visitsOf(id);
    facts.label = node.label;
    facts.player = this.playerOf(node.player);
    facts.visits = visits;
    facts.alpha = facts.beta = facts.value = facts.bound = facts.cut = facts.tt = facts.best = undefined;
    if (visits === 0) {
      facts.order = null;
      facts.cut = CUT_KINDS[this.trace.cuts[id]] ?? undefined;
      return facts;
    }
    facts.order = rec.orderOf(id);
    const value = rec.valueOf(id);
    if (this.windowed) {
      const alpha = (facts.alpha = rec.alphaOf(id));
      const beta = (facts.beta = rec.betaOf(id));
      facts.bound = boundOf(value, alpha, beta);
      if (this.star2 && facts.bound === 'exact' && probedOnly(this.trace, node)) facts.bound = node.player === MAX ? 'lower' : 'upper';
    }
    facts.value = this.tuples ? rec.tupleOf(id) : value;
    facts.tt = rec.tableOutcome(id) ?? undefined;
    const best = rec.bestOf(id);
    facts.best = best < 0 ? null : this.trace.tree.node(best);
    return facts;
  }

  private playerOf(player: number): string {
    return (this.players[player + 1] ??= playerName(this.trace.tree, player));
  }
}

/**
 * Why a node was never called although its parent was: the kind of cut, the node where the
 * window closed, and that window (α, β) when the run kept its events (the editor's runs do).
 */
export interface CutFacts {
  readonly kind: CutKind;
  readonly at: GameNode;
  readonly window: readonly [alpha: Num, beta: Num] | null;
  /** Star1/Star2's reason, when the cut is theirs: a chance node's bound, or a probe's stop. */
  readonly star?: StarCut;
}

/** The cut that left `node` unsearched in the run (or the view) `trace`; null for a node not cut. For one node at a time (it walks the run's prunes). */
export function cutFacts(trace: Trace, node: GameNode): CutFacts | null {
  const kind = CUT_KINDS[trace.cuts[node.id]];
  const prune = kind ? trace.rec.cutOf(node.id) : null;
  if (!kind || !prune) return null;
  const facts = { kind, at: trace.tree.node(prune.at), window: prune.window };
  return prune.star ? { ...facts, star: prune.star } : facts;
}

/** One node's facts, in an object of their own (the hover and the quick fixes ask for one node at a time). */
export const nodeFacts = (trace: Trace, node: GameNode): NodeFacts => new FactsReader(trace).read(node);

/**
 * Star2: whether the node's last call was a probe that stopped after its first child, its value
 * only a bound (lower for MAX, upper for MIN) though it lies inside its window. An alpha-beta cut
 * at a MAX or MIN node leaves a value at or past the window, so a node with a cut child and a value
 * inside its window was stopped by a probe that no full search followed.
 */
export function probedOnly(trace: Trace, node: GameNode): boolean {
  if (trace.algorithm !== 'star2' || node.player === CHANCE) return false;
  const rec = trace.rec;
  const id = node.id;
  if (rec.visitsOf(id) === 0 || boundOf(rec.valueOf(id), rec.alphaOf(id), rec.betaOf(id)) !== 'exact') return false;
  return node.children.some((c) => trace.cuts[c.id] !== 0);
}

export function boundOf(value: Num, alpha: Num, beta: Num): Bound {
  return ge(value, beta) ? 'lower' : le(value, alpha) ? 'upper' : 'exact';
}
