import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkText, diagramOf, run } from '../../src/core';
import { toTikz } from '../../src/core/diagram/tikz';
import { gtree, gtreeAsync } from './cli-helpers';

function tikzOf(text: string, options = { standalone: true, light: true }): string {
  const tree = checkText(text).trees[0].model;
  assert.ok(tree);
  const outcome = run(tree);
  assert.ok(outcome.ok);
  return toTikz(diagramOf(tree, outcome.trace), options);
}

/** Compiles with Debian's pdflatex (texlive-latex-extra holds forest; `npm test` installs it) and returns the log on failure. */
function compiles(tex: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-tikz-'));
  try {
    writeFileSync(join(dir, 'tree.tex'), tex);
    try {
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'tree.tex'], { cwd: dir, stdio: 'pipe', timeout: 120_000 });
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code === 'ENOENT')
        assert.fail('pdflatex is missing: `npm test` installs it (scripts/setup.mjs), or: apt-get install texlive-latex-extra texlive-pictures');
      assert.fail(
        `pdflatex failed:\n${readFileSync(join(dir, 'tree.log'), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('!'))
          .join('\n')}\n${tex}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const example = (name: string): string => readFileSync(`examples/${name}`, 'utf8');

describe('TikZ export', function () {
  this.timeout(120_000); // pdflatex takes seconds, more on a busy machine
  it("draws the lecture tree with MAX/MIN shapes, windows, moves and exactly C's two cut edges", () => {
    const tex = tikzOf(example('alphabeta-lecture.gtree'));
    assert.equal(tex.match(/^\s*\[\{/gm)?.length, 13, 'one forest node per tree node');
    assert.match(tex, /\[\{\$3\$\}, max, name=\{A\}, window=\{\$\\alpha = -\\infty\$\\\\\$\\beta = \+\\infty\$\}/);
    assert.match(tex, /\[\{\$2\$\}, min, name=\{C\}, move=\{a2\}, window=\{\$\\alpha = 3\$/);
    assert.deepEqual(tex.match(/\[\{\$\d+\$\}, leaf, cut, faded\]/g), ['[{$4$}, leaf, cut, faded]', '[{$6$}, leaf, cut, faded]']);
    compiles(tex);
  });

  it('marks negascout cuts with two strokes and compiles chance and max^n trees', () => {
    const scout = tikzOf(example('negascout-borba-veverica.gtree'));
    assert.match(scout, /scoutcut/);
    compiles(scout);
    compiles(tikzOf(example('dice-zadatak7-expectimax.gtree')));
    compiles(tikzOf(example('maxn-three-players.gtree')));
  });

  it('escapes every LaTeX special character in labels and moves', () => {
    const tex = tikzOf('tree {\n  "A_1 & {x} 50% #2 $y ~z ^w \\\\" [ "m_1" -> 3 "b&c" -> 4 ]\n}\n', { standalone: true, light: false });
    assert.match(tex, /name=\{A\\_1 \\& \\\{x\\\} 50\\% \\#2 \\\$y \\~\{\}z \\\^\{\}w \\textbackslash\{\}\}/);
    compiles(tex);
  });

  it('gives a forest environment to paste into slides when not standalone', () => {
    const tex = tikzOf(example('alphabeta-lecture.gtree'), { standalone: false, light: false });
    assert.match(tex, /^% .*\n\\begin\{forest\}/);
    assert.doesNotMatch(tex, /documentclass/);
  });
});

describe('gtree export', () => {
  it('prints the TikZ document or the JSON trace of the chosen tree and algorithm', async () => {
    const tikz = gtree('export', 'examples/alphabeta-lecture.gtree', '--format', 'tikz');
    assert.equal(tikz.code, 0, tikz.errs.join('\n'));
    assert.match(tikz.out.join('\n'), /^\\documentclass[\s\S]*\\begin\{forest\}[\s\S]*name=\{C\}, move=\{a2\}/);
    const snippet = gtree('export', 'examples/alphabeta-lecture.gtree', '--format=tikz', '--snippet', '--algorithm', 'minimax');
    assert.doesNotMatch(snippet.out.join('\n'), /documentclass|, (scout)?cut[,\]]/);
    const json = await gtreeAsync('export', 'examples/alphabeta-lecture.gtree', '--format', 'json', '--algorithm', 'negascout');
    assert.equal(JSON.parse(json.out.join('\n')).algorithm, 'negascout');
  });

  it('says what is wrong with a bad format, a missing file or an algorithm that does not fit, with exit 2 or 1', () => {
    const bad = gtree('export', 'examples/alphabeta-lecture.gtree', '--format', 'docx');
    assert.equal(bad.code, 2);
    assert.match(bad.errs.join('\n'), /--format takes .*not 'docx'/);
    assert.equal(gtree('export', 'no-such-file.gtree', '--format', 'tikz').code, 1);
    const chance = gtree('export', 'examples/dice-zadatak7-expectimax.gtree', '--format', 'tikz', '--algorithm', 'alphabeta');
    assert.equal(chance.code, 1);
    assert.match(chance.errs.join('\n'), /chance nodes/);
  });
});
