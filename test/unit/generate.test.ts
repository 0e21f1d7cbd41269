import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  checkText,
  COINS_DEFAULTS,
  generateTree,
  nodeFacts,
  RANDOM_DEFAULTS,
  SPLIT_NIM_DEFAULTS,
  type GameNode,
  type GameTree,
  type GenerateRequest,
} from '../../src/core';
import { gtree } from './cli-helpers';
import { expectClean } from './helpers';
import { recordsByPath, traceOf } from './search-helpers';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
const example = (name: string): string => readFileSync(join(EXAMPLES, name), 'utf8');

function generated(request: GenerateRequest): string {
  const outcome = generateTree(request);
  if (!outcome.ok) assert.fail(outcome.message);
  expectClean(outcome.text);
  return outcome.text;
}

function refused(request: GenerateRequest): string {
  const outcome = generateTree(request);
  assert.ok(!outcome.ok, 'expected the generator to refuse');
  return outcome.message;
}

/** The model of a generated tree, which must check clean: no problem of any severity. */
function modelOf(text: string): GameTree {
  const result = checkText(text);
  assert.deepEqual(
    result.diagnostics.map((d) => `${d.code}: ${d.message}`),
    [],
    'a generated tree checks clean',
  );
  return result.trees[0].model!;
}

/** The moves from the root to a node (references stand for their anchor's position). */
function movesTo(node: GameNode): string[] {
  const moves: string[] = [];
  for (let n: GameNode | null = node; n?.parent; n = n.parent) moves.push(n.move!);
  return moves.reverse();
}

/** Every node's minimax value (MAX's view) next to what `solve` says of the position its moves reach. */
function valuesAgainst(text: string, solve: (moves: string[]) => number): void {
  const tree = modelOf(text);
  const trace = traceOf(tree, { algorithm: 'minimax' });
  for (const node of tree.allNodes()) {
    const record = nodeFacts(trace, node);
    if (record.visits === 0) continue; // the nodes below a reference are searched through it
    assert.equal(record.value, solve(movesTo(node)), `value after ${movesTo(node).join(' ') || 'the start'}`);
  }
}

/**
 * Checks that a tree written with transpositions has each position written once (a label and
 * who moves, anchored where it is reached again) and every anchor referenced; returns how many positions.
 */
function eachPositionOnce(tree: GameTree): number {
  const written = tree.allNodes().filter((n) => n.target === null);
  const positions = new Set(written.map((n) => `${n.label} ${n.player}`));
  assert.equal(positions.size, written.length, 'a position written twice');
  const referenced = new Set(tree.allNodes().flatMap((n) => (n.target ? [n.target] : [])));
  assert.deepEqual(
    written.filter((n) => n.anchor !== null && !referenced.has(n)).map((n) => n.anchor),
    [],
    'anchors without a reference',
  );
  return positions.size;
}

