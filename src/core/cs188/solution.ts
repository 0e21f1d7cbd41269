import { Cs188Error, readEntries, type Word } from './key-values';
import type { Occurrence } from './unfold';

/** What a `.solution` gives: the root's chosen action, and the states the search generated. */
export interface Solution {
  readonly action: Word | null;
  readonly generated: readonly Word[];
}

/** Reads a `.solution`; its problems are Cs188Errors marked as the solution's. */
export function readSolution(text: string): Solution {
  let entries;
  try {
    entries = readEntries(text);
  } catch (e) {
    if (e instanceof Cs188Error) throw new Cs188Error(e.message, e.at, true);
    throw e;
  }
  const generated = entries.get('generated') ?? entries.get('expanded');
  if (!generated) throw new Cs188Error("the solution has neither 'generated' nor 'expanded' (the states the search generates)", 0, true);
  const action = entries.get('action')?.lines.flat() ?? [];
  if (action.length > 1) throw new Cs188Error(`'action' should be one word (the move the search chooses), not ${action.length}`, action[1].at, true);
  return { action: action[0] ?? null, generated: generated.lines.flat() };
}

/**
 * The edges a search cut, read from the states it generated: the answers `/` of the tree.
 * A search generates a node's children in order and stops at a cut, so the children it
 * generates are a first run of them, and the first child whose state it never generated ends
 * that run: from there on, every child is cut. Nodes at the depth limit and leaves generate
 * nothing, and nothing below a node never generated is cut. A reference's children are its
 * anchor's (one position), as they are for gtree. Throws a Cs188Error (the solution's) for a
 * generated state the search so read never reaches, and for an action the root does not have.
 */
export function cutEdges(written: readonly Occurrence[], limit: number, solution: Solution): Set<Occurrence> {
  const generated = new Set(solution.generated.map((w) => w.text));
  const reached = new Set<Occurrence>([written[0]]);
  const cut = new Set<Occurrence>();
  // In the order reached (a reference can reach its anchor's children, written before it; both
  // read them alike, so a child is cut or reached whichever of them reads it).
  const queue = [written[0]];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (node.end || node.level >= limit) continue;
    let open = true;
    for (const child of (node.target ?? node).children) {
      open &&= generated.has(child.state);
      if (!open) cut.add(child);
      else if (!reached.has(child)) {
        reached.add(child);
        queue.push(child);
      }
    }
  }
  const reachedStates = new Set([...reached].map((n) => n.state));
  const states = new Set(written.map((n) => n.state));
  for (const word of solution.generated) {
    if (reachedStates.has(word.text)) continue;
    throw new Cs188Error(
      states.has(word.text)
        ? `state '${word.text}' is listed as generated, but the search never reaches it: every way to it passes a state this list leaves out, or the depth limit`
        : `state '${word.text}' is listed as generated, but it is not in the test's tree`,
      word.at,
      true,
    );
  }
  const root = written[0];
  const action = solution.action;
  if (action && !root.children.some((c) => c.action === action.text)) {
    const moves = root.children.map((c) => c.action).join(', ') || 'none';
    throw new Cs188Error(`the action '${action.text}' is not a move from the start state '${root.state}' (its moves: ${moves})`, action.at, true);
  }
  return cut;
}
