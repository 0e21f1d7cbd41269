import type { TreeResult } from './check';
import type { Diagnostic } from '../language/diagnostics';
import { formatValue } from '../output/format';
import type { GameTree, Prune } from '../model/model';
import { cmp, numOf, toNumber, type Num } from '../model/num';
import { writtenText } from '../model/rational';
import type { Value } from '../search/recorder';
import { run } from '../search/run';
import type { Trace } from '../search/trace';
import { FactsReader } from '../search/records';
import { PRUNE_WORDS } from '../search/conventions';
import { ALGORITHMS } from '../search/catalog';
import { type SyntaxNode } from '../language/syntax';
import { isBlank, isTuple, type NumberLiteral, type ValueLiteral } from '../language/literals';
import { headerSpan } from '../model/validate';

export interface AnswerOptions {
  /** Say what the right answer is, or only that the written one is wrong. */
  readonly reveal: boolean;
}

export interface AnswerSummary {
  readonly values: { readonly right: number; readonly total: number };
  readonly windows: { readonly right: number; readonly total: number };
  readonly cuts: { readonly right: number; readonly wrong: number; readonly missing: number };
}

/** A written window bound against the run's (bounds are read as floats: a window answer is whole in practice). */
const same = (a: number, b: Num): boolean => {
  const x = toNumber(b);
  return a === x || (Number.isFinite(a) && Number.isFinite(x) && Math.abs(a - x) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(x)));
};

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
  const values = { right: 0, total: 0 };
  const windows = { right: 0, total: 0 };
  const cuts = { right: 0, wrong: 0, missing: 0 };
  const nodes = trace.tree.allNodes();
  const style = trace.tree.numberStyle;
  const sheetHasCuts = nodes.some((n) => n.syntax.cut !== null);
  // One node's facts at a time, read only where something is written: no record per node.
  const reader = new FactsReader(trace);
  const rules = new OtherRule(trace);

  for (const node of nodes) {
    const syntax: SyntaxNode = node.syntax;
    // An answer is an inner node's value (a leaf's is its payoff), read only there: no literal per leaf.
    const answer = node.children.length > 0 && !syntax.ref ? syntax.value : null;
    const window = syntax.window;
    if (!answer && !window && !syntax.cut && !sheetHasCuts) continue;
    const record = reader.read(node);
    if (answer && !isBlank(answer)) {
      values.total++;
      if (record.value === undefined) warn('wrong-value', 'This node is never searched, so it has no value to write.', answer);
      else if (matches(answer, record.value)) values.right++;
      else
        warn(
          'wrong-value',
          `Wrong value: ${answerText(answer)} is not what ${trace.algorithm} computes here.${tell(formatValue(record.value, style))}`,
          answer,
        );
    }
    if (window && (window.alpha.value !== null || window.beta.value !== null)) {
      windows.total++;
      if (record.alpha === undefined) {
        warn('wrong-window', record.visits === 0 ? 'This node is never searched, so it has no window.' : `${trace.algorithm} passes no window.`, window);
      } else {
        const alphaWrong = window.alpha.value !== null && !same(window.alpha.value, record.alpha);
        const betaWrong = window.beta.value !== null && !same(window.beta.value, record.beta!);
        if (!alphaWrong && !betaWrong) windows.right++;
        else {
          const which = alphaWrong && betaWrong ? 'α and β are' : alphaWrong ? 'α is' : 'β is';
          warn(
            'wrong-window',
            `Wrong window: ${which} not what the node's last call receives.${tell(`<${formatValue(record.alpha, style)}, ${formatValue(record.beta!, style)}>`)}`,
            window,
          );
        }
      }
    }
    const mark = syntax.cut?.mark ?? null;
    const actual = record.cut ?? null;
    if (mark === actual) {
      if (mark) cuts.right++;
      continue;
    }
    if (mark && !actual) {
      cuts.wrong++;
      const why = record.visits > 0 ? 'the node is searched' : 'its parent is never searched';
      const other = rules.cuts(node.id) ? rules.other : null;
      warn(
        'wrong-cut',
        other ? `This edge is not pruned under ${ruleText(trace.prune)}: ${why}. It would be under ${ruleText(other)}.` : `This edge is not pruned: ${why}.`,
        syntax.cut!,
      );
    } else if (mark && actual) {
      cuts.wrong++;
      const strokes = (m: string): string => (m === 'alphabeta' ? "one stroke '/' (an alpha-beta cut)" : "two strokes '//' (a negascout null-window cut)");
      warn('wrong-cut', `Wrong cut mark: this edge takes ${options.reveal ? strokes(actual) : 'the other mark'}, not ${strokes(mark)}.`, syntax.cut!);
    } else if (sheetHasCuts) {
      cuts.missing++;
      const other = rules.cuts(node.id) ? null : rules.other;
      const rule = other ? ` under ${ruleText(trace.prune)} (it would not under ${ruleText(other)})` : '';
      warn(
        'missing-cut',
        `Missing cut mark: ${trace.algorithm} prunes this edge${rule}.${options.reveal ? ` Mark it ${actual === 'scout' ? "'//'" : "'/'"}.` : ''}`,
        headerSpan(syntax),
      );
    }
  }
  return { diagnostics, summary: { values, windows, cuts } };
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
 * Whether a written answer says the computed value: exactly, or, for a value no decimal writes
 * exactly (7/3), a decimal rounded to the places it writes (`2.33`).
 */
