import { answerable, headEdits, removal, type TextEdit } from './fixes';
import type { GameNode, GameTree } from '../../model/model';
import { isBlank } from '../../language/literals';
import { scanNumber, scannedNumber } from '../../language/lexer';
import { NONE } from '../../language/syntax';
import { readExpression } from '../../symbolic/answer-text';

/** A student's answer at a node as typed: the value and, for a windowed algorithm, the bounds ('' leaves a part blank). */
export interface TypedAnswer {
  readonly value: string;
  readonly alpha: string | null;
  readonly beta: string | null;
}

/** The part of a typed answer a refusal is about, so that the diagram's form can mark that field. */
export type AnswerField = 'value' | 'alpha' | 'beta';

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
  if (!answerable(node)) return { ok: false, message: 'Only an inner node written with its children takes an answer: a leaf is given.' };
  if (tree.unknown) return unknownValueEdits(tree, node, text, typed.value);
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
  if (mark === 0) return { ok: true, edits: [removal(written, text)] };
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
