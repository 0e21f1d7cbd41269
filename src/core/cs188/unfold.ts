import type { GraphTest } from './graph-test';
import { Cs188Error, type Word } from './key-values';

/**
 * The state graph unfolded from the start state into the tree gtree writes, in pre-order. A
 * position is a state at a level (the level says whose turn it is and how far the depth limit
 * is): reached again at the same level it is the same position, written as a reference `*k` to
 * its first occurrence wherever the reference may stand (see `mayRefer`), and in full again
 * where it may not; at another level it is another position, and written in full.
 */

export type Role = 'max' | 'min' | 'chance';

export interface Occurrence {
  readonly state: string;
  readonly level: number;
  /** The action of the move into it (null at the root). */
  readonly action: string | null;
  readonly parent: Occurrence | null;
  /** Where the file reaches it: the NEXTSTATE of a successor line, or the start state. */
  readonly at: number;
  /** For a reference: the first occurrence of the same position, written in full and anchored. */
  readonly target: Occurrence | null;
  /** Written in full again: a repeat where a reference may not stand. */
  readonly copy: boolean;
  /** The search ends here: a win or lose state, or a state without successors. */
  readonly end: boolean;
  /** The children written after it (none for a leaf or a reference). */
  readonly children: Occurrence[];
  /** How many references stand for it: anchored when there are any. */
  references: number;
}

/** More nodes than a tree of an exercise could mean: a safety net against a graph whose unfolding explodes. */
export const MAX_UNFOLDED = 1_000_000;

/** Who moves at a level: agent 0 is MAX, agents 1 … n−1 are MIN or, for expectimax, chance. */
export const roleAt = (test: GraphTest, level: number): Role => (level % test.agents === 0 ? 'max' : test.algorithm === 'expectimax' ? 'chance' : 'min');

/**
 * Who .gtree's rotation puts at a node of this level that does not say (docs/language.md, "Who
 * moves"): below a player the other one, below a chance node the one after the nearest player above.
 */
export function rotationAt(test: GraphTest, level: number): Role {
  for (let above = level - 1; above >= 0; above--) {
    const role = roleAt(test, above);
    if (role !== 'chance') return role === 'max' ? 'min' : 'max';
  }
  return 'max';
}

/**
 * A repeat may be a reference only where the rotation gives its position's mover, since a
 * reference cannot say who moves and must have its anchor's (a leaf names no mover: always).
 */
const mayRefer = (test: GraphTest, level: number, end: boolean): boolean => end || roleAt(test, level) === rotationAt(test, level);

interface Visit {
  readonly state: Word;
  readonly action: Word | null;
  readonly parent: Occurrence | null;
}

/** The tree in pre-order; throws a Cs188Error on a cycle, a missing evaluation, or a tree too large. */
export function unfold(test: GraphTest): Occurrence[] {
  const limit = test.depth * test.agents;
  const written: Occurrence[] = [];
  const first = new Map<string, Occurrence>();
  // The states on the path from the root to the visit at hand: one more is a cycle.
  const onPath = new Map<string, Occurrence>();
  const stack: (Visit | Occurrence)[] = [{ state: test.start, action: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('level' in step) {
      onPath.delete(step.state); // its subtree is done
      continue;
    }
    const { state, action, parent } = step;
    if (written.length >= MAX_UNFOLDED) throw new Cs188Error(`the unfolded tree would have more than ${MAX_UNFOLDED} nodes`, null);
    const level = parent ? parent.level + 1 : 0;
    const end = test.wins.has(state.text) || test.loses.has(state.text) || !test.moves.has(state.text);
    const seen = first.get(`${level} ${state.text}`);
    const target = seen && mayRefer(test, level, end) ? seen : null;
    const node: Occurrence = {
      state: state.text,
      level,
      action: action?.text ?? null,
      parent,
      at: state.at,
      target,
      copy: !!seen && !target,
      end,
      children: [],
      references: 0,
    };
    written.push(node);
    parent?.children.push(node);
    if (target) {
      target.references++;
      continue;
    }
    if (!seen) first.set(`${level} ${state.text}`, node);
    const ancestor = onPath.get(state.text);
    if (ancestor) throw new Cs188Error(cycleMessage(ancestor, node), state.at);
    if ((end || level === limit) && !test.evaluation.has(state.text)) throw new Cs188Error(unevaluated(test, node, limit), state.at);
    if (end) continue;
    onPath.set(state.text, node);
    stack.push(node);
    const moves = test.moves.get(state.text)!;
    for (let i = moves.length - 1; i >= 0; i--) stack.push({ state: moves[i].next, action: moves[i].action, parent: node });
  }
  return written;
}

function cycleMessage(ancestor: Occurrence, node: Occurrence): string {
  const lines: string[] = [];
  for (let n = node; n !== ancestor; n = n.parent!) lines.push(`${n.parent!.state} ${n.action} ${n.state}`);
  return `a cycle: state '${node.state}' is its own ancestor (${lines.reverse().join(', ')}), so the tree would never end`;
}

function unevaluated(test: GraphTest, node: Occurrence, limit: number): string {
  const none = "so it needs an evaluation, and 'evaluation' gives it none";
  if (!node.end) return `state '${node.state}' is where the depth limit stops the search (level ${limit}: ${roundsText(test)}), ${none}`;
  const why = test.wins.has(node.state) ? 'is a win state' : test.loses.has(node.state) ? 'is a lose state' : 'has no successors';
  const below = node.level > limit ? ' (below the depth limit the search never looks at it, but every leaf of a .gtree tree has a value)' : '';
  return `state '${node.state}' ${why}, ${none}${below}`;
}

/** "2 rounds of 3 agents". */
export const roundsText = (test: GraphTest): string =>
  `${test.depth} ${test.depth === 1 ? 'round' : 'rounds'} of ${test.agents} ${test.agents === 1 ? 'agent' : 'agents'}`;
