import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gradeSubmission, markedSheet, readKey, submissionFeedback, type GradingKey } from '../../src/core';
import { gtreeAsync } from './cli-helpers';

/*
 * Feedback to hand back, on the class of test/fixtures/grade. The marks are worked out by hand
 * from the key (10 values, 10 windows, 3 cuts: A2 → 4, B → B2, C3 → 3):
 * - dejan: every value right; 9 windows right, C3's <5, 8> wrong (the run gives <5, 6>); the
 *   cuts A2 → 4 and B → B2 right, C3 → 3 unmarked (blank), and a mark on C2 → 6, searched (extra).
 * - ema: R, A, A1, A2, B, B1 answered right (6 values, 6 windows), C and its three children left
 *   blank (4 values, 4 windows), the 3 cuts right: 15 right, 8 blank.
 */

const DIR = 'test/fixtures/grade';
const KEY = `${DIR}/key.gtree`;
const read = (file: string): string => readFileSync(file, 'utf8');

function feedbackOf(student: string, reveal: boolean) {
  const key = readKey({ name: KEY, text: read(KEY) }) as GradingKey;
  assert.equal(key.ok, true);
  const file = `${DIR}/class/${student}.gtree`;
  const submission = { name: file, text: read(file) };
  const graded = gradeSubmission(key, submission);
  return { grade: graded.grade, trees: submissionFeedback(key, graded, reveal) };
}

/** A node's name in the key's tree, by id: the marks name nodes by id. */
const names = (marks: readonly { node: number }[], trees: ReturnType<typeof feedbackOf>['trees']): string[] => {
  const tree = trees[0].trace!.tree;
  return marks.map((m) => {
    const node = tree.node(m.node);
    return node.label ?? `${tree.node(node.parent!.id).label} → ${node.payoff}`;
  });
};

describe('feedback: marked sheets', () => {
  it('marks every answer of dejan: one wrong window, one cut left blank, one extra mark', () => {
    const { trees } = feedbackOf('dejan', true);
    const sheet = markedSheet(trees[0].trace!, true);
    const by = (what: string, verdict: string) => sheet.marks.filter((m) => m.what === what && m.verdict === verdict);
    assert.equal(by('value', 'right').length, 10);
    assert.equal(by('window', 'right').length, 9);
    assert.deepEqual(names(by('window', 'wrong'), trees), ['C3']);
    assert.deepEqual(
      by('window', 'wrong').map((m) => m.answer),
      ['α=5 β=6'],
    );
    assert.equal(by('cut', 'right').length, 2);
    assert.deepEqual(names(by('cut', 'blank'), trees), ['C3 → 3']);
    assert.deepEqual(
      by('cut', 'blank').map((m) => m.answer),
      ['/'],
    );
    assert.deepEqual(names(by('cut', 'extra'), trees), ['C2 → 6']);
    assert.deepEqual(
      by('cut', 'extra').map((m) => m.answer),
      ['no cut'],
    );
  });

  it('says the right answers in the summary only when revealed', () => {
    const revealed = feedbackOf('dejan', true).trees[0].problems.map((p) => `${p.line}:${p.col} ${p.message}`);
    assert.equal(revealed.length, 3);
    assert.match(revealed[1], /^16:13 Wrong window.*gives <5, 6>\.$/);
    const hidden = feedbackOf('dejan', false).trees[0].problems.map((p) => `${p.line}:${p.col} ${p.message}`);
    assert.equal(hidden.length, 3);
    assert.doesNotMatch(hidden.join('\n'), /<5, 6>/);
  });

  it('marks ema’s eight blanks, and keeps the `]` grading put back among her problems', () => {
    const { trees } = feedbackOf('ema', false);
    const sheet = markedSheet(trees[0].trace!, false);
    const count = (verdict: string) => sheet.marks.filter((m) => m.verdict === verdict).length;
    assert.deepEqual([count('right'), count('wrong'), count('blank'), count('extra')], [15, 0, 8, 0]);
    assert.deepEqual(
      names(
        sheet.marks.filter((m) => m.what === 'value' && m.verdict === 'blank'),
        trees,
      ),
      ['C', 'C1', 'C2', 'C3'],
    );
    assert.deepEqual(
      trees[0].problems.map((p) => `${p.line}:${p.col} ${p.code}`),
      ['6:31 unclosed-bracket'],
    );
  });
});

describe('gtree grade --feedback (CLI)', () => {
  let scratch: string;
  before(() => (scratch = mkdtempSync(join(tmpdir(), 'gtree-feedback-'))));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('writes an SVG, a PDF and a summary per graded student, a summary alone for a changed sheet', async () => {
    const out = join(scratch, 'fb');
    const { code, errs } = await gtreeAsync('grade', KEY, `${DIR}/class`, '--feedback', out, '--reveal');
    assert.equal(code, 0, errs.join('\n'));
    const files = readdirSync(out).sort();
    for (const s of ['ana', 'dejan', 'ema', 'empty', 'filip', 'greta'])
      for (const ext of ['svg', 'pdf', 'md']) assert.ok(files.includes(`${s}.${ext}`), `${s}.${ext}`);
    // ceca changed a leaf: nothing of hers is graded, so nothing is drawn; her summary says why.
    assert.ok(!existsSync(join(out, 'ceca.svg')));
    assert.match(read(join(out, 'ceca.md')), /Not graded: the exercise was changed at 15:24: leaf 12 \(under C2\) is 6 in the key, 7 here/);

    const svg = read(join(out, 'dejan.svg'));
    assert.equal(svg.match(/✓/g)?.length, 21, 'a tick on each of the 21 right answers');
    assert.equal(svg.match(/✗/g)?.length, 3, 'a cross on the wrong window, the unmarked cut and the extra mark');
    assert.deepEqual([...svg.matchAll(/<text class="reveal"[^>]*>([^<]*)</g)].map((m) => m[1]).sort(), ['→ /', '→ no cut', '→ α=5 β=6']);
    assert.equal(read(join(out, 'dejan.pdf')).slice(0, 5), '%PDF-');

    const empty = read(join(out, 'empty.svg'));
    assert.equal(empty.match(/✗/g)?.length, 23, 'every answer asked of the blank sheet crossed');
    assert.equal(empty.match(/✓/g), null);

    const summary = read(join(out, 'dejan.md'));
    assert.match(summary, /\*\*Score: 87%\*\* \(21 of 23 right, 1 wrong, 1 blank, 1 extra: 20 points\)/);
    // Each kind's counts in the words of the score's (tallyWords), zeros said too.
    assert.match(summary, /^- values: 10 of 10 right, 0 wrong, 0 blank$/m);
    assert.match(summary, /^- windows: 9 of 10 right, 1 wrong, 0 blank$/m);
    assert.match(summary, /^- cuts: 2 of 3 right, 0 wrong, 1 blank, 1 extra$/m);
    assert.match(summary, /\| 16:24 \| Missing cut mark: alphabeta prunes this edge\. Mark it '\/'\. \|/);
  });

  it('refuses --reveal without --feedback', async () => {
    const { code, errs } = await gtreeAsync('grade', KEY, `${DIR}/class`, '--reveal');
    assert.equal(code, 2);
    assert.match(errs.join('\n'), /--reveal puts the right answers on the feedback sheets/);
  });
});
