import { MAX, type GameNode, type GameTree } from '../../model/model';
import { formatNum } from '../../model/num';
import { nodeName } from '../../output/display';
import { checkUnknownAnswers } from '../checking/unknown-answers';
import type { Verdict } from '../checking/verdicts';
import type { Hint } from './hints';

/*
 * "Next step" on a tree with an unknown leaf (`unknowns: x in [lo, hi]`): there is no single run
 * whose events order the answers, but the search over x follows the written order all the same.
 * So the step is the first answer to fix in that order: an edge's cut when its parent comes to it
 * (after the siblings before it), a node's value once its children are done. The words name the
 * node and say what is asked there and by which rule, never the value or the condition.
 */

/**
 * The first blank or wrong answer of an unknowns sheet, in the search's order, with what is asked
 * there; null when none is, undefined when the tree cannot be solved over its range.
 */
export function unknownNextStep(tree: GameTree): Hint | null | undefined {
  const unknown = tree.unknown;
  const root = tree.root;
  const judged = unknown ? checkUnknownAnswers(tree, { reveal: false }) : null;
  if (!unknown || !root || !judged) return undefined;
  const verdicts = judged.summary;
  const x = unknown.name;
  const range = `${x} in [${formatNum(unknown.low, tree.numberStyle)}, ${formatNum(unknown.high, tree.numberStyle)}]`;
  const open = (v: Verdict | null): boolean => v === 'blank' || v === 'wrong' || v === 'extra';
  // Depth first with an explicit stack (a tree may be deep): a node is pushed again, marked, to be met after its children.
  const stack: { node: GameNode; done: boolean }[] = [{ node: root, done: false }];
  while (stack.length > 0) {
    const { node, done } = stack.pop()!;
    const v = verdicts.nodes[node.id];
    if (done) {
      if (open(v.value)) return { node: node.id, text: valueWords(node, v.value!, range, x), revealsValue: false };
      continue;
    }
    if (open(v.cut)) return { node: node.id, text: cutWords(node, v.cut!, range, x), revealsValue: false };
    stack.push({ node, done: true });
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], done: false });
  }
  return null;
}

const capitalised = (name: string): string => (name === 'the root' ? 'The root' : name);

/** What is asked at the edge to `node`, by its cut's verdict, without the condition. */
function cutWords(node: GameNode, verdict: Verdict, range: string, x: string): string {
  const edge = `the edge to ${nodeName(node)}`;
  const parent = capitalised(nodeName(node.parent!));
  const rule = `${parent}'s search stops before it once its window closes: find the ${x} for which that happens.`;
  const how = `Write it on the edge as a condition on ${x} (/{${x} >= c}, /{a <= ${x} < b}, /{always}).`;
  if (verdict === 'blank') return `Next: ${edge}. It is cut for some ${range}, and it is not marked. ${rule} ${how}`;
  if (verdict === 'extra') return `Next: ${edge}. It is searched for every ${range}: take its cut mark off.`;
  const plain = node.syntax.rare.cut !== null && !node.syntax.rare.cut.condition && node.syntax.rare.cut.mark === 'alphabeta';
  const wrong = plain ? `A plain / says it is cut for every ${x}, and it is not.` : `Its condition does not hold for exactly the ${x} for which it is cut.`;
  return `Next: ${edge}. ${wrong} ${rule} ${how}`;
}

/** What is asked at `node`'s value, by its verdict, without the value. */
function valueWords(node: GameNode, verdict: Verdict, range: string, x: string): string {
  const name = nodeName(node);
  const rule =
    node.player === MAX
      ? `${capitalised(name)} is MAX: it takes the largest of the values of the children it searches`
      : `${capitalised(name)} is MIN: it takes the smallest of the values of the children it searches`;
  const how = `Write it as a number or a max/min expression of ${x} (={max(…)}, ={min(…)}), right for every ${range} at which ${name} is searched; where a cut leaves children out for some ${x}, what the search returns there.`;
  const wrong = verdict === 'blank' ? '' : ` The value written there is wrong for some ${x}.`;
  return `Next: ${name}.${wrong} ${rule}. ${how}`;
}
