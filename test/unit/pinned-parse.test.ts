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

/*
 * The second round (issue 33): cases the parser's mutants showed no test holding. Each row is a
 * text, the trees the parser reads (settings, nodes and spans, as `parsed` prints them) and every
 * diagnostic it reports; each was read against the grammar and the slips of docs/language.md.
 */
describe('pinned: the parser, what each case reads and says', () => {
  // [what the case shows, the text, the trees read, every diagnostic]
  const cases: [string, string, string[], string[]][] = [
    // slips
    [
      "a misspelt 'tree' before a quoted name",
      'tre "t 1" {\n  A [ 1 2 ]\n}',
      ['t 1 0-25 { A@14-23[1@18-19 2@20-21] }'],
      ["error unknown-keyword 0-3: 'tre' is not a keyword: did you mean 'tree'? (fix: tree@0-3)"],
    ],
    [
      'a misspelt kind before a quoted label',
      'mx "A" [ 1 2 ]',
      ['0-14 { max A@0-14[1@9-10 2@11-12] }'],
      ["error unknown-keyword 0-2: 'mx' is not a kind of node (max, min, chance, @Player): did you mean 'max'? (fix: max@0-2)"],
    ],
    [
      "a word before a tree's name and '{' that is no 'tree' is not read as one",
      'tree t { A [ 1 2 ] }\nfoo u { B [ 1 2 ] }',
      ['t 0-20 { A@9-18[1@13-14 2@15-16] }'],
      ["error expected 21-24: Expected 'tree' to start the next tree, found 'foo'."],
    ],
    [
      "'=' then a blank is a node's answer, not a setting",
      'depth = ?\nA [ 1 2 ]',
      ['0-19 { depth =?@0-9 }'],
      ["error extra-root 10-19: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree."],
    ],
    [
      "'=' then a fraction, the root on the next line: a setting",
      'guess = 1/2\nA [ 1 2 ]',
      ['0-21 { guess:1/2 A@12-21[1@16-17 2@18-19] }'],
      ["error setting-equals 6-7: Settings are written 'key: value': did you mean 'guess: 1/2'? (fix: :@5-7)"],
    ],
    [
      "'=' then a kind's keyword: a setting",
      'root = min\nA [ 1 2 ]',
      ['0-20 { root:min A@11-20[1@15-16 2@17-18] }'],
      ["error setting-equals 5-6: Settings are written 'key: value': did you mean 'root: min'? (fix: :@4-6)"],
    ],
    [
      "'=' then max: a setting",
      'root = max\nA [ 1 2 ]',
      ['0-20 { root:max A@11-20[1@15-16 2@17-18] }'],
      ["error setting-equals 5-6: Settings are written 'key: value': did you mean 'root: max'? (fix: :@4-6)"],
    ],
    [
      "'=' then chance: a setting",
      'root = chance\nA [ 1 2 ]',
      ['0-23 { root:chance A@14-23[1@18-19 2@20-21] }'],
      ["error setting-equals 5-6: Settings are written 'key: value': did you mean 'root: chance'? (fix: :@4-6)"],
    ],
    [
      "'=' then a string: a setting",
      'algorithm = "alphabeta"\nA [ 1 2 ]',
      ['0-33 { algorithm:alphabeta A@24-33[1@28-29 2@30-31] }'],
      ["error setting-equals 10-11: Settings are written 'key: value': did you mean 'algorithm: \"alphabeta\"'? (fix: :@9-11)"],
    ],
    [
      "a string before '=' is a node's label, never a setting's key",
      '"B" = alphabeta\nA [ 1 2 ]',
      ['0-25 { B@0-5 }'],
      [
        "error expected 6-15: Expected a number, a tuple or '?' after '=', found 'alphabeta'.",
        "error extra-root 6-15: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      "a setting with '=' on the line after another setting",
      'algorithm: alphabeta\nfail = hard\nA [ 1 2 ]',
      ['0-42 { algorithm:alphabeta fail:hard A@33-42[1@37-38 2@39-40] }'],
      ["error setting-equals 26-27: Settings are written 'key: value': did you mean 'fail: hard'? (fix: :@25-27)"],
    ],
    [
      "a word on the next line after '=' is no setting's value",
      'A =\nB',
      ['0-5 { A@0-3 }'],
      [
        "error expected 4-5: Expected a number, a tuple or '?' after '=', found 'B'.",
        "error extra-root 4-5: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      "'= inf' is a node's infinite value",
      'A = inf',
      ['0-7 { A@0-7 }'],
      ['error inf-payoff 4-7: Infinities are allowed only in windows, never as values: write a number.'],
    ],
    [
      "'= infinity' is an infinity too, not a setting",
      'A = infinity',
      ['0-12 { A@0-12 }'],
      ['error inf-payoff 4-12: Infinities are allowed only in windows, never as values: write a number.'],
    ],
    [
      "a word that only ends in inf is a setting's value",
      'A = xinf',
      ['0-8 { A:xinf ∅ }'],
      [
        "error setting-equals 2-3: Settings are written 'key: value': did you mean 'A: xinf'? (fix: :@1-3)",
        "error expected 8-8: Expected the tree's root node, found the end of the file.",
      ],
    ],
    [
      "a word that only starts with inf is a setting's value",
      'A = information',
      ['0-15 { A:information ∅ }'],
      [
        "error setting-equals 2-3: Settings are written 'key: value': did you mean 'A: information'? (fix: :@1-3)",
        "error expected 15-15: Expected the tree's root node, found the end of the file.",
      ],
    ],
    ["a number after '=' then the end of the file: a node", 'depth = 3\n', ['0-10 { depth =3@0-9 }'], []],
    ["a number after '=' then the tree's '}': a node", 'tree t {\n  depth = 3\n}', ['t 0-22 { depth =3@11-20 }'], []],
    [
      "a number after '=' then the next tree: a node",
      'depth = 3\ntree u { A [ 1 2 ] }',
      ['0-10 { depth =3@0-9 }', 'u 10-30 { A@19-28[1@23-24 2@25-26] }'],
      ["error mixed-file 10-14: This file starts with an unnamed tree, so it cannot also hold 'tree' blocks: wrap the first tree in 'tree { ... }'."],
    ],
    [
      "a setting with '=' at the very end of the text: its value to the end",
      'algorithm = alphabeta',
      ['0-21 { algorithm:alphabeta ∅ }'],
      [
        "error setting-equals 10-11: Settings are written 'key: value': did you mean 'algorithm: alphabeta'? (fix: :@9-11)",
        "error expected 21-21: Expected the tree's root node, found the end of the file.",
      ],
    ],
    [
      "a setting with '=' and two words on its line",
      'players = A B\nR [ 1 2 ]',
      ['0-23 { players:A,B R@14-23[1@18-19 2@20-21] }'],
      ["error setting-equals 8-9: Settings are written 'key: value': did you mean 'players: A B'? (fix: :@7-9)"],
    ],
    [
      "'(?, 3)' before the children is a window in parentheses",
      'A (?, 3) [ 1 2 ]',
      ['0-16 { A <?,3>@0-16[1@11-12 2@13-14] }'],
      ["error window-parens 2-8: A window is written '<α, β>', not in parentheses: did you mean '<?, 3>'? (fix: <?, 3>@2-8)"],
    ],
    [
      "'(x, 3)' is neither a window nor a tuple",
      'A (x, 3) [ 1 2 ]',
      ['0-16 { A@0-1 }'],
      [
        "error unclosed-bracket 2-3: This '(' is never closed: expected a number or ')' but found 'x'.",
        "error extra-root 2-3: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
        "error unmatched-bracket 7-8: This ')' closes nothing: there is no open '(' before it.",
      ],
    ],
    [
      "a window opened with '<' and closed with ')'",
      'A <3, 4) [ 1 2 ]',
      ['0-16 { A <3,4>@0-7 }'],
      [
        "error expected 7-8: Expected '>' to close the window, found ')'.",
        "error unmatched-bracket 7-8: This ')' closes nothing: there is no open '(' before it.",
        "error extra-root 9-16: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      'three numbers in parentheses are no window, even with an infinity',
      'A (3, +inf, 5) [ 1 2 ]',
      ['0-22 { A@0-1 }'],
      [
        'error inf-payoff 6-10: Infinities are allowed only in windows, never as payoffs: write a number.',
        "error extra-root 2-14: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      'an infinite second bound in parentheses, no children: a window',
      'R [ A (3, +inf) ]',
      ['0-17 { R@0-17[A <3,inf>@4-15] }'],
      ["error window-parens 6-15: A window is written '<α, β>', not in parentheses: did you mean '<3, +inf>'? (fix: <3, +inf>@6-15)"],
    ],
    [
      'an infinite first bound in parentheses, no children: a window',
      'R [ A (+inf, 3) ]',
      ['0-17 { R@0-17[A <inf,3>@4-15] }'],
      ["error window-parens 6-15: A window is written '<α, β>', not in parentheses: did you mean '<+inf, 3>'? (fix: <+inf, 3>@6-15)"],
    ],
    [
      'a fraction bound in parentheses',
      'A (1/2, 3) [ 1 2 ]',
      ['0-18 { A <0.5,3>@0-18[1@13-14 2@15-16] }'],
      ["error window-parens 2-10: A window is written '<α, β>', not in parentheses: did you mean '<1/2, 3>'? (fix: <1/2, 3>@2-10)"],
    ],
    // files
    [
      'a word in capitals between trees is skipped, not read as a kind',
      'tree t { A [ 1 2 ] } MAX A [ 1 2 ]',
      ['t 0-20 { A@9-18[1@13-14 2@15-16] }'],
      ["error expected 21-24: Expected 'tree' to start the next tree, found 'MAX'."],
    ],
    [
      'everything up to the next tree is skipped silently',
      'tree t { A [ 1 2 ] } foo MAX A [ 1 2 ] tree u { B [ 1 2 ] }',
      ['t 0-20 { A@9-18[1@13-14 2@15-16] }', 'u 39-59 { B@48-57[1@52-53 2@54-55] }'],
      ["error expected 21-24: Expected 'tree' to start the next tree, found 'foo'."],
    ],
    [
      'a word after the last tree',
      'tree t { A [ 1 2 ] } foo',
      ['t 0-20 { A@9-18[1@13-14 2@15-16] }'],
      ["error expected 21-24: Expected 'tree' to start the next tree, found 'foo'."],
    ],
    [
      "min as a tree's name",
      'tree min { A [ 1 2 ] }',
      ['0-22 { A@11-20[1@15-16 2@17-18] }'],
      ['error expected 5-8: \'min\' is a keyword: quote it to use it as a tree name ("min").'],
    ],
    [
      "chance as a tree's name",
      'tree chance { A [ 1 2 ] }',
      ['0-25 { A@14-23[1@18-19 2@20-21] }'],
      ['error expected 5-11: \'chance\' is a keyword: quote it to use it as a tree name ("chance").'],
    ],
    [
      "a tree without '{' ends at the next tree, which is read whole",
      'tree t A [ 1 2 ] tree u { B [ 1 2 ] }',
      ['t 0-16 { A@7-16[1@11-12 2@13-14] }', 'u 17-37 { B@26-35[1@30-31 2@32-33] }'],
      ["error expected 7-8: Expected '{' to open the tree, found 'A'."],
    ],
    ["max as a setting's key", 'max: 1\nA [ 1 2 ]', ['0-16 { max:1 A@7-16[1@11-12 2@13-14] }'], []],
    ["min as a setting's key", 'min: 1\nA [ 1 2 ]', ['0-16 { min:1 A@7-16[1@11-12 2@13-14] }'], []],
    ["chance as a setting's key", 'chance: 1\nA [ 1 2 ]', ['0-19 { chance:1 A@10-19[1@14-15 2@16-17] }'], []],
    ["tree as a setting's key inside a tree", 'tree t {\n  tree: 1\n  A [ 1 2 ]\n}', ['t 0-32 { tree:1 A@21-30[1@25-26 2@27-28] }'], []],
    [
      "a string before ':' is no setting",
      '"depth": 1\nA [ 1 2 ]',
      ['0-20 { depth@0-7 }'],
      [
        "error unexpected-token 7-8: Unexpected ':': settings (key: value) go on their own lines at the top of a tree.",
        "error extra-root 9-10: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      "a ']' after a second root is reported too",
      'A [ 1 2 ] B ]',
      ['0-13 { A@0-9[1@4-5 2@6-7] }'],
      [
        "error extra-root 10-11: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
        "error unmatched-bracket 12-13: This ']' closes nothing: there is no open '[' before it.",
      ],
    ],
    [
      "a value after a stray ']' is a second root, not a part out of order",
      'A [ 1 2 ] ] =3',
      ['0-14 { A@0-9[1@4-5 2@6-7] }'],
      [
        "error unmatched-bracket 10-11: This ']' closes nothing: there is no open '[' before it.",
        "error extra-root 12-14: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      "a ')' before the root: no root, the node after it a second one",
      ') A [ 1 2 ]',
      ['0-11 { ∅ }'],
      [
        "error unmatched-bracket 0-1: This ')' closes nothing: there is no open '(' before it.",
        "error extra-root 2-11: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      "a ']' before the root",
      '] A [ 1 2 ]',
      ['0-11 { ∅ }'],
      [
        "error unmatched-bracket 0-1: This ']' closes nothing: there is no open '[' before it.",
        "error extra-root 2-11: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    [
      "a capitalised 'Tree' after an unnamed tree starts the next tree",
      'A [ 1 2 ]\nTree u { B [ 1 2 ] }',
      ['0-10 { A@0-9[1@4-5 2@6-7] }', 'u 10-30 { B@19-28[1@23-24 2@25-26] }'],
      [
        "error keyword-case 10-14: Keywords are lower case: did you mean 'tree'? (fix: tree@10-14)",
        "error mixed-file 10-14: This file starts with an unnamed tree, so it cannot also hold 'tree' blocks: wrap the first tree in 'tree { ... }'.",
      ],
    ],
    [
      'a second root left open ends at the end of the file; the root keeps its end',
      'A [ 1 2 ] B [ 3',
      ['0-15 { A@0-9[1@4-5 2@6-7] }'],
      [
        "error unclosed-bracket 12-13: This '[' is never closed: expected ']' before the end of the file.",
        "error extra-root 10-15: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
      ],
    ],
    // nodes
    ["a name before a name and '->' is a label, not an outcome", 'A [ six x -> 3 ]', ['0-16 { A@0-16[six@4-7 x->3@8-14] }'], []],
    ['a quoted outcome name', 'chance [ "six" 1/6 -> 3 1/6 -> 4 ]', ['0-34 { chance@0-34[six:1/6->3@9-23 1/6->4@24-32] }'], []],
    [
      'a probability edge with a zero denominator',
      'chance [ 1/0 -> 3 1 -> 4 ]',
      ['0-26 { chance@0-26[1/0->3@9-17 1->4@18-24] }'],
      ["error bad-number 9-12: '1/0' is not a usable number: its denominator is zero."],
    ],
    ['a kind and a label, then a second word: the word is the next node', 'R [ max A B ]', ['0-13 { R@0-13[max A@4-9 B@10-11] }'], []],
    [
      'a window in parentheses after a window is the next node',
      'R [ A <1, 2> (3, +inf) [ 1 2 ] ]',
      ['0-32 { R@0-32[A <1,2>@4-12 (3)@13-22 @23-30[1@25-26 2@27-28]] }'],
      ['error inf-payoff 17-21: Infinities are allowed only in windows, never as payoffs: write a number.'],
    ],
    ["a value about the unknown after '='", 'R [ A ={max(3, x)} [ x 3 ] ]', ['0-28 { R@0-28[A@4-26[x@21-22 3@23-24]] }'], []],
    [
      "a cut mark not followed by '{'",
      'R [ / 3 /{x <= 3} 4 / {x} 5 ]',
      ['0-24 { R@0-24[/3@4-7 /4@8-19 /@20-22 x@23-24] }'],
      [
        "error expected 22-23: Expected the node the cut mark applies to, found '{'.",
        "error unexpected-token 22-23: Unexpected '{': expected a node: a number, a label, a tuple, or a kind (max, min, chance, @Player).",
        "error unclosed-bracket 2-3: This '[' is never closed: expected ']' before '}'.",
        "error unmatched-bracket 24-25: This '}' closes nothing: there is no open '{' before it.",
        "error expected 26-27: Expected 'tree' to start the next tree, found '5'.",
      ],
    ],
    // values
    [
      'a name in a window is no bound',
      'A <x, 3> [ 1 2 ]',
      ['0-16 { A <?,?>@0-3 }'],
      [
        "error expected 2-3: A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found 'x'.",
        "error extra-root 3-4: A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.",
        "error unexpected-token 7-8: Unexpected '>': this '>' has no matching '<'.",
      ],
    ],
    [
      'a window with no bounds',
      'A < > [ 1 2 ]',
      ['0-13 { A <?,?>@0-13[1@8-9 2@10-11] }'],
      ["error expected 2-3: A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found '>'."],
    ],
    [
      'an answer about the unknown left open at the end of the file',
      'R [ A /{x <= 3',
      ['0-14 { R@0-14[A@4-5 /@6-14] }'],
      [
        "error expected 7-8: Expected '}' to close the answer about the unknown (as in '/{x <= 3}').",
        'error expected 14-14: Expected the node the cut mark applies to, found the end of the file.',
        "error unclosed-bracket 2-3: This '[' is never closed: expected ']' before the end of the file.",
      ],
    ],
    [
      "an answer about the unknown left open before a '['",
      'R [ /{x <= 3 [ 1 ] ]',
      ['0-20 { R@0-20[/@4-18[1@15-16]] }'],
      ["error expected 5-6: Expected '}' to close the answer about the unknown (as in '/{x <= 3}')."],
    ],
    [
      "an answer about the unknown left open before a ']'",
      'R [ /{x <= 3 ] ]',
      ['0-16 { R@0-14[/@4-13] }'],
      [
        "error expected 5-6: Expected '}' to close the answer about the unknown (as in '/{x <= 3}').",
        "error expected 13-14: Expected the node the cut mark applies to, found ']'.",
        "error unmatched-bracket 15-16: This ']' closes nothing: there is no open '[' before it.",
      ],
    ],
    [
      "an answer about the unknown left open before a '{'",
      'R [ /{x {y} } 3 ]',
      ['0-10 { R@0-10[/@4-8 y@9-10] }'],
      [
        "error expected 5-6: Expected '}' to close the answer about the unknown (as in '/{x <= 3}').",
        "error expected 8-9: Expected the node the cut mark applies to, found '{'.",
        "error unexpected-token 8-9: Unexpected '{': expected a node: a number, a label, a tuple, or a kind (max, min, chance, @Player).",
        "error unclosed-bracket 2-3: This '[' is never closed: expected ']' before '}'.",
        "error unmatched-bracket 10-11: This '}' closes nothing: there is no open '{' before it.",
        "error unmatched-bracket 12-13: This '}' closes nothing: there is no open '{' before it.",
        "error expected 14-15: Expected 'tree' to start the next tree, found '3'.",
      ],
    ],
    ['a bare inf in a window is +inf', 'A <-inf, inf> [ 1 2 ]', ['0-21 { A <-inf,inf>@0-21[1@16-17 2@18-19] }'], []],
    [
      "a number before a probability and '->' is a leaf of its own, no outcome's name",
      'chance [ 3 1/2 -> 4 1/2 -> 5 ]',
      ['0-30 { chance@0-30[3@9-10 1/2->4@11-19 1/2->5@20-28] }'],
      [],
    ],
  ];
  for (const [what, text, trees, said] of cases) {
    it(what, () => {
      const found = parsed(text);
      assert.deepEqual(found.said, said);
      assert.deepEqual(found.trees, trees);
    });
  }

  it("keeps a missing window bound as a blank at the window's edge", () => {
    // 'A < > [': '<' at 2-3, '>' at 4-5; the α a blank where '<' ends, the β where the window ends.
    const sink = new DiagnosticSink();
    const window = parse('A < > [ 1 2 ]', sink).trees[0].root!.rare.window!;
    assert.deepEqual(window.alpha, { value: null, start: 3, end: 3 });
    assert.deepEqual(window.beta, { value: null, start: 5, end: 5 });
    assert.deepEqual({ start: window.start, end: window.end }, { start: 2, end: 5 });
  });

  it("keeps the text of a value about the unknown, between the braces of '={…}'", () => {
    const text = 'R [ A ={max(3, x)} [ x 3 ] ]';
    const a = parse(text, new DiagnosticSink()).trees[0].root!.children![0];
    assert.equal(text.slice(a.rare.formula!.start, a.rare.formula!.end), 'max(3, x)');
  });

  it("keeps the condition of a cut mark glued to its '{'", () => {
    const text = 'R [ /{x <= 3} 4 / 5 ]';
    const [four, five] = parse(text, new DiagnosticSink()).trees[0].root!.children!;
    assert.equal(text.slice(four.rare.cut!.condition!.start, four.rare.cut!.condition!.end), 'x <= 3');
    assert.equal(five.rare.cut!.condition, undefined);
  });
});
