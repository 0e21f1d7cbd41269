import type { LineIndex } from '../text/text';
import { EfgError } from './efg-lexer';
import type { EfgGame, EfgNode } from './efg-parser';

/** How many shared information sets one message lists before it only counts the rest. */
const LISTED = 3;

/**
 * A game tree for minimax needs perfect information: the player to move knows the node. In
 * Gambit that means every information set holds one node. Throws an EfgError naming each
 * information set that holds more, and its nodes (by line and by the actions leading there).
 */
export function requirePerfectInformation(game: EfgGame, lines: LineIndex): void {
  const shared = [...game.infosets.values()].filter((s) => s.nodes.length > 1);
  if (shared.length === 0) return;
  const described = shared.slice(0, LISTED).map((s) => {
    const name = s.name ? ` "${s.name}"` : '';
    const nodes = s.nodes.map((n) => `line ${lines.position(n.at).line + 1} (${pathText(n)})`);
    return `information set ${s.infoset}${name} of player ${s.player} (${game.players[s.player - 1]}) holds ${s.nodes.length} nodes: ${nodes.join(', ')}`;
  });
  const more = shared.length > LISTED ? `; and ${shared.length - LISTED} more shared information sets` : '';
  throw new EfgError(
    `this game has imperfect information: ${described.join('; ')}${more}. ` +
      'gtree imports only games of perfect information, where every information set holds a single node.',
    shared[0].nodes[1].at,
  );
}

/** "after Red, Raise": the actions from the root to a node. */
function pathText(node: EfgNode): string {
  const actions: string[] = [];
  for (let n = node; n.parent; n = n.parent) actions.push(n.parent.actions[n.index] || `action ${n.index + 1}`);
  return actions.length ? `after ${actions.reverse().join(', ')}` : 'the root';
}
