import type { Diagnostic } from '../../language/diagnostics';
import type { TreeSyntax } from '../../language/syntax';
import type { GameTree } from '../../model/model';
import { run } from '../../search/run';
import type { Trace } from '../../search/trace';
import { checkAnswers } from '../checking/answers';
import { firstChange } from './givens';
import { judgeOrder, orderDiagnostics } from '../checking/order-check';
import { Locator, readKey, type GradingKey, type KeyProblem, type KeyTree, type SheetText } from './grading-key';
import { readSheet, repairBracket, type SheetReading, type SheetTree } from './sheet-trees';
import { summarizeClass, type TreeClassSummary } from './class-summary';
import { judgeSheet, type SheetVerdicts, type Tally } from '../checking/verdicts';
import { checkUnknownAnswers } from '../checking/unknown-answers';
import { SCORING, addPoints, scoreOf, treePoints, type Points } from './score';

/*
 * Grading a class: each submission's trees are matched with the key's (by name, else by
 * position), their givens compared with the key's, and the answers of each tree whose givens
 * are the key's judged against the key's run. The objects below are the JSON of
 * `gtree grade --json` exactly (docs/cli.md); the verdicts beside them feed the class view.
 */

/**
 * A submission: its text (with a note to show, for a file graded although not named .gtree),
 * why it could not be read (a file that cannot be opened, or is not text), or why it was skipped
 * (a file of the folder that is not a sheet: intake.ts).
 */
export type Submission =
  (SheetText & { readonly note?: string }) | { readonly name: string; readonly problem: string } | { readonly name: string; readonly skipped: string };

/**
 * graded: its answers were judged. changed: its givens differ from the key's (never scored).
 * unreadable: matched with nothing the parser could make a tree of. missing: the sheet has no
 * tree for this key tree. extra: a tree of the sheet that the key does not have (not scored).
 */
export type TreeStatus = 'graded' | 'changed' | 'unreadable' | 'missing' | 'extra';
/** changed when any tree is; unreadable when no tree of the key could be matched; skipped: a file of the folder that is not a sheet (never scored, not in the mean). */
export type SubmissionStatus = 'graded' | 'changed' | 'unreadable' | 'skipped';

/** 1-based, in the submission's text as handed in. */
export interface GradeProblem {
  readonly line: number;
  readonly col: number;
  readonly code: string;
  readonly message: string;
}

export interface TreeGrade {
  readonly name: string | null;
  readonly status: TreeStatus;
  /**
   * Right, wrong and blank answers out of the key's total, and the extra ones written where it
   * asks nothing. A tree not graded scores nothing: its right, wrong, blank and extra are 0 and
   * its total is still the key's.
   */
  readonly values: Tally;
  readonly windows: Tally;
  readonly cuts: Tally;
  /** The order, for a tree that asks for the best one (total 1, right when alpha-beta evaluates the fewest leaves); total 0 otherwise. */
  readonly order: Tally;
  /** The first given that differs from the key's, for a changed tree. */
  readonly changed: { readonly line: number; readonly col: number; readonly message: string } | null;
  /** Syntax errors, errors of meaning and wrong answers, in document order. */
  readonly problems: readonly GradeProblem[];
}

/** Its counts and points add up the key's trees (`total` is the key's; each tree's points floored at 0 on its own). */
export interface SubmissionGrade extends Points {
  readonly file: string;
  readonly status: SubmissionStatus;
  /** points / total, rounded to 4 places (the rule `SCORING`). */
  readonly score: number;
  /** The key's trees in the key's order, then the sheet's extra trees (one entry for them all); none for a skipped file. */
  readonly trees: readonly TreeGrade[];
  /** Why a file was skipped, or what to know about how it was read (a sheet not named .gtree); else null. */
  readonly note: string | null;
  /** The key file it was graded against: its variant's (course.ts); null for a file that is no sheet of any. */
  readonly key: string | null;
  /** That key's variant (its `variant:`, else its file's stem); null with no key. */
  readonly variant: string | null;
  /** How the key was chosen: by the sheet's `variant:`, by its givens, or as the nearest when none has its givens; null with no key. */
  readonly matched: KeyMatch | null;
}

/** How a submission's key was chosen among a course's variants. */
export type KeyMatch = 'variant' | 'givens' | 'nearest';

export interface ClassGrade {
  /** The key, or the keys (a folder, or the files) as the teacher named them. */
  readonly key: string;
  /** Every key of the course, a variant each, in the order read. */
  readonly keys: readonly { readonly file: string; readonly variant: string; readonly total: number }[];
  /** The scoring rule: `right-minus-extra`. */
  readonly scoring: typeof SCORING;
  readonly submissions: readonly SubmissionGrade[];
}

