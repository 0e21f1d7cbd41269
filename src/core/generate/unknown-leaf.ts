import { formatNum, max, min, sub, add, type Num } from '../model/num';
import { checkText } from '../teaching/checking/check';
import { solveUnknown } from '../symbolic/solve';
import { sameSet, wholeRange } from '../symbolic/intervals';
import { seededRandom } from './prng';

/*
 * `gtree new random --unknown`: a generated tree with one leaf left as x, for "for which values
 * of x is this edge pruned?". The leaf is picked (in an order drawn from the seed) so that some
 * edge is cut for some x and not for others: the question has an answer worth asking.
 */

export type UnknownOutcome = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

/** The tree of `text` (one tree, valid) with a leaf made the unknown `x` over its payoffs' range widened by 2 each way. */
export function withUnknownLeaf(text: string, seed: number): UnknownOutcome {
  const result = checkText(text);
  const model = result.trees[0]?.model;
  if (!model || result.trees.length !== 1) return { ok: false, message: 'the tree to put an unknown in must be one valid tree' };
  const leaves = model.allNodes().filter((n) => n.children.length === 0 && n.payoff !== null && n.syntax.label === null);
  if (leaves.length < 2) return { ok: false, message: 'the tree has too few leaves to leave one unknown' };
  const payoffs = leaves.map((n) => n.payoff!);
  const low = sub(payoffs.reduce(min), 2);
  const high = add(payoffs.reduce(max), 2);
  const random = seededRandom(seed ^ 0x5eed);
  const order = leaves.map((n) => ({ n, key: random() })).sort((a, b) => a.key - b.key);
  const settingsEnd = model.syntax.root!.start;
  const line = `unknowns: x in [${formatNum(low, model.numberStyle)}, ${formatNum(high, model.numberStyle)}]\n`;
  const indent = /[ \t]*$/.exec(text.slice(0, settingsEnd))![0];
  for (const { n } of order) {
    const s = n.syntax;
    // The leaf's number (after any edge) becomes `x`; before a '[' a leaf `x` is written `x []`.
    const numberStart = s.end - (text.slice(s.start, s.end).match(/-?[\d./]+$/)?.[0].length ?? 0);
    const nextVisible = /^\s*(.)/.exec(text.slice(s.end))?.[1];
    const leaf = nextVisible === '[' ? 'x []' : 'x';
    const candidate = text.slice(0, settingsEnd) + line + indent + text.slice(settingsEnd, numberStart) + leaf + text.slice(s.end);
    const tree = checkText(candidate).trees[0]?.model;
    if (!tree?.unknown) continue;
    const solved = solveUnknown(tree);
    if (!solved.ok) continue;
    const whole = wholeRange(low as Num, high as Num);
    // The "Made by" command must make this file again: it needs --unknown too.
    if (solved.solution.cuts.some((set) => set.length > 0 && !sameSet(set, whole)))
      return { ok: true, text: candidate.replace(/^(# Made by: .*)$/m, '$1 --unknown') };
  }
  return { ok: false, message: 'no leaf of this tree, left unknown, makes an edge cut for some values and not others: try another seed' };
}