export function matches(answer: ValueLiteral, actual: Value): boolean {
  if (!isTuple(answer)) return !Array.isArray(actual) && says(answer, actual as Num);
  const items = actual as readonly Num[];
  return Array.isArray(actual) && answer.items.length === items.length && answer.items.every((w, k) => says(w, items[k]));
}

function says(written: NumberLiteral, actual: Num): boolean {
  const w = numOf(written);
  if (cmp(w, actual) === 0) return true;
  if (written.form !== 'decimal' || typeof actual === 'number' || finiteDecimal(actual.den)) return false;
  // |w − actual| ≤ ½·10^−places, in integers: |w − actual|·2·10^places ≤ 1.
  const places = 10n ** BigInt(written.value.toString().split('.')[1]?.length ?? 0);
  const wr = typeof w === 'number' ? { num: BigInt(w), den: 1n } : w;
  const diff = (wr.num * actual.den - actual.num * wr.den) * 2n * places;
  return (diff < 0n ? -diff : diff) <= wr.den * actual.den;
}

/** Whether 1/den has a finite decimal expansion (den = 2^a·5^b). */
function finiteDecimal(den: bigint): boolean {
  while (den % 2n === 0n) den /= 2n;
  while (den % 5n === 0n) den /= 5n;
  return den === 1n;
}

export function describeSummary(s: AnswerSummary): string {
  const parts: string[] = [];
  if (s.values.total) parts.push(`${s.values.right} of ${s.values.total} values right`);
  if (s.windows.total) parts.push(`${s.windows.right} of ${s.windows.total} windows right`);
  if (s.cuts.right + s.cuts.wrong + s.cuts.missing) {
    parts.push(
      `${s.cuts.right} cut${s.cuts.right === 1 ? '' : 's'} right` +
        (s.cuts.wrong ? `, ${s.cuts.wrong} wrong` : '') +
        (s.cuts.missing ? `, ${s.cuts.missing} missing` : ''),
    );
  }
  return parts.join(', ');
}

/** Whether a tree holds any written answer: an inner node's value, a window or a cut mark. */
export const hasAnswers = (tree: GameTree): boolean =>
  tree
    .allNodes()
    .some((n) => n.syntax.cut !== null || n.syntax.window !== null || (n.children.length > 0 && n.syntax.value !== null && !isBlank(n.syntax.value)));

/** "7 of 9 values right, 1 cut missing" for a tree that holds answers (checked against its own algorithm); null otherwise. */
export function answerSummary(tree: GameTree): string | null {
  if (!hasAnswers(tree)) return null;
  const outcome = run(tree, { events: false });
  return outcome.ok ? describeSummary(checkAnswers(outcome.trace, { reveal: false }).summary) || null : null;
}

/** Runs the algorithm of every valid tree that holds answers, and checks them. */
export function answerDiagnostics(trees: readonly TreeResult[], options: AnswerOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { model } of trees) {
    if (!model || !hasAnswers(model)) continue;
    const outcome = run(model, { events: false });
    if (outcome.ok) out.push(...checkAnswers(outcome.trace, options).diagnostics);
  }
  return out;
}
