import { exactText, type Draft, type DraftTree } from '../output/write-gtree';
import { MAX_GENERATED_NODES, requireSize, requireWhole } from './limits';
import { intBetween, seededRandom } from './prng';
import { rational, type Rational } from '../model/rational';

export interface RandomTreeOptions {
  /** Leaves are at exactly this depth (the root is at depth 0). */
  readonly depth: number;
  readonly minBranching: number;
  readonly maxBranching: number;
  /** Leaf payoffs are whole numbers in [low, high]. */
  readonly low: number;
  readonly high: number;
  readonly seed: number;
  /** With a cut-off depth D, inner nodes at depths 1..D get estimates and the tree gets `depth: D`. */
  readonly cutoff: number | null;
  /**
   * A "regular" *-minimax tree (Ballard 1983), for Star1 and Star2: the inner nodes at odd depths
   * are chance nodes with equally likely outcomes (MAX, chance, MIN, chance, …), and the tree gets
   * `bounds: [low, high]`.
   */
  readonly chance?: boolean;
}

export const RANDOM_DEFAULTS: RandomTreeOptions = { depth: 3, minBranching: 2, maxBranching: 3, low: -10, high: 10, seed: 1, cutoff: null };

const MAX_DEPTH = 30;
const MAX_VALUE = 1e9;

interface Shape {
  readonly depth: number;
  readonly label: string | null;
  readonly children: number[];
  value: number;
}

/**
 * A random exercise tree in the lecture's style: inner nodes labelled A, B, C, … level by
 * level, moves named after their parent (a1, a2 under A), leaves as bare numbers. The same
 * seed always gives the same tree, with or without estimates (those are drawn last).
 */
export function randomTree(options: RandomTreeOptions): DraftTree {
  const { depth, minBranching, maxBranching, low, high, seed, cutoff } = options;
  requireWhole('the depth', depth, 1, MAX_DEPTH);
  requireWhole('the smallest branching', minBranching, 1, MAX_GENERATED_NODES);
  requireWhole('the largest branching', maxBranching, minBranching, MAX_GENERATED_NODES);
  requireWhole('the lowest value', low, -MAX_VALUE, MAX_VALUE);
  requireWhole('the highest value', high, low, MAX_VALUE);
  requireWhole('the seed', seed, 0, 0xffffffff);
  if (cutoff !== null) requireWhole('the cut-off depth for estimates', cutoff, 1, depth - 1);
  requireSize(
    largestSize(depth, maxBranching),
    `a random tree of depth ${depth} with up to ${maxBranching} children per node can have`,
    'lower the depth or the branching',
  );

  const random = seededRandom(seed);
  const shapes = growLevelByLevel(
    depth,
    () => intBetween(random, minBranching, maxBranching),
    () => intBetween(random, low, high),
  );
  const chance = options.chance === true;
  const estimates = cutoff === null ? null : drawEstimates(shapes, cutoff, low, high, () => random(), chance);
  const drafts = toDrafts(shapes, estimates, chance);
  // Outcomes of two (0.5) beside outcomes of three (1/3) would mix two ways of writing in one tree: all fractions then.
  const fractions = shapes.some((node) => isChance(node, chance) && exactText(outcomeChance(node)).includes('/'));

  const branching = minBranching === maxBranching ? `${minBranching}` : `${minBranching}..${maxBranching}`;
  const comment = [
    `A random game tree: depth ${depth}, ${branching} children per inner node, leaf payoffs from ${low} to ${high} (MAX's), seed ${seed}.`,
    `Made by: gtree new random --depth ${depth} --branching ${branching} --values ${low}..${high} --seed ${seed}${cutoff === null ? '' : ` --estimates ${cutoff}`}`,
    'The same command always writes the same tree.',
  ];
  if (cutoff !== null) {
    comment.push(
      `Inner nodes at depth ${cutoff === 1 ? '1' : `1 to ${cutoff}`} carry estimates ~h: the node's exact minimax value plus noise, kept in [${low}, ${high}].`,
      `With depth: ${cutoff} the search stops at depth ${cutoff}; algorithm: iterative deepens from depth 1 to ${cutoff}.`,
    );
  }
  if (chance)
    comment.push(
      `The inner nodes at odd depths are chance nodes with equally likely outcomes (--algorithm star1/star2 makes them); every leaf lies in [${low}, ${high}].`,
    );
  const settings: [string, string][] = cutoff === null ? [] : [['depth', String(cutoff)]];
  if (chance) settings.push(['bounds', `[${low}, ${high}]`]);
  return { name: `Random tree (seed ${seed})`, comment, settings, root: drafts[0], ...(fractions ? { fractions } : {}) };
}

