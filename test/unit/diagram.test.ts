import * as assert from 'node:assert/strict';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { DiagramModel, DiagramNode } from '../../src/core';
import { elkGraphOf, resultOf, type LayoutInput, type LayoutResult } from '../../src/render/layout';
import { geometryOf } from '../../src/render/geometry';
import { layoutInputOf } from '../../src/render/layout-input';
import { finalLooks } from '../../src/render/look';
import { captionOf, replayLooks } from '../../src/render/replay';
import { AUTO_COLLAPSE_ABOVE, autoCollapsed, depthsOf, visibleTree } from '../../src/render/visible';
import { diagramOfExample, diagramOfText, exampleText, randomTreeText } from './diagram-fixtures';

const LECTURE = 'alphabeta-lecture.gtree';
const byName = (d: DiagramModel, name: string): DiagramNode => d.nodes.find((n) => n.name === name)!;
const childrenOf = (d: DiagramModel, id: number): DiagramNode[] => d.nodes.filter((n) => n.parent === id);

describe('diagram model (core diagramOf)', () => {
  const lecture = diagramOfExample(LECTURE);

  it("cuts exactly C's 2nd and 3rd children on the lecture tree", () => {
    const c = byName(lecture, 'C');
    const [, second, third] = childrenOf(lecture, c.id);
    assert.deepEqual(
      lecture.nodes.filter((n) => n.cut !== 0).map((n) => [n.id, n.cut]),
      [
        [second.id, 1],
        [third.id, 1],
      ],
    );
  });

  it('has the levels MAX, MIN and the header facts', () => {
    assert.deepEqual(lecture.levels, ['MAX', 'MIN']);
    assert.equal(lecture.rootValue, '3');
    assert.equal(lecture.algorithm, 'alpha-beta');
    assert.equal(lecture.nodes.length, 13);
  });

  it('keeps the shapeKey when only payoffs change, and changes it when a label or a child changes', () => {
    const text = exampleText(LECTURE);
    const key = (t: string): string => diagramOfText(t).shapeKey;
    assert.equal(key(text.replace('[ 3 12 8 ]', '[ 4 13 9 ]')), lecture.shapeKey);
    assert.notEqual(key(text.replace('a1 -> B', 'a1 -> Bee')), lecture.shapeKey);
    assert.notEqual(key(text.replace('[ 3 12 8 ]', '[ 3 12 8 1 ]')), lecture.shapeKey);
    assert.notEqual(key(text.replace('a1 -> B', 'left -> B')), lecture.shapeKey);
  });

  it('marks negascout null-window cuts with two strokes', () => {
    const scout = diagramOfExample('negascout-borba-veverica.gtree');
    assert.ok(scout.nodes.some((n) => n.cut === 2));
    assert.ok(scout.nodes.some((n) => n.researched));
  });

  it("says why C's children are pruned in the replay", () => {
    assert.ok(
      lecture.steps.some((s) => s.kind === 'prune' && s.text.includes('α = 3 ≥ β = 2 at C')),
      lecture.steps.map((s) => s.text).join('\n'),
    );
  });
});

