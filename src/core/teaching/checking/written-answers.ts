import { answerable, headEdits, removal, type TextEdit } from './fixes';
import type { GameNode, GameTree } from '../../model/model';
import { isBlank, type CutLiteral } from '../../language/literals';
import { scanNumber, scannedNumber } from '../../language/lexer';
import { NONE } from '../../language/syntax';
import { readCondition, readExpression } from '../../symbolic/answer-text';

/**
 * A student's answer at a node as typed: the value and, for a windowed algorithm, the bounds ('' leaves a part blank);
 * on a tree with an unknown leaf, the condition under which the edge from the parent is cut (absent or null: not asked).
 */
export interface TypedAnswer {
  readonly value: string;
  readonly alpha: string | null;
  readonly beta: string | null;
  readonly condition?: string | null;
}

/** The part of a typed answer a refusal is about, so that the diagram's form can mark that field. */
export type AnswerField = 'value' | 'alpha' | 'beta' | 'condition';

export type AnswerEdits = { readonly ok: true; readonly edits: TextEdit[] } | { readonly ok: false; readonly message: string; readonly field?: AnswerField };

/** The cut marks an edge can take, as the language writes them: none, `/` (alpha-beta), `//` (negascout's null window). */
export const MARK_TEXT = ['', '/', '//'] as const;

const INFINITY = /^[+\-−]?(?:inf|∞)$/;

/** A number as the language reads one (`3`, `-2`, `2.5`, `7/3`, `50%`), the whole text and nothing glued to it. */
function isNumber(text: string): boolean {
  if (!/\d/.test(text)) return false;
  const end = scanNumber(text, 0);
  return end === text.length && scannedNumber.cleanEnd === text.length;
}

/** `(1, 2, 3)` or `(1 2 3)`: the items, or null when it is not a tuple of numbers. */
function tupleItems(text: string): string[] | null {
  const m = /^\((.*)\)$/.exec(text);
  if (!m) return null;
  const items = m[1].split(/[\s,]+/).filter((s) => s !== '');
  return items.length > 0 && items.every(isNumber) ? items : null;
}

/** The value typed, as `=v` writes it ('?' for a blank), or why it cannot be one. */
function valueText(typed: string, tree: GameTree): { text: string } | { message: string } {
  const t = typed.trim();
  if (t === '' || t === '?') return { text: '?' };
  if (tree.valueKind === 'tuple') {
    const items = tupleItems(t);
    if (items && items.length === tree.settings.players.length) return { text: `(${items.join(', ')})` };
    return {
      message: `'${t}' is not a value of this tree: write one number per player in parentheses, such as (${tree.settings.players.map((_, k) => k + 1).join(', ')}).`,
    };
  }
  if (isNumber(t)) return { text: t };
  return { message: `'${t}' is not a number: write a value such as 3, -2, 2.5 or 7/3, or leave it empty for a blank.` };
}

/** A window bound typed, as `<α, β>` writes it, or why it cannot be one. */
function boundText(typed: string, which: 'α' | 'β'): { text: string } | { message: string } {
  const t = typed.trim();
  if (t === '' || t === '?') return { text: '?' };
  if (isNumber(t) || INFINITY.test(t)) return { text: t };
  return { message: `'${t}' is not a bound for ${which}: write a number, -inf or +inf, or leave it empty for a blank.` };
}

/**
 * The edits that write a student's answer into a node's head as the language writes answers:
 * `=v` replacing the value written there (or inserted after the label), `<α, β>` replacing
 * the window (or inserted after the value). A part left empty becomes the blank `?`. Bad text
 * gives a message and no edit.
 */
export function answerEdits(tree: GameTree, node: GameNode, text: string, typed: TypedAnswer): AnswerEdits {
  if (tree.unknown) return unknownAnswerEdits(tree, node, text, typed);
  if (!answerable(node)) return { ok: false, message: LEAF_GIVEN };
  const value = valueText(typed.value, tree);
  if ('message' in value) return { ok: false, message: value.message, field: 'value' };
  let window: string | null = null;
  if (typed.alpha !== null || typed.beta !== null) {
    const alpha = boundText(typed.alpha ?? '', 'α');
    if ('message' in alpha) return { ok: false, message: alpha.message, field: 'alpha' };
    const beta = boundText(typed.beta ?? '', 'β');
    if ('message' in beta) return { ok: false, message: beta.message, field: 'beta' };
    window = `<${alpha.text}, ${beta.text}>`;
  }
  const edits = headEdits(node, text, value.text, window);
  return { ok: true, edits: edits.filter((e) => text.slice(e.start, e.end) !== e.text) };
}

const LEAF_GIVEN = 'Only an inner node written with its children takes an answer: a leaf is given.';

/**
 * An answer at a node of a tree with an unknown leaf: its value (an inner node's) and the
 * condition of the cut on its edge, each when asked, written together as one answer.
 */
function unknownAnswerEdits(tree: GameTree, node: GameNode, text: string, typed: TypedAnswer): AnswerEdits {
  const asksCondition = typed.condition !== undefined && typed.condition !== null;
  if (!answerable(node) && (!asksCondition || typed.value.trim() !== '')) return { ok: false, message: LEAF_GIVEN };
  const value: AnswerEdits = answerable(node) ? unknownValueEdits(tree, node, text, typed.value) : { ok: true, edits: [] };
  if (!value.ok || !asksCondition) return value;
  const cut = conditionEdits(tree, node, text, typed.condition!);
  return cut.ok ? { ok: true, edits: [...cut.edits, ...value.edits] } : cut;
}