/** A submission graded, with the verdicts of each key tree it answered (null where not graded), by node id. */
export interface GradedSheet {
  readonly grade: SubmissionGrade;
  readonly verdicts: readonly (SheetVerdicts | null)[];
  /** Each key tree's run where grading made one (null elsewhere): feedback draws and locates from it without reading the sheet again. */
  readonly runs: readonly (GradedRun | null)[];
}

/** How a tree was graded: the run of the student's tree with the key's settings, and where its offsets are in the text as handed in (through a `]` put back). */
export interface GradedRun {
  readonly trace: Trace;
  readonly where: Locator;
}

export type ClassOutcome = { readonly ok: true; readonly grade: ClassGrade; readonly classView: readonly TreeClassSummary[] } | KeyProblem;

/** Grades every submission against the key; a KeyProblem when the key cannot grade. */
export function gradeClass(key: SheetText, submissions: readonly Submission[]): ClassOutcome {
  const read = readKey(key);
  if (!read.ok) return read;
  const sheets = submissions.map((s) => gradeSubmission(read, s));
  const grade = { key: key.name, keys: [keyEntry(read)], scoring: SCORING, submissions: sheets.map((s) => s.grade) };
  return { ok: true, grade, classView: summarizeClass(read, sheets) };
}

export const keyEntry = (key: GradingKey): ClassGrade['keys'][number] => ({ file: key.file, variant: key.variant, total: key.total });

const ZERO: Tally = { right: 0, wrong: 0, blank: 0, total: 0, extra: 0 };
const notScored = (total: number): Tally => ({ right: 0, wrong: 0, blank: 0, total, extra: 0 });

/** One submission against a key read with readKey; `reading`, its text already read (readSheet), is not read again. */
export function gradeSubmission(key: GradingKey, submission: Submission, reading?: SheetReading): GradedSheet {
  if ('skipped' in submission) {
    const grade: SubmissionGrade = {
      file: submission.name,
      status: 'skipped',
      score: 0,
      ...notScored(key.total),
      points: 0,
      trees: [],
      note: submission.skipped,
      key: null,
      variant: null,
      matched: null,
    };
    return { grade, verdicts: key.trees.map(() => null), runs: key.trees.map(() => null) };
  }
  const graded = gradeSheet(key, submission, reading);
  const note = 'note' in submission ? (submission.note ?? null) : null;
  return note === null ? graded : { ...graded, grade: { ...graded.grade, note } };
}

function gradeSheet(key: GradingKey, submission: SheetText | { readonly name: string; readonly problem: string }, reading?: SheetReading): GradedSheet {
  if ('problem' in submission) {
    const problem = { line: 1, col: 1, code: 'cannot-read', message: submission.problem };
    return summed(
      submission.name,
      key,
      key.trees.map((k) => untouched(k, 'unreadable', [problem])),
      [],
      [],
    );
  }
  const text = submission.text;
  const sheet = reading ?? readSheet(text);
  const locator = new Locator(text);
  const pairs = matchTrees(key.trees, sheet.trees);
  const grades: TreeGrade[] = [];
  const verdicts: (SheetVerdicts | null)[] = [];
  const runs: (GradedRun | null)[] = [];
  key.trees.forEach((k, i) => {
    const mine = pairs[i];
    const graded = mine ? gradeTree(k, mine, text, locator) : null;
    verdicts.push(graded?.verdicts ?? null);
    runs.push(graded?.run ?? null);
    if (graded) grades.push(graded.grade);
    else {
      // Nothing to match: the file's own errors say why (a file with no tree at all), else the tree is simply not there.
      const errors = sheet.trees.length === 0 ? sheet.fileErrors.map((d) => problemOf(d, locator)) : [];
      const status = sheet.trees.length === 0 && errors.length > 0 ? 'unreadable' : 'missing';
      const why = errors.length ? errors : [{ line: 1, col: 1, code: 'missing-tree', message: `no tree ${treeName(k.tree)} in this file` }];
      grades.push(untouched(k, status, why));
    }
  });
  const matched = new Set(pairs);
  const extra = extraTrees(
    sheet.trees.filter((t) => !matched.has(t)),
    key,
    locator,
  );
  return summed(submission.name, key, grades, verdicts, runs, extra);
}