describe('diagram looks and replay (webview)', () => {
  const lecture = diagramOfExample(LECTURE);
  const pruneStep = lecture.steps.findIndex((s) => s.kind === 'prune');
  const c = byName(lecture, 'C');
  const cut = childrenOf(lecture, c.id)
    .slice(1)
    .map((n) => n.id);

  it('fades the nodes a run never visited, and only those', () => {
    const looks = finalLooks(lecture);
    assert.deepEqual(
      looks.flatMap((l, id) => (l.faded ? [id] : [])),
      cut,
    );
  });

  it('strikes edges from the prune step on, and shows only what was entered so far', () => {
    assert.deepEqual(
      replayLooks(lecture, pruneStep - 1).flatMap((l, id) => (l.cut ? [id] : [])),
      [],
    );
    const at = replayLooks(lecture, pruneStep);
    assert.deepEqual(
      at.flatMap((l, id) => (l.cut ? [id] : [])),
      cut,
    );
    assert.equal(at[c.id].current, true);
    assert.equal(at[byName(lecture, 'D').id].pending, true);
    assert.equal(at[byName(lecture, 'B').id].value, '3');
    assert.equal(at[c.id].value, null, 'C has not returned yet');
    const caption = captionOf(lecture, pruneStep);
    assert.match(caption.text, /α = 3 ≥ β = 2 at C/);
    assert.equal(caption.window, 'α = 3, β = 2');
  });

  it('collapses big trees below a level so that at most AUTO_COLLAPSE_ABOVE nodes are drawn', () => {
    const big = diagramOfText(randomTreeText(5000, 5));
    const collapsed = autoCollapsed(big.nodes, depthsOf(big.nodes));
    const drawn = visibleTree(big.nodes, new Set(collapsed)).ids.length;
    assert.ok(collapsed.length > 0 && drawn <= AUTO_COLLAPSE_ABOVE && drawn > AUTO_COLLAPSE_ABOVE / 4, `${drawn} drawn`);
    assert.deepEqual(autoCollapsed(lecture.nodes, depthsOf(lecture.nodes)), []);
  });
});

describe('diagram layout (ELK in Node, the webview worker’s graph and options)', function () {
  this.timeout(60_000);
  const elk = new ELK();
  const layOut = async (d: DiagramModel, collapsed = new Set<number>()): Promise<{ input: LayoutInput; result: LayoutResult; ids: Int32Array }> => {
    const visible = visibleTree(d.nodes, collapsed);
    const input = layoutInputOf(visible, geometryOf(d, visible.ids, visible.parents));
    return { input, result: resultOf(await elk.layout(elkGraphOf(input)), input), ids: visible.ids };
  };

  it('keeps B, C, D of the lecture tree in written order', async () => {
    const lecture = diagramOfExample(LECTURE);
    const { result } = await layOut(lecture);
    const x = (name: string): number => result.xs[byName(lecture, name).id];
    assert.ok(x('B') < x('C') && x('C') < x('D'), `B ${x('B')}, C ${x('C')}, D ${x('D')}`);
    assert.ok(Math.abs(x('A') - x('C')) < 1, 'A is centred over its children');
  });

  it('keeps siblings in written order and parents over their children on a random 200-node tree', async () => {
    const d = diagramOfText(randomTreeText(200, 11));
    const { result } = await layOut(d);
    const seen = new Map<number, number>();
    for (const n of d.nodes) {
      if (n.parent < 0) continue;
      const previous = seen.get(n.parent);
      if (previous !== undefined) assert.ok(result.xs[previous] < result.xs[n.id], `node ${n.id} after its sibling ${previous}`);
      seen.set(n.parent, n.id);
    }
    for (const n of d.nodes) {
      const kids = childrenOf(d, n.id);
      if (kids.length === 0) continue;
      const [first, last] = [result.xs[kids[0].id], result.xs[kids[kids.length - 1].id]];
      assert.ok(result.xs[n.id] >= first - 0.5 && result.xs[n.id] <= last + 0.5, `node ${n.id} over its children`);
    }
  });

  it('gives the same slots when only values change (no new layout needed)', () => {
    const a = diagramOfText(randomTreeText(200, 11));
    const b = diagramOfText(randomTreeText(200, 11, 7));
    assert.equal(a.shapeKey, b.shapeKey);
    const slots = (d: DiagramModel): number[] => {
      const visible = visibleTree(d.nodes, new Set());
      return Array.from(layoutInputOf(visible, geometryOf(d, visible.ids, visible.parents)).widths);
    };
    assert.deepEqual(slots(a), slots(b));
  });

  it('lays out only the drawn nodes when some are collapsed', async () => {
    const lecture = diagramOfExample(LECTURE);
    const { ids, result } = await layOut(lecture, new Set([byName(lecture, 'C').id]));
    assert.equal(ids.length, 10);
    assert.equal(result.xs.length, 10);
  });
});
