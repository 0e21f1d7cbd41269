import * as assert from 'node:assert/strict';
import MarkdownIt from 'markdown-it';
import type { DiagramModel } from '../../src/core';
import { BLANK_VALUE, BLANK_WINDOW, blankDiagram } from '../../src/core/diagram/blank-diagram';
import { extendMarkdownIt } from '../../src/extension/markdown/markdown-fence';
import { blockContent, tooLarge } from '../../src/markdown/block-content';
import { parseFenceOptions } from '../../src/markdown/fence-options';
import { scopedRules } from '../../src/markdown/theme-style';
import { diagramOfExample } from './diagram-fixtures';

// The lecture's alpha-beta tree (examples/alphabeta-lecture.gtree) as a note writes it. Pre-order ids:
// A 0, B 1 (3 12 8: 2 3 4), C 5 (2 4 6: 6 7 8), D 9 (14 5 2: 10 11 12).
const LECTURE = 'tree "Alfa-beta primer" {\n  algorithm: alphabeta\n  A [\n    a1 -> B [ 3 12 8 ]\n    a2 -> C [ 2 4 6 ]\n    a3 -> D [ 14 5 2 ]\n  ]\n}\n';
const INNER = [0, 1, 5, 9];

function diagramsOf(info: string, source: string): readonly DiagramModel[] {
  const content = blockContent(info, source);
  if (!content.ok) assert.fail(`the block has problems: ${JSON.stringify(content.problems)}`);
  return content.diagrams;
}

describe('Markdown: the options of a ```gtree fence', () => {
  it('reads none, an algorithm, blank, and both in either order', () => {
    assert.deepEqual(parseFenceOptions('gtree'), { ok: true, options: { algorithm: null, blank: false } });
    assert.deepEqual(parseFenceOptions('gtree algorithm=negascout'), { ok: true, options: { algorithm: 'negascout', blank: false } });
    assert.deepEqual(parseFenceOptions('gtree blank'), { ok: true, options: { algorithm: null, blank: true } });
    assert.deepEqual(parseFenceOptions('  gtree   blank  algorithm=minimax '), { ok: true, options: { algorithm: 'minimax', blank: true } });
  });

  it('says what is wrong with a bad option, and which options there are', () => {
    const message = (info: string): string => {
      const r = parseFenceOptions(info);
      assert.equal(r.ok, false, `'${info}' was accepted`);
      return (r as { message: string }).message;
    };
    assert.equal(
      message('gtree algoritm=minimax'),
      "In the fence's first line, unknown option 'algoritm=minimax': a gtree block takes `algorithm=NAME` and `blank`.",
    );
    assert.match(message('gtree algorithm=negascot'), /unknown algorithm 'negascot': the names are minimax, alphabeta, .*negascout/);
    assert.match(message('gtree algorithm='), /'algorithm' needs a name: algorithm=alphabeta/);
    assert.match(message('gtree algorithm'), /'algorithm' needs a name/);
    assert.match(message('gtree blank=yes'), /'blank' takes no value, not 'blank=yes'/);
    assert.match(message('gtree blank blank'), /'blank' is given twice/);
  });
});

