import { CHANCE, type GameNode, type GameTree } from '../../model/model';
import { cmp, neg, type Num } from '../../model/num';
import { displayNumber, displayValue, nodeName } from '../../output/display';
import { ALGORITHMS } from '../../search/catalog';
import { RESEARCH_WHY, cutTest, playerTitle, starCutTest } from '../../search/conventions';
import type { TraceEvent } from '../../search/recorder';
import { FactsReader } from '../../search/records';
import { run } from '../../search/run';
import type { Trace } from '../../search/trace';
import type { SheetVerdicts } from '../checking/verdicts';
import { orderHint } from '../checking/order-check';

/** A hint of "Next step": the node it points at, what it says, and whether it gives the node's value away. */
export interface Hint {
  readonly node: number;
  readonly text: string;
  readonly revealsValue: boolean;
}

/** What a step asks of the student, in the order a search meets them at one moment: a cut before what it leaves out. */
const enum Ask {
  Cut,
  Window,
  Extra,
  Value,
}

interface Step {
  readonly at: number;
  readonly ask: Ask;
  readonly node: number;
}

/**
 * "Next step": the first answer, in the order the algorithm works them out, that is blank or
 * wrong — a node's window when its last call is made, a cut when the window closes, a value
 * when the node's last call returns; an answer written where the run never goes when the
 * search passes it by. The text says what the node receives and why, and the rule for its
 * value, without the value unless `giveValue`. Null when every answer is right.
 */
export function nextStep(trace: Trace, verdicts: SheetVerdicts, giveValue: boolean): Hint | null {
  // An ordering exercise asks for the order first: the answers below depend on it.
  const order = orderHint(trace.tree);
  if (order) return { ...order, revealsValue: false };
  const events = eventsOf(trace);
  const step = firstStep(trace, verdicts, events);
  if (!step) return null;
  const tree = trace.tree;
  const node = tree.node(step.node);
  const words = new Words(trace);
  switch (step.ask) {
    case Ask.Cut: {
      const prune = events[step.at];
      const wrongKind = node.syntax.rare.cut !== null;
      // Every cut of a run has its prune event; should one be missing, the hint still points at the edge.
      const text = prune?.type === 'prune' ? words.cut(node, prune, wrongKind) : `The edge to ${words.name(node)} is pruned: mark it as cut.`;
      return { node: step.node, text, revealsValue: false };
    }
    case Ask.Window: {
      // An algorithm that passes no window asks for none: the hint names no bounds (its run keeps none a student could write).
      if (!ALGORITHMS[trace.algorithm].windowed) return { node: step.node, text: words.noWindow(node), revealsValue: false };
      const opened = openCalls(trace, events, step.at);
      const wrong = verdicts.nodes[step.node].window !== 'blank' ? `The window written at ${words.name(node)} is wrong. ` : '';
      const before = events[step.at - 1];
      const again =
        before?.type === 'research' && before.node === step.node ? `${capitalised(words.name(node))} is searched again: ${RESEARCH_WHY[before.reason]}. ` : '';
      const enter = events[step.at] as Extract<TraceEvent, { type: 'enter' }>;
      return { node: step.node, text: wrong + again + words.window(node, enter, opened), revealsValue: false };
    }
    case Ask.Extra:
      return { node: step.node, text: words.extra(node, verdicts), revealsValue: false };
    case Ask.Value: {
      const wrong = verdicts.nodes[step.node].value === 'wrong' ? `The value written at ${words.name(node)} is wrong. ` : '';
      const value = new FactsReader(trace).read(node).value!;
      const told = giveValue ? ` Its value is ${displayValue(value, tree.numberStyle)}.` : '';
      return { node: step.node, text: wrong + words.value(node) + told, revealsValue: giveValue };
    }
  }
}

/**
 * What *Next step* shows when asked with `shown` on show: the next step; asked again at the same
 * node (its value not yet given), the same step with its value. Null when every answer is right.
 */
export function nextStepAgain(trace: Trace, verdicts: SheetVerdicts, shown: Hint | null): Hint | null {
  const first = nextStep(trace, verdicts, false);
  const again = shown !== null && first !== null && shown.node === first.node && !shown.revealsValue;
  return again ? nextStep(trace, verdicts, true) : first;
}

/** The run's events: the trace's own, or those of the same run made again when it kept none. */
function eventsOf(trace: Trace): readonly TraceEvent[] {
  if (trace.rec.events) return trace.rec.events;
  const { tree, algorithm, depth, fail, prune } = trace;
  const again = run(tree, { algorithm, depth, fail, prune, events: true });
  return again.ok ? (again.trace.rec.events ?? []) : [];
}

