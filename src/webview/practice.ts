/**
 * Practice mode in the page: its toolbar (Check, Next step, Show / Hide solution, which post
 * `practice`), the hint's caption, what the live region says, and the messages a node's answer
 * and an edge's mark post. Everything judged comes in the model (`practice`, each node's
 * `answer`); this only words it and asks the host.
 */
import type { DiagramModel, DiagramNode, NodeAnswer, PracticeView, Verdict } from '../core/diagram/diagram';
import { asksAnswer } from '../render/geometry';
import type { FromWebview } from '../shared/messages';
import type { AnswerRequest } from './answer-form';
import type { PracticeControls } from './controls';

type Mark = 0 | 1 | 2;

/**
 * The mark a click (or Space) puts on an edge that has `mark`: `/` and back, and for negascout
 * `/`, `//`, none in turn; `scout` (Shift) goes to `//` directly (and from there back to none).
 */
export function nextMark(mark: Mark, scoutCuts: boolean, scout: boolean): Mark {
  if (!scoutCuts) return mark === 0 ? 1 : 0;
  if (scout) return mark === 2 ? 0 : 2;
  return ((mark + 1) % 3) as Mark;
}

/** "C: value right, window wrong" from the verdicts the node carries; null when none is judged. */
function verdictWords(node: DiagramNode, answer: NodeAnswer): string | null {
  const parts = (
    [
      ['value', answer.value],
      ['window', answer.window],
      ['cut', answer.cut],
    ] as const
  )
    .filter(([, verdict]) => verdict === 'right' || verdict === 'wrong')
    .map(([what, verdict]) => `${what} ${verdict}`);
  return parts.length > 0 ? `${node.name}: ${parts.join(', ')}` : null;
}

/** "All 20 answers right. Well done!" when every answer the sheet asks for is right (checked, the solution not on show); else null. */
export function doneText(practice: PracticeView | null): string | null {
  if (!practice || !practice.checked || practice.solutionShown) return null;
  const { right, total } = practice.counts;
  if (total === 0 || right !== total) return null;
  return total === 1 ? 'The answer is right. Well done!' : `All ${total} answers right. Well done!`;
}

const open = (verdict: Verdict | null): boolean => verdict === 'blank' || verdict === 'wrong';

export class Practice {
  private diagram: DiagramModel | null = null;
  private said: string | null = null;
  private hint: string | null = null;
  /** The node whose answer or mark was posted last: its verdict is said when it comes back checked. */
  private answered: number | null = null;
  /** Check was pressed here: its result is said when the checked diagram comes back. */
  private checkAsked = false;
  /** What the last diagram of this tree showed (null: none yet), so that a change to checked or to done is said once. */
  private last: { readonly tree: number; readonly checked: boolean; readonly done: boolean } | null = null;

  constructor(
    private readonly ui: PracticeControls,
    private readonly announcer: HTMLElement,
    post: (message: FromWebview) => void,
  ) {
    ui.check.addEventListener('click', () => {
      this.checkAsked = true;
      post({ type: 'practice', action: 'check' });
    });
    ui.next.addEventListener('click', () => post({ type: 'practice', action: 'nextStep' }));
    ui.solution.addEventListener('click', () => post({ type: 'practice', action: this.diagram?.practice?.solutionShown ? 'hideSolution' : 'showSolution' }));
  }

  /** The student can answer now: practising, the solution not on show. */
  get answering(): boolean {
    const practice = this.diagram?.practice;
    return !!practice && !practice.solutionShown;
  }

