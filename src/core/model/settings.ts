import { ALGORITHM_NAMES, isAlgorithmName, type AlgorithmName } from './algorithm-names';
import type { DiagnosticSink } from '../language/diagnostics';
import { INFINITY_WORD, reportInfinitySpelling, T } from '../language/lexer';
import type { Ask, Fail, Order, Prune, Reorder } from './model';
import { numberLiteral } from '../language/literals';
import { cmp, isWhole, numOf, toNumber, type Num } from './num';
import type { SettingSyntax, SettingValue } from '../language/syntax';
import { nearestWord } from '../text/nearest';
import { SETTING_KEYS } from '../language/setting-keys';
import type { Span } from '../text/text';

/** Settings as written, before the tree's shape decides the defaults. */
export interface WrittenSettings {
  algorithm?: AlgorithmName;
  root?: { text: string; span: Span };
  players?: string[];
  depth?: number;
  fail?: Fail;
  window?: [Num, Num];
  nullwindow?: Num;
  guess?: Num;
  delta?: Num;
  order?: Order;
  prefer?: { text: string; span: Span };
  ties?: 'first' | 'last';
  prune?: Prune;
  /** Which variant of an exercise the tree is (gtree new random --variants, gtree blank): a name for grading, never read by a search. */
  variant?: string;
  bounds?: [Num, Num];
  /** The tree's unknown leaf value (`unknowns: x in [-10, 10]`). */
  unknown?: UnknownRange;
  reorder?: Reorder;
  ask?: Ask;
  /** Some number is written as a fraction (the tree then prints non-whole values as fractions). */
  fractions?: boolean;
}

export { SETTING_KEYS };

/** An unknown a tree's leaves may be written as, and the closed range of exact numbers it ranges over. */
export interface UnknownRange {
  readonly name: string;
  readonly low: Num;
  readonly high: Num;
  /** Where the name is declared. */
  readonly span: Span;
}

type Key = (typeof SETTING_KEYS)[number];

/** The words a setting takes, for a "did you mean" on a misspelt one (`alpha-beta`, `Hard`). */
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  algorithm: ALGORITHM_NAMES,
  fail: ['soft', 'hard'],
  order: ['written', 'best-first', 'worst-first'],
  ties: ['first', 'last'],
  prune: ['on-equal', 'strict'],
  reorder: ['best-first', 'none'],
  ask: ['best-order'],
};

const NAME_TOKENS = new Set<number>([T.Name, T.String, T.KwMax, T.KwMin]);

/** Reads the settings lines of one tree; each bad line gets one diagnostic and is ignored. */
export function readSettings(lines: readonly SettingSyntax[], sink: DiagnosticSink): WrittenSettings {
  const out: WrittenSettings = {};
  const seen = new Map<string, SettingSyntax>();
  for (const line of lines) {
    const key = line.key.text;
    if (!(SETTING_KEYS as readonly string[]).includes(key)) {
      const meant = nearestWord(key, SETTING_KEYS);
      if (meant) sink.errorSuggesting('unknown-setting', `Unknown setting '${key}': did you mean '${meant}'?`, line.key, meant);
      else sink.error('unknown-setting', `Unknown setting '${key}': expected one of ${SETTING_KEYS.join(', ')}.`, line.key);
      continue;
    }
    const first = seen.get(key);
    if (first) {
      sink.error('duplicate-setting', `Setting '${key}' is given twice in this tree: keep one.`, line.key, [{ message: 'first given here', span: first.key }]);
      continue;
    }
    seen.set(key, line);
    if (key === 'unknowns') {
      readUnknowns(line, out, sink);
      if (out.unknown && line.values.some((v) => v.token === T.Fraction)) out.fractions = true;
      continue;
    }
    if (key === 'window') reportInfinitySpellings(line.values, sink);
    const problem = readOne(key as Key, line, out);
    const meant = problem && line.values.length === 1 && CHOICES[key] ? nearestWord(line.values[0].text, CHOICES[key]) : null;
    if (meant) sink.errorSuggesting('bad-setting', `Bad value for '${key}': did you mean '${meant}'? (${problem})`, line.values[0], meant);
    else if (problem) sink.error('bad-setting', `Bad value for '${key}': ${problem}.`, line.values.length ? spanOf(line.values) : line.key);
    else if (line.values.some((v) => v.token === T.Fraction)) out.fractions = true;
  }
  return out;
}

