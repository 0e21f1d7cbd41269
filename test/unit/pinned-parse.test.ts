import { strict as assert } from 'node:assert';
import { DiagnosticSink } from '../../src/core/language/diagnostics';
import { parse } from '../../src/core/language/parser';
import type { SyntaxNode } from '../../src/core/language/syntax';
import { sketch } from './helpers';

/*
 * The parser (parser.ts over parse/) on what mutation testing found no test holding (issue 33):
 * each case states every diagnostic the parser reports, with its exact words and span, and the
 * nodes it reads, as the grammar and the slips of docs/language.md say.
 */

/** `code start-end: message` for each of the parser's diagnostics, and `(fix: text@start-end)` when it suggests one. */
function parsed(text: string): { trees: string[]; said: string[] } {
  const sink = new DiagnosticSink();
  const file = parse(text, sink);
  const said = sink.items.map((d) => {
    const fix = d.suggestion ? ` (fix: ${d.suggestion.text}@${d.suggestion.span.start}-${d.suggestion.span.end})` : '';
    return `${d.severity} ${d.code} ${d.span.start}-${d.span.end}: ${d.message}${fix}`;
  });
  const trees = file.trees.map(
    (t) =>
      `${t.name ? `${t.name.text} ` : ''}${t.start}-${t.end} {${t.settings.map((s) => ` ${s.key.text}:${s.values.map((v) => v.text).join(',')}`).join('')} ${spanned(t.root)} }`,
  );
  return { trees, said };
}

