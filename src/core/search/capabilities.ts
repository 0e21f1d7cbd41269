import type { GameNode, GameTree } from '../model/model';
import { formatNum, isWhole } from '../model/num';
import type { AlgorithmName } from '../model/algorithm-names';
import { ALGORITHMS } from './catalog';

/*
 * What an algorithm can run on: the checks a tree must pass before a search (players,
 * payoff shape, chance nodes, MTD(f)'s whole-number steps) and the estimates a depth limit
 * needs.
 */

/** Why an algorithm cannot run on this tree, in words for the user; null when it can. */
export function unsupportedReason(tree: GameTree, algorithm: AlgorithmName): string | null {
  const info = ALGORITHMS[algorithm];
  const players = tree.settings.players.length;
  if (!info.multiplayer && players >= 3) {
    return `${info.title} is for two players, and this tree has ${players} (${tree.settings.players.join(', ')}): use maxn.`;
  }
  if (!info.multiplayer && tree.valueKind === 'tuple') {
    return `${info.title} needs single-number payoffs (MAX's), and this tree's payoffs are tuples: use maxn.`;
  }
  if (!info.chance && tree.hasChance) {
    return `${info.title} cannot handle chance nodes, and this tree has some: use expectimax (or maxn).`;
  }
  if (algorithm === 'mtdf') {
    const fractional = tree.allNodes().find((n) => (n.payoff !== null && !isWhole(n.payoff)) || (n.estimate !== null && !isWhole(n.estimate)));
    if (fractional) {
      const v = formatNum((fractional.payoff ?? fractional.estimate)!, tree.numberStyle);
      return `MTD(f) steps by whole numbers and needs integer payoffs and estimates; this tree has ${v}.`;
    }
  }
  return null;
}

/**
 * Internal nodes where a depth limit stops the search need an estimate `~h`. Iterative
 * deepening stops at every depth from 1 to its last, so it needs them on all those levels.
 */
export function nodesMissingEstimates(tree: GameTree, depth: number | null, algorithm: AlgorithmName): GameNode[] {
  const iterative = algorithm === 'iterative';
  if (depth === null && !iterative) return [];
  const missing: GameNode[] = [];
  for (const n of tree.allNodes()) {
    if (n.children.length === 0) continue;
    const stopsHere = iterative ? n.depth >= 1 && (depth === null || n.depth <= depth) : n.depth === depth;
    if (stopsHere && n.estimate === null && n.estimates === null) missing.push(n);
  }
  return missing;
}
