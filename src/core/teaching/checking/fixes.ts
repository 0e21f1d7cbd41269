import { matches } from './verdicts';
import { formatNum, type Num, type NumberStyle } from '../../model/num';
import type { GameNode, GameTree } from '../../model/model';
import { nodeFacts } from '../../search/records';
import type { Value } from '../../search/recorder';
import type { Trace } from '../../search/trace';
import { NONE } from '../../language/syntax';
import { isBlank } from '../../language/literals';
import { ALGORITHMS } from '../../search/catalog';

/** A change to the document: replace [start, end) with `text`. Edits of one fix never overlap. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const CUT_TEXT = { alphabeta: '/', scout: '//' } as const;

/**
 * A number as an answer the checker will accept: whole numbers as they are, other values
 * exactly, in the tree's style (`1/3`, never 0.333333, which would be wrong; `2.5` in a tree of decimals).
 */
export const answerNumber = (v: Num, style: NumberStyle = 'fraction'): string => formatNum(v, style);

const answerValue = (v: Value, style: NumberStyle): string =>
  Array.isArray(v) ? `(${(v as readonly Num[]).map((x) => answerNumber(x, style)).join(', ')})` : answerNumber(v as Num, style);

/** Nodes that can hold a value or window answer: written inner nodes, not references. */
export const answerable = (node: GameNode): boolean => node.syntax.open !== NONE && node.syntax.rare.ref === null;

/**
 * Where a missing part goes, in the grammar's order (kind, label, &k, =v, <α, β>, ~h, children):
 * before the first of the later parts the node has. An estimate's literal starts after its `~`,
 * so the `~` is looked for in the text between the parts before it and the literal.
 */
export function insertionPoint(node: GameNode, text: string, beforeWindow: boolean): number {
  const s = node.syntax;
  if (beforeWindow && s.rare.window) return s.rare.window.start;
  if (s.estimate) {
    const before = s.rare.window ?? s.value ?? s.rare.anchor ?? s.label ?? s.rare.kind ?? s.edge ?? s.rare.cut;
    const tilde = tildeBetween(text, before ? before.end : s.start, s.estimate.start);
    if (tilde >= 0) return tilde;
  }
  return s.openBracket!.start;
}

/** The offset of the first `~` outside a comment in [from, to), or −1. */
function tildeBetween(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === '~') return i;
    if (c === '#') while (i < to && text[i] !== '\n' && text[i] !== '\r') i++;
  }
  return -1;
}

/** Writes the node's value as the run computes it (`=v`), replacing a blank or a wrong answer. Null: nothing to write. */
export function valueEdit(trace: Trace, node: GameNode, text: string): TextEdit | null {
  if (!answerable(node)) return null;
  const facts = nodeFacts(trace, node);
  if (facts.value === undefined) return null;
  const v = facts.value;
  if (typeof v === 'number' && !Number.isFinite(v)) return null; // infinities cannot be written as values
  return headEdits(node, text, answerValue(v, trace.tree.numberStyle), null)[0];
}

/** Writes the window of the node's last call (`<α, β>`). Null for an algorithm without windows or an unvisited node. */
export function windowEdit(trace: Trace, node: GameNode, text: string): TextEdit | null {
  if (!answerable(node)) return null;
  const facts = nodeFacts(trace, node);
  if (facts.alpha === undefined) return null;
  const window = `<${answerNumber(facts.alpha, trace.tree.numberStyle)}, ${answerNumber(facts.beta!, trace.tree.numberStyle)}>`;
  return headEdits(node, text, null, window)[0];
}

/**
 * The edits that write an answer into an inner node's head, as the language writes answers:
 * `value` (the text after `=`) replacing the value written there or inserted after the label,
 * `window` (`<α, β>`) replacing the window or inserted after the value; null leaves a part as
 * it is. Both parts new and going to the same place are one insertion, in the grammar's order.
 */
export function headEdits(node: GameNode, text: string, value: string | null, window: string | null): TextEdit[] {
  const s = node.syntax;
  const edits: TextEdit[] = [];
  const valueAt = value !== null && !s.value ? insertionPoint(node, text, true) : null;
  const windowAt = window !== null && !s.rare.window ? insertionPoint(node, text, false) : null;
  // A blank's span holds its '=', a number's does not.
  if (value !== null && s.value) edits.push({ start: s.value.start, end: s.value.end, text: isBlank(s.value) ? `=${value}` : value });
  if (window !== null && s.rare.window) edits.push({ start: s.rare.window.start, end: s.rare.window.end, text: window });
  if (valueAt !== null && valueAt === windowAt) edits.push({ start: valueAt, end: valueAt, text: `=${value} ${window} ` });
  else {
    if (valueAt !== null) edits.push({ start: valueAt, end: valueAt, text: `=${value} ` });
    if (windowAt !== null) edits.push({ start: windowAt, end: windowAt, text: `${window} ` });
  }
  return edits;
}

