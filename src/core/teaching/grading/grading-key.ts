import type { GameTree } from '../../model/model';
import { headerSpan } from '../../model/validate';
import { run } from '../../search/run';
import type { Trace } from '../../search/trace';
import { LineIndex } from '../../text/text';
import { checkText } from '../checking/check';
import { variantOfFile } from './variants';
import { judgeSheet, type SheetVerdicts, type Tally } from '../checking/verdicts';
import { checkUnknownAnswers } from '../checking/unknown-answers';
import { judgeOrder } from '../checking/order-check';

/** A file to grade or grade against: its name (as the teacher gave it) and its text. */
export interface SheetText {
  readonly name: string;
  readonly text: string;
}

/** One tree of the key, searched once: every submission's tree with the same givens is searched the same. */
export interface KeyTree {
  readonly tree: GameTree;
  readonly trace: Trace;
  /** The key's own sheet judged: its totals are the answers every submission is asked. */
  readonly asked: SheetVerdicts;
  /** Whether the tree asks for the best order (`ask: best-order`): one answer more, the order. */
  readonly asksOrder: boolean;
  /**
   * The kinds of answers graded: all three, except on an ordering exercise, which asks only the
   * kinds its key writes (its cut marks: "cross out the leaves never evaluated in the best case").
   */
  readonly kinds: AnswerKinds;
  /** values + windows + cuts asked, and the order when asked. */
  readonly total: number;
}

export interface AnswerKinds {
  readonly values: boolean;
  readonly windows: boolean;
  readonly cuts: boolean;
}

const written = (t: Tally): boolean => t.right + t.wrong + t.extra > 0;

export interface GradingKey {
  readonly ok: true;
  readonly file: string;
  /** The exercise variant it is the key of: its trees' `variant:`, else its file's stem. */
  readonly variant: string;
  readonly trees: readonly KeyTree[];
  /** The answers the whole key asks: the denominator of every score. */
  readonly total: number;
}

/** Why a key cannot grade anything, located in the key (1-based line and column). */
export interface KeyProblem {
  readonly ok: false;
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
}

const ALL_KINDS: AnswerKinds = { values: true, windows: true, cuts: true };

/**
 * Reads the key: every tree must check clean and its algorithm run, since each is the measure
 * of a submission's tree. The first error, located, otherwise.
 */
export function readKey(key: SheetText): GradingKey | KeyProblem {
  const result = checkText(key.text);
  const problem = (offset: number, message: string): KeyProblem => {
    const p = result.lines.position(offset);
    return { ok: false, file: key.name, line: p.line + 1, col: p.character + 1, message };
  };
  const error = result.diagnostics.find((d) => d.severity === 'error');
  if (error) return problem(error.span.start, error.message);
  if (result.trees.length === 0) return problem(0, 'the key has no tree');
  const trees: KeyTree[] = [];
  for (const { model, syntax } of result.trees) {
    if (!model) return problem(syntax.start, 'this tree of the key has errors');
    const outcome = run(model, { events: false, unknownValue: model.unknown?.low });
    if (!outcome.ok) return problem(outcome.node ? headerSpan(outcome.node.syntax).start : syntax.start, outcome.message);
    const asked = model.unknown ? unknownAsked(model, judgeSheet(outcome.trace)) : judgeSheet(outcome.trace);
    if (!asked) return problem(syntax.start, 'this tree of the key cannot be solved over its unknown');
    const asksOrder = model.settings.ask === 'best-order';
    const order = asksOrder ? judgeOrder(model) : null;
    if (order && 'problem' in order) return problem(syntax.start, `this tree's order cannot be graded: ${order.problem}`);
    const kinds = asksOrder ? { values: written(asked.values), windows: written(asked.windows), cuts: written(asked.cuts) } : ALL_KINDS;
    const total = (kinds.values ? asked.values.total : 0) + (kinds.windows ? asked.windows.total : 0) + (kinds.cuts ? asked.cuts.total : 0);
    trees.push({ tree: model, trace: outcome.trace, asked, asksOrder, kinds, total: total + (asksOrder ? 1 : 0) });
  }
  const total = trees.reduce((sum, t) => sum + t.total, 0);
  if (total === 0) return problem(result.trees[0].syntax.start, 'the key asks for no answers: its trees have no searched inner node and no cut');
  const variant = trees.map((t) => t.tree.settings.variant).find((v) => v !== null) ?? variantOfFile(key.name);
  return { ok: true, file: key.name, variant, trees, total };
}

/**
 * What a key with an unknown leaf asks: its own answers about the unknown judged (values
 * written, edges cut for some value), node by node for the class view; the trace beside it is
 * one run, at the range's low end, kept for the key's shape only.
 */
function unknownAsked(model: GameTree, sample: SheetVerdicts): SheetVerdicts | null {
  const judged = checkUnknownAnswers(model, { reveal: false });
  if (!judged) return null;
  // The key asks the values it answers: a node it leaves `=?` has no one expression (an alpha-beta bound that jumps with x).
  const values = { ...judged.summary.values, total: judged.summary.values.right, blank: 0 };
  const nodes = judged.summary.nodes.map((v) => ({ ...v, value: v.value === 'right' ? v.value : null }));
  return { ...sample, nodes, values, windows: judged.summary.windows, cuts: judged.summary.cuts };
}

/** 1-based line and column of offsets into a text, its line index made on first use. */
export class Locator {
  private index: LineIndex | null = null;

  constructor(
    private readonly text: string,
    /** For a repaired reading: its offsets as the original text's. */
    private readonly toOriginal: (offset: number) => number = (o) => o,
  ) {}

  at(offset: number): { line: number; col: number } {
    const p = (this.index ??= new LineIndex(this.text)).position(this.toOriginal(offset));
    return { line: p.line + 1, col: p.character + 1 };
  }

  /** The same text, read through a repaired reading's offsets. */
  through(toOriginal: (offset: number) => number): Locator {
    const locator = new Locator(this.text, toOriginal);
    locator.index = this.index;
    return locator;
  }
}
