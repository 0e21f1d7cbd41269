import { firstChange, givensLikeness } from './givens';
import { gradeSubmission, keyEntry, matchTrees, type ClassGrade, type GradedSheet, type KeyMatch, type Submission, type TreeGrade } from './grade';
import { readKey, type GradingKey, type KeyProblem, type KeyTree, type SheetText } from './grading-key';
import { summarizeClass, type TreeClassSummary } from './class-summary';
import { readSheet, repairBracket, type SheetReading, type SheetTree } from './sheet-trees';
import type { GameTree } from '../../model/model';
import { SCORING } from './score';
import { stepKinds, type StepKindCount } from './step-kinds';
import { writtenVariant } from './variants';

/*
 * A course: one exercise in several variants (a key each), every submission graded against the
 * key of its own variant: the one its sheet names (`variant:`), else the one whose givens it
 * has, else the nearest (then it is `changed`, its first difference from that key shown).
 */

/** The keys of a course, read and checked: a variant each. */
export interface CourseKeys {
  readonly ok: true;
  readonly keys: readonly GradingKey[];
}

/** One variant's class: its key, and what its submissions got right on each of its trees. */
export interface VariantClass {
  readonly key: GradingKey;
  /** The submissions graded against it (skipped files and sheets of no variant not counted). */
  readonly submissions: number;
  readonly classView: readonly TreeClassSummary[];
}

export type CourseOutcome =
  | {
      readonly ok: true;
      readonly grade: ClassGrade;
      /** Per variant, in the keys' order. */
      readonly variants: readonly VariantClass[];
      /** Across every variant: how often the class missed each kind of step. */
      readonly kinds: readonly StepKindCount[];
      /** Every submission graded, in order, with its runs (for its feedback). */
      readonly sheets: readonly GradedSheet[];
    }
  | KeyProblem;

/**
 * Reads every key: each must grade (readKey), and two keys of one variant must be the same
 * exercise (a sheet and its solved key, both in the folder: the second is left out); two
 * different exercises under one variant name cannot be told apart, and are a problem.
 */
export function readCourseKeys(keys: readonly SheetText[]): CourseKeys | KeyProblem {
  const read: GradingKey[] = [];
  for (const text of keys) {
    const key = readKey(text);
    if (!key.ok) return key;
    const twin = read.find((k) => k.variant === key.variant);
    if (!twin) read.push(key);
    else if (!sameExercise(twin, key)) {
      const at = key.trees[0].tree.syntax.settings.find((s) => s.key.text === 'variant');
      const line = at ? lineOf(text.text, at.start) : { line: 1, col: 1 };
      return {
        ok: false,
        file: key.file,
        ...line,
        message: `variant ${key.variant} is also ${twin.file}, a different exercise: give each variant its own name`,
      };
    }
  }
  if (read.length === 0) return { ok: false, file: '', line: 1, col: 1, message: 'no key' };
  return { ok: true, keys: read };
}

const sameExercise = (a: GradingKey, b: GradingKey): boolean =>
  a.trees.length === b.trees.length && a.trees.every((t, i) => firstChange(t.tree, b.trees[i].tree) === null);

function lineOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, col: offset - lineStart + 1 };
}

/** Grades every submission against its variant's key; a KeyProblem when a key cannot grade. */
export function gradeCourse(name: string, keys: readonly SheetText[], submissions: readonly Submission[]): CourseOutcome {
  const course = readCourseKeys(keys);
  if (!course.ok) return course;
  return summarizeCourse(
    name,
    course,
    submissions.map((s) => gradeInCourse(course, s)),
  );
}

/** The grade and the class views of submissions graded with gradeInCourse. */
export function summarizeCourse(name: string, course: CourseKeys, sheets: readonly GradedSheet[]): Extract<CourseOutcome, { ok: true }> {
  const grade: ClassGrade = { key: name, keys: course.keys.map(keyEntry), scoring: SCORING, submissions: sheets.map((s) => s.grade) };
  const classOf = (key: GradingKey): GradedSheet[] => sheets.filter((s) => inClass(course, key, s));
  const variants = course.keys.map((key) => {
    const own = classOf(key);
    return { key, submissions: own.length, classView: summarizeClass(key, own) };
  });
  const pairs = course.keys.flatMap((key) => classOf(key).map((sheet) => ({ key, sheet })));
  return { ok: true, grade, variants, kinds: stepKinds(pairs), sheets };
}

