import type { CheckResult, TreeResult } from './check';
import { byPosition, offsetsOf, type Diagnostic } from '../../language/diagnostics';
import type { Span } from '../../text/text';
import { formatValue } from '../../output/format';
import type { GameNode, GameTree, Prune } from '../../model/model';
import { writtenText } from '../../model/rational';
import { run } from '../../search/run';
import type { Trace } from '../../search/trace';
import { FactsReader } from '../../search/records';
import { PRUNE_WORDS } from '../../search/conventions';
import { ALGORITHMS } from '../../search/catalog';
import { type SyntaxNode } from '../../language/syntax';
import { isBlank, isTuple, type ValueLiteral } from '../../language/literals';
import { isInner, judgeSheet, wrongBounds, type SheetVerdicts, type Tally } from './verdicts';
import { headerSpan } from '../../model/validate';
import { checkUnknownAnswers } from './unknown-answers';
import { askedOfSheet, orderDiagnostics, withOrderSummary } from './order-check';

export interface AnswerOptions {
  /** Say what the right answer is, or only that the written one is wrong. */
  readonly reveal: boolean;
  /**
   * Put `missing-cut` on each pruned edge left unmarked (the default, for authors). Off for a
   * student practising: one line on the tree's header counts the cuts still to mark, and where
   * they are stays the exercise.
   */
  readonly locateMissingCuts?: boolean;
  /** MTD(f)'s bound on the passes of the checker's runs (the run's default unless a test sets it low). */
  readonly mtdfPasses?: number;
}

/**
 * The blanks where the run asks nothing (inside subtrees it never searches), on a sheet that is
 * not being practised and has cut marks (a key, a submission): `blanks` (their starts) are not
 * blanks to fill in, and `notes` say so once per subtree ('nothing-asked'). Empty otherwise:
 * while practising that would say what is pruned, and a sheet without a cut mark has its missing
 * cuts unlocated too.
 */
export interface Unasked {
  readonly notes: readonly Diagnostic[];
  readonly blanks: ReadonlySet<number>;
}

/** The counts of a checked sheet: values, windows and cuts, each right / wrong / blank out of those asked (see judgeSheet). */
export type AnswerSummary = Pick<SheetVerdicts, 'values' | 'windows' | 'cuts'>;

/**
 * Compares the answers written in a tree (`=v` on internal nodes, `<α, β>` windows,
 * `/` and `//` cut marks) with a run of its algorithm: one warning per wrong answer.
 * Missing cut marks are reported only when the tree has cut marks at all (an answered sheet).
 */
