import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { answerDiagnostics, checkText, importCs188, rational, type Cs188Files, type ImportOutcome, type Value } from '../../src/core';
import { gtree, gtreeAsync } from './cli-helpers';
import { expectClean, lines, range } from './helpers';
import { traceOf } from './search-helpers';

const DIR = join(__dirname, '..', 'fixtures', 'cs188');
const read = (name: string): string => readFileSync(join(DIR, name), 'utf8');

/** A cut mark: a line of the tree that starts with '/'. */
const CUT = /^ *\//m;

/** A fixture's .test with the .solution beside it. */
const fixture = (name: string): Cs188Files => ({
  test: { text: read(`${name}.test`), source: `${name}.test` },
  solution: { text: read(`${name}.solution`), source: `${name}.solution` },
});

function imported(files: Cs188Files): string {
  const result = importCs188(files);
  if (!result.ok) assert.fail(`import failed: ${result.message}`);
  return result.text;
}

function failure(files: Cs188Files): Extract<ImportOutcome, { ok: false }> {
  const result = importCs188(files);
  assert.ok(!result.ok, `expected the import to fail, got:\n${result.ok ? result.text : ''}`);
  return result;
}

/** What `gtree check` finds in a text, the answers graded against a run included: `code@range` each. */
function problems(text: string): string[] {
  const result = checkText(text);
  return [...result.diagnostics, ...answerDiagnostics(result.trees, { reveal: false })].map((d) => `${d.code}@${range(result, d.span)}`);
}

/** "line:col: message", 1-based, as the CLI prints it after the file's name. */
const located = (result: Extract<ImportOutcome, { ok: false }>): string =>
  `${result.at ? `${result.at.line + 1}:${result.at.character + 1}` : '-'}: ${result.message}`;

/** A test of its own: the nine keys in this order (class on line 1 … successors from line 9), then its lines. */
function graphTest(
  keys: { alg?: string; depth?: string; agents?: string; start?: string; wins?: string; loses?: string },
  successors: string[],
  evaluation: string[],
): string {
  return lines(
    'class: "GraphGameTreeTest"',
    `alg: "${keys.alg ?? 'MinimaxAgent'}"`,
    `depth: "${keys.depth ?? '1'}"`,
    `num_agents: "${keys.agents ?? '2'}"`,
    `start_state: "${keys.start ?? 'A'}"`,
    `win_states: "${keys.wins ?? ''}"`,
    `lose_states: "${keys.loses ?? ''}"`,
    'successors: """',
    ...successors,
    '"""',
    'evaluation: """',
    ...evaluation,
    '"""',
  );
}

const only = (text: string, solution?: string): Cs188Files => ({
  test: { text, source: 'own.test' },
  ...(solution === undefined ? {} : { solution: { text: solution, source: 'own.solution' } }),
});

/**
 * Each fixture's search worked out by hand from its graph (the .solution's comment says how):
 * the root value and the principal variation gtree finds, whose first move is the .solution's action.
 */
const HAND_CHECKED: Record<string, { algorithm: string; value: Value; pv: string[] }> = {
  // B = min(3, 7) = 3, C (win) = 4, D = min(-10, 6) = -10.
  minimax: { algorithm: 'minimax', value: 4, pv: ['Middle'] },
  // B = 3; C = min(3, 1, 0) = 0 (H is pruned, but C is 1 or less either way); MAX: Left, then B's Left.
  'alphabeta-tie': { algorithm: 'alphabeta', value: 3, pv: ['Left', 'Left'] },
  // L = ((4 + 8)/2 + (-2 + 6)/2)/2 = 4; R = (10 + (3 + 0 - 6)/3)/2 = 9/2.
  'expectimax-ghosts': { algorithm: 'expectimax', value: rational(9n, 2n), pv: ['Right'] },
  // B = min(~5, 7) = 5; C ≤ 4 after F.
  'depth-limit': { algorithm: 'alphabeta', value: 5, pv: ['Left', 'Left'] },
  // B = min(D = 2, E = 1) = 1; C = min(D = 2, B = min(~3, ~7) = 3) = 2; MAX: Right, West, Down.
  repeated: { algorithm: 'minimax', value: 2, pv: ['Right', 'West', 'Down'] },
};

