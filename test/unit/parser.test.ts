import * as assert from 'node:assert/strict';
import { CHANCE, checkText, findTree, LineIndex, pathOf, playerName, rational, type GameNode, type SyntaxNode } from '../../src/core';
import { isTuple, type NumberLiteral, type TupleLiteral } from '../../src/core/language/literals';
import { expectClean, lines, model, range, root, sketch, textOf } from './helpers';

const child = (node: SyntaxNode, ...path: number[]): SyntaxNode => {
  let n = node;
  for (const i of path) {
    assert.ok(n.children && n.children[i], `child ${i} exists`);
    n = n.children[i];
  }
  return n;
};

const number = (v: unknown): NumberLiteral => {
  assert.ok(v && !isTuple(v as TupleLiteral) && typeof (v as NumberLiteral).raw === 'string', `a number literal: ${JSON.stringify(v)}`);
  return v as NumberLiteral;
};

/** The game node whose label is `label`. */
const byLabel = (nodes: readonly GameNode[], label: string): GameNode => {
  const n = nodes.find((x) => x.label === label);
  assert.ok(n, `a node labelled ${label}`);
  return n;
};

describe('parser: trees and files', () => {
  it('reads a tree with a NAME name, its header and its extent', () => {
    const text = 'tree primer {\n  A [ 1 2 ]\n}\n';
    const result = expectClean(text);
    assert.equal(result.trees.length, 1);
    const tree = result.trees[0].syntax;
    assert.equal(tree.name?.text, 'primer');
    assert.equal(range(result, tree.name!), '1:6-1:12');
    assert.equal(range(result, tree.header), '1:1-1:5');
    assert.equal(textOf(text, tree), 'tree primer {\n  A [ 1 2 ]\n}');
    assert.equal(sketch(tree.root), 'A [1 2]');
    assert.equal(result.trees[0].model?.name, 'primer');
  });

  it('reads a tree with a STRING name (quotes removed, span keeps them)', () => {
    const text = 'tree "Alfa-beta primer" { A [1 2] }';
    const result = expectClean(text);
    const name = result.trees[0].syntax.name!;
    assert.equal(name.text, 'Alfa-beta primer');
    assert.equal(textOf(text, name), '"Alfa-beta primer"');
    assert.equal(range(result, name), '1:6-1:24');
  });

  it('allows a quoted keyword and escapes in a tree name', () => {
    const result = expectClean('tree "max" { 1 }\ntree "say \\"hi\\" \\\\ bye" { 2 }');
    assert.equal(result.trees[0].syntax.name?.text, 'max');
    assert.equal(result.trees[1].syntax.name?.text, 'say "hi" \\ bye');
  });

  it('reads `tree { ... }` with no name as an unnamed tree', () => {
    const result = expectClean('tree { A [1 2] }');
    assert.equal(result.trees[0].syntax.name, null);
    assert.equal(result.trees[0].model?.name, null);
  });

  it('reads several trees; each is found by name or by index from 0', () => {
    const text = lines('# two trees', 'tree first { A [1 2] }', '', 'tree "second one" {', '  B [3 4]', '}');
    const result = expectClean(text);
    assert.deepEqual(
      result.trees.map((t) => t.syntax.name?.text),
      ['first', 'second one'],
    );
    assert.deepEqual(
      result.trees.map((t) => t.model?.index),
      [0, 1],
    );
    assert.equal(findTree(result.trees, 'second one'), result.trees[1]);
    assert.equal(findTree(result.trees, '0'), result.trees[0]);
    assert.equal(findTree(result.trees, '1'), result.trees[1]);
    assert.equal(findTree(result.trees, '2'), undefined);
    assert.equal(findTree(result.trees, 'nope'), undefined);
    assert.equal(range(result, result.trees[1].syntax.header), '4:1-4:5');
    assert.equal(sketch(result.trees[1].syntax.root), 'B [3 4]');
  });

  it('reads a file with no `tree` as one anonymous tree (settings and all)', () => {
    const text = lines('# anonymous', 'algorithm: alphabeta', 'A [', '  B [ 3 12 8 ]', '  C [ 2 4 6 ]', ']');
    const result = expectClean(text);
    assert.equal(result.trees.length, 1);
    const tree = result.trees[0];
    assert.equal(tree.syntax.name, null);
    assert.equal(tree.model?.name, null);
    assert.equal(tree.model?.settings.algorithm, 'alphabeta');
    assert.equal(range(result, tree.syntax.header), '2:1-2:10');
    assert.equal(sketch(tree.syntax.root), 'A [B [3 12 8] C [2 4 6]]');
  });

  it('reads an anonymous tree that is a single leaf', () => {
    const tree = model('42');
    assert.equal(tree.root.payoff, 42);
    assert.equal(tree.allNodes().length, 1);
  });

  it('reads an empty file (or only comments) as no trees and no diagnostics', () => {
    for (const text of ['', '   \n\n', '# just a comment\n# and another']) {
      const result = checkText(text);
      assert.deepEqual(result.trees, []);
      assert.deepEqual(result.diagnostics, []);
    }
  });
});

