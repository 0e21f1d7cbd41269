import type { Trace } from '../search/trace';
import { judgeSheet, type Verdict } from '../teaching/checking/verdicts';
import { diagramOf, type DiagramModel, type DiagramNode } from './diagram';
import { practiceDiagram } from './practice-diagram';

/** Which answer of a node a mark is about: its value, its window, or the cut mark on the edge above it. */
export type AnswerKind = 'value' | 'window' | 'cut';

/** One answer asked (or written where nothing is asked), judged: where it is, and its right answer in the drawing's notation. */
export interface SheetMark {
  readonly node: number;
  readonly what: AnswerKind;
  readonly verdict: Verdict;
  /** The right answer: `3`, `α=−∞ β=3`, `/` or `//`, `no cut` for a mark on an edge not pruned, `not searched` inside a pruned subtree. */
  readonly answer: string;
}

/**
 * A student's sheet marked for handing back: the drawing of their answers (practice mode's,
 * every written answer judged), and every answer's mark, blanks and unmarked cuts included,
 * which practice mode leaves unsaid while a student still works. `reveal` keeps the right
 * answers to draw beside the wrong and blank ones; without it they are left out.
 */
export interface MarkedSheet {
  readonly diagram: DiagramModel;
  readonly marks: readonly SheetMark[];
  readonly reveal: boolean;
}

/** `trace`: the run of the student's tree with the key's algorithm and settings (grading's). */
export function markedSheet(trace: Trace, reveal: boolean): MarkedSheet {
  const solved = diagramOf(trace.tree, trace);
  const diagram = practiceDiagram(solved, trace, { checked: true, solutionShown: false, hint: null, announcement: null });
  const verdicts = judgeSheet(trace).nodes;
  const marks: SheetMark[] = [];
  for (const node of solved.nodes) {
    const v = verdicts[node.id];
    if (!v) continue;
    if (v.value) marks.push({ node: node.id, what: 'value', verdict: v.value, answer: v.value === 'extra' ? NOT_SEARCHED : (node.value?.text ?? '') });
    if (v.window) marks.push({ node: node.id, what: 'window', verdict: v.window, answer: v.window === 'extra' ? NOT_SEARCHED : windowAnswer(node) });
    if (v.cut) marks.push({ node: node.id, what: 'cut', verdict: v.cut, answer: node.cut === 2 ? '//' : node.cut === 1 ? '/' : 'no cut' });
  }
  return { diagram, marks, reveal };
}

const NOT_SEARCHED = 'not searched';

// As the drawing writes a window (render/geometry.ts windowText).
const windowAnswer = (node: DiagramNode): string => (node.window ? `α=${node.window.alpha} β=${node.window.beta}` : '');

/** The answers to draw beside a mark: the right one where the written one is wrong or blank, when revealed. */
export const revealed = (sheet: MarkedSheet, mark: SheetMark): string | null =>
  sheet.reveal && mark.verdict !== 'right' && mark.answer !== '' ? mark.answer : null;
