import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gtree, gtreeAsync } from './cli-helpers';

/*
 * `gtree grade` and `gtree check --summary` as a teacher runs them, on the class of
 * test/fixtures/grade (its scores are worked out by hand in grade.test.ts).
 */

const DIR = 'test/fixtures/grade';
const KEY = `${DIR}/key.gtree`;
const CLASS = `${DIR}/class`;

describe('gtree grade (CLI)', () => {
  let scratch: string;
  before(() => (scratch = mkdtempSync(join(tmpdir(), 'gtree-grade-'))));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('prints a row per submission, a line for the class and what it got right per node', () => {
    const { code, out, errs } = gtree('grade', KEY, CLASS);
    assert.equal(code, 0, 'scores are results, not failures');
    assert.deepEqual(errs, []);
    assert.deepEqual(out, [
      // The extra column is new: marks where nothing is asked, each a point off its tree.
      'file                                   status   score  right  wrong  blank  total  extra  first problem',
      'test/fixtures/grade/class/ana.gtree    graded    100%     23      0      0     23      0',
      'test/fixtures/grade/class/ceca.gtree   changed     0%      0      0      0     23      0  15:24 leaf 12 (under C2) is 6 in the key, 7 here',
      // dejan's mark on C2's searched 6 is extra now (his wrong was 2) and costs a point: (21 − 1)/23 = 87% (was 91.3%).
      'test/fixtures/grade/class/dejan.gtree  graded     87%     21      1      1     23      1  15:24 wrong-cut: This edge is not pruned: the node is searched.',
      "test/fixtures/grade/class/ema.gtree    graded   65.2%     15      0      8     23      0  6:31 unclosed-bracket: ']' is missing here: graded as if it were written, closing the '[' at 6:26 as the key's tree does.",
      'test/fixtures/grade/class/empty.gtree  graded      0%      0      0     23     23      0  no answers',
      'test/fixtures/grade/class/filip.gtree  graded    100%     23      0      0     23      0  21:6 extra-tree: the key has no tree "Moja vežba": not graded',
      // New: Ana's answers with every edge marked, 21 marks on edges not pruned: (23 − 21)/23 = 8.7% (100% under the old rule).
      'test/fixtures/grade/class/greta.gtree  graded    8.7%     23      0      0     23     21  5:5 wrong-cut: This edge is not pruned: the node is searched.',
      // (1 + 0 + 0.8696 + 0.6522 + 0 + 1 + 0.087) / 7 = 0.5155 (the six before Greta: 59.4%, with Dejan's mark free)
      '7 submissions: 6 graded, 1 changed, 0 unreadable; mean score 51.6%',
      'tree "Vežba", graded in 6 of 7 submissions; right answers per node and edge:',
      '  values   R 5/6, A 5/6, A1 5/6, A2 5/6, B 5/6, B1 5/6, C 4/6, C1 4/6, C2 4/6, C3 4/6',
      '  windows  R 5/6, A 5/6, A1 5/6, A2 5/6, B 5/6, B1 5/6, C 4/6, C1 4/6, C2 4/6, C3 3/6',
      '  cuts     A2 → 2nd 5/6, B → B2 5/6, C3 → 2nd 4/6',
      // The marks where nothing is asked, a count per submission (they were listed per edge: Greta's 21 edges would flood it).
      `  extra    marks where nothing is asked, each a point off: ${CLASS}/greta.gtree 21, ${CLASS}/dejan.gtree 1`,
    ]);
  });

  it('skips the key in a folder it grades, and grades the folders below', () => {
    const { code, out } = gtree('grade', KEY, DIR);
    assert.equal(code, 0);
    assert.ok(!out.some((l) => l.startsWith(`${KEY} `)), 'the key is no submission');
    assert.equal(out.filter((l) => l.startsWith(`${CLASS}/`)).length, 7);
  });

  it('--json prints the documented shape', () => {
    const { code, out } = gtree('grade', KEY, `${CLASS}/dejan.gtree`, `${CLASS}/filip.gtree`, '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out.join('\n'));
    assert.deepEqual(Object.keys(json), ['key', 'keys', 'scoring', 'submissions']);
    // One key is a course of one variant: its file's stem, as it writes no variant: line.
    assert.deepEqual(json.keys, [{ file: KEY, variant: 'key', total: 23 }]);
    assert.equal(json.scoring, 'right-minus-extra');
    assert.equal(json.key, KEY);
    const [dejan, filip] = json.submissions;
    assert.deepEqual(Object.keys(dejan), [
      'file',
      'status',
      'score',
      'right',
      'wrong',
      'blank',
      'total',
      'extra',
      'points',
      'trees',
      'note',
      'key',
      'variant',
      'matched',
    ]);
    assert.deepEqual([dejan.key, dejan.variant, dejan.matched], [KEY, 'key', 'givens']);
    assert.deepEqual([dejan.score, dejan.points], [0.8696, 20]);
    assert.deepEqual(Object.keys(dejan.trees[0]), ['name', 'status', 'values', 'windows', 'cuts', 'order', 'changed', 'problems']);
    // The mark on C2's searched 6 is extra (it was counted wrong).
    assert.deepEqual(dejan.trees[0].cuts, { right: 2, wrong: 0, blank: 1, total: 3, extra: 1 });
    assert.deepEqual(dejan.trees[0].problems[1], {
      line: 16,
      col: 13,
      code: 'wrong-window',
      message: "Wrong window: β is not what the node's last call receives.",
    });
    assert.deepEqual([filip.score, filip.trees[1].name, filip.trees[1].status], [1, 'Moja vežba', 'extra']);
  });

  it('--csv writes the gradebook and says so; the table still prints', async () => {
    const csv = join(scratch, 'grades.csv');
    const { code, out, errs } = await gtreeAsync('grade', KEY, `${CLASS}/ceca.gtree`, `${CLASS}/ema.gtree`, '--csv', csv);
    assert.equal(code, 0);
    assert.deepEqual(errs, [`wrote ${csv}`]);
    // the heading, 2 rows, the class, the tree's heading and its 3 kinds of answer
    assert.equal(out.length, 1 + 2 + 1 + 1 + 3);
    assert.equal(
      readFileSync(csv, 'utf8'),
      'file,tree,status,score,values_right,values_wrong,values_blank,values_total,windows_right,windows_wrong,windows_blank,windows_total,cuts_right,cuts_wrong,cuts_blank,cuts_total,changed,values_extra,windows_extra,cuts_extra,reason,identifier,variant\r\n' +
        'test/fixtures/grade/class/ceca.gtree,Vežba,changed,0,0,0,0,10,0,0,0,10,0,0,0,3,"15:24 leaf 12 (under C2) is 6 in the key, 7 here",0,0,0,"15:24 leaf 12 (under C2) is 6 in the key, 7 here",ceca,key\r\n' +
        'test/fixtures/grade/class/ema.gtree,Vežba,graded,0.6522,6,0,4,10,6,0,4,10,3,0,0,3,,0,0,0,,ema,key\r\n',
    );
  });

  it('a CSV that cannot be written: exit 1 with a message', () => {
    const { code, errs } = gtree('grade', KEY, `${CLASS}/ana.gtree`, '--csv', join(scratch, 'no-such-folder', 'g.csv'));
    assert.equal(code, 1);
    assert.match(errs[0], /g\.csv: error: cannot write: no such file or folder$/);
  });

  it('a file that cannot be read is an unreadable row, not a failure', () => {
    const { code, out } = gtree('grade', KEY, `${CLASS}/ana.gtree`, join(scratch, 'gone.gtree'));
    assert.equal(code, 0);
    assert.match(out[2], /gone\.gtree +unreadable +0% +0 +0 +0 +23 +0 +1:1 cannot-read: no such file or folder$/);
  });

  it('a broken key: exit 2 with its located error', () => {
    const key = join(scratch, 'broken.gtree');
    writeFileSync(key, 'tree T {\n  algorithm: alphabeta\n  A [ 1 2\n}\n');
    const { code, out, errs } = gtree('grade', key, CLASS);
    assert.equal(code, 2);
    assert.deepEqual(out, []);
    assert.deepEqual(errs, [`${key}:3:5: error: This '[' is never closed: expected ']' before '}'.`, `${key}: error: the key cannot grade: fix it first.`]);
    assert.equal(gtree('grade', join(scratch, 'none.gtree'), CLASS).code, 2, 'a key that cannot be read');
  });

  it('usage errors: no submission, an unknown option, a folder without .gtree files', () => {
    assert.equal(gtree('grade', KEY).code, 2);
    const unknown = gtree('grade', KEY, CLASS, '--html');
    assert.equal(unknown.code, 2);
    assert.match(unknown.errs[0], /^gtree grade: unknown option '--html' \(this command takes --csv, --feedback, --gradebook, --json, --reveal\)/);
    const folder = mkdtempSync(join(scratch, 'empty-'));
    const empty = gtree('grade', KEY, folder);
    assert.equal(empty.code, 2);
    assert.deepEqual(empty.errs, [`gtree grade: ${folder}: no files in this folder`, "gtree grade: no submissions to grade. Try 'gtree help'."]);
  });
});

describe('gtree check for authors: --summary and blanks', () => {
  it('--summary prints a line of counts per file, blanks included', async () => {
    const { code, out, errs } = await gtreeAsync('check', '--summary', CLASS);
    assert.equal(code, 1, "ema's missing ']' is an error");
    assert.deepEqual(out, [
      // Each file's answers scored as gtree grade scores them, against its own run (ceca's changed leaf included).
      `${CLASS}/ana.gtree: 0 errors, 0 warnings, 0 blanks; 100% (23 of 23 right, 0 wrong, 0 blank)`,
      `${CLASS}/ceca.gtree: 0 errors, 0 warnings, 0 blanks; 100% (23 of 23 right, 0 wrong, 0 blank)`,
      // its own tree's answers: the wrong cut (extra), the wrong window, the missing cut; (21 − 1)/23
      `${CLASS}/dejan.gtree: 0 errors, 3 warnings, 0 blanks; 87% (21 of 23 right, 1 wrong, 1 blank, 1 extra: 20 points)`,
      // B2's =? <?, ?> and C's subtree of 4 nodes: 5 × 3 blanks; a file with an error is not scored
      `${CLASS}/ema.gtree: 1 error, 0 warnings, 15 blanks`,
      // 11 inner nodes × (=?, α, β)
      `${CLASS}/empty.gtree: 0 errors, 0 warnings, 33 blanks; 0% (0 of 23 right, 0 wrong, 23 blank)`,
      // Its own tree "Moja vežba" too: 3 more answers.
      `${CLASS}/filip.gtree: 0 errors, 0 warnings, 0 blanks; 100% (26 of 26 right, 0 wrong, 0 blank)`,
      `${CLASS}/greta.gtree: 0 errors, 21 warnings, 0 blanks; 8.7% (23 of 23 right, 0 wrong, 0 blank, 21 extra: 2 points)`,
    ]);
    assert.deepEqual(errs, ['7 files checked: 1 error, 24 warnings.']);
  });

  it("a tree's blanks are one line at the first, each with --blanks", async () => {
    const grouped = await gtreeAsync('check', `${CLASS}/empty.gtree`);
    assert.deepEqual(grouped.out, [`${CLASS}/empty.gtree:4:5: information blank: 33 blanks to fill in, the first here (--blanks lists each).`]);
    const each = await gtreeAsync('check', '--blanks', `${CLASS}/empty.gtree`);
    assert.equal(each.out.length, 33);
    assert.equal(each.out[0], `${CLASS}/empty.gtree:4:5: information blank: A blank to fill in: the value of this node.`);
  });
});
