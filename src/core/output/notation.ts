import type { GameNode } from '../model/model';
import type { Trace } from '../search/trace';
import { word } from './write-gtree';

/**
 * How gtree writes a way down the tree for people — the principal variation in the CLI,
 * the code lens, the status bar, the diagram's header and the hover, and the paths that
 * name nodes in the hover and the replay. One step is the move's name where the edge has
 * one, else the child's label, else its position among its siblings as an ordinal
 * (`2nd`): never a bare number, which a reader would take for a value. Names are written
 * as the file must write them: bare when they are plain names, quoted otherwise (`"1"`,
 * `"X.O|OOX|..X"`, `"Take 2"`), so no step reads as a number or runs into the next words. The JSON keeps
 * the contract's `pv` (move names or 0-based child indices); this is only how it reads.
 */

export const ARROW = ' → ';

const SUFFIXES = ['th', 'st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th'];

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  return n + (tens >= 11 && tens <= 13 ? 'th' : SUFFIXES[n % 10]);
}

/** One step down to `child`: its move or its chance outcome's name, else its label, else its position (`2nd`). */
export function stepText(child: GameNode): string {
  const name = child.move ?? child.outcome ?? child.label;
  return name === null ? ordinal(child.index + 1) : word(name);
}

/**
 * Steps joined by arrows: `a1 → 2nd`. With `max`, a longer path keeps its first and last
 * steps around an ellipsis (`a1 → b2 → … → 1st`), for places with little room.
 */
export function pathText(steps: readonly GameNode[], max = Infinity): string {
  if (steps.length <= max) {
    let text = '';
    for (let i = 0; i < steps.length; i++) text += (i > 0 ? ARROW : '') + stepText(steps[i]);
    return text;
  }
  const head = Math.max(1, Math.ceil((max - 1) / 2));
  const tail = Math.max(1, max - 1 - head);
  return [...steps.slice(0, head).map(stepText), '…', ...steps.slice(steps.length - tail).map(stepText)].join(ARROW);
}

/** Names keep paths of up to 8 steps whole; longer ones keep their first 4 and last 3 steps (as pathText(…, 8) does). */
const NAME_STEPS = 8;
const NAME_HEAD = 4;
const NAME_TAIL = 3;
/** Below this depth a name walks up to the root; deeper (a 10 000-deep chain) it takes a shortcut. */
const WALK_DEPTH = 64;
/** Each deep node's ancestor NAME_HEAD steps below the root, so that deep names cost O(1) each, not O(depth). */
const headEnds = new WeakMap<GameNode, GameNode>();

/** The way to `node` for its name: the whole path up to NAME_STEPS steps, else its first and last steps around `…`. */
export function namePathText(node: GameNode): string {
  if (node.depth <= WALK_DEPTH) return pathText(pathTo(node), NAME_STEPS);
  const climbed: GameNode[] = [];
  let n = node;
  while (n.depth > NAME_HEAD && !headEnds.has(n)) {
    climbed.push(n);
    n = n.parent!;
  }
  const end = headEnds.get(n) ?? n;
  for (const c of climbed) headEnds.set(c, end);
  const tail: GameNode[] = [];
  for (let t: GameNode = node; tail.length < NAME_TAIL; t = t.parent!) tail.push(t);
  return [...pathTo(end).map(stepText), '…', ...tail.reverse().map(stepText)].join(ARROW);
}

/** The nodes from the root's child down to `node` (none for the root). */
export function pathTo(node: GameNode): GameNode[] {
  const steps: GameNode[] = [];
  for (let n: GameNode | null = node; n && n.parent; n = n.parent) steps.push(n);
  return steps.reverse();
}

/**
 * The nodes below `from` along the run's best choices (the trace's `best`), as far as they
 * go: from the root, the principal variation. Under a reference `*k` the chosen child is
 * the anchor's.
 */
export function bestLine(trace: Trace, from: GameNode): GameNode[] {
  const line: GameNode[] = [];
  const seen = new Set<GameNode>([from]);
  for (let n = from; ;) {
    const best = trace.rec.bestOf(n.id);
    const child = best < 0 ? undefined : n.children.find((c) => c.id === best);
    if (!child || seen.has(child)) return line;
    seen.add(child);
    line.push(child);
    n = child;
  }
}

/** The principal variation's nodes, below the root. */
export const principalVariation = (trace: Trace): GameNode[] => bestLine(trace, trace.tree.root);

/** The principal variation as people read it (`a1 → 1st`); empty when the root has no best child. */
export const pvText = (trace: Trace, max = Infinity): string => pathText(principalVariation(trace), max);

/**
 * The child of `parent` that a contract move names (a move name or a 0-based child index,
 * as in the JSON's `pv` and the iterations' `best`).
 */
export const childByMove = (parent: GameNode, move: string | number): GameNode | undefined =>
  typeof move === 'number' ? parent.children[move] : parent.children.find((c) => c.move === move);

/**
 * The text on the edge into `child`: its move's name, or its probability exactly as the
 * file writes it (`4/6`, `50%`, `0.5`), never a rounded decimal, after the outcome's name
 * when it has one, as the file writes that too (`six 1/6`, `"Take 2" 1/2`).
 */
export function edgeText(child: GameNode): string | null {
  if (child.move !== null) return child.move;
  const probability = probabilityText(child);
  if (probability === null) return null;
  return child.outcome === null ? probability : `${word(child.outcome)} ${probability}`;
}

/** The probability on the edge into `child` exactly as the file writes it; null off a chance node's edges. */
export function probabilityText(child: GameNode): string | null {
  if (child.probability === null) return null;
  return child.syntax.edge?.text ?? String(child.probability);
}
