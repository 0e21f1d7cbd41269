import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkText, diagramOf, generateTree, RANDOM_DEFAULTS, run, type DiagramModel } from '../../src/core';
import { diagramTikz } from '../../src/cli/diagram-svg';
import { gtree, gtreeAsync } from './cli-helpers';

/** The TikZ of every tree of `text` (each run with its own settings). */
async function tikzOf(text: string, options = { standalone: true, light: true }): Promise<string[]> {
  const out: string[] = [];
  for (const diagram of diagramsOf(text)) out.push(await diagramTikz(diagram, options));
  return out;
}

function diagramsOf(text: string): DiagramModel[] {
  return checkText(text).trees.map((t) => {
    assert.ok(t.model);
    // A tree with an unknown leaf has no single run: it is drawn solved over the range.
    if (t.model.unknown) return diagramOf(t.model, null);
    const outcome = run(t.model);
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.message);
    return diagramOf(t.model, outcome.trace);
  });
}

/** Compiles with pdflatex (`npm test` installs it) and returns the PDF's path in `dir`. */
function compile(tex: string, dir: string): string {
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
  return join(dir, 'tree.pdf');
}

function compiles(tex: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-tikz-'));
  try {
    compile(tex, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const example = (name: string): string => readFileSync(`examples/${name}`, 'utf8');

interface Line {
  readonly points: [number, number][];
  /** Half the line's width, in the picture's units (px: x=0.75pt). */
  readonly half: number;
}

interface TextBox {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * The edges and texts as the TikZ places them, read back from it: every `\draw` of an edge's
 * line or cut stroke with its line width (from the picture's styles), and every text node's
 * box: `\gtreefit{w}{h}{d}` keeps the text within w across (centred on the anchor for `base`,
 * right of it for `base west`, left for `base east`), h over the baseline and d under it.
 */
function placed(tex: string): { lines: Line[]; texts: TextBox[] } {
  const widths = new Map([...tex.matchAll(/(gt [\w ]+?)\/\.style=\{line width=([\d.]+)pt/g)].map((m) => [m[1], Number(m[2]) / 0.75]));
  const lines: Line[] = [];
  for (const m of tex.matchAll(/^\\draw\[([^\]]*)\] (\(.*\));$/gm)) {
    const styles = m[1].split(', ');
    if (!styles.includes('gt link') && !styles.includes('gt strike')) continue;
    const points = [...m[2].matchAll(/\((-?[\d.]+),(-?[\d.]+)\)/g)].map((p) => [Number(p[1]), Number(p[2])] as [number, number]);
    assert.match(m[2], /^\([^)]*\)( -- \([^)]*\))+$/, 'an edge is a polyline');
    lines.push({ points, half: Math.max(...styles.map((s) => widths.get(s) ?? 0)) / 2 });
  }
  const texts: TextBox[] = [];
  for (const m of tex.matchAll(
    /\\node\[[^\]]*anchor=(base|base west|base east)\] at \((-?[\d.]+),(-?[\d.]+)\) \{\\gtreefit\{([\d.]+)\}\{([\d.]+)\}\{([\d.]+)\}\{(.*)\}\};$/gm,
  )) {
    const [x, y, w, h, d] = m.slice(2, 7).map(Number);
    const left = m[1] === 'base' ? x - w / 2 : m[1] === 'base east' ? x - w : x;
    texts.push({ text: m[7], left, right: left + w, top: y - h, bottom: y + d });
  }
  assert.equal(texts.length, (tex.match(/\\node\[/g) ?? []).length, 'every text node is read');
  return { lines, texts };
}

/** Whether the segment a–b comes within `r` of the box (the box grown by r on every side: its end points in it, or crossing one of its sides). */
function meets(a: [number, number], b: [number, number], box: TextBox, r: number): boolean {
  const [l, t, rt, bt] = [box.left - r, box.top - r, box.right + r, box.bottom + r];
  const inside = ([x, y]: [number, number]): boolean => x > l && x < rt && y > t && y < bt;
  if (inside(a) || inside(b)) return true;
  // Where the segment is at x = c (or y = c), if it gets there.
  const atX = (c: number): number | null => (a[0] === b[0] || (c - a[0]) * (c - b[0]) > 0 ? null : a[1] + ((b[1] - a[1]) * (c - a[0])) / (b[0] - a[0]));
  const atY = (c: number): number | null => (a[1] === b[1] || (c - a[1]) * (c - b[1]) > 0 ? null : a[0] + ((b[0] - a[0]) * (c - a[1])) / (b[1] - a[1]));
  const between = (v: number | null, lo: number, hi: number): boolean => v !== null && v > lo && v < hi;
  return between(atX(l), t, bt) || between(atX(rt), t, bt) || between(atY(t), l, rt) || between(atY(bt), l, rt);
}

/** Each text some line meets, with the line: none when the drawing keeps its texts clear. */
function crossings(tex: string): string[] {
  const { lines, texts } = placed(tex);
  const found: string[] = [];
  for (const line of lines)
    for (let k = 1; k < line.points.length; k++)
      for (const box of texts)
        if (meets(line.points[k - 1], line.points[k], box, line.half)) found.push(`${line.points[k - 1]} -- ${line.points[k]} through "${box.text}"`);
  return found;
}

describe('TikZ export', function () {
  this.timeout(120_000); // pdflatex takes seconds, more on a busy machine
  it("draws the lecture tree as the panel does: windows over the nodes, exactly C's two cut edges, A → B → 3 thick", async () => {
    const [tex] = await tikzOf(example('alphabeta-lecture.gtree'));
    assert.equal(tex.match(/^% node \d+$/gm)?.length, 13, 'one drawn node per tree node');
    // Pre-order ids: A 0, B 1 (leaves 2–4), C 5 (leaves 6–8: 2, 4, 6), D 9.
    assert.deepEqual(tex.match(/^% edge \d+ cut \d$/gm), ['% edge 7 cut 1', '% edge 8 cut 1']);
    assert.deepEqual(
      [...tex.matchAll(/^% edge (\d+)\n\\draw\[gt link, gt pv\]/gm)].map((m) => m[1]),
      ['1', '2'],
    );
    const texts = placed(tex).texts.map((t) => t.text);
    for (const t of ['A', 'B', 'C', 'D', 'a1', 'a2', 'a3', 'MAX', 'MIN', '$\\alpha$=3 $\\beta$=+$\\infty$', '$\\alpha$=-$\\infty$ $\\beta$=+$\\infty$'])
      assert.ok(texts.includes(t), t);
    assert.deepEqual(texts.filter((t) => /^\d+$/.test(t)).map(Number), [3, 3, 3, 12, 8, 2, 2, 4, 6, 2, 14, 5, 2]);
  });

  it('keeps every edge, the principal variation and the cut strokes included, clear of every text, on every example', async () => {
    const files = readdirSync('examples').filter((f) => f.endsWith('.gtree'));
    assert.ok(
      files.some((f) => example(f).includes('unknowns:')),
      'a tree with an unknown leaf, drawn solved, among them',
    );
    assert.ok(files.length >= 10);
    for (const file of files)
      for (const tex of await tikzOf(example(file))) {
        assert.ok(placed(tex).texts.length > 0 && placed(tex).lines.length > 0, file);
        assert.deepEqual(crossings(tex), [], file);
      }
  });

  it('keeps them clear on generated trees of every algorithm family', async () => {
    for (const [seed, depth, algorithm] of [
      [1, 3, 'alphabeta'],
      [2, 4, 'alphabeta'],
      [5, 3, 'negascout'],
      [7, 4, 'negamax'],
      [11, 3, 'minimax'],
    ] as const) {
      const made = generateTree({ kind: 'random', ...RANDOM_DEFAULTS, seed, depth, maxBranching: 4, algorithm });
      assert.ok(made.ok);
      for (const tex of await tikzOf(made.text)) assert.deepEqual(crossings(tex), [], `seed ${seed}`);
    }
  });

  it('finds an edge drawn through a text (the check itself)', () => {
    const tex = (y: number): string =>
      `gt link/.style={line width=0.6pt}\n\\draw[gt link] (0,0) -- (0,${y});\n\\node[gt small, anchor=base] at (0,20) {\\gtreefit{30}{7.5}{2.2}{A}};\n`;
    assert.deepEqual(crossings(tex(12)), []);
    assert.deepEqual(crossings(tex(13)), ['0,0 -- 0,13 through "A"']);
  });

  it('compiles, and the lecture tree, chance, max^n, negascout and position trees come out as PDFs', async () => {
    for (const name of [
      'alphabeta-lecture.gtree',
      'negascout-borba-veverica.gtree',
      'dice-zadatak7-expectimax.gtree',
      'maxn-three-players.gtree',
      'xo-zadatak1-minimax.gtree',
    ])
      compiles((await tikzOf(example(name)))[0]);
  });

  it('escapes every LaTeX special character in labels and moves', async () => {
    const [tex] = await tikzOf('tree {\n  "A_1 & {x} 50% #2 $y ~z ^w \\\\" [ "m_1" -> 3 "b&c" -> 4 ]\n}\n', { standalone: true, light: false });
    assert.ok(tex.includes('{m\\_1}') && tex.includes('{b\\&c}'), tex);
    assert.ok(tex.includes('{A\\_1 \\&}'), tex);
    compiles(tex);
  });

  it('gives a tikzpicture to paste into slides when not standalone', async () => {
    const [tex] = await tikzOf(example('alphabeta-lecture.gtree'), { standalone: false, light: false });
    assert.match(tex, /^% .*\n\\begin\{tikzpicture\}/);
    assert.doesNotMatch(tex, /documentclass|color=black/);
  });
});

describe('gtree export', () => {
  it('prints the TikZ document or the JSON trace of the chosen tree and algorithm', async () => {
    const tikz = await gtreeAsync('export', 'examples/alphabeta-lecture.gtree', '--format', 'tikz');
    assert.equal(tikz.code, 0, tikz.errs.join('\n'));
    assert.match(tikz.out.join('\n'), /^\\documentclass[\s\S]*\\begin\{tikzpicture\}[\s\S]*% edge 8 cut 1/);
    const snippet = await gtreeAsync('export', 'examples/alphabeta-lecture.gtree', '--format=tikz', '--snippet', '--algorithm', 'minimax');
    assert.doesNotMatch(snippet.out.join('\n'), /documentclass| cut \d/);
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