/**
 * Whether a sheet is of a variant's class: matched with its key by name or givens. With one key
 * every submission is (a changed sheet is the class's, not a stray).
 */
function inClass(course: CourseKeys, key: GradingKey, sheet: GradedSheet): boolean {
  if (sheet.grade.status === 'skipped') return false;
  if (course.keys.length === 1) return true;
  return sheet.grade.key === key.file && (sheet.grade.matched === 'variant' || sheet.grade.matched === 'givens');
}

/** One submission against the key of its variant (the first key for a file that is no sheet). */
export function gradeInCourse(course: CourseKeys, submission: Submission): GradedSheet {
  const first = course.keys[0];
  const reading = 'text' in submission ? readSheet(submission.text) : undefined;
  const chosen = reading && 'text' in submission ? chooseKey(course.keys, reading, submission.text) : null;
  const graded = gradeSubmission(chosen?.key ?? first, submission, reading);
  // A file that is no sheet of any variant is no variant's; with one key, it is still graded against it.
  if (!chosen)
    return course.keys.length === 1 ? graded : { ...graded, grade: { ...graded.grade, trees: graded.grade.trees.map(ofNoVariant), key: null, variant: null } };
  const note =
    chosen.matched === 'nearest' && course.keys.length > 1
      ? [`no key has this sheet's givens; graded against the nearest, variant ${chosen.key.variant}`, graded.grade.note].filter((n) => n !== null).join('; ')
      : graded.grade.note;
  return { ...graded, grade: { ...graded.grade, matched: chosen.matched, note } };
}

/** A tree of no variant's sheet: "no tree "Random tree (seed 40)"" would name the first key's tree, which the student was never asked for. */
const ofNoVariant = (tree: TreeGrade): TreeGrade => ({
  ...tree,
  problems: tree.problems.map((p) => (p.code === 'missing-tree' ? { ...p, message: 'no tree in this file: it is no sheet of any variant' } : p)),
});

/**
 * The key a sheet is of: by the variant it names, else by its givens (a tree whose `]` is
 * missing read again with it put back against each key, as grading reads it), else the
 * nearest; null for a sheet with no tree to compare.
 */
function chooseKey(keys: readonly GradingKey[], sheet: SheetReading, text: string): { key: GradingKey; matched: KeyMatch } | null {
  const named = sheet.trees.map((t) => writtenVariant(t.syntax)).filter((v) => v !== null);
  const byName = keys.find((k) => named.includes(k.variant));
  if (byName) return { key: byName, matched: 'variant' };
  let nearest: { key: GradingKey; likeness: number } | null = null;
  for (const key of keys) {
    const pairs = matchTrees(key.trees, sheet.trees);
    if (pairs.every((p, i) => p !== undefined && hasGivens(key.trees[i], p, text))) return { key, matched: 'givens' };
    const likeness = pairs.reduce((sum, p, i) => sum + (p?.model ? givensLikeness(key.trees[i].tree, p.model) : 0), 0);
    if (!nearest || likeness > nearest.likeness) nearest = { key, likeness };
  }
  if (!sheet.trees.some((t) => t.model !== null)) return null;
  return { key: nearest!.key, matched: 'nearest' };
}

/** Whether the sheet's tree has the key tree's givens as read, or with a missing `]` put back (repairBracket, tried only where the reading has errors). */
function hasGivens(key: KeyTree, tree: SheetTree, text: string): boolean {
  const fits = (model: GameTree): boolean => firstChange(key.tree, model) === null;
  if (tree.model && fits(tree.model)) return true;
  return tree.errors.length > 0 && repairBracket(text, tree, fits) !== null;
}