/** The node count of the largest tree the options allow (every node with the most children). */
function largestSize(depth: number, branching: number): number {
  let level = 1;
  let total = 1;
  for (let d = 1; d <= depth; d++) {
    level *= branching;
    total += level;
  }
  return total;
}

/** The tree's shape in breadth-first order, so labels run A, B, C, … level by level like the lecture's. */
function growLevelByLevel(depth: number, branching: () => number, payoff: () => number): Shape[] {
  const shapes: Shape[] = [{ depth: 0, label: null, children: [], value: 0 }];
  let inner = 0;
  for (let i = 0; i < shapes.length; i++) {
    const node = shapes[i];
    if (node.depth === depth) {
      node.value = payoff();
      continue;
    }
    (node as { label: string | null }).label = letters(inner++);
    const count = branching();
    for (let k = 0; k < count; k++) {
      node.children.push(shapes.length);
      shapes.push({ depth: node.depth + 1, label: null, children: [], value: 0 });
    }
  }
  return shapes;
}

/** A, B, …, Z, AA, AB, …: spreadsheet column names. */
function letters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * Estimates for the inner nodes at depths 1..cutoff: the exact minimax value (MAX at even
 * depths) plus noise of up to a quarter of the value range, clamped into the range, so a
 * static evaluation is about right without giving the answer away.
 */
function drawEstimates(shapes: Shape[], cutoff: number, low: number, high: number, random: () => number, chance: boolean): Map<number, number> {
  for (let i = shapes.length - 1; i >= 0; i--) {
    const node = shapes[i];
    if (node.children.length === 0) continue;
    const values = node.children.map((c) => shapes[c].value);
    // With chance levels (MAX, chance, MIN, chance, …) the mean is rounded: an estimate is whole.
    if (chance && node.depth % 2 === 1) node.value = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    else node.value = node.depth % (chance ? 4 : 2) === 0 ? Math.max(...values) : Math.min(...values);
  }
  const spread = Math.floor((high - low) / 4);
  const estimates = new Map<number, number>();
  shapes.forEach((node, i) => {
    if (node.children.length === 0 || node.depth < 1 || node.depth > cutoff) return;
    const noise = Math.floor(random() * (2 * spread + 1)) - spread;
    estimates.set(i, Math.min(high, Math.max(low, node.value + noise)));
  });
  return estimates;
}

/** With chance levels, the inner nodes at odd depths are chance nodes. */
const isChance = (node: Shape, chance: boolean): boolean => chance && node.depth % 2 === 1 && node.children.length > 0;

/** The chance of each of a chance node's equally likely outcomes. */
const outcomeChance = (node: Shape): Rational => rational(1n, BigInt(node.children.length));

function toDrafts(shapes: Shape[], estimates: Map<number, number> | null, chance: boolean): Draft[] {
  const drafts: Draft[] = new Array(shapes.length);
  const moveOf = new Map<number, string>();
  const probabilityOf = new Map<number, Rational>();
  for (const node of shapes) {
    if (node.label === null) continue;
    node.children.forEach((c, k) => {
      if (isChance(node, chance)) probabilityOf.set(c, outcomeChance(node));
      else if (shapes[c].children.length > 0) moveOf.set(c, `${node.label!.toLowerCase()}${k + 1}`);
    });
  }
  for (let i = shapes.length - 1; i >= 0; i--) {
    const node = shapes[i];
    const move = moveOf.get(i);
    const probability = probabilityOf.get(i);
    const estimate = estimates?.get(i);
    const edge = probability !== undefined ? { probability } : move !== undefined ? { move } : {};
    drafts[i] =
      node.children.length === 0
        ? { ...edge, payoff: node.value }
        : {
            ...edge,
            ...(isChance(node, chance) ? { kind: 'chance' as const } : {}),
            label: node.label!,
            ...(estimate !== undefined ? { estimate } : {}),
            children: node.children.map((c) => drafts[c]),
          };
  }
  return drafts;
}
