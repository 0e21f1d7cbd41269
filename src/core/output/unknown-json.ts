import type { Solution } from '../symbolic/solve';
import type { Interval } from '../symbolic/intervals';
import { conditionText } from '../symbolic/intervals';
import { expressionText } from '../symbolic/expression';
import { pathOf } from '../model/model';
import { numberFields, jsonText } from './json-numbers';
import type { AlgorithmName } from '../model/algorithm-names';

/*
 * The JSON of a solved tree with an unknown leaf (docs/cli.md, "A tree with an unknown leaf"):
 * the root's pieces, its expression and each cut edge's set, numbers exact as in the trace's JSON.
 */

const intervalJson = (i: Interval): Record<string, unknown> => ({
  ...numberFields('from', i.low),
  fromClosed: i.lowClosed,
  ...numberFields('to', i.high),
  toClosed: i.highClosed,
});

/** The solution as the JSON object `gtree run --json` prints. */
export function solutionJson(solution: Solution, algorithm: AlgorithmName): Record<string, unknown> {
  const { tree, unknown } = solution;
  const style = tree.numberStyle;
  const trace = solution.traces[0];
  const cuts: Record<string, unknown>[] = [];
  for (let id = 1; id < tree.size; id++) {
    const set = solution.cuts[id];
    if (set.length === 0) continue;
    const node = tree.node(id);
    cuts.push({
      path: pathOf(node),
      label: node.label,
      when: conditionText(set, unknown.name, unknown.low, unknown.high, style),
      intervals: set.map(intervalJson),
    });
  }
  return {
    tree: tree.name,
    algorithm,
    fail: trace.fail,
    prune: trace.prune,
    unknown: { name: unknown.name, ...numberFields('low', unknown.low), ...numberFields('high', unknown.high), leaves: unknown.leaves.map(pathOf) },
    root: {
      pieces: solution.root.map((p) => ({
        ...intervalJson(p.where),
        ...(p.constant !== null ? numberFields('value', p.constant) : { value: p.sign > 0 ? unknown.name : `-${unknown.name}` }),
      })),
      expression: expressionText(solution.expression, unknown.name, style),
      simplest: expressionText(solution.simplest, unknown.name, style),
    },
    cuts,
    breakpoints: solution.points.map((p) => numberFields('at', p).at),
    runs: solution.samples.length,
  };
}

/** The solution's JSON text (two-space indent, exact numbers). */
export const solutionJsonText = (solution: Solution, algorithm: AlgorithmName): string => jsonText(solutionJson(solution, algorithm));
