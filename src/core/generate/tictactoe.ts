import type { DraftTree } from '../output/write-gtree';
import { GenerateError, requireSize } from './limits';
import { exploreGame, gameDraft, TRANSPOSITIONS_COMMENT, writtenSize, type PositionGame } from './positions';

/**
 * Tic-tac-toe (iks-oks) game trees as in the course's "Zadatak 1–3": the complete tree from
 * a position, successors made by putting the mover's mark on the free squares by rows or by
 * columns, X is MAX, leaves +1 (X wins), 0 (draw), −1 (O wins). Boards are written row by
 * row, `X.O|OOX|..X`; the move `r3c1` puts the mark on row 3, column 1.
 *
 * With `transpositions`, a board reached again by another order of moves is written once,
 * anchored with the board as its name (`&XO_-_X_-O__`, `_` a free square, `-` between rows),
 * and referenced after (`*XO_-_X_-O__`): the whole game is then 5 478 positions instead of
 * 549 946 nodes.
 */
export interface TicTacToeOptions {
  /** 9 squares: x/X, o/O (or 0), and . - _ for free ones; `|`, `/`, spaces and commas between rows are ignored. */
  readonly board: string;
  /** Who moves; null: worked out from the marks (X starts). */
  readonly turn: 'X' | 'O' | null;
  readonly by: 'rows' | 'columns';
  readonly transpositions: boolean;
}

type Mark = 'X' | 'O';
type Board = string; // 9 characters of X, O and '.'

/** The eight winning lines as square indices (0–8, row by row): three rows, three columns, two diagonals. */
const LINES: readonly (readonly number[])[] = ['012', '345', '678', '036', '147', '258', '048', '246'].map((line) => [...line].map(Number));
const ORDER = { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8], columns: [0, 3, 6, 1, 4, 7, 2, 5, 8] } as const;

export function ticTacToeTree(options: TicTacToeOptions): DraftTree {
  const board = parseBoard(options.board);
  const turn = playableTurn(board, options.turn);
  const game = ticTacToe(ORDER[options.by]);
  const graph = exploreGame(game, { board, turn });
  requireSize(
    writtenSize(graph, options.transpositions),
    `the complete tree from ${show(board)}${options.transpositions ? ' written with transpositions' : ''} has`,
    'start from a position with more marks on the board',
  );
  const comment = [
    `Tic-tac-toe from this position, ${turn} to move:`,
    ...[0, 3, 6].map((r) => `    ${[...board.slice(r, r + 3)].join(' ')}`),
    `The complete game tree; the successors of a position put the mover's mark on each free square, by ${options.by}.`,
    'X is MAX. Leaves: +1 if X wins, 0 for a draw, -1 if O wins. Labels are the boards row by row; a move rRcC marks row R, column C.',
    ...(options.transpositions ? [TRANSPOSITIONS_COMMENT, "Anchors name the board: '_' a free square, '-' between the rows."] : []),
    `Made by: gtree new tictactoe --board "${show(board)}" --turn ${turn.toLowerCase()} --by ${options.by}${options.transpositions ? ' --transpositions' : ''}`,
  ];
  return {
    name: `Tic-tac-toe ${show(board)}`,
    comment,
    settings: turn === 'O' ? [['root', 'min']] : [],
    root: gameDraft(game, graph!, options.transpositions),
  };
}

interface Position {
  readonly board: Board;
  readonly turn: Mark;
}

/** The game with the successors in `order` (the squares by rows or by columns). */
function ticTacToe(order: readonly number[]): PositionGame<Position> {
  return {
    key: ({ board, turn }) => board + turn,
    moves: ({ board, turn }) =>
      isOver(board)
        ? []
        : order
            .filter((square) => board[square] === '.')
            .map((square) => ({ name: moveName(square), next: { board: place(board, square, turn), turn: other(turn) } })),
    label: ({ board }) => show(board),
    payoff: ({ board }) => {
      const won = winner(board);
      return won === 'X' ? 1 : won === 'O' ? -1 : 0;
    },
    anchor: ({ board }) => `${board.slice(0, 3)}-${board.slice(3, 6)}-${board.slice(6)}`.replace(/\./g, '_'),
  };
}

/** The board as 9 characters of X, O and '.'; throws a GenerateError that says what is wrong. */
export function parseBoard(text: string): Board {
  const squares = text.replace(/[|/,\s]/g, '');
  if (squares.length !== 9) {
    throw new GenerateError(`a tic-tac-toe board has 9 squares, row by row (as in "x.o|oox|..x"), but '${text}' has ${squares.length}`);
  }
  return [...squares]
    .map((c) => {
      if (/[xX]/.test(c)) return 'X';
      if (/[oO0]/.test(c)) return 'O';
      if (/[.\-_]/.test(c)) return '.';
      throw new GenerateError(`'${c}' is not a square of a tic-tac-toe board: use x, o, and . (or - or _) for a free square`);
    })
    .join('');
}

/** Who moves: as asked, or worked out from the marks (X starts); throws for a board no game reaches or a finished game. */
function playableTurn(board: Board, asked: Mark | null): Mark {
  const xs = count(board, 'X');
  const os = count(board, 'O');
  if (Math.abs(xs - os) > 1) throw new GenerateError(`the board has ${xs} X and ${os} O: the players take turns, so the counts differ by at most one`);
  const turn = asked ?? (xs > os ? 'O' : 'X');
  if ((turn === 'X' && xs > os) || (turn === 'O' && os > xs)) {
    throw new GenerateError(`${turn} cannot move now: the board has ${xs} X and ${os} O, so ${turn} has just moved`);
  }
  const won = winner(board);
  if (won) throw new GenerateError(`the game is already over: ${won} has three in a row on ${show(board)}`);
  if (!board.includes('.')) throw new GenerateError(`the game is already over: the board ${show(board)} is full`);
  return turn;
}

const count = (board: Board, mark: Mark): number => [...board].filter((c) => c === mark).length;
const other = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');
const show = (board: Board): string => `${board.slice(0, 3)}|${board.slice(3, 6)}|${board.slice(6)}`;
const place = (board: Board, square: number, mark: Mark): Board => board.slice(0, square) + mark + board.slice(square + 1);
const moveName = (square: number): string => `r${Math.floor(square / 3) + 1}c${(square % 3) + 1}`;

function winner(board: Board): Mark | null {
  for (const [a, b, c] of LINES) if (board[a] !== '.' && board[a] === board[b] && board[b] === board[c]) return board[a] as Mark;
  return null;
}

const isOver = (board: Board): boolean => winner(board) !== null || !board.includes('.');
