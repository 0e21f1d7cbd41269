/**
 * Practice mode's marks on the drawing, from the verdicts the model carries (nothing is judged
 * here): a node's value right or wrong, its window right or wrong, a student's cut mark right or
 * wrong, and the node the hint (Next step) points at. Each verdict is told by shape and text as
 * well as colour, so it reads without colour and in every theme:
 * - the value: a badge right of the outline, where geometry.ts keeps room for it, `✓` in a circle
 *   (right) or `✗` in a square (wrong); a wrong value also gets a dashed ring around the outline;
 * - the window: `✓` or `✗` left of `α=… β=…`, a wrong one also underlined with a dashed line;
 * - a cut mark: the same badge beside the strokes (`g.edge[data-verdict]`; a wrong mark's strokes
 *   are dashed, see diagram.css);
 * - the hint: a dotted ring around the node and what is written over it (`g.node.hinted`).
 * A blank answer gets no mark: an empty box stays an empty box. Every mark has a `title` that
 * says it in words ("value right", "cut wrong"); the node's accessible name (`spoken`) says it
 * to a screen reader.
 */
import type { DiagramModel, ShownWindow, Verdict } from '../core/diagram/diagram';
import { BADGE, cutPlace, nodeFrame, type DrawnEdge, type DrawnNode, type Scene } from './draw';
import { FONT, NEAR, textWidth, windowText } from './geometry';
import { addSvg, round, type SvgEl } from './svg-document';

const GLYPH = { right: '✓', wrong: '✗' } as const;
/** How far a ring stands off the node: a wrong value's off its outline, the hint's off all it draws. */
const RING = { wrong: 4, hint: 6 } as const;

/** What the last call drew, so the next one removes just that (a tree never in practice costs nothing). */
const drawn = new WeakMap<Scene, { readonly marks: SvgEl[]; readonly flagged: SvgEl[] }>();

/** Draws the practice marks of `diagram` on `scene`, replacing those drawn before. */
export function applyPracticeMarks(scene: Scene, diagram: DiagramModel): void {
  const before = drawn.get(scene);
  if (before) {
    for (const el of before.marks) el.remove();
    for (const el of before.flagged) {
      el.classList.remove('hinted');
      el.removeAttribute('data-verdict');
    }
  }
  const practice = diagram.practice;
  if (!practice) {
    drawn.delete(scene);
    return;
  }
  const now = { marks: [] as SvgEl[], flagged: [] as SvgEl[] };
  drawn.set(scene, now);
  const hinted = practice.hint ? scene.nodes[practice.hint.node] : undefined;
  if (hinted) {
    hinted.g.classList.add('hinted');
    now.flagged.push(hinted.g);
    const frame = nodeFrame(hinted, RING.hint);
    now.marks.push(
      addSvg('rect', { class: 'hint-ring', x: round(frame.x), y: round(frame.y), width: round(frame.w), height: round(frame.h), rx: RING.hint }, hinted.g),
    );
  }
  if (!practice.checked || practice.solutionShown) return;
  const siblings = siblingEdges(scene, diagram);
  for (const model of diagram.nodes) {
    const node = scene.nodes[model.id];
    const answer = model.answer;
    if (!node || !answer) continue;
    const value = judged(answer.value);
    if (value) {
      // The ring first: the badge, filled with the background, sits over it.
      if (value === 'wrong') now.marks.push(ring(node, 'verdict verdict-ring', RING.wrong));
      now.marks.push(badge(node.g, value, 'value', node.box.w / 2 + NEAR + BADGE, 0));
    }
    const window = judged(answer.window);
    if (window && node.window && model.window) now.marks.push(...windowMarks(node.g, node.window, model.window, window));
    const cut = judged(answer.cut);
    if (cut && node.edge) {
      node.edge.g.setAttribute('data-verdict', cut);
      now.flagged.push(node.edge.g);
      now.marks.push(cutBadge(node.edge, cut, siblings(model.id)));
    }
  }
}

const judged = (verdict: Verdict | null): 'right' | 'wrong' | null => (verdict === 'right' || verdict === 'wrong' ? verdict : null);

/** `✓` in a circle or `✗` in a square, centred on (x, y) of `parent`, with its words as a tooltip. */
export function badge(parent: SvgEl, verdict: 'right' | 'wrong', what: string, x: number, y: number): SvgEl {
  const g = addSvg('g', { class: `verdict verdict-badge ${verdict}`, 'data-what': what, transform: `translate(${round(x)},${round(y)})` }, parent);
  addSvg('title', {}, g).textContent = `${what} ${verdict}`;
  if (verdict === 'right') addSvg('circle', { class: 'verdict-shape', r: BADGE }, g);
  else addSvg('rect', { class: 'verdict-shape', x: -BADGE, y: -BADGE, width: 2 * BADGE, height: 2 * BADGE, rx: 1 }, g);
  addSvg('text', { class: 'verdict-glyph', y: 3.5, 'text-anchor': 'middle' }, g).textContent = GLYPH[verdict];
  return g;
}

/** A rectangle around the node's outline, `off` away from it. */
function ring(node: DrawnNode, className: string, off: number): SvgEl {
  const { w, h } = node.box;
  return addSvg(
    'rect',
    { class: className, x: round(-w / 2 - off), y: round(-h / 2 - off), width: round(w + 2 * off), height: round(h + 2 * off), rx: off },
    node.g,
  );
}

/** The glyph left of the window's text, and under a wrong window a dashed line as wide as the text. */
export function windowMarks(parent: SvgEl, text: SvgEl, window: ShownWindow, verdict: 'right' | 'wrong'): SvgEl[] {
  const y = Number(text.getAttribute('y'));
  const half = textWidth(windowText(window), FONT.small) / 2;
  const glyph = addSvg('text', { class: `verdict verdict-window ${verdict}`, x: round(-half - NEAR), y, 'text-anchor': 'end' }, parent);
  glyph.textContent = GLYPH[verdict];
  addSvg('title', {}, glyph).textContent = `window ${verdict}`;
  if (verdict === 'right') return [glyph];
  return [glyph, addSvg('line', { class: 'verdict verdict-underline', x1: round(-half), x2: round(half), y1: y + 2, y2: y + 2 }, parent)];
}

/** The badge beside a cut mark's strokes, clear of the edge's text and nearer its own edge than its `siblings`' (cutPlace). */
export function cutBadge(edge: DrawnEdge, verdict: 'right' | 'wrong', siblings: readonly DrawnEdge[] = []): SvgEl {
  const [x, y] = cutPlace(edge, edge.strikes.length === 2 ? 2 : 1, siblings).badge;
  return badge(edge.g, verdict, 'cut', x, y);
}

/** The drawn edges into the other children of a node's parent, by the node's id (made once per drawing of the marks). */
export function siblingEdges(scene: Scene, diagram: DiagramModel): (id: number) => DrawnEdge[] {
  const byParent = new Map<number, DrawnEdge[]>();
  for (const model of diagram.nodes) {
    const edge = scene.nodes[model.id]?.edge;
    if (!edge) continue;
    const list = byParent.get(model.parent) ?? [];
    list.push(edge);
    byParent.set(model.parent, list);
  }
  return (id) => {
    const own = scene.nodes[id]?.edge;
    return (byParent.get(diagram.nodes[id]?.parent ?? -1) ?? []).filter((e) => e !== own);
  };
}
