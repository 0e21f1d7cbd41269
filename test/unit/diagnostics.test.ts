import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { MemoryOutput } from '../../src/cli/output';
import { checkText, DiagnosticSink, type DiagnosticCode } from '../../src/core';
import type { SyntaxNode } from '../../src/core/language/syntax';
import { diagnostics, expectClean, expectNone, expectOne, lines, summary, withCode } from './helpers';

const spanOf = (s: { start: number; end: number } | undefined): { start: number; end: number } | undefined => s && { start: s.start, end: s.end };

/*
 * Every diagnostic code that parsing and validation can produce: where it points (1-based
 * line:col ranges, as `gtree check` prints them), that its message says what was expected,
 * and that a near-identical valid input does not produce it.
 */

describe('diagnostics: lexical', () => {
  it('invalid-character: a run of unknown characters, reported once', () => {
    expectOne('A [ 1 $$ 2 ]', 'invalid-character', '1:7-1:9', '"$$"', 'expected a node');
    expectOne('A [\n  1 ; 2\n]', 'invalid-character', '2:5-2:6', '";"');
    expectNone('A [ 1 "$$" = 2 ]');
  });

  it('unterminated-string: from the quote to the end of the line', () => {
    const text = lines('A [', '  "abc = 3', '  B = 1', ']');
    expectOne(text, 'unterminated-string', '2:3-2:11', "closing '\"'");
    // The next line is read normally: only the unterminated label lacks a value.
    assert.deepEqual(
      withCode(text, 'leaf-without-value').map((d) => d.range),
      ['2:3-2:11'],
    );
    expectNone(lines('A [', '  "abc" = 3', '  B = 1', ']'));
  });

  it('bad-number: a number glued to letters or dots, or a zero denominator', () => {
    expectOne('A [ 1e5 2 ]', 'bad-number', '1:5-1:8', "'1e5' is not a number", '0.5', '4/6', '25%');
    expectOne('A [ 3.4.5 2 ]', 'bad-number', '1:5-1:10', "'3.4.5'");
    expectOne('A [ 1. 2 ]', 'bad-number', '1:5-1:7', "'1.'");
    expectOne('A [ 1/0 2 ]', 'bad-number', '1:5-1:8', 'denominator is zero');
    expectNone('A [ 1.5 2 ]');
    expectNone('A [ 1/2 2 ]');
    expectNone('A [ a1 -> 1 b2 -> 2 ]');
  });
});

describe('diagnostics: syntax', () => {
  it('unexpected-token: something that cannot start a node, with a hint', () => {
    expectOne('A [ 25% 3 ]', 'unexpected-token', '1:5-1:8', 'probability', "'25% -> 3'");
    expectOne('A [ -inf 3 ]', 'unexpected-token', '1:5-1:9', 'only in windows');
    expectOne('A [ 1 : 2 ]', 'unexpected-token', '1:7-1:8', 'settings');
    expectOne('A [ 1 > 2 ]', 'unexpected-token', '1:7-1:8', "'<'");
    expectNone('chance [ 25% -> 3  75% -> 4 ]');
    expectNone('A <-inf, 3> [ 3 ]');
  });

  it("expected: '{' after a tree's name", () => {
    expectOne('tree t A [1 2]', 'expected', '1:8-1:9', "Expected '{' to open the tree, found 'A'");
    expectNone('tree t { A [1 2] }');
  });

  it('expected: a keyword used as a tree name', () => {
    expectOne('tree max { A [1 2] }', 'expected', '1:6-1:9', 'keyword', '"max"');
    expectNone('tree "max" { A [1 2] }');
  });

  it("expected: a tree's root node", () => {
    expectOne('tree t { }', 'expected', '1:10-1:11', "root node before '}'");
    expectOne('tree t {\n  depth: 2\n}', 'expected', '3:1-3:2', 'root node');
    expectOne('algorithm: minimax\n', 'expected', '2:1-2:1', "the tree's root node, found the end of the file");
    expectNone('tree t {\n  depth: 2\n  A ~1 [ B ~2 [1] ]\n}');
  });

  it("expected: the parts after '*', '&', '@', '=', '~', '->' and a cut mark", () => {
    expectOne('A [ * 3 ]', 'expected', '1:7-1:8', "anchor name after '*'", "found '3'");
    expectOne('A [ B & 3 ]', 'expected', '1:9-1:10', "anchor name after '&'");
    expectOne('A [ @ 3 ]', 'expected', '1:7-1:8', "player name after '@'");
    expectOne('A = [1]', 'expected', '1:5-1:6', "a number, a tuple or '?' after '='", "found '['");
    expectOne('A ~ [1]', 'expected', '1:3-1:4', "a number or a tuple after '~'");
    expectOne('A [ x -> ]', 'expected', '1:10-1:11', "the node after '->'", "found ']'");
    expectOne('A [ / ]', 'expected', '1:7-1:8', 'the node the cut mark applies to');
    expectOne('A [ -> 3 ]', 'expected', '1:5-1:7', "a move name or a probability before '->'");
    expectNone('A [ B &k = 3  *k  @MIN C = 1  D = 2  E ~1 [3]  x -> 4  /5 ]');
  });

  it('expected: a window with one bound, or without its closing >', () => {
    expectOne('A <1> [1]', 'expected', '1:3-1:5', 'two bounds', "'<-inf, 3>'");
    expectOne('A <1 2 [1]', 'expected', '1:8-1:9', "'>' to close the window", "found '['");
    expectNone('A <1 2> [1]');
  });

  it('expected: an empty tuple', () => {
    expectOne('A [ () ]', 'expected', '1:5-1:7', 'at least one number');
    expectNone('A [ 1 ]');
  });

  it("expected: something other than 'tree' between trees", () => {
    expectOne('tree a { 1 }\nB [1 2]\ntree c { 2 }', 'expected', '2:1-2:2', "'tree' to start the next tree");
    expectNone('tree a { 1 }\ntree b { B [1 2] }\ntree c { 2 }');
  });

  it("unclosed-bracket: an unclosed '[' at the end of the file points at the opener", () => {
    const text = lines('A [', '  B [ 1 2 ]', '  C [ 3 4 ]', '');
    const found = expectOne(text, 'unclosed-bracket', '1:3-1:4', "This '[' is never closed", "expected ']' before the end of the file");
    assert.equal(found.severity, 'error');
    // The children that were read still count: nothing else is reported.
    assert.deepEqual(summary(text), ['unclosed-bracket@1:3-1:4']);
    expectNone(text + ']');
  });

  it('unclosed-bracket: every open bracket at the end of the file is reported at its opener', () => {
    assert.deepEqual(summary(lines('A [', '  B [ 1 2 ]', '  C [ 3 4', '')), ['unclosed-bracket@1:3-1:4', 'unclosed-bracket@3:5-3:6']);
  });

  it("unclosed-bracket: a '[' left open before the tree's '}'", () => {
    const text = lines('tree t {', '  A [ 1 2', '}', 'tree u { 3 }');
    expectOne(text, 'unclosed-bracket', '2:5-2:6', "expected ']' before '}'");
    const result = checkText(text);
    assert.equal(result.trees.length, 2, 'the next tree is still read');
    assert.equal(result.trees[1].model?.root.payoff, 3);
  });

  it("unclosed-bracket: an unclosed '{' and an unclosed '('", () => {
    expectOne(lines('tree t {', '  A [1 2]', ''), 'unclosed-bracket', '1:8-1:9', "This '{' is never closed", "'}'");
    expectOne('A [ (1, 2 ]', 'unclosed-bracket', '1:5-1:6', "This '(' is never closed", "')'");
    expectNone('tree t {\n  A [(1, 2)]\n}');
  });

  it("unmatched-bracket: a ']' , '}' or ')' that closes nothing", () => {
    expectOne('A [1 2]\n]', 'unmatched-bracket', '2:1-2:2', "This ']' closes nothing", "no open '['");
    expectOne('A [ 1 ] ]', 'unmatched-bracket', '1:9-1:10', "']'");
    expectOne('A [1 2] }', 'unmatched-bracket', '1:9-1:10', "This '}' closes nothing");
    expectOne('tree t { A [1 2] } }', 'unmatched-bracket', '1:20-1:21', "'}'");
    expectOne('A [ 1 ) 2 ]', 'unmatched-bracket', '1:7-1:8', "This ')' closes nothing");
    expectOne('tree t { ] A [1 2] }', 'unmatched-bracket', '1:10-1:11', "']'");
    expectNone('A [ 1 (1) ]', 'unmatched-bracket');
    expectNone('tree t { A [1 2] }');
  });

  it('extra-root: a second root node, reported once', () => {
    expectOne(lines('A [1 2]', 'B [3 4]', 'C [5 6]'), 'extra-root', '2:1-2:8', 'exactly one root', 'new tree');
    expectNone(lines('R [', 'A [1 2]', 'B [3 4]', 'C [5 6]', ']'));
  });

  it('part-order: a part out of order that leaves a node without a value says which part must come first', () => {
    // `&k` after `=` starts a new node `&k`, which has no value.
    expectOne(
      'A [ G = 14 &k ]',
      'part-order',
      '1:12-1:14',
      "'&k' must come before '='",
      'new node',
      'no value',
      'kind, label, &anchor, =value, <α, β>, ~estimate, [children]',
    );
    // `= 5` after `~3` starts a new node (the leaf 5), leaving G without a value.
    expectOne('A [ G ~3 = 5 ]', 'part-order', '1:10-1:13', "'=' must come before '~'", "leaves 'G' without a value");
    expectOne('A [ G ~3 <1, 2> [ 1 ] ]', 'part-order', '1:10-1:16', "'<α, β>' must come before '~'", "leaves 'G'");
    expectOne('A [ G ~3 <1, 2> ]', 'part-order', '1:10-1:16', "'<α, β>' must come before '~'", "neither it nor 'G' has a value");
    expectOne('A [ G [ 1 ] &k ]', 'part-order', '1:13-1:15', "'&k' must come before '['");
    expectOne('A [ 3 &k ]', 'part-order', '1:7-1:9', "'&k' must come before the value");
    expectOne('A [ G ~3 =? ]', 'part-order', '1:10-1:12', "'=' must come before '~'");
    // The split is the one problem reported: no "leaf without value" or "blank leaf" besides.
    assert.deepEqual(summary('A [ G ~3 =? ]'), ['part-order@1:10-1:12']);
    assert.deepEqual(summary('A [ G = 14 &k ]'), ['part-order@1:12-1:14']);
    // At the root, the node split off is a second root.
    expectOne('A = 3 &k [ 1 2 ]', 'part-order', '1:7-1:9', "'&k' must come before '='", 'a second root');
    assert.deepEqual(summary('A = 3 &k [ 1 2 ]'), ['part-order@1:7-1:9']);
    // Spec-valid text that splits into two valid nodes is no error; in order, one node.
    expectNone('A [ G = 14 &k = 6 *k ]');
    expectNone('A [ G = 8 &k ~1 [ 5 ] ]');
    expectNone('A [ G &k = 14 ]');
    expectNone('A [ G = 5 <1, 2> ~3 ]');
    // A label or a kind starts a node of its own: that is a missing value, not a part out of order.
    expectOne('A [ G = 5 H ]', 'leaf-without-value', '1:11-1:12', "Leaf 'H' has no value");
    expectNone('A [ G = 5 H ]', 'part-order');
  });

  it("mixed-file: an anonymous tree followed by 'tree' blocks", () => {
    const text = lines('A [1 2]', 'tree t { B [1] }');
    expectOne(text, 'mixed-file', '2:1-2:5', "wrap the first tree in 'tree { ... }'");
    assert.equal(checkText(text).trees.length, 2, 'both trees are still read');
    expectNone(lines('tree { A [1 2] }', 'tree t { B [1] }'));
  });

  it('setting-after-node: a setting below the root', () => {
    expectOne(lines('A [1 2]', 'depth: 2'), 'setting-after-node', '2:1-2:9', "Setting 'depth' comes after the root node", 'at the top');
    expectNone(lines('depth: 2', 'A ~0 [ B ~1 [1 2] ]'));
  });
});

