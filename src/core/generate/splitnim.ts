import { word, type Draft, type DraftTree } from '../write-gtree';
import { MAX_GENERATED_NODES, requireSize, requireWhole } from './limits';
import { asMax, twoPlayers } from './players';

/**
 * Split-Nim, the lecture's game of transpositions: one pile of n coins; a move splits one
 * pile into two piles of different sizes; the player who cannot move loses. Positions are
 * the piles, largest first (`4+2+1`); the move `7=4+3` splits a pile of 7 into 4 and 3.
 * Leaves: +1 if MAX (the first player) wins, −1 if MIN does.
 *
 * With `transpositions`, a position reached again by another order of moves is written once,
 * anchored (`&s4_2_1`), and referenced later (`*s4_2_1`): the tree becomes the game's graph,
 * as negamax-tt and MTD(f) see it.
 */
export interface SplitNimOptions {
  readonly pile: number;
  readonly transpositions: boolean;
  readonly players: readonly [string, string] | null;
}

export const SPLIT_NIM_DEFAULTS: SplitNimOptions = { pile: 7, transpositions: false, players: null };

const MAX_PILE = 100;

type Piles = readonly number[];

const key = (piles: Piles): string => piles.join('+');
const anchorName = (piles: Piles): string => `s${piles.join('_')}`;

/** The moves from a position in a fixed order: larger piles first, for each the split with the larger part first. */
export function splitNimMoves(piles: Piles): { readonly name: string; readonly piles: Piles }[] {
  const moves: { name: string; piles: Piles }[] = [];
  piles.forEach((pile, i) => {
    if (piles.indexOf(pile) !== i) return; // splitting either of two equal piles is the same move
    const rest = piles.filter((_, j) => j !== i);
    for (let a = pile - 1; a > pile - a; a--) moves.push({ name: `${pile}=${a}+${pile - a}`, piles: [...rest, a, pile - a].sort((x, y) => y - x) });
  });
  return moves;
}

export function splitNimTree(options: SplitNimOptions): DraftTree {
  const { pile, transpositions } = options;
  requireWhole('the pile', pile, 1, MAX_PILE);
  const names = twoPlayers(options.players);
  const graph = explore([pile]);
  requireSize(
    graph === null ? Infinity : transpositions ? graphSize(graph) : treeSize(graph),
    `Split-Nim from a pile of ${pile} ${transpositions ? 'written with transpositions' : 'as a tree'} has`,
    'start from a smaller pile',
  );
  const root = new Builder(graph!, transpositions).draft([pile]);
  const comment = [
    `Split-Nim: one pile of ${pile} coins. A move splits one pile into two piles of different sizes;`,
    `the player who cannot move loses. ${asMax(names)} moves first. Leaves: +1 if ${names[0]} wins, -1 if ${names[1]} wins.`,
    'Labels are the piles, largest first; the move "p=a+b" splits a pile of p into a and b.',
    ...(transpositions ? ['A position reached again by other moves is written once, anchored &k, then referenced *k (a transposition).'] : []),
    `Made by: gtree new splitnim --pile ${pile}${transpositions ? ' --transpositions' : ''}${options.players ? ` --players "${names.join(' ')}"` : ''}`,
  ];
  const settings: [string, string][] = options.players ? [['players', names.map(word).join(' ')]] : [];
  return { name: `Split-Nim ${pile}`, comment, settings, root };
}

interface Position {
  readonly moves: ReturnType<typeof splitNimMoves>;
  /** How many move sequences from the start reach it (capped): the times it appears in the full tree. */
  paths: number;
}

/**
 * Every position reachable from the start, level by level (each move adds a pile, so a level
 * is a number of piles and the positions form a graph without cycles); null past the size limit.
 */
function explore(start: Piles): Map<string, Position> | null {
  const graph = new Map<string, Position>([[key(start), { moves: splitNimMoves(start), paths: 1 }]]);
  for (const position of graph.values()) {
    for (const m of position.moves) {
      const next = graph.get(key(m.piles));
      if (next) next.paths = Math.min(next.paths + position.paths, MAX_GENERATED_NODES + 1);
      else graph.set(key(m.piles), { moves: splitNimMoves(m.piles), paths: position.paths });
      if (graph.size > MAX_GENERATED_NODES) return null;
    }
  }
  return graph;
}

/** Nodes of the full tree: one per path to each position. */
function treeSize(graph: Map<string, Position>): number {
  let total = 0;
  for (const p of graph.values()) total = Math.min(total + p.paths, MAX_GENERATED_NODES + 1);
  return total;
}

/** Nodes written with transpositions: the root, and one node per edge (a full subtree the first time, a reference after). */
function graphSize(graph: Map<string, Position>): number {
  let edges = 0;
  for (const p of graph.values()) edges += p.moves.length;
  return edges + 1;
}

/**
 * Drafts in pre-order, so an anchor comes before its references. The number of piles fixes
 * who moves (MAX where it is odd); recursion is at most `pile` deep.
 */
class Builder {
  private readonly written = new Set<string>();
  private readonly shared = new Map<string, Draft>();

  constructor(
    private readonly graph: Map<string, Position>,
    private readonly transpositions: boolean,
  ) {}

  draft(piles: Piles): Draft {
    const label = key(piles);
    const position = this.graph.get(label)!;
    if (position.moves.length === 0) return { label, payoff: piles.length % 2 === 1 ? -1 : 1 };
    if (!this.transpositions) {
      // Without anchors a position's subtree is the same wherever it appears: build it once.
      let known = this.shared.get(label);
      if (!known) this.shared.set(label, (known = { label, children: this.children(position) }));
      return known;
    }
    if (position.paths < 2) return { label, children: this.children(position) };
    if (this.written.has(label)) return { ref: anchorName(piles) };
    this.written.add(label);
    return { label, anchor: anchorName(piles), children: this.children(position) };
  }

  private children(position: Position): Draft[] {
    return position.moves.map((m) => ({ move: m.name, ...this.draft(m.piles) }));
  }
}
