import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkText,
  csvField,
  firstChange,
  gradeClass,
  gradeCsv,
  readKey,
  submissionNote,
  type ClassGrade,
  type GameTree,
  type SubmissionGrade,
  type TreeClassSummary,
  type TreeGrade,
} from '../../src/core';

/*
 * Grading a class against a key, on a class of our own (test/fixtures/grade): the key is the
 * tree "Vežba", alpha-beta fail-soft as the lecture computes it:
 *
 *   R =6 <-inf,+inf> [ A =5 <-inf,+inf> [ A1 =5 <-inf,+inf> [5 2]  A2 =7 <-inf,5> [7 /4] ]
 *                      B =4 <5,+inf>    [ B1 =4 <5,+inf> [3 4]    /B2 [8 1] ]
 *                      C =6 <5,+inf>    [ C1 =8 <5,+inf> [8 1]  C2 =6 <5,8> [2 6]  C3 =9 <5,6> [9 /3] ] ]
 *
 * worked by hand: after A (5), B1 returns 4 ≤ α = 5, so B cuts B2; A2's 7 ≥ β = 5 cuts its 4;
 * C3's 9 ≥ β = 6 cuts its 3. The key asks 10 values and 10 windows (the searched inner nodes:
 * all but B2) and 3 cuts: 23 answers.
 */

const DIR = join(__dirname, '..', 'fixtures', 'grade');
const KEY = { name: 'key.gtree', text: readFileSync(join(DIR, 'key.gtree'), 'utf8') };
const CLASS = readdirSync(join(DIR, 'class'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(DIR, 'class', name), 'utf8') }));

function graded(): { grade: ClassGrade; classView: readonly TreeClassSummary[] } {
  const outcome = gradeClass(KEY, CLASS);
  assert.ok(outcome.ok, 'the key grades');
  return outcome;
}

const sub = (file: string): SubmissionGrade => graded().grade.submissions.find((s) => s.file === file)!;
const tally = (right: number, wrong: number, blank: number, total: number, extra = 0) => ({ right, wrong, blank, total, extra });
/** The tallies of a tree: values, windows, cuts. */
const tallies = (t: TreeGrade) => [t.values, t.windows, t.cuts];