describe('diagnostics: settings', () => {
  it('unknown-setting: lists the keys that exist', () => {
    expectOne('algo: minimax\nA [1 2]', 'unknown-setting', '1:1-1:5', "Unknown setting 'algo'", 'algorithm, root, players, depth');
    expectNone('algorithm: minimax\nA [1 2]');
  });

  const bad: [string, string, string, string][] = [
    // [line, range of the value, what the message says, a valid value for the same key]
    ['algorithm: nope', '1:12-1:16', 'expected one of minimax, alphabeta', 'algorithm: alphabeta'],
    ['algorithm: minimax alphabeta', '1:12-1:29', 'expected one of', 'algorithm: minimax'],
    ['root: 3', '1:7-1:8', "expected 'max', 'min' or a player name", 'root: min'],
    ['players: A', '1:10-1:11', 'two or more player names', 'players: A B'],
    ['players: A A', '1:10-1:13', "player 'A' is named twice", 'players: A "A 2"'],
    ['depth: 0', '1:8-1:9', 'a whole number of at least 1', 'depth: 5'],
    ['depth: 1.5', '1:8-1:11', 'a whole number', 'depth: 5'],
    ['depth: x', '1:8-1:9', 'a whole number', 'depth: 5'],
    ['fail: medium', '1:7-1:13', "'soft' or 'hard'", 'algorithm: alphabeta\nfail: hard'],
    ['window: [3, 1]', '1:9-1:15', 'the window [3, 1] is empty', 'algorithm: alphabeta\nwindow: [1, 3]'],
    ['window: 3', '1:9-1:10', "'[a, b]' with numbers or -inf/+inf", 'algorithm: alphabeta\nwindow: [-inf, 3]'],
    ['window: [-inf, 3', '1:9-1:17', "'[a, b]'", 'algorithm: alphabeta\nwindow: [-inf, 3]'],
    ['nullwindow: 0', '1:13-1:14', 'a number greater than 0', 'algorithm: negascout\nnullwindow: 0.5'],
    ['guess: x', '1:8-1:9', 'expected a number', 'algorithm: mtdf\nguess: -2'],
    ['delta: -1', '1:8-1:10', 'a number greater than 0', 'algorithm: aspiration\ndelta: 3'],
    ['order: random', '1:8-1:14', "'written', 'best-first' or 'worst-first'", 'order: worst-first'],
    ['prefer: [', '1:9-1:10', 'the name of a move', 'prefer: a'],
    ['ties: middle', '1:7-1:13', "'first' or 'last'", 'ties: last'],
    ['depth:', '1:1-1:6', 'a whole number', 'depth: 1'],
  ];
  for (const [line, at, words, good] of bad) {
    it(`bad-setting: '${line}' (valid: '${good}')`, () => {
      const tree = 'A ~0 [ a -> B ~1 [ 1 2 ] ]';
      const d = expectOne(`${line}\n${tree}`, 'bad-setting', at, `Bad value for '${line.split(':')[0]}'`, words);
      assert.equal(d.severity, 'error');
      // A bad value never swallows the tree below it.
      assert.deepEqual(summary(`${line}\n${tree}`), [`bad-setting@${at}`]);
      expectNone(`${good}\n${tree}`);
    });
  }

  it('asks "did you mean" of a misspelt key or value, with the word to put in its place', () => {
    const cases: [string, string, string, string][] = [
      // [line, range, what the message asks, the suggestion]
      ['algorithm: alpha-beta', '1:12-1:22', "did you mean 'alphabeta'?", 'alphabeta'],
      ['algorithm: negascot', '1:12-1:20', "did you mean 'negascout'?", 'negascout'],
      ['algoritm: minimax', '1:1-1:9', "Unknown setting 'algoritm': did you mean 'algorithm'?", 'algorithm'],
      ['Algorithm: minimax', '1:1-1:10', "did you mean 'algorithm'?", 'algorithm'],
      ['fail: Hard', '1:7-1:11', "did you mean 'hard'?", 'hard'],
      ['order: bestfirst', '1:8-1:17', "did you mean 'best-first'?", 'best-first'],
      ['ties: frist', '1:7-1:12', "did you mean 'first'?", 'first'],
      ['prune: on_equal', '1:8-1:16', "did you mean 'on-equal'?", 'on-equal'],
    ];
    for (const [line, at, words, text] of cases) {
      const source = `${line}\nA [ 1 2 ]`;
      const code = line.startsWith('algoritm') || line.startsWith('Algorithm') ? 'unknown-setting' : 'bad-setting';
      expectOne(source, code, at, words);
      const d = checkText(source).diagnostics[0];
      assert.equal(d.suggestion?.text, text, line);
      assert.deepEqual(d.suggestion?.span, d.span, `${line}: the suggestion replaces what is underlined`);
    }
    // Nothing close, or two choices as close: no guess.
    for (const line of ['algorithm: xyz', 'zzz: 1', 'ties: x']) assert.equal(checkText(`${line}\nA [ 1 2 ]`).diagnostics[0].suggestion, undefined, line);
  });

  it('duplicate-setting: the second one, with the first as related information', () => {
    const text = lines('depth: 2', 'depth: 3', 'A ~0 [ B ~1 [1 2] ]');
    expectOne(text, 'duplicate-setting', '2:1-2:6', "Setting 'depth' is given twice", 'keep one');
    const d = checkText(text).diagnostics.find((x) => x.code === 'duplicate-setting')!;
    assert.equal(d.related?.[0].message, 'first given here');
    assert.deepEqual(spanOf(d.related?.[0].span), { start: 0, end: 5 });
    expectNone(lines('tree a {', '  depth: 2', '  A ~0 [ B ~1 [1 2] ]', '}', 'tree b {', '  depth: 2', '  A ~0 [ B ~1 [1 2] ]', '}'));
  });
});