/** A node's sketch with its span: `sketch@start-end`, children as spanned nodes. */
function spanned(node: SyntaxNode | null): string {
  if (!node) return '∅';
  const own = `@${node.start}-${node.end}`;
  if (!node.children) return `${sketch(node)}${own}`;
  const head = sketch(node).replace(/ ?\[.*$/s, '');
  return `${head}${own}[${node.children.map(spanned).join(' ')}]`;
}

/** Where `piece` is in `text` (its `nth` occurrence), as `start-end`. */
function at(text: string, piece: string, nth = 0): string {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(piece, i + 1);
  assert.ok(i >= 0, `'${piece}' (${nth}) is in the text`);
  return `${i}-${i + piece.length}`;
}

const only = (text: string): string[] => parsed(text).said;

describe('pinned: the parser, values', () => {
  it('refuses a zero denominator wherever a number goes', () => {
    const zero = (raw: string): string => `'${raw}' is not a usable number: its denominator is zero.`;
    const text = 'A ~1/0 [ 1/0 (2/0, 1) B <3/0, 5> =4/0 [ 1 2 ] ]';
    assert.deepEqual(only(text), [
      `error bad-number ${at(text, '1/0')}: ${zero('1/0')}`,
      `error bad-number ${at(text, '1/0', 1)}: ${zero('1/0')}`,
      `error bad-number ${at(text, '2/0')}: ${zero('2/0')}`,
      `error bad-number ${at(text, '3/0')}: ${zero('3/0')}`,
      `error bad-number ${at(text, '4/0')}: ${zero('4/0')}`,
    ]);
  });

  it("reads '=?' as a blank from the '=' to the '?'", () => {
    const text = 'A =? [ 1 2 ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, []);
    assert.deepEqual(trees, ['0-12 { A =?@0-12[1@7-8 2@9-10] }']);
  });

  it("says what may follow '=' when something else does", () => {
    const text = 'R [ A = x [ 1 2 ] B = ]';
    assert.deepEqual(only(text), [
      `error expected ${at(text, 'x')}: Expected a number, a tuple or '?' after '=', found 'x'.`,
      `error expected ${at(text, ']', 1)}: Expected a number, a tuple or '?' after '=', found ']'.`,
    ]);
    assert.deepEqual(only('A = '), ["error expected 4-4: Expected a number, a tuple or '?' after '=', found the end of the file."]);
  });

  it('reads a tuple, and reports an empty one, an infinity in one and one never closed', () => {
    const text = 'R [ () (1 +inf 2) (3 4 ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `error expected ${at(text, '()')}: Expected at least one number in the tuple.`,
      `error inf-payoff ${at(text, '+inf')}: Infinities are allowed only in windows, never as payoffs: write a number.`,
      `error unclosed-bracket ${at(text, '(', 2)}: This '(' is never closed: expected a number or ')' but found ']'.`,
    ]);
    assert.deepEqual(trees, [`0-24 { R@0-24[()@4-6 (1,2)@7-17 (3,4)@18-22] }`]);
  });

  it('reads each kind of window bound', () => {
    const text = 'R [ A <-inf, +inf> [ 1 ] B <inf, ?> [ 2 ] C <\u2212\u221e, \u221e> [ 3 ] D <1/2, 0.5> [ 4 ] ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, []);
    assert.match(trees[0], /A <-inf,inf>@.*B <inf,\?>@.*C <-inf,inf>@.*D <0\.5,0\.5>@/);
  });

  it('says a window needs two bounds, from its < to what was read', () => {
    const text = 'R [ A <> [ 1 ] B < [ 2 ] ]';
    assert.deepEqual(only(text), [
      `error expected ${at(text, '<')}: A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found '>'.`,
      `error expected ${at(text, '<', 1)}: A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found '['.`,
    ]);
  });

  it("reports a window's missing '>' and reads on", () => {
    const text = 'A <1, 2 [ 3 4 ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [`error expected ${at(text, '[')}: Expected '>' to close the window, found '['.`]);
    assert.deepEqual(trees, ['0-15 { A <1,2>@0-15[3@10-11 4@12-13] }']);
  });
});

describe('pinned: the parser, slips', () => {
  it("reads 'Tree' and a misspelt 'tree' before a '{' as the keyword", () => {
    const text = 'Tree t { A [ 1 2 ] }\ntre { B [ 3 4 ] }\ntrees u { C [ 5 6 ] }';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `error keyword-case ${at(text, 'Tree')}: Keywords are lower case: did you mean 'tree'? (fix: tree@${at(text, 'Tree')})`,
      `error unknown-keyword ${at(text, 'tre ')
        .split('-')
        .map((n, i) => Number(n) - i)
        .join('-')}: 'tre' is not a keyword: did you mean 'tree'? (fix: tree@21-24)`,
      `error unknown-keyword ${at(text, 'trees')}: 'trees' is not a keyword: did you mean 'tree'? (fix: tree@${at(text, 'trees')})`,
    ]);
    assert.equal(trees.length, 3);
    assert.deepEqual(
      trees.map((t) => t.split(' ')[0]),
      ['t', '21-38', 'u'],
    );
  });

  it('reads a kind written in capitals or misspelt before a label as the kind', () => {
    const text = 'MAX A [ Min B [ 1 2 ] mx C [ 3 4 ] chanse D [ 1/2 -> 5 1/2 -> 6 ] ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `error keyword-case ${at(text, 'MAX')}: Keywords are lower case: did you mean 'max'? (fix: max@${at(text, 'MAX')})`,
      `error keyword-case ${at(text, 'Min')}: Keywords are lower case: did you mean 'min'? (fix: min@${at(text, 'Min')})`,
      `error unknown-keyword ${at(text, 'mx')}: 'mx' is not a kind of node (max, min, chance, @Player): did you mean 'max'? (fix: max@${at(text, 'mx')})`,
      `error unknown-keyword ${at(text, 'chanse')}: 'chanse' is not a kind of node (max, min, chance, @Player): did you mean 'chance'? (fix: chance@${at(text, 'chanse')})`,
    ]);
    assert.match(trees[0], /max A@0-\d+\[min B@.* max C@.* chance D@/);
  });

  it('reads MIN [ as a label, warning that the kind may have been meant; CHANCE [ and Chance = 1 without a warning', () => {
    const text = 'R [ MIN [ 1 2 ] Max = 3 [ 4 5 ] CHANCE [ 6 ] maxi [ 7 ] ]';
    const { trees, said } = parsed(text);
    const warn = (w: string, lower: string): string =>
      `warning keyword-case ${at(text, w)}: '${w}' is read as the node's label; a node's kind is written in lower case: did you mean '${lower}'? (fix: ${lower}@${at(text, w)})`;
    assert.deepEqual(said, [warn('MIN', 'min'), warn('Max', 'max')]);
    assert.match(trees[0], /MIN@.* Max =3@.* CHANCE@.* maxi@/);
  });

  it('reads two words on two lines as two nodes, no kind meant', () => {
    // The second word's line break is what counts, wherever the two words are in the file.
    const text = 'R [ MAX\n A mx\n B ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `warning keyword-case ${at(text, 'MAX')}: 'MAX' is read as the node's label; a node's kind is written in lower case: did you mean 'max'? (fix: max@${at(text, 'MAX')})`,
    ]);
    assert.deepEqual(trees, ['0-18 { R@0-18[MAX@4-7 A@9-10 mx@11-13 B@15-16] }']);
    const deep = 'R [ S [ T [ 1 ] ] mx\n B ]';
    assert.deepEqual(parsed(deep), { trees: ['0-25 { R@0-25[S@4-17[T@8-15[1@12-13]] mx@18-20 B@22-23] }'], said: [] });
  });

  it("reads 'key = value' as a setting written with '=', the fix ':' in place of ' ='", () => {
    const text = 'algorithm = alphabeta # the lecture\ndepth = 2\nA ~0 [ B ~1 [ 1 2 ] ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `error setting-equals 10-11: Settings are written 'key: value': did you mean 'algorithm: alphabeta'? (fix: :@9-11)`,
      `error setting-equals 42-43: Settings are written 'key: value': did you mean 'depth: 2'? (fix: :@41-43)`,
    ]);
    assert.match(trees[0], /^0-\d+ \{ algorithm:alphabeta depth:2 A ~0@/);
  });

  it("reads 'A = 3' and 'A = inf' as nodes, and a number after '=' as a setting only for a key before the root", () => {
    assert.deepEqual(parsed('A = 3').trees, ['0-5 { A =3@0-5 }']);
    assert.deepEqual(parsed('A = inf [ 1 2 ]').said, ['error inf-payoff 4-7: Infinities are allowed only in windows, never as values: write a number.']);
    // `depth = 3` as the whole tree: nothing follows, so it is the root, a node labelled depth.
    assert.deepEqual(parsed('depth = 3').trees, ['0-9 { depth =3@0-9 }']);
    // Not a setting's key: a node.
    assert.deepEqual(
      parsed('deep = 3\nA [ 1 2 ]').said[0],
      "error extra-root 9-18: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
    );
    // A word after '=' and a node's '[' on the same line: a node.
    assert.deepEqual(parsed('A = x [ 1 2 ]').said, [
      "error expected 4-5: Expected a number, a tuple or '?' after '=', found 'x'.",
      "error extra-root 4-13: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
    ]);
  });

  it("reads '(α, β)' before a node's children, or with an infinity, as a window written in parentheses", () => {
    const text = 'R [ A (3, 5) [ 1 2 ] B (-inf, 4) C (1, 2) ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `error window-parens ${at(text, '(3, 5)')}: A window is written '<α, β>', not in parentheses: did you mean '<3, 5>'? (fix: <3, 5>@${at(text, '(3, 5)')})`,
      `error window-parens ${at(text, '(-inf, 4)')}: A window is written '<α, β>', not in parentheses: did you mean '<-inf, 4>'? (fix: <-inf, 4>@${at(text, '(-inf, 4)')})`,
    ]);
    // `C (1, 2)` is a leaf C and a tuple leaf after it.
    assert.match(trees[0], /A <3,5>@.* B <-inf,4>@\d+-\d+ C@\d+-\d+ \(1,2\)@/);
  });
});

