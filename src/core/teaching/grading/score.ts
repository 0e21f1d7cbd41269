import { rightMinusExtra, sumTallies, type SheetVerdicts, type Tally } from '../checking/verdicts';
import type { AnswerSummary } from '../checking/answers';

/*
 * The scoring rule, one for grading, the class view, the grading panel, `check --summary` and
 * practice (docs/cli.md, "Scoring"): per tree, every right answer earns a point and every answer
 * or mark written where nothing is asked (a cut mark on an edge the run does not prune, a value
 * or window inside a pruned subtree) takes one away, never below 0 for the tree; the score is
 * the points over the answers asked. A wrong answer to what is asked earns nothing, as a blank:
 * one slip makes the answers above it wrong too, so a cost there would charge it many times.
 */

/** The rule's name, in the JSON of `gtree grade` so that a gradebook can tell. */
export const SCORING = 'right-minus-extra' as const;

/**
 * A tree's (or a sheet's) counts over values, windows and cuts together (a Tally: right + wrong
 * + blank is the total asked; extra counts the answers and marks written where nothing is
 * asked), with its points.
 */
export interface Points extends Tally {
  /** right − extra, never below 0 (for several trees, each tree's so, added). */
  readonly points: number;
}

/** The points of one tree's answers: its tallies (values, windows, cuts) summed. */
export function treePoints(tallies: readonly Tally[]): Points {
  const sum = sumTallies(tallies);
  return { ...sum, points: rightMinusExtra(sum) };
}

/** Several trees' points added up, each tree floored at 0 on its own (a tree's extra marks never cost another tree's points). */
export function addPoints(trees: readonly Points[]): Points {
  const sum = (k: keyof Points): number => trees.reduce((n, t) => n + t[k], 0);
  return { right: sum('right'), wrong: sum('wrong'), blank: sum('blank'), total: sum('total'), extra: sum('extra'), points: sum('points') };
}

/** A judged sheet's points (practice's header reads them): its own tree, by the same rule. */
export const sheetPoints = (sheet: Pick<SheetVerdicts, 'values' | 'windows' | 'cuts'>): Points => treePoints([sheet.values, sheet.windows, sheet.cuts]);

/**
 * The points of a file's trees that hold answers, each judged against a run of its own algorithm
 * (their counts from withAnswerDiagnostics: what `gtree check --summary` says); null when no tree
 * holds answers.
 */
export function filePoints(summaries: readonly AnswerSummary[]): Points | null {
  return summaries.length > 0 ? addPoints(summaries.map(sheetPoints)) : null;
}

/** points / total, rounded to 4 places; 0 when nothing is asked. */
export const scoreOf = (points: number, total: number): number => (total === 0 ? 0 : Math.round((points / total) * 10000) / 10000);