describe('diagnostics: meaning of the tree', () => {
  it('leaf-without-value: a labelled leaf with no payoff', () => {
    expectOne('A [ B C = 3 ]', 'leaf-without-value', '1:5-1:6', "Leaf 'B' has no value", "'B = 3'", '[ ... ]');
    // A bare number is a whole leaf, so `[]` is a second, empty node.
    expectOne('A [ 1 [] ]', 'leaf-without-value', '1:7-1:8', 'has no value');
    expectOne('A [ chance [] ]', 'leaf-without-value', '1:5-1:13', 'A chance node needs outcomes');
    expectNone('A [ B = 1 C = 3 ]');
  });

  it('the unknown of unknowns: a name not declared, a second unknown, a name no leaf uses', () => {
    expectOne(
      lines('unknowns: x in [-10, 10]', 'A [ B [ 3 y ] C [ x 1 ] ]'),
      'undeclared-unknown',
      '2:11-2:12',
      "'y' is not this tree's unknown",
      "did you mean 'x'?",
    );
    expectOne(lines('A [ B [ 3 /{x < 2} 12 ] ]'), 'undeclared-unknown', '1:13-1:18', 'the tree declares none');
    expectOne(lines('unknowns: x in [-10, 10] y in [0, 1]', 'A [ B [ 3 x ] ]'), 'one-unknown', '1:26-1:37', 'one unknown per tree');
    expectOne(lines('unknowns: x in [-10, 10]', 'A [ B [ 3 4 ] ]'), 'unused-unknown', '1:11-1:12', "No leaf is written as 'x'");
    expectOne(lines('unknowns: x in [3, 3]', 'A [ B [ 3 4 ] ]'), 'bad-setting', '1:11-1:22', 'empty or one point');
    expectNone(lines('unknowns: x in [-1/2, 10]', 'A [ B [ 3 x ] C [ x [] 2 [ 1 2 ] ] ]'));
  });

  it("blank-leaf: '?' on a leaf", () => {
    expectOne('A [ B =? C = 3 ]', 'blank-leaf', '1:7-1:9', "'?' is for internal nodes", 'Write a number');
    expectNone('A [ B =? [1] C = 3 ]', 'blank-leaf');
  });

  it('inf-payoff: an infinity as a payoff, a value or in a tuple', () => {
    expectOne('A [ B = inf  C = 1 ]', 'inf-payoff', '1:9-1:12', 'only in windows', 'write a number');
    expectOne('A [ B = -inf  C = 1 ]', 'inf-payoff', '1:9-1:13', 'only in windows');
    expectOne('players: P Q R\nX [ (1, +inf, 2) ]', 'inf-payoff', '2:9-2:13', 'never as payoffs');
    // A bare `inf` leaf is an infinite payoff, not a label without a value.
    expectOne('A [ inf 3 ]', 'inf-payoff', '1:5-1:8', 'never as payoffs', 'quote "inf"');
    expectNone('A [ inf 3 ]', 'leaf-without-value');
    expectNone('A <-inf, +inf> [ B = 1  C = 2 ]');
    expectNone('inf [ "inf" = 3 ]');
    // `infinity` is how else an infinity gets written: the same error, and no second one for B's missing value.
    assert.deepEqual(summary('A [ B = infinity  C = 1 ]'), ['inf-payoff@1:9-1:17']);
    assert.deepEqual(summary('A [ B = Infinity  C = 1 ]'), ['inf-payoff@1:9-1:17']);
    assert.deepEqual(summary('A [ B = inf  C = 1 ]'), ['inf-payoff@1:9-1:12']);
  });

  it('value-after-children: `=v` after a `]` is a leaf by the grammar, most likely the answer misplaced', () => {
    expectOne(
      'A [ B [ 1 2 ] =3  C [ 4 5 ] ]',
      'value-after-children',
      '1:15-1:17',
      "'=3' after B's children",
      'unlabelled leaf worth 3',
      "'B =3 [ … ]'",
      "'3'",
    );
    expectOne('A [ [ 1 2 ] = 3/2 ]', 'value-after-children', '1:13-1:18', "after the previous node's children", "'=3/2 [ … ]'");
    // Still the leaf the grammar reads: A has three children, and the tree runs.
    assert.equal(checkText('A [ B [ 1 2 ] =3  C [ 4 5 ] ]').trees[0].model?.root.children.length, 3);
    // A bare value after children, or an answer before them, is what it says.
    expectNone('A [ B [ 1 2 ] 3  C [ 4 5 ] ]');
    expectNone('A [ B =2 [ 1 2 ]  C [ 4 5 ] ]');
    expectNone('A [ B [ 1 2 ]  C =3  D [ 4 5 ] ]');
  });

  it('probability-missing: an outcome of a chance node without a probability', () => {
    expectOne('chance [ 1/2 -> 1  1/2 -> 2  3 ]', 'probability-missing', '1:30-1:31', "needs a probability, as in '1/6 -> 4'");
    expectOne('chance [ a -> 1  1 -> 2 ]', 'probability-missing', '1:10-1:11', "not 'a'", "'1/6 -> ...'", "'a 1/6 -> ...' to name the outcome");
    expectOne('chance [ "Bron" -> 1  1 -> 2 ]', 'probability-missing', '1:10-1:16', '\'"Bron" 1/6 -> ...\'');
    expectNone('chance [ 1/2 -> 1  1/2 -> 2 ]');
  });

  it('named outcomes: a name before the probability, checked like any outcome', () => {
    expectNone('chance [ six 1/6 -> 5  "not six" 5/6 -> 0 ]');
    expectNone('chance [ heads 50% -> 1  tails 0.5 -> 0 ]');
    expectNone('A [ a -> chance [ /hit 1/4 -> 3  miss 3/4 -> B [ 1 2 ] ]  b -> 2 ]');
    expectOne('chance [ six 1/6 -> 5  rest 4/6 -> 0 ]', 'probability-sum', '1:1-1:9', 'add up to 5/6');
    expectOne('chance [ six 7/6 -> 5 ]', 'probability-range', '1:14-1:17', 'Probability 7/6');
    // Without an arrow the name is a label and the number the next node, as before.
    expectOne('chance [ six 1/2 ]', 'leaf-without-value', '1:10-1:13');
  });

  it('outcome-on-move: a named outcome under a player node', () => {
    expectOne(
      'A [ six 1/6 -> 5  b -> 2 ]',
      'outcome-on-move',
      '1:5-1:12',
      "'six 1/6' names a chance outcome",
      "mark the parent 'chance'",
      "the move's name alone",
    );
    expectOne('A [ a -> 1  "Bron" 1/2 -> 2 ]', 'outcome-on-move', '1:13-1:23', '\'"Bron" 1/2\' names');
    // An integer after the name is an outcome's probability too, never a move: one error, not two.
    assert.deepEqual(summary('max [ x 1 -> 3  y 50% -> 2 ]'), ['outcome-on-move@1:7-1:10', 'outcome-on-move@1:17-1:22']);
  });

  it('probability-range: a probability outside [0, 1]', () => {
    expectOne('chance [ 150% -> 1 ]', 'probability-range', '1:10-1:14', 'Probability 150% is outside [0, 1]');
    assert.deepEqual(summary('chance [ 2 -> 1  -1 -> 2 ]'), ['probability-range@1:10-1:11', 'probability-range@1:18-1:20']);
    expectNone('chance [ 0 -> 1  100% -> 2 ]');
    expectNone('chance [ 1 -> 1 ]');
  });

  it('probability-sum: at the chance node, with the exact sum', () => {
    expectOne('chance [ 1/2 -> 1  1/3 -> 2 ]', 'probability-sum', '1:1-1:9', 'add up to 5/6, not 1');
    expectOne('A [ chance X [ 0.3333 -> 1  0.3333 -> 2  0.3333 -> 3 ] ]', 'probability-sum', '1:5-1:15', 'add up to 9999/10000');
    expectOne('chance [ 60% -> 1  60% -> 2 ]', 'probability-sum', '1:1-1:9', 'add up to 6/5');
  });

  it('probability-sum: sums that are 1 exactly, or within 1e-9', () => {
    expectNone('chance [ 1/2 -> 1  1/2 -> 2 ]');
    expectNone('chance [ 1/3 -> 1  1/3 -> 2  1/3 -> 3 ]');
    expectNone('chance [ 2/6 -> 1  4/6 -> 2 ]');
    expectNone('chance [ 1/7 -> 1  1/7 -> 2  1/7 -> 3  1/7 -> 4  1/7 -> 5  1/7 -> 6  1/7 -> 7 ]');
    expectNone('chance [ 0.3333333333 -> 1  0.3333333333 -> 2  0.3333333333 -> 3 ]');
    expectNone('chance [ 1/3 -> 1  0.6666666667 -> 2 ]');
    expectNone(`chance [ ${Array(10).fill('0.1 -> 1').join('  ')} ]`);
    expectNone('chance [ 25% -> 1  75% -> 2 ]');
    expectNone('chance [ 12.5% -> 1  0.375 -> 2  1/2 -> 3 ]');
  });

  it('probability-sum: exact fractions must be exact, a tiny excess is an error', () => {
    expectOne('chance [ 1/3 -> 1  1/3 -> 2  333333333/1000000000 -> 3 ]', 'probability-sum', '1:1-1:9', 'not 1');
    expectOne('chance [ 0.3333333 -> 1  0.3333333 -> 2  0.3333333 -> 3 ]', 'probability-sum', '1:1-1:9', 'not 1');
  });

  it('probability-on-move: a fraction or percent edge under a player node', () => {
    expectOne('A [ 1/2 -> 1  b -> 2 ]', 'probability-on-move', '1:5-1:8', "'1/2' looks like a probability", "mark the parent 'chance'");
    expectOne('A [ a -> 1  50% -> 2 ]', 'probability-on-move', '1:13-1:16', "'50%'");
    expectNone('A [ 1 -> 1  2 -> 2 ]');
    expectNone('chance [ 1/2 -> 1  50% -> 2 ]');
  });

  it('tuple-arity: a tuple with the wrong number of entries', () => {
    expectOne('players: P Q R\nX [ (1,2,3) (1,2) ]', 'tuple-arity', '2:13-2:18', 'Expected 3 numbers', '(P, Q, R)', 'found 2');
    expectOne('players: P Q R\nX [ (1,2,3) (1,2,3,4) ]', 'tuple-arity', '2:13-2:22', 'found 4');
    expectOne('players: P Q R\nX ~(1,2) [ (1,2,3) ]', 'tuple-arity', '2:4-2:9', 'Expected 3 numbers');
    expectOne('X [ (1,2) (1,2,3) ]', 'tuple-arity', '1:11-1:18', 'Expected 2 numbers', 'found 3');
    expectNone('players: P Q R\nX ~(0,0,0) [ (1,2,3) (1,2,3) ]');
  });

  it('scalar-payoff: a single number in a tree of 3+ players', () => {
    expectOne('players: P Q R\nX [ (1,2,3) 4 ]', 'scalar-payoff', '2:13-2:14', '3 players', 'one number per player', '(1, 2, 3)');
    expectOne('players: P Q R\nX [ 4 (1,2,3) ]', 'scalar-payoff', '2:5-2:6', 'tuple');
    expectOne('players: P Q R\nX ~2 [ (1,2,3) ]', 'scalar-payoff', '2:4-2:5', 'each estimate is a tuple');
    expectOne('players: P Q R\nX =2 [ (1,2,3) ]', 'scalar-payoff', '2:4-2:5', 'each answer is a tuple');
    expectNone('players: P Q R\nX =(1,2,3) ~(1,1,1) [ (1,2,3) ]');
  });

  it('tuple-payoff: mixing single numbers and tuples in a two-player tree', () => {
    expectOne('A [ 3 (1,2) ]', 'tuple-payoff', '1:7-1:12', 'single numbers', 'not a tuple');
    expectOne('A [ (1,2) 3 ]', 'tuple-payoff', '1:11-1:12', 'payoffs are tuples', 'tuple of 2 numbers');
    // The first payoff decides, even when an estimate above it is read first.
    expectOne('A ~(1,2) [ 3 ]', 'tuple-payoff', '1:4-1:9', 'estimate must be one number');
    expectOne('A ~(1,2) [ B [ C ] 3 ]', 'tuple-payoff', '1:4-1:9', 'estimate must be one number');
    expectOne('players: P Q\nX ~3 [ (1,2) ]', 'tuple-payoff', '2:4-2:5', 'estimate must be a tuple');
    expectNone('A ~1 [ 3 4 ]');
    expectNone('A [ (1,2) (3,4) ]');
  });

  it('unknown-player: @Name, root: and max/min with 3+ players', () => {
    expectOne('A [ @Bob [1 2] ]', 'unknown-player', '1:5-1:9', "Unknown player '@Bob'", "'MAX', 'MIN'");
    expectOne('root: Bob\nA [1 2]', 'unknown-player', '1:7-1:10', "Unknown player 'Bob' for 'root'", "'max', 'min'");
    expectOne('players: P Q R\nX [ max [(1,2,3)] ]', 'unknown-player', '2:5-2:8', '3 players', '@Name');
    expectOne('players: P Q R\nroot: min\nX [ (1,2,3) ]', 'unknown-player', '2:7-2:10', "one of 'P', 'Q', 'R'");
    expectNone('A [ @MIN [1 2] @MAX [3] ]');
    expectNone('players: Ana Bo\nroot: Bo\nA [ @Ana [1 2] ]');
    expectNone('players: P Q R\nroot: Q\nX [ @R [(1,2,3)] ]');
  });

  it('unknown-reference: no such anchor', () => {
    expectOne('A [ *k 1 ]', 'unknown-reference', '1:5-1:7', "No anchor '&k' in this tree", "mark the node it stands for with '&k'");
    // Anchors belong to one tree.
    expectOne('tree a { A [ B &k [1] 2 ] }\ntree b { A [ *k 1 ] }', 'unknown-reference', '2:14-2:16', "No anchor '&k'");
    expectNone('A [ B &k [1 2] C [ D [ *k ] ] ]');
  });

  it('unknown-reference: a reference before its anchor (late), with the anchor as related information', () => {
    const text = 'A [ *k  B &k = 1 ]';
    expectOne(text, 'unknown-reference', '1:5-1:7', "'*k' is used before its anchor '&k' is defined", 'define the anchor first');
    const d = checkText(text).diagnostics.find((x) => x.code === 'unknown-reference')!;
    assert.equal(d.related?.[0].message, 'defined here');
    assert.deepEqual(spanOf(d.related?.[0].span), { start: 11, end: 12 });
    expectNone('A [ B &k = 1  *k ]');
  });

  it('cyclic-reference: a reference inside its own anchor', () => {
    expectOne('A [ B &k [ 1 *k ] ]', 'cyclic-reference', '1:14-1:16', "'*k' sits inside its own anchor '&k'", 'cannot contain itself');
    expectOne('A &k [ B [ C [ *k 1 ] ] ]', 'cyclic-reference', '1:16-1:18', 'inside its own anchor');
    expectNone('A [ B &k [ 1 2 ] C [ D [ *k ] ] ]');
  });

  it('duplicate-anchor: the second definition, with the first as related information', () => {
    const text = 'A [ B &k = 1  C &k = 2 ]';
    expectOne(text, 'duplicate-anchor', '1:18-1:19', "Anchor '&k' is defined twice", 'unique');
    const d = checkText(text).diagnostics.find((x) => x.code === 'duplicate-anchor')!;
    assert.equal(d.related?.[0].message, 'first defined here');
    assert.deepEqual(spanOf(d.related?.[0].span), { start: 7, end: 8 });
    expectNone('A [ B &k = 1  C &j = 2 ]');
    expectNone('tree a { A [ B &k = 1 2 ] }\ntree b { A [ B &k = 1 2 ] }');
  });

  it('reference-player: a transposition reached with another player to move', () => {
    expectOne('A [ B &k [1 2] C [ *k ] ]', 'reference-player', '1:20-1:22', 'reached with MAX to move', 'at its anchor MIN moves');
    expectNone('A [ B &k [1 2] C [ D [ *k ] ] ]');
    // An override can make the positions agree.
    expectNone('A [ B &k [1 2] @MAX C [ *k ] ]');
  });

  it('missing-estimate: an internal node at the depth limit without ~h', () => {
    const text = lines('depth: 1', 'A [ B [1 2]  C ~3 [4 5]  6 ]');
    expectOne(text, 'missing-estimate', '2:5-2:8', "needs an estimate such as '~5'", 'the search stops at depth 1');
    expectNone(lines('depth: 1', 'A [ B ~0 [1 2]  C ~3 [4 5]  6 ]'));
    // Deeper nodes, leaves, and nodes of a tree without a depth limit need none.
    expectNone(lines('depth: 2', 'A [ B [ C ~1 [1 2]  3 ]  4 ]'));
    expectNone('A [ B [1 2] ]');
  });

  it('missing-estimate: a chance node at the depth limit needs one too (the search stops there)', () => {
    const text = lines('depth: 1', 'A [ chance X [ 1/2 -> B [1 2]  1/2 -> 2 ]  C ~3 [4 5] ]');
    expectOne(text, 'missing-estimate', '2:5-2:15', 'the search stops at depth 1');
    expectNone(lines('depth: 1', 'A [ chance X ~1 [ 1/2 -> B [1 2]  1/2 -> 2 ]  C ~3 [4 5] ]'));
    expectNone(lines('depth: 2', 'A [ chance X [ 1/2 -> B ~0 [1 2]  1/2 -> 2 ]  C [4 5] ]'));
  });

  it('missing-estimate: iterative deepening needs estimates on every level it stops at', () => {
    const text = lines('algorithm: iterative', 'A [ B [ C [1 2] ] ]');
    assert.deepEqual(summary(text), ['missing-estimate@2:5-2:8', 'missing-estimate@2:9-2:12']);
    assert.match(withCode(text, 'missing-estimate')[0].message, /iterative deepening stops at this depth/);
    expectNone(lines('algorithm: iterative', 'A [ B ~1 [ C ~2 [1 2] ] ]'));
  });

  it('out-of-bounds: a payoff or an estimate outside bounds: [L, U], at the number', () => {
    const text = lines('algorithm: star1', 'bounds: [-2, 2]', 'A [ chance [ 1/2 -> 3  1/2 -> B ~5 [ 1 -2 ] ] ]');
    assert.deepEqual(summary(text), ['out-of-bounds@3:21-3:22', 'out-of-bounds@3:34-3:35']);
    assert.match(withCode(text, 'out-of-bounds')[0].message, /payoff 3 lies outside 'bounds: \[-2, 2\]'/);
    assert.match(withCode(text, 'out-of-bounds')[1].message, /estimate 5 lies outside/);
    // The bounds themselves are in: a leaf at L or U is fine.
    expectNone(lines('algorithm: star1', 'bounds: [-2, 2]', 'A [ chance [ 1/2 -> 2  1/2 -> B ~-2 [ 1 -2 ] ] ]'));
  });

  it('unsupported-by-algorithm: Star1 and Star2 without bounds: [L, U]', () => {
    const text = lines('algorithm: star2', 'A [ chance [ 1/2 -> 3  1/2 -> 4 ] ]');
    expectOne(text, 'unsupported-by-algorithm', '1:12-1:17', "Star2 bounds a chance node's value", "add 'bounds: [L, U]'");
    expectNone(lines('algorithm: star2', 'bounds: [0, 5]', 'A [ chance [ 1/2 -> 3  1/2 -> 4 ] ]'));
  });

  it('unsupported-by-algorithm: chance nodes with alpha-beta, at the algorithm setting', () => {
    const text = lines('algorithm: alphabeta', 'chance [ 1/2 -> 3  1/2 -> 4 ]');
    expectOne(text, 'unsupported-by-algorithm', '1:12-1:21', 'alpha-beta cannot handle chance nodes', 'use expectimax');
    expectNone(lines('algorithm: expectimax', 'chance [ 1/2 -> 3  1/2 -> 4 ]'));
    expectNone(lines('algorithm: alphabeta', 'A [ 3 4 ]'));
  });

  it('unsupported-by-algorithm: two-player algorithms on 3 players or tuples, MTD(f) on fractions', () => {
    expectOne('algorithm: minimax\nplayers: P Q R\nX [ (1,2,3) ]', 'unsupported-by-algorithm', '1:12-1:19', 'for two players', '3 (P, Q, R)', 'use maxn');
    expectOne('algorithm: negamax\nX [ (1,2) (3,4) ]', 'unsupported-by-algorithm', '1:12-1:19', 'single-number payoffs', 'use maxn');
    expectOne('algorithm: mtdf\nX [ 1.5 2 ]', 'unsupported-by-algorithm', '1:12-1:16', 'integer payoffs', '1.5');
    expectNone('algorithm: maxn\nplayers: P Q R\nX [ (1,2,3) ]');
    expectNone('algorithm: mtdf\nX [ 1 2 ]');
  });

  it('cut-on-root: a cut mark on the root', () => {
    expectOne('/A [1 2]', 'cut-on-root', '1:1-1:2', 'remove the cut mark');
    expectOne('//A [1 2]', 'cut-on-root', '1:1-1:3', 'no parent edge');
    expectNone('A [1 /2]');
  });

  it('root-edge (warning): an edge label on the root', () => {
    const d = expectOne('e -> A [1 2]', 'root-edge', '1:1-1:2', 'edge label is ignored');
    assert.equal(d.severity, 'warning');
    expectOne('six 1/6 -> A [1 2]', 'root-edge', '1:1-1:8', 'edge label is ignored');
    expectNone('A [ e -> 1  f -> 2 ]');
  });

  it('duplicate-tree (warning): two trees with one name', () => {
    const d = expectOne('tree x { 1 }\ntree x { 2 }', 'duplicate-tree', '2:6-2:7', "already named 'x'", 'by its index (1)');
    assert.equal(d.severity, 'warning');
    expectNone('tree x { 1 }\ntree y { 2 }\ntree { 3 }\ntree { 4 }');
  });

  it("setting-no-effect (warning): a setting the tree's algorithm does not read, on its whole line", () => {
    const d = expectOne(
      'algorithm: minimax\nfail: hard\nA [ 3 5 ]',
      'setting-no-effect',
      '2:1-2:11',
      "'fail' has no effect under minimax",
      'no α-β window',
      'Remove the line',
    );
    assert.equal(d.severity, 'warning');
    expectOne('algorithm: mtdf\nwindow: [0, 9]\nA [ 3 5 ]', 'setting-no-effect', '2:1-2:15', 'null windows around its guess');
    expectOne('ties: last\nA [ 3 5 ]', 'setting-no-effect', '1:1-1:11', 'never a tie to break');
    expectNone('algorithm: alphabeta\nfail: hard\nA [ 3 5 ]');
    expectNone('ties: last\nA [ 3 3 ]');
  });

  it("prefer-unknown-move (warning): 'prefer' names no move of the tree", () => {
    const d = expectOne('prefer: zz\nA [ a -> 1  b -> 2 ]', 'prefer-unknown-move', '1:9-1:11', "No move in this tree is named 'zz'", 'no effect');
    assert.equal(d.severity, 'warning');
    expectNone('prefer: b\nA [ a -> 2  b -> 2 ]');
  });

  it("blank (information): '=?' and '?' window bounds on internal nodes", () => {
    const text = lines('A =? <?, +inf> [', '  B =? [1 2]', '  3', ']');
    assert.deepEqual(
      diagnostics(text).map((d) => `${d.severity} ${d.code}@${d.range}`),
      ['information blank@1:3-1:5', 'information blank@1:7-1:8', 'information blank@2:5-2:7'],
    );
    assert.match(withCode(text, 'blank')[0].message, /blank to fill in: the value/);
    assert.match(withCode(text, 'blank')[1].message, /α/);
    assert.match(diagnostics('A <1, ?> [1]')[0].message, /β/);
    expectNone('A =3 <-inf, +inf> [ B =2 [1 2] 3 ]');
  });

  it('too-many-problems (information): after 1000 diagnostics the rest are counted', () => {
    const text = `A [ 1 ${'$ '.repeat(DiagnosticSink.LIMIT + 100)}]`;
    const result = checkText(text);
    assert.equal(result.diagnostics.length, DiagnosticSink.LIMIT + 1);
    const last = result.diagnostics[result.diagnostics.length - 1];
    assert.equal(last.code, 'too-many-problems');
    assert.equal(last.severity, 'information');
    assert.match(last.message, /^100 more problems are not shown/);
    assert.deepEqual(last.span, { start: text.length, end: text.length });
    assert.equal(result.trees[0].model, null, 'a tree with dropped errors is not runnable');
    assert.ok(!diagnostics(`A [ ${'$ '.repeat(10)}]`).some((d) => d.code === 'too-many-problems'));
  });
});