describe('parser: settings', () => {
  it('reads every setting into the model', () => {
    const text = lines(
      'tree t {',
      '  algorithm: negascout',
      '  root: min',
      '  depth: 2',
      '  fail: hard',
      '  window: [-inf, 10]',
      '  nullwindow: 1/2',
      '  guess: -3',
      '  delta: 2.5',
      '  order: best-first',
      '  prefer: a2',
      '  ties: last',
      '  A ~0 [ a1 -> B ~1 [1 2] a2 -> C ~2 [3 4] ]',
      '}',
    );
    // No algorithm reads every setting: negascout says which three lines it ignores, and the model holds them all.
    const result = checkText(text);
    assert.deepEqual(
      result.diagnostics.map((d) => `${d.code}@${range(result, d.span)}`),
      ['setting-no-effect@5:3-5:13', 'setting-no-effect@8:3-8:12', 'setting-no-effect@9:3-9:13'],
    );
    const syntax = result.trees[0].syntax;
    assert.deepEqual(
      syntax.settings.map((s) => s.key.text),
      ['algorithm', 'root', 'depth', 'fail', 'window', 'nullwindow', 'guess', 'delta', 'order', 'prefer', 'ties'],
    );
    assert.equal(range(result, syntax.settings[4]), '6:3-6:21');
    assert.deepEqual(
      syntax.settings[4].values.map((v) => v.text),
      ['[', '-inf', '10', ']'],
    );
    const s = result.trees[0].model!.settings;
    assert.equal(s.algorithm, 'negascout');
    assert.equal(s.algorithmWritten, true);
    assert.equal(s.root, 1);
    assert.deepEqual(s.players, ['MAX', 'MIN']);
    assert.equal(s.depth, 2);
    assert.equal(s.fail, 'hard');
    assert.deepEqual(s.window, [-Infinity, 10]);
    assert.deepEqual(s.nullwindow, rational(1n, 2n));
    assert.equal(s.guess, -3);
    assert.deepEqual(s.delta, rational(5n, 2n));
    assert.equal(s.order, 'best-first');
    assert.equal(s.prefer, 'a2');
    assert.equal(s.ties, 'last');
  });

  it('has the documented defaults', () => {
    const s = model('A [1 2]').settings;
    assert.equal(s.algorithm, 'minimax');
    assert.equal(s.algorithmWritten, false);
    assert.equal(s.root, 0);
    assert.deepEqual(s.players, ['MAX', 'MIN']);
    assert.equal(s.depth, null);
    assert.equal(s.fail, 'soft');
    assert.deepEqual(s.window, [-Infinity, Infinity]);
    assert.equal(s.nullwindow, 1);
    assert.equal(s.guess, 0);
    assert.equal(s.delta, 1);
    assert.equal(s.order, 'written');
    assert.equal(s.prefer, null);
    assert.equal(s.ties, 'first');
  });

  it('picks expectimax for a tree with chance nodes, maxn for 3+ players', () => {
    assert.equal(model('chance [ 1/2 -> 1  1/2 -> 2 ]').settings.algorithm, 'expectimax');
    assert.equal(model('players: A B C\nX [ (1,2,3) (3,2,1) ]').settings.algorithm, 'maxn');
  });

  it('reads window bounds written with +inf and bare inf', () => {
    assert.deepEqual(model('algorithm: alphabeta\nwindow: [-5, +inf]\nA [1 2]').settings.window, [-5, Infinity]);
    assert.deepEqual(model('algorithm: alphabeta\nwindow: [-inf inf]\nA [1 2]').settings.window, [-Infinity, Infinity]);
  });

  it('reads players in turn order and a root given by player name', () => {
    const tree = model(lines('players: Ana Bo "Cy D"', 'root: Bo', 'X [ Y [ Z [ (1,2,3) ] ] ]'));
    assert.deepEqual(tree.settings.players, ['Ana', 'Bo', 'Cy D']);
    assert.equal(tree.settings.root, 1);
    assert.equal(tree.valueKind, 'tuple');
    assert.deepEqual(
      tree.allNodes().map((n) => playerName(tree, n.player)),
      ['Bo', 'Cy D', 'Ana', 'Bo'],
    );
  });

  it('lets a comment end a setting line', () => {
    assert.equal(model('depth: 1 # one ply\nA [ B ~3 [1 2] ]').settings.depth, 1);
  });
});