export function checkAnswers(trace: Trace, options: AnswerOptions): { diagnostics: Diagnostic[]; summary: AnswerSummary; unasked: Unasked } {
  const diagnostics: Diagnostic[] = [];
  const warn = (code: Diagnostic['code'], message: string, span: { start: number; end: number }): void => {
    diagnostics.push({ code, severity: 'warning', message, span: offsetsOf(span) });
  };
  const tell = (right: string): string => (options.reveal ? ` The ${trace.algorithm} run gives ${right}.` : '');
  const sheet = judgeSheet(trace);
  const nodes = trace.tree.allNodes();
  const style = trace.tree.numberStyle;
  const sheetHasCuts = sheet.cuts.right + sheet.cuts.wrong + sheet.cuts.extra > 0;
  const locate = options.locateMissingCuts ?? true;
  // One node's facts at a time, read only where an answer is wrong: no record per node.
  const reader = new FactsReader(trace);
  const rules = new OtherRule(trace);

  for (const node of nodes) {
    const verdicts = sheet.nodes[node.id];
    const wrongValue = verdicts.value === 'wrong' || verdicts.value === 'extra';
    const wrongWindow = verdicts.window === 'wrong' || verdicts.window === 'extra';
    if (!wrongValue && !wrongWindow && verdicts.cut === null) continue;
    const syntax: SyntaxNode = node.syntax;
    const record = reader.read(node);
    if (wrongValue) {
      const answer = syntax.value as ValueLiteral;
      // Practising, a node in a pruned subtree is wrong like any other: "never searched" would say what is pruned.
      if (record.value === undefined && !locate)
        warn('wrong-value', `Wrong value: ${answerText(answer)} is not what ${trace.algorithm} computes here.`, answer);
      else if (record.value === undefined) warn('wrong-value', 'This node is never searched, so it has no value to write.', answer);
      else
        warn(
          'wrong-value',
          `Wrong value: ${answerText(answer)} is not what ${trace.algorithm} computes here.${tell(formatValue(record.value, style))}`,
          answer,
        );
    }
    if (wrongWindow) {
      const window = syntax.rare.window!;
      if (record.alpha === undefined) {
        const unsearched = locate ? 'This node is never searched, so it has no window.' : "Wrong window: it is not what the node's last call receives.";
        warn('wrong-window', record.visits === 0 ? unsearched : `${trace.algorithm} passes no window.`, window);
      } else {
        const wrong = wrongBounds(window, record.alpha, record.beta!, syntax.source);
        const which = wrong.alpha && wrong.beta ? 'α and β are' : wrong.alpha ? 'α is' : 'β is';
        warn(
          'wrong-window',
          `Wrong window: ${which} not what the node's last call receives.${tell(`<${formatValue(record.alpha, style)}, ${formatValue(record.beta!, style)}>`)}`,
          window,
        );
      }
    }
    const mark = syntax.rare.cut?.mark ?? null;
    const actual = record.cut ?? null;
    if (verdicts.cut === 'extra') {
      // Practising, an edge below a cut is not said to be there: the cut higher up is the exercise.
      const why = record.visits > 0 ? ': the node is searched' : locate ? ': its parent is never searched' : '';
      const other = rules.cuts(node.id) ? rules.other : null;
      warn(
        'wrong-cut',
        other ? `This edge is not pruned under ${ruleText(trace.prune)}${why}. It would be under ${ruleText(other)}.` : `This edge is not pruned${why}.`,
        syntax.rare.cut!,
      );
    } else if (verdicts.cut === 'wrong') {
      const strokes = (m: string): string => (m === 'alphabeta' ? "one stroke '/' (an alpha-beta cut)" : "two strokes '//' (a negascout null-window cut)");
      warn('wrong-cut', `Wrong cut mark: this edge takes ${options.reveal ? strokes(actual!) : 'the other mark'}, not ${strokes(mark!)}.`, syntax.rare.cut!);
    } else if (verdicts.cut === 'blank' && sheetHasCuts && locate) {
      const other = rules.cuts(node.id) ? null : rules.other;
      const rule = other ? ` under ${ruleText(trace.prune)} (it would not under ${ruleText(other)})` : '';
      warn(
        'missing-cut',
        `Missing cut mark: ${trace.algorithm} prunes this edge${rule}.${options.reveal ? ` Mark it ${actual === 'scout' ? "'//'" : "'/'"}.` : ''}`,
        headerSpan(syntax),
      );
    }
  }
  // Blanks where nothing is asked are one note per subtree; not while practising (that would say what is pruned),
  // nor on a sheet with no cut mark at all, whose missing cuts are not located either.
  const unasked = locate && sheetHasCuts ? unaskedBlanks(trace) : [];
  const notes: Diagnostic[] = [];
  for (const { root, blanks } of unasked) {
    notes.push({
      code: 'nothing-asked',
      severity: 'information',
      message: `Nothing is asked in this subtree: ${trace.algorithm} never searches it${trace.cuts[root.id] !== 0 ? ' (the edge to it is pruned)' : ''}, so its ${blanks.length === 1 ? 'blank stays' : `${blanks.length} blanks stay`} empty.`,
      span: headerSpan(root.syntax),
    });
  }
  const left = cutsLeftText(sheet.cuts);
  if (!locate && left) {
    const tree = trace.tree.syntax;
    diagnostics.unshift({
      code: 'cuts-to-mark',
      severity: 'information',
      message: `${left}.`,
      span: { start: tree.header.start, end: tree.name?.end ?? tree.header.end },
    });
  }
  return { diagnostics, summary: sheet, unasked: { notes, blanks: new Set(unasked.flatMap((u) => u.blanks.map((b) => b.start))) } };
}

