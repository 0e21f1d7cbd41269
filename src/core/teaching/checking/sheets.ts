import { checkText, type TreeResult } from './check';
import { unknownKeyEdits } from './unknown-key';
import { orderedEdit, reorderEdit } from './reorder';
import { fewestLeaves } from './fewest-leaves';
import { applyEdits, blankSheet, fillValues, fillWindows, markCuts, type TextEdit } from './fixes';
import { scanString } from '../../language/lexer';
import type { AlgorithmName } from '../../model/algorithm-names';
import type { Fail, GameTree, Prune } from '../../model/model';
import { ALGORITHMS } from '../../search/catalog';
import { conventionOf } from '../../search/conventions';
import { run } from '../../search/run';
import type { Trace } from '../../search/trace';

/** A whole file rewritten, or why it cannot be: `at` is the offset of the tree or node at fault. */
export type SheetOutcome = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string; readonly at: number };

/**
 * The blank sheet of every tree of a file (see `blankSheet`): comments and text between the
 * trees stay as written. A tree with errors cannot be made a sheet: its answers cannot be
 * told from its givens for sure, and its key could not be made.
 */
export function blankFile(text: string): SheetOutcome {
  const result = checkText(text);
  const edits: TextEdit[] = [];
  for (const tree of result.trees) {
    if (!tree.model) return broken(tree);
    edits.push(...blankSheet(tree.model, text));
  }
  if (result.trees.length === 0) return { ok: false, message: 'no tree in this file', at: 0 };
  return { ok: true, text: orderToFind(applyEdits(text, edits)) };
}

/**
 * An ordering exercise's sheet must not hand out the answer: a tree that asks `best-order`
 * (its key written in the best order, most likely) is written worst-first, its fewest
 * leaves still to find. One tree at a time, each edit made on the text the last one left.
 */
function orderToFind(text: string): string {
  return reorderTrees(text, (model, out) => reorderEdit(model, out, 'worst-first'));
}

/** Each tree that asks for the best order rewritten by `edit`, one at a time on the text the last one left. */
function reorderTrees(text: string, edit: (model: GameTree, text: string) => TextEdit | null): string {
  let out = text;
  checkText(text).trees.forEach((tree, index) => {
    if (tree.model?.settings.ask !== 'best-order') return;
    const model = checkText(out).trees[index]?.model;
    const change = model ? edit(model, out) : null;
    const next = change ? applyEdits(out, [change]) : out;
    // Moving a subtree can put a reference before its anchor: that tree keeps its order.
    if (checkText(next).trees[index]?.model) out = next;
  });
  return out;
}

/**
 * The solved sheet: every answer the run of each tree's own algorithm gives, written into the
 * sheet (values, windows, cut marks). A node the run never reaches keeps its blanks: its answer
 * is the cut mark on an edge above it.
 */
export function answerKey(handedOut: string): SheetOutcome {
  // An ordering exercise's key is its best order, the cut marks of that order on it.
  const sheet = reorderTrees(handedOut, (model, text) => {
    const fewest = fewestLeaves(model);
    return 'problem' in fewest ? null : orderedEdit(model, text, fewest.order);
  });
  const result = checkText(sheet);
  const edits: TextEdit[] = [];
  for (const tree of result.trees) {
    if (!tree.model) return broken(tree);
    if (tree.model.unknown) {
      const keyed = unknownKeyEdits(tree.model, sheet);
      if (!Array.isArray(keyed)) return { ok: false, message: keyed.message, at: (keyed.node ?? tree.model.root).syntax.start };
      edits.push(...keyed);
      continue;
    }
    const outcome = run(tree.model, { events: false });
    if (!outcome.ok) return { ok: false, message: outcome.message, at: (outcome.node ?? tree.model.root).syntax.start };
    edits.push(...keyEdits(outcome.trace, sheet));
  }
  return { ok: true, text: applyEdits(sheet, edits) };
}

/** Every answer of a run written into a text whose tree it ran: values, windows (where passed) and cut marks. */
export const keyEdits = (trace: Trace, text: string): TextEdit[] => [...fillValues(trace, text), ...fillWindows(trace, text), ...markCuts(trace, text)];

function broken(tree: TreeResult): SheetOutcome {
  const name = tree.syntax.name ? `'${tree.syntax.name.text}'` : 'the tree';
  return { ok: false, message: `${name} has errors; fix them to make a sheet of it`, at: tree.syntax.start };
}

/**
 * The comments of a text (`#` to the end of the line, outside strings), as edits that remove
 * them: a line that is only a comment goes whole, a comment after something loses the spaces
 * before it. Comments may quote answers (a teacher's solution in a header).
 */
export function commentRemovals(text: string): TextEdit[] {
  const edits: TextEdit[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = scanString(text, i);
      i = (end < 0 ? ~end : end) - 1;
    } else if (c === '#') {
      let end = i;
      while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
      let start = i;
      while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
      const wholeLine = start === 0 || text[start - 1] === '\n';
      // A whole line goes with its line break; a trailing comment leaves the line break in place.
      edits.push({ start, end: wholeLine ? lineBreakEnd(text, end) : end, text: '' });
      i = end - 1;
    }
  }
  return edits;
}

const lineBreakEnd = (text: string, at: number): number => (text[at] === '\r' && text[at + 1] === '\n' ? at + 2 : at < text.length ? at + 1 : at);

/** What a sheet's answers depend on besides its givens: the run that grades it. */
export interface SheetRun {
  readonly algorithm: AlgorithmName;
  readonly depth: number | null;
  readonly fail: Fail;
  readonly prune: Prune;
}

/** The line a printed sheet gives its student to write in. */
export const NAME_LINE = 'Name: ______________________________';

/**
 * A sheet's heading line: the tree (its name is the variant: a random tree's names its seed),
 * then the conventions its right answers depend on, so that a student on paper knows them:
 * `"Vežba": alpha-beta, fail-soft, cut when α ≥ β`. The fail mode and the cut rule are said
 * only where the algorithm passes windows; the view of the values where it is not MAX's.
 */
export function sheetHeading(tree: GameTree, runWith: SheetRun = tree.settings): string {
  const info = ALGORITHMS[runWith.algorithm];
  const parts: string[] = [info.title];
  if (info.windowed) {
    parts.push(info.failHard && runWith.fail === 'hard' ? 'fail-hard' : 'fail-soft');
    parts.push(runWith.prune === 'strict' ? 'cut only when α > β' : 'cut when α ≥ β');
  }
  if (runWith.depth !== null) parts.push(`searched to depth ${runWith.depth}`);
  if (!info.maxView || runWith.algorithm === 'maxn') parts.push(conventionOf(tree, runWith.algorithm));
  const name = tree.name === null ? `Tree ${tree.index + 1}` : `"${tree.name}"`;
  return `${name}: ${parts.join(', ')}`;
}

/**
 * A sheet's text with its heading in comments at the top: the name line, then each tree's
 * heading (sheetHeading). A text that starts with a name line already (a sheet made again from
 * a sheet) is returned as it is.
 */
export function withSheetHeading(text: string): string {
  if (text.startsWith(`# ${NAME_LINE.slice(0, 5)}`)) return text;
  const trees = checkText(text).trees.flatMap((t) => (t.model ? [t.model] : []));
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return [`# ${NAME_LINE}`, ...trees.map((t) => `# ${sheetHeading(t)}`), '', text].join(eol);
}
