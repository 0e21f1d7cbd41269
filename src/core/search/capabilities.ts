import type { GameNode, GameTree } from '../model/model';
import { cmp, formatNum, isWhole, type Num } from '../model/num';
import type { AlgorithmName } from '../model/algorithm-names';
import { ALGORITHMS } from './catalog';

/*
 * What an algorithm can run on: the checks a tree must pass before a search (players,
 * payoff shape, chance nodes, MTD(f)'s whole-number steps) and the estimates a depth limit
 * needs.
 */

/**
 * The algorithms solved over an unknown leaf's range (core/symbolic): their values are leaf
 * payoffs, estimates and window bounds (negated in the mover's view), never sums, which the
 * solution by breakpoints needs (no null window `α + w`, no chance averages, no sorting).
 */
export const UNKNOWN_ALGORITHMS: readonly AlgorithmName[] = ['minimax', 'alphabeta', 'negamax', 'negamax-ab'];

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
  if ((algorithm === 'star1' || algorithm === 'star2') && tree.settings.bounds === null) {
    return `${info.title} bounds a chance node's value by the least and greatest a leaf can be: add 'bounds: [L, U]' (for example 'bounds: [-2, 2]').`;
  }
  if (tree.unknown) {
    const name = tree.unknown.name;
    if (!UNKNOWN_ALGORITHMS.includes(algorithm))
      return `An unknown leaf ('${name}') is solved for ${UNKNOWN_ALGORITHMS.join(', ')}; ${info.title} is not one of them.`;
    if (tree.settings.order !== 'written')
      return `An unknown leaf ('${name}') is solved with the children in the written order: remove 'order: ${tree.settings.order}'.`;
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
 * deepening stops at every depth from 1 to its last, so it needs them on all those levels. A
 * node is searched at every ply a path reaches it at: below a reference `*k` the anchor's
 * children are one ply below the reference, whatever their written depth (in pre-order).
 */
export function nodesMissingEstimates(tree: GameTree, depth: number | null, algorithm: AlgorithmName): GameNode[] {
  const iterative = algorithm === 'iterative';
  if (depth === null) return iterative ? tree.allNodes().filter((n) => n.depth >= 1 && needsEstimate(n)) : [];
  const missing = new Map<number, GameNode>();
  // Each (node, ply) once: a subtree reached through several references is walked once per ply.
  const seen = new Set<number>();
  const stack: [GameNode, number][] = [[tree.root, 0]];
  while (stack.length > 0) {
    const [node, ply] = stack.pop()!;
    const key = node.id * (depth + 1) + ply;
    if (seen.has(key)) continue;
    seen.add(key);
    const stops = iterative ? ply >= 1 : ply === depth;
    if (stops && needsEstimate(node)) missing.set(node.id, node);
    if (ply < depth) for (const child of node.children) stack.push([child, ply + 1]);
  }
  return [...missing.values()].sort((a, b) => a.id - b.id);
}

const needsEstimate = (n: GameNode): boolean => n.children.length > 0 && n.estimate === null && n.estimates === null;

/**
 * The nodes whose payoff or estimate lies outside the tree's `bounds: [L, U]` (none without the
 * setting), each with that number: Star1 and Star2 are right only when every value a search can
 * evaluate lies in [L, U], so every one is checked, whatever the algorithm.
 */
export function outsideBounds(tree: GameTree): { node: GameNode; value: Num }[] {
  const bounds = tree.settings.bounds;
  if (bounds === null) return [];
  const outside = (v: Num | null): boolean => v !== null && (cmp(v, bounds[0]) < 0 || cmp(v, bounds[1]) > 0);
  const found: { node: GameNode; value: Num }[] = [];
  for (const node of tree.allNodes()) {
    if (node.target) continue;
    if (outside(node.payoff)) found.push({ node, value: node.payoff! });
    else if (outside(node.estimate)) found.push({ node, value: node.estimate! });
  }
  return found;
}
