/**
 * `gtree export --format svg`: the webview's drawing code run in Node through svg-lite.
 * A real XML parser reads these files in the browser test; here a small well-formedness
 * check, the node and cut counts, and escaping.
 */
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diagramSvg } from '../../src/cli/diagram-svg';
import { LiteDocument, serializeSvg } from '../../src/render/svg-lite';
import { gtreeAsync } from './cli-helpers';
import { diagramOfExample, diagramOfText, randomTreeText } from './diagram-fixtures';

/** Tags balance, attributes are quoted, and no text holds a raw `<` or a bare `&`. Returns the open tags met, in order. */
function wellFormed(xml: string): string[] {
  const open: string[] = [];
  const seen: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  for (let at = 0; at < xml.length;) {
    const lt = xml.indexOf('<', at);
    const text = xml.slice(at, lt < 0 ? xml.length : lt);
    assert.doesNotMatch(text, /&(?!(amp|lt|gt|quot|#\d+);)/, `a bare & in ${JSON.stringify(text)}`);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    assert.ok(m, `a malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [, closing, name, , selfClosing] = m;
    if (closing) assert.equal(open.pop(), name, `</${name}> closes the open tag`);
    else {
      seen.push(m[0]);
      if (!selfClosing) open.push(name);
    }
    at = tag.lastIndex;
  }
  assert.deepEqual(open, [], 'every tag is closed');
  return seen;
}

const nodeTags = (svg: string): string[] => wellFormed(svg).filter((t) => /^<g class="node[ "]/.test(t));

describe('gtree export --format svg', () => {
  it('draws the lecture tree: one g.node per node, unfaded exactly where the run visited, two single cut strokes', async () => {
    const r = await gtreeAsync('export', 'examples/alphabeta-lecture.gtree', '--format', 'svg');
    assert.equal(r.code, 0, r.errs.join('\n'));
    const svg = r.out.join('\n');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[-\d. ]+" width="[\d.]+" height="[\d.]+">/);
    const lecture = diagramOfExample('alphabeta-lecture.gtree');
    const nodes = nodeTags(svg);
    assert.equal(nodes.length, 13);
    assert.equal(nodes.filter((t) => !/\bfaded\b/.test(t)).length, lecture.nodes.filter((n) => n.visits > 0).length);
    assert.equal(svg.match(/data-cut="1"/g)?.length, 2);
    assert.equal(svg.match(/data-cut="2"/g), null);
    assert.equal(svg.match(/class="strike"/g)?.length, 2);
    assert.doesNotMatch(svg, /var\(--/);
    assert.match(svg, /<rect class="background"[^>]* fill="#ffffff"\/>/);
    assert.match(svg, /<title>Alfa-beta primer — alpha-beta, value 3<\/title>/);
    assert.match(svg, /<text class="window"[^>]* aria-label="α = −∞, β = \+∞">α=−∞ β=\+∞<\/text>/);
  });

  it('escapes labels, moves and the tree name, so no markup from the tree gets into the file', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const dir = mkdtempSync(join(tmpdir(), 'gtree-svg-'));
    const file = join(dir, 'evil.gtree');
    // Labels are drawn in short lines (the rest elided): a short one is drawn whole, a long one in part, both escaped.
    writeFileSync(file, `tree "${evil} & co" {\n  "${evil}" [ "a&b" -> "<i>&" [ 1 2 ] "\\"q\\"" -> [ 3 4 ] ]\n}\n`);
    const out = join(dir, 'evil.svg');
    const r = await gtreeAsync('export', file, '--format', 'svg', '-o', out);
    assert.equal(r.code, 0, r.errs.join('\n'));
    assert.deepEqual(r.errs, [`wrote ${out}`]);
    const svg = readFileSync(out, 'utf8');
    wellFormed(svg);
    assert.doesNotMatch(svg, /<img|<i>/);
    assert.equal(svg.split(`${evil.replace('<', '&lt;').replace('>', '&gt;')} &amp; co`).length - 1, 1, 'the title');
    assert.match(svg, />&lt;img</, 'the long label, in part');
    assert.match(svg, />&lt;i&gt;&amp;</, 'the short label');
    assert.match(svg, />a&amp;b</);
  });

  it('draws chance, max^n and negascout trees whole, with two strokes on scout cuts', async () => {
    for (const [file, shape] of [
      ['dice-zadatak7-expectimax.gtree', 'chance'],
      ['maxn-three-players.gtree', 'player'],
      ['negascout-borba-veverica.gtree', 'max'],
    ]) {
      const diagram = diagramOfExample(file);
      const svg = await diagramSvg(diagram);
      const nodes = nodeTags(svg);
      assert.equal(nodes.length, diagram.nodes.length, file);
      assert.ok(
        nodes.some((t) => t.includes(`data-shape="${shape}"`)),
        file,
      );
      assert.equal(svg.match(/data-cut="2"/g)?.length ?? 0, diagram.nodes.filter((n) => n.cut === 2).length, file);
    }
  });

  it('refuses what svg-lite does not implement instead of answering wrongly', () => {
    const doc = new LiteDocument();
    const g = doc.createElementNS('', 'g');
    assert.throws(() => g.querySelectorAll('g > text'), /class names only/);
    const text = doc.createElementNS('', 'text');
    g.appendChild(text);
    text.classList.add('a');
    text.classList.toggle('b');
    text.classList.toggle('a');
    text.textContent = 'x < y';
    assert.equal(g.querySelectorAll('.b').length, 1);
    assert.equal(serializeSvg(g), '<g xmlns="http://www.w3.org/2000/svg"><text class="b">x &lt; y</text></g>');
    text.remove();
    assert.equal(serializeSvg(g), '<g xmlns="http://www.w3.org/2000/svg"/>');
  });

  // How long this takes is the `svg` benchmark's (npm run bench svg).
  it('draws every node of a 100- and a 1000-node tree, well-formed', async function () {
    this.timeout(60_000);
    for (const size of [100, 1000]) {
      const svg = await diagramSvg(diagramOfText(randomTreeText(size, 2)));
      assert.equal(nodeTags(svg).length, size);
    }
  });
});
