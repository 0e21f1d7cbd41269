import type { GameNode, GameTree } from '../../model/model';
import { cmp } from '../../model/num';
import { evaluate, expressionText, simplest, clampOf, treeExpression, type Expr } from '../../symbolic/expression';
import { wholeRange, sameSet } from '../../symbolic/intervals';
import { solveUnknown, type Solution } from '../../symbolic/solve';
import { cutConditionText, valuesWhereSearched } from '../../output/unknown-text';
import { insertionPoint, type TextEdit } from './fixes';
import { isBlank } from '../../language/literals';

/*
 * The key of a sheet with an unknown leaf: each edge cut for some x marked with its condition
 * (`/{x <= 3}`, a plain `/` when cut for every x), and each inner node's value written where one
 * expression gives it for every x at which the node is searched (`=2`, `={max(3, min(x, 4))}`);
 * a node whose value no max/min expression of its subtree gives (alpha-beta's bounds) stays `=?`.
 */
export function unknownKeyEdits(tree: GameTree, text: string): TextEdit[] | { readonly message: string; readonly node: GameNode | null } {
  const solved = solveUnknown(tree, { events: false });
  if (!solved.ok) return { message: solved.message, node: solved.node };
  const solution = solved.solution;
  const edits: TextEdit[] = [];
  for (const node of tree.allNodes()) {
    const s = node.syntax;
    if (s.rare.ref !== null) continue;
    if (node.parent !== null) {
      const set = solution.cuts[node.id];
      if (set.length > 0 && !s.rare.cut) {
        const whole = sameSet(set, wholeRange(tree.unknown!.low, tree.unknown!.high));
        edits.push({ start: s.start, end: s.start, text: whole ? '/' : `/{${cutConditionText(solution, node)}} ` });
      }
    }
    if (node.children.length === 0) continue;
    const value = valueExpression(solution, node);
    if (!value) continue;
    const answer = value.kind === 'num' ? expressionText(value, '', tree.numberStyle) : `{${expressionText(value, tree.unknown!.name, tree.numberStyle)}}`;
    if (s.rare.formula) edits.push({ start: text.lastIndexOf('{', s.rare.formula.start), end: text.indexOf('}', s.rare.formula.end) + 1, text: answer });
    // The blank `=?`'s span holds its `=`; a number's does not.
    else if (s.value) edits.push({ start: s.value.start, end: s.value.end, text: isBlank(s.value) && text[s.value.start] === '=' ? `=${answer}` : answer });
    else {
      const at = insertionPoint(node, text, true);
      edits.push({ start: at, end: at, text: `=${answer} ` });
    }
  }
  return edits;
}

/** The simplest expression of the node's subtree when it is the node's value wherever the node is searched; null otherwise. */
function valueExpression(solution: Solution, node: GameNode): Expr | null {
  const { unknown } = solution;
  const e = simplest(clampOf(treeExpression(solution.tree, node)), unknown.low, unknown.high);
  const at = valuesWhereSearched(solution, node);
  if (at.every((v) => v === undefined)) return null;
  return solution.samples.every((x, j) => at[j] === undefined || cmp(evaluate(e, x), at[j]!) === 0) ? e : null;
}
