import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkText, importEfg, rational, type ImportOutcome, type Value } from '../../src/core';
import { gtree } from './cli-helpers';
import { expectClean } from './helpers';
import { recordsByPath, traceOf } from './search-helpers';

const DIR = join(__dirname, '..', 'fixtures', 'efg');
const read = (name: string): string => readFileSync(join(DIR, name), 'utf8');

function imported(text: string, source = 'test.efg'): string {
  const result = importEfg(text, source);
  if (!result.ok) assert.fail(`import failed: ${result.message}`);
  expectClean(result.text);
  return result.text;
}

function failure(text: string): Extract<ImportOutcome, { ok: false }> {
  const result = importEfg(text, 'test.efg');
  assert.ok(!result.ok, `expected the import to fail, got:\n${result.ok ? result.text : ''}`);
  return result;
}

/**
 * The root value of each Gambit file, worked out by hand from the file (backward induction
 * on the tree as the file writes it), and the principal variation gtree should find.
 */
const HAND_CHECKED: Record<string, { algorithm: string; value: Value; pv: (string | number)[] }> = {
  // Three players, one move each, ties to the first child. Player 3 after (1, 1) picks (1,1,1)
  // (its 1 beats 0 four times). Player 2 after "1": "1" → (1,1,1) gives it 1, "2" → (0,1,0)
  // also 1: a tie, the first wins → (1,1,1). Player 1: "1" → 1 ties with "2" → (1,0,0) → (1,1,1).
  '3_player_perfect_info_1_move_each.efg': { algorithm: 'maxn', value: [1, 1, 1], pv: ['1', '1', '1'] },
  // Centipede, 4 moves, backward induction: player 2 at the last node takes (1.6, 6.4) over
  // passing (12.8, 3.2); player 1 before takes 3.2 > 1.6 → (3.2, 0.8); player 2 takes 1.6 > 0.8
  // → (0.4, 1.6); player 1 takes 0.8 > 0.4 at once → (0.8, 0.2).
  'cent4.efg': { algorithm: 'maxn', value: [rational(4n, 5n), rational(1n, 5n)], pv: ['TAKE'] },
  // Nim with 5 stones, as written (zero-sum, so player 1's payoff: Red Win 1, Blue Win -1).
  // "4 left" (MIN): Take 1 → "3 left" (MAX) = max(min(1, -1), -1) = -1; Take 2 → "2 left" (MAX)
  // = max(-1, 1) = 1; MIN takes -1. "3 left" after Take 2 (MIN): Take 1 → "2 left" (MAX) =
  // max(-1, 1) = 1, Take 2 → 1; MIN gets 1. Root = max(-1, 1) = 1 by Take 2; MIN's tie goes to
  // its first move, Take 1, then MAX takes 2.
  'e10.efg': { algorithm: 'minimax', value: 1, pv: ['Take 2', 'Take 1', 'Take 2'] },
  // Sharing game (not zero-sum): the sister answers "2-0" with no (0,0) (0 = 0, first wins),
  // "1-1" with yes (1,1), "0-2" with yes (0,2); the brother gets 0, 1, 0 → "1-1", (1, 1).
  'fig5_1.efg': { algorithm: 'maxn', value: [1, 1], pv: ['1-1', 'yes'] },
  // Nim-like, as the file writes it: "4 left" (MIN) = min(-1, 1) = -1 as in e10; the second
  // "3 left" (MIN) = min(max(-1, 1), -1) = -1 (its TAKE 2 leaf gives {-1, 1}). Root = -1; the
  // first move reaching it is TAKE 1, then TAKE 1 (MIN), TAKE 1 (MAX, -1 = -1, first), TAKE 2.
  'nim.efg': { algorithm: 'minimax', value: -1, pv: ['TAKE 1', 'TAKE 1', 'TAKE 1', 'TAKE 2'] },
  // a → chance 1/2 L (MIN: min(-2, -2)) + 1/2 R (MIN: -2) = -2; b → -1; MAX plays b: -1.
  'perfect_info_with_chance.efg': { algorithm: 'expectimax', value: -1, pv: ['b'] },
  // Player 2 (MIN) moves first. a → MAX: L → MIN min(1, -1) = -1, R → 1; MAX takes 1.
  // b → MAX: max(1, -1) = 1. MIN: min(1, 1) = 1, first: a, then R.
  'two_player_perfect_info_win_lose.efg': { algorithm: 'minimax', value: 1, pv: ['a', 'R'] },
};

