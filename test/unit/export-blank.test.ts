/**
 * `gtree export --blank`: the worksheet drawn as the lecture hands it out (empty boxes for every
 * inner value and window, the leaves' payoffs, no cuts, no principal variation), and with --key
 * the solved drawing as its own file.
 */
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLANK_BOX } from '../../src/core';
import { gtree, gtreeAsync } from './cli-helpers';

const LECTURE = 'examples/alphabeta-lecture.gtree';
/** The lecture tree: A (MAX) over B, C, D (MIN), and the leaves 3 12 8 | 2 4 6 | 14 5 2; the run cuts C's 4 and 6. */
const LEAVES = ['3', '12', '8', '2', '4', '6', '14', '5', '2'];

const texts = (svg: string, cls: string): string[] => [...svg.matchAll(new RegExp(`<text class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map((m) => m[1]);
/** The forest nodes' contents, in the order written: `$3$` for a leaf, empty for a blank. */
const forestValues = (tex: string): string[] => [...tex.matchAll(/^\s*\[\{([^}]*)\}, (max|min|leaf)/gm)].map((m) => `${m[2]}:${m[1]}`);

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
    assert.deepEqual(texts(blank, 'value'), [BLANK_BOX, BLANK_BOX, ...LEAVES.slice(0, 3), BLANK_BOX, ...LEAVES.slice(3, 6), BLANK_BOX, ...LEAVES.slice(6)]);
    assert.deepEqual(texts(blank, 'window'), Array(4).fill(`α=${BLANK_BOX} β=${BLANK_BOX}`));
    assert.doesNotMatch(blank, /class="strike"|class="[^"]*\bpv\b|class="[^"]*\bfaded\b/);
    const solved = readFileSync(key, 'utf8');
    assert.deepEqual(texts(solved, 'value').slice(0, 2), ['3', '3']);
    assert.equal(solved.match(/class="strike"/g)?.length, 2);
  });

  it('TikZ: inner nodes empty with a framed box for α and β, leaves with their payoffs, no cut or pv style; the key has them', () => {
    const key = join(dir, 'key.tex');
    const run = gtree('export', LECTURE, '--format', 'tikz', '--blank', '--key', key);
    assert.equal(run.code, 0, run.errs.join('\n'));
    const blank = run.out.join('\n');
    assert.deepEqual(forestValues(blank), [
      'max:',
      'min:',
      ...LEAVES.slice(0, 3).map((v) => `leaf:$${v}$`),
      'min:',
      ...LEAVES.slice(3, 6).map((v) => `leaf:$${v}$`),
      'min:',
      ...LEAVES.slice(6).map((v) => `leaf:$${v}$`),
    ]);
    assert.equal(blank.match(/\\framebox/g)?.length, 8, 'α and β boxes on each of the 4 inner nodes');
    assert.doesNotMatch(blank.split('\\begin{forest}')[1], /, (cut|scoutcut|pv|faded)\b/);
    assert.doesNotMatch(blank, /value /, 'the comment line gives no root value');
    const solved = readFileSync(key, 'utf8');
    assert.deepEqual(forestValues(solved).slice(0, 2), ['max:$3$', 'min:$3$']);
    assert.equal(solved.match(/, cut\b/g)?.length, 2);
  });

  it('says what does not go together, with exit 2; without pdflatex, a PDF is a clear error with exit 1', () => {
    assert.match(gtree('export', LECTURE, '--format', 'json', '--blank').errs[0], /--blank draws a worksheet/);
    const lone = gtree('export', LECTURE, '--format', 'tikz', '--key', join(dir, 'k.tex'));
    assert.equal(lone.code, 2);
    assert.match(lone.errs[0], /add --blank/);
    assert.match(gtree('export', LECTURE, '--format', 'pdf').errs[0], /add -o OUT\.pdf/);
    const path = process.env.PATH;
    process.env.PATH = dir; // a folder without pdflatex
    try {
      const pdf = gtree('export', LECTURE, '--format', 'pdf', '--blank', '-o', join(dir, 'sheet.pdf'));
      assert.equal(pdf.code, 1);
      assert.match(pdf.errs[0], /a PDF needs pdflatex .* on the PATH/);
    } finally {
      process.env.PATH = path;
    }
  });
});
