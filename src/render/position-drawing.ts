/**
 * Game positions drawn as the lecture draws them, over the node whose label writes one: a
 * tic-tac-toe board, the coins left in Novčići, the piles of Split-Nim. The core decides
 * what a label is (src/core/diagram/position-labels.ts); this draws what it is sent, one drawer per
 * kind: a new kind is a reader there and a drawer here (the compiler asks for both).
 *
 * DOM (part of draw.ts's contract): `g.position[data-kind]` translated to its top-left
 * corner, `rect.backdrop` in the background colour under the drawing; a board is `rect.board`, four `line.grid` and per marked square a `path.mark.x`
 * or `circle.mark.o` with `data-cell` (0–8, row by row); coins are `circle.coin` (up to
 * nine, rows of three; beyond that one coin and `text.count` "×12"; none: `circle.empty`);
 * piles are columns of `rect.unit` (or one `rect.bar` per pile when a pile is too high to
 * draw square by square), `data-piles` "4+2+1".
 */
import type { Position, PositionKind } from '../core/diagram/position-labels';
import { addSvg, round, type Box, type SvgEl } from './svg-document';

interface Drawer<P extends Position> {
  size(position: P): Box;
  /** Draws into `g`, whose origin is the top-left corner of `size(position)`. */
  draw(position: P, g: SvgEl): void;
}

type Drawers = { readonly [K in PositionKind]: Drawer<Extract<Position, { kind: K }>> };

/** Sizes in px: a board's cell; a coin, the most coins drawn one by one, the font of a count; a pile's pitch, greatest height and unit. */
const BOARD = { cell: 10 } as const;
const COINS = { coin: 8, most: 9, countFont: 10 } as const;
const PILES = { pitch: 6, height: 35, unit: 5 } as const;

const DRAWERS: Drawers = {
  tictactoe: {
    size: () => ({ w: 3 * BOARD.cell, h: 3 * BOARD.cell }),
    draw: ({ cells }, g) => {
      addSvg('rect', { class: 'board', x: 0, y: 0, width: 3 * BOARD.cell, height: 3 * BOARD.cell }, g);
      for (const at of [BOARD.cell, 2 * BOARD.cell]) {
        addSvg('line', { class: 'grid', x1: at, y1: 0, x2: at, y2: 3 * BOARD.cell }, g);
        addSvg('line', { class: 'grid', x1: 0, y1: at, x2: 3 * BOARD.cell, y2: at }, g);
      }
      for (let i = 0; i < 9; i++) {
        const x = (i % 3) * BOARD.cell + BOARD.cell / 2;
        const y = Math.floor(i / 3) * BOARD.cell + BOARD.cell / 2;
        const r = BOARD.cell / 2 - 2.2;
        if (cells[i] === 'X') {
          addSvg('path', { class: 'mark x', 'data-cell': i, d: `M${x - r},${y - r}L${x + r},${y + r}M${x + r},${y - r}L${x - r},${y + r}` }, g);
        } else if (cells[i] === 'O') {
          addSvg('circle', { class: 'mark o', 'data-cell': i, cx: x, cy: y, r: round(r + 0.3) }, g);
        }
      }
    },
  },
  coins: {
    size: ({ coins }) =>
      coins > COINS.most
        ? { w: COINS.coin + countWidth(coins), h: COINS.coin }
        : { w: Math.max(1, Math.min(coins, 3)) * COINS.coin, h: Math.max(1, Math.ceil(coins / 3)) * COINS.coin },
    draw: ({ coins }, g) => {
      g.setAttribute('data-coins', String(coins));
      const r = COINS.coin / 2 - 0.8;
      if (coins === 0) {
        addSvg('circle', { class: 'empty', cx: COINS.coin / 2, cy: COINS.coin / 2, r }, g);
        return;
      }
      const drawn = coins > COINS.most ? 1 : coins;
      for (let i = 0; i < drawn; i++) {
        addSvg('circle', { class: 'coin', cx: (i % 3) * COINS.coin + COINS.coin / 2, cy: Math.floor(i / 3) * COINS.coin + COINS.coin / 2, r }, g);
      }
      if (coins > COINS.most) addSvg('text', { class: 'count', x: COINS.coin + 1, y: COINS.coin - 0.5 }, g).textContent = `×${coins}`;
    },
  },
  piles: {
    size: ({ piles }) => ({ w: piles.length * PILES.pitch - 1, h: Math.min(PILES.height, Math.max(...piles) * PILES.unit) }),
    draw: ({ piles }, g) => {
      g.setAttribute('data-piles', piles.join('+'));
      const highest = Math.max(...piles);
      const unit = Math.min(PILES.unit, PILES.height / highest);
      const h = highest * unit;
      piles.forEach((pile, i) => {
        const x = i * PILES.pitch;
        if (unit >= 2.5) {
          for (let k = 0; k < pile; k++)
            addSvg('rect', { class: 'unit', x, y: round(h - (k + 1) * unit + 0.5), width: PILES.pitch - 1, height: round(unit - 1) }, g);
        } else {
          addSvg('rect', { class: 'bar', x, y: round(h - pile * unit), width: PILES.pitch - 1, height: round(pile * unit) }, g);
        }
      });
    },
  },
};

const countWidth = (coins: number): number => (String(coins).length + 1) * COINS.countFont * 0.6 + 2;

const drawerOf = <P extends Position>(position: P): Drawer<P> => DRAWERS[position.kind] as unknown as Drawer<P>;

export const positionSize = (position: Position): Box => drawerOf(position).size(position);

/** `g.position` with the drawing, its top-left corner at (x, y). */
export function drawPosition(position: Position, parent: SvgEl, x: number, y: number): SvgEl {
  const g = addSvg('g', { class: 'position', 'data-kind': position.kind, transform: `translate(${round(x)},${round(y)})` }, parent);
  const { w, h } = positionSize(position);
  // The edge coming in runs on behind the position to the outline: the backdrop hides it there.
  addSvg('rect', { class: 'backdrop', x: -1, y: -1, width: round(w + 2), height: round(h + 2) }, g);
  drawerOf(position).draw(position, g);
  return g;
}