describe('Gambit .efg import', () => {
  describe('every file of test/fixtures/efg', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.efg'));

    it('has a hand-checked value for every file but the one with imperfect information', () => {
      assert.deepEqual(files.filter((f) => f !== 'fig2_1.efg').sort(), Object.keys(HAND_CHECKED).sort());
    });

    for (const [file, expected] of Object.entries(HAND_CHECKED)) {
      it(`${file} imports, checks clean and runs to the value worked out by hand`, () => {
        const text = imported(read(file), file);
        const trace = traceOf(text);
        assert.equal(trace.algorithm, expected.algorithm);
        assert.deepEqual(trace.value, expected.value);
        assert.deepEqual(trace.pv, expected.pv);
        assert.match(text, new RegExp(`^# Imported by gtree from ${file.replace(/\./g, '\\.')}`));
      });
    }

    it('fig2_1.efg (one-card poker) is refused: the message names the information set and its nodes', () => {
      const result = failure(read('fig2_1.efg'));
      assert.match(result.message, /imperfect information/);
      assert.match(result.message, /information set 1 of player 2 \(Alice\) holds 2 nodes: line 16 \(after Red, Raise\), line 21 \(after Black, Raise\)/);
      assert.match(result.message, /only games of perfect information/);
      assert.deepEqual(result.at, { line: 20, character: 0 }, 'at the second node of the set');
    });
  });

  describe('what the .gtree text says', () => {
    it('writes a zero-sum two-player game with single payoffs (player 1 = MAX) and names from the file', () => {
      const text = imported(read('e10.efg'), 'e10.efg');
      assert.match(text, /# Title: Nim with 5 stones/);
      assert.match(text, /# Players: Player 1 is MAX, Player 2 is MIN\. The game is zero-sum/);
      assert.match(text, /tree "Nim with 5 stones" \{\n {2}players: "Player 1" "Player 2"\n {2}"5 left" \[\n {4}"Take 1" -> "4 left" \[/);
      assert.match(text, /"Take 1" -> "1 left" =1\n/);
    });

    it('writes a game that is not zero-sum with payoff tuples, and keeps exact decimals', () => {
      const text = imported(read('cent4.efg'));
      assert.match(text, /Payoffs are tuples in this order \(the game is not zero-sum\): run it with maxn/);
      assert.match(text, /TAKE -> \(0\.8, 0\.2\)/);
      assert.match(text, /PASS -> \(12\.8, 3\.2\)/);
    });

    it('writes root: min when player 2 moves first', () => {
      assert.match(imported(read('two_player_perfect_info_win_lose.efg')), /\n {2}root: min\n/);
    });

    it("keeps chance probabilities on the edges, named by Gambit's chance actions", () => {
      const text = imported(read('perfect_info_with_chance.efg'));
      // The file: c "" 1 "" { "L" 1/2 "R" 1/2 }, below the action "a" of player 1.
      assert.match(text, /a -> chance \[\n {6}L 0\.5 -> \[\n/);
      assert.match(text, /\n {6}R 0\.5 -> \[\n/);
      const chance = checkText(text).trees[0].model!.root.children[0];
      assert.deepEqual(
        chance.children.map((c) => [c.outcome, c.probability, c.label]),
        [
          ['L', rational(1n, 2n), null],
          ['R', rational(1n, 2n), null],
        ],
      );
    });

    it("keeps a chance node's outcome names apart from the names of the nodes they lead to", () => {
      const text = imported(`EFG 2 R "Named" { "P1" "P2" }
c "deal" 1 "" { "Ace" 1/4 "two words" 3/4 } 0
t "high" 1 "" { 1, -1 }
p "low" 2 1 "" { "x" "y" } 0
t "" 2 "" { 2, -2 }
t "" 3 "" { 3, -3 }`);
      assert.match(text, /\n {4}Ace 1\/4 -> high =1\n/);
      assert.match(text, /\n {4}"two words" 3\/4 -> low \[\n/);
      const children = checkText(text).trees[0].model!.root.children;
      assert.deepEqual(
        children.map((c) => [c.outcome, c.label]),
        [
          ['Ace', 'high'],
          ['two words', 'low'],
        ],
      );
    });

    it('adds the payoffs of outcomes on inner nodes into every leaf below them', () => {
      // Root outcome 1 gives (1, -1) to everything; the chance node's outcome 2 adds (1/2, -1/2) below it.
      const text = imported(`EFG 2 R "Stages" { "A" "B" }
p "root" 1 1 "" { "go" "stop" } 1 "entry fee" { 1, -1 }
c "dice" 1 "" { "hi" 1/3 "lo" 2/3 } 2 "bonus" { 1/2 -1/2 }
t "" 3 "" { 2, -2 }
t "" 0
t "" 4 "" { -1, 1 }`);
      assert.match(text, /hi 1\/3 -> 3\.5\n/); // 1 + 1/2 + 2
      assert.match(text, /lo 2\/3 -> 1\.5\n/); // 1 + 1/2 + 0 (outcome 0: nothing more)
      assert.match(text, /stop -> 0\n/); // 1 - 1
      // expectimax: go = 1/3 · 7/2 + 2/3 · 3/2 = 7/6 + 1 = 13/6 > stop 0
      assert.deepEqual(traceOf(text).value, rational(13n, 6n));
    });

    it('writes the player only where the rotation would pick another one (a player moving twice, three players)', () => {
      const text = imported(`EFG 2 R "Turns" { "Ana" "Bo" "Cy" }
p "" 1 1 "" { "x" "y" } 0
p "" 1 2 "" { "again" } 0
t "" 1 "" { 1 2 3 }
p "" 3 1 "" { "z" } 0
t "" 2 "" { 3 2 1 }`);
      assert.match(text, /x -> @Ana \[\n {6}again -> \(1, 2, 3\)/); // Bo would move by rotation
      assert.match(text, /y -> @Cy \[/);
      const r = recordsByPath(traceOf(text));
      assert.equal(r.get('0')!.player, 'Ana');
      assert.equal(r.get('1')!.player, 'Cy');
    });

    it('starts the rotation at the first player node when the root is a chance node', () => {
      const text = imported(`EFG 2 R "Chance first" { "P1" "P2" }
c "" 1 "" { "h" 1/2 "t" 1/2 } 0
p "" 2 1 "" { "a" "b" } 0
t "" 1 "" { 1 -1 }
t "" 2 "" { 3 -3 }
p "" 2 2 "" { "a" "b" } 0
t "" 3 "" { 5 -5 }
t "" 4 "" { 7 -7 }`);
      assert.match(text, /root: min\n {2}chance \[\n {4}h 0\.5 -> \[\n/);
      assert.equal(traceOf(text).value, 3); // 1/2 · 1 + 1/2 · 5
    });

    it('reads repeated descriptions left out, numbers in every Gambit form, escapes and commas', () => {
      const text = imported(`EFG 2 R "Forms \\"quoted\\"" { "P1" "P2" } "a comment
over two lines"
p "" 1 1 "info" { "L" "" "R" } 0
t "" 1 "one" { +1.5e1, -15 }
t "" 2 "two" { .25 -.25 }
t "" 1`);
      assert.match(text, /# Gambit comment:\n# {3}a comment\n# {3}over two lines/);
      assert.match(text, /tree "Forms \\"quoted\\"" \{/);
      assert.match(text, /L -> 15\n {4}1\/4\n {4}R -> 15\n/); // an empty action name leaves the edge unnamed; .25 is 1/4
      assert.equal(traceOf(text).value, 15);
    });

    it('quotes names that are not plain .gtree names, and gives unnamed or repeated players names', () => {
      const text = imported(
        `EFG 2 R "" { "" "" }
p "max" 1 1 "" { "a -> b" "tree" } 0
t "" 1 "" { 1 -1 }
t "" 2 "" { 2 -2 }`,
        'names.efg',
      );
      assert.match(text, /tree "names\.efg" \{/); // no title: the file's name
      assert.match(text, /players: "Player 1" "Player 2"\n/);
      assert.match(imported('EFG 2 R "twins" { "Al" "Al" }\nt "" 0'), /players: Al "Al \(2\)"\n/);
      assert.match(text, /"max" \[\n {4}"a -> b" -> 1\n {4}"tree" -> 2/);
    });

    it('imports a 5000-deep chain without running out of stack', () => {
      const depth = 5000;
      // Each player node's first action ends the game, its second leads to the next node: in pre-order, p then t.
      const lines = ['EFG 2 R "Chain" { "P1" "P2" }'];
      for (let i = 0; i < depth; i++) lines.push(`p "" ${(i % 2) + 1} ${i + 1} "" { "off" "on" } 0`, `t "" ${i + 1} "" { ${i} ${-i} }`);
      lines.push(`t "" ${depth + 1} "" { ${depth} ${-depth} }`);
      const text = imported(lines.join('\n'));
      assert.equal(checkText(text).trees[0].model!.allNodes().length, 2 * depth + 1);
    });
  });

  describe('malformed files get a clear message with the line, never an exception', () => {
    const cases: [string, string, RegExp, number][] = [
      ['not an efg', 'NFG 1 R "x" { "a" }', /not a Gambit extensive-form game file/, 1],
      ['version', 'EFG 3 R "x" { "a" "b" }', /only version 2/, 1],
      ['no players', 'EFG 2 R "x" { }\nt "" 0', /no players/, 1],
      ['one player', 'EFG 2 R "x" { "solo" }\nt "" 1 "" { 1 }', /at least two players/, 0],
      ['no nodes', 'EFG 2 R "x" { "a" "b" }', /no nodes/, 0],
      ['bad node type', 'EFG 2 R "x" { "a" "b" }\nq "" 1 1 "" { "l" } 0', /expected a node: 'p'.*found 'q'/, 2],
      ['unknown player', 'EFG 2 R "x" { "a" "b" }\np "" 3 1 "" { "l" } 0\nt "" 0', /player 3 does not exist: the game has 2 players/, 2],
      ['too few children', 'EFG 2 R "x" { "a" "b" }\np "" 1 1 "" { "l" "r" } 0\nt "" 0', /ends before the tree is complete.*1 more child/, 2],
      ['too many nodes', 'EFG 2 R "x" { "a" "b" }\nt "" 0\nt "" 0', /already complete/, 3],
      ['payoff count', 'EFG 2 R "x" { "a" "b" }\nt "" 1 "o" { 1 2 3 }', /3 payoffs, but the game has 2 players/, 2],
      ['outcome used before given', 'EFG 2 R "x" { "a" "b" }\nt "" 4', /outcome 4 is used here before its payoffs/, 2],
      ['outcome 0 with payoffs', 'EFG 2 R "x" { "a" "b" }\nt "" 0 "none" { 1 -1 }', /outcome 0 means "no outcome"/, 2],
      [
        'outcome redefined',
        'EFG 2 R "x" { "a" "b" }\np "" 1 1 "" { "l" "r" } 0\nt "" 1 "o" { 1 -1 }\nt "" 1 "o" { 2 -2 }',
        /outcome 1 is described differently/,
        4,
      ],
      ['infoset without actions', 'EFG 2 R "x" { "a" "b" }\np "" 1 7 0\nt "" 0', /information set 7 of player 1 is used here before its actions/, 2],
      ['event without actions', 'EFG 2 R "x" { "a" "b" }\nc "" 2 0', /chance event 2 is used here before/, 2],
      ['no actions', 'EFG 2 R "x" { "a" "b" }\np "" 1 1 "" { } 0', /needs at least one action/, 2],
      ['bad number', 'EFG 2 R "x" { "a" "b" }\nt "" 1 "o" { 1x 2 }', /'1x' is not a number/, 2],
      ['zero denominator', 'EFG 2 R "x" { "a" "b" }\nt "" 1 "o" { 1/0 2 }', /divides by zero/, 2],
      ['huge exponent', 'EFG 2 R "x" { "a" "b" }\nt "" 1 "o" { 1e999999 2 }', /out of range/, 2],
      ['unclosed string', 'EFG 2 R "x" { "a" "b" }\nt "never closed 0', /never closed/, 2],
      ['probabilities', 'EFG 2 R "x" { "a" "b" }\nc "" 1 "" { "h" 1/2 "t" 1/3 } 0\nt "" 0\nt "" 0', /sum to 5\/6 \(0\.833333\), not 1/, 2],
      ['negative probability', 'EFG 2 R "x" { "a" "b" }\nc "" 1 "" { "h" -1/2 "t" 3/2 } 0\nt "" 0\nt "" 0', /"h" is -1\/2 .*outside \[0, 1\]/, 2],
      ['ends early', 'EFG 2 R "x" { "a" "b" }\np "" 1', /ends too early: expected the information set number/, 2],
    ];
    for (const [what, text, message, line] of cases) {
      it(what, () => {
        const result = failure(text);
        assert.match(result.message, message);
        if (line > 0) assert.equal(result.at?.line, line - 1, `line of: ${result.message}`);
        else assert.equal(result.at, null);
      });
    }

    it('never throws on a soup of .efg tokens or on any text (property)', () => {
      const tokens = ['EFG', '2', 'R', '"t"', '{', '}', '"P1"', '"P2"', 'p', 'c', 't', '""', '0', '1', '2', '1/2', '-1', '.5', '1e3', ',', '"a"', '\n'];
      const soup = fc.array(fc.constantFrom(...tokens), { maxLength: 60 }).map((ts) => 'EFG 2 R "x" { "A" "B" } ' + ts.join(' '));
      fc.assert(
        fc.property(fc.oneof(soup, fc.string({ maxLength: 200 })), (text) => {
          const result = importEfg(text, 'soup.efg');
          if (result.ok) expectClean(result.text);
          else assert.ok(result.message.length > 0);
        }),
        { numRuns: 500 },
      );
    });

    it('never throws on any prefix of a real file or on a file with one character dropped', () => {
      for (const file of ['fig2_1.efg', 'perfect_info_with_chance.efg']) {
        const text = read(file);
        for (let end = 0; end <= text.length; end++) {
          for (const variant of [text.slice(0, end), text.slice(0, end) + text.slice(end + 1)]) {
            const result = importEfg(variant, file);
            if (result.ok) expectClean(result.text);
            else assert.ok(result.message.length > 0);
          }
        }
      }
    });
  });

  describe('gtree import (CLI)', () => {
    let dir: string;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-import-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('prints the .gtree text on stdout and exits 0', () => {
      const r = gtree('import', join(DIR, 'e10.efg'));
      assert.equal(r.code, 0, r.errs.join('\n'));
      assert.match(r.out.join('\n'), /^# Imported by gtree from e10\.efg/);
      expectClean(r.out.join('\n'));
    });

    it('writes the file given with -o (or --output)', () => {
      for (const flag of ['-o', '--output']) {
        const target = join(dir, `nim${flag}.gtree`);
        const r = gtree('import', join(DIR, 'nim.efg'), flag, target);
        assert.equal(r.code, 0);
        assert.deepEqual(r.out, []);
        assert.deepEqual(r.errs, [`wrote ${target}`]);
        assert.equal(traceOf(readFileSync(target, 'utf8')).value, -1);
      }
    });

    it('says file:line:col: error for imperfect information and malformed files, exit 1', () => {
      const r = gtree('import', join(DIR, 'fig2_1.efg'));
      assert.equal(r.code, 1);
      assert.deepEqual(r.out, []);
      assert.match(r.errs[0], /fig2_1\.efg:21:1: error: this game has imperfect information: information set 1 of player 2 \(Alice\)/);
      const missing = gtree('import', join(dir, 'nope.efg'));
      assert.equal(missing.code, 1);
      assert.match(missing.errs[0], /nope\.efg: error: cannot read: no such file or folder/);
    });

    it('exits 2 on a wrong command line', () => {
      for (const argv of [['import'], ['import', 'a.efg', 'b.efg'], ['import', 'a.efg', '--json']]) {
        const r = gtree(...argv);
        assert.equal(r.code, 2, argv.join(' '));
        assert.doesNotMatch(r.errs.join('\n'), /\n\s+at /);
      }
    });

    it('says so when the output cannot be written', () => {
      const r = gtree('import', join(DIR, 'e10.efg'), '-o', join(dir, 'no', 'such', 'folder', 'x.gtree'));
      assert.equal(r.code, 1);
      assert.match(r.errs[0], /error: cannot write: no such file or folder/);
    });
  });
});
