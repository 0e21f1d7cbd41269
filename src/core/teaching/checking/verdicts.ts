import type { GameNode } from '../../model/model';
import { cmp, numOf, type Num } from '../../model/num';
import type { Value } from '../../search/recorder';
import type { Trace } from '../../search/trace';
import { CUT_KINDS } from '../../search/trace';
import { FactsReader } from '../../search/records';
import { ALGORITHMS } from '../../search/catalog';
import {
  isBlank,
  isTuple,
  numberLiteralAt,
  type BlankLiteral,
  type BoundLiteral,
  type NumberLiteral,
  type ValueLiteral,
  type WindowLiteral,
} from '../../language/literals';

/**
 * Whether an answer the sheet asks for is right, wrong, or not written yet; 'extra' for an
 * answer or mark written where the sheet asks nothing (a cut mark on an edge the run does not
 * prune, a value or window inside a pruned subtree).
 */
export type Verdict = 'right' | 'wrong' | 'blank' | 'extra';

/**
 * How many answers of one kind are right, wrong and blank, out of the answers the sheet asks
 * for (`total`): right + wrong + blank === total always. `extra` counts the answers and marks
 * written where nothing is asked (a cut mark on an edge that is not pruned, a value in a pruned
 * subtree): they are not in the total, yet they are wrong marks, and the score makes them cost.
 * The wrong kind of cut on a pruned edge (`//` where `/` belongs) is asked, so it is `wrong`.
 */
export interface Tally {
  readonly right: number;
  readonly wrong: number;
  readonly blank: number;
  readonly total: number;
  readonly extra: number;
}

/** Tallies added up, kind by kind (a tree's values, windows and cuts as one count). */
export function sumTallies(tallies: readonly Tally[]): Tally {
  const sum = (k: keyof Tally): number => tallies.reduce((n, t) => n + t[k], 0);
  return { right: sum('right'), wrong: sum('wrong'), blank: sum('blank'), total: sum('total'), extra: sum('extra') };
}

/** The scoring rule `right-minus-extra` for one tree's summed tally: each extra mark takes back a right one, never below 0. */
export const rightMinusExtra = (tree: Tally): number => Math.max(0, tree.right - tree.extra);

/** One node's answers, judged against the run; null where the sheet asks nothing and nothing wrong is written ('extra' where something is). */
export interface NodeVerdicts {
  /** The inner node's value: asked where the run searches the node. */
  readonly value: Verdict | null;
  /** Its window (α, β): asked where the run searches it, for an algorithm that passes windows. */
  readonly window: Verdict | null;
  /**
   * The edge from the parent: 'right' the run's mark, 'wrong' the other kind of mark on a pruned
   * edge, 'blank' the run prunes it and it is unmarked, 'extra' a mark on an edge it does not
   * prune, null neither.
   */
  readonly cut: Verdict | null;
}

/** A whole sheet judged: every node's verdicts (by node id) and the counts of each kind of answer. */
export interface SheetVerdicts {
  readonly nodes: readonly NodeVerdicts[];
  readonly values: Tally;
  readonly windows: Tally;
  readonly cuts: Tally;
}

/**
 * Judges every answer written in a tree against a run of its algorithm: the one judge behind
 * the checker's warnings, the answer summary, practice mode and grading. A node inside a
 * pruned subtree is never searched, so nothing is asked there (its right answer is the cut mark
 * above it): a blank there is not counted, a value or bound written there is extra.
 */
export function judgeSheet(trace: Trace): SheetVerdicts {
  const tree = trace.tree;
  const windowed = ALGORITHMS[trace.algorithm].windowed;
  const reader = new FactsReader(trace);
  const values = new Counts();
  const windows = new Counts();
  const cuts = new Counts();
  const nodes: NodeVerdicts[] = new Array<NodeVerdicts>(tree.size);
  for (const node of tree.allNodes()) {
    const s = node.syntax;
    const searched = trace.rec.visitsOf(node.id) > 0;
    const asked = isInner(node) && searched;
    // The run's facts are read only where something is written: a blank sheet reads none.
    const record = searched && (s.value || s.rare.window) ? reader.read(node) : null;
    const value = valueVerdict(isInner(node) ? s.value : null, asked, record?.value);
    const window = windowVerdict(s.rare.window, asked && windowed, record?.alpha, record?.beta, s.source);
    const cut = cutVerdict(s.rare.cut?.mark ?? null, CUT_KINDS[trace.cuts[node.id]]);
    values.add(value, asked);
    windows.add(window, asked && windowed);
    cuts.add(cut, trace.cuts[node.id] !== 0);
    nodes[node.id] = verdictsOf(value, window, cut);
  }
  return { nodes, values: values.tally(), windows: windows.tally(), cuts: cuts.tally() };
}