/** The key's trees matched with the sheet's: by name first, then an unmatched key tree takes the sheet's tree at its position. */
export function matchTrees(keys: readonly KeyTree[], trees: readonly SheetTree[]): (SheetTree | undefined)[] {
  const taken = new Set<SheetTree>();
  const pairs = keys.map((k) => {
    const found = k.tree.name === null ? undefined : trees.find((t) => !taken.has(t) && t.syntax.name?.text === k.tree.name);
    if (found) taken.add(found);
    return found;
  });
  return pairs.map((p, i) => {
    if (p) return p;
    const at = trees[i];
    // A tree at that position that bears another key tree's name is that tree's, not this one's.
    const named = at?.syntax.name?.text;
    if (!at || taken.has(at) || (named !== undefined && keys.some((k) => k.tree.name === named))) return undefined;
    taken.add(at);
    return at;
  });
}

/** A key tree's grade, with its verdicts where it was graded and its run where it was run (a tree with an unknown has no single run). */
interface TreeGraded {
  readonly grade: TreeGrade;
  readonly verdicts: SheetVerdicts | null;
  readonly run: GradedRun | null;
}

function gradeTree(key: KeyTree, mine: SheetTree, text: string, locator: Locator): TreeGraded {
  const name = key.tree.name;
  const fits = (model: GameTree): boolean => firstChange(key.tree, model) === null;
  let tree = mine;
  let where = locator;
  const notes: GradeProblem[] = [];
  if (mine.errors.length > 0 && (!mine.model || !fits(mine.model))) {
    const repaired = repairBracket(text, mine, fits);
    if (repaired) {
      tree = repaired;
      where = locator.through(repaired.toOriginal);
      const opener = locator.at(repaired.closes);
      notes.push({
        ...locator.at(repaired.at),
        code: 'unclosed-bracket',
        message: `']' is missing here: graded as if it were written, closing the '[' at ${opener.line}:${opener.col} as the key's tree does.`,
      });
    }
  }
  const errors = tree === mine ? mine.errors.map((d) => problemOf(d, locator)) : notes;
  if (!tree.model) return notRun(untouched(key, 'unreadable', errors));
  const change = firstChange(key.tree, tree.model);
  if (change) {
    const changed = { ...where.at(change.span.start), message: change.message };
    return notRun({ ...untouched(key, 'changed', errors), changed });
  }
  if (tree.model.unknown) return gradeUnknownTree(key, tree.model, errors, where);
  const { algorithm, depth, fail, prune } = key.trace;
  const outcome = run(tree.model, { algorithm, depth, fail, prune, events: false });
  if (!outcome.ok) {
    const problem = { ...where.at(tree.syntax.start), code: 'run-failed', message: outcome.message };
    return notRun(untouched(key, 'unreadable', [...errors, problem]));
  }
  const verdicts = judgeSheet(outcome.trace);
  const order = key.asksOrder ? orderTally(tree.model) : notScored(0);
  const answers = [...orderDiagnostics(tree.model).filter((d) => d.severity === 'warning'), ...checkAnswers(outcome.trace, { reveal: false }).diagnostics].map(
    (d) => problemOf(d, where),
  );
  const problems = [...errors, ...answers].sort((a, b) => a.line - b.line || a.col - b.col);
  return {
    grade: { name, status: 'graded', ...asked(key, verdicts), order, changed: null, problems },
    verdicts,
    run: { trace: outcome.trace, where },
  };
}

const notRun = (grade: TreeGrade): TreeGraded => ({ grade, verdicts: null, run: null });

/** The tallies of the kinds of answers the key asks (an ordering exercise asks only those its key writes). */
function asked(key: KeyTree, v: Pick<SheetVerdicts, 'values' | 'windows' | 'cuts'>): { values: Tally; windows: Tally; cuts: Tally } {
  const { kinds } = key;
  return { values: kinds.values ? v.values : ZERO, windows: kinds.windows ? v.windows : ZERO, cuts: kinds.cuts ? v.cuts : ZERO };
}

/** The order answered: right when alpha-beta evaluates the fewest leaves possible in it (the givens are the key's, so the fewest is the key's). */
function orderTally(tree: GameTree): Tally {
  const judged = judgeOrder(tree);
  const right = !('problem' in judged) && judged.evaluated === judged.fewest.leaves;
  return { right: right ? 1 : 0, wrong: right ? 0 : 1, blank: 0, total: 1, extra: 0 };
}

/**
 * A tree with an unknown leaf: its answers about the unknown judged over the whole range
 * (checkUnknownAnswers), counted out of what the key asks; its verdicts node by node for the class view.
 */