describe('parser: labels', () => {
  it("reads NAME labels with digits, _, ' and -", () => {
    const r = root("A_1 [ b' [1] c-d [2] _e9 [3] ]");
    assert.equal(sketch(r), "A_1 [b' [1] c-d [2] _e9 [3]]");
  });

  it('reads Unicode letters in names', () => {
    const text = 'Ćilim [ Žaba [1] čvor [2] Ωmega [3] ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(r.label?.text, 'Ćilim');
    assert.equal(range(result, r.label!), '1:1-1:6');
    assert.deepEqual(
      r.children!.map((c) => c.label?.text),
      ['Žaba', 'čvor', 'Ωmega'],
    );
  });

  it('counts columns in UTF-16 code units (astral letters take two)', () => {
    const text = '𝒜 [ 𝒷 [1] ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(r.label?.text, '𝒜');
    assert.equal(range(result, r.label!), '1:1-1:3');
    assert.equal(range(result, child(r, 0).label!), '1:6-1:8');
  });

  it('reads string labels that hold anything, e.g. a tic-tac-toe board', () => {
    const text = '"XO.|.X.|O.." [ "XOX|.X.|O.." = 1  "a [b] #c, -> d" = 2  "" = 3 ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(r.label?.text, 'XO.|.X.|O..');
    assert.equal(range(result, r.label!), '1:1-1:14');
    assert.deepEqual(
      r.children!.map((c) => c.label?.text),
      ['XOX|.X.|O..', 'a [b] #c, -> d', ''],
    );
    const m = result.trees[0].model!;
    assert.equal(m.root.label, 'XO.|.X.|O..');
    assert.deepEqual(
      m.root.children.map((c) => c.payoff),
      [1, 2, 3],
    );
  });

  it('resolves \\" and \\\\ in strings and keeps other backslashes', () => {
    const r = root('"a\\"b" [ "c\\\\d" = 1  "e\\nf" = 2 ]');
    assert.equal(r.label?.text, 'a"b');
    assert.deepEqual(
      r.children!.map((c) => c.label?.text),
      ['c\\d', 'e\\nf'],
    );
  });

  it('reads quoted keywords as labels', () => {
    const r = root('"tree" [ "max" = 1  "min" = 2  "chance" = 3 ]');
    assert.equal(r.rare.kind, null);
    assert.equal(sketch(r), 'tree [max =1 min =2 chance =3]');
    for (const c of r.children!) assert.equal(c.rare.kind, null);
  });
});

