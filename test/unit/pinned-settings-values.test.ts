import { strict as assert } from 'node:assert';
import { DiagnosticSink } from '../../src/core/language/diagnostics';
import { parse } from '../../src/core/language/parser';
import { ALGORITHM_NAMES } from '../../src/core/model/algorithm-names';
import type { Num } from '../../src/core/model/num';
import { readSettings } from '../../src/core/model/settings';

/*
 * The settings reader (model/settings.ts) value by value, for what mutation testing found no test
 * holding (issue 33): every value docs/language.md (Settings) allows is stored as written, every
 * other one is one error, `Bad value for 'key': …`, exactly worded and placed on the values.
 */

const num = (n: Num): string => (typeof n === 'number' ? String(n) : `${n.num}/${n.den}`);

/** What readSettings makes of the settings lines above a one-leaf tree: the values stored, then each diagnostic. */
function read(settings: string): string[] {
  const sink = new DiagnosticSink();
  const syntax = parse(`${settings}\nA [ 1 2 ]`, sink);
  assert.equal(sink.items.length, 0, 'the text parses');
  const out = readSettings(syntax.trees[0].settings, sink);
  const stored = Object.entries(out).map(([key, v]) => {
    if (key === 'window') return `window=[${(v as Num[]).map(num).join(', ')}]`;
    if (['nullwindow', 'guess', 'delta'].includes(key)) return `${key}=${num(v as Num)}`;
    if (key === 'root' || key === 'prefer') {
      const named = v as { text: string; span: { start: number; end: number } };
      return `${key}=${named.text}@${named.span.start}-${named.span.end}`;
    }
    return `${key}=${Array.isArray(v) ? v.join('|') : String(v)}`;
  });
  const said = sink.items.map((d) => {
    const fix = d.suggestion ? ` (fix: ${d.suggestion.text})` : '';
    return `${d.code} ${d.span.start}-${d.span.end}: ${d.message}${fix}`;
  });
  return [...stored, ...said];
}

/** The error of one bad value, on `start`-`end`. */
const bad = (key: string, start: number, end: number, what: string): string => `bad-setting ${start}-${end}: Bad value for '${key}': ${what}.`;

