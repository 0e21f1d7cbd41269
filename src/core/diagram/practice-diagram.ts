import { ALGORITHMS } from '../search/catalog';
import type { Trace } from '../search/trace';
import type { GameNode, GameTree } from '../model/model';
import { literalText, isBlank, isTuple, type BoundLiteral } from '../language/literals';
import { cutsLeftText } from '../teaching/checking/answers';
import { isInner, judgeSheet, type NodeVerdicts, type SheetVerdicts, type Verdict } from '../teaching/checking/verdicts';
import { allSlots, cutMarks, judgeSlots, slotsHeaderText, unjudged } from '../teaching/checking/sheet-slots';
import type { Hint } from '../teaching/hints/hints';
import { displayNumber, type DiagramModel, type DiagramNode, type NodeAnswer, type PracticeView, type ShownValue, type ShownWindow } from './diagram';
import { BLANK_BOX, innerNodes, sheetNode, sheetOf, type WrittenAnswers } from './blank-diagram';
import { redrawnNodes } from './spoken';

export interface PracticeOptions {
  /** Say the verdicts (check as I go, or after Check); when false the student's answers show unjudged. */
  readonly checked: boolean;
  /** Draw the run's answers (the file is unchanged); the counts and the student's answers stay. */
  readonly solutionShown: boolean;
  /** The hint on show (Next step), or null. */
  readonly hint: Hint | null;
  /** What the live region says about the last change, or null. */
  readonly announcement: string | null;
}

/**
 * A diagram in practice mode: every answer the sheet asks for that the run computes (inner
 * nodes' values and windows, cut marks, principal variation, visit order, root value, totals,
 * replay) is hidden and the student's own answers are drawn, each judged when `checked`; the
 * givens (payoffs, probabilities, moves) show. Pruned subtrees look like the rest: nothing
 * fades, and a blank there is a blank like any other. `trace` is the run of the tree drawn.
 */
export function practiceDiagram(diagram: DiagramModel, trace: Trace, options: PracticeOptions): DiagramModel {
  const sheet = judgeSheet(trace);
  const windowed = ALGORITHMS[trace.algorithm].windowed;
  const nodes = practisedNodes(
    diagram,
    trace.tree,
    options,
    (node) => nodeAnswer(node, sheet.nodes[node.id], windowed, options.checked),
    (shown, node, inner, answer) => sheetNode(shown, inner, windowed, writtenShown(node, answer)),
  );
  const practice = practiceView(trace, sheet, windowed, options);
  // The header's practice counts stand for the answers; the run's own summary of them would count otherwise (only what it asks).
  return options.solutionShown ? { ...diagram, nodes, practice, answers: null } : { ...sheetOf(diagram, nodes), practice };
}

/**
 * A diagram's nodes as practice draws them: each with the student's answers there (`answerOf`),
 * drawn as the sheet shows them (`onSheet`, `inner` when the node asks for a value) unless the
 * solution is on; their spoken names made again from what is drawn.
 */
export function practisedNodes(
  diagram: DiagramModel,
  tree: GameTree,
  options: Pick<PracticeOptions, 'checked' | 'solutionShown'>,
  answerOf: (node: GameNode) => NodeAnswer,
  onSheet: (shown: DiagramNode, node: GameNode, inner: boolean, answer: NodeAnswer) => DiagramNode,
): DiagramNode[] {
  const inner = innerNodes(diagram);
  return redrawnNodes(
    diagram.nodes,
    (shown) => {
      const node = tree.node(shown.id);
      const answer = answerOf(node);
      return { ...(options.solutionShown ? shown : onSheet(shown, node, inner[shown.id] === 1, answer)), answer };
    },
    { ran: options.solutionShown, checked: options.checked },
  );
}