  show(diagram: DiagramModel): void {
    this.diagram = diagram;
    const practice = diagram.practice;
    this.ui.bar.hidden = practice === null;
    if (!practice) {
      this.said = this.hint = null;
      this.answered = null;
      this.last = null;
      this.checkAsked = false;
      return;
    }
    this.ui.check.hidden = practice.checked;
    this.ui.solution.textContent = practice.solutionShown ? 'Hide solution' : 'Show solution';
    this.ui.solution.title = practice.solutionShown
      ? 'Hide the solution: the picture shows your answers again'
      : 'Show the solution in the picture (the file is unchanged)';
    this.ui.next.disabled = practice.solutionShown;
    this.ui.check.disabled = practice.solutionShown;
    const hint = practice.hint?.text ?? null;
    this.ui.hint.textContent = hint ?? '';
    const sayings: string[] = [];
    if (practice.announcement !== null && practice.announcement !== this.said) sayings.push(practice.announcement);
    else if (this.answered !== null && practice.checked) {
      const node = diagram.nodes[this.answered];
      const words = node?.answer ? verdictWords(node, node.answer) : null;
      if (words) sayings.push(words);
    }
    // Check's result and a finished sheet, said once when they come (a new tree shown only sets what was).
    const done = doneText(practice);
    const before = this.last?.tree === diagram.treeIndex ? this.last : null;
    if (done !== null && before && !before.done) sayings.push(done);
    else if (done === null && practice.checked && (this.checkAsked || (before && !before.checked)) && !sayings.some((w) => w.includes(practice.countsText)))
      sayings.push(`Checked: ${practice.countsText}.`);
    this.last = { tree: diagram.treeIndex, checked: practice.checked, done: done !== null };
    if (practice.checked || practice.solutionShown) this.checkAsked = false;
    if (hint !== null && hint !== this.hint) sayings.push(hint);
    this.said = practice.announcement;
    this.hint = hint;
    this.answered = null;
    if (sayings.length > 0) this.say(sayings.join(' '));
  }

  /**
   * Where *Focus the diagram* lands: the node the hint points at, else the first node (in the
   * page's pre-order) whose value or window is blank or wrong or whose cut mark is wrong; the root
   * when none is, or when not practising.
   */
  firstToAnswer(): number {
    const diagram = this.diagram;
    if (!diagram || !this.answering) return 0;
    const hinted = diagram.practice?.hint?.node;
    if (hinted !== undefined) return hinted;
    const node = diagram.nodes.find((n) => n.answer && (open(n.answer.value) || open(n.answer.window) || n.answer.cut === 'wrong'));
    return node?.id ?? 0;
  }

  /**
   * What the answer input needs for node `id`; null when the sheet asks nothing there (a leaf,
   * but for its cut condition on a sheet with an unknown) or the student cannot answer now.
   */
  request(id: number): AnswerRequest | null {
    const practice = this.diagram?.practice;
    const node = this.diagram?.nodes[id];
    const answer = node?.answer;
    if (!practice || practice.solutionShown || !node || !answer) return null;
    const valued = asksAnswer(node);
    const unknown = practice.unknown !== undefined && node.parent >= 0 ? practice.unknown : null;
    if (!valued && unknown === null) return null;
    return { node: id, name: node.name, valued, windowed: practice.windowed, unknown, written: answer.written };
  }

  /** The message a click on the edge above `id` (or Space on `id`) posts; null on the root, or when the student cannot answer now. */
  mark(id: number, scout: boolean): Extract<FromWebview, { type: 'mark' }> | null {
    const practice = this.diagram?.practice;
    const node = this.diagram?.nodes[id];
    if (!practice || practice.solutionShown || !node?.answer || node.parent < 0) return null;
    return { type: 'mark', node: id, mark: nextMark(node.answer.mark, practice.scoutCuts, scout) };
  }

  /** An answer or a mark at `id` was posted: its verdict is said when the checked diagram comes back. */
  posted(id: number): void {
    this.answered = id;
  }

  /** Says `text` in the live region (again, if it is what was said last). */
  say(text: string): void {
    // A live region announces a change: the same words again need a change in between.
    this.announcer.textContent = this.announcer.textContent === text ? `${text}\u00a0` : text;
  }
}
