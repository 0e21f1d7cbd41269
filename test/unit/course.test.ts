import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkText, gradeCourse, treeVariant, withVariant } from '../../src/core';
import { gtree, gtreeAsync } from './cli-helpers';

/*
 * A course of 5 variants made by `gtree new random --algorithm alphabeta --depth 3 --branching
 * 2..3 --min-cuts 2 --variants 5 --seed 40 -o keys/vezba.gtree` (test/fixtures/course/keys: each
 * sheet and key says `variant: vezba-i`), three students each, their file names not saying which,
 * and two strays: zoran.gtree, the sheet of another exercise (a minimax tree of depth 2, variant
 * drugi-1), and prazan.gtree, an empty file.
 *
 * What each key asks (values and windows at every searched inner node, a cut mark on every pruned
 * edge), counted on the keys by hand:
 *   vezba-1: 12 searched inner nodes (A–L), cuts F→3rd, G→2nd, G→3rd: 12 + 12 + 3 = 27
 *   vezba-2: 10 searched (I, J, M pruned), cuts G→2nd, G→3rd, C→c2, C→c3, D→d3: 10 + 10 + 5 = 25
 *   vezba-3:  8 searched (H, I, K, L pruned), cuts C→c2, C→c3, D→d2, D→d3: 8 + 8 + 4 = 20
 *   vezba-4: 10 searched (K pruned), cuts H→2nd, D→d2: 10 + 10 + 2 = 22
 *   vezba-5: 10 searched (H pruned), cuts C→c2, J→3rd, K→2nd: 10 + 10 + 3 = 23
 * Who did what, and the score it comes to:
 *   vezba-1  ana: the key (27/27); bojan: the blank sheet (0, no answers); ceca: the key without
 *            its variant: line (matched by givens), the root's value 5 for 4: 26/27 = 96.3%
 *   vezba-2  dejan: the key, d3's cut unmarked: 24/25 = 96%; ema: the key without its variant:
 *            line: 25/25; filip: a leaf of E changed (10 → 9), variant kept: changed, 0
 *   vezba-3  goran: B's value 5 for 4: 19/20 = 95%; hana: the key and a mark on the searched edge
 *            b2: 20 right − 1 extra = 19/20; ivan: the values only (no windows, no cut marks): 8/20
 *   vezba-4  jana: no variant: line and a leaf of J changed (−2 → −3): no key has her givens,
 *            graded against the nearest (vezba-4), changed, 0; kosta: the key; lena: the blank sheet
 *   vezba-5  mila: J's window <7, 10> for <7, 9>: 22/23 = 95.7%; nikola: the key; olga: the key
 *            with its 3 cut marks taken off: 20/23 = 87%
 */

const DIR = 'test/fixtures/course';
const KEYS = `${DIR}/keys`;
const CLASS = `${DIR}/class`;
const at = (name: string): string => `${CLASS}/${name}.gtree`;

