import type { AlgorithmName } from './algorithm-names';
import type { Num, NumberStyle } from './num';
import type { SyntaxNode, TreeSyntax } from '../language/syntax';

/*
 * Who moves at a node: an index into the tree's players. In a two-player tree MAX (the first
 * player, whose payoffs the leaves hold) is 0 and MIN is 1; a chance node is CHANCE.
 */
export const MAX = 0;
export const MIN = 1;
export const CHANCE = -1;

export type Fail = 'soft' | 'hard';
export type Order = 'written' | 'best-first' | 'worst-first';
/**
 * When a window closes: `on-equal` cuts as soon as α ≥ β (the lecture, AIMA, Knuth & Moore),
 * `strict` only when α > β (UC Berkeley CS188: "you must not prune on equality").
 */
export type Prune = 'on-equal' | 'strict';
/** How iterative deepening orders each later iteration: best-first by the previous one's values, or as the first (MIT 6.034's progressive deepening). */
export type Reorder = 'best-first' | 'none';
/** What a sheet asks besides its answers: `best-order`, the children reordered so that alpha-beta evaluates the fewest leaves. */
export type Ask = 'best-order';

export interface Settings {
  readonly algorithm: AlgorithmName;
  /** Whether `algorithm:` was written (otherwise it was chosen from the tree's shape). */
  readonly algorithmWritten: boolean;
  /** Index into players of who moves at the root. */
  readonly root: number;
  readonly players: readonly string[];
  readonly depth: number | null;
  readonly fail: Fail;
  readonly window: readonly [Num, Num];
  readonly nullwindow: Num;
  readonly guess: Num;
  readonly delta: Num;
  readonly order: Order;
  readonly prefer: string | null;
  readonly ties: 'first' | 'last';
  readonly prune: Prune;
  /** The exercise variant the tree is (`variant:`): identity for grading, never read by a search. */
  readonly variant: string | null;
  /** `bounds: [L, U]`: every leaf (and estimate) lies in [L, U]; Star1 and Star2 bound a chance node's value by them. Null when not written. */
  readonly bounds: readonly [Num, Num] | null;
  readonly reorder: Reorder;
  readonly ask: Ask | null;
}

export interface GameNode {
  /** Pre-order position among the written nodes of the tree (a reference is its own node). */
  readonly id: number;
  readonly parent: GameNode | null;
  /** Index among the parent's children, as written. */
  readonly index: number;
  readonly depth: number;
  readonly label: string | null;
  /** The move's name on the edge from a player node. */
  readonly move: string | null;
  /** The edge's probability below a chance node. */
  readonly probability: Num | null;
  /** The name of that chance outcome, when written (`six` in `six 1/6 -> 5`). */
  readonly outcome: string | null;
  /** Index into the tree's players, or CHANCE. */
  readonly player: number;
  /** A leaf's payoff in a scalar tree (MAX's view). */
  readonly payoff: Num | null;
  /** A leaf's payoff tuple in a tuple tree. */
  readonly payoffs: readonly Num[] | null;
  readonly estimate: Num | null;
  readonly estimates: readonly Num[] | null;
  /** For a reference `*k`, the anchor's children: the same objects, so a subtree is searched as one position. */
  readonly children: readonly GameNode[];
  /** The anchor a reference `*k` stands for. */
  readonly target: GameNode | null;
  /** The anchor name a node defines with `&k`. */
  readonly anchor: string | null;
  readonly syntax: SyntaxNode;
}

declare const reusedMark: unique symbol;

/**
 * An object lent for one step of a walk: the next call that lends one moves it to other data
 * (`GameTree.reusedNode`, `FactsReader.read`), so that a walk over a million nodes makes no
 * object per node. Read it at once; keep a copy (`{ ...facts }`) or the real object
 * (`tree.node(id)`), never this one.
 */
export type Reused<T> = T & { readonly [reusedMark]?: never };

export interface GameTree {
  /** The tree's name, or null for an anonymous tree. */
  readonly name: string | null;
  /** Position in the file, from 0. */
  readonly index: number;
  readonly settings: Settings;
  /** Payoffs are single numbers in MAX's view, or tuples with one entry per player. */
  readonly valueKind: 'scalar' | 'tuple';
  readonly hasChance: boolean;
  /** How the text, the diagram and the hover write the tree's non-whole values. */
  readonly numberStyle: NumberStyle;
  readonly root: GameNode;
  /** How many nodes were written: their ids are 0 to size − 1, in pre-order. */
  readonly size: number;
  /** The node of that id. */
  node(id: number): GameNode;
  /**
   * The node of that id, or something equal to it in all but identity, valid until the next
   * call (one object, moved): for a walk that reads each node of a big tree once, and keeps
   * none. See ModelColumns.reused.
   */
  reusedNode(id: number): Reused<GameNode>;
  /**
   * Every written node in pre-order (the children shared by a reference appear once, under the
   * anchor). The first call makes an object for every node not made yet (then kept): on a big
   * tree, walk `size` and `node(id)`, or `reusedNode(id)`, to make only those read.
   */
  allNodes(): readonly GameNode[];
  readonly syntax: TreeSyntax;
  /** The unknown some leaves are written as (`unknowns: x in [-10, 10]`), when the tree declares one and uses it. */
  readonly unknown?: Unknown | null;
}

/**
 * A leaf value left as a name, asked about as a function of it (MIT 6.034's "for which x is this
 * edge pruned?"). Its leaves have no payoff in the model: a run substitutes a number for it
 * (`RunOptions.unknownValue`), and `core/symbolic/` solves the tree over the whole range.
 */
export interface Unknown {
  readonly name: string;
  /** The closed range [low, high] of its values. */
  readonly low: Num;
  readonly high: Num;
  /** The leaves written as the name, in pre-order. */
  readonly leaves: readonly GameNode[];
}

/** Child indices from the root, as written. Nodes below a reference report the anchor's path. */
export function pathOf(node: GameNode): number[] {
  const path: number[] = [];
  for (let n: GameNode | null = node; n && n.parent; n = n.parent) path.push(n.index);
  return path.reverse();
}

/** How a player is shown: max/min/chance for two-player trees, the declared name otherwise. */
export function playerName(tree: GameTree, player: number): string {
  if (player === CHANCE) return 'chance';
  if (tree.settings.players.length === 2) return player === 0 ? 'max' : 'min';
  return tree.settings.players[player];
}
