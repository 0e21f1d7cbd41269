import { ALGORITHMS } from '../search/catalog';
import { answerSummary } from '../teaching/checking/answers';
import type { Verdict } from '../teaching/checking/verdicts';
import { CUT_WORDS, PRUNE_WORDS, RESEARCH_WHY, conventionOf, cutTest, pruneHeader, starCutTest, starCutWords, windowVerdict } from '../search/conventions';
import { displayNumber, displayValue, leafStyle, nodeName } from '../output/display';
import type { Num, NumberStyle } from '../model/num';
import type { Value } from '../search/recorder';
import { CHANCE, MAX, playerName, type GameNode, type GameTree } from '../model/model';
import { edgeText, pathText, principalVariation } from '../output/notation';
import { positionsOf, type Position } from './position-labels';
import { spokenName } from './spoken';
import { FactsReader } from '../search/records';
import type { Bound, CutKind, TableOutcome, TraceEvent } from '../search/recorder';
import type { Totals, Trace } from '../search/trace';
import { iterationView, type IterationChoice } from '../search/views';
import { solveUnknown, type Solution } from '../symbolic/solve';
import { boardSigns, cutConditionText } from '../output/unknown-text';
import { solvedNode, type SolvedNode } from './solved';
import { expressionText } from '../symbolic/expression';

/**
 * What the diagram shows, as plain data: the webview draws exactly this and computes
 * nothing about the game. Texts are formatted here so the drawing, the hover and the
 * replay say the same thing.
 */
export interface DiagramModel {
  readonly title: string;
  /** Which tree of its file this is (from 0): the diagram keeps a view (zoom, position, collapsed nodes) per tree. */
  readonly treeIndex: number;
  /** The algorithm of the run, or null when the tree has not been run (payoffs only). */
  readonly algorithm: string | null;
  /** "values in MAX's view", "values from the view of the player to move", or for max^n "tuples (Ana, Bojan, Ceca): each player's payoff". */
  readonly convention: string | null;
  /** Changes only when the drawn shape changes (structure, labels, edge texts): a new key means a new layout. */
  readonly shapeKey: string;
  /** One entry per depth: who moves at that level, or null when the level is mixed. */
  readonly levels: readonly (string | null)[];
  readonly nodes: readonly DiagramNode[];
  readonly steps: readonly ReplayStep[];
  readonly totals: Totals | null;
  /** The root's value, formatted; null before a run. */
  readonly rootValue: string | null;
  /** The principal variation in gtree's notation (`a1 → 1st`, see notation.ts); empty before a run or when there is none. */
  readonly pvText: string;
  /** A failed run's message (the payoffs are still drawn). */
  readonly problem: string | null;
  /** For a sheet (a tree with answers or blanks): "7 of 9 values right, 2 blank; 1 of 2 cuts right, 1 unmarked". */
  readonly answers: string | null;
  /** Iterative deepening: the views to choose from and the one drawn; null for every other algorithm. */
  readonly iterations: IterationViews | null;
  /**
   * Practice mode: the student's answers, checked, with the run's answers hidden; null when the
   * diagram shows the solution (no practice). While practising, every node's `value`, `window`
   * and `cut` are the student's (a blank box where none is written) unless the solution is shown,
   * and `pv`, `order`, `steps`, `totals`, `rootValue` and `pvText` give nothing away.
   */
  readonly practice: PracticeView | null;
  /** The tree asks for the best order (`ask: best-order`): its nodes can be dragged among their siblings. */
  readonly asksOrder?: boolean;
}

export type { Verdict };
export { displayNumber, displayValue, leafStyle, nodeName };