describe('parser: numbers and values', () => {
  it('reads integers, negatives, decimals and fractions as leaves', () => {
    const text = 'A [ 3 -2 0.5 -1.25 4/6 -1/3 0 ]';
    const r = root(text);
    const values = r.children!.map((c) => number(c.value));
    assert.deepEqual(
      values.map((v) => [v.raw, v.form, v.value]),
      [
        ['3', 'integer', 3],
        ['-2', 'integer', -2],
        ['0.5', 'decimal', 0.5],
        ['-1.25', 'decimal', -1.25],
        ['4/6', 'fraction', 4 / 6],
        ['-1/3', 'fraction', -1 / 3],
        ['0', 'integer', 0],
      ],
    );
    assert.deepEqual(
      values.map((v) => textOf(text, v)),
      ['3', '-2', '0.5', '-1.25', '4/6', '-1/3', '0'],
    );
    const m = model(text);
    assert.deepEqual(
      m.root.children.map((c) => c.payoff),
      [3, -2, rational(1n, 2n), rational(-5n, 4n), rational(2n, 3n), rational(-1n, 3n), 0],
    );
  });

  it('reads a fraction with decimal parts', () => {
    assert.equal(number(child(root('A [ 1.5/3 2 ]'), 0).value).value, 0.5);
  });

  it('reads tuples, with or without commas, holding any numbers', () => {
    const text = 'players: P Q R\nX [ (1, -2, 3/4) (0.5 0 -7) ]';
    const r = root(text);
    const t = child(r, 0).value as TupleLiteral;
    assert.ok(isTuple(t));
    assert.deepEqual(
      t.items.map((i) => i.raw),
      ['1', '-2', '3/4'],
    );
    assert.equal(textOf(text, t), '(1, -2, 3/4)');
    const m = model(text);
    assert.deepEqual(
      m.root.children.map((c) => c.payoffs),
      [
        [1, -2, rational(3n, 4n)],
        [rational(1n, 2n), 0, -7],
      ],
    );
    assert.equal(m.root.children[0].payoff, null);
  });

  it('reads tuples as payoffs of a two-player tree when all leaves are tuples', () => {
    const m = model('players: A B\nX [ (1,2) (3,4) ]');
    assert.equal(m.valueKind, 'tuple');
    assert.deepEqual(m.root.children[1].payoffs, [3, 4]);
  });

  it('reads `=v` on a labelled leaf and on an internal node as an answer', () => {
    const text = 'A = 3 [ B=3 C = -1/2 ]';
    const r = root(text);
    assert.equal(sketch(r), 'A =3 [B =3 C =-1/2]');
    assert.equal(textOf(text, r.value!), '3');
    const m = model(text);
    assert.deepEqual(
      m.root.children.map((c) => c.payoff),
      [3, rational(-1n, 2n)],
    );
    // An answer never becomes a payoff.
    assert.equal(m.root.payoff, null);
  });

  it('reads `=?` as a blank spanning `=?`', () => {
    const text = 'A =? [ B = ? [1 2] 3 ]';
    const result = checkText(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(sketch(r), 'A =? [B =? [1 2] 3]');
    assert.equal(range(result, r.value!), '1:3-1:5');
    assert.equal(range(result, child(r, 0).value!), '1:10-1:13');
    assert.ok(result.diagnostics.every((d) => d.code === 'blank'));
  });

  it('reads a tuple answer `=(…)` and estimates `~h` / `~(…)`', () => {
    const r = root('players: P Q R\nX =(1,2,3) ~(0,0,1) [ (1,2,3) ]');
    assert.equal(sketch(r), 'X =(1,2,3) ~(0,0,1) [(1,2,3)]');
    const m = model('A ~2.5 [ B ~-1 [1 2] 3 ]');
    assert.deepEqual(m.root.estimate, rational(5n, 2n));
    assert.equal(m.root.children[0].estimate, -1);
    assert.equal(m.root.children[1].estimate, null);
    const n = model('players: P Q R\nX ~(0,0,1) [ (1,2,3) ]');
    assert.deepEqual(n.root.estimates, [0, 0, 1]);
  });
});

describe('parser: windows', () => {
  it('reads `<α, β>` with numbers, fractions, inf, -inf, +inf and ?', () => {
    const text = 'A <-inf, +inf> [ B <?, 3> [1 2] C <inf -inf> [3 4] D <1/2, ?> [5 6] ]';
    const result = checkText(text);
    const r = result.trees[0].syntax.root!;
    const windows = [r, ...r.children!].map((n) => [n.rare.window!.alpha.value, n.rare.window!.beta.value]);
    assert.deepEqual(windows, [
      [-Infinity, Infinity],
      [null, 3],
      [Infinity, -Infinity],
      [0.5, null],
    ]);
    assert.equal(range(result, r.rare.window!), '1:3-1:15');
    assert.equal(range(result, r.rare.window!.alpha), '1:4-1:8');
    assert.equal(range(result, r.rare.window!.beta), '1:10-1:14');
    // The blanks are information, nothing else is reported.
    assert.deepEqual(
      result.diagnostics.map((d) => `${d.code}@${range(result, d.span)}`),
      ['blank@1:21-1:22', 'blank@1:60-1:61'],
    );
  });

  it('reads a window together with a value and an estimate in grammar order', () => {
    const r = root('A =3 <-inf, 5> ~2 [ 3 4 ]');
    assert.equal(sketch(r), 'A =3 <-inf,5> ~2 [3 4]');
  });

  it('reads a window on a leaf', () => {
    assert.equal(sketch(root('A [ B = 3 <1, 2> 4 ]')), 'A [B =3 <1,2> 4]');
  });
});

describe('parser: edges', () => {
  it('reads move names: NAME, STRING and NUMBER edges under a player node', () => {
    const text = 'A [ left -> 1  "go up" -> 2  3 -> 4 ]';
    const r = root(text);
    assert.deepEqual(
      r.children!.map((c) => c.edge?.text),
      ['left', 'go up', '3'],
    );
    assert.equal(textOf(text, child(r, 1).edge!), '"go up"');
    assert.equal(number(child(r, 2).edge!.number).value, 3);
    const m = model(text);
    assert.deepEqual(
      m.root.children.map((c) => [c.move, c.probability, c.payoff]),
      [
        ['left', null, 1],
        ['go up', null, 2],
        ['3', null, 4],
      ],
    );
  });

  it('reads probabilities: number, decimal, fraction and percent edges under a chance node', () => {
    const text = 'chance [ 1/4 -> 1  25% -> 2  0.25 -> 3  0 -> 4  1/4 -> 5 ]';
    const r = root(text);
    assert.deepEqual(
      r.children!.map((c) => [c.edge!.text, c.edge!.number?.form]),
      [
        ['1/4', 'fraction'],
        ['25%', 'percent'],
        ['0.25', 'decimal'],
        ['0', 'integer'],
        ['1/4', 'fraction'],
      ],
    );
    const m = model(text);
    assert.equal(m.root.player, CHANCE);
    assert.deepEqual(
      m.root.children.map((c) => [c.probability, c.move]),
      [
        [rational(1n, 4n), null],
        [rational(1n, 4n), null],
        [rational(1n, 4n), null],
        [0, null],
        [rational(1n, 4n), null],
      ],
    );
  });

  it('reads named outcomes: a name or a string before the probability', () => {
    const text = 'chance [ six 1/6 -> 5  "not six" 4/6 -> N [ 1 2 ]  /odd\u00a050%->3 ]';
    const result = checkText(text);
    // 1/6 + 4/6 + 1/2 is not 1: only the sum is wrong, everything reads.
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['probability-sum'],
    );
    const r = result.trees[0].syntax.root!;
    assert.equal(sketch(r), 'chance [six:1/6->5 not six:4/6->N [1 2] /odd:50%->3]');
    assert.equal(range(result, child(r, 0).rare.outcome!), '1:10-1:13');
    assert.equal(range(result, child(r, 0).edge!), '1:14-1:17');
    assert.equal(range(result, child(r, 1).rare.outcome!), '1:24-1:33');
    assert.equal(textOf(text, child(r, 1).rare.outcome!), '"not six"');
    // A named outcome starts at its name: the node's text holds its whole edge (a reorder moves it whole).
    assert.equal(child(r, 0).start, text.indexOf('six'));
    assert.equal(child(r, 2).start, text.indexOf('/odd'));
    assert.equal(child(r, 2).rare.cut?.mark, 'alphabeta');
  });

  it('gives the model the outcome names below chance nodes only, beside the probabilities', () => {
    const m = model('A [ roll -> chance [ six 1/6 -> 5  rest 5/6 -> R [ 1 2 ] ]  stay -> 2 ]');
    const roll = m.root.children[0];
    assert.deepEqual(
      roll.children.map((c) => [c.outcome, c.probability, c.label, c.move]),
      [
        ['six', rational(1n, 6n), null, null],
        ['rest', rational(5n, 6n), 'R', null],
      ],
    );
    assert.deepEqual(
      m.root.children.map((c) => c.outcome),
      [null, null],
    );
    assert.deepEqual(
      roll.children[1].children.map((c) => c.outcome),
      [null, null],
    );
  });

  it('reads a name before a number with no arrow as a label, the number as the next node', () => {
    const r = checkText('A [ B 3  C 1/2 ]').trees[0].syntax.root!;
    assert.equal(sketch(r), 'A [B 3 C 1/2]'); // B and C are leaves without values (reported), 3 and 1/2 leaves
    assert.equal(child(r, 0).rare.outcome, null);
  });

  it('reads `a1->B` without spaces as edge, arrow, label', () => {
    const text = 'A [a1->B [1 2] a2->3 x-y->C=4]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(sketch(r), 'A [a1->B [1 2] a2->3 x-y->C =4]');
    assert.equal(range(result, child(r, 0).edge!), '1:4-1:6');
    assert.equal(range(result, child(r, 0).label!), '1:8-1:9');
    assert.equal(child(r, 2).edge?.text, 'x-y');
  });

  it('reads an edge to a tuple leaf, to a reference and to a kind', () => {
    const r = root('players: P Q R\nX [ a -> (1,2,3)  b -> @Q Y &k [ (3,2,1) ]  c -> *k ]');
    assert.equal(sketch(r), 'X [a->(1,2,3) b->@Q Y &k [(3,2,1)] c->*k]');
  });

  it('collects move names for `prefer`', () => {
    const m = model('prefer: right\nA [ left -> 1 right -> 1 ]');
    assert.equal(m.settings.prefer, 'right');
  });
});

