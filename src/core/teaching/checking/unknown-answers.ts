import { offsetsOf, type Diagnostic } from '../../language/diagnostics';
import { isBlank, isTuple, type NumberLiteral } from '../../language/literals';
import type { GameNode, GameTree } from '../../model/model';
import { cmp, formatNum, numOf, type Num } from '../../model/num';
import { headerSpan } from '../../model/validate';
import { ALGORITHMS } from '../../search/catalog';
import { conditionNumbers, holds, readCondition, readExpression, type Condition } from '../../symbolic/answer-text';
import { constantsOf, evaluate, type Expr } from '../../symbolic/expression';
import { contains, intervalText } from '../../symbolic/intervals';
import { piecewise, valueAt } from '../../symbolic/pieces';
import { finerSamples } from '../../symbolic/breakpoints';
import { solveUnknown } from '../../symbolic/solve';
import { cutConditionText, pieceValueText, valuesWhereSearched } from '../../output/unknown-text';
import type { NodeVerdicts, SheetVerdicts, Verdict } from './verdicts';

/** What the judge is told (answers.ts's AnswerOptions, which imports this module). */
interface AnswerOptions {
  readonly reveal: boolean;
  readonly locateMissingCuts?: boolean;
  readonly mtdfPasses?: number;
}

/*
 * The answers of a tree with an unknown leaf, judged against its solution over the whole range
 * (core/symbolic): a cut mark is right when it is cut for exactly the values its condition says
 * (a plain `/`: for every value), a value answer (`=3`, `={max(3, min(x, 4))}`) when it is the
 * node's value at every x for which the node is searched. Both sides change only at breakpoints,
 * so comparing at the breakpoints of both (the answer's numbers among them) and once between
 * each two is exact; the tree's side comes from its one solution (solveUnknown's memo), read
 * inside its gaps where an answer's number falls. Windows change with x and are not asked on
 * such a tree.
 */

interface Count {
  right: number;
  wrong: number;
  blank: number;
  total: number;
  extra: number;
}
const count = (): Count => ({ right: 0, wrong: 0, blank: 0, total: 0, extra: 0 });

/**
 * The answers judged: the checker's warnings, and the verdicts of every node (its value and the
 * cut of its edge; windows are not asked) with their counts, as for a sheet of one run.
 */