describe('pinned: the settings reader, value by value', () => {
  it('stores every algorithm by name', () => {
    for (const name of ALGORITHM_NAMES) assert.deepEqual(read(`algorithm: ${name}`), [`algorithm=${name}`]);
    const what = `expected one of ${ALGORITHM_NAMES.join(', ')}`;
    // 'algorithm: ' is 11 characters.
    assert.deepEqual(read('algorithm: minimax alphabeta'), [bad('algorithm', 11, 28, what)]);
    assert.deepEqual(read('algorithm: 3'), [bad('algorithm', 11, 12, what)]);
  });

  it('stores the root as a name, max or min, a string without its quotes', () => {
    // 'root: ' is 6 characters.
    assert.deepEqual(read('root: max'), ['root=max@6-9']);
    assert.deepEqual(read('root: min'), ['root=min@6-9']);
    assert.deepEqual(read('root: Abu'), ['root=Abu@6-9']);
    assert.deepEqual(read('root: "P 1"'), ['root=P 1@6-11']);
    const what = "expected 'max', 'min' or a player name from 'players:'";
    assert.deepEqual(read('root: chance'), [bad('root', 6, 12, what)]);
    assert.deepEqual(read('root: 3'), [bad('root', 6, 7, what)]);
    assert.deepEqual(read('root: A B'), [bad('root', 6, 9, what)]);
  });

  it('stores two or more players in turn order, each named once', () => {
    assert.deepEqual(read('players: A B C'), ['players=A|B|C']);
    assert.deepEqual(read('players: max "B 2" min'), ['players=max|B 2|min']);
    // 'players: ' is 9 characters.
    assert.deepEqual(read('players: A B A'), [bad('players', 9, 14, "player 'A' is named twice")]);
    assert.deepEqual(read('players: A B B'), [bad('players', 9, 14, "player 'B' is named twice")]);
    assert.deepEqual(read('players: A chance'), [bad('players', 9, 17, 'expected two or more player names, in turn order')]);
  });

  it('stores a depth of 1 or more', () => {
    assert.deepEqual(read('depth: 1'), ['depth=1']);
    assert.deepEqual(read('depth: 12'), ['depth=12']);
    const what = 'expected a whole number of at least 1';
    assert.deepEqual(read('depth: -1'), [bad('depth', 7, 9, what)]);
    assert.deepEqual(read('depth: 2 3'), [bad('depth', 7, 10, what)]);
  });

  it('stores each word of fail, order, ties and prune, and nothing else', () => {
    for (const v of ['soft', 'hard']) assert.deepEqual(read(`fail: ${v}`), [`fail=${v}`]);
    for (const v of ['written', 'best-first', 'worst-first']) assert.deepEqual(read(`order: ${v}`), [`order=${v}`]);
    for (const v of ['first', 'last']) assert.deepEqual(read(`ties: ${v}`), [`ties=${v}`]);
    for (const v of ['on-equal', 'strict']) assert.deepEqual(read(`prune: ${v}`), [`prune=${v}`]);
    // Two words are one bad value over both, with no guess at what was meant.
    assert.deepEqual(read('fail: soft hard'), [bad('fail', 6, 15, "expected 'soft' or 'hard'")]);
    assert.deepEqual(read('order: written best-first'), [bad('order', 7, 25, "expected 'written', 'best-first' or 'worst-first'")]);
    assert.deepEqual(read('ties: first last'), [bad('ties', 6, 16, "expected 'first' or 'last'")]);
    assert.deepEqual(read('prune: strict strict'), [bad('prune', 7, 20, "expected 'on-equal' (cut as soon as α ≥ β) or 'strict' (cut only when α > β)")]);
  });

  it('suggests the word meant for one misspelt value, saying what was expected', () => {
    assert.deepEqual(read('fail: sofft'), ["bad-setting 6-11: Bad value for 'fail': did you mean 'soft'? (expected 'soft' or 'hard') (fix: soft)"]);
    assert.deepEqual(read('prune: strikt'), [
      "bad-setting 7-13: Bad value for 'prune': did you mean 'strict'? (expected 'on-equal' (cut as soon as α ≥ β) or 'strict' (cut only when α > β)) (fix: strict)",
    ]);
    assert.deepEqual(read('order: writen'), [
      "bad-setting 7-13: Bad value for 'order': did you mean 'written'? (expected 'written', 'best-first' or 'worst-first') (fix: written)",
    ]);
    assert.deepEqual(read('ties: lastt'), ["bad-setting 6-11: Bad value for 'ties': did you mean 'last'? (expected 'first' or 'last') (fix: last)"]);
    assert.deepEqual(read('algorithm: minmax'), [
      `bad-setting 11-17: Bad value for 'algorithm': did you mean 'minimax'? (expected one of ${ALGORITHM_NAMES.join(', ')}) (fix: minimax)`,
    ]);
    // Keys whose values are no words to choose from get no guess.
    assert.deepEqual(read('root: maxx'), ['root=maxx@6-10']);
    assert.deepEqual(read('depth: one'), [bad('depth', 7, 10, 'expected a whole number of at least 1')]);
  });

  it('stores a window of two bounds, infinities and fractions among them, the lower below the upper', () => {
    assert.deepEqual(read('window: [-inf, 3]'), ['window=[-Infinity, 3]']);
    assert.deepEqual(read('window: [1/2, +inf]'), ['window=[1/2, Infinity]', 'fractions=true']);
    assert.deepEqual(read('window: [\u2212inf, inf]'), ['window=[-Infinity, Infinity]']);
    assert.deepEqual(read('window: [-1.5, 0]'), ['window=[-3/2, 0]']);
    // 'window: ' is 8 characters.
    const empty = (w: string): string => `the window [${w}] is empty: the lower bound must be below the upper`;
    assert.deepEqual(read('window: [2, 2]'), [bad('window', 8, 14, empty('2, 2'))]);
    assert.deepEqual(read('window: [3 1]'), [bad('window', 8, 13, empty('3, 1'))]);
    assert.deepEqual(read('window: [-inf, -inf]'), [bad('window', 8, 20, empty('-inf, -inf'))]);
    assert.deepEqual(read('window: [+inf, inf]'), [bad('window', 8, 19, empty('+inf, inf'))]);
    const shape = "expected '[a, b]' with numbers or -inf/+inf";
    assert.deepEqual(read('window: [1, 2, 3]'), [bad('window', 8, 17, shape)]);
    assert.deepEqual(read('window: [1 2'), [bad('window', 8, 12, shape)]);
    assert.deepEqual(read('window: [1/0, 2]'), [bad('window', 8, 16, shape)]);
    // Two bounds need both brackets: not one of them, nor a bracket in place of the other.
    assert.deepEqual(read('window: 1, 2, 3]'), [bad('window', 8, 16, shape)]);
    assert.deepEqual(read('window: [1, 2, 3'), [bad('window', 8, 16, shape)]);
    // A quoted "inf" is a string, not an infinity.
    assert.deepEqual(read('window: [-inf, "inf"]'), [bad('window', 8, 21, shape)]);
    // No value at all: the error is on the key.
    assert.deepEqual(read('window:'), [`bad-setting 0-6: Bad value for 'window': ${shape}.`]);
  });

  it('stores a null window and a delta above 0, and any guess', () => {
    assert.deepEqual(read('nullwindow: 1/2'), ['nullwindow=1/2', 'fractions=true']);
    assert.deepEqual(read('delta: 0.25'), ['delta=1/4']);
    assert.deepEqual(read('delta: 3'), ['delta=3']);
    assert.deepEqual(read('guess: -2'), ['guess=-2']);
    assert.deepEqual(read('guess: 0'), ['guess=0']);
    assert.deepEqual(read('guess: 7/2'), ['guess=7/2', 'fractions=true']);
    const above = 'expected a number greater than 0';
    // 'nullwindow: ' is 12 characters, 'delta: ' 7, 'guess: ' 7.
    assert.deepEqual(read('nullwindow: -1/2'), [bad('nullwindow', 12, 16, above)]);
    assert.deepEqual(read('delta: 0'), [bad('delta', 7, 8, above)]);
    assert.deepEqual(read('delta: x'), [bad('delta', 7, 8, above)]);
    assert.deepEqual(read('guess: 1 2'), [bad('guess', 7, 10, 'expected a number')]);
    assert.deepEqual(read('guess: 1/0'), [bad('guess', 7, 10, 'expected a number')]);
    // A setting refused writes no fraction.
    assert.deepEqual(read('delta: -1/2'), [bad('delta', 7, 11, above)]);
  });

  it('stores the move to prefer: a name, a string, a number or a keyword', () => {
    // 'prefer: ' is 8 characters.
    assert.deepEqual(read('prefer: a'), ['prefer=a@8-9']);
    assert.deepEqual(read('prefer: "left move"'), ['prefer=left move@8-19']);
    assert.deepEqual(read('prefer: 3'), ['prefer=3@8-9']);
    assert.deepEqual(read('prefer: max'), ['prefer=max@8-11']);
    assert.deepEqual(read('prefer: 1/2'), [bad('prefer', 8, 11, 'expected the name of a move')]);
    assert.deepEqual(read('prefer: a b'), [bad('prefer', 8, 11, 'expected the name of a move')]);
  });

  it('refuses an unknown key, suggesting the nearest one or listing them all', () => {
    assert.deepEqual(read('dept: 3'), ["unknown-setting 0-4: Unknown setting 'dept': did you mean 'depth'? (fix: depth)"]);
    assert.deepEqual(read('colour: red'), [
      "unknown-setting 0-6: Unknown setting 'colour': expected one of algorithm, root, players, depth, fail, window, nullwindow, guess, delta, order, prefer, ties, prune, variant, bounds, unknowns, reorder, ask.",
    ]);
  });

  it('keeps the first of a key given twice, and reads the keys after it', () => {
    const text = 'depth: 2\nguess: 1\ndepth: 3\nties: last';
    assert.deepEqual(read(text), ['depth=2', 'guess=1', 'ties=last', "duplicate-setting 18-23: Setting 'depth' is given twice in this tree: keep one."]);
    // A refused first value still counts as given.
    assert.deepEqual(read('depth: 0\ndepth: 3'), [
      bad('depth', 7, 8, 'expected a whole number of at least 1'),
      "duplicate-setting 9-14: Setting 'depth' is given twice in this tree: keep one.",
    ]);
  });
});