describe('gtree grade: the class against the key', () => {
  it('grades the class in the order given, each with its status and score', () => {
    const rows = graded().grade.submissions.map((s) => [s.file, s.status, s.score, s.right, s.wrong, s.blank, s.total, s.extra, s.points]);
    assert.equal(graded().grade.scoring, 'right-minus-extra');
    assert.deepEqual(rows, [
      ['ana.gtree', 'graded', 1, 23, 0, 0, 23, 0, 23],
      ['ceca.gtree', 'changed', 0, 0, 0, 0, 23, 0, 0],
      // Wrong 1 (C3's window), extra 1 (the mark on C2's searched 6, asked nowhere): 21 − 1 = 20 points, 20/23 =
      // 0.86956…, rounded to 4 places. It was 0.913 (21/23) with "wrong 2" when the extra mark was counted as wrong
      // and cost nothing, right + wrong + blank = 24 over a total of 23.
      ['dejan.gtree', 'graded', 0.8696, 21, 1, 1, 23, 1, 20],
      // A, B and their subtrees right (6 values, 6 windows), C's 4 values and 4 windows blank, the 3 cuts right: 15 of 23
      ['ema.gtree', 'graded', 0.6522, 15, 0, 8, 23, 0, 15],
      ['empty.gtree', 'graded', 0, 0, 0, 23, 23, 0, 0],
      ['filip.gtree', 'graded', 1, 23, 0, 0, 23, 0, 23],
      // New: Ana's sheet with a cut mark on every edge. 3 of its 24 marks are the cuts; 21 are on edges the run
      // searches (18) or never reaches (B2's 2): 23 − 21 = 2 points, 2/23 = 0.08695…
      ['greta.gtree', 'graded', 0.087, 23, 0, 0, 23, 21, 2],
    ]);
  });

  it('a perfect sheet: every answer right, no problem', () => {
    const [tree] = sub('ana.gtree').trees;
    assert.equal(tree.name, 'Vežba');
    assert.deepEqual(tallies(tree), [tally(10, 0, 0, 10), tally(10, 0, 0, 10), tally(3, 0, 0, 3)]);
    assert.equal(tree.changed, null);
    assert.deepEqual(tree.problems, []);
    assert.equal(submissionNote(sub('ana.gtree')), null);
  });

  it('the blank sheet handed back scores 0 out of the key total, and says there are no answers', () => {
    const s = sub('empty.gtree');
    // B2 is pruned: its blanks are not asked, so 33 blanks on the sheet are 23 answers blank.
    assert.deepEqual(tallies(s.trees[0]), [tally(0, 0, 10, 10), tally(0, 0, 10, 10), tally(0, 0, 3, 3)]);
    assert.equal(submissionNote(s), 'no answers');
  });

  it('a changed leaf makes the tree changed, never scored, located at the leaf in the submission', () => {
    const s = sub('ceca.gtree');
    const [tree] = s.trees;
    assert.equal(tree.status, 'changed');
    // Leaf 12 in pre-order (5 2 7 4 3 4 8 1 8 1 2 6): C2's second; line 15 is `      C2 =7 <5, 8> [ 2 7 ]`.
    assert.deepEqual(tree.changed, { line: 15, col: 24, message: 'leaf 12 (under C2) is 6 in the key, 7 here' });
    assert.deepEqual(tallies(tree), [tally(0, 0, 0, 10), tally(0, 0, 0, 10), tally(0, 0, 0, 3)]);
    assert.equal(submissionNote(s), '15:24 leaf 12 (under C2) is 6 in the key, 7 here');
  });

  it('a wrong window, a cut mark on the wrong edge (extra: that edge asks nothing), and the unmarked cut blank', () => {
    const [tree] = sub('dejan.gtree').trees;
    // The cuts were tally(2, 1, 1, 3): the mark on the searched edge is now counted extra, apart from wrong.
    assert.deepEqual(tallies(tree), [tally(10, 0, 0, 10), tally(9, 1, 0, 10), tally(2, 0, 1, 3, 1)]);
    assert.deepEqual(
      tree.problems.map((p) => [p.line, p.col, p.code]),
      [
        [15, 24, 'wrong-cut'], // the `/` of `[ 2 /6 ]`: C2's 6 is searched
        [16, 13, 'wrong-window'], // C3's `<5, 8>`: its call gets <5, 6>
        [16, 24, 'missing-cut'], // C3's 3 is pruned
      ],
    );
  });

  it("a missing ']' is put back where the key's tree closes the bracket, and the sheet is graded", () => {
    const [tree] = sub('ema.gtree').trees;
    assert.equal(tree.status, 'graded');
    assert.deepEqual(tallies(tree), [tally(6, 0, 4, 10), tally(6, 0, 4, 10), tally(3, 0, 0, 3)]);
    // Line 6 is `      A1 =5 <-inf, +inf> [ 5 2`: its `[` is column 26, and the `]` goes after the 2, column 31.
    assert.deepEqual(tree.problems, [
      {
        line: 6,
        col: 31,
        code: 'unclosed-bracket',
        message: "']' is missing here: graded as if it were written, closing the '[' at 6:26 as the key's tree does.",
      },
    ]);
  });

  it('an extra tree is reported, not scored', () => {
    const s = sub('filip.gtree');
    assert.deepEqual(
      s.trees.map((t) => [t.name, t.status]),
      [
        ['Vežba', 'graded'],
        ['Moja vežba', 'extra'],
      ],
    );
    assert.deepEqual(tallies(s.trees[1]), [tally(0, 0, 0, 0), tally(0, 0, 0, 0), tally(0, 0, 0, 0)]);
    assert.deepEqual(s.trees[1].problems, [{ line: 21, col: 6, code: 'extra-tree', message: 'the key has no tree "Moja vežba": not graded' }]);
    assert.equal(s.score, 1);
  });

  it('the class view: per key node and edge, how many graded sheets got it right, wrong or blank', () => {
    const [tree] = graded().classView;
    // ana, dejan, ema, empty, filip, greta are graded; ceca's tree changed.
    assert.equal(tree.graded, 6);
    const at = (node: string) => tree.nodes.find((n) => n.node === node)!;
    // C's value: ana, dejan, filip, greta right; ema and empty blank.
    assert.deepEqual(at('C').value, { asked: true, right: 4, wrong: 0, blank: 2, extra: 0 });
    // C3's window: dejan wrong.
    assert.deepEqual(at('C3').window, { asked: true, right: 3, wrong: 1, blank: 2, extra: 0 });
    // B2 is pruned: its cut is asked (5 right, empty blank), its value and window are not.
    assert.deepEqual([at('B2').value, at('B2').window, at('B2').cut], [null, null, { asked: true, right: 5, wrong: 0, blank: 1, extra: 0 }]);
    // The edge into C2's 6 is not pruned: dejan's and greta's marks there, extra (dejan's was counted wrong).
    const c2six = tree.nodes.find((n) => n.edge === 'C2 → 2nd')!;
    assert.deepEqual(c2six.cut, { asked: false, right: 0, wrong: 0, blank: 0, extra: 2 });
    assert.equal(c2six.id, 21, 'the key node id (pre-order)');
    // Each sheet's extra marks, apart: Greta's 21, Dejan's 1.
    assert.deepEqual(
      tree.extras.map((e) => [e.file, e.marks, e.where.slice(0, 2)]),
      [
        ['greta.gtree', 21, ['cut on R → A', 'cut on A → A1']],
        ['dejan.gtree', 1, ['cut on C2 → 2nd']],
      ],
    );
  });

  it('a file that cannot be read, or holds no tree, is unreadable with located messages', () => {
    const outcome = gradeClass(KEY, [
      { name: 'gone.gtree', problem: 'no such file or folder' },
      { name: 'junk.gtree', text: 'I did not finish.' },
    ]);
    assert.ok(outcome.ok);
    const [gone, junk] = outcome.grade.submissions;
    assert.deepEqual([gone.status, gone.score, gone.total], ['unreadable', 0, 23]);
    assert.deepEqual(gone.trees[0].problems, [{ line: 1, col: 1, code: 'cannot-read', message: 'no such file or folder' }]);
    assert.equal(junk.status, 'unreadable');
    // The parser reads a root `I` without a value and a second root; col 17 is the '.'.
    assert.deepEqual(
      junk.trees[0].problems.map((p) => [p.line, p.col, p.code]),
      [
        [1, 1, 'leaf-without-value'],
        [1, 3, 'extra-root'],
        [1, 17, 'invalid-character'],
      ],
    );
  });

  it('matches trees by name first, then by position; a tree the sheet lacks is missing', () => {
    // P runs minimax (A is MAX's: 2); Q alpha-beta (B is MAX's: 4, its window asked too). The key asks 3 answers.
    const key = { name: 'k', text: 'tree P { A =2 [ 1 2 ] }\ntree Q { algorithm: alphabeta\n B =4 [ 3 4 ] }' };
    const outcome = gradeClass(key, [
      { name: 'swapped', text: 'tree Q { algorithm: alphabeta\n B =4 [ 3 4 ] }\ntree P { A =2 [ 1 2 ] }' },
      { name: 'renamed', text: 'tree X { A =1 [ 1 2 ] }\ntree Y { algorithm: alphabeta\n B =4 [ 3 4 ] }' },
      { name: 'short', text: 'tree P { A =2 [ 1 2 ] }' },
    ]);
    assert.ok(outcome.ok);
    const [swapped, renamed, short] = outcome.grade.submissions;
    const rows = (s: SubmissionGrade) => s.trees.map((t) => [t.name, t.status, t.values.right, t.values.wrong]);
    assert.deepEqual(rows(swapped), [
      ['P', 'graded', 1, 0],
      ['Q', 'graded', 1, 0],
    ]);
    // By position: X is P (its A =1 is wrong), Y is Q.
    assert.deepEqual(rows(renamed), [
      ['P', 'graded', 0, 1],
      ['Q', 'graded', 1, 0],
    ]);
    assert.deepEqual(rows(short), [
      ['P', 'graded', 1, 0],
      ['Q', 'missing', 0, 0],
    ]);
    assert.deepEqual(short.trees[1].problems, [{ line: 1, col: 1, code: 'missing-tree', message: 'no tree "Q" in this file' }]);
    assert.deepEqual([short.right, short.total, short.score], [1, 3, 0.3333]);
  });

  it('a broken key is a located problem, not a grade', () => {
    const broken = gradeClass({ name: 'k.gtree', text: 'tree T {\n  algorithm: alphabeta\n  A [ 1 2\n}' }, CLASS);
    assert.deepEqual(broken, { ok: false, file: 'k.gtree', line: 3, col: 5, message: "This '[' is never closed: expected ']' before '}'." });
    const cannotRun = readKey({ name: 'k.gtree', text: 'algorithm: iterative\nA [ B [ 1 2 ] C [ 3 4 ] ]' });
    assert.equal(cannotRun.ok, false);
    assert.equal((cannotRun as { line: number }).line, 2, 'at the node the search stops at');
  });
});

