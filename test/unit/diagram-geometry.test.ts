/**
 * What the drawing takes room for (geometry.ts), the view it opens with (fit.ts), and how
 * wide the course's exercises come out against a hand drawing.
 */
import * as assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { DiagramModel, DiagramNode } from '../../src/core';
import { LiteDocument, type LiteElement } from '../../src/render/svg-lite';
import { applyLooks, BADGE, drawScene } from '../../src/render/draw';
import { finalLooks } from '../../src/render/look';
import { applyPracticeMarks, cutBadge } from '../../src/render/practice-marks';
import { crosses, placeEdgeTexts, type EdgeText } from '../../src/render/edge-texts';
import { fitsLegibly, OPEN_SCALE, openingView, preferredScale, READABLE_SCALE, recentred } from '../../src/webview/fit';
import { FONT, geometryOf, nodeGeometry, sameSizes, textWidth, wrapLines } from '../../src/render/geometry';
import { layoutWith, type LayoutInput } from '../../src/render/layout';
import { layoutInputOf } from '../../src/render/layout-input';
import { SVG_NS } from '../../src/render/svg-document';
import { sameLayout, tidyLayout } from '../../src/render/tidy-layout';
import { positionSize } from '../../src/render/position-drawing';
import { visibleTree } from '../../src/render/visible';
import { diagramOfExample, diagramOfText, EXAMPLES, exampleText, randomTreeText, treeOf } from './diagram-fixtures';
import { diagramOf, run } from '../../src/core';
import { practiceDiagram } from '../../src/core/diagram/practice-diagram';

const byName = (d: DiagramModel, name: string): DiagramNode => d.nodes.find((n) => n.name === name)!;

/** A course example after a run of its algorithm, laid out by ELK and drawn into svg-lite. */
async function drawnExample(elk: InstanceType<typeof ELK>, file: string) {
  const tree = treeOf(exampleText(file));
  const outcome = run(tree);
  const diagram = outcome.ok ? diagramOf(tree, outcome.trace) : diagramOf(tree, null);
  const visible = visibleTree(diagram.nodes, new Set());
  const geometry = geometryOf(diagram, visible.ids, visible.parents);
  const layout = await layoutWith(elk, layoutInputOf(visible, geometry));
  const root = new LiteDocument().createElementNS(SVG_NS, 'g');
  return { diagram, visible, geometry, layout, root, scene: drawScene(root, diagram, visible, geometry, layout) };
}