describe('diagnostics: common slips', () => {
  /** The text with the diagnostic's suggestion put in place, as the quick fix does. */
  const fixed = (text: string): string => {
    const found = checkText(text).diagnostics.filter((d) => d.suggestion);
    assert.equal(found.length, 1, `one suggestion in ${JSON.stringify(text)}`);
    const { span, text: meant } = found[0].suggestion!;
    return text.slice(0, span.start) + meant + text.slice(span.end);
  };
  // [the slip, the one diagnostic, its range, its whole message, the text once fixed]
  const slips: [string, DiagnosticCode, string, string, string][] = [
    ['MAX A [ 3 4 ]', 'keyword-case', '1:1-1:4', "Keywords are lower case: did you mean 'max'?", 'max A [ 3 4 ]'],
    ['Min [ 3 4 ]', 'keyword-case', '1:1-1:4', "'Min' is read as the node's label; a node's kind is written in lower case: did you mean 'min'?", 'min [ 3 4 ]'],
    ['A [ MIN B [ 3 4 ] 5 ]', 'keyword-case', '1:5-1:8', "Keywords are lower case: did you mean 'min'?", 'A [ min B [ 3 4 ] 5 ]'],
    ['CHANCE [ 1/2 -> 3 1/2 -> 4 ]', 'keyword-case', '1:1-1:7', "Keywords are lower case: did you mean 'chance'?", 'chance [ 1/2 -> 3 1/2 -> 4 ]'],
    ['Tree t {\n  A [ 3 4 ]\n}\n', 'keyword-case', '1:1-1:5', "Keywords are lower case: did you mean 'tree'?", 'tree t {\n  A [ 3 4 ]\n}\n'],
    ['TREE {\n  A [ 3 4 ]\n}\n', 'keyword-case', '1:1-1:5', "Keywords are lower case: did you mean 'tree'?", 'tree {\n  A [ 3 4 ]\n}\n'],
    [
      'algorithm = alphabeta\nA [ 3 4 ]',
      'setting-equals',
      '1:11-1:12',
      "Settings are written 'key: value': did you mean 'algorithm: alphabeta'?",
      'algorithm: alphabeta\nA [ 3 4 ]',
    ],
    [
      'tree t {\n  depth = 1  # one ply\n  A [ B ~1 [ 1 2 ] C ~2 [ 3 4 ] ]\n}\n',
      'setting-equals',
      '2:9-2:10',
      "Settings are written 'key: value': did you mean 'depth: 1'?",
      'tree t {\n  depth: 1  # one ply\n  A [ B ~1 [ 1 2 ] C ~2 [ 3 4 ] ]\n}\n',
    ],
    [
      'algorithm: alphabeta\nA (-inf, +inf) [ 3 4 ]',
      'window-parens',
      '2:3-2:15',
      "A window is written '<α, β>', not in parentheses: did you mean '<-inf, +inf>'?",
      'algorithm: alphabeta\nA <-inf, +inf> [ 3 4 ]',
    ],
    [
      'algorithm: alphabeta\nA [ B [ 3 4 ] C (3, +inf) [ 2 5 ] ]',
      'window-parens',
      '2:17-2:26',
      "A window is written '<α, β>', not in parentheses: did you mean '<3, +inf>'?",
      'algorithm: alphabeta\nA [ B [ 3 4 ] C <3, +inf> [ 2 5 ] ]',
    ],
    [
      'algorithm: alphabeta\nA <-infinity, 3> [ 3 4 ]',
      'infinity-spelling',
      '2:4-2:13',
      "Infinities are written '-inf' and '+inf' (or '−∞' and '+∞'): did you mean '-inf'?",
      'algorithm: alphabeta\nA <-inf, 3> [ 3 4 ]',
    ],
    [
      'algorithm: alphabeta\nA [ B [ 3 4 ] C <3, Infinity> [ 2 5 ] ]',
      'infinity-spelling',
      '2:21-2:29',
      "Infinities are written '-inf' and '+inf' (or '−∞' and '+∞'): did you mean '+inf'?",
      'algorithm: alphabeta\nA [ B [ 3 4 ] C <3, +inf> [ 2 5 ] ]',
    ],
    [
      'algorithm: alphabeta\nA <\u2212INF, 3> [ 3 4 ]',
      'infinity-spelling',
      '2:4-2:8',
      "Infinities are written '-inf' and '+inf' (or '−∞' and '+∞'): did you mean '-inf'?",
      'algorithm: alphabeta\nA <-inf, 3> [ 3 4 ]',
    ],
    [
      'algorithm: alphabeta\nA (-infinity, 3) [ 3 4 ]',
      'window-parens',
      '2:3-2:17',
      "A window is written '<α, β>', not in parentheses: did you mean '<-inf, 3>'?",
      'algorithm: alphabeta\nA <-inf, 3> [ 3 4 ]',
    ],
    ['A [ B: 3  C = 4 ]', 'value-colon', '1:6-1:7', "A node's value is written with '=': did you mean 'B = 3'?", 'A [ B = 3  C = 4 ]'],
    [
      'players: P Q\nA [ B: (1, 2)  C = (3, 4) ]',
      'value-colon',
      '2:6-2:7',
      "A node's value is written with '=': did you mean 'B = (…)'?",
      'players: P Q\nA [ B = (1, 2)  C = (3, 4) ]',
    ],
    ['mx A [ 3 4 ]', 'unknown-keyword', '1:1-1:3', "'mx' is not a kind of node (max, min, chance, @Player): did you mean 'max'?", 'max A [ 3 4 ]'],
    [
      'A [ mni B [ 3 4 ] 5 ]',
      'unknown-keyword',
      '1:5-1:8',
      "'mni' is not a kind of node (max, min, chance, @Player): did you mean 'min'?",
      'A [ min B [ 3 4 ] 5 ]',
    ],
    ['tre t {\n  A [ 3 4 ]\n}\n', 'unknown-keyword', '1:1-1:4', "'tre' is not a keyword: did you mean 'tree'?", 'tree t {\n  A [ 3 4 ]\n}\n'],
    [
      'chanse [ 1/2 -> 3 1/2 -> 4 ]',
      'unknown-keyword',
      '1:1-1:7',
      "'chanse' is not a keyword, and its edges are probabilities: did you mean 'chance'?",
      'chance [ 1/2 -> 3 1/2 -> 4 ]',
    ],
  ];
  // Names the file defines itself, misspelt where they are used: the nearest one, when only one is close.
  const misspeltNames: typeof slips = [
    [
      'players: Ana Boris Ceca\n@Ana A [ @Bors B [ (1,2,3) (3,2,1) ] (0,0,0) ]',
      'unknown-player',
      '2:10-2:15',
      "Unknown player '@Bors': did you mean '@Boris'?",
      'players: Ana Boris Ceca\n@Ana A [ @Boris B [ (1,2,3) (3,2,1) ] (0,0,0) ]',
    ],
    [
      'players: Ana Boris\nroot: Bors\nA [ 3 4 ]',
      'unknown-player',
      '2:7-2:11',
      "Unknown player 'Bors' for 'root': did you mean 'Boris'?",
      'players: Ana Boris\nroot: Boris\nA [ 3 4 ]',
    ],
    ['A [ B &left [ 1 2 ] *lefft ]', 'unknown-reference', '1:21-1:27', "No anchor '&lefft' in this tree: did you mean '*left'?", 'A [ B &left [ 1 2 ] *left ]'],
  ];
  for (const [slip, code, at, message, meant] of [...slips, ...misspeltNames]) {
    it(`${code}: ${JSON.stringify(slip)} is one diagnostic, and its fix checks clean`, () => {
      assert.deepEqual(summary(slip), [`${code}@${at}`], 'one diagnostic, no cascade');
      assert.equal(diagnostics(slip)[0].message, message);
      assert.equal(fixed(slip), meant);
      expectNone(meant);
    });
  }

  it('reads the slip as what was meant: the same nodes and settings as the fixed text', () => {
    // Each node as kind, label, window and children; each setting as its key and values.
    const shape = (n: SyntaxNode | null): unknown =>
      n && [
        n.rare.kind?.kind ?? null,
        n.labelText,
        n.rare.window ? [n.rare.window.alpha.value, n.rare.window.beta.value] : null,
        (n.children ?? []).map(shape),
      ];
    const read = (text: string): unknown =>
      checkText(text).trees.map((t) => [
        t.syntax.name?.text ?? null,
        t.syntax.settings.map((s) => [s.key.text, ...s.values.map((v) => v.text)]),
        shape(t.syntax.root),
      ]);
    // Not `chanse [ 1/2 -> …` nor `CHANCE [ 1/2 -> …`: labels to the parser, found by the validator from their edges; nor
    // `Min [ 3 4 ]`, which is also a node labelled Min, and read so (the slip is only a warning).
    for (const [slip, , , , meant] of slips.filter(([s]) => !/^(chanse|CHANCE|Min) \[/.test(s))) assert.deepEqual(read(slip), read(meant), slip);
    assert.equal(checkText('Min [ 3 4 ]').diagnostics[0].severity, 'warning');
    assert.deepEqual(
      checkText('MAX [ MIN [ 1 2 ] 3 ]').diagnostics.map((d) => `${d.severity} ${d.code}`),
      ['warning keyword-case', 'warning keyword-case'],
      'labels that spell a kind in capitals are warned of, never refused',
    );
  });

  it('leaves alone what is no slip: a quoted label, a move or a player named Max, a leaf written like a setting', () => {
    for (const text of [
      'A [ "Max" [ 3 4 ] 5 ]',
      'A [ Max -> 3 Min -> 4 ]',
      'players: Max Min\n@Max A [ 3 4 ]',
      'tree Max {\n  A [ 3 4 ]\n}\n',
      'depth = 3',
      'A = 3',
      'A [ (3, 5) (1, 2) ]',
      // A node's value, however wrong, followed by its children or window on the same line.
      'A = inf [ 3 4 ]',
      'A = x <-inf, +inf> [ 3 4 ]',
      'tree t {\n  A = inf [ 3 4 ]\n}\n',
      // A setting's key inside the tree keeps the setting's message; a value on the next line is no value.
      'A [\n  depth: 3\n  1 2 ]',
      'A [ B:\n  3  C = 4 ]',
    ])
      assert.deepEqual(
        checkText(text).diagnostics.filter(
          (d) => d.suggestion || ['keyword-case', 'unknown-keyword', 'setting-equals', 'window-parens', 'value-colon'].includes(d.code),
        ),
        [],
        text,
      );
    assert.deepEqual(summary('A = inf [ 3 4 ]'), ['inf-payoff@1:5-1:8']);
    // A word far from every kind gets no guess: the leaf and the extra root, as before.
    assert.deepEqual(summary('xyz A [ 3 4 ]'), ['leaf-without-value@1:1-1:4', 'extra-root@1:5-1:14']);
  });
});

describe('diagnostics: infinities spelt another way', () => {
  const windowOf = (text: string): unknown => {
    const root = checkText(text).trees[0].syntax.root!;
    return root.rare.window && [root.rare.window.alpha.value, root.rare.window.beta.value];
  };

  it('reads the spellings the language has, in windows, without a word: -inf, +inf, inf, ∞ and the minus sign', () => {
    for (const [window, alpha, beta] of [
      ['<-inf, 3>', -Infinity, 3],
      ['<\u2212\u221e, 3>', -Infinity, 3],
      ['<\u2212inf, +\u221e>', -Infinity, Infinity],
      ['<-\u221e, inf>', -Infinity, Infinity],
      ['<3, \u221e>', 3, Infinity],
    ] as const) {
      const text = `algorithm: alphabeta\nA ${window} [ 3 4 ]`;
      expectNone(text);
      assert.deepEqual(windowOf(text), [alpha, beta], window);
    }
  });

  it('reads every case of inf, infinity and infty as the infinity meant, one error each with the spelling as the fix', () => {
    for (const [bound, meant, value] of [
      ['-infinity', '-inf', -Infinity],
      ['-Infinity', '-inf', -Infinity],
      ['\u2212infinity', '-inf', -Infinity],
      ['-INF', '-inf', -Infinity],
      ['-Inf', '-inf', -Infinity],
      ['-infty', '-inf', -Infinity],
      ['+INFINITY', '+inf', Infinity],
      ['+Inf', '+inf', Infinity],
      ['infinity', '+inf', Infinity],
      ['INF', '+inf', Infinity],
    ] as const) {
      const text = `algorithm: alphabeta\nA <${bound}, ${bound}> [ 3 4 ]`;
      const found = checkText(text).diagnostics;
      assert.deepEqual(
        found.map((d) => [d.code, text.slice(d.span.start, d.span.end), d.suggestion?.text]),
        [
          ['infinity-spelling', bound, meant],
          ['infinity-spelling', bound, meant],
        ],
        bound,
      );
      assert.deepEqual(windowOf(text), [value, value], bound);
    }
  });

  it('the window setting: the same error, read as meant', () => {
    const text = 'algorithm: alphabeta\nwindow: [-infinity, 5]\nA [ 3 4 ]';
    assert.deepEqual(summary(text), ['infinity-spelling@2:10-2:19']);
    assert.equal(checkText(text).diagnostics[0].suggestion?.text, '-inf');
    const read = checkText(text).trees[0].model;
    assert.equal(read, null, 'a tree with an error does not run');
    assert.deepEqual(checkText(text.replace('-infinity', '-inf')).trees[0].model!.settings.window, [-Infinity, 5]);
    assert.deepEqual(summary('algorithm: alphabeta\nwindow: [-10, Infinity]\nA [ 3 4 ]'), ['infinity-spelling@2:15-2:23']);
  });

  it('an infinity spelt so where no infinity goes is one error, as -inf is there; a bare word still labels a node', () => {
    assert.deepEqual(summary('A [ -infinity 3 ]'), ['unexpected-token@1:5-1:14']);
    assert.deepEqual(summary('A [ -inf 3 ]'), ['unexpected-token@1:5-1:9']);
    assert.deepEqual(summary('B = -Infinity\n'), ['inf-payoff@1:5-1:14']);
    expectNone('A [ Infinity [ 1 2 ] infinity [ 3 4 ] ]');
  });
});

describe('diagnostics: coverage of the codes', () => {
  it('has a test above for every code that parsing and validation can produce', () => {
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'core', 'language', 'diagnostics.ts'), 'utf8');
    const section = source.slice(source.indexOf('// lexical'), source.indexOf('// answers'));
    const codes = [...section.matchAll(/\| '([a-z-]+)'/g)].map((m) => m[1]);
    assert.ok(codes.length > 30, 'the codes were found');
    // Not producible from input: 'empty-file' is declared but no file triggers it (an empty file is
    // zero trees, which the grammar allows); 'internal-error' is the safety net of checkText.
    const untestable = new Set(['empty-file', 'internal-error']);
    const tests = readFileSync(__filename, 'utf8');
    const missing = codes.filter((c) => !untestable.has(c) && !tests.includes(`'${c}'`));
    assert.deepEqual(missing, []);
  });
});

