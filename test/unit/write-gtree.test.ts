import { strict as assert } from 'node:assert';
import { rational } from '../../src/core/model/rational';
import { exactText, word, writeGtree, type Draft } from '../../src/core/output/write-gtree';
import { expectClean, model } from './helpers';

describe('writing .gtree text', () => {
  it('writes names bare when they read back as that name, quoted otherwise', () => {
    assert.deepEqual(['a1', 'Čvor', "B'", 'b-2', '_x'].map(word), ['a1', 'Čvor', "B'", 'b-2', '_x']);
    assert.deepEqual(['max', 'tree', 'chance', 'inf', '1', 'a b', 'a->b', '', 'say "hi"', 'back\\slash'].map(word), [
      '"max"',
      '"tree"',
      '"chance"',
      '"inf"',
      '"1"',
      '"a b"',
      '"a->b"',
      '""',
      '"say \\"hi\\""',
      '"back\\\\slash"',
    ]);
    assert.equal(word('two\nlines'), '"two lines"'); // a .gtree string cannot span lines
  });

  it('writes exact numbers as the shorter of a decimal and a fraction', () => {
    const r = (n: bigint, d: bigint) => exactText(rational(n, d));
    assert.deepEqual(
      [r(3n, 1n), r(-4n, 5n), r(64n, 5n), r(1n, 4n), r(1n, 3n), r(-1n, 2n), r(1n, 1024n)],
      ['3', '-0.8', '12.8', '1/4', '1/3', '-0.5', '1/1024'],
    );
    assert.deepEqual([exactText(2), exactText(-0), exactText(0.5)], ['2', '0', '0.5']);
    assert.throws(() => exactText(Infinity), RangeError);
  });

  it('writes every kind of node so that it reads back as written', () => {
    const root: Draft = {
      label: 'root',
      children: [
        { move: 'a', label: 'A', anchor: 'k', estimate: 2, children: [{ payoff: 1 }, { payoff: 2 }] },
        {
          move: 'b',
          kind: 'chance',
          children: [
            { probability: rational(1n, 3n), label: 'x', payoff: 3 },
            { probability: rational(2n, 3n), payoff: rational(1n, 2n) },
          ],
        },
        { move: 'c', kind: 'max', children: [{ ref: 'k', move: 'again' }] },
      ],
    };
    const text = writeGtree({ name: 'All kinds', comment: ['first line', '', 'second\nand third'], settings: [['algorithm', 'expectimax']], root });
    assert.equal(
      text,
      [
        '# first line',
        '#',
        '# second',
        '# and third',
        'tree "All kinds" {',
        '  algorithm: expectimax',
        '  root [',
        '    a -> A &k ~2 [ 1 2 ]',
        '    b -> chance [',
        '      1/3 -> x =3',
        '      2/3 -> 0.5',
        '    ]',
        '    c -> max [',
        '      again -> *k',
        '    ]',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expectClean(text);
  });

  it("writes answers, windows and cut marks, every part in the grammar's order", () => {
    const root: Draft = {
      kind: 'max',
      label: 'R',
      anchor: 'r',
      answer: 3,
      window: [-Infinity, Infinity],
      estimate: 2,
      children: [
        { cut: 'alphabeta', move: 'a', label: 'B', answer: '?', window: ['?', rational(7n, 2n)], children: [{ payoff: 3 }, { payoff: 4 }] },
        { cut: 'scout', label: 'L', anchor: 'k', payoff: 5, window: [1, '?'], estimate: -1 },
        { cut: 'alphabeta', payoff: 6 },
      ],
    };
    const text = writeGtree({ name: 'answers', comment: [], settings: [], root });
    assert.equal(
      text,
      ['tree answers {', '  max R &r =3 <-inf, +inf> ~2 [', '    /a -> B =? <?, 3.5> [ 3 4 ]', '    // L &k =5 <1, ?> ~-1', '    / 6', '  ]', '}', ''].join(
        '\n',
      ),
    );
    expectClean(text);
  });

  it("writes a chance outcome's name before its probability, quoted where a bare name would not read back", () => {
    const names = ['six', 'Čvor', 'max', '1', 'two words', 'say "hi"', 'a->b'];
    const root: Draft = {
      kind: 'chance',
      children: [
        ...names.map((outcome, i): Draft => ({
          outcome,
          probability: rational(1n, 8n),
          ...(i === 1 ? { label: 'L', children: [{ payoff: 1 }] } : { payoff: i }),
        })),
        { probability: rational(1n, 8n), payoff: 9 },
      ],
    };
    const text = writeGtree({ name: 'named', comment: [], settings: [], root });
    assert.equal(
      text,
      [
        'tree named {',
        '  chance [',
        '    six 1/8 -> 0',
        '    Čvor 1/8 -> L [ 1 ]',
        '    "max" 1/8 -> 2',
        '    "1" 1/8 -> 3',
        '    "two words" 1/8 -> 4',
        '    "say \\"hi\\"" 1/8 -> 5',
        '    "a->b" 1/8 -> 6',
        '    1/8 -> 9',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    const read = model(text).root.children;
    assert.deepEqual(
      read.map((c) => c.outcome),
      [...names, null],
    );
    assert.deepEqual(
      read.map((c) => c.probability),
      names.map(() => rational(1n, 8n)).concat([rational(1n, 8n)]),
    );
    assert.equal(read[1].label, 'L');
  });

  it('writes a 20000-deep chain without recursion, its indentation capped', () => {
    let node: Draft = { payoff: 1 };
    for (let i = 0; i < 20000; i++) node = { move: 'm', children: [node] };
    const text = writeGtree({ name: 'chain', comment: [], settings: [], root: { label: 'top', children: [node] } });
    assert.ok(text.length < 4_000_000, `${text.length} characters`); // uncapped, the spaces alone would be 800 MB
    assert.equal(model(text).allNodes().length, 20002);
  });
});
