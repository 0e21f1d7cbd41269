import { ALGORITHMS } from '../search/catalog';
import { pruneHeader } from '../search/conventions';
import { cmp, formatNum, neg, type Num } from '../model/num';
import type { Solution } from '../symbolic/solve';
import { conditionText, intervalText, type IntervalSet } from '../symbolic/intervals';
import { clampOf, evaluate, expressionText, simplest as simplestOf, treeExpression } from '../symbolic/expression';
import { piecewise } from '../symbolic/pieces';
import { nodeFacts } from '../search/records';
import type { Piece } from '../symbolic/pieces';
import { MAX, type GameNode } from '../model/model';
import { nodeName } from './display';

/*
 * A solved tree with an unknown leaf as text (`gtree run`, the hover): the root's value in pieces
 * and as an expression, and every edge cut for some value of the unknown, with the condition.
 */

/** A piece's value as text: a number, `x` or `-x`. */
export function pieceValueText(piece: Piece, name: string, style: Solution['tree']['numberStyle']): string {
  if (piece.constant !== null) return formatNum(piece.constant, style);
  return piece.sign > 0 ? name : `-${name}`;
}

/** The root's value, piece by piece: `3 for x in [-10, 3]; x for x in (3, 4]; …`. */
export function rootPiecesText(solution: Solution): string {
  const { tree, unknown } = solution;
  return solution.root
    .map((p) => `${pieceValueText(p, unknown.name, tree.numberStyle)} for ${unknown.name} in ${intervalText([p.where], tree.numberStyle)}`)
    .join('; ');
}

/** When the edge into `node` is cut, as a condition on the unknown (`x <= 3`), or null when it never is. */
export function cutConditionText(solution: Solution, node: GameNode): string | null {
  const set: IntervalSet = solution.cuts[node.id] ?? [];
  if (set.length === 0) return null;
  const { unknown, tree } = solution;
  return conditionText(set, unknown.name, unknown.low, unknown.high, tree.numberStyle);
}

/** The lines `gtree run` prints for a tree with an unknown leaf. */
export function solutionLines(solution: Solution, algorithm: Solution['traces'][number]['algorithm']): string[] {
  const { tree, unknown } = solution;
  const style = tree.numberStyle;
  const name = unknown.name;
  const trace = solution.traces[0];
  const fail = ALGORITHMS[algorithm].failHard ? `, fail-${trace.fail}` : '';
  const rule = pruneHeader(algorithm, trace.prune);
  const range = `${name} in [${formatNum(unknown.low, style)}, ${formatNum(unknown.high, style)}]`;
  const lines = [
    `${tree.name === null ? 'tree' : `tree ${JSON.stringify(tree.name)}`} — ${ALGORITHMS[algorithm].title}${fail}${rule ? `, ${rule}` : ''}; unknown ${range}`,
  ];
  lines.push("root value (MAX's view):");
  for (const p of solution.root) lines.push(`  ${pieceValueText(p, name, style)}  for ${name} in ${intervalText([p.where], style)}`);
  lines.push(`  = ${expressionText(solution.expression, name, style)}`);
  const simplest = expressionText(solution.simplest, name, style);
  if (simplest !== expressionText(solution.expression, name, style)) lines.push(`  = ${simplest}`);
  const cut: string[] = [];
  for (let id = 1; id < tree.size; id++) {
    const node = tree.node(id);
    const when = cutConditionText(solution, node);
    if (when !== null)
      cut.push(`  / ${nodeName(node)}  ${when === 'always' ? `for every ${name}` : `when ${when}`}  ${intervalText(solution.cuts[id], style)}`);
  }
  lines.push(
    cut.length > 0
      ? 'cut edges (the edge into the node):'
      : ALGORITHMS[algorithm].windowed
        ? `no edge is cut for any ${name} in the range`
        : `${ALGORITHMS[algorithm].title} cuts no edge`,
  );
  lines.push(...cut);
  lines.push(
    `solved exactly by ${solution.samples.length} runs: at the ${solution.points.length} breakpoints (${pointsText(solution.points, style)}) and once between each two`,
  );
  return lines;
}

function pointsText(points: readonly Num[], style: Solution['tree']['numberStyle']): string {
  const shown = points.length <= 12 ? points : [...points.slice(0, 6), null, ...points.slice(-5)];
  return shown.map((p) => (p === null ? '…' : formatNum(p, style))).join(', ');
}

/**
 * What the hover says of one node of a solved tree (what a teacher writes beside it on the
 * board): when its edge is cut; for an inner node searched for some value of the unknown, its
 * value as the tree's max/min expression of its leaves, with its simplest form over the range
 * (a number where its subtree does not hold the unknown); the root's value in pieces too.
 */