describe('pinned: the parser, nodes', () => {
  it("reports every unclosed '[' at the end, the innermost first", () => {
    const text = 'A [ B [ 1 2';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      "error unclosed-bracket 6-7: This '[' is never closed: expected ']' before the end of the file.",
      "error unclosed-bracket 2-3: This '[' is never closed: expected ']' before the end of the file.",
    ]);
    assert.deepEqual(trees, ['0-11 { A@0-11[B@4-11[1@8-9 2@10-11]] }']);
    const block = 'tree t { A [ 1 }';
    assert.deepEqual(only(block), ["error unclosed-bracket 11-12: This '[' is never closed: expected ']' before '}'."]);
  });

  it("reports at most 20 unclosed '['", () => {
    const text = `${'A ['.repeat(25)} 1`;
    const said = only(text);
    assert.equal(said.length, 20);
    // The innermost (the 25th, at 72) first, down to the 6th (at 17).
    assert.equal(said[0], "error unclosed-bracket 74-75: This '[' is never closed: expected ']' before the end of the file.");
    assert.equal(said[19], "error unclosed-bracket 17-18: This '[' is never closed: expected ']' before the end of the file.");
  });

  it('reads cut marks, edges, named outcomes and references', () => {
    const text = 'A [ /a -> B [ 1 2 ] //b -> *k c -> 3 chance C [ six 1/6 -> 4 "r s" 5/6 -> 5 ] D &k [ 6 ] ]';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, []);
    assert.equal(
      trees[0],
      '0-90 { A@0-90[/a->B@4-19[1@14-15 2@16-17] //b->*k@20-29 c->3@30-36 chance C@37-77[six:1/6->4@48-60 r s:5/6->5@61-75] D &k@78-88[6@85-86]] }',
    );
  });

  it("says what is missing after '*', '@', '&', '~' and '->', and before '->'", () => {
    const text = 'R [ * 1 @ 2 A & 3 B ~ [ 4 ] -> 5 a -> ]';
    assert.deepEqual(only(text), [
      `error expected ${at(text, '1')}: Expected an anchor name after '*' (as in *k), found '1'.`,
      `error expected ${at(text, '2')}: Expected a player name after '@' (as in @Abu), found '2'.`,
      `error expected ${at(text, '3')}: Expected an anchor name after '&' (as in &k), found '3'.`,
      `error expected ${at(text, '~')}: Expected a number or a tuple after '~'.`,
      `error expected ${at(text, '->')}: Expected a move name or a probability before '->'.`,
      `error expected ${at(text, ']', 1)}: Expected the node after '->', found ']'.`,
    ]);
    assert.deepEqual(only('R [ / ]'), ["error expected 6-7: Expected the node the cut mark applies to, found ']'."]);
  });

  it('reports a token that starts no node, saying what it is for', () => {
    const text = 'R [ ) 25% +inf : > { ]';
    assert.deepEqual(only(text), [
      `error unmatched-bracket ${at(text, ')')}: This ')' closes nothing: there is no open '(' before it.`,
      `error unexpected-token ${at(text, '25%')}: Unexpected '25%': a percentage is a probability: write it on an edge under a chance node, as in '25% -> 3'.`,
      `error unexpected-token ${at(text, '+inf')}: Unexpected '+inf': infinities are allowed only in windows ('<-inf, 3>') and the window setting, never as payoffs.`,
      `error unexpected-token ${at(text, ':')}: Unexpected ':': settings (key: value) go on their own lines at the top of a tree.`,
      `error unexpected-token ${at(text, '>')}: Unexpected '>': this '>' has no matching '<'.`,
      `error unexpected-token ${at(text, '{')}: Unexpected '{': expected a node: a number, a label, a tuple, or a kind (max, min, chance, @Player).`,
    ]);
  });

  it('shortens a long token it names to 24 characters and an ellipsis', () => {
    const long = 'x'.repeat(30);
    // Inside a root: a first line 'A = word' reads as a setting written with '='.
    assert.deepEqual(only(`R [ A = ${long} ]`), [`error expected 8-38: Expected a number, a tuple or '?' after '=', found '${'x'.repeat(24)}…'.`]);
    assert.deepEqual(only(`R [ A = ${'y'.repeat(24)} ]`), [`error expected 8-32: Expected a number, a tuple or '?' after '=', found '${'y'.repeat(24)}'.`]);
  });

  it('reads a player kind, a label and every part in order', () => {
    const text = 'tree t { players: P Q R\n@Q "top" &k =(1 2 3) <-inf, 3> ~(1 1 1) [ (1 2 3) ] }';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, []);
    assert.equal(trees[0], 't 0-77 { players:P,Q,R @Q top &k =(1,2,3) <-inf,3> ~(1,1,1)@24-75[(1,2,3)@66-73] }');
  });
});

