import { nodeRecords } from './records';
import type { Trace } from './run';

/** Infinities as "-inf"/"+inf", as the CLI's JSON contract says. */
const finite = (v: unknown): unknown => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : v);

/** The `gtree run --json` object of docs/algorithms.md. */
export function traceToJson(trace: Trace): object {
  const out: Record<string, unknown> = {
    tree: trace.tree.name,
    algorithm: trace.algorithm,
    value: trace.value,
    pv: trace.pv,
    totals: trace.totals,
    nodes: nodeRecords(trace).map((r) => {
      const o = r as unknown as Record<string, unknown>; // fresh objects: rewritten in place
      if (r.alpha !== undefined) {
        o.alpha = finite(r.alpha);
        o.beta = finite(r.beta);
      }
      if (typeof r.value === 'number') o.value = finite(r.value);
      return o;
    }),
  };
  if (trace.iterations) out.iterations = trace.iterations;
  if (trace.passes) out.passes = trace.passes.map((p) => ({ alpha: finite(p.alpha), beta: finite(p.beta), value: p.value }));
  return out;
}

/** The trace as `gtree run --json` prints it (two-space indent, no final newline): one text for the CLI and the exports. */
export const traceJsonText = (trace: Trace): string => JSON.stringify(traceToJson(trace), null, 2);