describe('diagram geometry (webview geometry.ts)', () => {
  const lecture = diagramOfExample('alphabeta-lecture.gtree');

  it('wraps labels between words into a few short lines, eliding what does not fit', () => {
    assert.deepEqual(wrapLines('Dario vs Bron', 5, 3), ['Dario', 'vs', 'Bron']);
    assert.deepEqual(wrapLines('Tirion chooses (not Vesteros)', 9, 3), ['Tirion', 'chooses', '(not…']);
    assert.deepEqual(wrapLines('Planina vs Bron', 4, 3), ['Pla…', 'vs', 'Bron']);
    assert.deepEqual(wrapLines('A', 6, 3), ['A']);
    assert.deepEqual(wrapLines('one two three four', 5, 2), ['one', 'two…']);
  });

  it('does not let a long label set the width of a node', () => {
    const short = nodeGeometry(byName(lecture, 'B'), true);
    const long = nodeGeometry({ ...byName(lecture, 'B'), label: 'Tirion chooses a champion who is not from Vesteros' }, true);
    assert.equal(long.slot.w, short.slot.w);
    assert.ok(long.above!.lines.length <= 3 && long.above!.lines.every((l) => l.length <= 10), long.above!.lines.join('|'));
  });

  it('sizes boxes to their values, keeps leaves closer than inner nodes, and gives leaves no window', () => {
    const leaf = byName(lecture, 'leaf 12 (a1 → 2nd)');
    const small = nodeGeometry(leaf, false);
    const wide = nodeGeometry({ ...leaf, value: { text: '−1000', parts: ['−1000'] }, payoff: { text: '−1000', parts: ['−1000'] } }, false);
    assert.ok(wide.box.w > small.box.w + 20, `${wide.box.w} vs ${small.box.w}`);
    assert.equal(small.above, null, 'a leaf carries no window');
    const inner = nodeGeometry(byName(lecture, 'B'), true);
    assert.ok(small.slot.w - small.box.w < inner.slot.w - Math.max(inner.box.w, 54), 'the gap beside a leaf is smaller than beside an inner node');
    assert.equal(inner.above!.window, true);
  });

  it('draws a max^n tuple as a column, one line a player', () => {
    const maxn = diagramOfExample('maxn-three-players.gtree');
    const root = nodeGeometry(maxn.nodes[0], true);
    assert.equal(root.valueLines, 3);
    const leaf = nodeGeometry(
      maxn.nodes.find((n) => n.shape === 'leaf')!,
      false,
    );
    assert.ok(leaf.box.w < 30 && leaf.box.h >= 3 * 13, `${leaf.box.w}×${leaf.box.h}`);
  });

  it('keeps a plan only when the sizes are the same: sameSizes means the same geometry (random trees of one shape with other payoffs, every example under other algorithms)', () => {
    const geometryOfAll = (d: DiagramModel): ReturnType<typeof geometryOf> => {
      const visible = visibleTree(d.nodes, new Set());
      return geometryOf(d, visible.ids, visible.parents);
    };
    const pairs: [DiagramModel, DiagramModel][] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const base = diagramOfText(randomTreeText(30, seed));
      // 1 and 5 keep every payoff within two characters; 85 and -15 make some longer.
      for (const offset of [1, 5, 85, -15]) pairs.push([base, diagramOfText(randomTreeText(30, seed, offset))]);
      // Payoffs of 80–104 against 83–107: some windows grow past their room while the node's own value does not.
      pairs.push([diagramOfText(randomTreeText(30, seed, 80)), diagramOfText(randomTreeText(30, seed, 83))]);
    }
    // Three-digit payoffs: windows longer than their room, of other lengths under other algorithms.
    const long = 'tree "Long windows" {\n  algorithm: alphabeta\n  [ [ 100 120 105 ] [ 110 130 ] [ 99 140 101 ] ]\n}\n';
    const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'));
    for (const text of [long, ...examples.map(exampleText)]) {
      const tree = treeOf(text);
      if (tree.unknown) continue; // solved over its range: no single run
      const own = diagramOfText(text);
      for (const algorithm of ['minimax', 'alphabeta', 'negascout'] as const) {
        const outcome = run(tree, { algorithm });
        if (outcome.ok) pairs.push([own, diagramOf(tree, outcome.trace)]);
      }
      // Practice keeps room for the verdicts' badges.
      const outcome = run(tree, {});
      if (outcome.ok) pairs.push([own, practiceDiagram(own, outcome.trace, { checked: true, solutionShown: false, hint: null, announcement: null })]);
      // Not run (a problem in the file): no values, no windows.
      pairs.push([own, diagramOf(tree, null, 'not run')]);
      // One window longer than its room, everything else as it was.
      const root = own.nodes[0];
      if (root.window) pairs.push([own, { ...own, nodes: [{ ...root, window: { ...root.window, alpha: '−1000' } }, ...own.nodes.slice(1)] }]);
    }
    let same = 0;
    for (const [a, b] of pairs) {
      assert.equal(a.shapeKey, b.shapeKey);
      const all = Array.from(a.nodes, (n) => n.id);
      if (!sameSizes(a, b, all)) continue;
      same++;
      assert.deepEqual(geometryOfAll(b), geometryOfAll(a), `${a.title}: the same sizes, so the same geometry`);
    }
    // Both answers occur: the pairs test the claim both ways.
    assert.ok(same >= 40 && same <= pairs.length - 40, `${same} of ${pairs.length} pairs kept`);
  });

  it('makes rows as tall as what the nodes carry over and under them', () => {
    const plain = geometryOf(
      lecture,
      lecture.nodes.map((n) => n.id),
      lecture.nodes.map((n) => n.parent),
    );
    const boards = diagramOfExample('xo-zadatak3-alphabeta.gtree');
    const tall = geometryOf(
      boards,
      boards.nodes.map((n) => n.id),
      boards.nodes.map((n) => n.parent),
    );
    assert.ok(tall.rows[1] > plain.rows[1], `${tall.rows} vs ${plain.rows}`);
    // Split-Nim: the piles over the first moves are the tallest; the rows below them are closer together.
    const piles = diagramOfExample('transpositions-negamax-tt.gtree');
    const { rows } = geometryOf(
      piles,
      piles.nodes.map((n) => n.id),
      piles.nodes.map((n) => n.parent),
    );
    const gaps = rows.slice(1).map((y, d) => y - rows[d]);
    assert.ok(gaps[gaps.length - 1] < gaps[0], `row gaps ${gaps}`);
  });
});