/**
 * The blanks (`=?` of an inner node, a `?` bound) inside the subtrees the run never searches,
 * by the root of each such subtree, in source order: nothing is asked there.
 */
export function unaskedBlanks(trace: Trace): { root: GameNode; blanks: Span[] }[] {
  const groups: { root: GameNode; blanks: Span[] }[] = [];
  const rootOf: (GameNode | undefined)[] = [];
  for (const node of trace.tree.allNodes()) {
    if (trace.rec.visitsOf(node.id) > 0) continue;
    const above = node.parent ? rootOf[node.parent.id] : undefined;
    const root = above ?? node;
    rootOf[node.id] = root;
    const blanks = blanksOf(node);
    if (blanks.length === 0) continue;
    const group = groups.find((g) => g.root === root);
    if (group) group.blanks.push(...blanks);
    else groups.push({ root, blanks });
  }
  return groups;
}

/** Whether every blank of the tree is where the run asks nothing (a solved key, a finished sheet): it is no exercise to practise. */
export const blanksAllUnasked = (trace: Trace): boolean => trace.tree.allNodes().every((n) => trace.rec.visitsOf(n.id) === 0 || blanksOf(n).length === 0);

/** The node's blanks as the checker reports them ('blank'): an inner node's `=?`, each `?` bound of a window. */
function blanksOf(node: GameNode): Span[] {
  const s = node.syntax;
  const out: Span[] = [];
  if (node.children.length > 0 && s.value && isBlank(s.value)) out.push(s.value);
  for (const b of s.rare.window ? [s.rare.window.alpha, s.rare.window.beta] : []) if (b.value === null && b.end > b.start) out.push(b);
  return out;
}

/** The diagnostics with the blanks where nothing is asked made one note per subtree (see Unasked). */
export function withoutUnasked(diagnostics: readonly Diagnostic[], unasked: readonly Unasked[]): Diagnostic[] {
  const blanks = new Set(unasked.flatMap((u) => [...u.blanks]));
  const notes = unasked.flatMap((u) => u.notes);
  if (blanks.size === 0 && notes.length === 0) return [...diagnostics];
  return [...diagnostics.filter((d) => d.code !== 'blank' || !blanks.has(d.span.start)), ...notes];
}

/**
 * The cut marks a practising student has to find, never where: "2 cuts still to mark" ("1 cut
 * …") once the marks are checked, null when all are marked; before that only how many there
 * are in all ("2 cuts to mark"), or the count would judge the marks made.
 */
export function cutsLeftText(cuts: Tally, checked = true): string | null {
  const n = checked ? cuts.blank : cuts.total;
  return n === 0 ? null : `${n} cut${n === 1 ? '' : 's'} ${checked ? 'still ' : ''}to mark`;
}

/** `prune: strict, which cuts only when α > β`. */
const ruleText = (rule: Prune): string => `prune: ${rule}, which ${PRUNE_WORDS[rule]}`;

/**
 * The same run under the other `prune:` rule, made at the first cut answer that needs it: a
 * wrong or missing cut mark that the other rule would make right says so, for a student who
 * learned the other course's rule.
 */
class OtherRule {
  readonly other: Prune;
  private cutMarks: Uint8Array | null = null;

  constructor(private readonly trace: Trace) {
    this.other = trace.prune === 'strict' ? 'on-equal' : 'strict';
  }

  /** Whether the run under the other rule cuts the edge above the node (as this run does, where that run fails). */
  cuts(id: number): boolean {
    this.cutMarks ??= this.otherCuts();
    return this.cutMarks[id] !== 0;
  }

  private otherCuts(): Uint8Array {
    const { tree, algorithm, depth, fail } = this.trace;
    if (!ALGORITHMS[algorithm].windowed) return this.trace.cuts; // no cuts under either rule
    const outcome = run(tree, { algorithm, depth, fail, prune: this.other, events: false });
    return outcome.ok ? outcome.trace.cuts : this.trace.cuts;
  }
}

/** The answer as the sheet writes it. */
const answerText = (v: ValueLiteral): string => (isTuple(v) ? `(${v.items.map(writtenText).join(', ')})` : writtenText(v));