describe('pinned: the parser, files and trees', () => {
  it("reports 'tree' blocks after an unnamed tree", () => {
    const text = 'A [ 1 2 ]\ntree t { B [ 3 4 ] }';
    assert.deepEqual(only(text), [
      "error mixed-file 10-14: This file starts with an unnamed tree, so it cannot also hold 'tree' blocks: wrap the first tree in 'tree { ... }'.",
    ]);
  });

  it("reports a '}' that closes nothing and anything else between trees", () => {
    const text = 'tree a { A [ 1 2 ] } } x y tree b { B [ 3 4 ] }';
    const { trees, said } = parsed(text);
    assert.deepEqual(said, [
      `error unmatched-bracket ${at(text, '}', 1)}: This '}' closes nothing: there is no open '{' before it.`,
      `error expected ${at(text, 'x')}: Expected 'tree' to start the next tree, found 'x'.`,
    ]);
    assert.deepEqual(
      trees.map((t) => t.split(' ').slice(0, 2).join(' ')),
      ['a 0-20', `b ${at(text, 'tree b { B [ 3 4 ] }')}`],
    );
  });

  it("refuses a keyword as a tree's name, and reads a tree without its '{'", () => {
    const text = 'tree max { A [ 1 2 ] }';
    assert.deepEqual(only(text), [`error expected 5-8: 'max' is a keyword: quote it to use it as a tree name ("max").`]);
    const open = 'tree t A [ 1 2 ] }';
    const { trees, said } = parsed(open);
    assert.deepEqual(said, ["error expected 7-8: Expected '{' to open the tree, found 'A'."]);
    assert.deepEqual(trees, ['t 0-18 { A@7-16[1@11-12 2@13-14] }']);
    assert.deepEqual(parsed('tree t').said, ["error expected 6-6: Expected '{' to open the tree, found the end of the file."]);
    assert.deepEqual(parsed('tree t').trees, ['t 0-6 { ∅ }']);
  });

  it("reports a tree's '{' never closed, and a tree with no root", () => {
    const text = 'tree t { A [ 1 2 ]';
    assert.deepEqual(only(text), ["error unclosed-bracket 7-8: This '{' is never closed: expected '}' to end the tree."]);
    assert.deepEqual(parsed(text).trees, ['t 0-18 { A@9-18[1@13-14 2@15-16] }']);
    assert.deepEqual(only('tree t { depth: 2\n}'), ["error expected 18-19: Expected the tree's root node before '}', found '}'."]);
    assert.deepEqual(only('depth: 2\n'), ["error expected 9-9: Expected the tree's root node, found the end of the file."]);
  });

  it('reports a setting after the root, a stray ] and a second root', () => {
    const text = 'A [ 1 2 ]\ndepth: 2\n] B [ 3 ] C';
    assert.deepEqual(only(text), [
      "error setting-after-node 10-18: Setting 'depth' comes after the root node: settings go at the top of the tree, one per line.",
      "error unmatched-bracket 19-20: This ']' closes nothing: there is no open '[' before it.",
      "error extra-root 21-28: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
    ]);
  });

  it("reads a setting to the end of its line, or to the tree's }", () => {
    const { trees, said } = parsed('tree t { players: A "B C" }\ntree u { window: [ -inf, 3\nA [ 1 2 ] }');
    assert.equal(said[0], "error expected 26-27: Expected the tree's root node before '}', found '}'.");
    assert.deepEqual(
      trees.map((t) => t.replace(/ \S*@.*$/, '')),
      ['t 0-27 { players:A,B C ∅ }', 'u 28-66 { window:[,-inf,3'],
    );
  });
});