describe('texts on the edges (webview edge-texts.ts)', () => {
  /** The text's box as placed: its anchor, its side and an estimated width. */
  const placed = (el: LiteElement): { left: number; right: number; y: number } => {
    const x = Number(el.getAttribute('x'));
    const w = el.textContent.length * 6;
    return el.getAttribute('text-anchor') === 'end'
      ? { left: x - w, right: x, y: Number(el.getAttribute('y')) }
      : { left: x, right: x + w, y: Number(el.getAttribute('y')) };
  };
  // At least a space (4 px) between two texts on one line.
  const apart = (a: { left: number; right: number; y: number }, b: { left: number; right: number; y: number }): boolean =>
    a.right + 4 <= b.left || b.right + 4 <= a.left || Math.abs(a.y - b.y) >= FONT.small;

  it('keeps the texts of neighbouring edges apart: three moves from one parent, probabilities of two parents side by side', () => {
    const doc = new LiteDocument();
    const text = (label: string, from: [number, number], to: [number, number]): EdgeText => {
      const el = doc.createElementNS(SVG_NS, 'text');
      el.textContent = label;
      return { el, text: label, from, to, row: from[1] };
    };
    // Three children of one parent whose visible edges are short (positions drawn over the children), then two
    // chance nodes whose inner leaves sit close: every text must be clear of every other.
    const texts = [
      text('r1c2', [200, 17], [150, 44]),
      text('r3c1', [200, 17], [202, 44]),
      text('r3c2', [200, 17], [250, 44]),
      text('4/6', [400, 120], [383, 170]),
      text('2/6', [400, 120], [417, 170]),
      text('4/6', [460, 120], [443, 170]),
      text('2/6', [460, 120], [477, 170]),
    ];
    placeEdgeTexts(texts);
    const boxes = texts.map((t) => placed(t.el as LiteElement));
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) assert.ok(apart(boxes[i], boxes[j]), `${texts[i].text} and ${texts[j].text}`);
  });
  /** Between two texts one over the other: half a line of the font. */
  const STACK_GAP = FONT.edge / 2;
  it('keeps every move and probability of every course example clear of the other texts, of every other edge and of every node (crowded parents included: Duel, Rizik, Zlatnici)', async function () {
    this.timeout(60_000);
    const elk = new ELK();
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'))) {
      const { scene } = await drawnExample(elk, file);
      // Each text's box as drawn (the glyphs' height: 9 px of the 11 px font above the baseline, 2 below).
      const boxes = scene.edgeTexts.map((t) => {
        const el = t.el as LiteElement;
        const x = Number(el.getAttribute('x'));
        const y = Number(el.getAttribute('y'));
        const w = textWidth(t.text, FONT.edge);
        const anchor = el.getAttribute('text-anchor');
        const left = anchor === 'end' ? x - w : anchor === 'middle' ? x - w / 2 : x;
        return { t, centred: anchor === 'middle', text: t.text, left, right: left + w, top: y - 9, bottom: y + 2 };
      });
      const where = (b: (typeof boxes)[number]): string => `'${b.text}' at ${Math.round(b.left)},${Math.round(b.top)}`;
      for (let a = 0; a < boxes.length; a++)
        for (let b = a + 1; b < boxes.length; b++) {
          const [p, q] = [boxes[a], boxes[b]];
          const across = p.right + 2 <= q.left || q.right + 2 <= p.left;
          assert.ok(across || p.bottom <= q.top || q.bottom <= p.top, `${file}: ${where(p)} and ${where(q)} overlap`);
          // One right over the other, they read as one text of two lines (where two fans meet, Novčići's take1 over take2).
          assert.ok(across || p.bottom + STACK_GAP <= q.top || q.bottom + STACK_GAP <= p.top, `${file}: ${where(p)} and ${where(q)} are stacked`);
        }
      for (const b of boxes) {
        for (const e of scene.obstacles.edges) {
          // A centred text sits on its own edge (its halo breaks the line): only the others count.
          const own = (e.from === b.t.from && e.to === b.t.to) || e.from === b.t.to;
          if (!(b.centred && own)) assert.ok(!crosses(e, b, 0), `${file}: an edge ${JSON.stringify(e)} runs through ${where(b)}`);
        }
        for (const r of scene.obstacles.boxes)
          assert.ok(
            r.right <= b.left || b.right <= r.left || r.bottom <= b.top || b.bottom <= r.top,
            `${file}: ${where(b)} covers a node ${JSON.stringify(r)}`,
          );
      }
      assert.ok(scene.obstacles.boxes.length >= scene.count, file);
    }
  });

  it("runs no edge through what is written over a node (its label, window or position), the principal variation's included", async function () {
    this.timeout(60_000);
    const elk = new ELK();
    let checked = 0;
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'))) {
      const { visible, geometry, root, scene } = await drawnExample(elk, file);
      // What is written over each node, a hair inside (an edge ends on its top).
      const written = Array.from(visible.ids).flatMap((id, v) => {
        const { above, box } = geometry.nodes[v];
        const node = scene.nodes[id]!;
        if (!above) return [];
        const bottom = node.cy - box.h / 2 - 3;
        const top = bottom - above.h;
        // A position is drawn at every zoom: the part of an edge shown when labels and windows are left out keeps clear of it too.
        const position = above.position ? positionSize(above.position).h : 0;
        return [{ id, position, left: node.cx - above.w / 2 + 0.5, right: node.cx + above.w / 2 - 0.5, top: top + 0.5, bottom: bottom - 0.5 }];
      });
      for (const line of (root as LiteElement).querySelectorAll('.link')) {
        const through = line.classList.contains('through');
        const points = (line.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
        for (let i = 1; i < points.length; i++)
          for (const w of through ? written.filter((x) => x.position > 0).map((x) => ({ ...x, bottom: x.top + x.position - 1 })) : written) {
            assert.ok(!crosses({ from: points[i - 1], to: points[i] }, w, 0), `${file}: an edge runs through what is written over node ${w.id}`);
            checked++;
          }
      }
    }
    assert.ok(checked > 1000, String(checked));
  });

  it("keeps a cut mark's strokes and a practice verdict's badge off the edge's own move or probability, on every edge of every example drawn as a blank sheet", async function () {
    this.timeout(60_000);
    const elk = new ELK();
    let checked = 0;
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'))) {
      // A blank sheet: the run's cuts are not drawn, so no edge's text was kept clear of strokes; a student may mark any edge.
      const { diagram: solved } = await drawnExample(elk, file);
      const diagram = { ...solved, nodes: solved.nodes.map((n) => ({ ...n, cut: 0 as const })) };
      const visible = visibleTree(diagram.nodes, new Set());
      const geometry = geometryOf(diagram, visible.ids, visible.parents);
      const scene = drawScene(
        new LiteDocument().createElementNS(SVG_NS, 'g'),
        diagram,
        visible,
        geometry,
        await layoutWith(elk, layoutInputOf(visible, geometry)),
      );
      for (const strokes of [1, 2] as const) {
        applyLooks(
          scene,
          finalLooks(diagram).map((look) => ({ ...look, cut: strokes })),
        );
        for (const node of scene.nodes) {
          const edge = node?.edge;
          if (!edge?.text) continue;
          // The text's box from what was drawn: its anchor, its baseline, the glyphs' height (9 px above it, 2 below).
          const el = edge.text.el as LiteElement;
          const w = textWidth(edge.text.text, FONT.edge);
          const anchor = el.getAttribute('text-anchor');
          const left = Number(el.getAttribute('x')) - (anchor === 'end' ? w : anchor === 'middle' ? w / 2 : 0);
          const y = Number(el.getAttribute('y'));
          const box = { left, right: left + w, top: y - 9, bottom: y + 2 };
          const where = `${file}: '${edge.text.text}' (${strokes} stroke${strokes === 2 ? 's' : ''})`;
          assert.equal(edge.strikes.length, strokes, where);
          for (const stroke of edge.strikes) {
            const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(stroke.getAttribute(a)));
            // As the panel shows it: diagram.css draws a stroke 1.35 times as long, about its middle.
            const [mx, my, hx, hy] = [(x1 + x2) / 2, (y1 + y2) / 2, ((x2 - x1) / 2) * 1.35, ((y2 - y1) / 2) * 1.35];
            assert.ok(!crosses({ from: [mx - hx, my - hy], to: [mx + hx, my + hy] }, box, 0), `${where}: a stroke runs through it`);
          }
          const badge = cutBadge(edge, 'right') as LiteElement;
          const [bx, by] = (/translate\(([-\d.]+),([-\d.]+)\)/.exec(badge.getAttribute('transform') ?? '') ?? []).slice(1).map(Number);
          const half = BADGE;
          assert.ok(bx + half <= box.left || bx - half >= box.right || by + half <= box.top || by - half >= box.bottom, `${where}: the ✓ covers it`);
          badge.remove();
          checked++;
        }
      }
    }
    assert.ok(checked > 400, String(checked));
  });

  it('puts a cut mark’s verdict clearly nearer its own edge than any sibling’s, on the middle edges of a fan too (the lecture tree’s leaf 4)', async function () {
    this.timeout(60_000);
    const elk = new ELK();
    const distance = ([px, py]: number[], from: readonly number[], to: readonly number[]): number => {
      const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
      const k = Math.max(0, Math.min(1, ((px - from[0]) * dx + (py - from[1]) * dy) / (dx * dx + dy * dy || 1)));
      return Math.hypot(px - from[0] - k * dx, py - from[1] - k * dy);
    };
    let checked = 0;
    let middle = 0;
    const margins: { where: string; margin: number; leaf: boolean }[] = [];
    for (const file of ['alphabeta-lecture.gtree', ...readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'))]) {
      const { diagram: solved, visible, geometry, layout } = await drawnExample(elk, file);
      // A checked sheet with every edge marked: the lecture tree's ✗ on leaf 4's edge read as leaf 6's.
      const diagram: DiagramModel = {
        ...solved,
        nodes: solved.nodes.map((n) => ({
          ...n,
          cut: n.parent < 0 ? 0 : 1,
          answer: { value: null, window: null, mark: n.parent < 0 ? 0 : 1, cut: n.parent < 0 ? null : 'wrong', written: { value: '', alpha: '', beta: '' } },
        })),
        practice: {
          checked: true,
          counts: { right: 0, wrong: 0, blank: 0, total: 0 },
          countsText: '',
          windowed: false,
          scoutCuts: false,
          cutsLeft: null,
          hint: null,
          solutionShown: false,
          announcement: null,
        },
      };
      const scene = drawScene(new LiteDocument().createElementNS(SVG_NS, 'g'), diagram, visible, geometry, layout);
      applyLooks(scene, finalLooks(diagram));
      applyPracticeMarks(scene, diagram);
      for (const node of diagram.nodes) {
        const edge = scene.nodes[node.id]?.edge;
        if (!edge) continue;
        const badge = (edge.g as LiteElement).querySelectorAll('.verdict-badge')[0];
        const at = (/translate\(([-\d.]+),([-\d.]+)\)/.exec(badge.getAttribute('transform') ?? '') ?? []).slice(1).map(Number);
        const mine = distance(at, edge.from, edge.to);
        const others = diagram.nodes.filter((o) => o.parent === node.parent && o.id !== node.id).map((o) => scene.nodes[o.id]?.edge);
        const theirs = Math.min(...others.map((o) => (o ? distance(at, o.from, o.to) : Infinity)));
        margins.push({ where: `${file}: ${node.name}`, margin: theirs - mine, leaf: node.shape === 'leaf' });
        const xs = others.map((o) => o?.to[0] ?? 0);
        if (xs.some((x) => x < edge.to[0]) && xs.some((x) => x > edge.to[0])) middle++;
        checked++;
      }
    }
    assert.ok(checked > 300 && middle > 30, `${checked} badges, ${middle} on middle edges`);
    // The leaves of a fan, as in the lecture tree, always have room; a short inner edge with its move on it, or a crowded
    // chance node's outcomes, sometimes have none (placed as clear of the siblings as they go): a few in all.
    const unclear = margins.filter((m) => m.margin < BADGE);
    assert.deepEqual(
      unclear.filter((m) => m.leaf && /^(alphabeta-lecture|unknown-leaf-alphabeta|exercise-blank-sheet|xo-zadatak3)/.test(m.where)).map((m) => m.where),
      [],
    );
    assert.ok(unclear.length <= margins.length * 0.06, unclear.map((m) => `${m.where} ${m.margin.toFixed(1)}`).join('\n'));
  });

  it('spaces the children of a parent apart when their moves would not fit between its edges, and only then', () => {
    const fan = (moves: string[]): number[] => {
      const text = `tree { algorithm: minimax\n r [\n${moves.map((m, i) => `  ${m} -> ${i}`).join('\n')}\n ] }`;
      const diagram = diagramOfText(text);
      const g = geometryOf(
        diagram,
        diagram.nodes.map((n) => n.id),
        diagram.nodes.map((n) => n.parent),
      );
      return g.nodes.slice(1).map((n) => n.slot.w);
    };
    const short = fan(['a', 'b', 'c', 'd']);
    assert.ok(new Set(short).size === 1, `short moves leave the leaves as they are: ${short}`);
    const long = fan(['Bron', 'Dario', 'Planina', 'Džora']);
    assert.ok(long[1] > short[1] && long[2] > short[2], `the inner children of long moves are wider: ${long}`);
    const side = (textWidth('Dario', FONT.edge) + textWidth('Planina', FONT.edge)) / 2;
    assert.ok((long[1] + long[2]) / 2 >= side + 5, `room for 'Dario' and 'Planina' side by side near the children: ${long}`);
  });
});