/**
 * "3 of 10 values right, 1 wrong, 6 blank; 0 of 10 windows right, 10 blank; 1 of 4 cuts
 * right, 3 unmarked": each kind the sheet asks for (or holds a wrong answer of), blanks counted.
 */
export function describeSummary(s: AnswerSummary): string {
  const parts: string[] = [];
  const part = (t: Tally, kind: string, blank: string): void => {
    const wrong = t.wrong + t.extra;
    if (t.total === 0 && wrong === 0) return;
    const of = `${t.right} of ${t.total} ${kind}${t.total === 1 ? '' : 's'} right`;
    parts.push(`${of}${wrong ? `, ${wrong} wrong` : ''}${t.blank ? `, ${t.blank} ${blank}` : ''}`);
  };
  part(s.values, 'value', 'blank');
  part(s.windows, 'window', 'blank');
  part(s.cuts, 'cut', 'unmarked');
  return parts.join('; ');
}

/** Whether a tree is a sheet: it holds a written answer or a blank for one (an inner node's `=v` or `=?`, a window, a cut mark). */
export const hasAnswers = (tree: GameTree): boolean =>
  tree
    .allNodes()
    .some((n) => n.syntax.rare.cut !== null || n.syntax.rare.window !== null || (isInner(n) && (n.syntax.value !== null || n.syntax.rare.formula !== null)));

/** "7 of 9 values right, 2 blank" for a tree that holds answers (judged against its own algorithm); null otherwise. */
export function answerSummary(tree: GameTree): string | null {
  if (!hasAnswers(tree)) return withOrderSummary(tree, null);
  if (tree.unknown) {
    const judged = checkUnknownAnswers(tree, { reveal: false });
    return withOrderSummary(tree, judged ? describeSummary(askedOfSheet(tree, judged.summary)) || null : null);
  }
  const outcome = run(tree, { events: false });
  return withOrderSummary(tree, outcome.ok ? describeSummary(askedOfSheet(tree, judgeSheet(outcome.trace))) || null : null);
}

/** Runs the algorithm of every valid tree that holds answers, and checks them. */
export function answerDiagnostics(trees: readonly TreeResult[], options: AnswerOptions): Diagnostic[] {
  return checkedAnswers(trees, options).diagnostics;
}

/**
 * A file's diagnostics with its answers checked (answerDiagnostics), and its blanks where nothing
 * is asked made one note per subtree (see checkAnswers): what `gtree check` prints. `summaries`
 * has the counts of each tree that holds answers, from the same runs (`check --summary` scores them).
 */
export function withAnswerDiagnostics(
  result: Pick<CheckResult, 'trees' | 'diagnostics'>,
  options: AnswerOptions,
): { diagnostics: Diagnostic[]; summaries: AnswerSummary[] } {
  const { diagnostics, unasked, summaries } = checkedAnswers(result.trees, options);
  return { diagnostics: [...withoutUnasked(result.diagnostics, unasked), ...diagnostics].sort(byPosition), summaries };
}

function checkedAnswers(trees: readonly TreeResult[], options: AnswerOptions): { diagnostics: Diagnostic[]; unasked: Unasked[]; summaries: AnswerSummary[] } {
  const diagnostics: Diagnostic[] = [];
  const unasked: Unasked[] = [];
  const summaries: AnswerSummary[] = [];
  for (const { model } of trees) {
    if (model) diagnostics.push(...orderDiagnostics(model));
    if (!model || !hasAnswers(model)) continue;
    if (model.unknown) {
      // A tree with an unknown leaf has no single run: its answers are judged over the whole range.
      const judged = checkUnknownAnswers(model, options);
      if (judged) {
        diagnostics.push(...judged.diagnostics);
        summaries.push(askedOfSheet(model, judged.summary));
      }
      continue;
    }
    // A valid model's run can still fail: MTD(f) past its bound on passes. Its answers are then not checked.
    const outcome = run(model, { events: false, mtdfPasses: options.mtdfPasses });
    if (!outcome.ok) continue;
    const checked = checkAnswers(outcome.trace, options);
    diagnostics.push(...checked.diagnostics);
    unasked.push(checked.unasked);
    summaries.push(askedOfSheet(model, checked.summary));
  }
  return { diagnostics, unasked, summaries };
}
