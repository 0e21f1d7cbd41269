import * as assert from 'node:assert/strict';
import { literalText, numberValueAt } from '../../src/core/language/literals';
import { rational } from '../../src/core/model/rational';
import { NONE } from '../../src/core/language/syntax';
import { checkText } from '../../src/core/teaching/checking/check';
import { model, root } from './helpers';

// The syntax tree keeps offsets, not literal objects: these tests hold the representation to
// that, and the literals made on demand to what the parser read.

describe('lean syntax tree: offsets into the text', () => {
  it('keeps a bare number leaf as one object: its number by offset, no extras, no children list', () => {
    const r = root('A [ 3 x -> -12 ]');
    const [bare, withEdge] = r.children!;
    for (const leaf of [bare, withEdge]) {
      assert.equal(leaf.extras, null);
      assert.equal(leaf.children, null);
      assert.equal(leaf.open, NONE);
      assert.equal(leaf.labelAt, NONE);
    }
    assert.equal(bare.valueAt, 4);
    assert.equal(withEdge.edgeAt, 6);
    assert.equal(withEdge.valueAt, 11);
    assert.deepEqual(withEdge.edge, { text: 'x', number: null, start: 6, end: 7 });
    assert.deepEqual(withEdge.value, { value: -12, raw: '-12', form: 'integer', start: 11, end: 14 });
  });

  it('keeps the rare parts (cut, kind, anchor, window, estimate, tuple or blank) in extras, made only when one is written', () => {
    const r = root('max A &k =? <-inf, 3> ~2 [ /B [ 1 2 ] C =4 [ 5 ] ]');
    assert.ok(r.extras);
    assert.equal(r.rare.kind!.kind, 'max');
    assert.equal(r.rare.anchor!.text, 'k');
    assert.ok(r.value && 'blank' in r.value);
    assert.equal(r.rare.window!.beta.value, 3);
    assert.equal((r.estimate as { value: number }).value, 2);
    assert.equal(r.children![0].rare.cut!.mark, 'alphabeta');
    const c = r.children![1];
    assert.equal(c.extras, null, 'a label and a plain =4 need no extras');
    assert.equal(c.labelText, 'C');
    assert.deepEqual(c.openBracket, { start: c.open, end: c.open + 1 });
  });

  it("keeps a chance outcome's name in extras, its probability by offset", () => {
    const text = 'chance [ six 1/6 -> 5  5/6 -> 0 ]';
    const [named, plain] = root(text).children!;
    assert.ok(named.extras);
    assert.deepEqual(named.rare.outcome, { text: 'six', start: 9, end: 12 });
    assert.equal(named.edgeAt, 13);
    assert.equal(named.edge!.text, '1/6');
    assert.equal(plain.extras, null, 'an unnamed outcome needs no extras');
    assert.equal(plain.rare.outcome, null);
  });

  it('reads labels and edges back from the text: quoted with escapes, Unicode names, numbers', () => {
    const r = root('"A \\"q\\"" [ ćup -> Đak [ 1 2 ] 0.5 -> 3 ]');
    assert.equal(r.labelText, 'A "q"');
    assert.equal(r.label!.end, 9);
    const [named, numbered] = r.children!;
    assert.equal(named.edge!.text, 'ćup');
    assert.equal(named.labelText, 'Đak');
    assert.equal(numbered.edge!.text, '0.5');
    assert.equal(numbered.edge!.number!.form, 'decimal');
  });

  it('gives the model the same values, moves, probabilities and labels as the literals say', () => {
    const m = model('A [ l -> B [ 7 1/2 ] chance C [ 1/4 -> 2 75% -> 4.5 ] ]');
    const [b, c] = m.root.children;
    assert.equal(b.move, 'l');
    assert.equal(b.label, 'B');
    assert.deepEqual(
      b.children.map((n) => n.payoff),
      [7, rational(1n, 2n)],
    );
    assert.deepEqual(
      c.children.map((n) => [n.probability, n.payoff, n.move]),
      [
        [rational(1n, 4n), 2, null],
        [rational(3n, 4n), rational(9n, 2n), null],
      ],
    );
  });
});