/** The step to hint at: the earliest answer to fix, by the event that settles it. */
function firstStep(trace: Trace, verdicts: SheetVerdicts, events: readonly TraceEvent[]): Step | null {
  const size = trace.tree.size;
  const firstEnter = new Int32Array(size).fill(-1);
  const lastEnter = new Int32Array(size).fill(-1);
  const lastReturn = new Int32Array(size).fill(-1);
  const pruned = new Int32Array(size).fill(-1);
  events.forEach((e, i) => {
    if (e.type === 'enter') {
      if (firstEnter[e.node] < 0) firstEnter[e.node] = i;
      lastEnter[e.node] = i;
    } else if (e.type === 'return') lastReturn[e.node] = i;
    else if (e.type === 'prune') for (const child of e.skipped) pruned[child] = i;
  });
  // An answer below a cut edge is passed by when that cut is made; one never reached otherwise comes last.
  const passedBy = (node: GameNode): number => {
    for (let n: GameNode | null = node; n; n = n.parent) if (pruned[n.id] >= 0) return pruned[n.id];
    return events.length;
  };
  let best: Step | null = null;
  const consider = (at: number, ask: Ask, node: number): void => {
    if (!best || at < best.at || (at === best.at && ask < best.ask)) best = { at, ask, node };
  };
  for (const node of trace.tree.allNodes()) {
    const v = verdicts.nodes[node.id];
    const searched = lastEnter[node.id] >= 0;
    if (v.cut === 'blank' || v.cut === 'wrong') consider(pruned[node.id] >= 0 ? pruned[node.id] : events.length, Ask.Cut, node.id);
    else if (v.cut === 'extra') consider(searched ? firstEnter[node.id] : passedBy(node), Ask.Extra, node.id);
    if (!searched) {
      if (v.value === 'extra' || v.window === 'extra') consider(passedBy(node), Ask.Extra, node.id);
      continue;
    }
    if (v.window !== null && v.window !== 'right') consider(lastEnter[node.id], Ask.Window, node.id);
    if (v.value === 'blank' || v.value === 'wrong') consider(lastReturn[node.id], Ask.Value, node.id);
  }
  return best;
}

/** An open call as the search holds it: its window as received, and its best child's value so far (in its own view). */
interface Call {
  readonly node: number;
  readonly alpha: Num;
  readonly beta: Num;
  best: Num | null;
  from: number;
}

/** The calls open just before event `until`, outermost first, each with its best value so far. */
function openCalls(trace: Trace, events: readonly TraceEvent[], until: number): Call[] {
  const calls: Call[] = [];
  const tree = trace.tree;
  const maxView = ALGORITHMS[trace.algorithm].maxView;
  for (let i = 0; i < until; i++) {
    const e = events[i];
    if (e.type === 'enter') calls.push({ node: e.node, alpha: e.alpha, beta: e.beta, best: null, from: -1 });
    else if (e.type === 'return') {
      calls.pop();
      const parent = calls[calls.length - 1];
      // A call searched again does not count until its last return.
      const again = events[i + 1]?.type === 'research' && events[i + 1].node === e.node;
      if (!parent || again || Array.isArray(e.value)) continue;
      const player = tree.node(parent.node).player;
      if (player === CHANCE) continue;
      // In MAX's view MAX keeps the largest, MIN the smallest; in the negamax family each keeps the largest negated value.
      const value = maxView ? (e.value as Num) : neg(e.value as Num);
      const better = parent.best === null || (maxView && player === 1 ? cmp(value, parent.best) < 0 : cmp(value, parent.best) > 0);
      if (better) {
        parent.best = value;
        parent.from = e.node;
      }
    }
  }
  return calls;
}

/** The hints' words, for one run. */
class Words {
  private readonly tree: GameTree;
  private readonly maxView: boolean;

  constructor(private readonly trace: Trace) {
    this.tree = trace.tree;
    this.maxView = ALGORITHMS[trace.algorithm].maxView;
  }

  name(node: GameNode): string {
    return nodeName(node);
  }

  private show = (v: Num): string => displayNumber(v, this.tree.numberStyle);

  /** "C is visited with α = 3, β = +∞: α is A's best value so far (3, from B)." */
  window(node: GameNode, enter: Extract<TraceEvent, { type: 'enter' }>, calls: readonly Call[]): string {
    const name = this.name(node);
    const window = `α = ${this.show(enter.alpha)}, β = ${this.show(enter.beta)}`;
    const parent = calls[calls.length - 1];
    const visited = `${capitalised(name)} is ${enter.scout ? 'searched with the null window' : 'visited with'} ${window}`;
    if (!parent) return `${visited}: the window the search gives the root${isFull(enter.alpha, enter.beta) ? ' (nothing is known yet)' : ''}.`;
    const p = this.name(this.tree.node(parent.node));
    if (this.tree.node(parent.node).player === CHANCE && this.tree.settings.bounds && (this.trace.algorithm === 'star1' || this.trace.algorithm === 'star2')) {
      const [L, U] = this.tree.settings.bounds;
      return `${visited}: the values of ${name} at which ${p}'s value, its other outcomes counted at their bounds (at first L = ${this.show(L)} and U = ${this.show(U)}), would reach ${p}'s α or β, kept within [${this.show(L)}, ${this.show(U)}].`;
    }
    const so = parent.best === null ? '' : ` (${this.show(parent.best)}, from ${this.name(this.tree.node(parent.from))})`;
    if (enter.scout) {
      return `${visited}: after ${p}'s first child, negascout only tests whether ${name} can do better than ${p}'s best value so far${so}; a window of width one is enough for that.`;
    }
    if (!this.maxView) {
      // The child's window is its parent's, turned round for the other player: α = −β, β = −α.
      const alpha = neg(enter.beta);
      const raised = cmp(alpha, parent.alpha) > 0 ? `, whose α is its best value so far${so}` : '';
      return `${visited}: ${p}'s window α = ${this.show(alpha)}, β = ${this.show(neg(enter.alpha))}${raised}, turned round for the player to move at ${name} (α = −β, β = −α).`;
    }
    if (cmp(enter.alpha, parent.alpha) > 0) return `${visited}: α is ${p}'s best value so far${so}.`;
    if (cmp(enter.beta, parent.beta) < 0) return `${visited}: β is ${p}'s best value so far${so}.`;
    return parent.best === null
      ? `${visited}: ${p} passes on the window it was given.`
      : `${visited}: the window ${p} was given; its best value so far${so} does not narrow it.`;
  }

