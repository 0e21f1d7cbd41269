import type { TreeResult } from './check';
import type { Diagnostic } from '../language/diagnostics';
import { formatValue } from '../output/format';
import type { GameTree, Prune } from '../model/model';
import { writtenText } from '../model/rational';
import { run } from '../search/run';
import type { Trace } from '../search/trace';
import { FactsReader } from '../search/records';
import { PRUNE_WORDS } from '../search/conventions';
import { ALGORITHMS } from '../search/catalog';
import { type SyntaxNode } from '../language/syntax';
import { isTuple, type ValueLiteral } from '../language/literals';
import { isInner, judgeSheet, wrongBounds, type SheetVerdicts, type Tally } from './verdicts';
import { headerSpan } from '../model/validate';

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

/** The counts of a checked sheet: values, windows and cuts, each right / wrong / blank out of those asked (see judgeSheet). */
export type AnswerSummary = Pick<SheetVerdicts, 'values' | 'windows' | 'cuts'>;

/**
 * Compares the answers written in a tree (`=v` on internal nodes, `<α, β>` windows,
 * `/` and `//` cut marks) with a run of its algorithm: one warning per wrong answer.
 * Missing cut marks are reported only when the tree has cut marks at all (an answered sheet).
 */
export function checkAnswers(trace: Trace, options: AnswerOptions): { diagnostics: Diagnostic[]; summary: AnswerSummary } {
  const diagnostics: Diagnostic[] = [];
  const warn = (code: Diagnostic['code'], message: string, span: { start: number; end: number }): void => {
    diagnostics.push({ code, severity: 'warning', message, span });
  };
  const tell = (right: string): string => (options.reveal ? ` The ${trace.algorithm} run gives ${right}.` : '');
  const sheet = judgeSheet(trace);
  const nodes = trace.tree.allNodes();
  const style = trace.tree.numberStyle;
  const sheetHasCuts = sheet.cuts.right + sheet.cuts.wrong > 0;
  const locate = options.locateMissingCuts ?? true;
  // One node's facts at a time, read only where an answer is wrong: no record per node.
  const reader = new FactsReader(trace);
  const rules = new OtherRule(trace);

  for (const node of nodes) {
    const verdicts = sheet.nodes[node.id];
    if (verdicts.value !== 'wrong' && verdicts.window !== 'wrong' && verdicts.cut !== 'wrong' && verdicts.cut !== 'blank') continue;
    const syntax: SyntaxNode = node.syntax;
    const record = reader.read(node);
    if (verdicts.value === 'wrong') {
      const answer = syntax.value as ValueLiteral;
      if (record.value === undefined) warn('wrong-value', 'This node is never searched, so it has no value to write.', answer);
      else
        warn(
          'wrong-value',
          `Wrong value: ${answerText(answer)} is not what ${trace.algorithm} computes here.${tell(formatValue(record.value, style))}`,
          answer,
        );
    }
    if (verdicts.window === 'wrong') {
      const window = syntax.window!;
      if (record.alpha === undefined) {
        warn('wrong-window', record.visits === 0 ? 'This node is never searched, so it has no window.' : `${trace.algorithm} passes no window.`, window);
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
    const mark = syntax.cut?.mark ?? null;
    const actual = record.cut ?? null;
    if (verdicts.cut === 'wrong' && !actual) {
      const why = record.visits > 0 ? 'the node is searched' : 'its parent is never searched';
      const other = rules.cuts(node.id) ? rules.other : null;
      warn(
        'wrong-cut',
        other ? `This edge is not pruned under ${ruleText(trace.prune)}: ${why}. It would be under ${ruleText(other)}.` : `This edge is not pruned: ${why}.`,
        syntax.cut!,
      );
    } else if (verdicts.cut === 'wrong') {
      const strokes = (m: string): string => (m === 'alphabeta' ? "one stroke '/' (an alpha-beta cut)" : "two strokes '//' (a negascout null-window cut)");
      warn('wrong-cut', `Wrong cut mark: this edge takes ${options.reveal ? strokes(actual!) : 'the other mark'}, not ${strokes(mark!)}.`, syntax.cut!);
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
  return { diagnostics, summary: sheet };
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
    if (t.total === 0 && t.wrong === 0) return;
    const of = `${t.right} of ${t.total} ${kind}${t.total === 1 ? '' : 's'} right`;
    parts.push(`${of}${t.wrong ? `, ${t.wrong} wrong` : ''}${t.blank ? `, ${t.blank} ${blank}` : ''}`);
  };
  part(s.values, 'value', 'blank');
  part(s.windows, 'window', 'blank');
  part(s.cuts, 'cut', 'unmarked');
  return parts.join('; ');
}

/** Whether a tree is a sheet: it holds a written answer or a blank for one (an inner node's `=v` or `=?`, a window, a cut mark). */
export const hasAnswers = (tree: GameTree): boolean =>
  tree.allNodes().some((n) => n.syntax.cut !== null || n.syntax.window !== null || (isInner(n) && n.syntax.value !== null));

/** "7 of 9 values right, 2 blank" for a tree that holds answers (judged against its own algorithm); null otherwise. */
export function answerSummary(tree: GameTree): string | null {
  if (!hasAnswers(tree)) return null;
  const outcome = run(tree, { events: false });
  return outcome.ok ? describeSummary(judgeSheet(outcome.trace)) || null : null;
}

/** Runs the algorithm of every valid tree that holds answers, and checks them. */
export function answerDiagnostics(trees: readonly TreeResult[], options: AnswerOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { model } of trees) {
    if (!model || !hasAnswers(model)) continue;
    // A valid model's run can still fail: MTD(f) past its bound on passes. Its answers are then not checked.
    const outcome = run(model, { events: false, mtdfPasses: options.mtdfPasses });
    if (outcome.ok) out.push(...checkAnswers(outcome.trace, options).diagnostics);
  }
  return out;
}