/** The diagram's state in practice mode (see DiagramModel.practice). */
export interface PracticeView {
  /** Answers are checked: at once ("check as I go") or since the student pressed Check; when false, no verdict is shown. */
  readonly checked: boolean;
  /**
   * The header's counts over the sheet's own answer slots (every inner node's value and window,
   * searched or not, and every pruned edge's cut: see SheetSlots): right + wrong + blank = total;
   * `extra` the marks where the sheet has no slot, apart (absent: none). Right and wrong are 0 until checked.
   * The sheet is finished when right = total and extra = 0.
   */
  readonly counts: { readonly right: number; readonly wrong: number; readonly blank: number; readonly total: number; readonly extra?: number };
  /** The header's words for them: "5 right, 1 wrong, 4 blank of 10, 1 extra: 4 points" (right − extra, as graded); unchecked, "6 written, 4 blank of 10". */
  readonly countsText: string;
  /** The algorithm passes windows: the answer input asks for α and β as well as the value. */
  readonly windowed: boolean;
  /** Negascout: an edge can take the null-window mark `//` as well as `/`. */
  readonly scoutCuts: boolean;
  /** The tree's unknown leaf's name (`unknowns: x in …`): the answer input asks each edge's cut condition on it too. */
  readonly unknown?: string;
  /** Cut marks still to find, said once for the tree and never located: "2 cuts still to mark"; null when none. */
  readonly cutsLeft: string | null;
  /** The hint on show (Next step): the node it points at and what it says. */
  readonly hint: { readonly node: number; readonly text: string } | null;
  /** Show solution is on: nodes carry the run's answers (the file is unchanged). */
  readonly solutionShown: boolean;
  /** What a screen reader's live region says about the last change ("C: value 3, right"), or null. */
  readonly announcement: string | null;
}

/** A node's answers in practice mode: what the student wrote there and how it was judged. */
export interface NodeAnswer {
  /**
   * The value the sheet asks for at an inner node: 'blank' where nothing is written (in a pruned
   * subtree too, so that the sheet does not tell what is pruned), the verdict of a written one;
   * null where none is asked (a leaf) or a written one is not checked yet.
   */
  readonly value: Verdict | null;
  /** The window it asks for, alike (null also when the algorithm passes none). */
  readonly window: Verdict | null;
  /** The student's mark on the edge from the parent: 0 none, 1 `/`, 2 `//`. */
  readonly mark: 0 | 1 | 2;
  /** That mark's verdict, null when unmarked (a cut still to find is never located on its edge) or not checked yet. */
  readonly cut: Verdict | null;
  /**
   * What is written now, for the answer input: the value and bounds as in the file, '' for a blank;
   * on a sheet with an unknown, the condition of the mark on the edge from the parent as the form
   * takes it (`x <= 3`; `always` for a plain `/`, '' for no mark).
   */
  readonly written: { readonly value: string; readonly alpha: string; readonly beta: string; readonly condition?: string };
}

/**
 * The views of an iterative-deepening run: each iteration on its own (what a student draws
 * for "depth 2"), and the whole run (the trace's records: every iteration added up).
 */
export interface IterationViews {
  /** In order: each iteration (`depth 1 · 3 calls`), then the whole run (`all iterations · 9 calls`). */
  readonly choices: readonly { readonly choice: IterationChoice; readonly label: string }[];
  /** The view the nodes, totals, principal variation and replay show. */
  readonly shown: IterationChoice;
}

export type NodeShape = 'max' | 'min' | 'chance' | 'player' | 'leaf';

