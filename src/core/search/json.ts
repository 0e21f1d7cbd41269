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
    pv: trace.pv.map((m) => m),
    totals: trace.totals,
    nodes: nodeRecords(trace).map((r) => {
      const o: Record<string, unknown> = { ...r };
      if ('alpha' in o) o.alpha = finite(o.alpha);
      if ('beta' in o) o.beta = finite(o.beta);
      if (typeof o.value === 'number') o.value = finite(o.value);
      return o;
    }),
  };
  if (trace.iterations) out.iterations = trace.iterations;
  if (trace.passes) out.passes = trace.passes.map((p) => ({ alpha: finite(p.alpha), beta: finite(p.beta), value: p.value }));
  return out;
}