describe('the nodes of a tree as rows of numbers', () => {
  it('numbers the written nodes in pre-order, the root row 0, as the model numbers its nodes', () => {
    const m = model('A [ B &k [ 1 2 ] *k C [ 3 ] ]');
    assert.equal(m.syntax.root!.nodes.count, m.allNodes().length);
    for (const node of m.allNodes()) assert.equal(node.syntax.i, node.id);
    assert.deepEqual(
      m.allNodes().map((n) => n.syntax.children?.map((c) => c.i) ?? null),
      [[1, 4, 5], [2, 3], null, null, null, [6], null],
    );
    assert.deepEqual(
      m.allNodes().map((n) => n.syntax.start),
      [0, 4, 11, 13, 17, 20, 24],
    );
  });

  it('gives a node the parser gave up on no row: its parts and the rows after it are as written', () => {
    const result = checkText('A [ 1 ) /B 2 ]');
    const root = result.trees[0].syntax.root!;
    assert.equal(root.nodes.count, 4);
    assert.deepEqual(
      root.children!.map((c) => [c.i, c.rare.cut?.mark ?? null, c.labelText]),
      [
        [1, null, null],
        [2, 'alphabeta', 'B'],
        [3, null, null],
      ],
    );
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['unmatched-bracket', 'leaf-without-value'],
    );
  });

  it('reads back offsets and siblings too far for one byte of a row exactly (long comments, long labels, big subtrees)', () => {
    const gap = '# ' + 'x'.repeat(400) + '\n';
    const long = 'L'.repeat(300);
    const big = Array.from({ length: 300 }, (_, k) => String(k)).join(' ');
    const text = `A ${gap} ~4 ${gap} [ e -> ${gap} ${long} ${gap} = 5 ${gap} [ ${big} ] "${long}" [ 1 ${gap} ] 7 ]`;
    const r = root(text);
    assert.equal(r.start, 0);
    assert.equal(r.estimate!.start, text.indexOf('~4') + 1);
    assert.equal(r.open, text.indexOf('[ e'));
    assert.equal(r.end, text.length);
    const [first, second, third] = r.children!;
    assert.equal(first.edgeAt, text.indexOf('e ->'));
    assert.equal(first.labelAt, text.indexOf(long));
    assert.equal(first.valueAt, text.indexOf('= 5') + 2);
    assert.equal(first.open, text.indexOf('[ 0 '));
    assert.equal(first.end, text.indexOf(' ] "') + 2);
    assert.equal(first.children!.length, 300);
    assert.equal(first.children![299].valueAt, text.indexOf(' 299 ') + 1);
    assert.equal(first.next!.i, second.i);
    assert.equal(second.i, first.i + 301);
    assert.equal(second.labelText, long);
    assert.equal(second.end, text.lastIndexOf(' 7 '));
    assert.equal(third.valueAt, text.lastIndexOf(' 7 ') + 1);
    assert.equal(third.next, null);
  });

  it('keeps whole payoffs beyond the payoff column range exactly (in the node rare values)', () => {
    const m = model('A [ 3000000000 -2147483648 2147483647 -2147483649 123456789012345 0 ]');
    assert.deepEqual(
      m.root.children.map((n) => n.payoff),
      [3000000000, -2147483648, 2147483647, -2147483649, 123456789012345, 0],
    );
  });

  it('gives depths and indices beyond 16 bits exactly (a chain 70 000 deep, a node with 70 000 children)', () => {
    const deep = 70000;
    const chain = model('X [ '.repeat(deep) + '1 2' + ' ]'.repeat(deep));
    const last = chain.node(chain.size - 1);
    assert.equal(last.depth, deep);
    assert.equal(last.index, 1);
    assert.equal(last.parent!.depth, deep - 1);
    const wide = model(`A [ B [ 5 ] ${Array.from({ length: deep }, (_, k) => k % 100).join(' ')} ]`);
    const child = wide.node(wide.size - 1);
    assert.equal(child.index, deep);
    assert.equal(child.depth, 1);
    assert.equal(child.payoff, (deep - 1) % 100);
    assert.equal(wide.node(2).depth, 2);
  });

  it('keeps a plain estimate by offset, a tuple estimate in extras; the model reads both', () => {
    const plain = model('A ~1/2 [ B ~-3 [ 1 2 ] 4 ]');
    assert.equal(plain.root.syntax.extras, null);
    assert.deepEqual(plain.root.estimate, rational(1n, 2n));
    assert.equal(plain.root.children[0].estimate, -3);
    const tuples = model('tree { players: A B C\n  X ~(1, 2, 3) [ (1, 2, 3) ] }');
    assert.deepEqual(
      tuples.root.syntax.extras?.estimate?.items.map((i) => i.value),
      [1, 2, 3],
    );
    assert.deepEqual(tuples.root.estimates, [1, 2, 3]);
  });
});

describe('literal text from offsets (for exact arithmetic)', () => {
  it('returns the number as written, without junk already reported, a typeset minus as "-"', () => {
    assert.equal(literalText('x 4/6 y', { start: 2, end: 5 }), '4/6');
    assert.equal(literalText('1.25', { start: 0, end: 4 }), '1.25');
    assert.equal(literalText('25%', { start: 0, end: 3 }), '25%');
    assert.equal(literalText('3e5', { start: 0, end: 3 }), '3');
    assert.equal(literalText('−7', { start: 0, end: 2 }), '-7');
  });

  it('reads short integers without a literal and anything else through one, to the same value', () => {
    for (const text of ['0', '-15', '123456789012345', '1234567890123456789', '0.1', '-2/3', '50%', '7 ]', '8->']) {
      const expected = Number.parseFloat(text);
      const value = numberValueAt(text, 0);
      if (text.includes('/')) assert.equal(value, -2 / 3);
      else if (text.includes('%')) assert.equal(value, 0.5);
      else assert.equal(value, expected, text);
    }
  });
});