export interface DiagramNode {
  /** The node's id in the tree (pre-order). */
  readonly id: number;
  /** The parent's id, -1 for the root. */
  readonly parent: number;
  readonly shape: NodeShape;
  /** Who moves here: max, min, chance or a declared player's name. */
  readonly player: string;
  /** How captions and tooltips name the node (see nodeName): `C`, `a2 → 1st`, `leaf 12 (a1 → 2nd)`. */
  readonly name: string;
  readonly label: string | null;
  /** The game position the label writes (a tic-tac-toe board, coins, piles), drawn instead of the label's text; see position-labels.ts. */
  readonly position: Position | null;
  /** The text on the edge from the parent: the move's name, the probability as written (`4/6`, `50%`) after the outcome's name if any (`six 1/6`), or null. */
  readonly edge: string | null;
  /** The value shown in the node: the run's value, or the payoff of a leaf before a run. */
  readonly value: ShownValue | null;
  /** A leaf's payoff as given (the replay shows it before the leaf is visited); null for other nodes. */
  readonly payoff: ShownValue | null;
  /** The window of its last call, for windowed algorithms. */
  readonly window: ShownWindow | null;
  readonly bound: Bound | null;
  readonly visits: number;
  /** First-visit order, from 1. */
  readonly order: number | null;
  /** The edge from the parent is pruned: 1 alpha-beta (one stroke), 2 scout (two strokes). */
  readonly cut: 0 | 1 | 2;
  readonly pv: boolean;
  readonly researched: boolean;
  readonly tt: TableOutcome | null;
  /** Practice mode: the student's answers here and their verdicts; null when not practising. */
  readonly answer: NodeAnswer | null;
  /**
   * The node's accessible name, read like the lecture: "C, MIN, reached by a2 from A,
   * window 3 to plus infinity, value blank". It says only what the drawing shows.
   */
  readonly spoken: string;
  /** For `*k`: the id of the anchored node it stands for. */
  readonly ref: number | null;
  /** Where the node is written, as offsets into the document. */
  readonly start: number;
  readonly end: number;
  /**
   * A tree solved over its unknown's range (no single run): the condition on the unknown under
   * which the edge from the parent is cut, drawn by the struck node as its badge (`x ≤ 3`; null
   * when it is never or always cut), and the node's lines as the editor's hover says them, for
   * its tooltip. Absent in every other diagram.
   */
  readonly solved?: { readonly when: string | null; readonly note: string };
}

/** One step of the replay: the node it concerns and a sentence saying what happened. */
export interface ReplayStep {
  readonly kind: TraceEvent['type'];
  readonly node: number;
  /** The window of an enter or prune step. */
  readonly window: ShownWindow | null;
  /** The value a return (or table hit) gives the node. */
  readonly value: ShownValue | null;
  /** For a prune: the children that will not be searched. */
  readonly skipped: readonly number[];
  readonly cut: CutKind | null;
  readonly text: string;
}

/**
 * A value as the diagram shows it: its text (`3`, `(4, 3, 5)`: hovers, captions, the drawing's
 * `aria-label`) and the parts the drawing writes, one for a number, one a line for each
 * component of a max^n tuple. The webview draws the parts and never takes the text apart.
 */
export interface ShownValue {
  readonly text: string;
  readonly parts: readonly string[];
}

/** A window as the diagram shows it: its words (`α = −∞, β = 3`) and its two bounds as written (`−∞`, `3`). */
export interface ShownWindow {
  readonly text: string;
  readonly alpha: string;
  readonly beta: string;
}

export function shownValue(v: Value, style: NumberStyle): ShownValue {
  const parts = Array.isArray(v) ? (v as readonly Num[]).map((x) => displayNumber(x, style)) : [displayNumber(v as Num, style)];
  return { text: Array.isArray(v) ? `(${parts.join(', ')})` : parts[0], parts };
}

function shownWindow(alpha: Num, beta: Num, style: NumberStyle): ShownWindow {
  const a = displayNumber(alpha, style);
  const b = displayNumber(beta, style);
  return { text: `α = ${a}, β = ${b}`, alpha: a, beta: b };
}

/** The style a node's numbers are written in: a leaf's own (leafStyle), the tree's for every value computed. */
const styleOf = (tree: GameTree, node: GameNode): NumberStyle => (isLeaf(node) ? leafStyle(node) : tree.numberStyle);
const isLeaf = (node: GameNode): boolean => node.children.length === 0 && !node.target;

