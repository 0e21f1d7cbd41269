/**
 * Game positions in labels (core position-labels.ts) and how the drawing draws them
 * (src/render/position-drawing.ts, run here through svg-lite as the CLI's SVG export runs it).
 */
import * as assert from 'node:assert/strict';
import { diagramOf, generateTree, positionsOf, type GenerateRequest, type Position } from '../../src/core';
import { LiteDocument, serializeSvg, type LiteElement } from '../../src/render/svg-lite';
import { drawPosition, positionSize } from '../../src/render/position-drawing';
import { SVG_NS } from '../../src/render/svg-document';
import { diagramOfExample, treeOf } from './diagram-fixtures';

function generated(request: GenerateRequest): string {
  const outcome = generateTree(request);
  if (!outcome.ok) assert.fail(outcome.message);
  return outcome.text;
}

const positions = (text: string): (Position | null)[] | null => positionsOf(treeOf(text));
const kinds = (list: (Position | null)[] | null): string[] => [...new Set((list ?? []).map((p) => p?.kind ?? 'none'))];

/** Draws `position` into a fresh group and returns it. */
function drawn(position: Position): LiteElement {
  const doc = new LiteDocument();
  const g = doc.createElementNS(SVG_NS, 'g');
  drawPosition(position, g, 0, 0);
  return g.children[0];
}

describe('game positions in labels (core)', () => {
  it('reads every board of the tic-tac-toe examples, row by row', () => {
    for (const file of ['xo-zadatak1-minimax.gtree', 'xo-zadatak2-iterative.gtree', 'xo-zadatak3-alphabeta.gtree']) {
      const diagram = diagramOfExample(file);
      assert.deepEqual(kinds(diagram.nodes.map((n) => n.position)), ['tictactoe'], file);
      assert.deepEqual(diagram.nodes[0].position, { kind: 'tictactoe', cells: 'X.OOOX..X' });
    }
  });

  it('reads what gtree new writes: boards (full tree and transpositions), coins left, Split-Nim piles', () => {
    const board = positions(generated({ kind: 'tictactoe', board: 'x.o|oox|..x', turn: null, by: 'rows', transpositions: false }));
    assert.deepEqual(kinds(board), ['tictactoe']);
    // With transpositions a reference `*k` stands for its anchor's board.
    const shared = treeOf(generated({ kind: 'tictactoe', board: 'x.o|.x.|o..', turn: null, by: 'rows', transpositions: true }));
    const read = positionsOf(shared)!;
    const ref = shared.allNodes().find((n) => n.target)!;
    assert.deepEqual(read[ref.id], read[ref.target!.id]);
    const coins = positions(generated({ kind: 'coins', coins: 6, take: 2, lastTakerLoses: true, players: null, transpositions: false }));
    assert.deepEqual(coins?.[0], { kind: 'coins', coins: 6 });
    assert.ok(coins?.some((p) => p?.kind === 'coins' && p.coins === 0));
    const piles = positions(generated({ kind: 'splitnim', pile: 7, transpositions: false, players: null }));
    assert.deepEqual(piles?.[0], { kind: 'piles', piles: [7] });
    assert.ok(piles?.some((p) => p?.kind === 'piles' && p.piles.join('+') === '4+2+1'));
  });

  it('reads the course examples of Novčići ("6 left, Persival") and Split-Nim ("4+2+1", references too)', () => {
    const novcici = diagramOfExample('novcici-minimax.gtree');
    assert.deepEqual(novcici.nodes[0].position, { kind: 'coins', coins: 6 });
    assert.deepEqual(kinds(novcici.nodes.map((n) => n.position)), ['coins']);
    const nim = diagramOfExample('transpositions-negamax-tt.gtree');
    assert.deepEqual(kinds(nim.nodes.map((n) => n.position)), ['piles']);
    for (const n of nim.nodes.filter((n) => n.ref !== null)) assert.deepEqual(n.position, nim.nodes[n.ref!].position);
  });

  it('reads no position where the labels are not all of one kind, or merely look like numbers', () => {
    assert.equal(positions('tree { A [ B [ 1 2 ] C [ 3 4 ] ] }'), null);
    assert.equal(positions('tree { "X.O|OOX|..X" [ "a board" =1 2 ] }'), null, 'one label is no board');
    assert.equal(positions('tree { "7" [ 1 2 ] }'), null, 'a lone number is not a Split-Nim game');
    assert.equal(positions('tree { "7" [ "6+1" [ 1 ] "5+1" [ 2 ] ] }'), null, 'piles of one game hold the same coins');
    assert.equal(positions('tree { [ 1 2 ] }'), null);
    for (const file of ['alphabeta-lecture.gtree', 'duel-expectimax.gtree', 'zlatnici-maxn.gtree', 'rizik-expectimax.gtree']) {
      assert.ok(
        diagramOfExample(file).nodes.every((n) => n.position === null),
        file,
      );
    }
  });

  it('keeps the model plain data: the position is in the diagram the host sends', () => {
    const tree = treeOf('tree { "X.O|OOX|..X" [ r1c2 -> "XXO|OOX|..X" =1 ] }');
    const diagram = diagramOf(tree, null);
    assert.deepEqual(JSON.parse(JSON.stringify(diagram.nodes[1].position)), { kind: 'tictactoe', cells: 'XXOOOX..X' });
  });
});

describe('game positions drawn (render position-drawing.ts)', () => {
  it('draws a board as a 3×3 grid with an X or an O in each marked square, as the label writes it', () => {
    const g = drawn({ kind: 'tictactoe', cells: 'X.OOOX..X' });
    assert.equal(g.getAttribute('data-kind'), 'tictactoe');
    const marks = g.children.filter((c) => c.classList.contains('mark'));
    assert.deepEqual(
      marks.map((m) => `${m.getAttribute('data-cell')}${m.classList.contains('x') ? 'X' : 'O'}`),
      ['0X', '2O', '3O', '4O', '5X', '8X'],
    );
    assert.equal(g.children.filter((c) => c.classList.contains('grid')).length, 4);
    assert.equal(g.children.filter((c) => c.classList.contains('board')).length, 1);
    assert.deepEqual(positionSize({ kind: 'tictactoe', cells: '.........' }), { w: 30, h: 30 });
  });

  it('draws coins one by one in rows of three, a count beyond nine, an empty place for none', () => {
    const six = drawn({ kind: 'coins', coins: 6 });
    assert.equal(six.children.filter((c) => c.classList.contains('coin')).length, 6);
    assert.deepEqual(positionSize({ kind: 'coins', coins: 6 }), { w: 24, h: 16 });
    const many = drawn({ kind: 'coins', coins: 25 });
    assert.equal(many.children.filter((c) => c.classList.contains('coin')).length, 1);
    assert.match(serializeSvg(many), />×25</);
    assert.equal(drawn({ kind: 'coins', coins: 0 }).children.filter((c) => c.classList.contains('empty')).length, 1);
  });

  it('draws piles as columns, one square a coin, bars when a pile is too high to count', () => {
    const g = drawn({ kind: 'piles', piles: [4, 2, 1] });
    assert.equal(g.getAttribute('data-piles'), '4+2+1');
    assert.equal(g.children.filter((c) => c.classList.contains('unit')).length, 7);
    const high = drawn({ kind: 'piles', piles: [60, 40] });
    assert.equal(high.children.filter((c) => c.classList.contains('bar')).length, 2);
    assert.ok(positionSize({ kind: 'piles', piles: [60, 40] }).h <= 35);
  });
});
