import type { AlgorithmName } from '../model/algorithm-names';
import { CHANCE, type GameTree } from '../model/model';
import { cmp, type Num } from '../model/num';
import { ALGORITHMS } from './catalog';
import type { SettingSyntax } from '../language/syntax';

/*
 * A setting never does nothing silently: each one either changes the run of the tree's
 * algorithm or gets a warning saying why it cannot. This is the one table of which
 * algorithm reads which setting; `algorithm`, `root`, `depth` and `order` change every run,
 * `players` every run of three or more (two names only name the sides, for `root:` and
 * `@Name`: a file that names its players, as an import does, is not warned).
 */

/** Algorithms whose root call takes the `window` setting (aspiration and MTD(f) make their own). */
const ROOT_WINDOW: readonly AlgorithmName[] = ['alphabeta', 'negamax-ab', 'negascout', 'negamax-tt', 'iterative', 'star1', 'star2'];

/** Why `key: value` has no effect on a run of `algorithm` over `tree`, in words for the user; null when it has one. */
export function idleSettingReason(key: string, value: string, algorithm: AlgorithmName, tree: GameTree): string | null {
  const { windowed } = ALGORITHMS[algorithm];
  const noWindow = 'it passes no α-β window';
  switch (key) {
    case 'fail':
      if (!windowed) return `${noWindow}, so there is no bound to fail soft or hard`;
      return ALGORITHMS[algorithm].failHard
        ? null
        : `it has no fail-hard variant and always returns fail-soft values${value === 'soft' ? ', as this line asks' : ''}`;
    case 'prune':
      // Under a windowed algorithm the rule is the course's convention, kept for the tree's next edit even where nothing ties yet.
      return windowed ? null : `${noWindow}, so it never prunes`;
    case 'window':
      if (ROOT_WINDOW.includes(algorithm)) return null;
      if (!windowed) return noWindow;
      return algorithm === 'aspiration'
        ? "it makes the root's window from 'guess' and 'delta' (and re-searches with (−∞, +∞))"
        : 'it searches the root with null windows around its guess';
    case 'nullwindow':
      return algorithm === 'negascout' || algorithm === 'mtdf' ? null : `only negascout and MTD(f) search with a null window`;
    case 'guess':
      return algorithm === 'aspiration' || algorithm === 'mtdf' ? null : `only aspiration search and MTD(f) start from a guess`;
    case 'delta':
      return algorithm === 'aspiration'
        ? null
        : `only aspiration search widens a window by 'delta'${algorithm === 'mtdf' ? " (MTD(f) steps by 'nullwindow')" : ''}`;
    case 'bounds':
      return algorithm === 'star1' || algorithm === 'star2'
        ? null
        : "only Star1 and Star2 bound a chance node's value by the leaves' bounds (the leaves are still checked against them)";
    case 'reorder':
      return algorithm === 'iterative' ? null : 'only iterative deepening searches more than once, so there is no next iteration to reorder';
    case 'prefer':
    case 'ties':
      return canTie(tree, algorithm) ? null : 'no two children in this tree can have equal values, so there is never a tie to break';
    default:
      return null;
  }
}

/** The setting lines of the tree that a run of `algorithm` would not read, each with why. */
export function idleSettings(tree: GameTree, algorithm: AlgorithmName): { line: SettingSyntax; reason: string }[] {
  const idle: { line: SettingSyntax; reason: string }[] = [];
  for (const line of tree.syntax.settings) {
    const reason = idleSettingReason(line.key.text, line.values.map((v) => v.text).join(' '), algorithm, tree);
    if (reason) idle.push({ line, reason });
  }
  return idle;
}

/**
 * Whether two children somewhere in the tree could come out equal under `algorithm`. A
 * search's values are leaf payoffs and estimates (or, fail-hard, its window's bounds), so
 * without two equal numbers among them, a transposition, chance averages or clamping, no
 * two siblings can tie. Errs on "can tie": a warning must never be wrong.
 */
function canTie(tree: GameTree, algorithm: AlgorithmName): boolean {
  const { fail, window } = tree.settings;
  if (tree.hasChance || (fail === 'hard' && ALGORITHMS[algorithm].failHard)) return true;
  if (ALGORITHMS[algorithm].windowed && (window[0] !== -Infinity || window[1] !== Infinity)) return true;
  if (algorithm === 'aspiration' || algorithm === 'mtdf') return true; // their windows are bounds a value can meet
  const seen: Num[][] = [];
  for (let id = 0; id < tree.size; id++) {
    const node = tree.reusedNode(id);
    if (node.target !== null || node.player === CHANCE) return true;
    for (const numbers of [node.payoffs, node.estimates, node.payoff === null ? null : [node.payoff], node.estimate === null ? null : [node.estimate]]) {
      numbers?.forEach((n, component) => (seen[component] ??= []).push(n));
    }
  }
  return seen.some((values) => {
    const sorted = values.sort(cmp);
    return sorted.some((v, i) => i > 0 && cmp(v, sorted[i - 1]) === 0);
  });
}
