/**
 * A sheet practised in a page of its own, without VS Code: the text is the only truth, as in
 * the panel. The page's answers are written into it with the core's writers (answerEdits,
 * markEdit, applyEdits: the edits the extension applies), judged with the run of the tree as it
 * is, and drawn with practiceDiagram, so the page shows what the panel shows and the text
 * downloaded is the text the panel would have left in the editor. No DOM here.
 */
import {
  answerAnnouncement,
  answerEdits,
  applyEdits,
  checkText,
  describeSummary,
  diagramOf,
  hasBlanks,
  judgeSheet,
  markEdit,
  moveChild,
  nextStepAgain,
  practiceDiagram,
  run,
  type AnswerField,
  type DiagramModel,
  type GameTree,
  type Hint,
  type IterationChoice,
  type RunOutcome,
} from '../core';
import type { FromWebview } from '../shared/messages';

type AnswerMessage = Extract<FromWebview, { type: 'answer' } | { type: 'mark' }>;
export type PracticeAction = Extract<FromWebview, { type: 'practice' }>['action'];

/** Why an answer was not written, and the field of the answer form it is about (null: the answer as a whole). */
export interface Refusal {
  readonly message: string;
  readonly field: AnswerField | null;
}

/** What the page draws now: a diagram, or why it cannot. */
export type Drawing = { readonly ok: true; readonly diagram: DiagramModel } | { readonly ok: false; readonly message: string };

export class Sheet {
  private parsed: { text: string; tree: GameTree | null; outcome: RunOutcome | null; problem: string | null } | null = null;
  /** Show solution is on: the diagram carries the run's answers (the text is unchanged). */
  solutionShown = false;
  /** The hint on show (Next step), kept until the next answer. */
  private hint: Hint | null = null;
  /** The node answered last, for the live region's words in the next drawing. */
  private announce: number | null = null;
  /** Iterative deepening, outside practice: the view chosen. */
  iteration: IterationChoice | undefined = undefined;

  constructor(
    private current: string,
    /** The tree of the text drawn (the playground follows the cursor). */
    public treeIndex: number,
    /**
     * The student answers in the picture; else the page shows the run with its replay. 'blanks':
     * whenever the tree has blanks (the playground, whose text changes as it is typed).
     */
    private readonly practice: boolean | 'blanks',
  ) {}

  get text(): string {
    return this.current;
  }

  get practising(): boolean {
    if (this.practice !== 'blanks') return this.practice;
    const { tree } = this.analysed();
    return tree !== null && hasBlanks(tree);
  }

  /** Replaces the whole text (a reload's saved answers, Start over, typing in the playground). */
  reset(text: string): void {
    this.current = text;
    this.hint = null;
    this.announce = null;
  }

  private analysed(): NonNullable<Sheet['parsed']> {
    if (this.parsed?.text === this.current) return this.parsed;
    const entry = checkText(this.current).trees[this.treeIndex];
    const tree = entry?.model ?? null;
    const problem = !entry ? 'There is no such tree in this file.' : !tree ? 'This tree has errors: fix them to draw it.' : null;
    this.parsed = { text: this.current, tree, outcome: tree ? run(tree) : null, problem };
    return this.parsed;
  }

  /** The diagram as the panel draws it now: practising, the sheet with the student's answers judged; else the run. */
  drawing(): Drawing {
    const { tree, outcome, problem } = this.analysed();
    if (!tree || !outcome) return { ok: false, message: problem ?? 'This tree cannot be drawn.' };
    if (!outcome.ok) return this.practising ? { ok: false, message: outcome.message } : { ok: true, diagram: diagramOf(tree, null, outcome.message) };
    if (!this.practising) return { ok: true, diagram: diagramOf(tree, outcome.trace, null, this.iteration) };
    const drawn = practiceDiagram(diagramOf(tree, outcome.trace, null), outcome.trace, {
      checked: true,
      solutionShown: this.solutionShown,
      hint: this.hint,
      announcement: null,
    });
    const answered = this.announce === null ? undefined : drawn.nodes.find((n) => n.id === this.announce);
    this.announce = null;
    if (!answered || !drawn.practice) return { ok: true, diagram: drawn };
    return { ok: true, diagram: { ...drawn, practice: { ...drawn.practice, announcement: answerAnnouncement(answered, true) } } };
  }

  /** Writes an answer from the picture into the text (as the panel does); null when written, else what was wrong (text unchanged). */
  answer(message: AnswerMessage): Refusal | null {
    const { tree } = this.analysed();
    const node = tree?.allNodes()[message.node];
    if (!tree || !node) return { message: 'The tree has changed: answer again on the diagram as it is now.', field: null };
    const result =
      message.type === 'answer'
        ? answerEdits(tree, node, this.current, { value: message.value, alpha: message.alpha, beta: message.beta, condition: message.condition })
        : markEdit(node, this.current, message.mark);
    if (!result.ok) return { message: result.message, field: result.field ?? null };
    this.current = applyEdits(this.current, result.edits);
    this.hint = null;
    this.announce = message.node;
    return null;
  }

  /** Moves a node `by` places among its siblings (Alt+arrow or a drag, as the panel does): where it went and what to say, or why not (text unchanged). */
  move(node: number, by: number): { readonly node: number; readonly said: string } | { readonly refused: string } {
    const { tree } = this.analysed();
    const at = tree?.allNodes()[node];
    if (!tree || !at) return { refused: 'The tree has changed: move the node again on the diagram as it is now.' };
    const moved = moveChild(at, this.current, this.treeIndex, by);
    if (!moved.ok) return { refused: moved.message };
    this.current = applyEdits(this.current, [moved.edit]);
    this.hint = null;
    return { node: moved.node, said: moved.said };
  }

  /**
   * Check, Next step, Show solution, Hide solution: what the page says about it (the counts, the
   * hint's words). Answers are judged as the student goes (the panel's default), so Check says the counts.
   */
  act(action: PracticeAction): string {
    const { outcome } = this.analysed();
    if (!outcome?.ok) return '';
    const verdicts = judgeSheet(outcome.trace);
    switch (action) {
      case 'check':
        return describeSummary(verdicts);
      case 'showSolution':
        this.solutionShown = true;
        return 'The solution is shown in the picture; your answers are unchanged.';
      case 'hideSolution':
        this.solutionShown = false;
        return 'The solution is hidden.';
      case 'nextStep': {
        // Asked again at the same node, the hint gives its value too (as in the panel).
        this.hint = nextStepAgain(outcome.trace, verdicts, this.hint);
        return this.hint ? this.hint.text : 'Every answer is right. Well done!';
      }
    }
  }
}
