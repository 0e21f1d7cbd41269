import type { GameNode, GameTree } from '../model/model';
import { isBlank } from '../language/literals';
import { checkUnknownAnswers } from '../teaching/checking/unknown-answers';
import { isInner, sumTallies, type Verdict } from '../teaching/checking/verdicts';
import { cutsLeftText } from '../teaching/checking/answers';
import { boardSigns } from '../output/unknown-text';
import { diagramOf, displayNumber, type DiagramModel, type DiagramNode, type NodeAnswer } from './diagram';
import { sheetNode, sheetOf } from './blank-diagram';
import { practisedNodes } from './practice-diagram';

/*
 * Practice of a tree with an unknown leaf (`unknowns: x in [lo, hi]`): it has no single run, so
 * its sheet is judged over the whole range (checkUnknownAnswers) rather than against a trace.
 * The student writes each inner node's value as a number or a max/min expression of the unknown
 * (`={min(x, 4)}`) and marks each edge cut for some value with its condition (`/{x <= 3}`); the
 * diagram draws what is written, judged once checked, and the solved tree when the solution is on.
 */

export interface UnknownPracticeOptions {
  readonly checked: boolean;
  readonly solutionShown: boolean;
  readonly announcement: string | null;
  /** The hint on show (Next step), drawn on its node and in the caption. */
  readonly hint?: { readonly node: number; readonly text: string } | null;
}

/** What the student is asked on such a tree, said where a run's hint would be (Next step, the hover, the status bar). */
export const unknownPracticeTask = (name: string): string =>
  `This tree has an unknown leaf '${name}': write each value as a number or a max/min expression of ${name} (={min(${name}, 4)}), and mark each edge that is cut for some ${name} with its condition (/{${name} <= 3}). Check judges them over the whole range.`;

/** The practice diagram of a tree with an unknown; null when it cannot be solved (its problem is shown instead). */
export function unknownPracticeDiagram(tree: GameTree, options: UnknownPracticeOptions): DiagramModel | null {
  const judged = checkUnknownAnswers(tree, { reveal: false });
  if (!judged) return null;
  const solved = diagramOf(tree, null, null, undefined, null);
  const { nodes: verdicts, values, cuts } = judged.summary;
  const nodes = practisedNodes(solved, tree, options, (node) => nodeAnswer(node, verdicts[node.id], options.checked), writtenNode);
  const all = sumTallies([values, cuts]);
  const practice = {
    checked: options.checked,
    counts: options.checked ? all : { ...all, right: 0, wrong: 0 },
    countsText: options.checked
      ? `${all.right} right, ${all.wrong} wrong, ${all.blank} blank of ${all.total}${all.extra > 0 ? `, ${all.extra} extra` : ''}`
      : `${all.right + all.wrong} written, ${all.blank} blank of ${all.total}`,
    windowed: false,
    scoutCuts: false,
    unknown: tree.unknown!.name,
    cutsLeft: cutsLeftText(cuts, options.checked),
    hint: options.hint ? { node: options.hint.node, text: options.hint.text } : null,
    solutionShown: options.solutionShown,
    announcement: options.announcement,
  };
  // The sheet's header says the range, never the solved tree's cut conditions.
  const unknown = tree.unknown!;
  const range = `${unknown.name} in [${displayNumber(unknown.low, tree.numberStyle)}, ${displayNumber(unknown.high, tree.numberStyle)}]`;
  if (!options.solutionShown) return { ...sheetOf(solved, nodes), convention: range, practice };
  // The solution on show: each node's spoken name says its solution again, as the solved diagram's does.
  const said = nodes.map((n) => (n.solved?.note ? { ...n, spoken: `${n.spoken}. ${n.solved.note.replace(/\n/g, ' ')}` } : n));
  return { ...solved, nodes: said, practice, answers: null };
}

/** A node as the sheet draws it: the student's value (a box where none is), their mark and the condition written with it. */
function writtenNode(shown: DiagramNode, node: GameNode, inner: boolean, answer: NodeAnswer): DiagramNode {
  const text = answer.written.value.replace(/-/g, '−');
  const value = text === '' ? null : { text, parts: [text] };
  const drawn = sheetNode(shown, inner, false, { value, window: null, cut: answer.mark });
  const condition = node.syntax.rare.cut?.condition;
  const when = condition ? boardSigns(node.syntax.source.slice(condition.start, condition.end).trim()) : null;
  // The sheet tells nothing of the solution: the tooltip names the node only, the badge is the student's condition.
  return { ...drawn, solved: { when, note: '' } };
}

/** The student's answers at a node and their verdicts (once checked); an answer where nothing is asked is drawn wrong. */
function nodeAnswer(node: GameNode, verdicts: { readonly value: Verdict | null; readonly cut: Verdict | null }, checked: boolean): NodeAnswer {
  const s = node.syntax;
  const value = !isInner(node)
    ? ''
    : s.rare.formula
      ? s.source.slice(s.rare.formula.start, s.rare.formula.end).trim()
      : s.value && !isBlank(s.value)
        ? s.source.slice(s.value.start, s.value.end)
        : '';
  const shown = (v: Verdict | null): Verdict | null => (v === 'extra' ? 'wrong' : v);
  const mark = s.rare.cut === null ? 0 : s.rare.cut.mark === 'scout' ? 2 : 1;
  const condition = s.rare.cut === null ? '' : s.rare.cut.condition ? s.source.slice(s.rare.cut.condition.start, s.rare.cut.condition.end).trim() : 'always';
  return {
    value: !isInner(node) ? null : value === '' ? 'blank' : checked ? shown(verdicts.value) : null,
    window: null,
    mark,
    cut: mark === 0 ? null : checked ? shown(verdicts.cut) : null,
    written: { value, alpha: '', beta: '', condition },
  };
}