  /** "The window written at A is wrong: minimax passes no window, so no node has one. Remove it." */
  noWindow(node: GameNode): string {
    return `The window written at ${this.name(node)} is wrong: ${this.trace.algorithm} passes no window, so no node has one. Remove it.`;
  }

  /** "At C, α = 3 ≥ β = 2: the remaining children of C cannot change A's choice — mark the edge to leaf 4 (a2 → 2nd) as cut." */
  cut(node: GameNode, prune: Extract<TraceEvent, { type: 'prune' }>, wrongKind: boolean): string {
    const at = this.tree.node(prune.node);
    const where = this.name(at);
    const test = prune.star
      ? starCutTest(prune.star, prune.alpha, prune.beta, this.trace.prune, this.show)
      : cutTest(prune.alpha, prune.beta, this.trace.prune, this.show);
    const rest = prune.skipped.length === 1 ? `the remaining child of ${where} cannot` : `the remaining children of ${where} cannot`;
    const whose = at.parent ? `${this.name(at.parent)}'s choice` : 'the result';
    const mark = prune.scout ? "with two strokes '//' (a null-window cut)" : 'as cut';
    const fix = wrongKind ? `The mark on the edge to ${this.name(node)} is the other kind. ` : '';
    return `${fix}At ${where}${prune.scout ? ', in a null-window search' : ''}, ${test}: ${rest} change ${whose} — mark the edge to ${this.name(node)} ${mark}.`;
  }

  /** An answer where the run never asks one: a mark on a searched edge, a value or window below a cut or past the search's depth. */
  extra(node: GameNode, verdicts: SheetVerdicts): string {
    const name = this.name(node);
    const markWrong = verdicts.nodes[node.id].cut === 'extra';
    const searched = this.trace.rec.visitsOf(node.id) > 0;
    if (markWrong && searched) return `The edge to ${name} is searched: no window closes before it. Remove its cut mark.`;
    let cut: GameNode | null = node;
    while (cut && this.trace.cuts[cut.id] === 0) cut = cut.parent;
    const where = !cut ? 'the search stops above it' : cut === node ? 'the edge to it is cut' : `the edge to ${this.name(cut)} above it is cut`;
    if (markWrong) return `The edge to ${name} is never reached: ${where}. Remove its cut mark: the cut above is the answer there.`;
    return `${capitalised(name)} is never searched: ${where}. Leave its answers blank${cut ? ': the cut mark is the answer there' : ''}.`;
  }

  /** What a node's value is made of: "B is MIN: it takes the smallest of its children's values." */
  value(node: GameNode): string {
    const name = this.name(node);
    const searchedChildren = node.children.filter((c) => this.trace.rec.visitsOf(c.id) > 0).length;
    if (searchedChildren === 0 && (node.estimate !== null || node.estimates !== null)) {
      return `The search stops at ${name} (its depth limit): its value is its estimate.`;
    }
    const left = node.children.length - searchedChildren;
    const cut = left === 0 ? '' : ` Only the children it searches count: a cut leaves ${left === 1 ? 'the other one' : 'the others'} out.`;
    if (node.player === CHANCE)
      return `${capitalised(name)} is a chance node: its value is the average of its children's values, each weighted by its probability.`;
    if (this.trace.algorithm === 'maxn') {
      const who = playerTitle(this.tree, node.player);
      return `${capitalised(name)} is ${who}'s: ${who} takes the child whose tuple gives ${who} the most.${cut}`;
    }
    const rule = this.maxView
      ? `is ${node.player === 0 ? "MAX: it takes the largest of its children's values" : "MIN: it takes the smallest of its children's values"}`
      : "takes the largest of its children's values, each negated (a child's value is in its own player's view)";
    // A value outside its call's window is only a bound, and the sheet writes what the call returns.
    const bound = new FactsReader(this.trace).read(node).bound;
    const bounded =
      bound === 'lower' || bound === 'upper' ? ` What it returns falls outside its window, so it is only a bound: write what the call returns.` : '';
    return `${capitalised(name)} ${rule}.${cut}${bounded}`;
  }
}

const isFull = (alpha: Num, beta: Num): boolean => alpha === -Infinity && beta === Infinity;
const capitalised = (name: string): string => (name === 'the root' ? 'The root' : name);