/** The first change between two one-tree texts, as `line:col message` in the second. */
function change(key: string, sub: string): string | null {
  const tree = (text: string): GameTree => checkText(text).trees[0].model!;
  const found = firstChange(tree(key), tree(sub));
  if (!found) return null;
  const p = checkText(sub).lines.position(found.span.start);
  return `${p.line + 1}:${p.character + 1} ${found.message}`;
}

describe('gtree grade: the givens compared with the key', () => {
  const KEY_TEXT = 'algorithm: alphabeta\nA [\n  a1 -> B [ 3 12 8 ]\n  a2 -> C [ 2 4 6 ]\n]';

  it('answers and labels are not givens', () => {
    assert.equal(change(KEY_TEXT, 'algorithm: alphabeta\nA =3 <-inf, +inf> [\n  a1 -> X =3 [ 3 /12 8 ]\n  a2 -> C =? [ 2 4 6 ]\n]'), null);
  });

  it('a setting, at its line (or at the tree when it is not written)', () => {
    assert.equal(change(KEY_TEXT, KEY_TEXT.replace('alphabeta', 'minimax')), '1:1 algorithm is alphabeta in the key, minimax here');
    assert.equal(change(KEY_TEXT, `fail: hard\n${KEY_TEXT}`), '1:1 fail is soft in the key, hard here');
    assert.equal(
      change(KEY_TEXT, `${KEY_TEXT.replace('A [', 'depth: 1\nA ~0 [').replace('B [', 'B ~1 [').replace('C [', 'C ~2 [')}`),
      '2:1 depth is not set in the key, 1 here',
    );
  });

  it('the shape: a child taken away, a leaf given children', () => {
    assert.equal(change(KEY_TEXT, KEY_TEXT.replace('[ 2 4 6 ]', '[ 2 4 ]')), '4:11 C has 3 children in the key, 2 here');
    assert.equal(change(KEY_TEXT, KEY_TEXT.replace('3 12 8', '3 X [ 1 2 ] 8')), '3:15 leaf 2 (under B) is a leaf in the key, here it has 2 children');
  });

  it('a payoff, a move name, who moves', () => {
    assert.equal(change(KEY_TEXT, KEY_TEXT.replace('2 4 6', '2 5 6')), '4:15 leaf 5 (under C) is 4 in the key, 5 here');
    assert.equal(change(KEY_TEXT, KEY_TEXT.replace('a2', 'b2')), '4:3 the move to C is a2 in the key, b2 here');
    assert.equal(change(KEY_TEXT, KEY_TEXT.replace('C [', 'max C [')), '4:9 C: min moves in the key, max here');
  });

  it('a probability, an outcome name, an estimate', () => {
    const chance = 'algorithm: expectimax\nchance D [\n  one 1/2 -> 4\n  two 1/2 -> E ~3 [ 1 5 ]\n]';
    assert.equal(
      change(chance, chance.replace('one 1/2', 'one 1/3').replace('two 1/2', 'two 2/3')),
      '3:7 the probability of leaf 1 (under D) is 1/2 in the key, 1/3 here',
    );
    assert.equal(change(chance, chance.replace('two', 'six')), '4:3 the outcome of E is two in the key, six here');
    assert.equal(change(chance, chance.replace('~3', '~4')), '4:17 the estimate of E is ~3 in the key, ~4 here');
  });
});