describe('the opening view (webview fit.ts)', () => {
  const panel = { width: 526, height: 640 };

  it('shows a tree that fits legibly whole, centred across, its values no larger than the editor makes them', () => {
    const bounds = { x: -30, y: -50, w: 300, h: 240 };
    const view = openingView(panel, bounds, [{ x: 130, y: 0 }], preferredScale(14));
    assert.ok(Math.abs(view.k - 14 / FONT.value) < 1e-9);
    assert.ok(Math.abs(view.x + (bounds.x + bounds.w / 2) * view.k - panel.width / 2) < 1e-9, 'centred across');
    assert.ok(view.y + bounds.y * view.k >= 0, 'its top in view');
    // A larger tree is scaled down, never below 10 px values.
    const wide = { x: -30, y: -50, w: 580, h: 240 };
    assert.ok(fitsLegibly(panel, wide));
    const k = openingView(panel, wide, [], preferredScale(14)).k;
    assert.ok(k < 1 && k >= READABLE_SCALE && k * FONT.value >= 10, String(k));
  });

  it('opens a tree too wide to read whole at a readable scale, on its root and as much of the principal variation as fits', () => {
    const bounds = { x: -40, y: -50, w: 20_000, h: 600 };
    assert.equal(fitsLegibly(panel, bounds), false);
    const root = { x: 10_000, y: 0 };
    const view = openingView(panel, bounds, [root, { x: 10_100, y: 85 }, { x: 10_150, y: 170 }, { x: 3_000, y: 255 }], preferredScale(14));
    assert.ok(view.k >= OPEN_SCALE && view.k * FONT.small >= 9, String(view.k));
    const sx = (x: number): number => x * view.k + view.x;
    for (const x of [10_000, 10_100, 10_150]) assert.ok(sx(x) > 0 && sx(x) < panel.width, `x ${x} on screen`);
    assert.ok(sx(3_000) < 0, 'the far part of the variation is left to the overview');
  });

  it('opens a tree of tall rows a little smaller, never under 10 px values, so that the root and four levels under it are in view', () => {
    // Rows 139 apart (max^n tuples under three-line labels, as in Zlatnici): at OPEN_SCALE only three levels would show.
    const bounds = { x: -40, y: -75, w: 5_000, h: 1_300 };
    const path = [0, 1, 2, 3, 4, 5].map((d) => ({ x: 2_500, y: d * 139 }));
    // The drawing's area with the overview strip under it.
    const short = { width: 526, height: 530 };
    const view = openingView(short, bounds, path, preferredScale(14));
    assert.ok(view.k < OPEN_SCALE && view.k >= READABLE_SCALE, String(view.k));
    assert.ok((4 * 139 + 30) * view.k + view.y <= short.height, 'the fourth level under the root is in view');
    // Short rows: the usual scale.
    const flat = openingView(
      short,
      bounds,
      path.map((p) => ({ x: p.x, y: p.y / 2 })),
      preferredScale(14),
    );
    assert.equal(flat.k, OPEN_SCALE);
  });

  it('keeps the root in view when the first move of the principal variation leaves the panel, leaning the view its way past the ruler', () => {
    const bounds = { x: -40, y: -50, w: 20_000, h: 600 };
    // The root in the middle of a wide tree, the variation's first move far to its left and the rest below it.
    const path = [
      { x: 10_000, y: 0 },
      { x: 2_000, y: 85 },
      { x: 1_900, y: 170 },
    ];
    const view = openingView(panel, bounds, path, preferredScale(14));
    const sx = (x: number): number => x * view.k + view.x;
    const gutter = -bounds.x * view.k;
    assert.ok(sx(10_000) > gutter && sx(10_000) < panel.width, `the root on screen, right of the ruler (at ${sx(10_000)})`);
    assert.ok(sx(10_000) > panel.width / 2, 'the view leans left, where the variation goes');
    assert.ok(sx(2_000) < 0, 'the first move is left to the overview');
    // To the right, the other way.
    const right = openingView(panel, bounds, [path[0], { x: 18_000, y: 85 }], preferredScale(14));
    const rx = 10_000 * right.k + right.x;
    assert.ok(rx > gutter && rx < panel.width / 2, String(rx));
  });

  it('keeps the scale, the middle across and the top of a view the user chose when the panel changes size', () => {
    const view = { x: 100, y: 50, k: 2 };
    const moved = recentred(view, { width: 500, height: 600 }, { width: 300, height: 400 });
    assert.equal(moved.k, 2);
    assert.equal((250 - view.x) / view.k, (150 - moved.x) / moved.k);
    assert.equal(moved.y, view.y);
  });
});