function practiceView(trace: Trace, sheet: SheetVerdicts, windowed: boolean, options: PracticeOptions): PracticeView {
  // Counted over the sheet's own slots (a blank in a pruned subtree among them), never over what the run asks.
  const judged = judgeSlots(trace, sheet);
  const slots = options.checked ? judged : unjudged(judged, cutMarks(trace));
  const all = allSlots(slots);
  return {
    checked: options.checked,
    counts: options.checked ? all : { ...all, right: 0, wrong: 0 },
    countsText: slotsHeaderText(slots, options.checked),
    windowed,
    scoutCuts: trace.algorithm === 'negascout',
    cutsLeft: cutsLeftText(sheet.cuts, options.checked),
    hint: options.hint ? { node: options.hint.node, text: options.hint.text } : null,
    solutionShown: options.solutionShown,
    announcement: options.announcement,
  };
}

/**
 * A node's answers as practice mode shows them. Every inner node asks for its value (and
 * window), searched or not: a blank in a pruned subtree is drawn and said as any blank, or the
 * sheet would tell what is pruned. A written answer's verdict is given only when `checked`; an
 * unmarked edge has none (a cut still to find is never located).
 */
function nodeAnswer(node: GameNode, verdicts: NodeVerdicts, windowed: boolean, checked: boolean): NodeAnswer {
  const s = node.syntax;
  const written = writtenText(node);
  const judged = (v: Verdict | null, answered: boolean, asked: boolean): Verdict | null => {
    if (!answered) return asked ? 'blank' : null;
    return checked ? shown(v) : null;
  };
  const inner = isInner(node);
  const mark = s.rare.cut === null ? 0 : s.rare.cut.mark === 'scout' ? 2 : 1;
  return {
    value: judged(verdicts.value, written.value !== '', inner),
    window: judged(verdicts.window, written.alpha !== '' || written.beta !== '', inner && windowed),
    mark,
    cut: mark === 0 ? null : checked ? shown(verdicts.cut) : null,
    written,
  };
}

/** An answer written where nothing is asked is drawn and said as wrong: the student removes it. */
const shown = (v: Verdict | null): Verdict | null => (v === 'extra' ? 'wrong' : v);

/** What is written at a node, as in the file: its value and window bounds, '' for a blank or nothing. */
function writtenText(node: GameNode): NodeAnswer['written'] {
  const s = node.syntax;
  const value = isInner(node) && s.value && !isBlank(s.value) ? s.source.slice(s.value.start, s.value.end) : '';
  const bound = (b: BoundLiteral | undefined): string => (b && b.value !== null ? s.source.slice(b.start, b.end) : '');
  return { value, alpha: bound(s.rare.window?.alpha), beta: bound(s.rare.window?.beta) };
}

/** The student's answers as the diagram draws them: `−3`, `+∞`, a box for a blank bound; null (a box) where nothing is written. */
function writtenShown(node: GameNode, answer: NodeAnswer): WrittenAnswers {
  const s = node.syntax;
  let value: ShownValue | null = null;
  if (answer.written.value !== '' && s.value && !isBlank(s.value)) {
    const parts = (isTuple(s.value) ? s.value.items : [s.value]).map((item) => shownNumber(literalText(s.source, item)));
    value = { text: isTuple(s.value) ? `(${parts.join(', ')})` : parts[0], parts };
  }
  let window: ShownWindow | null = null;
  if (s.rare.window && (answer.written.alpha !== '' || answer.written.beta !== '')) {
    const alpha = shownBound(s.rare.window.alpha, s.source);
    const beta = shownBound(s.rare.window.beta, s.source);
    window = { text: `α = ${spokenBox(alpha)}, β = ${spokenBox(beta)}`, alpha, beta };
  }
  return { value, window, cut: answer.mark };
}

const shownNumber = (text: string): string => text.replace('-', '−');
const shownBound = (b: BoundLiteral, source: string): string =>
  b.value === null ? BLANK_BOX : Number.isFinite(b.value) ? shownNumber(literalText(source, b)) : displayNumber(b.value);
const spokenBox = (text: string): string => (text === BLANK_BOX ? 'blank' : text);