describe('Markdown: what a ```gtree block shows', () => {
  it("runs the tree's algorithm (alpha-beta by default): value 3, C's 2nd and 3rd edges cut, the principal variation through B", () => {
    const [d] = diagramsOf('gtree', LECTURE);
    assert.equal(d.rootValue, '3');
    assert.deepEqual(
      d.nodes.filter((n) => n.cut > 0).map((n) => n.id),
      [7, 8],
    );
    assert.deepEqual(
      d.nodes.filter((n) => n.pv).map((n) => n.id),
      [0, 1, 2],
    );
    assert.equal(d.nodes[5].window?.text, 'α = 3, β = +∞');
  });

  it('runs the algorithm the fence names instead: minimax cuts nothing and passes no windows', () => {
    const [d] = diagramsOf('gtree algorithm=minimax', LECTURE);
    assert.equal(d.algorithm, 'minimax');
    assert.equal(d.rootValue, '3');
    assert.equal(d.nodes.filter((n) => n.cut > 0 || n.window !== null).length, 0);
  });

  it('draws a blank sheet: inner values and windows empty boxes, leaves as given, no cuts, no principal variation', () => {
    const [d] = diagramsOf('gtree blank', LECTURE);
    assert.deepEqual(
      d.nodes.filter((n) => n.value === BLANK_VALUE).map((n) => n.id),
      INNER,
    );
    assert.deepEqual(
      d.nodes.filter((n) => n.window === BLANK_WINDOW).map((n) => n.id),
      INNER,
    );
    assert.deepEqual(
      d.nodes.filter((n) => !INNER.includes(n.id)).map((n) => n.value?.text),
      ['3', '12', '8', '2', '4', '6', '14', '5', '2'],
    );
    assert.equal(d.nodes.filter((n) => n.cut > 0 || n.pv).length, 0);
    assert.equal(d.rootValue, null);
    assert.equal(d.pvText, '');
  });

  it('shows a syntax error with its line and column counted from the block', () => {
    const content = blockContent('gtree', 'A [\n  B [ 3 12 ]\n  C [ 2 x ]\n]\n');
    assert.deepEqual(content, {
      ok: false,
      problems: [{ message: "Leaf 'x' has no value: write its payoff (as in 'x = 3') or give it children in [ ... ].", line: 3, column: 9 }],
    });
  });

  it("shows a bad option instead of the drawing, and an algorithm that cannot run the tree with the tree's place", () => {
    assert.deepEqual(blockContent('gtree colour=red', LECTURE), {
      ok: false,
      problems: [
        { message: "In the fence's first line, unknown option 'colour=red': a gtree block takes `algorithm=NAME` and `blank`.", line: null, column: null },
      ],
    });
    // Run failures are placed at the tree (line 1, column 1 of the block), not at the fence.
    assert.deepEqual(blockContent('gtree algorithm=alphabeta', 'A [\n  chance [ 1/2 -> 3  1/2 -> 5 ]\n  4\n]\n'), {
      ok: false,
      problems: [{ message: 'alpha-beta cannot handle chance nodes, and this tree has some: use expectimax (or maxn).', line: 1, column: 1 }],
    });
  });

  it('does not run or draw a tree larger than a note draws (1 000 nodes, 64 levels), and says so at the tree', () => {
    // 1 + 10 + 100 + 1000 nodes: a root, 10 children, 100 grandchildren, 1000 leaves.
    const wide = `tree "Wide" {\n  R [ ${Array.from({ length: 10 }, () => `[ ${Array.from({ length: 10 }, () => `[ ${'1 '.repeat(10)}]`).join(' ')} ]`).join(' ')} ]\n}\n`;
    assert.deepEqual(blockContent('gtree', wide), {
      ok: false,
      problems: [{ message: tooLarge('Wide', 1111), line: 2, column: 3 }],
    });
    assert.match(tooLarge('Wide', 1111), /^'Wide' has 1111 nodes: a note draws trees of up to 1000 nodes and 64 levels\. Open it in gtree's diagram panel/);
    // A chain 65 levels deep, 66 nodes.
    const deep = `${'[ '.repeat(65)}1${' ]'.repeat(65)}\n`;
    assert.deepEqual(blockContent('gtree', deep), { ok: false, problems: [{ message: tooLarge('tree 0', 66), line: 1, column: 1 }] });
    // At the limits it is drawn: 64 levels.
    assert.equal(blockContent('gtree', `${'[ '.repeat(64)}1${' ]'.repeat(64)}\n`).ok, true);
  });

  it('says so of an empty block', () => {
    assert.deepEqual(blockContent('gtree', '\n'), { ok: false, problems: [{ message: 'The block holds no tree.', line: null, column: null }] });
  });
});

describe('core blankDiagram', () => {
  it("blanks the exercise sheet example's run the same way: every inner node a box, its 10 leaves as given", () => {
    const d = blankDiagram(diagramOfExample('exercise-blank-sheet.gtree'));
    const inner = new Set(d.nodes.map((n) => n.parent).filter((p) => p >= 0));
    assert.equal(inner.size, 10); // R, A, A1, A2, B, B1, C, C1, C2, C3
    for (const n of d.nodes) {
      assert.equal(n.value, inner.has(n.id) ? BLANK_VALUE : n.payoff, `node ${n.name}`);
      assert.equal(n.window, inner.has(n.id) ? BLANK_WINDOW : null, `node ${n.name}`);
      assert.equal(n.visits > 0, true, `node ${n.name} would be faded`);
    }
    assert.deepEqual(
      d.nodes.filter((n) => !inner.has(n.id)).map((n) => n.value?.text),
      ['4', '6', '7', '3', '2', '5', '8', '1', '9', '1', '3', '8', '8', '2'],
    );
    assert.equal(d.steps.length, 0);
  });
});

describe('Markdown: the preview plugin (extension host)', () => {
  const md = extendMarkdownIt(new MarkdownIt());

  it('turns a ```gtree fence into a block holding its first line and its source, escaped', () => {
    const html = md.render('Text.\n\n```gtree blank\nA [ "<b>" [ 1 2 ] 3 ]\n```\n');
    assert.equal(
      html,
      '<p>Text.</p>\n<div class="gtree-block" data-info="gtree blank"><pre class="gtree-source">A [ &quot;&lt;b&gt;&quot; [ 1 2 ] 3 ]\n</pre></div>\n',
    );
  });

  it("puts the playground's address on each block when one is set (http or https only), for its Practise link", () => {
    const linked = (url: string): string => extendMarkdownIt(new MarkdownIt(), () => url).render('```gtree\nA [ 1 2 ]\n```\n');
    assert.match(linked(' https://course.example/gtree/ '), /<div class="gtree-block" data-info="gtree" data-playground="https:\/\/course\.example\/gtree\/">/);
    for (const url of ['', 'javascript:alert(1)', 'file:///tmp/x.html', 'https://a.example/"><b>']) assert.doesNotMatch(linked(url), /data-playground/, url);
  });

  it('leaves every other fence to markdown-it', () => {
    assert.equal(md.render('```js\nx < 1\n```\n'), new MarkdownIt().render('```js\nx < 1\n```\n'));
    assert.equal(md.render('```gtreeish\nA\n```\n'), new MarkdownIt().render('```gtreeish\nA\n```\n'));
  });
});

describe("Markdown: the drawing's stylesheet in the preview", () => {
  it('puts every selector of every rule under the scope', () => {
    assert.equal(scopedRules('text{fill:red}\n.a .b,.c{x:y}', 'gtree-diagram'), '.gtree-diagram text{fill:red}\n.gtree-diagram .a .b,.gtree-diagram .c{x:y}');
  });
});