/**
 * A tidy tree as a careful hand draws it: every node as wide as what it shows, a pencil's gap
 * between neighbours in a row, each parent centred over its children, subtrees pushed together
 * until their rows would touch. Returns its width.
 */
function handDrawnWidth(parents: Int32Array, contents: readonly number[], gap: number): number {
  const widths = Float64Array.from(contents, (w) => w + gap);
  return tidyLayout({ parents, widths, heights: new Float64Array(contents.length) })!.width - gap;
}

describe('how wide the course exercises are drawn (ELK mrtree) against a hand drawing', function () {
  this.timeout(60_000);
  const elk = new ELK();

  it('lays every example out as tightly as a tidy hand drawing of the same nodes (within 10 %), and reports the widths', async () => {
    const rows: string[] = [];
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.gtree'))) {
      const { diagram, visible, geometry, layout, scene } = await drawnExample(elk, file);
      // What each node shows, without the gap the layout keeps beside it.
      const contents = geometry.nodes.map((g) => g.slot.w - (g.shape === 'leaf' ? 5 : 9));
      const hand = handDrawnWidth(visible.parents, contents, 6);
      const leaves = geometry.nodes.filter((g) => g.shape === 'leaf');
      const leafRow = leaves.reduce((sum, g) => sum + g.box.w, 0) + 6 * (leaves.length - 1);
      assert.ok(layout.width <= hand * 1.1, `${file}: ${layout.width.toFixed(0)} px laid out, ${hand.toFixed(0)} px by hand`);
      rows.push(
        `${file.padEnd(34)} ${String(diagram.nodes.length).padStart(3)} nodes  tree ${layout.width.toFixed(0).padStart(4)} px  hand ${hand.toFixed(0).padStart(4)} px (×${(layout.width / hand).toFixed(2)})  leaf values in one row ${leafRow.toFixed(0).padStart(4)} px  drawing with the ruler ${scene.bounds.w} px`,
      );
    }
    console.log(rows.map((r) => `      ${r}`).join('\n'));
  });

  it("puts every node where ELK does, within a pixel, with the page's tidy stand-in for a new panel's first picture", async () => {
    const diagrams = readdirSync(EXAMPLES)
      .filter((f) => f.endsWith('.gtree'))
      .map((f) => {
        const tree = treeOf(exampleText(f));
        const outcome = run(tree);
        return outcome.ok ? diagramOf(tree, outcome.trace) : diagramOf(tree, null);
      });
    for (const seed of [1, 2, 3, 4]) diagrams.push(diagramOfText(randomTreeText(400, seed)));
    for (const diagram of diagrams) {
      const visible = visibleTree(diagram.nodes, new Set());
      const input = layoutInputOf(visible, geometryOf(diagram, visible.ids, visible.parents));
      const elkLayout = await layoutWith(elk, input);
      const standIn = tidyLayout(input)!;
      assert.ok(sameLayout(elkLayout, standIn, 1), diagram.title);
      assert.ok(Math.abs(elkLayout.width - standIn.width) <= 1, diagram.title);
    }
    const big = (n: number, parent: (i: number) => number): LayoutInput => ({
      parents: Int32Array.from({ length: n }, (_, i) => (i === 0 ? -1 : parent(i))),
      widths: new Float64Array(n).fill(30),
      heights: new Float64Array(n).fill(30),
    });
    assert.equal(tidyLayout(big(1500, (i) => (i - 1) >> 1)), null, 'too many nodes: ELK lays it out');
    assert.equal(tidyLayout(big(100, (i) => i - 1)), null, 'too deep: ELK lays it out');
  });

  it('keeps the drawing of a random 1 000-node tree as wide as its hand drawing', async () => {
    const diagram = diagramOfText(randomTreeText(1000, 3));
    const visible = visibleTree(diagram.nodes, new Set());
    const geometry = geometryOf(diagram, visible.ids, visible.parents);
    const layout = await layoutWith(elk, layoutInputOf(visible, geometry));
    const hand = handDrawnWidth(
      visible.parents,
      geometry.nodes.map((g) => g.slot.w - (g.shape === 'leaf' ? 5 : 9)),
      6,
    );
    assert.ok(layout.width <= hand * 1.1, `${layout.width} vs ${hand}`);
  });
});