describe('parser: cut marks', () => {
  it('reads `/` and `//` before a node, before an edge and before a leaf', () => {
    const text = 'A [ B [3 4]  /C [1 2]  //a -> D [5]  / 7  //8  /b -> *k ]';
    const result = checkText(text);
    const r = result.trees[0].syntax.root!;
    assert.deepEqual(
      r.children!.map((c) => c.rare.cut?.mark ?? null),
      [null, 'alphabeta', 'scout', 'alphabeta', 'scout', 'alphabeta'],
    );
    assert.equal(sketch(r), 'A [B [3 4] /C [1 2] //a->D [5] /7 //8 /b->*k]');
    assert.equal(range(result, child(r, 1).rare.cut!), '1:14-1:15');
    assert.equal(range(result, child(r, 2).rare.cut!), '1:24-1:26');
    assert.equal(range(result, child(r, 1)), '1:14-1:22');
  });

  it('keeps cut marks as answers: the model still has every child', () => {
    const m = model('A [ B [3 4] /C [1 2] ]');
    assert.equal(m.root.children.length, 2);
    assert.equal(m.root.children[1].syntax.rare.cut?.mark, 'alphabeta');
  });
});

describe('parser: anchors and references', () => {
  it('reads `&k` and `*k` and links the reference to the anchor', () => {
    const text = 'A [ B &k [ C [1 2] D [3 4] ]  E [ F [ *k ] 5 ] ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(sketch(r), 'A [B &k [C [1 2] D [3 4]] E [F [*k] 5]]');
    const ref = child(r, 1, 0, 0);
    assert.equal(ref.rare.ref?.text, 'k');
    assert.equal(range(result, ref.rare.ref!), '1:39-1:41');
    assert.equal(range(result, child(r, 0).rare.anchor!), '1:8-1:9');

    const m = result.trees[0].model!;
    const anchor = byLabel(m.allNodes(), 'B');
    const reference = m.root.children[1].children[0].children[0];
    assert.equal(anchor.anchor, 'k');
    assert.equal(reference.target, anchor);
    assert.equal(reference.children, anchor.children, 'the same child objects');
    assert.equal(reference.label, 'B');
    assert.equal(reference.player, anchor.player);
    assert.notEqual(reference.id, anchor.id, 'a reference is its own node');
    assert.deepEqual(pathOf(reference), [1, 0, 0]);
  });

  it('ends a reference at once: a `[` after `*k` starts the next node', () => {
    assert.equal(sketch(root('A [ B &k [1 2] C [ D [ *k [3] ] ] ]')), 'A [B &k [1 2] C [D [*k [3]]]]');
  });

  it('reads a reference to a leaf anchor', () => {
    const m = model('A [ B &k = 5  C [ D [ *k ] ] ]');
    const ref = m.root.children[1].children[0].children[0];
    assert.equal(ref.target?.label, 'B');
    assert.equal(ref.payoff, 5);
  });
});