/** `window: [-infinity, 5]`: each bound spelt as the language does not, with its spelling as the fix (as in a node's window). */
function reportInfinitySpellings(values: readonly SettingValue[], sink: DiagnosticSink): void {
  for (const v of values) if (v.token === T.Inf || v.token === T.Name) reportInfinitySpelling(sink, v.text, v);
}

function spanOf(values: readonly SettingValue[]): Span {
  return { start: values[0].start, end: values[values.length - 1].end };
}

const oneOf = (values: readonly SettingValue[], choices: readonly string[]): string | null =>
  values.length === 1 && choices.includes(values[0].text) ? values[0].text : null;

function single(values: readonly SettingValue[]): SettingValue | null {
  return values.length === 1 ? values[0] : null;
}

/** The exact number a setting writes, or null. */
function numberOf(v: SettingValue | null): Num | null {
  if (!v || (v.token !== T.Number && v.token !== T.Fraction)) return null;
  const n = numOf(numberLiteral(v.text, v.token as T, v.start, v.end));
  return Number.isFinite(toNumber(n)) ? n : null;
}

/** Returns a description of what was expected, or null when the value was stored. */
function readOne(key: Key, line: SettingSyntax, out: WrittenSettings): string | null {
  const values = line.values;
  switch (key) {
    case 'algorithm': {
      const v = single(values);
      if (v && isAlgorithmName(v.text)) {
        out.algorithm = v.text;
        return null;
      }
      return `expected one of ${ALGORITHM_NAMES.join(', ')}`;
    }
    case 'root': {
      const v = single(values);
      if (v && NAME_TOKENS.has(v.token)) {
        out.root = { text: v.text, span: v };
        return null;
      }
      return "expected 'max', 'min' or a player name from 'players:'";
    }
    case 'players': {
      const names = values.map((v) => (NAME_TOKENS.has(v.token) ? v.text : null));
      if (names.length < 2 || names.some((n) => n === null)) return 'expected two or more player names, in turn order';
      const dup = names.find((n, i) => names.indexOf(n) !== i);
      if (dup) return `player '${dup}' is named twice`;
      out.players = names as string[];
      return null;
    }
    case 'depth': {
      const n = numberOf(single(values));
      if (n !== null && isWhole(n) && (n as number) >= 1) {
        out.depth = n as number;
        return null;
      }
      return 'expected a whole number of at least 1';
    }
    case 'fail': {
      const v = oneOf(values, ['soft', 'hard']);
      if (v) out.fail = v as Fail;
      return v ? null : "expected 'soft' or 'hard'";
    }
    case 'order': {
      const v = oneOf(values, ['written', 'best-first', 'worst-first']);
      if (v) out.order = v as Order;
      return v ? null : "expected 'written', 'best-first' or 'worst-first'";
    }
    case 'ties': {
      const v = oneOf(values, ['first', 'last']);
      if (v) out.ties = v as 'first' | 'last';
      return v ? null : "expected 'first' or 'last'";
    }
    case 'prune': {
      const v = oneOf(values, ['on-equal', 'strict']);
      if (v) out.prune = v as Prune;
      return v ? null : "expected 'on-equal' (cut as soon as α ≥ β) or 'strict' (cut only when α > β)";
    }
    case 'reorder': {
      const v = oneOf(values, ['best-first', 'none']);
      if (v) out.reorder = v as Reorder;
      return v ? null : "expected 'best-first' (each iteration re-sorted by the previous one's values) or 'none' (every iteration in the same order)";
    }
    case 'ask': {
      const v = oneOf(values, ['best-order']);
      if (v) out.ask = v as Ask;
      return v ? null : "expected 'best-order' (reorder the children so that alpha-beta evaluates the fewest leaves)";
    }
    case 'window': {
      const inner = values.length >= 2 && values[0].token === T.LBracket && values[values.length - 1].token === T.RBracket ? values.slice(1, -1) : null;
      const bounds = inner?.length === 2 ? inner.map(boundOf) : null;
      if (!bounds || bounds[0] === null || bounds[1] === null) return "expected '[a, b]' with numbers or -inf/+inf";
      if (!(cmp(bounds[0], bounds[1]) < 0))
        return `the window [${values
          .slice(1, -1)
          .map((v) => v.text)
          .join(', ')}] is empty: the lower bound must be below the upper`;
      out.window = [bounds[0], bounds[1]];
      return null;
    }
    case 'bounds': {
      // Star1/Star2 add up L and U for the outcomes not yet seen: they must be finite.
      const inner = values.length >= 2 && values[0].token === T.LBracket && values[values.length - 1].token === T.RBracket ? values.slice(1, -1) : null;
      const bounds = inner?.length === 2 ? inner.map((v) => numberOf(v)) : null;
      if (!bounds || bounds[0] === null || bounds[1] === null) return "expected '[L, U]' with two numbers, the least and the greatest a leaf can be";
      if (!(cmp(bounds[0], bounds[1]) < 0)) return `the bounds [${inner!.map((v) => v.text).join(', ')}] are empty: L must be below U`;
      out.bounds = [bounds[0], bounds[1]];
      return null;
    }
    case 'nullwindow':
    case 'delta': {
      const n = numberOf(single(values));
      if (n !== null && cmp(n, 0) > 0) {
        out[key] = n;
        return null;
      }
      return 'expected a number greater than 0';
    }
    case 'guess': {
      const n = numberOf(single(values));
      if (n !== null) {
        out.guess = n;
        return null;
      }
      return 'expected a number';
    }
    case 'variant': {
      const v = single(values);
      if (v && (NAME_TOKENS.has(v.token) || v.token === T.Number)) {
        out.variant = v.text;
        return null;
      }
      return 'expected one name or number, as in variant: vezba-3';
    }
    case 'unknowns':
      return null; // read by readUnknowns, which points at the part that is wrong
    case 'prefer': {
      const v = single(values);
      if (v && (NAME_TOKENS.has(v.token) || v.token === T.Number)) {
        out.prefer = { text: v.text, span: v };
        return null;
      }
      return 'expected the name of a move';
    }
  }
}