export function nodeSolutionLines(solution: Solution, node: GameNode): string[] {
  const { tree, unknown } = solution;
  const style = tree.numberStyle;
  const name = unknown.name;
  const lines: string[] = [];
  const when = node.parent === null ? null : cutConditionText(solution, node);
  if (node.parent !== null)
    lines.push(
      when === null
        ? `Not cut for any ${name} in [${formatNum(unknown.low, style)}, ${formatNum(unknown.high, style)}].`
        : when === 'always'
          ? `Cut for every ${name}.`
          : `Cut when ${boardSigns(when)}.`,
    );
  if (node.children.length > 0 && searchedForSome(solution, node)) {
    const { written, short, returned } = nodeValueTexts(solution, node);
    const value = `Value: ${written}${short === written ? '' : ` = ${short}`}`;
    // Where it prunes below the node, the search returns a bound rather than that value: say what it returns.
    const title = ALGORITHMS[solution.traces[0].algorithm].title;
    lines.push(returned === null ? value : `${value}; ${title} returns ${returned.long} (a bound where it prunes below).`);
  }
  if (node.parent === null) lines.push(`Root value: ${rootPiecesText(solution)}`);
  return lines;
}

/** Whether some value of the unknown has the search visit `node` (one never visited has no value to show). */
export const searchedForSome = (solution: Solution, node: GameNode): boolean => solution.traces.some((t) => t.rec.visitsOf(node.id) > 0);

/**
 * The node's value in each run of the solution (by sample), in MAX's view, undefined where that
 * run does not search it. Negamax's runs give the mover's view; a tree with an unknown is drawn,
 * keyed and judged in MAX's, where a node's value is a max/min expression of its leaves.
 */
export function valuesWhereSearched(solution: Solution, node: GameNode): (Num | undefined)[] {
  const movers = !ALGORITHMS[solution.traces[0].algorithm].maxView && node.player !== MAX;
  return solution.traces.map((t) => {
    const value = t.rec.visitsOf(node.id) > 0 ? (nodeFacts(t, node).value as Num | undefined) : undefined;
    return value !== undefined && movers ? neg(value) : value;
  });
}

/**
 * An inner node's value over the unknown's range, in MAX's view: the tree's max/min expression of
 * the leaves under it as written (`min(x, 4, 6)`), and its simplest form over the range (`min(x, 4)`,
 * a number when the node's subtree does not hold the unknown). `returned`: null when the search
 * returns that value wherever it searches the node; else what it returns there, in pieces, as the
 * board writes them (`2 for x ≤ 2, 4 for x > 2`) and as short as a node can show them (`2 if x ≤ 2, else 4`).
 */
export function nodeValueTexts(
  solution: Solution,
  node: GameNode,
): { readonly written: string; readonly short: string; readonly returned: { readonly long: string; readonly drawn: string } | null } {
  const { tree, unknown } = solution;
  const style = tree.numberStyle;
  const root = node.parent === null;
  const e = root ? solution.expression : treeExpression(tree, node);
  const short = root ? solution.simplest : simplestOf(clampOf(e), unknown.low, unknown.high);
  const at = valuesWhereSearched(solution, node);
  const agrees = solution.samples.every((x, j) => at[j] === undefined || cmp(evaluate(short, x), at[j]!) === 0);
  const texts = { written: expressionText(e, unknown.name, style), short: expressionText(short, unknown.name, style) };
  if (agrees) return { ...texts, returned: null };
  const pieces = piecewise(solution.points, solution.samples, at);
  const value = (p: Piece): string => pieceValueText(p, unknown.name, style);
  const when = (p: Piece): string => boardSigns(conditionText([p.where], unknown.name, unknown.low, unknown.high, style));
  const long = pieces.map((p) => `${value(p)} ${when(p) === 'always' ? `for every ${unknown.name}` : `for ${when(p)}`}`).join(', ');
  const drawn =
    new Set(pieces.map(value)).size === 1
      ? value(pieces[0])
      : pieces.map((p, k) => (k === pieces.length - 1 ? `else ${value(p)}` : `${value(p)} if ${when(p)}`)).join(', ');
  return { ...texts, returned: { long, drawn } };
}

/** A condition with the signs written on the board (`x ≤ 3`) rather than typed (`x <= 3`). */
export const boardSigns = (condition: string): string => condition.replace(/<=/g, '≤').replace(/>=/g, '≥');

/** A solved tree in brief, for the editor's lens and status bar: `= max(3, min(x, 4)) for x in [-10, 10]`, `2 edges cut for some x`. */
export function solutionBrief(solution: Solution): readonly [value: string, cuts: string] {
  const { tree, unknown } = solution;
  const style = tree.numberStyle;
  const cut = solution.cuts.filter((set) => set.length > 0).length;
  const range = `${unknown.name} in [${formatNum(unknown.low, style)}, ${formatNum(unknown.high, style)}]`;
  const cuts = cut === 0 ? `no edge cut for any ${unknown.name}` : `${cut} edge${cut === 1 ? '' : 's'} cut for some ${unknown.name}`;
  return [`= ${expressionText(solution.simplest, unknown.name, style)} for ${range}`, cuts];
}