function gradeUnknownTree(key: KeyTree, model: GameTree, errors: readonly GradeProblem[], where: Locator): TreeGraded {
  const judged = checkUnknownAnswers(model, { reveal: false });
  if (!judged) return notRun(untouched(key, 'unreadable', errors));
  const outOf = (mine: Tally, asked: Tally): Tally => ({ ...mine, total: asked.total, blank: Math.max(0, asked.total - mine.right - mine.wrong) });
  const { nodes, values, windows, cuts } = judged.summary;
  const answers = judged.diagnostics.map((d) => problemOf(d, where));
  const problems = [...errors, ...answers].sort((a, b) => a.line - b.line || a.col - b.col);
  const tallies = { values: outOf(values, key.asked.values), windows: outOf(windows, key.asked.windows), cuts: outOf(cuts, key.asked.cuts) };
  // A value the key leaves `=?` is not asked: the class view counts no one's answer there.
  const asked = nodes.map((v, id) => (v.value === 'blank' && key.asked.nodes[id].value === null ? { ...v, value: null } : v));
  return {
    grade: {
      name: key.tree.name,
      status: 'graded',
      ...tallies,
      // The order of a tree with an unknown is not judged (its cuts move with x).
      order: notScored(key.asksOrder ? 1 : 0),
      changed: null,
      problems,
    },
    verdicts: { nodes: asked, ...tallies },
    run: null,
  };
}

/** A key tree not scored: nothing right, wrong or blank, out of the key's total. */
function untouched(key: KeyTree, status: TreeStatus, problems: readonly GradeProblem[]): TreeGrade {
  const { values, windows, cuts } = asked(key, key.asked);
  return {
    name: key.tree.name,
    status,
    values: notScored(values.total),
    windows: notScored(windows.total),
    cuts: notScored(cuts.total),
    order: notScored(key.asksOrder ? 1 : 0),
    changed: null,
    problems,
  };
}

/**
 * The sheet's trees that no key tree took, as one entry (none when there are none), located at
 * the first. A tree named as a key tree is a repeat of it (the key's is graded once), never
 * "a tree the key has not": a file of 10 000 copies of the key's tree is one line, not 9 999.
 */
function extraTrees(trees: readonly SheetTree[], key: GradingKey, locator: Locator): TreeGrade[] {
  if (trees.length === 0) return [];
  const first = trees[0];
  const name = first.syntax.name?.text ?? null;
  const keyHas = name !== null && key.trees.some((k) => k.tree.name === name);
  const which = name === null ? `at position ${first.index + 1}` : `"${name}"`;
  const what = keyHas ? `a second tree ${which} (the key has one, graded once)` : `the key has no tree ${which}`;
  const message = trees.length === 1 ? `${what}: not graded` : `${trees.length} trees the key does not ask for, not graded; the first: ${what}`;
  const problem = { ...locator.at(headerOf(first.syntax)), code: 'extra-tree', message };
  return [{ name, status: 'extra', values: ZERO, windows: ZERO, cuts: ZERO, order: ZERO, changed: null, problems: [problem] }];
}

const headerOf = (syntax: TreeSyntax): number => (syntax.name ?? syntax.header).start;

const treeName = (tree: GameTree): string => (tree.name === null ? `at position ${tree.index + 1}` : `"${tree.name}"`);

const problemOf = (d: Diagnostic, locator: Locator): GradeProblem => ({ ...locator.at(d.span.start), code: d.code, message: d.message });

function summed(
  file: string,
  key: GradingKey,
  keyTrees: readonly TreeGrade[],
  verdicts: readonly (SheetVerdicts | null)[],
  runs: readonly (GradedRun | null)[],
  extra: readonly TreeGrade[] = [],
): GradedSheet {
  const sum = addPoints(keyTrees.map((t) => treePoints([t.values, t.windows, t.cuts, t.order])));
  const statuses = keyTrees.map((t) => t.status);
  const status: SubmissionStatus = statuses.includes('changed') ? 'changed' : statuses.includes('graded') ? 'graded' : 'unreadable';
  const { right, wrong, blank, extra: extraMarks, points } = sum;
  const score = scoreOf(points, key.total);
  return {
    grade: {
      file,
      status,
      score,
      right,
      wrong,
      blank,
      total: key.total,
      extra: extraMarks,
      points,
      trees: [...keyTrees, ...extra],
      note: null,
      key: key.file,
      variant: key.variant,
      matched: null,
    },
    verdicts,
    runs,
  };
}