/**
 * The edit that writes a cut condition typed for the edge from the node's parent: `/{x <= 3}`
 * replacing the mark written there (its condition too), '' removing it. A plain `/` already
 * means `always`, and stays. `≤` and `≥`, as the diagram draws conditions, are read as `<=`, `>=`.
 */
function conditionEdits(tree: GameTree, node: GameNode, text: string, typed: string): AnswerEdits {
  if (!node.parent) return { ok: false, message: 'The root has no edge from a parent to cut.', field: 'condition' };
  const name = tree.unknown?.name;
  if (name === undefined) return { ok: false, message: 'This tree has no unknown: mark a cut with / alone.', field: 'condition' };
  const t = typed.trim().replace(/≤/g, '<=').replace(/≥/g, '>=');
  const written = node.syntax.rare.cut;
  if (t !== '') {
    const read = readCondition(t, name);
    if (!read.ok) return { ok: false, message: `'${typed.trim()}' is not a condition here: ${read.message}.`, field: 'condition' };
  }
  if (!written) return { ok: true, edits: t === '' ? [] : [{ start: node.syntax.start, end: node.syntax.start, text: `/{${t}} ` }] };
  const span = markSpan(written, text);
  if (t === '') return { ok: true, edits: [removal(span, text)] };
  // A space after the braces, as the docs write it, where the mark was glued to the node (`/4`).
  const wanted = written.condition || t !== 'always' ? `/{${t}}${/\s/.test(text[span.end] ?? ' ') ? '' : ' '}` : '/';
  return { ok: true, edits: text.slice(span.start, span.end) === wanted ? [] : [{ start: span.start, end: span.end, text: wanted }] };
}

/** Where a cut mark is written with its condition's braces (`/{x <= 3}`), or the mark alone. */
function markSpan(cut: CutLiteral, text: string): { start: number; end: number } {
  if (!cut.condition) return cut;
  const close = text.indexOf('}', cut.condition.end);
  return { start: cut.start, end: close < 0 ? cut.end : close + 1 };
}

/**
 * A value typed at a node of a tree with an unknown leaf: a number as `=3`, an expression of the
 * unknown in braces (`={min(x, 4)}`), replacing what is written there (a formula's braces too).
 */
function unknownValueEdits(tree: GameTree, node: GameNode, text: string, typed: string): AnswerEdits {
  const t = typed.trim();
  const name = tree.unknown!.name;
  let answer: string;
  if (t === '' || t === '?' || isNumber(t)) answer = t === '' ? '?' : t;
  else {
    const read = readExpression(t, name);
    if (!read.ok) return { ok: false, message: `'${t}' is not a value here: ${read.message}.`, field: 'value' };
    answer = `{${t}}`;
  }
  const formula = node.syntax.rare.formula;
  if (formula) {
    const start = text.lastIndexOf('{', formula.start);
    const end = text.indexOf('}', formula.end) + 1;
    return { ok: true, edits: text.slice(start, end) === answer ? [] : [{ start, end, text: answer }] };
  }
  const edits = headEdits(node, text, answer, null);
  return { ok: true, edits: edits.filter((e) => text.slice(e.start, e.end) !== e.text) };
}

/** The edit that gives the edge from the node's parent the mark (0 none, 1 `/`, 2 `//`); null when it has it already. */
export function markEdit(node: GameNode, text: string, mark: 0 | 1 | 2): AnswerEdits {
  if (!node.parent) return { ok: false, message: 'The root has no edge from a parent to cut.' };
  const written = node.syntax.rare.cut;
  const wanted = MARK_TEXT[mark];
  if (!written) return { ok: true, edits: mark === 0 ? [] : [{ start: node.syntax.start, end: node.syntax.start, text: wanted }] };
  // Taking the mark off takes its condition with it: braces left alone would not read.
  if (mark === 0) return { ok: true, edits: [removal(markSpan(written, text), text)] };
  return { ok: true, edits: text.slice(written.start, written.end) === wanted ? [] : [{ start: written.start, end: written.end, text: wanted }] };
}

/**
 * Where the cursor goes to answer at a node in the text: on its first blank `?` (the value's,
 * then the window's), else at its label, else where the node starts.
 */
export function answerCursor(node: GameNode, text: string): number {
  const s = node.syntax;
  for (const span of [s.value && isBlank(s.value) ? s.value : null, s.rare.window]) {
    if (!span) continue;
    const at = text.indexOf('?', span.start);
    if (at >= 0 && at < span.end) return at;
  }
  return s.labelAt !== NONE ? s.labelAt : s.start;
}

/** Whether a tree is a sheet to fill in: some inner node's value or window holds a blank `?`. */
export const hasBlanks = (tree: GameTree): boolean =>
  tree.allNodes().some((n) => {
    const s = n.syntax;
    if (!answerable(n)) return false;
    return (s.value !== null && isBlank(s.value)) || (s.rare.window !== null && (s.rare.window.alpha.value === null || s.rare.window.beta.value === null));
  });
