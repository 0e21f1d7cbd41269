import type { AlgorithmName } from '../model/algorithm-names';
import { MAX, type GameTree } from '../model/model';
import { cmp, type Num } from '../model/num';
import { ALGORITHMS } from '../search/catalog';
import { nodeFacts } from '../search/records';
import { run } from '../search/run';
import type { Trace } from '../search/trace';
import { checkText } from '../teaching/checking/check';
import { judgeOrder } from '../teaching/checking/order-check';
import { generateTree, type GenerateRequest } from './index';
import type { RandomTreeOptions } from './random';

/** What an exercise must ask about; a tree that has it all is kept, others are passed over. */
export interface Constraints {
  /** At least this many pruned edges in the run of the tree's algorithm (0: any). */
  readonly minCuts: number;
  /** A pruned edge above the leaf level: a whole subtree, not one leaf, left unsearched. */
  readonly deepCut: boolean;
  /** A unique best move at every node of the principal variation (of the plain minimax values). */
  readonly noTies: boolean;
  /** The same cuts under `prune: on-equal` and `prune: strict`. */
  readonly sameUnderBothRules: boolean;
  /** An ordering exercise (`ask: best-order`): the order as written leaves at least ORDER_SLACK leaves to save. */
  readonly askOrder?: boolean;
}

/** Leaves a generated ordering exercise's written order must waste: one could be a lucky guess. */
export const ORDER_SLACK = 2;

export const NO_CONSTRAINTS: Constraints = { minCuts: 0, deepCut: false, noTies: false, sameUnderBothRules: false };

/** How many candidate trees are drawn before a request is given up. */
export const MAX_CANDIDATES = 1000;

/** And how many nodes they may hold in all: a search among trees of a hundred thousand nodes stops after twenty. */
export const MAX_CANDIDATE_NODES = 2_000_000;

export type RandomRequest = { readonly kind: 'random' } & RandomTreeOptions & { readonly algorithm?: AlgorithmName };

export type ToOrderOutcome =
  | { readonly ok: true; readonly text: string; readonly seed: number; readonly tried: number }
  | { readonly ok: false; readonly message: string; readonly tried: number };

export const hasConstraints = (c: Constraints): boolean => c.minCuts > 0 || c.deepCut || c.noTies || c.sameUnderBothRules || c.askOrder === true;

/** Why the constraints cannot apply to the algorithm at all (cuts need one that passes windows); null when they can. */
export function constraintProblem(algorithm: AlgorithmName, c: Constraints): string | null {
  const cutFlags = [
    c.minCuts > 0 && 'at least one cut',
    c.deepCut && 'a cut above the leaf level',
    c.sameUnderBothRules && 'the same cuts under both prune rules',
    c.askOrder && 'an order to improve',
  ].filter(Boolean);
  if (cutFlags.length === 0 || ALGORITHMS[algorithm].windowed) return null;
  return `${ALGORITHMS[algorithm].title} prunes nothing, so no tree has ${cutFlags.join(' or ')}: ask for an algorithm that passes windows (${windowedNames().join(', ')})`;
}

const windowedNames = (): AlgorithmName[] => (Object.keys(ALGORITHMS) as AlgorithmName[]).filter((a) => ALGORITHMS[a].windowed);

/**
 * The candidate seeds drawn from a request's seed: the seed itself first, then a fixed
 * sequence from it (a Weyl sequence: distinct for every k below 2^32), so a search is the same
 * every time, and the tree found is written with its own seed, which alone makes it again.
 */
export const candidateSeed = (seed: number, k: number): number => (k === 0 ? seed : (seed + Math.imul(k, 0x9e3779b9)) >>> 0);

/**
 * A random exercise tree that meets the constraints: candidates from `request.seed` on, at most
 * `limit` of them and MAX_CANDIDATE_NODES nodes in all, skipping seeds in `taken` (the variants
 * already made). Never throws.
 */
