import { ALGORITHMS, formatNum, pathOf, type Trace, type Value } from '../../src/core';

/** A value as the lines below write it: `5`, `-inf`, `9/2`, `(1, -1)`. */
const valueText = (v: Value): string => (Array.isArray(v) ? `(${v.map((x) => formatNum(x, 'fraction')).join(', ')})` : formatNum(v as number, 'fraction'));

/**
 * A run's whole event stream, one line per event, each node named by its label or else by its
 * path ("0.1" is the second child of the first child of the root; "root" for an unlabelled root):
 * what a hand-worked trace of the algorithm writes down, call by call, so that a test states it
 * in full. Windows are written only for the algorithms that pass them (as the replay and the
 * JSON show them); a call of negascout's null-window search is a `scout`.
 */
export function traceLines(trace: Trace): string[] {
  const nodes = trace.tree.allNodes();
  const name = (id: number): string => nodes[id].label ?? (pathOf(nodes[id]).join('.') || 'root');
  const windowed = ALGORITHMS[trace.algorithm].windowed;
  const window = (alpha: Value, beta: Value): string => (windowed ? ` (${valueText(alpha)}, ${valueText(beta)})` : '');
  return trace.rec.events!.map((e) => {
    switch (e.type) {
      case 'enter':
        return `${e.scout ? 'scout' : 'enter'} ${name(e.node)}${window(e.alpha, e.beta)}`;
      case 'return':
        return `return ${name(e.node)} ${valueText(e.value)}${e.best === null ? '' : ` best ${name(e.best)}`}`;
      case 'prune': {
        const star = !e.star ? '' : e.star.kind === 'probe' ? ' probe' : ` ${e.star.kind} ${valueText(e.star.bound)}`;
        return `${e.scout ? 'scout-cut' : 'cut'} at ${name(e.node)}${window(e.alpha, e.beta)}${star}: ${e.skipped.map(name).join(' ')}`;
      }
      case 'probe':
        return `${e.phase} ${name(e.node)} [${valueText(e.lower)}, ${valueText(e.upper)}]`;
      case 'table':
        return `table ${name(e.node)} ${e.outcome}${e.value === null ? '' : ` ${valueText(e.value)}`}`;
      case 'research':
        return `research ${name(e.node)} (${e.reason})`;
    }
  });
}
