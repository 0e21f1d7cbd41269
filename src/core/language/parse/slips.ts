import { infinitySpelling, T } from '../lexer';
import { SETTING_KEYS } from '../setting-keys';
import { nearestWord } from '../../text/nearest';
import type { TokenCursor } from './cursor';

/*
 * Typical slips, each reported once with the text that was meant (a quick fix puts it in place)
 * and then read as that text, so that one slip is one diagnostic rather than a cascade: a
 * keyword in capitals (`MAX A [`, `Tree t {`), a misspelt one where only a keyword fits
 * (`mx A [`, `tre t {`), a setting written `key = value`, a window in parentheses `(3, 5)`, a
 * node's value written like a setting (`B: 3`).
 */

const KINDS: ReadonlyMap<string, T> = new Map([
  ['max', T.KwMax],
  ['min', T.KwMin],
  ['chance', T.KwChance],
]);

const isLabel = (k: T): boolean => k === T.Name || k === T.String;

/**
 * At the start of a tree or a node: a name that stands where `tree` does (before a tree's `{`,
 * or its name and `{`) or, when `kinds`, where a node's kind does (written in capitals, or
 * misspelt before the label: two words in a row never make a node). Reported and retagged as the keyword.
 */
export function readKeywordSlip(c: TokenCursor, kinds: boolean): void {
  if (c.kind() !== T.Name) return;
  const next = c.kind(1);
  if (next === T.LBrace || (isLabel(next) && c.kind(2) === T.LBrace)) {
    const word = c.source();
    // nearestWord takes `Tree` and `TREE` as `tree`, and a typo (`tre`) as well.
    if (nearestWord(word, ['tree'], 1) === 'tree') slip(c, word, 'tree', T.KwTree);
    return;
  }
  if (!kinds) return;
  // Most nodes are labelled: only a word as long as a kind, or one before another word, is read as text.
  const length = c.end() - c.start();
  const twoWords = isLabel(next) && !c.newlineBefore(c.pos + 1);
  if (length !== 3 && length !== 6 && !twoWords) return;
  const word = c.source();
  const lower = word.toLowerCase();
  const kind = KINDS.get(lower);
  if (kind !== undefined && twoWords) return slip(c, word, lower, kind);
  // `MIN [ 3 4 ]` is also a node labelled MIN: read it so, and say what it may have meant.
  // (`CHANCE [` is found by the validator when its edges are probabilities.)
  if (kind !== undefined && kind !== T.KwChance) {
    const message = `'${word}' is read as the node's label; a node's kind is written in lower case: did you mean '${lower}'?`;
    return c.sink.warningSuggesting('keyword-case', message, c.span(), lower);
  }
  const meant = twoWords ? nearestWord(word, [...KINDS.keys()], 1) : null;
  if (meant) slip(c, word, meant, KINDS.get(meant)!);
}

function slip(c: TokenCursor, word: string, keyword: string, kind: T): void {
  if (word.toLowerCase() === keyword) c.sink.errorSuggesting('keyword-case', `Keywords are lower case: did you mean '${keyword}'?`, c.span(), keyword);
  else {
    const what = kind === T.KwTree ? 'a keyword' : 'a kind of node (max, min, chance, @Player)';
    c.sink.errorSuggesting('unknown-keyword', `'${word}' is not ${what}: did you mean '${keyword}'?`, c.span(), keyword);
  }
  c.retag(kind);
}

const isNumber = (k: T): boolean => k === T.Number || k === T.Fraction;
/** A setting's word value (`alphabeta`, `hard`, a player's name), which no node's `=` is followed by. */
const isWord = (k: T): boolean => k === T.Name || k === T.String || k === T.KwMax || k === T.KwMin || k === T.KwChance;

/**
 * `key = value` at the top of a tree: a setting written with `=`. Always when a word follows `=`
 * (`algorithm = alphabeta`: a node's value is a number, a tuple or `?`); for
 * a number (`depth = 3`), when the key is a setting's and the tree's root follows on the next line.
 */
