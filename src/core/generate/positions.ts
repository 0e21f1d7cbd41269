import type { Draft } from '../output/write-gtree';
import { MAX_GENERATED_NODES } from './limits';

/**
 * A whole game given by its positions and moves, as tic-tac-toe, Novčići and Split-Nim are:
 * explored once, position by position, then written either as the full tree (a position
 * reached by several orders of moves is written out each time) or with transpositions (written
 * once, anchored `&k`, and referenced `*k` wherever it is reached again) — the game's graph, as
 * negamax-tt and MTD(f) see it. The games have no cycles: every move brings the end nearer.
 */
export interface PositionGame<P> {
  /** Equal for equal positions, and a position's whole subtree follows from it (who moves included). */
  key(position: P): string;
  /** The moves in the order they are written; none at the end of the game. */
  moves(position: P): readonly { readonly name: string; readonly next: P }[];
  label(position: P): string;
  /** MAX's payoff, at the end of the game. */
  payoff(position: P): number;
  /** The anchor name (a NAME of the language) of a position written once and referenced again. */
  anchor(position: P): string;
}

interface Vertex<P> {
  readonly position: P;
  readonly moves: { readonly name: string; readonly to: Vertex<P> }[];
  /** Moves from other positions that reach it: with two or more it is a transposition. */
  incoming: number;
  /** Nodes of its subtree in the full tree, capped at MAX_GENERATED_NODES + 1. */
  treeSize: number;
}

export interface GameGraph<P> {
  readonly root: Vertex<P>;
  readonly positions: number;
  /** Nodes of the full tree; Infinity past MAX_GENERATED_NODES. */
  readonly treeSize: number;
  /** Nodes written with transpositions: the root and one per move (a position written the first time, a reference after). */
  readonly graphSize: number;
}

const TOO_MANY = MAX_GENERATED_NODES + 1;

/**
 * Every position reachable from `start`, each once, with the size of its full subtree (worked out
 * children first, in one depth-first walk with its own stack: a game may last a thousand moves).
 * Null when there are more positions than a generated tree may have nodes.
 */
export function exploreGame<P>(game: PositionGame<P>, start: P): GameGraph<P> | null {
  const vertices = new Map<string, Vertex<P>>();
  let edges = 0;
  const vertexOf = (position: P): Vertex<P> => {
    const key = game.key(position);
    let vertex = vertices.get(key);
    if (!vertex) vertices.set(key, (vertex = { position, moves: [], incoming: 0, treeSize: 0 }));
    return vertex;
  };
  const root = vertexOf(start);
  const expanded = new Set<Vertex<P>>();
  // A vertex is on the stack twice: first to expand it, then (marked done) to total its children's sizes.
  const stack: { vertex: Vertex<P>; done: boolean }[] = [{ vertex: root, done: false }];
  while (stack.length > 0) {
    const { vertex, done } = stack.pop()!;
    if (done) {
      let size = 1;
      for (const m of vertex.moves) size = Math.min(size + m.to.treeSize, TOO_MANY);
      vertex.treeSize = size;
      continue;
    }
    if (expanded.has(vertex)) continue;
    expanded.add(vertex);
    stack.push({ vertex, done: true });
    for (const m of game.moves(vertex.position)) {
      const to = vertexOf(m.next);
      to.incoming++;
      edges++;
      vertex.moves.push({ name: m.name, to });
      if (!expanded.has(to)) stack.push({ vertex: to, done: false });
    }
    if (vertices.size > MAX_GENERATED_NODES) return null;
  }
  return { root, positions: vertices.size, treeSize: root.treeSize >= TOO_MANY ? Infinity : root.treeSize, graphSize: edges + 1 };
}

/** The header comment's line on `&k` and `*k`, for every generator that writes transpositions. */
export const TRANSPOSITIONS_COMMENT = 'A position reached again by other moves is written once, anchored &k, then referenced *k (a transposition).';

/** The nodes `gameDraft` writes: the full tree's, or with transpositions the graph's. */
export const writtenSize = (graph: GameGraph<unknown> | null, transpositions: boolean): number =>
  graph === null ? Infinity : transpositions ? graph.graphSize : graph.treeSize;

/**
 * The game as drafts to write. As a tree, each position's draft is made once and shared by every
 * place it appears (the writer prints it out each time). With transpositions, in pre-order, so an
 * anchor comes before its references: a position reached by two or more moves, the end of a game
 * included, is written in full the first time, anchored, and is a reference after — every position
 * is written once. Who moves follows from the position, so a reference always has its anchor's player.
 */
export function gameDraft<P>(game: PositionGame<P>, graph: GameGraph<P>, transpositions: boolean): Draft {
  return transpositions ? new TranspositionWriter(game).draft(graph.root) : sharedDrafts(game, graph.root);
}

function positionDraft<P>(game: PositionGame<P>, vertex: Vertex<P>, children: Draft[] | null): Draft {
  const label = game.label(vertex.position);
  return children === null ? { label, payoff: game.payoff(vertex.position) } : { label, children };
}

/** One draft per position, children first, without recursion. */
function sharedDrafts<P>(game: PositionGame<P>, root: Vertex<P>): Draft {
  const drafts = new Map<Vertex<P>, Draft>();
  const stack: { vertex: Vertex<P>; done: boolean }[] = [{ vertex: root, done: false }];
  while (stack.length > 0) {
    const { vertex, done } = stack.pop()!;
    if (drafts.has(vertex)) continue;
    if (vertex.moves.length === 0 || done) {
      drafts.set(vertex, positionDraft(game, vertex, vertex.moves.length === 0 ? null : vertex.moves.map((m) => ({ move: m.name, ...drafts.get(m.to)! }))));
    } else {
      stack.push({ vertex, done: true });
      for (const m of vertex.moves) if (!drafts.has(m.to)) stack.push({ vertex: m.to, done: false });
    }
  }
  return drafts.get(root)!;
}

/** Recursion is as deep as the game is long (at most a thousand moves, for Novčići). */
class TranspositionWriter<P> {
  private readonly written = new Set<Vertex<P>>();

  constructor(private readonly game: PositionGame<P>) {}

  draft(vertex: Vertex<P>): Draft {
    if (vertex.incoming >= 2) {
      const anchor = this.game.anchor(vertex.position);
      if (this.written.has(vertex)) return { ref: anchor };
      this.written.add(vertex);
      return { ...this.full(vertex), anchor };
    }
    return this.full(vertex);
  }

  private full(vertex: Vertex<P>): Draft {
    return positionDraft(this.game, vertex, vertex.moves.length === 0 ? null : vertex.moves.map((m) => ({ move: m.name, ...this.draft(m.to) })));
  }
}