describe('CS188 .test import', () => {
  describe('the fixtures of test/fixtures/cs188', () => {
    for (const [name, expected] of Object.entries(HAND_CHECKED)) {
      it(`${name}.test imports with its .solution, checks with no problem at all, and runs to the value worked out by hand`, () => {
        const text = imported(fixture(name));
        assert.deepEqual(problems(text), [], 'gtree check grades the answers as the solution does');
        const trace = traceOf(text);
        assert.equal(trace.algorithm, expected.algorithm);
        assert.deepEqual(trace.value, expected.value);
        assert.deepEqual(trace.pv, expected.pv);
        const action = /^action: "(\w+)"$/m.exec(read(`${name}.solution`))![1];
        assert.equal(trace.pv[0], action, "the solution's action is the principal variation's first move");
        assert.ok(text.includes(`# The search chooses the action ${action} at the root.\n`));
      });
    }
  });

  describe('the .gtree text, written out by hand', () => {
    it('minimax.test: move names, labels, the win and lose states as leaves, no answers to mark', () => {
      assert.equal(
        imported(fixture('minimax')),
        lines(
          '# Imported by gtree from minimax.test, a UC Berkeley CS188 game-tree test (GraphGameTreeTest, MinimaxAgent).',
          '# Agent 0 is MAX; agent 1 moves after it: a MIN layer.',
          '# Each node is labelled with its state. The search depth, 1 round of 2 agents, is depth: 2.',
          '# Evaluations are the payoffs of win, lose and final states, and the estimates ~v where the depth limit stops the search.',
          '# Answers from minimax.solution: a cut mark / on each edge into a state the search does not generate.',
          '# The search chooses the action Middle at the root.',
          'tree "minimax.test" {',
          '  algorithm: minimax',
          '  depth: 2',
          '  A [',
          '    Left -> B [',
          '      Left -> E =3',
          '      Right -> F =7',
          '    ]',
          '    Middle -> C =4',
          '    Right -> D [',
          '      Left -> G =-10',
          '      Right -> H =6',
          '    ]',
          '  ]',
          '}',
          '',
        ),
      );
    });

    it('alphabeta-tie.test: prune: strict, and the one cut the solution leaves out (H; G is generated: no cut on equality)', () => {
      assert.equal(
        imported(fixture('alphabeta-tie')),
        lines(
          '# Imported by gtree from alphabeta-tie.test, a UC Berkeley CS188 game-tree test (GraphGameTreeTest, AlphaBetaAgent).',
          '# Agent 0 is MAX; agent 1 moves after it: a MIN layer.',
          '# Each node is labelled with its state. The search depth, 1 round of 2 agents, is depth: 2.',
          '# Evaluations are the payoffs of win, lose and final states, and the estimates ~v where the depth limit stops the search.',
          '# CS188 prunes only when a value passes the bound, never on equality: prune: strict.',
          '# Answers from alphabeta-tie.solution: a cut mark / on each edge into a state the search does not generate.',
          '# The search chooses the action Left at the root.',
          'tree "alphabeta-tie.test" {',
          '  algorithm: alphabeta',
          '  prune: strict',
          '  depth: 2',
          '  A [',
          '    Left -> B [',
          '      Left -> D =3',
          '      Right -> E =5',
          '    ]',
          '    Right -> C [',
          '      Left -> F =3',
          '      Middle -> G =1',
          '      /Right -> H =0',
          '    ]',
          '  ]',
          '}',
          '',
        ),
      );
    });

    it('repeated.test: a reference where the rotation gives the mover, a copy where a ghost follows a ghost, another position at another level', () => {
      // Levels: 0 MAX, 1 and 2 MIN (the ghosts), 3 MAX = the depth limit. Level 2 needs 'min'
      // (the rotation would give MAX after MIN), so D reached again there is written out again;
      // the leaves G and H at level 3 are references. B at level 2 is not B at level 1: its
      // children D and E sit at the limit (~3, ~7), and G below them is another position again.
      assert.equal(
        imported(fixture('repeated')),
        lines(
          '# Imported by gtree from repeated.test, a UC Berkeley CS188 game-tree test (GraphGameTreeTest, MinimaxAgent).',
          '# Agent 0 is MAX; agents 1 and 2 move after it in turn: MIN layers.',
          '# Each node is labelled with its state. The search depth, 1 round of 3 agents, is depth: 3.',
          '# Evaluations are the payoffs of win, lose and final states, and the estimates ~v where the depth limit stops the search.',
          '# A state reached again at the same level is the same position: written once, anchored &k, then referenced *k.',
          "# Where a reference could not say who moves (it takes the rotation's mover, and that must be its anchor's), the position is written out again.",
          '# Answers from repeated.solution: a cut mark / on each edge into a state the search does not generate.',
          '# The search chooses the action Right at the root.',
          'tree "repeated.test" {',
          '  algorithm: minimax',
          '  depth: 3',
          '  A [',
          '    Left -> B [',
          '      West -> min D [',
          '        Up -> G &G =5',
          '        Down -> H &H =2',
          '      ]',
          '      East -> min E [',
          '        Up -> *G',
          '        Down -> I =1',
          '      ]',
          '    ]',
          '    Right -> C [',
          '      West -> min D [',
          '        Up -> *G',
          '        Down -> *H',
          '      ]',
          '      East -> min B [',
          '        West -> D ~3 [',
          '          Up -> G &G_2 =5',
          '          Down -> H =2',
          '        ]',
          '        East -> E ~7 [',
          '          Up -> *G_2',
          '          Down -> I =1',
          '        ]',
          '      ]',
          '    ]',
          '  ]',
          '}',
          '',
        ),
      );
    });

    it('expectimax-ghosts.test: two chance layers with named, equally likely outcomes, MAX written back at the depth limit', () => {
      const text = imported(fixture('expectimax-ghosts'));
      assert.ok(text.includes('  algorithm: expectimax\n  depth: 3\n  S [\n    Left -> chance L [\n      West 0.5 -> chance La [\n'));
      assert.ok(text.includes('        North 0.5 -> max La1 ~4 [\n          Left -> X =100\n        ]\n'), 'La1 stops the search: ~4, X below it');
      assert.ok(text.includes('        North 1/3 -> Rb1 =3\n        South 1/3 -> Rb2 =0\n        Stop 1/3 -> Rb3 =-6\n'));
      assert.ok(text.includes('      West 0.5 -> Ra =10\n'), 'a win state is a leaf');
      assert.doesNotMatch(text, CUT, 'expectimax generates every state above the limit: no cut');
    });

    it('depth-limit.test: estimates where the limit stops the search, the states below it written without cuts', () => {
      const text = imported(fixture('depth-limit'));
      assert.ok(text.includes('      Left -> D ~5 [\n        Left -> H =1\n        Right -> I =2\n      ]\n'));
      assert.ok(text.includes('      Left -> F ~4 [\n        Left -> J =0\n      ]\n      /Right -> G =9\n'));
      assert.equal(text.match(new RegExp(CUT.source, 'gm'))!.length, 1, 'one cut: G');
    });

    it('reports the wrong cut of alphabeta-tie when prune: strict becomes prune: on-equal', () => {
      const text = imported(fixture('alphabeta-tie'));
      // On equality C stops after F = 3 = α: G is pruned too, and the sheet does not mark it
      // (the warning spans G's whole node, 'Middle -> G =1', on line 19).
      const onEqual = text.replace('\n  prune: strict\n', '\n  prune: on-equal\n');
      assert.deepEqual(problems(onEqual), ['missing-cut@19:7-19:21']);
      assert.equal(onEqual.split('\n')[18], '      Middle -> G =1');
    });

    it('without a .solution, writes no answers and no word of them', () => {
      const text = imported({ test: fixture('depth-limit').test });
      assert.doesNotMatch(text, CUT);
      assert.ok(!text.includes('Answers') && !text.includes('chooses'));
      expectClean(text);
    });

    it('reads .solution files that say expanded (older copies) as generated', () => {
      const files = fixture('alphabeta-tie');
      const old = imported({ ...files, solution: { text: 'action: "Left"\nexpanded: "A B C D E F G"\n', source: 'alphabeta-tie.solution' } });
      assert.equal(old, imported(files));
    });

    it('imports a 5000-deep chain without running out of stack', () => {
      const depth = 5000;
      const moves = Array.from({ length: depth }, (_, i) => `S${i} next S${i + 1}`);
      const text = imported(only(graphTest({ start: 'S0', depth: '3000' }, moves, [`S${depth} 1`])));
      assert.equal(checkText(text).trees[0].model!.size, depth + 1);
    });

    it('writes a start state that ends the game as a one-node tree', () => {
      expectClean(imported(only(graphTest({ wins: 'A' }, ['A Left B'], ['A 7', 'B 1']))));
      assert.match(imported(only(graphTest({ wins: 'A' }, ['A Left B'], ['A 7', 'B 1']))), /\n {2}A =7\n\}\n$/);
    });
  });

  describe('answers read from the generated states', () => {
    // A: MAX over B (MIN) and C (MIN); C's children D and B2, where D is also B's first child.
    const shared = graphTest({ alg: 'AlphaBetaAgent' }, ['A Left B', 'A Right C', 'B Left D', 'B Right E', 'C Left D', 'C Right F'], ['D 2', 'E 5', 'F 9']);

    it('cuts every child after the first one never generated, and grades a cut the search does not make', () => {
      // A solution that leaves F out: F is cut. But B = 2 gives α = 2 at C, and D = 2 there is not
      // below it, so a strict search generates F: gtree check says so at the cut mark (line 20).
      const text = imported(only(shared, 'action: "Left"\ngenerated: "A B C D E"\n'));
      assert.ok(text.includes('    Right -> C [\n      Left -> *D\n      /Right -> F =9\n'));
      assert.deepEqual(problems(text), ['wrong-cut@20:7-20:8']);
    });

    it('cuts the edges into an anchor and into its reference when the state is generated nowhere', () => {
      // X = 5 gives α = 5; at B, E = 1 < 5 prunes D; at C, F = 0 < 5 prunes D again.
      const text = imported(
        only(
          graphTest(
            { alg: 'AlphaBetaAgent' },
            ['A Left X', 'A Middle B', 'A Right C', 'B Left E', 'B Right D', 'C Left F', 'C Right D'],
            ['X 5', 'E 1', 'D 9', 'F 0'],
          ),
          'generated: "A B C E F X"\n',
        ),
      );
      assert.ok(text.includes('      Left -> E =1\n      /Right -> D &D =9\n    ]\n    Right -> C [\n      Left -> F =0\n      /Right -> *D\n'));
      assert.deepEqual(problems(text), []);
    });

    it('takes every later child as cut once one is missing, though its state was generated elsewhere', () => {
      // B: D = 1 < α = 3 (from E = 3 under A's first child) prunes both E and F at B.
      const text = imported(
        only(
          graphTest({ alg: 'AlphaBetaAgent' }, ['A Left C', 'A Right B', 'C Only E', 'B Left D', 'B Middle G', 'B Right E'], ['E 3', 'D 1', 'G 0']),
          'generated: "A B C D E"\n',
        ),
      );
      assert.ok(text.includes('      Left -> D =1\n      /Middle -> G =0\n      /Right -> *E\n'));
      assert.deepEqual(problems(text), []);
    });

    it('refuses a solution that does not fit the test, in the solution, with line and column', () => {
      const cases: [string, string][] = [
        ['generated: "A B C D E Z"', "1:23: state 'Z' is listed as generated, but it is not in the test's tree"],
        [
          'generated: "A B D E F"',
          "1:21: state 'F' is listed as generated, but the search never reaches it: every way to it passes a state this list leaves out, or the depth limit",
        ],
        ['action: "Up"\ngenerated: "A B C D E F"', "1:10: the action 'Up' is not a move from the start state 'A' (its moves: Left, Right)"],
        ['action: "Left"', "1:1: the solution has neither 'generated' nor 'expanded' (the states the search generates)"],
        ['action: "Left Right"\ngenerated: "A"', "1:15: 'action' should be one word (the move the search chooses), not 2"],
        ['generated: """\nA B', `1:1: the value of 'generated' never ends: expected a line '"""' after it`],
      ];
      for (const [solution, message] of cases) {
        const result = failure(only(shared, solution));
        assert.equal(located(result), message);
        assert.equal(result.file, 'own.solution');
      }
    });
  });

  describe('bad input: a located message, never an exception', () => {
    const cases: [string, string, string][] = [
      [
        'a successor line with two words',
        graphTest({}, ['A Left B', 'A Right'], ['B 1']),
        "10:1: a successor line is 'STATE ACTION NEXTSTATE', three words; this one has 2",
      ],
      [
        'an agent count of 0',
        graphTest({ agents: '0' }, ['A Left B'], ['B 1']),
        "4:14: num_agents must be a whole number ≥ 1 (agent 0 is MAX, the others move after it in turn), not '0'",
      ],
      [
        'a depth of 0',
        graphTest({ depth: '0' }, ['A Left B'], ['B 1']),
        "3:9: depth must be a whole number ≥ 1 (the search depth in rounds of all agents), not '0'",
      ],
      [
        'a state without evaluation at the depth limit',
        graphTest({}, ['A Left B', 'B Left C', 'C Left D'], ['D 1']),
        "10:8: state 'C' is where the depth limit stops the search (level 2: 1 round of 2 agents), so it needs an evaluation, and 'evaluation' gives it none",
      ],
      [
        'a leaf without evaluation',
        graphTest({ loses: 'B' }, ['A Left B', 'A Right C'], ['C 1']),
        "9:8: state 'B' is a lose state, so it needs an evaluation, and 'evaluation' gives it none",
      ],
      [
        'a leaf below the depth limit without evaluation',
        graphTest({}, ['A Left B', 'B Left C', 'C Left D'], ['C 1']),
        "11:8: state 'D' has no successors, so it needs an evaluation, and 'evaluation' gives it none (below the depth limit the search never looks at it, but every leaf of a .gtree tree has a value)",
      ],
      [
        'a cycle',
        graphTest({ depth: '5' }, ['A Left B', 'B Left C', 'C Back A', 'B Right D'], ['D 1']),
        "11:8: a cycle: state 'A' is its own ancestor (A Left B, B Left C, C Back A), so the tree would never end",
      ],
      [
        'a class other than GraphGameTreeTest',
        graphTest({}, ['A Left B'], ['B 1']).replace('GraphGameTreeTest', 'PacmanGameTreeTest'),
        "1:9: this is a 'PacmanGameTreeTest' test: gtree imports only 'GraphGameTreeTest' (a game written as a graph of states), not a test that plays Pacman",
      ],
      [
        'an unknown agent',
        graphTest({ alg: 'GreedyAgent' }, ['A Left B'], ['B 1']),
        "2:7: unknown agent 'GreedyAgent': expected MinimaxAgent, AlphaBetaAgent or ExpectimaxAgent (or a name with minimax, alphabeta or expectimax in it)",
      ],
      [
        'missing keys',
        'class: "GraphGameTreeTest"\nalg: "MinimaxAgent"\ndepth: "1"\nstart_state: "A"\nsuccessors: """\n"""\n',
        "1:1: the test has no 'num_agents', 'win_states', 'lose_states', 'evaluation': a GraphGameTreeTest gives class, alg, depth, num_agents, start_state, win_states, lose_states, successors, evaluation",
      ],
      [
        'a multi-line value without its closing """',
        graphTest({}, ['A Left B'], ['B 1']).replace(/"""$/, ''),
        `11:1: the value of 'evaluation' never ends: expected a line '"""' after it`,
      ],
      [
        'a line that is no key and value',
        'class: "GraphGameTreeTest"\n  alg = MinimaxAgent\n',
        `2:3: expected 'key: "value"' or 'key: """' (a value over several lines up to a line '"""'), found 'alg = MinimaxAgent'`,
      ],
      ['a key given twice', 'depth: "1"\n# again\ndepth: "2"\n', "3:1: 'depth' is given twice"],
      ['a number that is none', graphTest({}, ['A Left B'], ['B ten']), "12:3: 'ten' is not a number (the evaluation of state 'B')"],
      ['a number out of range', graphTest({}, ['A Left B'], ['B 1e401']), "12:3: '1e401' is out of range (the evaluation of state 'B')"],
      ['a state evaluated twice', graphTest({}, ['A Left B'], ['B 1', 'B 2']), "13:1: state 'B' is evaluated twice"],
      [
        'two start states',
        graphTest({ start: 'A B' }, ['A Left B'], ['B 1']),
        "5:17: 'start_state' should be one word (the state the search starts from), not 2",
      ],
    ];
    for (const [what, text, message] of cases) {
      it(what, () => {
        const result = failure(only(text));
        assert.equal(located(result), message);
        assert.equal(result.file, undefined, 'in the .test itself');
      });
    }

    it('never throws on a soup of .test lines or on any text (property)', () => {
      const pieces = [
        'class: "GraphGameTreeTest"',
        'alg: "AlphaBetaAgent"',
        'depth: "2"',
        'num_agents: "3"',
        'start_state: "A"',
        'win_states: "B"',
        'lose_states: ""',
      ];
      const graphLines = ['A x B', 'B y A', 'A z C', 'C w D', 'B v D', 'D u', 'A 1', 'B -2.5', 'C 1e3', 'D x'];
      const soup = fc
        .tuple(fc.subarray(pieces), fc.array(fc.constantFrom(...graphLines), { maxLength: 8 }), fc.array(fc.constantFrom(...graphLines), { maxLength: 8 }))
        .map(([keys, moves, values]) => [...keys, 'successors: """', ...moves, '"""', 'evaluation: """', ...values, '"""'].join('\n'));
      fc.assert(
        fc.property(fc.oneof(soup, fc.string({ maxLength: 200 })), fc.option(fc.string({ maxLength: 40 })), (text, solution) => {
          const result = importCs188(only(text, solution ?? undefined));
          if (result.ok)
            assert.deepEqual(
              checkText(result.text).diagnostics.filter((d) => d.severity === 'error'),
              [],
            );
          else assert.ok(result.message.length > 0);
        }),
        { numRuns: 500 },
      );
    });

    it('never throws on any prefix of a fixture or on one with a character dropped', () => {
      const text = read('repeated.test');
      for (let end = 0; end <= text.length; end++) {
        for (const variant of [text.slice(0, end), text.slice(0, end) + text.slice(end + 1)]) {
          const result = importCs188(only(variant));
          assert.ok(result.ok || result.message.length > 0);
        }
      }
    });
  });

  describe('gtree import FILE.test (CLI)', () => {
    let dir: string;
    before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-cs188-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('prints the tree with the answers of the .solution beside the file, exit 0', () => {
      const r = gtree('import', join(DIR, 'alphabeta-tie.test'));
      assert.equal(r.code, 0, r.errs.join('\n'));
      assert.deepEqual(r.errs, []);
      assert.equal(r.out.join('\n') + '\n', imported(fixture('alphabeta-tie')));
    });

    it('gtree check finds no problem in any imported fixture, its answers graded', async () => {
      for (const name of Object.keys(HAND_CHECKED)) {
        const target = join(dir, `${name}.gtree`);
        assert.equal(gtree('import', join(DIR, `${name}.test`), '-o', target).code, 0);
        const r = await gtreeAsync('check', target);
        assert.equal(r.code, 0, name);
        assert.deepEqual([...r.out, ...r.errs], ['1 file checked: 0 errors, 0 warnings.'], name);
      }
    });

    it('imports without answers when no .solution sits beside the file, and writes -o', () => {
      copyFileSync(join(DIR, 'depth-limit.test'), join(dir, 'alone.test'));
      const target = join(dir, 'alone.gtree');
      const r = gtree('import', join(dir, 'alone.test'), '-o', target);
      assert.equal(r.code, 0);
      assert.deepEqual(r.errs, [`wrote ${target}`]);
      const text = readFileSync(target, 'utf8');
      assert.doesNotMatch(text, CUT);
      assert.equal(traceOf(text).value, 5);
    });

    it('says file:line:col: error for the .test and for the .solution, exit 1', () => {
      const test = join(dir, 'bad.test');
      writeFileSync(test, graphTest({ agents: '0' }, ['A Left B'], ['B 1']));
      const r = gtree('import', test);
      assert.equal(r.code, 1);
      assert.deepEqual(r.out, []);
      assert.deepEqual(r.errs, [`${test}:4:14: error: num_agents must be a whole number ≥ 1 (agent 0 is MAX, the others move after it in turn), not '0'`]);

      const good = join(dir, 'good.test');
      copyFileSync(join(DIR, 'minimax.test'), good);
      writeFileSync(join(dir, 'good.solution'), 'action: "Middle"\ngenerated: "A B C D E F G H Q"\n');
      const s = gtree('import', good);
      assert.equal(s.code, 1);
      assert.deepEqual(s.errs, [`${join(dir, 'good.solution')}:2:29: error: state 'Q' is listed as generated, but it is not in the test's tree`]);
    });

    it('says the .solution beside the file cannot be read, as for any file, exit 1', () => {
      copyFileSync(join(DIR, 'minimax.test'), join(dir, 'folder.test'));
      mkdirSync(join(dir, 'folder.solution'));
      const r = gtree('import', join(dir, 'folder.test'));
      assert.equal(r.code, 1);
      assert.deepEqual(r.out, []);
      assert.deepEqual(r.errs, [`${join(dir, 'folder.solution')}: error: cannot read: is a folder`]);
    });
  });
});
