import type { AlgorithmName } from '../../model/algorithm-names';
import { checkAnswers, describeSummary, hasAnswers, withoutUnasked, type AnswerOptions, type Unasked } from './answers';
import { checkUnknownAnswers } from './unknown-answers';
import type { CheckResult } from './check';
import { byPosition, type Diagnostic } from '../../language/diagnostics';
import type { GameTree } from '../../model/model';
import { run, type RunOutcome } from '../../search/run';
import { NONE, type SyntaxNode } from '../../language/syntax';
import { askedOfSheet, orderDiagnostics, withOrderSummary } from './order-check';

/**
 * What an editor needs of a document after every edit, as plain data: its diagnostics (the
 * answers' warnings included), each tree's place, whether it runs and with what, and its
 * answer summary, and the lines that fold. It is small whatever the size of the document, so
 * it can be made off the editor's thread for a large one and passed back by structured clone.
 */
export interface DocumentOutline {
  readonly diagnostics: readonly Diagnostic[];
  readonly trees: readonly TreeOutline[];
  /** Pairs of lines, first and last (0-based), of each tree and each `[ … ]` child list that spans lines, outer ones first. */
  readonly folds: readonly number[];
}

export interface TreeOutline {
  readonly start: number;
  readonly end: number;
  /** The tree's name as written, or null. */
  readonly name: string | null;
  /** The tree's own algorithm, and whether the file writes it; null when the tree has errors and cannot run. */
  readonly algorithm: AlgorithmName | null;
  readonly algorithmWritten: boolean;
  readonly hasAnswers: boolean;
  /** "3 of 4 values right, 1 blank; 1 of 2 cuts right, 1 unmarked" (describeSummary) when the tree holds answers and its run succeeds; null otherwise. */
  readonly answers: string | null;
}

/** Folding regions kept at most (VS Code's default `editor.foldingMaximumRegions`): computing more is waste. */
const MAX_FOLDS = 5_000;

/**
 * The outline of a checked document; each tree that holds answers is run once, with its own
 * algorithm, by `search` (an editor passes its cache of runs, so the outline and its other
 * features share one run per tree version).
 */
export function outlineOf(
  result: CheckResult,
  options: AnswerOptions,
  search: (tree: GameTree) => RunOutcome = (tree) => run(tree, { events: false }),
): DocumentOutline {
  const answerDiagnostics: Diagnostic[] = [];
  const unasked: Unasked[] = [];
  const trees = result.trees.map(({ syntax, model }): TreeOutline => {
    let answers: string | null = null;
    const withAnswers = model !== null && hasAnswers(model);
    if (model) answerDiagnostics.push(...orderDiagnostics(model));
    if (withAnswers && model.unknown) {
      // No single run: the answers about the unknown are judged over its range.
      const judged = checkUnknownAnswers(model, options);
      answerDiagnostics.push(...(judged?.diagnostics ?? []));
      answers = judged ? describeSummary(askedOfSheet(model, judged.summary)) || null : null;
    } else if (withAnswers) {
      const outcome = search(model);
      if (outcome.ok) {
        const checked = checkAnswers(outcome.trace, options);
        answerDiagnostics.push(...checked.diagnostics);
        unasked.push(checked.unasked);
        answers = describeSummary(askedOfSheet(model, checked.summary)) || null;
      }
    }
    return {
      start: syntax.start,
      end: syntax.end,
      name: syntax.name?.text ?? null,
      algorithm: model?.settings.algorithm ?? null,
      algorithmWritten: model?.settings.algorithmWritten ?? false,
      hasAnswers: withAnswers,
      answers: model ? withOrderSummary(model, answers) : answers,
    };
  });
  const diagnostics =
    answerDiagnostics.length > 0 || unasked.some((u) => u.notes.length > 0)
      ? [...withoutUnasked(result.diagnostics, unasked), ...answerDiagnostics].sort(byPosition)
      : result.diagnostics;
  return { diagnostics, trees, folds: foldsOf(result) };
}

function foldsOf(result: CheckResult): number[] {
  const folds: number[] = [];
  const line = (offset: number): number => result.lines.position(offset).line;
  const add = (start: number, end: number): void => {
    const first = line(start);
    const last = line(end);
    // The closing line stays visible, as for brackets in other languages.
    if (last - 1 > first) folds.push(first, last - 1);
  };
  for (const { syntax: tree } of result.trees) {
    add(tree.start, tree.end);
    // Level by level, so that when there are too many the outer lists are the ones kept.
    const queue: SyntaxNode[] = tree.root ? [tree.root] : [];
    for (let head = 0; head < queue.length && folds.length < 2 * MAX_FOLDS; head++) {
      const node = queue[head];
      // A node with a bracket list (`open`); the list itself is made only for those.
      if (node.open === NONE) continue;
      add(node.open, node.end);
      for (const child of node.children!) if (child.open !== NONE) queue.push(child);
    }
  }
  return folds;
}

/** The index of the tree whose text holds `offset`; between trees, the one before it; before all, the first; -1 for none. */
export function treeIndexAt(trees: readonly { readonly start: number }[], offset: number): number {
  let found = -1;
  for (let i = 0; i < trees.length && trees[i].start <= offset; i++) found = i;
  return trees.length === 0 ? -1 : Math.max(0, found);
}