describe('gtree grade: a course of variants in one command', () => {
  let scratch: string;
  before(() => (scratch = mkdtempSync(join(tmpdir(), 'gtree-course-'))));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('grades every student against their own variant, and reports the strays', () => {
    const { code, out } = gtree('grade', KEYS, CLASS, '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out.join('\n'));
    assert.equal(json.key, KEYS);
    // The folder's .key.gtree files are the keys (its blank sheets left out), a variant each.
    assert.deepEqual(
      json.keys.map((k: { variant: string; total: number }) => [k.variant, k.total]),
      [
        ['vezba-1', 27],
        ['vezba-2', 25],
        ['vezba-3', 20],
        ['vezba-4', 22],
        ['vezba-5', 23],
      ],
    );
    const rows = json.submissions.map((s: { file: string; variant: string | null; matched: string | null; status: string; score: number }) => [
      s.file.slice(CLASS.length + 1),
      s.variant,
      s.matched,
      s.status,
      s.score,
    ]);
    assert.deepEqual(rows, [
      ['ana.gtree', 'vezba-1', 'variant', 'graded', 1],
      ['bojan.gtree', 'vezba-1', 'variant', 'graded', 0],
      ['ceca.gtree', 'vezba-1', 'givens', 'graded', 0.963],
      ['dejan.gtree', 'vezba-2', 'variant', 'graded', 0.96],
      ['ema.gtree', 'vezba-2', 'givens', 'graded', 1],
      ['filip.gtree', 'vezba-2', 'variant', 'changed', 0],
      ['goran.gtree', 'vezba-3', 'variant', 'graded', 0.95],
      ['hana.gtree', 'vezba-3', 'variant', 'graded', 0.95],
      ['ivan.gtree', 'vezba-3', 'variant', 'graded', 0.4],
      ['jana.gtree', 'vezba-4', 'nearest', 'changed', 0],
      ['kosta.gtree', 'vezba-4', 'variant', 'graded', 1],
      ['lena.gtree', 'vezba-4', 'variant', 'graded', 0],
      ['mila.gtree', 'vezba-5', 'variant', 'graded', 0.9565],
      ['nikola.gtree', 'vezba-5', 'variant', 'graded', 1],
      ['olga.gtree', 'vezba-5', 'variant', 'graded', 0.8696],
      // The empty file is no sheet of any variant; the other exercise's sheet is told its nearest key and the first difference.
      ['prazan.gtree', null, null, 'unreadable', 0],
      ['zoran.gtree', 'vezba-3', 'nearest', 'changed', 0],
    ]);
    const of = (name: string) => json.submissions.find((s: { file: string }) => s.file === at(name));
    assert.equal(of('zoran').note, "no key has this sheet's givens; graded against the nearest, variant vezba-3");
    assert.deepEqual(of('zoran').trees[0].changed, { line: 7, col: 6, message: 'algorithm is alphabeta in the key, minimax here' });
    assert.deepEqual(of('jana').trees[0].changed, { line: 20, col: 30, message: 'leaf 13 (under J) is -2 in the key, -3 here' });
    assert.equal(of('prazan').trees[0].problems[0].message, 'no tree in this file: it is no sheet of any variant');
    // Hana's mark on the searched edge b2 is extra: 20 right, 1 extra, 19 points.
    assert.deepEqual([of('hana').right, of('hana').extra, of('hana').points], [20, 1, 19]);
    assert.deepEqual([of('ivan').right, of('ivan').blank], [8, 12]);
  });

  it('the table has a variant column, a class per variant, and the kinds of step the course missed', () => {
    const { out } = gtree('grade', KEYS, CLASS);
    assert.match(out[0], /^file +variant +status +score +right +wrong +blank +total +extra +first problem$/);
    assert.match(out[1], /^test\/fixtures\/course\/class\/ana\.gtree +vezba-1 +graded +100% +27 +0 +0 +27 +0$/);
    assert.match(out[16], /prazan\.gtree +unreadable +0%/);
    assert.doesNotMatch(out[16], /vezba/, 'no variant for the empty file');
    // (1 + 0 + 26/27 + 24/25 + 1 + 0 + 19/20 + 19/20 + 8/20 + 0 + 1 + 0 + 22/23 + 1 + 20/23 + 0 + 0) / 17 = 59.1%
    assert.equal(out[18], '17 submissions: 13 graded, 3 changed, 1 unreadable; mean score 59.1%');
    // The strays, in a line: no student of any variant's class.
    assert.equal(
      out[19],
      `of no variant (its givens are no key's): ${at('jana')} (nearest: vezba-4), ${at('prazan')} (no tree), ${at('zoran')} (nearest: vezba-3)`,
    );
    assert.equal(out[20], 'variant vezba-1 (test/fixtures/course/keys/vezba-1.key.gtree): 3 submissions');
    // Jana is no student of vezba-4's class: she is reported with her nearest key, not counted in it.
    assert.ok(out.includes('variant vezba-4 (test/fixtures/course/keys/vezba-4.key.gtree): 2 submissions'));
    const kinds = out.slice(out.indexOf('kinds of step across the 5 variants (14 submissions):') + 1);
    // Counted by hand over the 13 graded sheets (filip's changed sheet has no answers judged):
    // values at MIN nodes: B, C and D are searched in every variant: 3 a sheet, 13 sheets = 39;
    //   bojan's and lena's 3 blank, goran's B wrong: 7 missed.
    // cuts of whole subtrees: vezba-2 prunes 3, vezba-3 4, vezba-4 1, vezba-5 1, vezba-1 none:
    //   2·3 + 3·4 + 2·1 + 3·1 = 23; dejan's d3, ivan's 4, lena's 1, olga's 1 unmarked: 7 missed.
    // cuts of leaves: 3·3 + 2·2 + 2·1 + 3·2 = 21; bojan's 3, lena's 1, olga's 2: 6 missed.
    assert.deepEqual(kinds, [
      '  values at MAX nodes: 17 of 91 missed (18.7%), 1 wrong, 16 blank',
      '  values at MIN nodes: 7 of 39 missed (17.9%), 1 wrong, 6 blank',
      '  windows before any cut: 17 of 72 missed (23.6%), 0 wrong, 17 blank',
      '  windows after a cut: 14 of 58 missed (24.1%), 1 wrong, 13 blank',
      '  cuts of leaves: 6 of 21 missed (28.6%), 0 wrong, 6 blank',
      '  cuts of whole subtrees: 7 of 23 missed (30.4%), 0 wrong, 7 blank',
    ]);
  });

  it('--csv keeps the per-tree gradebook with the variant last; --gradebook writes a row per student', async () => {
    const csv = join(scratch, 'grades.csv');
    const book = join(scratch, 'moodle.csv');
    const { code, errs } = await gtreeAsync('grade', KEYS, CLASS, '--csv', csv, '--gradebook', book);
    assert.equal(code, 0);
    assert.deepEqual(errs, [`wrote ${csv}`, `wrote ${book}`]);
    const rows = readFileSync(csv, 'utf8').split('\r\n');
    assert.ok(rows[0].endsWith(',reason,identifier,variant'));
    assert.equal(rows[3], `${at('ceca')},Random tree (seed 40),graded,0.963,11,1,0,12,12,0,0,12,3,0,0,3,,0,0,0,,ceca,vezba-1`);
    assert.ok(rows[16].endsWith(',prazan,'), 'no variant');
    assert.equal(
      readFileSync(book, 'utf8'),
      [
        // The variants' trees have different names: the question is the first tree.
        'identifier,Tree 1,total',
        'ana,100,100',
        'bojan,0,0',
        'ceca,96.3,96.3',
        'dejan,96,96',
        'ema,100,100',
        'filip,0,0',
        'goran,95,95',
        'hana,95,95',
        'ivan,40,40',
        'jana,0,0',
        'kosta,100,100',
        'lena,0,0',
        'mila,95.65,95.65',
        'nikola,100,100',
        'olga,86.96,86.96',
        'prazan,0,0',
        'zoran,0,0',
        '',
      ].join('\r\n'),
    );
  });

  it('keys may be listed: the .key.gtree files after the first; the others grade against the nearest', () => {
    const { code, out } = gtree('grade', `${KEYS}/vezba-1.key.gtree`, `${KEYS}/vezba-2.key.gtree`, at('ana'), at('dejan'), at('goran'), '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out.join('\n'));
    assert.equal(json.keys.length, 2);
    assert.deepEqual(
      json.submissions.map((s: { variant: string; matched: string }) => [s.variant, s.matched]),
      [
        ['vezba-1', 'variant'],
        ['vezba-2', 'variant'],
        [json.submissions[2].variant, 'nearest'],
      ],
    );
  });

  it('two keys of one variant name: the same exercise is one key, different ones cannot grade (exit 2)', () => {
    const key1 = readFileSync(`${KEYS}/vezba-1.key.gtree`, 'utf8');
    const key2 = readFileSync(`${KEYS}/vezba-2.key.gtree`, 'utf8');
    const same = gradeCourse(
      'k',
      [
        { name: 'a.key.gtree', text: key1 },
        { name: 'b.key.gtree', text: key1 },
      ],
      [],
    );
    assert.ok(same.ok);
    assert.equal(same.grade.keys.length, 1);
    const clash = gradeCourse(
      'k',
      [
        { name: 'a.key.gtree', text: key1 },
        { name: 'b.key.gtree', text: key2.replace('variant: vezba-2', 'variant: vezba-1') },
      ],
      [],
    );
    assert.ok(!clash.ok);
    assert.deepEqual([clash.file, clash.line, clash.col], ['b.key.gtree', 8, 3]);
    assert.equal(clash.message, 'variant vezba-1 is also a.key.gtree, a different exercise: give each variant its own name');
  });
});

describe('kinds of step: by who moves, where the cut falls', () => {
  it('an expectimax tree: values at MAX, MIN and chance nodes, no windows nor cuts asked', () => {
    // A = max(C, B) with C = (3 + 5) / 2 = 4 and B = min(2, 6) = 2: A = 4 right, C left blank, B = 6 wrong.
    const key = { name: 'e.key.gtree', text: 'tree "E" {\n  A [ chance C [ 1/2 -> 3  1/2 -> 5 ]  B [ 2 6 ] ]\n}\n' };
    const sheet = { name: 'ana.gtree', text: 'tree "E" {\n  A =4 [ chance C =? [ 1/2 -> 3  1/2 -> 5 ]  B =6 [ 2 6 ] ]\n}\n' };
    const outcome = gradeCourse('e.key.gtree', [key], [sheet]);
    assert.ok(outcome.ok);
    assert.deepEqual(outcome.kinds, [
      { kind: 'values at MAX nodes', asked: 1, right: 1, wrong: 0, blank: 0 },
      { kind: 'values at MIN nodes', asked: 1, right: 0, wrong: 1, blank: 0 },
      { kind: 'values at chance nodes', asked: 1, right: 0, wrong: 0, blank: 1 },
    ]);
  });
});

describe('variant: a tree setting read by no search', () => {
  it('names the variant; one name or number, else bad-setting; no warning under any algorithm', () => {
    const ok = checkText('tree T {\n  variant: vezba-3\n  algorithm: minimax\n  A [ 1 2 ]\n}\n');
    assert.deepEqual(ok.diagnostics, []);
    assert.equal(treeVariant(ok.trees[0].model!), 'vezba-3');
    assert.equal(treeVariant(checkText('variant: "Vežba 3"\nA [ 1 2 ]\n').trees[0].model!), 'Vežba 3');
    assert.equal(treeVariant(checkText('A [ 1 2 ]\n').trees[0].model!), null);
    const bad = checkText('variant: a b\nA [ 1 2 ]\n');
    assert.deepEqual(
      bad.diagnostics.map((d) => [d.code, d.message]),
      [['bad-setting', "Bad value for 'variant': expected one name or number, as in variant: vezba-3."]],
    );
  });

  it('withVariant writes it first in each tree that has none, indented as the settings; a tree that has one keeps it', () => {
    assert.equal(withVariant('tree T {\n  algorithm: minimax\n  A [ 1 2 ]\n}\n', 'v-1'), 'tree T {\n  variant: v-1\n  algorithm: minimax\n  A [ 1 2 ]\n}\n');
    assert.equal(withVariant('A [ 1 2 ]\r\n', 'Vežba 2'), 'variant: "Vežba 2"\r\nA [ 1 2 ]\r\n');
    const kept = 'variant: x\nA [ 1 2 ]\n';
    assert.equal(withVariant(kept, 'y'), kept);
  });

  it('gtree new random --variants writes variant: NAME-i into each sheet and its key; gtree blank the file name', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'gtree-variant-'));
    try {
      const { code } = gtree('new', 'random', '--variants', '2', '--seed', '5', '-o', join(scratch, 'kolokvijum.gtree'));
      assert.equal(code, 0);
      for (const file of ['kolokvijum-1.gtree', 'kolokvijum-1.key.gtree'])
        assert.match(readFileSync(join(scratch, file), 'utf8'), /\n {2}variant: kolokvijum-1\n/);
      assert.match(readFileSync(join(scratch, 'kolokvijum-2.key.gtree'), 'utf8'), /\n {2}variant: kolokvijum-2\n/);
      writeFileSync(join(scratch, 'zadatak.gtree'), 'tree "Z" {\n  A [ B [ 1 2 ] C [ 3 4 ] ]\n}\n');
      const blank = gtree('blank', join(scratch, 'zadatak.gtree'), '--key', join(scratch, 'z.key.gtree'));
      assert.equal(blank.code, 0);
      assert.match(blank.out.join('\n'), /\n {2}variant: zadatak\n/);
      assert.match(readFileSync(join(scratch, 'z.key.gtree'), 'utf8'), /\n {2}variant: zadatak\n/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