export function checkUnknownAnswers(tree: GameTree, options: AnswerOptions): { diagnostics: Diagnostic[]; summary: SheetVerdicts } | null {
  const unknown = tree.unknown!;
  const name = unknown.name;
  const source = tree.syntax.root!.source;
  const nodes = tree.allNodes();
  const conditions = new Map<number, Condition | string>();
  const values = new Map<number, Expr | string>();
  const extra: Num[] = [];
  for (const node of nodes) {
    const s = node.syntax;
    const condition = s.rare.cut?.condition;
    if (condition) {
      const read = readCondition(source.slice(condition.start, condition.end), name);
      conditions.set(node.id, read.ok ? read.value : read.message);
      if (read.ok) extra.push(...conditionNumbers(read.value));
    }
    if (node.children.length === 0) continue;
    const formula = s.rare.formula;
    if (formula) {
      const read = readExpression(source.slice(formula.start, formula.end), name);
      values.set(node.id, read.ok ? read.value : read.message);
      if (read.ok) extra.push(...constantsOf(read.value));
    } else if (s.value && !isBlank(s.value) && !isTuple(s.value)) {
      const v = numOf(s.value as NumberLiteral);
      values.set(node.id, { kind: 'num', value: v });
      extra.push(v);
    }
  }
  const solved = solveUnknown(tree, { mtdfPasses: options.mtdfPasses });
  if (!solved.ok) return null;
  const solution = solved.solution;
  // The tree's one solution, compared with the answers also where the answers' own numbers are.
  const checks = finerSamples(solution.points, extra);
  const diagnostics: Diagnostic[] = [];
  const warn = (code: Diagnostic['code'], message: string, span: { start: number; end: number }): void => {
    diagnostics.push({ code, severity: 'warning', message, span: offsetsOf(span) });
  };
  const cuts = count();
  const valueCount = count();
  const marked = nodes.some((n) => n.syntax.rare.cut !== null);
  const locate = options.locateMissingCuts ?? true;
  const algorithm = ALGORITHMS[tree.settings.algorithm].title;
  const verdicts: { value: Verdict | null; window: null; cut: Verdict | null }[] = nodes.map(() => ({ value: null, window: null, cut: null }));
  for (const node of nodes) {
    if (node.parent !== null) verdicts[node.id].cut = judgeCut(node);
    if (node.children.length > 0) verdicts[node.id].value = judgeValue(node);
  }
  return { diagnostics, summary: { nodes: verdicts as readonly NodeVerdicts[], values: valueCount, windows: count(), cuts } };

  function judgeCut(node: GameNode): Verdict | null {
    const s = node.syntax;
    const actual = solution.cuts[node.id];
    const when = cutConditionText(solution, node);
    const reveal = options.reveal && when !== null ? ` It is cut when ${when} (${name} in ${intervalText(actual, tree.numberStyle)}).` : '';
    if (actual.length > 0) cuts.total++;
    if (!s.rare.cut) {
      if (actual.length === 0) return null;
      cuts.blank++;
      if (marked && locate)
        warn(
          'missing-cut',
          `Missing cut mark: ${algorithm} prunes this edge for some values of ${name}.${options.reveal ? ` Mark it '/{${when}}'.` : ''}`,
          headerSpan(s),
        );
      return 'blank';
    }
    if (actual.length === 0) {
      cuts.extra++;
      warn('wrong-cut', `This edge is not pruned for any ${name} in the range: the node is always searched.`, s.rare.cut);
      return 'extra';
    }
    const written = conditions.get(node.id);
    if (typeof written === 'string') {
      cuts.wrong++;
      warn('wrong-cut', `Cannot read this condition: ${written}.`, s.rare.cut.condition!);
      return 'wrong';
    }
    const says = written ?? [[]];
    const agrees = s.rare.cut.mark === 'alphabeta' && checks.every(({ x }) => holds(says, x) === contains(actual, x));
    if (agrees) {
      cuts.right++;
      return 'right';
    }
    cuts.wrong++;
    const message =
      s.rare.cut.mark === 'scout'
        ? `Wrong cut mark: ${algorithm} makes no null-window cut; mark the edge '/'.`
        : written === undefined
          ? `This edge is pruned only for some values of ${name}: write for which, as in '/{${name} <= 3}'.`
          : `This edge is not pruned exactly when the condition holds.`;
    warn('wrong-cut', message + reveal, s.rare.cut);
    return 'wrong';
  }

  function judgeValue(node: GameNode): Verdict | null {
    const s = node.syntax;
    const written = values.get(node.id);
    const blank = s.value !== null && isBlank(s.value);
    if (written === undefined && !blank) return null;
    valueCount.total++;
    const span = s.rare.formula ?? s.value!;
    if (written === undefined) {
      valueCount.blank++;
      return 'blank';
    }
    if (typeof written === 'string') {
      valueCount.wrong++;
      warn('wrong-value', `Cannot read this answer: ${written}.`, span);
      return 'wrong';
    }
    const at = valuesWhereSearched(solution, node);
    const agrees = checks.every(({ x, sample }) => {
      const v = valueAt(solution.samples, at, sample, x);
      return v === undefined || cmp(evaluate(written, x), v) === 0;
    });
    if (agrees) {
      valueCount.right++;
      return 'right';
    }
    valueCount.wrong++;
    const pieces = piecewise(solution.points, solution.samples, at)
      .map((p) => `${pieceValueText(p, name, tree.numberStyle)} for ${name} in ${intervalText([p.where], tree.numberStyle)}`)
      .join('; ');
    const range = `${name} in [${formatNum(unknown.low, tree.numberStyle)}, ${formatNum(unknown.high, tree.numberStyle)}]`;
    warn(
      'wrong-value',
      `Wrong value: this is not what ${algorithm} computes here for every ${range} at which the node is searched.${options.reveal ? ` It is ${pieces}.` : ''}`,
      span,
    );
    return 'wrong';
  }
}