describe('parser: kinds and who moves', () => {
  it('alternates MAX and MIN from the root', () => {
    const m = model('A [ B [ C [1] ] ]');
    assert.deepEqual(
      m.allNodes().map((n) => playerName(m, n.player)),
      ['max', 'min', 'max', 'min'],
    );
  });

  it('reads max/min/chance/@Name and continues the rotation from an override', () => {
    const text = 'A [ min B [ C [1] ]  max D [ E [2] ]  @MIN F [3] ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.deepEqual(
      r.children!.map((c) => c.rare.kind && [c.rare.kind.kind, c.rare.kind.name]),
      [
        ['min', null],
        ['max', null],
        ['player', 'MIN'],
      ],
    );
    assert.equal(range(result, child(r, 2).rare.kind!), '1:39-1:43');
    const m = result.trees[0].model!;
    const who = (label: string): string => playerName(m, byLabel(m.allNodes(), label).player);
    assert.deepEqual(['A', 'B', 'C', 'D', 'E', 'F'].map(who), ['max', 'min', 'max', 'max', 'min', 'min']);
  });

  it('lets a chance node not take a turn', () => {
    const m = model('A [ chance X [ 1/2 -> B [1] 1/2 -> C [2] ] ]');
    const who = (label: string): string => playerName(m, byLabel(m.allNodes(), label).player);
    assert.deepEqual(['A', 'X', 'B', 'C'].map(who), ['max', 'chance', 'min', 'min']);
    assert.equal(m.hasChance, true);
  });

  it('lets the root player move below a chance root', () => {
    const m = model('root: min\nchance [ 1/2 -> B [1] 1/2 -> C [2] ]');
    assert.deepEqual(
      m.allNodes().map((n) => playerName(m, n.player)),
      ['chance', 'min', 'max', 'min', 'max'],
    );
  });

  it('rotates n players in `players:` order; @Name overrides', () => {
    const m = model(lines('players: P Q "R 2"', 'X [ Y [ Z [ W [(1,2,3)] ] ]  @P V [ U [(1,2,3)] ]  @"R 2" S [ (1,2,3) ] ]'));
    const who = (label: string): string => playerName(m, byLabel(m.allNodes(), label).player);
    assert.deepEqual(['X', 'Y', 'Z', 'W', 'V', 'U', 'S'].map(who), ['P', 'Q', 'R 2', 'P', 'P', 'Q', 'R 2']);
  });

  it('reads a kind without a label', () => {
    assert.equal(sketch(root('max [ min [1 2] chance [ 1/2 -> 3 1/2 -> 4 ] ]')), 'max [min [1 2] chance [1/2->3 1/2->4]]');
  });
});