describe('gtree grade: the CSV', () => {
  it('quotes commas, quotes and line breaks, and keeps a formula from being one', () => {
    assert.equal(csvField('Vežba'), 'Vežba');
    assert.equal(csvField('a, b'), '"a, b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
    assert.equal(csvField('=1+1'), "'=1+1");
  });

  it('a header, then a row per submission and tree, CRLF-ended', () => {
    const csv = gradeCsv(graded().grade);
    const rows = csv.split('\r\n');
    assert.equal(rows.pop(), '', 'the last row ends with CRLF');
    assert.equal(
      rows[0],
      'file,tree,status,score,values_right,values_wrong,values_blank,values_total,windows_right,windows_wrong,windows_blank,windows_total,cuts_right,cuts_wrong,cuts_blank,cuts_total,changed,values_extra,windows_extra,cuts_extra,reason,identifier,variant',
    );
    // Each kind gained an _extra column (after `changed`: the earlier columns keep their places); dejan's mark on C2's searched 6 moved from cuts_wrong to cuts_extra, and his
    // score is (21 − 1)/23 (was 21/23 = 0.913). Greta (new) marks every edge: 21 extra, (23 − 21)/23.
    const change = '"15:24 leaf 12 (under C2) is 6 in the key, 7 here"';
    assert.deepEqual(rows.slice(1), [
      'ana.gtree,Vežba,graded,1,10,0,0,10,10,0,0,10,3,0,0,3,,0,0,0,,ana,key',
      `ceca.gtree,Vežba,changed,0,0,0,0,10,0,0,0,10,0,0,0,3,${change},0,0,0,${change},ceca,key`,
      'dejan.gtree,Vežba,graded,0.8696,10,0,0,10,9,1,0,10,2,0,1,3,,0,0,1,,dejan,key',
      'ema.gtree,Vežba,graded,0.6522,6,0,4,10,6,0,4,10,3,0,0,3,,0,0,0,,ema,key',
      'empty.gtree,Vežba,graded,0,0,0,10,10,0,0,10,10,0,0,3,3,,0,0,0,,empty,key',
      'filip.gtree,Vežba,graded,1,10,0,0,10,10,0,0,10,3,0,0,3,,0,0,0,,filip,key',
      'filip.gtree,Moja vežba,extra,,0,0,0,0,0,0,0,0,0,0,0,0,,0,0,0,"21:6 the key has no tree ""Moja vežba"": not graded",filip,key',
      'greta.gtree,Vežba,graded,0.087,10,0,0,10,10,0,0,10,3,0,0,3,,0,0,21,,greta,key',
    ]);
  });
});