describe('diagnostics: recovery and positions', () => {
  const broken = [
    'tree one {', //  1
    '  algorithm: nope', //  2
    '  depth: x', //  3
    '  A [', //  4
    '    B [ 1 $ 2 ]', //  5
    '    C', //  6
    '    chance [ 1/2 -> 3  1/3 -> 4 ]', //  7
    '    D [ (1,2) 5 ]', //  8
    '    E [ 1/2 -> 6  7 ]', //  9
    '  ]', // 10
    '}', // 11
    'tree two {', // 12
    '  X [ 1 *nope ]', // 13
    '  Y [ 2 ]', // 14
    '}', // 15
    'tree three {', // 16
    '  Z [ 3', // 17
    '}', // 18
  ];
  const expected = [
    'bad-setting@2:14-2:18',
    'bad-setting@3:10-3:11',
    'invalid-character@5:11-5:12',
    'leaf-without-value@6:5-6:6',
    'probability-sum@7:5-7:13',
    'tuple-payoff@8:9-8:14',
    'probability-on-move@9:9-9:12',
    'unknown-reference@13:9-13:14',
    'extra-root@14:3-14:10',
    'unclosed-bracket@17:5-17:6',
  ];

  it('reports every error of a file, each on its own line', () => {
    const text = broken.join('\n');
    assert.deepEqual(summary(text), expected);
    for (const d of diagnostics(text)) {
      assert.equal(d.severity, 'error');
      assert.ok(d.message.length > 20, `a message that explains: ${d.message}`);
    }
    const result = checkText(text);
    assert.equal(result.trees.length, 3);
    assert.deepEqual(
      result.trees.map((t) => t.model),
      [null, null, null],
    );
  });

  it('gives no model for a tree with a syntax error (it was not read as written), but keeps the others', () => {
    for (const bad of ['A [ 1e5 2 ]', 'A [ 1 $ 2 ]', 'A [ B = 3.4.5 2 ]', 'A [ 1 2', 'A [ 1 2 ] ]']) {
      const result = checkText(`tree a { B [ 1 2 ] }\ntree b { ${bad} }\ntree c { C [ 3 4 ] }`);
      assert.deepEqual(
        result.trees.map((t) => t.model !== null),
        [true, false, true],
        bad,
      );
    }
    assert.equal(checkText('A [ 1e5 2 ]').trees[0].model, null);
  });

  it('gives the same lines and columns with CRLF line ends', () => {
    assert.deepEqual(summary(broken.join('\r\n')), expected);
    assert.deepEqual(summary(broken.join('\r')), expected);
  });

  it('gives the same lines and columns after a byte-order mark', () => {
    assert.deepEqual(summary('\uFEFF' + broken.join('\n')), expected);
    assert.deepEqual(summary('\uFEFF' + broken.join('\r\n')), expected);
    // An error on the very first character of a BOM file is at 1:1.
    assert.deepEqual(summary('\uFEFF$ A [1 2]'), ['invalid-character@1:1-1:2']);
    expectClean('\uFEFFA [1 2]');
  });

  it('keeps ranges right after astral characters (UTF-16 columns)', () => {
    assert.deepEqual(summary('"😀😀" [ 1 $ ]'), ['invalid-character@1:12-1:13']);
  });

  it('sorts diagnostics by position', () => {
    const result = checkText(broken.join('\n'));
    const starts = result.diagnostics.map((d) => d.span.start);
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
  });

  it('returns a model for a tree whose only problems are warnings and blanks', () => {
    const result = checkText('e -> A =? [ 1 2 ]');
    assert.ok(result.trees[0].model);
  });
});