describe('parser: comments, commas and layout', () => {
  it('treats # as a comment to the end of the line, anywhere', () => {
    const text = lines('# header', 'tree t { # after brace', '  A [ # after bracket', '    1 # a leaf', '    2', '  ] # done', '} # end');
    assert.equal(sketch(root(text)), 'A [1 2]');
  });

  it('does not treat # inside a string as a comment', () => {
    assert.equal(root('"#1" [ 2 ]').label?.text, '#1');
  });

  it('treats commas as optional separators', () => {
    assert.equal(sketch(root('A [3, 12, 8]')), sketch(root('A [3 12 8]')));
    assert.equal(sketch(root('A,[,3,,12,8,],')), 'A [3 12 8]');
    assert.equal(sketch(root('A <-inf,+inf> [1,2]')), 'A <-inf,inf> [1 2]');
  });

  it('does not need whitespace between brackets and items', () => {
    assert.equal(sketch(root('A[B[1 2]C[3]]')), 'A [B [1 2] C [3]]');
  });
});

describe('parser: greedy reading', () => {
  it('reads `A=3 [4 5]` as one node with two children', () => {
    const r = root('A=3 [4 5]');
    assert.equal(r.label?.text, 'A');
    assert.equal(number(r.value).value, 3);
    assert.equal(r.children?.length, 2);
    assert.equal(sketch(r), 'A =3 [4 5]');
  });

  it('reads `[ 3 ~2 [4 5] ]` as two children: the leaf 3 and an unlabelled node with estimate 2', () => {
    const text = '[ 3 ~2 [4 5] ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(r.children?.length, 2);
    assert.equal(sketch(child(r, 0)), '3');
    const second = child(r, 1);
    assert.equal(second.label, null);
    assert.equal(number(second.estimate).value, 2);
    assert.equal(sketch(second), '~2 [4 5]');
    assert.equal(range(result, second), '1:5-1:13');
  });

  it('ends a bare number or tuple leaf at once: `A [ 3 [4 5] ]` has two children', () => {
    assert.equal(sketch(root('A [ 3 [4 5] ]')), 'A [3 [4 5]]');
    assert.equal(sketch(root('players: P Q R\nA [ (1,2,3) [(4,5,6)] ]')), 'A [(1,2,3) [(4,5,6)]]');
  });

  it('starts a new node at the next label', () => {
    assert.equal(sketch(root('A [ B=1 C=2 D [3] ]')), 'A [B =1 C =2 D [3]]');
  });

  it('reads a value then children even across lines', () => {
    assert.equal(sketch(root('A =3\n[\n 4\n 5\n]')), 'A =3 [4 5]');
  });
});

describe('parser: the parts of a node in the grammar order', () => {
  it('reads every part in the order kind, label, &k, =v, <α, β>, ~h, children as one node', () => {
    const r = root('max A &k =3 <-inf, 5> ~2 [ 3 4 ]');
    assert.equal(sketch(r), 'max A &k =3 <-inf,5> ~2 [3 4]');
    assert.equal(sketch(root('A [ &k =1 <0, 2> ~1  B [ C [ *k ] ] ]')), 'A [&k =1 <0,2> ~1 B [C [*k]]]');
  });

  it('starts the next node at a part that cannot follow those before it', () => {
    // The EBNF: `G = 8` ends where `&k` comes, so the anchored node with estimate 1 is a second child.
    assert.equal(sketch(root('A [ G = 8 &k ~1 [ 5 ] ]')), 'A [G =8 &k ~1 [5]]');
    const twoChildren = root('A [ G = 8 &k ~1 [ 5 ] ]').children!;
    assert.equal(twoChildren.length, 2);
    assert.equal(sketch(twoChildren[0]), 'G =8');
    assert.equal(sketch(twoChildren[1]), '&k ~1 [5]');
    // `G = 14 &k = 6` is two nodes; `*k` is then the leaf 6.
    const t = model('A [ G = 14 &k = 6 *k ]');
    assert.deepEqual(
      t.root.children.map((c) => [c.label, c.anchor, c.payoff]),
      [
        ['G', null, 14],
        [null, 'k', 6],
        [null, null, 6],
      ],
    );
    assert.equal(t.root.children[2].target, t.root.children[1]);
  });

  it('starts the next node at a repeated part, as before', () => {
    assert.equal(sketch(root('A [ B =1 =2 ]')), 'A [B =1 2]'); // a lone `=2` is the leaf 2
    assert.equal(root('A [ B =1 =2 ]').children!.length, 2);
  });

  it('reads every out-of-order pair as two nodes, never one (any of &k, =v, <α, β>, ~h after a later part)', () => {
    const parts: [string, string][] = [
      ['&k', '&k'],
      ['=1', '=1'],
      ['<0, 2>', '<0,2>'],
      ['~1', '~1'],
    ];
    for (let i = 0; i < parts.length; i++) {
      for (let j = 0; j < i; j++) {
        // parts[i] belongs after parts[j]: written in order they make one node, the other way round two.
        const inOrder = root(`A [ B ${parts[j][0]} ${parts[i][0]} [ 1 ] ]`).children!;
        assert.equal(inOrder.length, 1, `${parts[j][0]} ${parts[i][0]}`);
        const result = checkText(`A [ B ${parts[i][0]} ${parts[j][0]} [ 1 ] ]`);
        const kids = result.trees[0].syntax.root!.children!;
        assert.deepEqual(kids.map(sketch), [`B ${parts[i][1]}`, `${parts[j][1]} [1]`], `${parts[i][0]} ${parts[j][0]}`);
      }
    }
  });
});

