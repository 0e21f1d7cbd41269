/**
 * `gtree export --blank`: the worksheet drawn as the lecture hands it out (empty boxes for every
 * inner value and window, the leaves' payoffs, no cuts, no principal variation), and with --key
 * the solved drawing as its own file.
 */
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLANK_BOX } from '../../src/core';
import { gtree, gtreeAsync } from './cli-helpers';

const LECTURE = 'examples/alphabeta-lecture.gtree';
/** The lecture tree: A (MAX) over B, C, D (MIN), and the leaves 3 12 8 | 2 4 6 | 14 5 2; the run cuts C's 4 and 6. */
const LEAVES = ['3', '12', '8', '2', '4', '6', '14', '5', '2'];

const texts = (svg: string, cls: string): string[] => [...svg.matchAll(new RegExp(`<text class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map((m) => m[1]);
/** The TikZ texts of a style (`gt value`), in the order drawn: what each `\gtreefit` holds. */
const tikzTexts = (tex: string, style: string): string[] =>
  tex
    .split('\n')
    .filter((l) => l.startsWith(`\\node[${style}, anchor=`))
    .map((l) => /\\gtreefit\{[^}]*\}\{[^}]*\}\{[^}]*\}\{(.*)\}\};$/.exec(l)![1]);
/** The lines that draw with a style matching `pattern` (the preamble's definitions left out). */
const drawnWith = (tex: string, pattern: RegExp): string[] => tex.split('\n').filter((l) => pattern.test(l) && !l.includes('/.style'));

describe('gtree export --blank: worksheets to print', () => {
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'gtree-worksheet-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('SVG: a box for each inner value and window, the leaves as given, no cut and no principal variation; the key draws the run', async () => {
    const sheet = join(dir, 'sheet.svg');
    const key = join(dir, 'key.svg');
    const run = await gtreeAsync('export', LECTURE, '--format', 'svg', '--blank', '-o', sheet, '--key', key);
    assert.equal(run.code, 0, run.errs.join('\n'));
    const blank = readFileSync(sheet, 'utf8');
    // The inner values and the windows' bounds are framed boxes for handwriting, each over 8 mm wide (0.75 pt a px); the words stay.
    assert.deepEqual(texts(blank, 'value'), LEAVES);
    assert.deepEqual(texts(blank, 'window'), Array(4).fill(['α=', 'β=']).flat());
    const widths = [...blank.matchAll(/<rect class="answer-box"[^>]* width="([\d.]+)"/g)].map((m) => Number(m[1]));
    assert.equal(widths.length, 4 + 8, 'a box for each of the 4 inner values and each bound of their 4 windows');
    for (const w of widths) assert.ok(w * 0.75 * (25.4 / 72) >= 8, `a box ${w} px wide is ${((w * 0.75 * 25.4) / 72).toFixed(1)} mm`);
    assert.doesNotMatch(blank, new RegExp(BLANK_BOX), 'no glyph a font may lack');
    assert.doesNotMatch(blank, /class="strike"|class="[^"]*\bpv\b|class="[^"]*\bfaded\b/);
    const solved = readFileSync(key, 'utf8');
    assert.deepEqual(texts(solved, 'value').slice(0, 2), ['3', '3']);
    assert.equal(solved.match(/class="strike"/g)?.length, 2);
    // The sheet states its conventions under a name line (a rule to write on); the key states them too.
    // The lecture file says no `variant:`: its stem stands for it, as on a page of many.
    assert.deepEqual(texts(blank, 'heading'), ['Name:', 'Variant: alphabeta-lecture', '"Alfa-beta primer": alpha-beta, fail-soft, cut when α ≥ β']);
    assert.match(blank, /<text class="heading"[^>]*>Name:<\/text><line class="rule" x1="[-\d.]+" y1="[-\d.]+" x2="[-\d.]+" y2="[-\d.]+"\/>/);
    assert.deepEqual(texts(solved, 'heading'), ['"Alfa-beta primer": alpha-beta, fail-soft, cut when α ≥ β']);
    // The heading is inside the drawing's extent, above the tree: the viewBox starts at or above its first line.
    const [, top] = /viewBox="([-\d.]+) ([-\d.]+)/.exec(blank)!.slice(1).map(Number);
    const firstLine = Number(/<text class="heading" x="[-\d.]+" y="([-\d.]+)"/.exec(blank)![1]);
    assert.ok(top <= firstLine - 12, `viewBox top ${top}, heading baseline ${firstLine}`);
  });

  it("one worksheet says its variant: the tree's `variant:`, which grading matches it by", async () => {
    const file = join(dir, 'vezba.gtree');
    writeFileSync(file, readFileSync(LECTURE, 'utf8').replace('algorithm: alphabeta', 'variant: vezba-3\n  algorithm: alphabeta'));
    const run = await gtreeAsync('export', file, '--format', 'svg', '--blank');
    assert.equal(run.code, 0, run.errs.join('\n'));
    assert.deepEqual(texts(run.out.join('\n'), 'heading'), ['Name:', 'Variant: vezba-3', '"Alfa-beta primer": alpha-beta, fail-soft, cut when α ≥ β']);
  });

  it('the heading says the run the sheet is graded by: --fail hard, a depth', async () => {
    const run = await gtreeAsync('export', 'examples/depth-limited-estimates.gtree', '--format', 'svg', '--blank', '--fail', 'hard');
    assert.equal(run.code, 0, run.errs.join('\n'));
    assert.deepEqual(texts(run.out.join('\n'), 'heading'), [
      'Name:',
      'Variant: depth-limited-estimates',
      '"Ograničena dubina": alpha-beta, fail-hard, cut when α ≥ β, searched to depth 2',
    ]);
  });

  it('TikZ, the same drawing: a framed square for each inner value and bound, the leaves as given, no cut stroke, no principal variation; the key has them', async () => {
    const key = join(dir, 'key.tex');
    const run = await gtreeAsync('export', LECTURE, '--format', 'tikz', '--blank', '--key', key);
    assert.equal(run.code, 0, run.errs.join('\n'));
    const blank = run.out.join('\n');
    // The SVG's boxes as rectangles at the same coordinates, the words between them as texts.
    assert.deepEqual(tikzTexts(blank, 'gt value'), LEAVES);
    assert.deepEqual(tikzTexts(blank, 'gt small, gt muted'), Array(4).fill(['$\\alpha$=', '$\\beta$=']).flat());
    assert.equal(blank.split('\n').filter((l) => /^\\draw\[\] \([-\d.]+,[-\d.]+\) rectangle/.test(l)).length, 12);
    assert.deepEqual(drawnWith(blank, /gt strike|gt pv|opacity=0\.35/), [], 'no cut, no principal variation, nothing faded');
    assert.deepEqual(tikzTexts(blank, 'gt edge'), [
      'Name:',
      'Variant: alphabeta-lecture',
      '"Alfa-beta primer": alpha-beta, fail-soft, cut when $\\alpha$ $\\geq$ $\\beta$',
    ]);
    const solved = readFileSync(key, 'utf8');
    assert.deepEqual(tikzTexts(solved, 'gt value').slice(0, 2), ['3', '3']);
    assert.equal(drawnWith(solved, /gt strike/).length, 2, "C's two cut edges");
  });

  it('puts many worksheets in one document, a page each with a name line and its variant', async () => {
    const files = ['examples/alphabeta-lecture.gtree', 'test/fixtures/grade/key.gtree'];
    const run = await gtreeAsync('export', ...files, '--format', 'tikz', '--blank');
    assert.equal(run.code, 0, run.errs.join('\n'));
    const tex = run.out.join('\n');
    assert.match(tex, /^\\documentclass\[border=6pt, multi=tikzpicture\]\{standalone\}/);
    assert.equal(tex.match(/\\begin\{tikzpicture\}/g)?.length, 2);
    // Neither file says its variant: the file's stem stands for it.
    assert.deepEqual(
      tikzTexts(tex, 'gt edge').filter((t) => /^(Name|Variant)/.test(t)),
      ['Name:', 'Variant: alphabeta-lecture', 'Name:', 'Variant: key'],
    );
    assert.equal(gtree('export', ...files, '--format', 'svg', '--blank').code, 2, 'an SVG is one drawing');
  });

  it('says what does not go together, with exit 2; without pdflatex, a PDF is a clear error with exit 1', async () => {
    assert.match(gtree('export', LECTURE, '--format', 'json', '--blank').errs[0], /--blank draws a worksheet/);
    const lone = gtree('export', LECTURE, '--format', 'tikz', '--key', join(dir, 'k.tex'));
    assert.equal(lone.code, 2);
    assert.match(lone.errs[0], /add --blank/);
    assert.match(gtree('export', LECTURE, '--format', 'pdf').errs[0], /add -o OUT\.pdf/);
    const path = process.env.PATH;
    process.env.PATH = dir; // a folder without pdflatex
    try {
      const pdf = await gtreeAsync('export', LECTURE, '--format', 'pdf', '--blank', '-o', join(dir, 'sheet.pdf'));
      assert.equal(pdf.code, 1);
      assert.match(pdf.errs[0], /a PDF needs pdflatex .* on the PATH/);
    } finally {
      process.env.PATH = path;
    }
  });
});
