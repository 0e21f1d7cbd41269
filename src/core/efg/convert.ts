import { add, compare, ONE, ZERO, type Rational } from '../model/rational';
import { word, type Draft, type DraftTree, type Kind } from '../output/write-gtree';
import { EfgError } from './efg-lexer';
import type { EfgGame, EfgNode } from './efg-parser';

/**
 * A Gambit game of perfect information as a .gtree tree:
 * - player 1 is MAX; with two players and payoffs summing to zero at every leaf, each leaf
 *   holds player 1's payoff (a single number), otherwise a tuple with one payoff per player;
 * - payoffs of outcomes on inner nodes are added into every leaf below them;
 * - chance nodes keep their probabilities on the edges, after the action's name (a named
 *   outcome, `"L" 1/2 ->`); players' actions become move names;
 * - a node's player is written (`min`, `@Name`, `chance`) only where the turn rotation
 *   would pick another one.
 */
export function efgToDraft(game: EfgGame, source: string): DraftTree {
  if (game.players.length < 2) throw new EfgError(`gtree needs at least two players, and this game has ${game.players.length}`, null);
  for (const node of game.nodes) if (node.type === 'chance') checkProbabilities(node);
  const totals = leafTotals(game);
  const zeroSum = game.players.length === 2 && game.nodes.every((n) => n.type !== 'terminal' || compare(add(totals[n.id][0], totals[n.id][1]), ZERO) === 0);
  const players = distinctNames(game.players);
  const rootPlayer = (game.nodes.find((n) => n.type === 'player')?.player ?? 1) - 1;
  const kinds = playerKinds(game, rootPlayer, (p) => (players.length === 2 ? (p === 0 ? 'max' : 'min') : { player: players[p] }));

  const drafts: Draft[] = new Array(game.nodes.length);
  for (let id = game.nodes.length - 1; id >= 0; id--) {
    const node = game.nodes[id];
    const parent = node.parent;
    const label = node.name.trim();
    const outcome = parent?.type === 'chance' ? parent.actions[node.index].trim() : '';
    drafts[id] = {
      ...(parent?.type === 'chance' ? { probability: parent.probabilities[node.index], ...(outcome ? { outcome } : {}) } : {}),
      ...(parent?.type === 'player' && parent.actions[node.index] !== '' ? { move: parent.actions[node.index] } : {}),
      ...(kinds[id] ? { kind: kinds[id]! } : {}),
      ...(label ? { label } : {}),
      ...(node.type === 'terminal' ? { payoff: zeroSum ? totals[id][0] : totals[id] } : { children: node.children.map((c) => drafts[c.id]) }),
    };
  }

  const settings: [string, string][] = [['players', players.map(word).join(' ')]];
  if (rootPlayer !== 0) settings.push(['root', players.length === 2 ? 'min' : word(players[rootPlayer])]);
  return { name: game.title.trim() || source, comment: headerComment(game, source, players, zeroSum), settings, root: drafts[0] };
}

function checkProbabilities(node: EfgNode): void {
  let sum = ZERO;
  node.probabilities.forEach((p, k) => {
    if (compare(p, ZERO) < 0 || compare(p, ONE) > 0) {
      throw new EfgError(`the probability of chance action "${node.actions[k]}" is ${show(p)}, outside [0, 1]`, node.at);
    }
    sum = add(sum, p);
  });
  if (compare(sum, ONE) !== 0) throw new EfgError(`the probabilities of this chance node sum to ${show(sum)}, not 1`, node.at);
}

const show = (r: Rational): string => (r.den === 1n ? `${r.num}` : `${r.num}/${r.den} (${(Number(r.num) / Number(r.den)).toPrecision(6)})`);

/** Each node's payoffs so far: the sum of the outcomes from the root down to it (nodes come in pre-order). */
function leafTotals(game: EfgGame): Rational[][] {
  const zeros = game.players.map(() => ZERO);
  const totals: Rational[][] = new Array(game.nodes.length);
  for (const node of game.nodes) {
    const above = node.parent ? totals[node.parent.id] : zeros;
    totals[node.id] = node.payoffs ? above.map((v, k) => add(v, node.payoffs![k])) : above;
  }
  return totals;
}

/**
 * The kind to write on each node: `chance` on chance nodes, and the player on player nodes
 * where the rotation of .gtree ("the next player moves below a player node; a chance node
 * does not take a turn") would expect someone else.
 */
function playerKinds(game: EfgGame, rootPlayer: number, kindOf: (player: number) => Kind): (Kind | null)[] {
  const count = game.players.length;
  const expected: number[] = new Array(game.nodes.length);
  const kinds: (Kind | null)[] = new Array(game.nodes.length).fill(null);
  for (const node of game.nodes) {
    const here = node.parent === null ? rootPlayer : nextMover(node.parent, expected[node.parent.id], count);
    expected[node.id] = node.type === 'player' ? node.player - 1 : here;
    if (node.type === 'chance') kinds[node.id] = 'chance';
    else if (node.type === 'player' && node.player - 1 !== here) kinds[node.id] = kindOf(node.player - 1);
  }
  return kinds;
}

/** Who .gtree expects to move below `parent`, given who moves (or would move) at it. */
const nextMover = (parent: EfgNode, atParent: number, count: number): number => (parent.type === 'player' ? (atParent + 1) % count : atParent);

/** Player names as .gtree needs them: non-empty and distinct. */
function distinctNames(names: readonly string[]): string[] {
  const out: string[] = [];
  names.forEach((raw, k) => {
    let name = raw.replace(/\s+/g, ' ').trim() || `Player ${k + 1}`;
    if (out.includes(name)) name = `${name} (${k + 1})`;
    out.push(name);
  });
  return out;
}

function headerComment(game: EfgGame, source: string, players: readonly string[], zeroSum: boolean): string[] {
  const lines = [`Imported by gtree from ${source}, a Gambit extensive-form game (.efg).`];
  if (game.title.trim()) lines.push(`Title: ${game.title.trim()}`);
  const comment = game.comment.trim();
  if (comment) lines.push('Gambit comment:', ...comment.split(/\r\n?|\n/).map((l) => `  ${l}`));
  lines.push('');
  if (zeroSum) {
    lines.push(`Players: ${players[0]} is MAX, ${players[1]} is MIN. The game is zero-sum, so each leaf holds ${players[0]}'s payoff.`);
  } else {
    const why = players.length === 2 ? 'the game is not zero-sum' : `the game has ${players.length} players`;
    lines.push(`Players: ${players.join(', ')}. Payoffs are tuples in this order (${why}): run it with maxn.`);
  }
  if (game.nodes.some((n) => n.type !== 'terminal' && n.payoffs)) lines.push('Payoffs of outcomes on inner nodes are added into every leaf below them.');
  if (game.nodes.some((n) => n.type === 'chance'))
    lines.push("Chance nodes keep Gambit's probabilities and the names of their actions (`name probability -> ...`).");
  return lines;
}