describe('parser: spans and positions', () => {
  it('gives each node its extent, from its first token to its closing bracket', () => {
    const text = lines('A [', '  a -> B = 3', '  /C <1, 2> [', '    4', '  ]', ']');
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(range(result, r), '1:1-6:2');
    assert.equal(range(result, r.openBracket!), '1:3-1:4');
    assert.equal(range(result, child(r, 0)), '2:3-2:13');
    assert.equal(range(result, child(r, 0).edge!), '2:3-2:4');
    assert.equal(range(result, child(r, 0).label!), '2:8-2:9');
    assert.equal(range(result, child(r, 0).value!), '2:12-2:13');
    assert.equal(range(result, child(r, 1)), '3:3-5:4');
    assert.equal(range(result, child(r, 1).rare.window!), '3:6-3:12');
    assert.equal(range(result, child(r, 1, 0)), '4:5-4:6');
  });

  it('counts lines the same for \\n, \\r\\n and \\r', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = ['A [', '  B [ 1 2 ]', '  C = 3', ']'].join(eol);
      const result = expectClean(text);
      const r = result.trees[0].syntax.root!;
      assert.equal(range(result, child(r, 0)), '2:3-2:12', JSON.stringify(eol));
      assert.equal(range(result, child(r, 1).value!), '3:7-3:8', JSON.stringify(eol));
      assert.equal(range(result, r), '1:1-4:2', JSON.stringify(eol));
    }
  });

  it('does not count a byte-order mark as a column', () => {
    const text = '\uFEFFA [ B = 3 ]';
    const result = expectClean(text);
    const r = result.trees[0].syntax.root!;
    assert.equal(r.label?.text, 'A');
    assert.equal(range(result, r.label!), '1:1-1:2');
    assert.equal(range(result, child(r, 0).value!), '1:9-1:10');
  });

  it('maps offsets to positions and back with LineIndex', () => {
    const text = 'ab\r\ncd\ne\rf';
    const index = new LineIndex(text);
    assert.equal(index.lineCount, 4);
    const expected = [
      [0, 0, 0],
      [1, 0, 1],
      [2, 0, 2],
      [4, 1, 0],
      [5, 1, 1],
      [7, 2, 0],
      [9, 3, 0],
      [10, 3, 1],
    ];
    for (const [offset, line, character] of expected) {
      assert.deepEqual(index.position(offset), { line, character }, `offset ${offset}`);
      assert.equal(index.offset({ line, character }), offset);
    }
  });
});

describe('model: the tree the algorithms see', () => {
  it('numbers nodes in pre-order with depth, index and path', () => {
    const m = model('A [ B [1 2] C [3] ]');
    assert.deepEqual(
      m.allNodes().map((n) => [n.id, n.label ?? n.payoff, n.depth, n.index, pathOf(n).join('.')]),
      [
        [0, 'A', 0, 0, ''],
        [1, 'B', 1, 0, '0'],
        [2, 1, 2, 0, '0.0'],
        [3, 2, 2, 1, '0.1'],
        [4, 'C', 1, 1, '1'],
        [5, 3, 2, 0, '1.0'],
      ],
    );
    assert.equal(m.root.parent, null);
    assert.equal(m.allNodes()[2].parent, m.allNodes()[1]);
  });

  it('reads the lecture example from examples/', () => {
    const m = model(
      lines(
        '# Alpha-beta example',
        'tree "Alfa-beta primer" {',
        '  algorithm: alphabeta',
        '  A [',
        '    a1 -> B [ 3 12 8 ]',
        '    a2 -> C [ 2 4 6 ]',
        '    a3 -> D [ 14 5 2 ]',
        '  ]',
        '}',
      ),
    );
    assert.equal(m.name, 'Alfa-beta primer');
    assert.deepEqual(
      m.root.children.map((c) => [c.move, c.label, c.children.map((l) => l.payoff)]),
      [
        ['a1', 'B', [3, 12, 8]],
        ['a2', 'C', [2, 4, 6]],
        ['a3', 'D', [14, 5, 2]],
      ],
    );
  });
});
