/**
 * The grading panel's class view: the key's tree drawn as the Markdown preview draws it
 * (render/still-drawing.ts), and on it, beside each node's value and window and on each edge,
 * a badge `n✗` of how many graded submissions got that answer wrong, its colour as hot as the
 * share of the class; the node's outline takes the heat of its worst answer. Under it, the
 * same marks as a list, the most missed first: the text a screen reader reads. The page only
 * draws the host's texts.
 */
import type { ClassMark, NodeMarks } from '../core/teaching/class-marks';
import type { DrawnNode, Scene } from '../render/draw';
import { NEAR, textWidth, windowText } from '../render/geometry';
import { drawStill } from '../render/still-drawing';
import { addSvg, newSvg, type SvgEl } from '../render/svg-document';
import type { ClassTree } from '../shared/grade-messages';

/** The badges' font size; the room kept beside every node for them (a badge of up to three characters). */
const BADGE_FONT = 13;
const BESIDE = 26;
const PAD = 3;

/** Draws `tree` into `box` (replacing what was there); returns how many badges it drew. */
export function drawClassView(box: HTMLElement, tree: ClassTree): number {
  const doc = box.ownerDocument;
  const legend = doc.createElement('p');
  legend.className = 'legend';
  legend.textContent = tree.marks.legend;
  const scroller = doc.createElement('div');
  scroller.className = 'class-drawing';
  const svg = newSvg(doc, 'svg', {
    id: 'class-diagram',
    role: 'img',
    'aria-label': `${tree.title}: the key's tree with the class's wrong answers; the list below reads them`,
  });
  scroller.appendChild(svg as unknown as Node);
  const scene = drawStill(svg, tree.diagram, BESIDE);
  let badges = 0;
  if (scene) for (const marks of tree.marks.nodes) badges += markNode(scene, marks);
  const heading = doc.createElement('h3');
  heading.textContent = tree.marks.missed.length ? 'Most missed' : 'Nothing missed';
  const list = doc.createElement('ol');
  list.id = 'missed';
  for (const mark of tree.marks.missed) {
    const item = list.appendChild(doc.createElement('li'));
    item.dataset.heat = heatLevel(mark);
    item.textContent = mark.text;
  }
  box.replaceChildren(legend, scene ? scroller : tooLarge(doc, tree), heading, list);
  return badges;
}

function markNode(scene: Scene, marks: NodeMarks): number {
  const node = scene.nodes[marks.id];
  if (!node) return 0;
  let drawn = 0;
  const worst = [marks.value, marks.window].reduce<ClassMark | null>((w, m) => (m && (!w || m.heat > w.heat) ? m : w), null);
  if (worst) node.g.setAttribute('data-heat', heatLevel(worst));
  if (marks.value) drawn += badge(node.g, marks.value, node.box.w / 2 + NEAR, 0);
  if (marks.window && node.window) {
    const y = Number(node.window.getAttribute('y')) - 3;
    const half = node.look?.window ? textWidth(windowText(node.look.window), 10) / 2 : 0;
    drawn += badge(node.g, marks.window, half + NEAR, y);
  }
  if (marks.cut && node.edge) drawn += edgeBadge(node, marks.cut);
  return drawn;
}

/** On the edge, beside its middle, on the side away from the parent's other edges' middle (right of a vertical edge). */
function edgeBadge(node: DrawnNode, mark: ClassMark): number {
  const edge = node.edge!;
  const [x1, y1] = edge.from;
  const [x2, y2] = edge.to;
  const x = x1 + (x2 - x1) * 0.5;
  const y = y1 + (y2 - y1) * 0.5;
  const left = x2 < x1;
  const g = addSvg('g', { class: 'class-mark-at' }, edge.g);
  const w = badgeWidth(mark);
  return badge(g, mark, left ? x - NEAR - 4 - w : x + NEAR + 4, y);
}

/** A badge whose left edge is at `x`, centred on `y`, in `parent`'s coordinates. */
function badge(parent: SvgEl, mark: ClassMark, x: number, y: number): number {
  const w = badgeWidth(mark);
  const h = BADGE_FONT + 2 * PAD - 1;
  const g = addSvg('g', { class: 'class-mark', 'data-kind': mark.kind, 'data-heat': heatLevel(mark), role: 'img', 'aria-label': mark.text }, parent);
  addSvg('title', {}, g).textContent = mark.text;
  addSvg('rect', { x: round(x), y: round(y - h / 2), width: round(w), height: h, rx: 3 }, g);
  addSvg('text', { x: round(x + w / 2), y: round(y + BADGE_FONT / 2 - 2), 'text-anchor': 'middle' }, g).textContent = mark.badge;
  return 1;
}

const badgeWidth = (mark: ClassMark): number => textWidth(mark.badge, BADGE_FONT) + 2 * PAD;

/** Three levels of heat: up to a third of the class, up to two thirds, more. */
const heatLevel = (mark: ClassMark): string => (mark.heat > 2 / 3 ? '3' : mark.heat > 1 / 3 ? '2' : '1');

const round = (v: number): number => Math.round(v * 10) / 10;

function tooLarge(doc: Document, tree: ClassTree): HTMLElement {
  const p = doc.createElement('p');
  p.textContent = `${tree.title} has too many nodes to draw here (${tree.diagram.nodes.length}); the list below has every mark.`;
  return p;
}
