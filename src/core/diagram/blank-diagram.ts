import type { DiagramModel, DiagramNode, ShownValue, ShownWindow } from './diagram';
import { redrawnNodes } from './spoken';

/** The empty box a student writes an answer into. */
export const BLANK_BOX = '□';

/** An inner node's value on a blank sheet: a box to fill in. */
export const BLANK_VALUE: ShownValue = { text: 'blank', parts: [BLANK_BOX] };

/** An inner node's window on a blank sheet: a box for each bound. */
export const BLANK_WINDOW: ShownWindow = { text: 'α = blank, β = blank', alpha: BLANK_BOX, beta: BLANK_BOX };

/**
 * A printed worksheet's blanks, wide enough to write in by hand: a value's box 4 characters of
 * the value's font (31 px), each bound's 6 of the window's (36 px), both over 8 mm at 0.75 pt a
 * px. The drawing measures texts by their characters, so the layout keeps room for them; the
 * export draws each run of boxes as one framed box (render/paper-boxes.ts).
 */
export const PAPER_VALUE: ShownValue = { text: 'blank', parts: [BLANK_BOX.repeat(4)] };
export const PAPER_WINDOW: ShownWindow = { text: 'α = blank, β = blank', alpha: BLANK_BOX.repeat(6), beta: BLANK_BOX.repeat(6) };

/** What a student has written at a node, as drawn: null where nothing is (a box is drawn), and the mark on its edge. */
export interface WrittenAnswers {
  readonly value: ShownValue | null;
  readonly window: ShownWindow | null;
  readonly cut: 0 | 1 | 2;
}

const NOTHING_WRITTEN: WrittenAnswers = { value: null, window: null, cut: 0 };

/**
 * The exercise sheet of a diagram, as the lecture hands it out: the tree, its moves and its
 * leaves' payoffs as given, and every inner node's value (and, for an algorithm that passes
 * windows, its window) an empty box, whether the run visited it or not; no cut marks, no
 * principal variation, no replay, nothing faded. The algorithm's name stays: it is the task.
 * `paper`: the boxes sized for handwriting (PAPER_VALUE, PAPER_WINDOW).
 */
export function blankDiagram(diagram: DiagramModel, paper = false): DiagramModel {
  const windowed = diagram.nodes.some((n) => n.window !== null);
  const inner = innerNodes(diagram);
  const blanks: WrittenAnswers = paper ? { value: PAPER_VALUE, window: PAPER_WINDOW, cut: 0 } : NOTHING_WRITTEN;
  const nodes = redrawnNodes(diagram.nodes, (n) => sheetNode(n, inner[n.id] === 1, windowed, blanks), { ran: false, checked: false });
  return sheetOf(diagram, nodes);
}

/** Which nodes of a diagram are inner ones (they have a child drawn), by id: 1 for inner. */
export function innerNodes(diagram: DiagramModel): Uint8Array {
  const inner = new Uint8Array(diagram.nodes.length);
  for (const n of diagram.nodes) if (n.parent >= 0) inner[n.parent] = 1;
  return inner;
}

/** A diagram as a sheet shows it, around its sheet's nodes: no replay, totals, root value, principal variation, summary or iterations. */
export function sheetOf(diagram: DiagramModel, nodes: readonly DiagramNode[]): DiagramModel {
  return { ...diagram, nodes, steps: [], totals: null, rootValue: null, pvText: '', answers: null, iterations: null };
}

/**
 * A node as a sheet draws it: the givens (a leaf's payoff, the edge's text) as they are, an
 * inner node's value and window as `written` (a box where nothing is), the edge's mark as
 * written, and nothing of the run.
 */
export function sheetNode(node: DiagramNode, inner: boolean, windowed: boolean, written: WrittenAnswers): DiagramNode {
  return {
    ...node,
    value: inner ? (written.value ?? BLANK_VALUE) : node.payoff,
    window: inner && windowed ? (written.window ?? BLANK_WINDOW) : null,
    bound: null,
    // Every node counts as visited: a sheet fades nothing, or it would tell which nodes the search skips.
    visits: Math.max(node.visits, 1),
    order: null,
    cut: written.cut,
    pv: false,
    researched: false,
    tt: null,
  };
}