/** nodeName at the start of a sentence: gtree's own words ("The root", "Leaf 12 …") capitalised, labels and moves as written. */
function subjectName(node: GameNode, name: string): string {
  const own = !node.label && (!node.parent || name.startsWith('leaf '));
  return own ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

const MAX_STEPS = 100_000;

/**
 * The diagram of a tree, annotated with a run when there is one. For iterative deepening it
 * draws one view, `choice` (by default the last iteration; a choice the run does not have
 * falls back to that). `answers`: the tree's answer summary when the caller has it already
 * (an editor's outline), so that the tree is not run again for it.
 */
export function diagramOf(
  tree: GameTree,
  run: Trace | null,
  problem: string | null = null,
  choice?: IterationChoice,
  answers: string | null = answerSummary(tree),
): DiagramModel {
  const view = run ? (iterationView(run, choice) ?? iterationView(run)!) : null;
  const trace = view ? view.trace : null;
  const pv = trace ? principalVariation(trace) : [];
  const pvIds = new Set<number>(trace ? [tree.root.id, ...pv.map((n) => n.id)] : []);
  const researched = new Set<number>();
  const events = trace?.rec.events ?? [];
  for (const e of events) if (e.type === 'research') researched.add(e.node);
  const reader = trace ? new FactsReader(trace) : null;
  const positions = positionsOf(tree);
  const nodes: DiagramNode[] = [];
  const context = { ran: trace !== null, checked: false };
  // A tree with an unknown leaf has no single run: it is solved over the unknown's range instead.
  const solution = !run && tree.unknown ? solvedOrNull(tree) : null;
  for (const node of tree.allNodes()) {
    const drawn = diagramNode(tree, node, reader, pvIds.has(node.id), researched.has(node.id), positions?.[node.id] ?? null);
    // Named from its drawing and its parent's, drawn before it (pre-order).
    drawn.spoken = spokenName(drawn, node.parent ? nodes[node.parent.id] : null, node.index, context);
    if (solution) drawSolved(drawn, solvedNode(solution, node));
    nodes.push(drawn);
  }
  const info = trace ? ALGORITHMS[trace.algorithm] : null;
  if (solution) {
    const { unknown } = solution;
    return {
      title: tree.name ?? `tree ${tree.index}`,
      treeIndex: tree.index,
      // The conditions drawn beside the edges change their texts, so they are part of the shape.
      shapeKey: `${shapeKeyOf(tree)}|${nodes.map((n) => n.solved?.when ?? '').join('|')}`,
      levels: levelsOf(tree),
      nodes,
      steps: [],
      totals: null,
      pvText: '',
      answers,
      iterations: null,
      practice: null,
      algorithm: `${ALGORITHMS[solution.traces[0].algorithm].title}, solved for every ${unknown.name}`,
      convention: unknownSummary(solution),
      rootValue: expressionText(solution.simplest, unknown.name, tree.numberStyle),
      problem: null,
    };
  }
  return {
    title: tree.name ?? `tree ${tree.index}`,
    treeIndex: tree.index,
    algorithm: info ? headerTitle(run!, info.title, view!.shown) : null,
    convention: trace ? conventionOf(tree, trace.algorithm) : null,
    shapeKey: shapeKeyOf(tree),
    levels: levelsOf(tree),
    nodes,
    steps: trace ? stepsOf(tree, trace, events, nodes) : [],
    totals: trace?.totals ?? null,
    rootValue: trace ? displayValue(trace.value, tree.numberStyle) : null,
    pvText: pathText(pv),
    problem,
    answers,
    iterations: run && view && view.shown !== null ? iterationViewsOf(run, view.shown) : null,
    practice: null,
    asksOrder: tree.settings.ask === 'best-order',
  };
}

/**
 * A node of a solved tree as drawn: its value over the range, faded only if no value searches it,
 * its edge cut (with the condition beside it) if some value cuts it. Its spoken name, made from
 * what the drawing shows before any of that, ends in the lines the editor's hover says.
 */
function drawSolved(drawn: Drawn, solved: SolvedNode): void {
  drawn.spoken += `. ${solved.note.replace(/\n/g, ' ')}`;
  if (solved.value !== null) {
    drawn.value = { text: solved.value, parts: [solved.value] };
    // The unknown's leaf writes its name inside, where a payoff goes: not over it again as a label.
    if (drawn.shape === 'leaf') [drawn.payoff, drawn.label] = [drawn.value, null];
  }
  drawn.visits = solved.visits;
  drawn.cut = solved.cut;
  drawn.solved = { when: solved.when, note: solved.note };
}

/** The tree solved over its unknown's range, or null when it cannot be (its run's problem is shown then). */
function solvedOrNull(tree: GameTree): Solution | null {
  const outcome = solveUnknown(tree);
  return outcome.ok ? outcome.solution : null;
}

/** The header's line for a solved tree: the unknown's range and every cut edge's condition, as a teacher writes them. */
function unknownSummary(solution: Solution): string {
  const { tree, unknown } = solution;
  const cuts: string[] = [];
  for (let id = 1; id < tree.size; id++) {
    const node = tree.node(id);
    const when = cutConditionText(solution, node);
    if (when !== null) cuts.push(`${nodeName(node)} ${when === 'always' ? 'always' : `when ${boardSigns(when)}`}`);
  }
  const range = `${unknown.name} in [${displayNumber(unknown.low, tree.numberStyle)}, ${displayNumber(unknown.high, tree.numberStyle)}]`;
  // Negamax's own diagrams are in the mover's view; a solved tree's values are in MAX's, and say so.
  const view = ALGORITHMS[solution.traces[0].algorithm].maxView ? '' : "values in MAX's view; ";
  return `${view}${range}; ${cuts.length > 0 ? `cut: ${cuts.join('; ')}` : `no edge is cut for any ${unknown.name}`}`;
}

/** The header's run: the algorithm's title, the rule when it is not the default (`prune: strict`), the view of iterative deepening drawn. */
function headerTitle(run: Trace, title: string, shown: IterationChoice | null): string {
  const rule = pruneHeader(run.algorithm, run.prune);
  return [title, ...(rule ? [rule] : []), ...(shown !== null ? [viewTitle(run, shown)] : [])].join(', ');
}

/** `depth 2 of 3`, `all iterations`: which view of iterative deepening is drawn, for the header and the exports' titles. */
const viewTitle = (run: Trace, shown: IterationChoice): string =>
  shown === 'run' ? 'all iterations' : `depth ${run.iterations![shown].depth} of ${run.iterations!.length}`;

function iterationViewsOf(run: Trace, shown: IterationChoice): IterationViews {
  const calls = (t: Totals): string => `${t.calls} call${t.calls === 1 ? '' : 's'}`;
  return {
    choices: [
      ...run.iterations!.map((it, i) => ({ choice: i, label: `depth ${it.depth} · ${calls(it.totals)}` })),
      { choice: 'run' as const, label: `all iterations · ${calls(run.totals)}` },
    ],
    shown,
  };
}

/** A node as drawn: its facts in the run (read by `reader`, none without a run), in the diagram's words. */
function diagramNode(tree: GameTree, node: GameNode, reader: FactsReader | null, pv: boolean, researched: boolean, position: Position | null): Drawn {
  const facts = reader?.read(node);
  const visits = facts?.visits ?? 0;
  const leaf = isLeaf(node);
  const style = styleOf(tree, node);
  const given = leaf ? (node.payoff ?? node.payoffs) : null;
  const payoff = given === null ? null : shownValue(given, style);
  let value: ShownValue | null = null;
  let window: ShownWindow | null = null;
  if (facts && visits > 0) {
    value = shownValue(facts.value!, style);
    if (facts.alpha !== undefined) window = shownWindow(facts.alpha, facts.beta!, tree.numberStyle);
  } else if (leaf) {
    value = payoff;
  }
  return {
    id: node.id,
    parent: node.parent ? node.parent.id : -1,
    shape: leaf ? 'leaf' : shapeOf(tree, node.player),
    player: playerName(tree, node.player),
    name: nodeName(node),
    label: node.label,
    position,
    edge: edgeText(node),
    value,
    payoff,
    window,
    bound: facts?.bound ?? null,
    visits,
    order: facts && facts.order !== null ? facts.order + 1 : null,
    cut: facts?.cut === 'alphabeta' ? 1 : facts?.cut === 'scout' ? 2 : 0,
    pv,
    researched,
    tt: facts?.tt ?? null,
    answer: null,
    spoken: '',
    ref: node.target ? node.target.id : null,
    start: node.syntax.start,
    end: node.syntax.end,
  };
}

/** A node being drawn: its accessible name is set once it is (spokenName). */
type Drawn = { -readonly [K in keyof DiagramNode]: DiagramNode[K] };

/** How an inner node is drawn: max, min and chance in two-player trees, a named box for max^n players. */
function shapeOf(tree: GameTree, player: number): NodeShape {
  if (player === CHANCE) return 'chance';
  return tree.settings.players.length === 2 ? (player === 0 ? 'max' : 'min') : 'player';
}

/** The drawn shape: parents, names and edge texts. Values and windows are not part of it. */
function shapeKeyOf(tree: GameTree): string {
  let hash = 2166136261;
  const mix = (s: string): void => {
    for (let i = 0; i < s.length; i++) hash = Math.imul(hash ^ s.charCodeAt(i), 16777619);
  };
  for (const node of tree.allNodes()) {
    mix(`${node.parent?.id ?? -1}|${node.player}|${node.label ?? ''}|${edgeText(node) ?? ''}|${node.target?.id ?? ''};`);
  }
  return `${tree.allNodes().length}:${(hash >>> 0).toString(36)}`;
}

function levelsOf(tree: GameTree): (string | null)[] {
  const levels: (string | null | undefined)[] = [];
  for (const node of tree.allNodes()) {
    if (node.children.length === 0 && !node.target) continue;
    const shape = shapeOf(tree, node.player);
    // The slides' ruler says MAX and MIN; chance and max^n players go by their names.
    const who = shape === 'max' || shape === 'min' ? shape.toUpperCase() : playerName(tree, node.player);
    const seen = levels[node.depth];
    levels[node.depth] = seen === undefined ? who : seen === who ? who : null;
  }
  return Array.from(levels, (l) => l ?? null);
}

/**
 * The replay's sentences. Nodes are named as people name them (nodeName); windows are said
 * only by algorithms that pass them, and a return says whether it fails high or low
 * against the window of its call, as the lecture writes α and β beside each node.
 */
function stepsOf(tree: GameTree, trace: Trace, events: readonly TraceEvent[], nodes: readonly DiagramNode[]): ReplayStep[] {
  const steps: ReplayStep[] = [];
  const windowed = ALGORITHMS[trace.algorithm].windowed;
  const name = (id: number): string => nodes[id].name;
  // The window of each open call, innermost last: a return closes the innermost.
  const calls: (readonly [Num, Num])[] = [];
  const style = tree.numberStyle;
  const show = (v: Num): string => displayNumber(v, style);
  for (const e of events.length > MAX_STEPS ? events.slice(0, MAX_STEPS) : events) {
    const base = { kind: e.type, node: e.node, window: null, value: null, skipped: [] as readonly number[], cut: null };
    switch (e.type) {
      case 'enter': {
        calls.push([e.alpha, e.beta]);
        const window = windowed ? shownWindow(e.alpha, e.beta, style) : null;
        steps.push({ ...base, window, text: window ? `${e.scout ? 'Scout' : 'Visit'} ${name(e.node)} with ${window.text}.` : `Visit ${name(e.node)}.` });
        break;
      }
      case 'return': {
        const [alpha, beta] = calls.pop() ?? [-Infinity, Infinity];
        const verdict =
          windowed && !Array.isArray(e.value) ? windowVerdict(tree, trace.algorithm, tree.allNodes()[e.node], e.value as Num, alpha, beta, show) : null;
        const value = shownValue(e.value, styleOf(tree, tree.allNodes()[e.node]));
        const text = `${subjectName(tree.allNodes()[e.node], name(e.node))} returns ${value.text}.${verdict ? ` ${verdict}.` : ''}`;
        steps.push({ ...base, value, text });
        break;
      }
      case 'prune': {
        if (e.star) {
          steps.push({ ...base, window: shownWindow(e.alpha, e.beta, style), skipped: e.skipped, cut: 'alphabeta', text: starCutStep(trace, e, name, show) });
          break;
        }
        const n = name(e.node);
        const cut: CutKind = e.scout ? 'scout' : 'alphabeta';
        // The default rule goes without saying (its ≥ says it); `prune: strict` is named.
        const rule = trace.prune === 'strict' ? ` (prune: strict ${PRUNE_WORDS.strict})` : '';
        const where = `${cutTest(e.alpha, e.beta, trace.prune, show)} at ${n}${e.scout ? ' in a null-window (scout) search' : ''}${rule}`;
        const rest = e.skipped.length === 1 ? `the remaining child of ${n} cannot` : `the remaining ${e.skipped.length} children of ${n} cannot`;
        steps.push({
          ...base,
          window: shownWindow(e.alpha, e.beta, style),
          skipped: e.skipped,
          cut,
          text: `${where}: ${rest} change the result — ${CUT_WORDS[cut]}.`,
        });
        break;
      }
      case 'table':
        steps.push({
          ...base,
          value: e.value === null ? null : shownValue(e.value, style),
          text: `Table look-up at ${name(e.node)}: ${e.outcome}${e.value === null ? '' : ` (${show(e.value)})`}${leafMiss(tree, e) ? ' (leaves are never stored)' : ''}.`,
        });
        break;
      case 'research':
        steps.push({ ...base, text: `Re-search ${name(e.node)}: ${RESEARCH_WHY[e.reason]}.` });
        break;
      case 'probe': {
        const n = name(e.node);
        const [alpha, beta] = calls[calls.length - 1] ?? [-Infinity, Infinity];
        const known = `[${show(e.lower)}, ${show(e.upper)}]`;
        steps.push({
          ...base,
          text:
            e.phase === 'probe'
              ? `Probe the outcomes of ${n} (Star2): search only the first child of each, for a bound on its value (now in ${known}) that may decide it against α = ${show(alpha)}, β = ${show(beta)}.`
              : `The probes leave the value of ${n} in ${known}, which decides nothing against α = ${show(alpha)}, β = ${show(beta)}: search its outcomes in full.`,
        });
        break;
      }
    }
  }
  return steps;
}

/** A Star1/Star2 cut's sentence: a chance node decided by its bounds, or a probe that stops after the first child. */
function starCutStep(trace: Trace, e: Extract<TraceEvent, { type: 'prune' }>, name: (id: number) => string, show: (v: Num) => string): string {
  const n = name(e.node);
  const rest = e.skipped.length === 1 ? 'the remaining child' : `the remaining ${e.skipped.length} children`;
  if (e.star!.kind === 'probe') {
    const side = trace.tree.node(e.node).player === MAX ? 'a lower' : 'an upper';
    return `The probe of ${n} searches its first child only, ${side} bound on its value: ${rest} of ${n} ${e.skipped.length === 1 ? 'waits' : 'wait'} for the full search.`;
  }
  const test = starCutTest(e.star!, e.alpha, e.beta, trace.prune, show);
  return `At chance node ${n}, ${test}: ${rest} of ${n} cannot change the result — ${starCutWords(trace.algorithm, e.star!)}.`;
}

/** A leaf's look-up: always a miss, since only searched nodes are stored. */
const leafMiss = (tree: GameTree, e: TraceEvent): boolean => e.type === 'table' && e.outcome === 'miss' && tree.allNodes()[e.node].children.length === 0;