describe('exercise generators', () => {
  describe('tic-tac-toe', () => {
    const ZADATAK_1 = 'X.O|OOX|..X'; // "Zadatak 1 – XO (Minimax)" of the lecture "Teorija igara – Sekvencijalne igre": X . O / O O X / . . X, X to move

    it("gives the Zadatak 1 position the slides' values: root 0, children -1, 0, -1", () => {
      const r = recordsByPath(traceOf(generated({ kind: 'tictactoe', board: ZADATAK_1, turn: null, by: 'rows', transpositions: false })));
      assert.deepEqual([r.get('')!.value, r.get('0')!.value, r.get('1')!.value, r.get('2')!.value], [0, -1, 0, -1]);
      assert.deepEqual(
        ['0', '1', '2'].map((p) => r.get(p)!.label),
        ['XXO|OOX|..X', 'X.O|OOX|X.X', 'X.O|OOX|.XX'],
      );
    });

    it('writes the same tree as examples/xo-zadatak1-minimax.gtree (by rows) and xo-zadatak3 (by columns)', () => {
      for (const [by, file] of [
        ['rows', 'xo-zadatak1-minimax.gtree'],
        ['columns', 'xo-zadatak3-alphabeta.gtree'],
      ] as const) {
        const ours = recordsByPath(
          traceOf(generated({ kind: 'tictactoe', board: ZADATAK_1, turn: null, by, transpositions: false }), { algorithm: 'minimax' }),
        );
        const theirs = recordsByPath(traceOf(example(file), { algorithm: 'minimax' }));
        assert.deepEqual([...ours.keys()], [...theirs.keys()], by);
        for (const [path, record] of theirs) assert.deepEqual([ours.get(path)!.label, ours.get(path)!.value], [record.label, record.value], `${by} ${path}`);
      }
    });

    it('alpha-beta by columns cuts what Zadatak 3 says: 10 calls, 4 leaf evaluations, 2 cuts', () => {
      const totals = traceOf(generated({ kind: 'tictactoe', board: ZADATAK_1, turn: null, by: 'columns', transpositions: false }), {
        algorithm: 'alphabeta',
      }).totals;
      assert.deepEqual([totals.calls, totals.leafEvals, totals.cuts], [10, 4, 2]);
    });

    it('reads boards as 9 characters or row by row, in either case, with - or _ for free squares', () => {
      const texts = ['x.oooxx.x', 'X.O|OOX|X.X', 'x.o/oox/x_x', 'x-o oox x-x'].map((board) =>
        generated({ kind: 'tictactoe', board, turn: null, by: 'rows', transpositions: false }),
      );
      for (const t of texts) assert.equal(t, texts[0]);
      assert.match(texts[0], /root: min/); // 4 X, 3 O: O moves
    });

    it('matches a direct solver at every node, with X or O to move, as a tree and with transpositions', () => {
      for (const board of ['X.O|OOX|..X', 'X..|.O.|...', 'XO.|...|...', '...|.X.|...']) {
        for (const transpositions of [false, true]) {
          const text = generated({ kind: 'tictactoe', board, turn: null, by: 'rows', transpositions });
          valuesAgainst(text, (moves) => solveTicTacToe(play(board, moves)));
        }
      }
    });

    it('writes the whole game from the empty board with transpositions: 5 478 positions, each once, a draw', () => {
      const text = generated({ kind: 'tictactoe', board: '...|...|...', turn: null, by: 'rows', transpositions: true });
      const tree = modelOf(text);
      const positions = eachPositionOnce(tree);
      assert.equal(positions, 5478);
      assert.equal(tree.allNodes().length, 16_168); // the root and one node per move between positions
      const minimax = traceOf(tree, { algorithm: 'minimax' });
      // Minimax searches through every reference: the full tree's 549 946 nodes, each called once.
      assert.deepEqual([minimax.value, minimax.totals.calls, minimax.totals.leafEvals], [0, 549_946, 255_168]);
      const table = traceOf(tree, { algorithm: 'negamax-tt' });
      const alphabeta = traceOf(tree, { algorithm: 'alphabeta' });
      assert.equal(table.value, 0);
      assert.ok(table.totals.calls < alphabeta.totals.calls / 2, `negamax-tt ${table.totals.calls} calls, alpha-beta ${alphabeta.totals.calls}`);
      assert.match(text, /r1c1 -> "X\.\.\|\.\.\.\|\.\.\." \[/);
      assert.match(text, /-> \*XX_-_O_-___\n/); // X r1c1, O r2c2, X r1c2 again after X r1c2, O r2c2, X r1c1
    });

    it('writes as many nodes as the full tree has when the positions are written out', () => {
      const board = 'X..|...|...';
      const plain = modelOf(generated({ kind: 'tictactoe', board, turn: null, by: 'columns', transpositions: false }));
      const graph = modelOf(generated({ kind: 'tictactoe', board, turn: null, by: 'columns', transpositions: true }));
      assert.equal(plain.allNodes().length, 59_705);
      assert.equal(traceOf(graph, { algorithm: 'minimax' }).totals.calls, plain.allNodes().length);
      assert.equal(eachPositionOnce(graph), new Set(plain.allNodes().map((n) => n.label)).size);
    });

    it('refuses boards no game reaches, finished games and trees too large, saying why', () => {
      const board = (b: string, turn: 'X' | 'O' | null = null) => refused({ kind: 'tictactoe', board: b, turn, by: 'rows', transpositions: false });
      assert.match(board('x.o'), /9 squares.*'x\.o' has 3/);
      assert.match(board('x.o.x..?.'), /'\?' is not a square/);
      assert.match(board('xxx......'), /3 X and 0 O/);
      assert.match(board('xxxoo....'), /already over: X has three in a row/);
      assert.match(board('xoxxoxoxo'), /already over: the board XOX\|XOX\|OXO is full/);
      assert.match(board('x........', 'X'), /X cannot move now/);
    });
  });

  describe('Novčići (take-away coins)', () => {
    it('matches a direct recursive solver at every node, for either rule', () => {
      for (let coins = 1; coins <= 9; coins++) {
        for (let take = 1; take <= Math.min(3, coins); take++) {
          for (const [lastTakerLoses, transpositions] of [
            [true, false],
            [false, false],
            [true, true],
            [false, true],
          ]) {
            const text = generated({ kind: 'coins', coins, take, lastTakerLoses, players: null, transpositions });
            valuesAgainst(text, (moves) => {
              const taken = moves.reduce((sum, m) => sum + Number(m.replace('take', '')), 0);
              const value = solveCoins(coins - taken, take, lastTakerLoses);
              return moves.length % 2 === 0 ? value : -value; // the solver answers for the player to move
            });
          }
        }
      }
    });

    it('gives the course exercise the same tree as examples/novcici-minimax.gtree: Persival wins', () => {
      const text = generated({ kind: 'coins', coins: 6, take: 2, lastTakerLoses: true, players: ['Persival', 'Gavejn'], transpositions: false });
      assert.match(text, /players: Persival Gavejn/);
      const ours = recordsByPath(traceOf(text));
      const theirs = recordsByPath(traceOf(example('novcici-minimax.gtree')));
      assert.equal(ours.get('')!.value, 1);
      assert.deepEqual(
        [...ours].map(([p, r]) => [p, r.value]),
        [...theirs].map(([p, r]) => [p, r.value]),
      );
    });

    it('labels nodes with the coins left', () => {
      const text = generated({ kind: 'coins', ...COINS_DEFAULTS, coins: 2 });
      assert.match(text, /"2 left" \[\n {4}take1 -> "1 left" \[\n {6}take1 -> "0 left: MAX wins" =1\n {4}\]\n {4}take2 -> "0 left: MIN wins" =-1/);
    });

    it('with transpositions writes each position (coins left, who moves) once, anchored &cN_1 or &cN_2', () => {
      const text = generated({ kind: 'coins', ...COINS_DEFAULTS, coins: 4, transpositions: true });
      assert.match(text, /take2 -> "1 left" &c1_1 \[\n {8}take1 -> \*c0_2\n/);
      assert.match(text, /take2 -> "2 left" \[\n {6}take1 -> \*c1_1\n {6}take2 -> \*c0_1\n/);
      const tree = modelOf(generated({ kind: 'coins', ...COINS_DEFAULTS, coins: 30, take: 3, transpositions: true }));
      assert.equal(eachPositionOnce(tree), 2 * 31 - 2); // 30 down to 0 coins, either player to move; never 30 with MIN nor 29 with MAX to move
      assert.equal(traceOf(tree, { algorithm: 'negamax-tt' }).value, solveCoins(30, 3, true));
    });

    it('refuses absurd sizes', () => {
      assert.match(refused({ kind: 'coins', ...COINS_DEFAULTS, coins: 40 }), /has more than 1000000 nodes/);
      assert.match(refused({ kind: 'coins', ...COINS_DEFAULTS, coins: 0 }), /number of coins must be a whole number from 1 to 1000, not 0/);
      assert.match(refused({ kind: 'coins', ...COINS_DEFAULTS, coins: 3, take: 4 }), /from 1 to 3, not 4/);
      assert.match(refused({ kind: 'coins', ...COINS_DEFAULTS, players: ['Ana', 'Ana'] }), /different names/);
    });

    it('writes a 1000-coin game without deep recursion, as a chain and with transpositions, and it checks clean', () => {
      const text = generated({ kind: 'coins', ...COINS_DEFAULTS, coins: 1000, take: 1 });
      assert.equal(traceOf(text).value, 1); // 1000 single takes: MIN takes the last coin and loses
      // With transpositions the writer goes a thousand moves deep; 1000 is not 1 more than a multiple of 4: the first player wins.
      const graph = generated({ kind: 'coins', ...COINS_DEFAULTS, coins: 1000, take: 3, transpositions: true });
      assert.equal(traceOf(graph, { algorithm: 'negamax-tt' }).value, 1);
    });
  });

  describe('Split-Nim', () => {
    it('matches a direct recursive solver at every node, with and without transpositions', () => {
      for (let pile = 1; pile <= 12; pile++) {
        for (const transpositions of [false, true]) {
          const text = generated({ kind: 'splitnim', pile, transpositions, players: null });
          const tree = modelOf(text);
          if (transpositions) eachPositionOnce(tree);
          const trace = traceOf(tree, { algorithm: 'minimax' });
          for (const node of tree.allNodes()) {
            const record = nodeFacts(trace, node);
            if (record.visits === 0) continue;
            const piles = (node.target ?? node).label!.split('+').map(Number);
            const value = solveSplitNim(piles);
            assert.equal(record.value, piles.length % 2 === 1 ? value : -value, `${pile}: ${node.label}`);
          }
        }
      }
    });

    it('with transpositions writes the tree of examples/transpositions-negamax-tt.gtree', () => {
      const text = generated({ kind: 'splitnim', pile: 7, transpositions: true, players: null });
      const body = (t: string) => t.slice(t.indexOf('  "7"')).replace(/ =-1 \[/, ' [');
      assert.equal(body(text), body(example('transpositions-negamax-tt.gtree')));
    });

    it('refuses a pile whose tree is too large', () => {
      assert.match(
        refused({ kind: 'splitnim', ...SPLIT_NIM_DEFAULTS, pile: 40 }),
        /Split-Nim from a pile of 40 as a tree has more than 1000000 nodes; gtree writes at most 1000000: start from a smaller pile/,
      );
      assert.match(refused({ kind: 'splitnim', ...SPLIT_NIM_DEFAULTS, pile: 1000 }), /from 1 to 100, not 1000/);
    });
  });

  describe('random trees', () => {
    it('are the same for the same seed and differ for another', () => {
      const a = generated({ kind: 'random', ...RANDOM_DEFAULTS, seed: 7 });
      assert.equal(generated({ kind: 'random', ...RANDOM_DEFAULTS, seed: 7 }), a);
      assert.notEqual(generated({ kind: 'random', ...RANDOM_DEFAULTS, seed: 8 }), a);
    });

    it('look like the lecture tree: A, B, C … level by level, moves a1, a2 …, leaves as numbers', () => {
      const text = generated({ kind: 'random', ...RANDOM_DEFAULTS, depth: 2, minBranching: 3, maxBranching: 3, low: 0, high: 20, seed: 3 });
      assert.match(text, /\n {2}A \[\n {4}a1 -> B \[ \d+ \d+ \d+ \]\n {4}a2 -> C \[ \d+ \d+ \d+ \]\n {4}a3 -> D \[ \d+ \d+ \d+ \]\n {2}\]\n\}/);
      assert.match(text, /# Made by: gtree new random --depth 2 --branching 3 --values 0\.\.20 --seed 3\n/);
    });

    it('check clean and keep to the options, whatever they are (property)', () => {
      fc.assert(
        fc.property(
          fc.record({
            depth: fc.integer({ min: 1, max: 5 }),
            minBranching: fc.integer({ min: 1, max: 3 }),
            extra: fc.integer({ min: 0, max: 2 }),
            low: fc.integer({ min: -50, max: 50 }),
            width: fc.integer({ min: 0, max: 30 }),
            seed: fc.nat(),
            cut: fc.nat(),
          }),
          ({ depth, minBranching, extra, low, width, seed, cut }) => {
            const cutoff = depth > 1 && cut % 2 === 0 ? 1 + (cut % (depth - 1)) : null;
            const request = { kind: 'random', depth, minBranching, maxBranching: minBranching + extra, low, high: low + width, seed, cutoff } as const;
            const tree = modelOf(generated(request));
            for (const n of tree.allNodes()) {
              if (n.children.length === 0) {
                assert.equal(n.depth, depth);
                assert.ok((n.payoff as number) >= low && (n.payoff as number) <= low + width);
              } else {
                assert.ok(n.children.length >= minBranching && n.children.length <= minBranching + extra);
                const estimated = cutoff !== null && n.depth >= 1 && n.depth <= cutoff;
                assert.equal(n.estimate !== null, estimated);
                if (estimated) assert.ok((n.estimate as number) >= low && (n.estimate as number) <= low + width);
              }
            }
            assert.equal(tree.settings.depth, cutoff);
          },
        ),
        { numRuns: 200 },
      );
    });

    it('with estimates, are the same tree below them and run with iterative deepening', () => {
      const plain = modelOf(generated({ kind: 'random', ...RANDOM_DEFAULTS, depth: 4, seed: 11 }));
      const text = generated({ kind: 'random', ...RANDOM_DEFAULTS, depth: 4, seed: 11, cutoff: 2, algorithm: 'iterative' });
      const estimated = modelOf(text);
      assert.deepEqual(
        estimated.allNodes().map((n) => n.payoff),
        plain.allNodes().map((n) => n.payoff),
      );
      assert.match(text, /algorithm: iterative\n {2}depth: 2\n/);
      const trace = traceOf(estimated);
      assert.deepEqual(
        trace.iterations!.map((i) => i.depth),
        [1, 2],
      );
    });

    it('refuse sizes beyond the limit and options out of range, saying why', () => {
      const random = (o: Partial<typeof RANDOM_DEFAULTS>) => refused({ kind: 'random', ...RANDOM_DEFAULTS, ...o });
      assert.match(random({ depth: 100, minBranching: 10, maxBranching: 10 }), /the depth must be a whole number from 1 to 30, not 100/);
      assert.match(
        random({ depth: 12, minBranching: 2, maxBranching: 10 }),
        /a random tree of depth 12 with up to 10 children per node can have 1\.1e12 nodes; gtree writes at most 1000000: lower the depth or the branching/,
      );
      assert.match(random({ minBranching: 3, maxBranching: 2 }), /largest branching must be a whole number from 3/);
      assert.match(random({ low: 5, high: 1 }), /highest value must be a whole number from 5/);
      assert.match(random({ cutoff: 3 }), /cut-off depth for estimates must be a whole number from 1 to 2, not 3/);
      assert.match(random({ seed: -1 }), /seed must be a whole number from 0 to 4294967295/);
    });
  });

  describe('gtree new (CLI)', () => {
    let dir: string;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-new-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('prints each kind of tree, which checks clean', () => {
      for (const argv of [
        ['random', '--seed', '5'],
        ['random', '--depth', '2', '--branching', '2..4', '--values', '-3..3', '--seed', '9', '--estimates', '1'],
        ['tictactoe', '--board', 'x.o|oox|..x', '--by', 'columns'],
        ['tictactoe', '--board=x.o|oox|x..', '--turn', 'O'],
        ['coins', '--coins', '5', '--take', '3', '--last', 'wins', '--players', 'Persival Gavejn'],
        ['splitnim', '--pile', '6', '--transpositions'],
        ['tictactoe', '--board', 'xo.|...|...', '--by', 'columns', '--transpositions'],
        ['coins', '--coins', '9', '--take', '3', '--transpositions'],
      ]) {
        const r = gtree('new', ...argv);
        assert.equal(r.code, 0, `${argv.join(' ')}: ${r.errs.join('\n')}`);
        expectClean(r.out.join('\n'));
      }
    });

    it('without --seed draws a seed, and the command in the header writes the same tree again', () => {
      const first = gtree('new', 'random', '--depth', '2').out.join('\n');
      const command = /# Made by: gtree (new random .*)/.exec(first)![1].split(' ');
      assert.equal(gtree(...command).out.join('\n'), first);
    });

    it('sets the algorithm with --algorithm and writes a file with -o', () => {
      const target = join(dir, 'coins.gtree');
      const r = gtree('new', 'coins', '--algorithm', 'alphabeta', '-o', target);
      assert.equal(r.code, 0);
      assert.deepEqual(r.errs, [`wrote ${target}`]);
      assert.equal(traceOf(readFileSync(target, 'utf8')).algorithm, 'alphabeta');
    });

    it('exits 2 with a clear message for a wrong command line or an absurd request', () => {
      const cases: [string[], RegExp][] = [
        [['new'], /new needs one of random, tictactoe, coins, splitnim/],
        [['new', 'chess'], /unknown kind 'chess'/],
        [
          ['new', 'coins', '--depth', '3'],
          /unknown option '--depth' \(this command takes --coins, --take, --last, --players, --algorithm, --output, --transpositions\)/,
        ],
        [['new', 'tictactoe'], /needs --board/],
        [['new', 'random', '--depth', 'three'], /--depth takes a whole number, not 'three'/],
        [['new', 'random', '--branching', '2-4'], /--branching takes a whole number or a range such as 2\.\.4/],
        [['new', 'coins', '--last', 'maybe'], /--last takes 'loses' or 'wins'/],
        [['new', 'coins', '--players', 'Solo'], /--players takes two names/],
        [['new', 'coins', '--algorithm', 'chess'], /unknown algorithm 'chess'/],
        [['new', 'coins', 'extra'], /takes options only, not 'extra'/],
        [['new', 'random', '--depth', '100', '--branching', '10'], /the depth must be a whole number from 1 to 30, not 100/],
        [['new', 'random', '--depth', '12', '--branching', '10'], /can have 1\.1e12 nodes; gtree writes at most 1000000/],
        [['new', 'coins', '--coins', '60'], /the tree of 60 coins, taking 1 to 2 has more than 1000000 nodes/],
        [['new', 'random', '--algorithm', 'iterative'], /would not check clean: .*estimate/],
      ];
      for (const [argv, message] of cases) {
        const r = gtree(...argv);
        assert.equal(r.code, 2, argv.join(' '));
        assert.deepEqual(r.out, []);
        assert.match(r.errs.join('\n'), message);
        assert.doesNotMatch(r.errs.join('\n'), /\n\s+at /);
      }
    });
  });
});

// ------------------------------------------------------------------ direct solvers, independent of the generators

/** The eight winning lines, derived here rather than copied from the generator: rows, columns, both diagonals. */
const LINES: number[][] = [
  ...[0, 1, 2].flatMap((i) => [
    [3 * i, 3 * i + 1, 3 * i + 2],
    [i, i + 3, i + 6],
  ]),
  [0, 4, 8],
  [2, 4, 6],
];

/** The board after the moves `rRcC`, marks alternating from whoever moves at the start. */
function play(board: string, moves: string[]): { squares: string[]; toMove: 'X' | 'O' } {
  const squares = [...board.replace(/\|/g, '')];
  const xs = squares.filter((c) => c === 'X').length;
  const os = squares.filter((c) => c === 'O').length;
  let toMove: 'X' | 'O' = xs > os ? 'O' : 'X';
  for (const m of moves) {
    squares[(Number(m[1]) - 1) * 3 + Number(m[3]) - 1] = toMove;
    toMove = toMove === 'X' ? 'O' : 'X';
  }
  return { squares, toMove };
}

/** Minimax by brute force: +1 X wins, 0 draw, -1 O wins. */
function solveTicTacToe({ squares, toMove }: { squares: string[]; toMove: 'X' | 'O' }): number {
  for (const [a, b, c] of LINES) if (squares[a] !== '.' && squares[a] === squares[b] && squares[b] === squares[c]) return squares[a] === 'X' ? 1 : -1;
  const free = squares.flatMap((s, i) => (s === '.' ? [i] : []));
  if (free.length === 0) return 0;
  const values = free.map((i) => {
    const next = [...squares];
    next[i] = toMove;
    return solveTicTacToe({ squares: next, toMove: toMove === 'X' ? 'O' : 'X' });
  });
  return toMove === 'X' ? Math.max(...values) : Math.min(...values);
}

/** +1 if the player to move wins with `coins` left, -1 otherwise. */
function solveCoins(coins: number, take: number, lastTakerLoses: boolean): number {
  if (coins === 0) return lastTakerLoses ? 1 : -1; // the other player took the last coin
  let best = -1;
  for (let k = 1; k <= Math.min(take, coins); k++) best = Math.max(best, -solveCoins(coins - k, take, lastTakerLoses));
  return best;
}

/** +1 if the player to move wins Split-Nim from these piles, -1 otherwise. */
function solveSplitNim(piles: number[]): number {
  let best = -1;
  piles.forEach((p, i) => {
    for (let a = 1; a < p - a; a++) {
      const next = [...piles.slice(0, i), ...piles.slice(i + 1), a, p - a];
      best = Math.max(best, -solveSplitNim(next));
    }
  });
  return best;
}