export function isSettingWithEquals(c: TokenCursor): boolean {
  if (c.kind() !== T.Name || c.kind(1) !== T.Eq) return false;
  const value = c.kind(2);
  const at = (ahead: number): number => c.pos + ahead;
  // `A = inf [ … ]` is a node with an infinite value (an error of its own), not a setting.
  if (isWord(value)) return !c.newlineBefore(at(2)) && !/^inf(inity)?$/i.test(c.source(at(2))) && !opensNode(c.kind(3), c.newlineBefore(at(3)));
  if (!isNumber(value)) return false;
  const next = c.kind(3);
  return (SETTING_KEYS as readonly string[]).includes(c.source()) && c.newlineBefore(at(3)) && next !== T.Eof && next !== T.RBrace && next !== T.KwTree;
}

/** Reports the `=` of a setting written `key = value` (the cursor on it), with `:` as the fix. */
export function reportSettingEquals(c: TokenCursor, key: { readonly start: number; readonly end: number }): void {
  const eq = c.span();
  const lineEnd = c.text.indexOf('\n', eq.end);
  const value = c.text
    .slice(eq.end, lineEnd < 0 ? c.text.length : lineEnd)
    .replace(/#.*/, '')
    .trim();
  const meant = `${c.text.slice(key.start, key.end)}: ${value}`;
  c.sink.errorSuggesting('setting-equals', `Settings are written 'key: value': did you mean '${meant}'?`, eq, ':', { start: key.end, end: eq.end });
}

/** A node's children or window on the same line: what follows a node's value, never a setting's. */
const opensNode = (k: T, onNewLine: boolean): boolean => !onNewLine && (k === T.LBracket || k === T.Lt);

const isBound = (k: T): boolean => isNumber(k) || k === T.Inf || k === T.Question;

/**
 * `(α, β)` where a node's window goes, as a window is written on paper: two bounds in
 * parentheses, before the node's children or with an infinity (a tuple holds no infinity, and
 * never follows a label). The cursor on the `(`.
 */
export function isWindowInParentheses(c: TokenCursor): boolean {
  if (c.kind() !== T.LParen || !isBound(c.kind(1)) || !isBound(c.kind(2)) || c.kind(3) !== T.RParen) return false;
  return c.kind(4) === T.LBracket || c.kind(1) === T.Inf || c.kind(2) === T.Inf;
}

/** Reports the window in parentheses (the cursor on its `(`), with `<α, β>` as the fix. */
export function reportWindowInParentheses(c: TokenCursor): void {
  const start = c.start();
  const end = c.end(c.pos + 3);
  // An infinity spelt another way (`-infinity`) is put right in the same fix, rather than reported again.
  const bound = (at: number): string => infinitySpelling(c.source(at)) ?? c.source(at);
  const window = `<${bound(c.pos + 1)}${c.text.slice(c.end(c.pos + 1), c.start(c.pos + 2))}${bound(c.pos + 2)}>`;
  c.sink.errorSuggesting('window-parens', `A window is written '<α, β>', not in parentheses: did you mean '${window}'?`, { start, end }, window);
}

/**
 * `B: 3` inside a tree: a node's value written as a setting is (a setting's own key keeps the
 * setting's message: settings go at the top). The cursor on the `:`, after a label.
 */
export function isValueWithColon(c: TokenCursor): boolean {
  if (c.kind() !== T.Colon || c.newlineBefore(c.pos + 1)) return false;
  const value = c.kind(1);
  if (!isNumber(value) && value !== T.LParen && value !== T.Question) return false;
  const label = c.kind(-1);
  return isLabel(label) && !(SETTING_KEYS as readonly string[]).includes(c.source(c.pos - 1));
}

/** Reports the `:` of `B: 3` (the cursor on it), with `=` as the fix, and reads it as `=`. */
export function readValueWithColon(c: TokenCursor): void {
  const meant = `${c.source(c.pos - 1)} = ${c.kind(1) === T.LParen ? '(…)' : c.source(c.pos + 1)}`;
  c.sink.errorSuggesting('value-colon', `A node's value is written with '=': did you mean '${meant}'?`, c.span(), ' =');
  c.retag(T.Eq);
}
