import type { DiagramModel, DiagramNode, ShownValue, ShownWindow } from './diagram';

/** The empty box a student writes an answer into. */
export const BLANK_BOX = '□';

/** An inner node's value on a blank sheet: a box to fill in. */
export const BLANK_VALUE: ShownValue = { text: 'blank', parts: [BLANK_BOX] };

/** An inner node's window on a blank sheet: a box for each bound. */
export const BLANK_WINDOW: ShownWindow = { text: 'α = blank, β = blank', alpha: BLANK_BOX, beta: BLANK_BOX };

/**
 * The exercise sheet of a diagram, as the lecture hands it out: the tree, its moves and its
 * leaves' payoffs as given, and every inner node's value (and, for an algorithm that passes
 * windows, its window) an empty box, whether the run visited it or not; no cut marks, no
 * principal variation, no replay, nothing faded. The algorithm's name stays: it is the task.
 */
export function blankDiagram(diagram: DiagramModel): DiagramModel {
  const windowed = diagram.nodes.some((n) => n.window !== null);
  const inner = new Uint8Array(diagram.nodes.length);
  for (const n of diagram.nodes) if (n.parent >= 0) inner[n.parent] = 1;
  return {
    ...diagram,
    nodes: diagram.nodes.map((n) => blankNode(n, inner[n.id] === 1, windowed)),
    steps: [],
    totals: null,
    rootValue: null,
    pvText: '',
    answers: null,
    iterations: null,
  };
}

function blankNode(node: DiagramNode, inner: boolean, windowed: boolean): DiagramNode {
  return {
    ...node,
    value: inner ? BLANK_VALUE : node.payoff,
    window: inner && windowed ? BLANK_WINDOW : null,
    bound: null,
    // Every node counts as visited: a sheet fades nothing, or it would tell which nodes the search skips.
    visits: Math.max(node.visits, 1),
    order: null,
    cut: 0,
    pv: false,
    researched: false,
    tt: null,
  };
}
