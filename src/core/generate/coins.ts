import { word, type Draft, type DraftTree } from '../write-gtree';
import { MAX_GENERATED_NODES, requireSize, requireWhole } from './limits';
import { asMax, twoPlayers } from './players';

/**
 * The take-away coin game of the course ("Novčići"): n coins on the table, the players take
 * turns and take 1..k coins; whoever takes the last coin loses (the course's rule) or wins.
 * Leaves: +1 if the first player (MAX) wins, −1 if the second does.
 */
export interface CoinsOptions {
  readonly coins: number;
  /** The most coins one move takes. */
  readonly take: number;
  readonly lastTakerLoses: boolean;
  /** The two players' names, the first one moving first; null: MAX and MIN. */
  readonly players: readonly [string, string] | null;
}

export const COINS_DEFAULTS: CoinsOptions = { coins: 6, take: 2, lastTakerLoses: true, players: null };

const MAX_COINS = 1000;

export function coinsTree(options: CoinsOptions): DraftTree {
  const { coins, take, lastTakerLoses } = options;
  requireWhole('the number of coins', coins, 1, MAX_COINS);
  requireWhole('the most coins one move takes', take, 1, coins);
  const names = twoPlayers(options.players);
  requireSize(treeSize(coins, take), `the tree of ${coins} coins, taking 1 to ${take}, has`, 'use fewer coins or a smaller take');
  const rule = lastTakerLoses ? 'loses' : 'wins';
  const comment = [
    `Novčići: ${coins} coins lie on the table; ${names[0]} and ${names[1]} take turns, ${names[0]} first, and each takes ${take === 1 ? '1 coin' : `1 to ${take} coins`}.`,
    `Whoever takes the last coin ${rule}. Leaves: +1 if ${asMax(names)} wins, -1 if ${names[1]} wins.`,
    'Labels: the coins left; a move takeN takes N coins.',
    `Made by: gtree new coins --coins ${coins} --take ${take} --last ${rule}${options.players ? ` --players "${names.join(' ')}"` : ''}`,
  ];
  const settings: [string, string][] = options.players ? [['players', names.map(word).join(' ')]] : [];
  return { name: `Novčići ${coins}`, comment, settings, root: positions(coins, take, lastTakerLoses, names)[coins][0] };
}

/**
 * Every position's subtree, from 0 coins up, for each player to move (0 = MAX). A subtree
 * depends only on the coins left and the mover, so the drafts are shared, built without recursion.
 */
function positions(coins: number, take: number, lastTakerLoses: boolean, names: readonly [string, string]): Draft[][] {
  const table: Draft[][] = [];
  for (let left = 0; left <= coins; left++) {
    table.push(
      [0, 1].map((mover): Draft => {
        if (left === 0) {
          // The other player took the last coin.
          const winner = lastTakerLoses ? mover : 1 - mover;
          return { label: `0 left: ${names[winner]} wins`, payoff: winner === 0 ? 1 : -1 };
        }
        const moves = Math.min(take, left);
        const children = Array.from({ length: moves }, (_, k): Draft => ({ move: `take${k + 1}`, ...table[left - k - 1][1 - mover] }));
        return { label: `${left} left`, children };
      }),
    );
  }
  return table;
}

/** Nodes of the tree, counting stops past the limit. */
function treeSize(coins: number, take: number): number {
  const size = [1];
  for (let left = 1; left <= coins; left++) {
    let total = 1;
    for (let k = 1; k <= Math.min(take, left); k++) total += size[left - k];
    size.push(Math.min(total, MAX_GENERATED_NODES + 1));
  }
  return size[coins] > MAX_GENERATED_NODES ? Infinity : size[coins];
}
