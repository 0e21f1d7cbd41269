import type { AlgorithmName } from '../model/algorithm-names';
import { ALGORITHMS } from './catalog';
import { CHANCE, type GameNode, type GameTree, type Prune } from '../model/model';
import type { Num } from '../model/num';
import { boundOf } from './records';
import type { StarCut } from './recorder';

/** A player as the texts name it: MAX and MIN in a two-player tree, else the declared name. */
export const playerTitle = (tree: GameTree, player: number): string =>
  player === CHANCE ? 'chance' : tree.settings.players.length === 2 ? (player === 0 ? 'MAX' : 'MIN') : tree.settings.players[player];

/**
 * Whose numbers a run's values are: "values in MAX's view", "values from the view of the
 * player to move", or for max^n the players whose payoffs the tuples hold, in order.
 */
export function conventionOf(tree: GameTree, algorithm: AlgorithmName): string {
  if (algorithm === 'maxn') return `tuples (${tree.settings.players.map((_, i) => playerTitle(tree, i)).join(', ')}): each player's payoff`;
  return ALGORITHMS[algorithm].maxView ? "values in MAX's view" : 'values from the view of the player to move';
}

/**
 * What a value returned by a call with the window (α, β) says, as the lecture reads it: at or
 * above β it fails high (the opponent above already has β and will not allow this line), at
 * or below α it fails low (the player who takes it already has α elsewhere and will not
 * choose it); inside, it is exact and there is nothing to say (null). In MAX's view the
 * opponents are MIN and MAX; in the negamax family, the window is in the view of the player
 * to move at `node`, who is the one not choosing a line that fails low. `show` writes a
 * number (the diagram's ±∞ and minus sign).
 */
export function windowVerdict(
  tree: GameTree,
  algorithm: AlgorithmName,
  node: GameNode,
  value: Num,
  alpha: Num,
  beta: Num,
  show: (v: Num) => string,
): string | null {
  const bound = boundOf(value, alpha, beta);
  if (bound === 'exact') return null;
  // The root has no player above it: aspiration and MTD(f) read its bound and search again.
  if (!node.parent)
    return bound === 'lower'
      ? `${show(value)} ≥ β = ${show(beta)}: fails high — only a lower bound on the root's value`
      : `${show(value)} ≤ α = ${show(alpha)}: fails low — only an upper bound on the root's value`;
  const here = ALGORITHMS[algorithm].maxView || node.player === CHANCE ? 0 : node.player;
  const chooser = playerTitle(tree, here);
  const opponent = playerTitle(tree, 1 - here);
  return bound === 'lower'
    ? `${show(value)} ≥ β = ${show(beta)}: fails high — ${opponent} above will not allow it`
    : `${show(value)} ≤ α = ${show(alpha)}: fails low — ${chooser} above will not choose it`;
}

/** A cut as the lecture marks it: one stroke across an alpha-beta cut, two across a negascout (scout) cut. */
export const CUT_WORDS = {
  alphabeta: 'an alpha-beta cut, struck once',
  scout: 'a negascout (scout) cut, struck twice',
} as const;

/** What each `prune:` rule does, as the texts say it: "prune: strict cuts only when α > β". */
export const PRUNE_WORDS: Readonly<Record<Prune, string>> = {
  'on-equal': 'cuts as soon as α ≥ β',
  strict: 'cuts only when α > β',
};

/** The cut test that closed a window, by the run's rule: `α = 3 ≥ β = 3` (on-equal), `α = 4 > β = 3` (strict). `show` writes a number. */
export const cutTest = (alpha: Num, beta: Num, rule: Prune, show: (v: Num) => string): string =>
  `α = ${show(alpha)} ${rule === 'strict' ? '>' : '≥'} β = ${show(beta)}`;

/**
 * The rule as a run's header names it, when it is not the default and the algorithm cuts at all:
 * `prune: strict`; null otherwise (the lecture's α ≥ β goes without saying).
 */
export const pruneHeader = (algorithm: AlgorithmName, rule: Prune): string | null =>
  rule !== 'on-equal' && ALGORITHMS[algorithm].windowed ? `prune: ${rule}` : null;

/** Why a node is searched again, as the replay and the hints say it. */
export const RESEARCH_WHY = {
  negascout: 'its null-window search failed high, so the value is only a lower bound',
  aspiration: 'the value fell outside the aspiration window, so search again with the full window',
  mtdf: 'the bounds have not met yet, so MTD(f) runs another null-window pass',
  star2: 'its probe searched its first child only, and the probes did not decide the chance node above, so it is searched in full',
} as const;

/** What kind of cut Star1/Star2 made, as the replay and the hover name it: "a Star1 cut, struck once", "a Star2 probe's stop, struck once". */
export function starCutWords(algorithm: AlgorithmName, star: StarCut): string {
  return star.kind === 'probe' ? `a ${ALGORITHMS[algorithm].title} probe's stop, struck once` : `a ${ALGORITHMS[algorithm].title} cut, struck once`;
}

/**
 * Star1/Star2's cut, as the replay, the hover and the hints say it: at a chance node "its value
 * is at most 3/2 ≤ α = 2" (the outcomes not yet searched counted at U, or at what Star2's probes
 * found) or "at least … ≥ β"; at a node Star2 probes, "the probe searches its first child only".
 */
export function starCutTest(star: StarCut, alpha: Num, beta: Num, rule: Prune, show: (v: Num) => string): string {
  if (star.kind === 'probe') return 'the probe searches its first child only';
  const strict = rule === 'strict';
  return star.kind === 'upper'
    ? `its value is at most ${show(star.bound)} ${strict ? '<' : '≤'} α = ${show(alpha)}`
    : `its value is at least ${show(star.bound)} ${strict ? '>' : '≥'} β = ${show(beta)}`;
}
