/**
 * The replay: the state after steps 0..k of `diagram.steps`, read from the steps
 * themselves (what was entered, returned, pruned, looked up), never recomputed.
 */
import type { DiagramModel, ShownValue, ShownWindow } from '../core/diagram/diagram';
import { badgeOf, type Look } from './look';

/** Position of the replay: a step index, or null for the final state (not replaying). */
export type ReplayPosition = number | null;

export function replayLooks(diagram: DiagramModel, k: number): Look[] {
  const n = diagram.nodes.length;
  const entered = new Uint8Array(n);
  const cut = new Uint8Array(n);
  const researched = new Uint8Array(n);
  const values: (ShownValue | null)[] = new Array(n).fill(null);
  const windows: (ShownWindow | null)[] = new Array(n).fill(null);
  const tables: (string | null)[] = new Array(n).fill(null);
  const last = Math.min(k, diagram.steps.length - 1);
  for (let i = 0; i <= last; i++) {
    const step = diagram.steps[i];
    const id = step.node;
    switch (step.kind) {
      case 'enter':
        entered[id] = 1;
        cut[id] = 0; // searched after all (a re-search after a scout cut)
        windows[id] = step.window;
        break;
      case 'return':
        values[id] = step.value;
        break;
      case 'prune':
        windows[id] = step.window ?? windows[id];
        for (const child of step.skipped) cut[child] = step.cut === 'scout' ? 2 : 1;
        break;
      case 'table':
        entered[id] = 1;
        tables[id] = diagram.nodes[id].tt ?? null;
        if (step.value !== null) values[id] = step.value;
        break;
      case 'research':
        researched[id] = 1;
        break;
    }
  }
  const current = last >= 0 ? diagram.steps[last].node : -1;
  return diagram.nodes.map((node, id) => ({
    // A leaf's payoff is given: shown (faded) before its visit; computed values appear as they are returned.
    value: values[id] ?? node.payoff,
    window: windows[id],
    cut: cut[id] as 0 | 1 | 2,
    pv: false,
    faded: false,
    pending: entered[id] === 0,
    given: entered[id] === 0 && node.payoff !== null,
    current: id === current,
    badge: badgeOf(researched[id] === 1, tables[id]),
  }));
}

/** The caption of step k: its sentence, and the window of its node at that moment. */
export function captionOf(diagram: DiagramModel, k: number): { readonly text: string; readonly window: ShownWindow | null } {
  const step = diagram.steps[k];
  let window = step.window;
  for (let i = k; window === null && i >= 0; i--) {
    const s = diagram.steps[i];
    if (s.node === step.node && s.window !== null) window = s.window;
  }
  return { text: `Step ${k + 1} of ${diagram.steps.length}: ${step.text}`, window };
}
