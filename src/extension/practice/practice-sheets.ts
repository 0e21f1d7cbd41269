import type * as vscode from 'vscode';
import {
  answerAnnouncement,
  cutMarks,
  diagramOf,
  judgeSheet,
  judgeSlots,
  nextStep,
  nextStepAgain,
  practiceDiagram,
  slotsStatusText,
  unjudged,
  type DiagramModel,
  type GameNode,
  type GameTree,
  type SheetSlots,
  type SheetVerdicts,
  type Trace,
  unknownPracticeDiagram,
  unknownPracticeTask,
  unknownNextStep,
  type Hint,
} from '../../core';
import type { Analyses } from '../host/analysis';
import type { Practice, TreePractice } from './practice-state';

/** A practised tree of a document as it is now: its run (never shown as such), and the student's answers judged against it. */
export interface PractisedSheet {
  readonly tree: GameTree;
  readonly trace: Trace;
  readonly verdicts: SheetVerdicts;
  /** The answers counted over the sheet's own slots (see SheetSlots): what the status bar and the header count. */
  readonly slots: SheetSlots;
  readonly state: TreePractice;
  /** The answers are judged now (see Practice.checked). */
  readonly checked: boolean;
}

/**
 * The practised trees' sheets, judged, for every feature that shows them (the diagram, the
 * hover, the lens, the status bar, the light bulb): one place that knows how a student's
 * answers are judged and what may be shown of them.
 */
export class PracticeSheets {
  constructor(
    private readonly analyses: Analyses,
    readonly practice: Practice,
  ) {}

  /** The sheet of a practised tree; a string says why there is none (errors, a failed run); null when the tree is not practised. */
  sheet(doc: vscode.TextDocument, treeIndex: number): PractisedSheet | string | null {
    const state = this.practice.of(doc, treeIndex);
    if (!state) return null;
    const entry = this.analyses.of(doc).trees[treeIndex];
    if (!entry) return 'There is no such tree in this file any more.';
    if (!entry.model) return 'This tree has errors: fix them to practise it.';
    // A tree with an unknown has no single run: its sheet is judged over the range (unknownDiagram); here, the task.
    if (entry.model.unknown) return unknownPracticeTask(entry.model.unknown.name);
    const outcome = this.analyses.runOf(entry.model);
    if (!outcome.ok) return outcome.message;
    const { trace } = outcome;
    const verdicts = judgeSheet(trace);
    return { tree: entry.model, trace, verdicts, slots: judgeSlots(trace, verdicts), state, checked: this.practice.checked(doc, treeIndex) };
  }

  /**
   * The diagram of a practised tree with an unknown leaf: the student's answers judged over the
   * unknown's range (once checked), or the tree solved when the solution is on; null for any
   * other tree, or one that cannot be solved (its problem is said instead).
   */
  unknownDiagram(doc: vscode.TextDocument, treeIndex: number): DiagramModel | null {
    const state = this.practice.of(doc, treeIndex);
    const model = this.analyses.of(doc).trees[treeIndex]?.model;
    if (!state || !model?.unknown) return null;
    const announce = state.announce;
    state.announce = null;
    const drawn = unknownPracticeDiagram(model, {
      checked: this.practice.checked(doc, treeIndex),
      solutionShown: state.solutionShown,
      announcement: null,
      hint: state.hint,
    });
    const answered = announce === null || !drawn?.practice ? undefined : drawn.nodes.find((n) => n.id === announce);
    if (!drawn?.practice || !answered) return drawn;
    return { ...drawn, practice: { ...drawn.practice, announcement: answerAnnouncement(answered, drawn.practice.checked) } };
  }

  /** The diagram of a practised sheet: every computed answer hidden but the student's own, judged when checked; the solution when asked for. */
  diagram(sheet: PractisedSheet): DiagramModel {
    const { state } = sheet;
    const drawn = practiceDiagram(diagramOf(sheet.tree, sheet.trace, null), sheet.trace, {
      checked: sheet.checked,
      solutionShown: state.solutionShown,
      hint: state.hint,
      announcement: null,
    });
    // The live region says what became of the answer just written, in the words of the node's accessible name.
    const answered = state.announce === null ? undefined : drawn.nodes.find((n) => n.id === state.announce);
    state.announce = null;
    if (!answered || !drawn.practice) return drawn;
    return { ...drawn, practice: { ...drawn.practice, announcement: answerAnnouncement(answered, sheet.checked) } };
  }

  /**
   * Next step: the first node in the algorithm's visit order whose answer is blank or wrong,
   * with what it receives and why; asked again at the same node, its value too. Kept on show
   * until the next edit. Null when every answer is right.
   */
  nextStep(doc: vscode.TextDocument, treeIndex: number): { readonly hint: Hint | null } | string | null {
    const model = this.analyses.of(doc).trees[treeIndex]?.model;
    // A tree with an unknown: the first answer to fix in the search's order, judged over the range (no run to replay).
    if (model?.unknown && this.practice.of(doc, treeIndex)) {
      const hint = unknownNextStep(model);
      if (hint === undefined) return unknownPracticeTask(model.unknown.name);
      this.practice.update(doc, treeIndex, (state) => (state.hint = hint));
      return { hint };
    }
    const sheet = this.sheet(doc, treeIndex);
    if (sheet === null || typeof sheet === 'string') return sheet;
    const hint = nextStepAgain(sheet.trace, sheet.verdicts, sheet.state.hint);
    this.practice.update(doc, treeIndex, (state) => (state.hint = hint));
    return { hint };
  }

  /** The node Next step would point at now (for the light bulb's words), without showing the hint; null when all is right. */
  peekStep(sheet: PractisedSheet): GameNode | null {
    const hint = nextStep(sheet.trace, sheet.verdicts, false);
    return hint ? (sheet.tree.allNodes()[hint.node] ?? null) : null;
  }
}

/**
 * The status bar's words, over the sheet's own slots: once checked, each kind right / wrong /
 * blank ("3 of 10 values right, 1 wrong, 6 blank; …"); before Check, only how many are written.
 */
export function countsText(sheet: PractisedSheet): string {
  return slotsStatusText(sheet.checked ? sheet.slots : unjudged(sheet.slots, cutMarks(sheet.trace)), sheet.checked);
}