/** Puts the right cut mark on the node's edge: adds a missing one, swaps a wrong kind, removes one on an edge that is not pruned. */
export function cutEdit(trace: Trace, node: GameNode, text: string): TextEdit | null {
  const actual = nodeFacts(trace, node).cut ?? null;
  const written = node.syntax.rare.cut;
  if ((written?.mark ?? null) === actual) return null;
  if (!written) return { start: node.syntax.start, end: node.syntax.start, text: CUT_TEXT[actual!] };
  if (actual) return { start: written.start, end: written.end, text: CUT_TEXT[actual] };
  return removal(written, text);
}

/** Every value that is blank, missing or wrong, filled in. */
export function fillValues(trace: Trace, text: string): TextEdit[] {
  return collect(trace.tree, (node) => {
    const written = node.syntax.value;
    const value = nodeFacts(trace, node).value;
    if (written && !isBlank(written) && value !== undefined && matches(written, value)) return null;
    return valueEdit(trace, node, text);
  });
}

export function fillWindows(trace: Trace, text: string): TextEdit[] {
  return collect(trace.tree, (node) => windowEdit(trace, node, text));
}

export function markCuts(trace: Trace, text: string): TextEdit[] {
  return collect(trace.tree, (node) => cutEdit(trace, node, text));
}

/**
 * The exercise as a student gets it, whatever answers the tree holds: every written inner node
 * `=?`, and `<?, ?>` where the tree's algorithm passes windows, the nodes of pruned subtrees and
 * of subtrees below a depth limit too (a sheet that left them bare would show what is never
 * searched); no cut marks. Leaves, moves, probabilities, estimates and settings stay as given.
 */
export function blankSheet(tree: GameTree, text: string): TextEdit[] {
  // Windows change with an unknown's value, so a tree with one asks none.
  const windowed = ALGORITHMS[tree.settings.algorithm].windowed && !tree.unknown;
  const edits: TextEdit[] = [];
  for (const node of tree.allNodes()) {
    const s = node.syntax;
    // A cut condition `/{x <= 3}` goes with its mark.
    if (s.rare.cut)
      edits.push(removal(s.rare.cut.condition ? { start: s.rare.cut.start, end: text.indexOf('}', s.rare.cut.condition.end) + 1 } : s.rare.cut, text));
    if (s.rare.ref !== null) continue;
    if (!answerable(node)) {
      // A leaf's payoff is given; a window written on it is an answer all the same.
      if (s.rare.window) edits.push(windowed ? { start: s.rare.window.start, end: s.rare.window.end, text: BLANK_WINDOW_TEXT } : removal(s.rare.window, text));
      continue;
    }
    edits.push(...blankAnswers(node, text, windowed));
  }
  return edits;
}

const BLANK_WINDOW_TEXT = '<?, ?>';

/**
 * An inner node's value and window made blank, or written blank where missing; a window where
 * none is passed goes. A missing `=?` is written in the window's place, in one edit with it.
 */
function blankAnswers(node: GameNode, text: string, windowed: boolean): TextEdit[] {
  const { value } = node.syntax;
  const { window, formula } = node.syntax.rare;
  const edits: TextEdit[] = [];
  if (value && !isBlank(value)) edits.push({ start: value.start, end: value.end, text: '?' });
  // `={max(3, x)}` becomes `=?`: its braces are the value.
  if (formula) edits.push({ start: text.lastIndexOf('{', formula.start), end: text.indexOf('}', formula.end) + 1, text: '?' });
  const parts = [value || formula ? '' : '=?', windowed ? BLANK_WINDOW_TEXT : ''].filter(Boolean).join(' ');
  if (window) {
    if (parts === '') edits.push(removal(window, text));
    else if (text.slice(window.start, window.end) !== parts) edits.push({ start: window.start, end: window.end, text: parts });
  } else if (parts !== '') {
    const at = insertionPoint(node, text, false);
    edits.push({ start: at, end: at, text: `${parts} ` });
  }
  return edits;
}

/** Applies non-overlapping edits to a text (for the CLI and tests; the editor applies them itself). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  // Applied from the end; insertions at one place keep their given order, as the editor's do
  // (a value's `=v ` and a window's `<α, β> ` both written before a bare node's `[`).
  const order = new Map(edits.map((e, i) => [e, i]));
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end || order.get(b)! - order.get(a)!);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

function collect(tree: GameTree, edit: (node: GameNode) => TextEdit | null): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const node of tree.allNodes()) {
    const e = edit(node);
    if (e) edits.push(e);
  }
  return edits;
}

/** Deletes a mark and one space after it, so `/ 4` becomes `4`, not ` 4`. */
export function removal(span: { start: number; end: number }, text: string): TextEdit {
  const end = text[span.end] === ' ' ? span.end + 1 : span.end;
  return { start: span.start, end, text: '' };
}