/** A node whose value is an answer: an inner node, not a `*k` reference (whose value is its anchor's). */
export const isInner = (node: GameNode): boolean => node.children.length > 0 && !node.syntax.rare.ref;

function valueVerdict(written: ValueLiteral | BlankLiteral | null, asked: boolean, actual: Value | undefined): Verdict | null {
  const answered = written !== null && !isBlank(written);
  if (!asked) return answered ? 'extra' : null;
  if (!answered) return 'blank';
  return matches(written, actual!) ? 'right' : 'wrong';
}

/**
 * A window is right when both bounds are written and right, wrong when a written bound is
 * wrong, blank otherwise. Written where none is asked it is extra, unless the run has that
 * very window there (a leaf's, say): then it is simply not counted.
 */
function windowVerdict(written: WindowLiteral | null, asked: boolean, alpha: Num | undefined, beta: Num | undefined, source: string): Verdict | null {
  const answered = written !== null && (written.alpha.value !== null || written.beta.value !== null);
  if (!answered) return asked ? 'blank' : null;
  const wrong = alpha === undefined || wrongBounds(written, alpha, beta!, source).any;
  if (!asked) return wrong ? 'extra' : null;
  if (wrong) return 'wrong';
  return written.alpha.value !== null && written.beta.value !== null ? 'right' : 'blank';
}

function cutVerdict(mark: string | null, actual: string | null): Verdict | null {
  if (mark === null) return actual === null ? null : 'blank';
  if (actual === null) return 'extra';
  return mark === actual ? 'right' : 'wrong';
}

/** Which written bounds of a window differ from the run's (a blank `?` bound is never wrong). */
export function wrongBounds(written: WindowLiteral, alpha: Num, beta: Num, source: string): { alpha: boolean; beta: boolean; any: boolean } {
  const a = written.alpha.value !== null && !sameBound(written.alpha, alpha, source);
  const b = written.beta.value !== null && !sameBound(written.beta, beta, source);
  return { alpha: a, beta: b, any: a || b };
}

/** A written window bound against the run's: an infinity is that infinity, a number says the bound as a value answer does (exactly, to the last digit). */
const sameBound = (bound: BoundLiteral, actual: Num, source: string): boolean =>
  Number.isFinite(bound.value) ? says(numberLiteralAt(source, bound.start), actual) : bound.value === actual;

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
  // |w − actual| ≤ ½·10^−places, in integers: |w − actual|·2·10^places ≤ 1. The places as written:
  // `2.30` writes two (its value's text, 2.3, only one), and a decimal literal always has its point.
  const places = 10n ** BigInt(written.raw.split('.')[1].length);
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

/** Verdicts counted, each answer the key asks adding to the total. */
export class Counts {
  right = 0;
  wrong = 0;
  blank = 0;
  total = 0;
  extra = 0;

  add(verdict: Verdict | null, asked: boolean): void {
    if (asked) this.total++;
    if (verdict !== null) this[verdict]++;
  }

  tally(): Tally {
    return { right: this.right, wrong: this.wrong, blank: this.blank, total: this.total, extra: this.extra };
  }
}

/**
 * The verdicts of a node, shared: there are only 125 combinations, so a sheet of a million
 * nodes makes no object per node.
 */
const CODES: readonly (Verdict | null)[] = [null, 'right', 'wrong', 'blank', 'extra'];
const N = CODES.length;
const SHARED: NodeVerdicts[] = CODES.flatMap((value) => CODES.flatMap((window) => CODES.map((cut) => Object.freeze({ value, window, cut }))));
const code = (v: Verdict | null): number => CODES.indexOf(v);
const verdictsOf = (value: Verdict | null, window: Verdict | null, cut: Verdict | null): NodeVerdicts =>
  SHARED[(code(value) * N + code(window)) * N + code(cut)];