export function randomToOrder(
  request: RandomRequest,
  constraints: Constraints,
  taken: ReadonlySet<number> = new Set(),
  limit = MAX_CANDIDATES,
): ToOrderOutcome {
  const problem = constraintProblem(request.algorithm ?? 'minimax', constraints);
  if (problem) return { ok: false, message: problem, tried: 0 };
  let tried = 0;
  let nodes = 0;
  for (let k = 0; tried < limit && nodes < MAX_CANDIDATE_NODES; k++) {
    const seed = candidateSeed(request.seed, k);
    if (taken.has(seed)) continue;
    tried++;
    const outcome = generateTree({ ...request, seed } as GenerateRequest);
    if (!outcome.ok) return { ...outcome, tried };
    const tree = checkText(outcome.text).trees[0]?.model;
    nodes += tree?.size ?? 0;
    if (tree && meets(tree, constraints)) return { ok: true, text: constraints.askOrder ? askingOrder(outcome.text) : outcome.text, seed, tried };
  }
  return {
    ok: false,
    tried,
    message: `none of ${tried} candidate trees has ${describeConstraints(constraints)}; ask for a deeper tree, more children or a wider range of values, or fewer constraints`,
  };
}

/** The constraints in words, for messages. */
export function describeConstraints(c: Constraints): string {
  const parts = [
    c.minCuts > 0 && `at least ${c.minCuts} cut${c.minCuts === 1 ? '' : 's'}`,
    c.deepCut && 'a cut above the leaf level',
    c.noTies && 'a unique best move along the principal variation',
    c.sameUnderBothRules && 'the same cuts under prune: on-equal and prune: strict',
    c.askOrder && `a written order that alpha-beta searches with at least ${ORDER_SLACK} leaves more than the fewest`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length ? parts.join(', ') : 'no constraint';
}

/** Whether the tree, run with its own algorithm, meets every constraint. */
export function meets(tree: GameTree, c: Constraints): boolean {
  if (c.minCuts > 0 || c.deepCut || c.sameUnderBothRules) {
    const trace = runOf(tree, {});
    if (!trace) return false;
    const cut = prunedNodes(trace);
    if (cut.length < c.minCuts) return false;
    if (c.deepCut && !cut.some((id) => tree.node(id).children.length > 0)) return false;
    if (c.sameUnderBothRules) {
      const other = runOf(tree, { prune: tree.settings.prune === 'strict' ? 'on-equal' : 'strict' });
      if (!other || prunedNodes(other).join() !== cut.join()) return false;
    }
  }
  if (c.askOrder && !improvableOrder(tree)) return false;
  return !c.noTies || uniqueBestMoves(tree);
}

function improvableOrder(tree: GameTree): boolean {
  const judged = judgeOrder(tree);
  return !('problem' in judged) && judged.evaluated - judged.fewest.leaves >= ORDER_SLACK;
}

/** The generated file as an ordering exercise: `ask: best-order` first among the tree's settings. */
function askingOrder(text: string): string {
  return text.replace(/^(# Made by: .*)$/m, '$1 --ask best-order').replace(/^(tree [^\n]*\{\n)/m, '$1  ask: best-order\n');
}

const runOf = (tree: GameTree, options: { prune?: 'on-equal' | 'strict' }): Trace | null => {
  const outcome = run(tree, { ...options, events: false });
  return outcome.ok ? outcome.trace : null;
};

/** The ids of the nodes whose edge the run prunes (each cut mark a student writes), in pre-order. */
export function prunedNodes(trace: Trace): number[] {
  const ids: number[] = [];
  trace.cuts.forEach((kind, id) => kind !== 0 && ids.push(id));
  return ids;
}

/**
 * Whether every node of the principal variation has one best child: exact values come from plain
 * minimax, which searches every child (the pruning algorithms' bounds cannot tell ties apart).
 */
export function uniqueBestMoves(tree: GameTree): boolean {
  const outcome = run(tree, { algorithm: 'minimax', events: false });
  const trace = outcome.ok ? outcome.trace : null;
  if (!trace) return false;
  for (let node = tree.root; node.children.length > 0;) {
    const values = node.children.map((child) => nodeFacts(trace, child).value);
    if (values.some((v) => v === undefined || Array.isArray(v))) return true; // below the depth limit: the search stops here
    const scalars = values as Num[];
    const sign = node.player === MAX ? 1 : -1;
    let best = 0;
    scalars.forEach((v, i) => {
      if (sign * cmp(v, scalars[best]) > 0) best = i;
    });
    if (scalars.filter((v) => cmp(v, scalars[best]) === 0).length > 1) return false;
    node = node.children[best];
  }
  return true;
}
