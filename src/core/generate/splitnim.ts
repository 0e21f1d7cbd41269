import { word, type DraftTree } from '../output/write-gtree';
import { requireSize, requireWhole } from './limits';
import { asMax, twoPlayers } from './players';
import { exploreGame, gameDraft, TRANSPOSITIONS_COMMENT, writtenSize, type PositionGame } from './positions';

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
  const graph = exploreGame(SPLIT_NIM, [pile]);
  requireSize(
    writtenSize(graph, transpositions),
    `Split-Nim from a pile of ${pile} ${transpositions ? 'written with transpositions' : 'as a tree'} has`,
    'start from a smaller pile',
  );
  const comment = [
    `Split-Nim: one pile of ${pile} coins. A move splits one pile into two piles of different sizes;`,
    `the player who cannot move loses. ${asMax(names)} moves first. Leaves: +1 if ${names[0]} wins, -1 if ${names[1]} wins.`,
    'Labels are the piles, largest first; the move "p=a+b" splits a pile of p into a and b.',
    ...(transpositions ? [TRANSPOSITIONS_COMMENT] : []),
    `Made by: gtree new splitnim --pile ${pile}${transpositions ? ' --transpositions' : ''}${options.players ? ` --players "${names.join(' ')}"` : ''}`,
  ];
  const settings: [string, string][] = options.players ? [['players', names.map(word).join(' ')]] : [];
  return { name: `Split-Nim ${pile}`, comment, settings, root: gameDraft(SPLIT_NIM, graph!, transpositions) };
}

/** The number of piles fixes who moves: MAX where it is odd, so the player who cannot move there loses. */
const SPLIT_NIM: PositionGame<Piles> = {
  key,
  moves: (piles) => splitNimMoves(piles).map((m) => ({ name: m.name, next: m.piles })),
  label: key,
  payoff: (piles) => (piles.length % 2 === 1 ? -1 : 1),
  anchor: (piles) => `s${piles.join('_')}`,
};