describe('gtree check (CLI)', () => {
  let dir: string;
  const buffer = (): MemoryOutput => new MemoryOutput();
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'gtree-check-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints nothing but the summary and exits 0 for a clean file', async () => {
    const path = file('clean.gtree', 'tree t {\n  A [ 1 2 ]\n}\n');
    const o = buffer();
    assert.equal(await runCli(['check', path], o), 0);
    assert.deepEqual(o.out, []);
    assert.deepEqual(o.errs, ['1 file checked: 0 errors, 0 warnings.']);
  });

  it('prints file:line:col: severity code: message and exits 1 on errors', async () => {
    const path = file('broken.gtree', lines('A [', '  B', '  C [ 1 $ ]', ''));
    const o = buffer();
    assert.equal(await runCli(['check', path], o), 1);
    assert.deepEqual(o.out, [
      `${path}:1:3: error unclosed-bracket: This '[' is never closed: expected ']' before the end of the file.`,
      `${path}:2:3: error leaf-without-value: Leaf 'B' has no value: write its payoff (as in 'B = 3') or give it children in [ ... ].`,
      `${path}:3:9: error invalid-character: Unexpected character "$": expected a node, a value, a bracket or a comment ('#').`,
    ]);
    assert.deepEqual(o.errs, ['1 file checked: 3 errors, 0 warnings.']);
  });

  it('prints the right columns for CRLF and BOM files', async () => {
    const path = file('crlf.gtree', '\uFEFFA [\r\n  1 $\r\n]\r\n');
    const o = buffer();
    assert.equal(await runCli(['check', path], o), 1);
    assert.deepEqual(o.out, [`${path}:2:5: error invalid-character: Unexpected character "$": expected a node, a value, a bracket or a comment ('#').`]);
  });

  it('exits 0 with warnings and information only', async () => {
    const path = file('warn.gtree', 'e -> A =? [ 1 2 ]\n');
    const o = buffer();
    assert.equal(await runCli(['check', path], o), 0);
    assert.deepEqual(o.out, [
      `${path}:1:1: warning root-edge: The root has no parent, so this edge label is ignored.`,
      `${path}:1:8: information blank: A blank to fill in: the value of this node.`,
    ]);
    assert.deepEqual(o.errs, ['1 file checked: 0 errors, 1 warning.']);
  });

  it('checks every .gtree file in a folder, in name order', async () => {
    const sub = join(dir, 'folder');
    mkdirSync(join(sub, 'deeper'), { recursive: true });
    writeFileSync(join(sub, 'b.gtree'), 'A [ $ 1 ]');
    writeFileSync(join(sub, 'a.gtree'), 'A [ 1 2 ]');
    writeFileSync(join(sub, 'deeper', 'c.gtree'), 'A [ 1 2');
    writeFileSync(join(sub, 'notes.txt'), '$$$');
    const o = buffer();
    assert.equal(await runCli(['check', sub], o), 1);
    assert.deepEqual(
      o.out.map((l) => l.slice(sub.length + 1).split(': ')[0]),
      ['b.gtree:1:5', join('deeper', 'c.gtree') + ':1:3'],
    );
    assert.deepEqual(o.errs, ['3 files checked: 2 errors, 0 warnings.']);
  });

  it('checks the examples folder cleanly', async () => {
    const o = buffer();
    assert.equal(await runCli(['check', 'examples'], o), 0, o.out.join('\n'));
  });

  it('says clearly when a file does not exist, and exits 1', async () => {
    const missing = join(dir, 'nope.gtree');
    const o = buffer();
    assert.equal(await runCli(['check', missing], o), 1);
    assert.deepEqual(o.out, []);
    assert.deepEqual(o.errs, [`${missing}: error: cannot read: no such file or folder`, '0 files checked: 1 error, 0 warnings.']);
  });

  it('says when a folder holds no .gtree files', async () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    const o = buffer();
    assert.equal(await runCli(['check', empty], o), 1);
    assert.equal(o.errs[0], `${empty}: error: cannot read: no .gtree files in this folder`);
  });

  it('exits 2 on usage errors, with a message and no stack trace', () => {
    const cases: [string[], RegExp][] = [
      [[], /Usage:/],
      [['check'], /check needs at least one file or folder/],
      [['check', '--strict', 'x.gtree'], /unknown option '--strict'/],
      [['frobnicate'], /unknown command 'frobnicate'/],
    ];
    for (const [argv, message] of cases) {
      const o = buffer();
      assert.equal(runCli(argv, o), 2, argv.join(' '));
      const all = [...o.out, ...o.errs].join('\n');
      assert.match(all, message);
      assert.doesNotMatch(all, /\n\s+at /, 'no stack trace');
    }
  });

  it('prints help and exits 0 for help and --help', () => {
    for (const argv of [['help'], ['--help'], ['-h']]) {
      const o = buffer();
      assert.equal(runCli(argv, o), 0);
      assert.match(o.out.join('\n'), /gtree check .*FILE\|FOLDER/);
    }
  });
});
