import { word, type DraftTree } from '../output/write-gtree';
import { requireSize, requireWhole } from './limits';
import { asMax, twoPlayers } from './players';
import { exploreGame, gameDraft, TRANSPOSITIONS_COMMENT, writtenSize, type PositionGame } from './positions';

/**
 * The take-away coin game of the course ("Novčići"): n coins on the table, the players take
 * turns and take 1..k coins; whoever takes the last coin loses (the course's rule) or wins.
 * Leaves: +1 if the first player (MAX) wins, −1 if the second does.
 *
 * With `transpositions`, the same coins left with the same player to move, reached again by
 * other takes, is written once, anchored (`&c4_1`: 4 coins left, the first player to move),
 * and referenced after (`*c4_1`).
 */
export interface CoinsOptions {
  readonly coins: number;
  /** The most coins one move takes. */
  readonly take: number;
  readonly lastTakerLoses: boolean;
  /** The two players' names, the first one moving first; null: MAX and MIN. */
  readonly players: readonly [string, string] | null;
  readonly transpositions: boolean;
}

export const COINS_DEFAULTS: CoinsOptions = { coins: 6, take: 2, lastTakerLoses: true, players: null, transpositions: false };

const MAX_COINS = 1000;

export function coinsTree(options: CoinsOptions): DraftTree {
  const { coins, take, lastTakerLoses, transpositions } = options;
  requireWhole('the number of coins', coins, 1, MAX_COINS);
  requireWhole('the most coins one move takes', take, 1, coins);
  const names = twoPlayers(options.players);
  const game = novcici(take, lastTakerLoses, names);
  const graph = exploreGame(game, { left: coins, mover: 0 });
  requireSize(
    writtenSize(graph, transpositions),
    `the tree of ${coins} coins, taking 1 to ${take}${transpositions ? ', written with transpositions,' : ''} has`,
    'use fewer coins or a smaller take',
  );
  const rule = lastTakerLoses ? 'loses' : 'wins';
  const comment = [
    `Novčići: ${coins} coins lie on the table; ${names[0]} and ${names[1]} take turns, ${names[0]} first, and each takes ${take === 1 ? '1 coin' : `1 to ${take} coins`}.`,
    `Whoever takes the last coin ${rule}. Leaves: +1 if ${asMax(names)} wins, -1 if ${names[1]} wins.`,
    'Labels: the coins left; a move takeN takes N coins.',
    ...(transpositions
      ? [TRANSPOSITIONS_COMMENT, `Anchors name the coins left and who moves: c4_1 is 4 coins with ${names[0]} to move, c4_2 with ${names[1]}.`]
      : []),
    `Made by: gtree new coins --coins ${coins} --take ${take} --last ${rule}${options.players ? ` --players "${names.join(' ')}"` : ''}${transpositions ? ' --transpositions' : ''}`,
  ];
  const settings: [string, string][] = options.players ? [['players', names.map(word).join(' ')]] : [];
  return { name: `Novčići ${coins}`, comment, settings, root: gameDraft(game, graph!, transpositions) };
}

interface Position {
  readonly left: number;
  /** 0: the first player (MAX) moves, 1: the second. */
  readonly mover: 0 | 1;
}

function novcici(take: number, lastTakerLoses: boolean, names: readonly [string, string]): PositionGame<Position> {
  // At 0 coins the other player took the last coin.
  const winner = ({ mover }: Position): 0 | 1 => (lastTakerLoses ? mover : mover === 0 ? 1 : 0);
  return {
    key: ({ left, mover }) => `${left}/${mover}`,
    moves: ({ left, mover }) =>
      Array.from({ length: Math.min(take, left) }, (_, k) => ({ name: `take${k + 1}`, next: { left: left - k - 1, mover: mover === 0 ? 1 : 0 } })),
    label: (p) => (p.left === 0 ? `0 left: ${names[winner(p)]} wins` : `${p.left} left`),
    payoff: (p) => (winner(p) === 0 ? 1 : -1),
    anchor: ({ left, mover }) => `c${left}_${mover + 1}`,
  };
}