function boundOf(v: SettingValue): Num | null {
  // An infinity spelt another way (`-infinity`, `Inf`) is read as meant: reportInfinitySpellings says so.
  if (v.token === T.Inf) return v.text.startsWith('-') ? -Infinity : Infinity;
  if (v.token === T.Name && INFINITY_WORD.test(v.text)) return Infinity;
  return numberOf(v);
}

const UNKNOWN_FORM = "expected 'NAME in [low, high]' with numbers low < high, as in 'unknowns: x in [-10, 10]'";

/**
 * `unknowns: x in [-10, 10]`: one name and its closed range. A second declaration on the line is
 * `one-unknown` (gtree solves one unknown per tree), pointed at; the first is still read.
 */
function readUnknowns(line: SettingSyntax, out: WrittenSettings, sink: DiagnosticSink): void {
  const values = line.values;
  const first = unknownAt(values, 0);
  if (typeof first === 'string') {
    sink.error('bad-setting', `Bad value for 'unknowns': ${first}.`, values.length ? spanOf(values) : line.key);
    return;
  }
  out.unknown = first.range;
  if (first.next < values.length) {
    const rest = values.slice(first.next);
    const second = unknownAt(values, first.next);
    const name = typeof second === 'string' ? null : `'${second.range.name}'`;
    sink.error(
      'one-unknown',
      `gtree solves one unknown per tree: ${name ?? 'this'} is a second one. Keep '${first.range.name}', and write the other's leaves as numbers (or make a tree for each value).`,
      spanOf(rest),
    );
  }
}

function unknownAt(values: readonly SettingValue[], from: number): { range: UnknownRange; next: number } | string {
  const [name, word, open, lowText, highText, close] = values.slice(from, from + 6);
  if (!name || name.token !== T.Name || !word || word.text !== 'in' || open?.token !== T.LBracket || close?.token !== T.RBracket) return UNKNOWN_FORM;
  const low = numberOf(lowText);
  const high = numberOf(highText);
  if (low === null || high === null) return UNKNOWN_FORM;
  if (!(cmp(low, high) < 0)) return `the range [${lowText.text}, ${highText.text}] of '${name.text}' is empty or one point: the low end must be below the high`;
  if (name.text === 'inf') return "'inf' cannot name an unknown: pick another name, such as 'x'";
  return { range: { name: name.text, low, high, span: name }, next: from + 6 };
}
