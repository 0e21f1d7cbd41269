import type { GameNode, GameTree } from '../model/model';

/**
 * Labels that write a game position, read so that the diagram can draw the position as the
 * lecture does instead of printing the string: a tic-tac-toe board (`X.O|OOX|..X`, rows
 * left to right, as `gtree new tictactoe` writes it), the coins left in Novčići (`6 left`,
 * `6 left, Persival`, `0 left: MAX wins`), the piles of Split-Nim (`4+2+1`).
 *
 * One kind per tree, and only when every label of the tree reads as that kind (a reference
 * `*k` reads its anchor's label): a tree that labels a single node `7` is not a Split-Nim game.
 * A new kind is a reader here and a drawer in the drawing (src/render/position-drawing.ts).
 */
export type Position =
  /** Nine squares, row by row: `X`, `O` or `.` for a free square. */
  | { readonly kind: 'tictactoe'; readonly cells: string }
  /** Coins on the table. */
  | { readonly kind: 'coins'; readonly coins: number }
  /** Pile sizes, as written (Split-Nim writes them largest first). */
  | { readonly kind: 'piles'; readonly piles: readonly number[] };

export type PositionKind = Position['kind'];

interface PositionReader {
  readonly kind: PositionKind;
  /** The position a label writes, or null if it writes none of this kind. */
  read(label: string): Position | null;
  /** Whether every position of one tree together makes a game of this kind (default: yes). */
  game?(positions: readonly Position[]): boolean;
}

/** At most this many coins or pile units are drawn one by one (the drawing writes larger numbers). */
const MOST = 1000;

const TICTACTOE = /^([XO.]{3})\|([XO.]{3})\|([XO.]{3})$/i;
const COINS = /^(\d+) left(?![\w])/;
const PILES = /^\d+(?:\+\d+)*$/;

const READERS: readonly PositionReader[] = [
  {
    kind: 'tictactoe',
    read: (label) => {
      const m = TICTACTOE.exec(label.trim());
      return m ? { kind: 'tictactoe', cells: (m[1] + m[2] + m[3]).toUpperCase() } : null;
    },
  },
  {
    kind: 'coins',
    read: (label) => {
      const m = COINS.exec(label.trim());
      const coins = m ? Number(m[1]) : NaN;
      return coins <= MOST ? { kind: 'coins', coins } : null;
    },
  },
  {
    kind: 'piles',
    read: (label) => {
      if (!PILES.test(label.trim())) return null;
      const piles = label.trim().split('+').map(Number);
      return piles.every((p) => p >= 1 && p <= MOST) ? { kind: 'piles', piles } : null;
    },
    // Splitting keeps the coins: every position of one game holds as many, and some position was split.
    game: (positions) => {
      const totals = new Set(positions.map((p) => (p.kind === 'piles' ? p.piles.reduce((a, b) => a + b, 0) : -1)));
      return totals.size === 1 && positions.some((p) => p.kind === 'piles' && p.piles.length > 1);
    },
  },
];

const labelOf = (node: GameNode): string | null => node.label ?? node.target?.label ?? null;

/**
 * The position of each node, by id, when the tree's labels write positions of one kind; null
 * when they do not (or the tree has no labels). Nodes without a label get null in the list.
 */
export function positionsOf(tree: GameTree): (Position | null)[] | null {
  const labelled = tree.allNodes().filter((n) => labelOf(n) !== null);
  if (labelled.length === 0) return null;
  for (const reader of READERS) {
    const read: Position[] = [];
    for (const node of labelled) {
      const position = reader.read(labelOf(node)!);
      if (!position) break;
      read.push(position);
    }
    if (read.length < labelled.length || (reader.game && !reader.game(read))) continue;
    const byId: (Position | null)[] = new Array(tree.allNodes().length).fill(null);
    labelled.forEach((node, i) => (byId[node.id] = read[i]));
    return byId;
  }
  return null;
}
