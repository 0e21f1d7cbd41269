/**
 * The grading panel's class view: the key's tree drawn as the Markdown preview draws it
 * (render/still-drawing.ts), and on it, beside each node's value and window and on each edge,
 * a badge `n✗` of how many graded submissions missed that answer, its colour as hot as the
 * share of the class, put where it covers no text; the node's outline takes the heat of its
 * worst answer. Under it, the same marks as a list, the most missed first (the text a screen
 * reader reads), and apart from it the marks written where nothing is asked, a line per
 * submission. The page only draws the host's texts.
 */
import type { ClassMark, NodeMarks } from '../core/teaching/grading/class-marks';
import type { DrawnNode, Scene } from '../render/draw';
import { crosses } from '../render/edge-texts';
import { NEAR, textWidth, windowText } from '../render/geometry';
import { drawStill } from '../render/still-drawing';
import { addSvg, newSvg, type SvgEl } from '../render/svg-document';
import type { ClassTree } from '../shared/grade-messages';

/** The badges' font size; the room kept beside every node for them (a badge of up to three characters). */
const BADGE_FONT = 13;
const BESIDE = 26;
/** The room beside each leaf: a cut's badge goes on its edge, and the edges of a fan must be that far apart. */
const LEAF_BESIDE = 8;
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
    'aria-label': `${tree.title}: the key's tree with what the class missed; the list below reads it`,
  });
  scroller.appendChild(svg as unknown as Node);
  const scene = drawStill(svg, tree.diagram, BESIDE, tree.marks.nodes.some((n) => n.cut) ? LEAF_BESIDE : 0);
  const heading = doc.createElement('h3');
  heading.textContent = tree.marks.missed.length ? 'Most missed' : 'Nothing missed';
  const list = doc.createElement('ol');
  list.id = 'missed';
  for (const mark of tree.marks.missed) {
    const item = list.appendChild(doc.createElement('li'));
    item.dataset.heat = heatLevel(mark);
    item.textContent = mark.text;
  }
  box.replaceChildren(legend, scene ? scroller : tooLarge(doc, tree), heading, list, ...extraList(doc, tree.marks.extra));
  // The badges go in once the drawing is on the page: each is put where it covers no text and no other badge.
  let badges = 0;
  if (scene) {
    const room = new Room(svg);
    for (const marks of tree.marks.nodes) badges += markNode(scene, marks, room);
  }
  return badges;
}

/** The submissions' marks where nothing is asked, a line each: apart from what the class missed. */
function extraList(doc: Document, lines: readonly string[]): HTMLElement[] {
  if (lines.length === 0) return [];
  const heading = doc.createElement('h3');
  heading.textContent = 'Extra marks';
  const hint = doc.createElement('p');
  hint.className = 'hint';
  hint.textContent = 'Answers and cut marks written where the key asks nothing, by submission: each takes a point off its tree.';
  const list = doc.createElement('ul');
  list.id = 'extra';
  for (const line of lines) list.appendChild(doc.createElement('li')).textContent = line;
  return [heading, hint, list];
}

function markNode(scene: Scene, marks: NodeMarks, room: Room): number {
  const node = scene.nodes[marks.id];
  if (!node) return 0;
  let drawn = 0;
  const worst = [marks.value, marks.window].reduce<ClassMark | null>((w, m) => (m && (!w || m.heat > w.heat) ? m : w), null);
  if (worst) node.g.setAttribute('data-heat', heatLevel(worst));
  const side = node.box.w / 2 + NEAR;
  if (marks.value) drawn += room.place(node.g, marks.value, beside(0, side, badgeWidth(marks.value)));
  if (marks.window && node.window) {
    const y = Number(node.window.getAttribute('y')) - 3;
    const half = node.look?.window ? textWidth(windowText(node.look.window), 10) / 2 : 0;
    drawn += room.place(node.g, marks.window, [...beside(y, half + NEAR, badgeWidth(marks.window)), ...beside(0, side, badgeWidth(marks.window))]);
  }
  if (marks.cut && node.edge) drawn += edgeBadge(node, marks.cut, room);
  return drawn;
}

/** Left edges and centres of a badge `w` wide beside something `half` wide centred on x = 0, at `y`: right, left, then further out. */
const beside = (y: number, half: number, w: number): [number, number][] => [
  [half, y],
  [-half - w, y],
  [half, y - BADGE_FONT - 2 * PAD],
  [-half - w, y - BADGE_FONT - 2 * PAD],
  [half, y + BADGE_FONT + 2 * PAD],
  [-half - w, y + BADGE_FONT + 2 * PAD],
];

/**
 * On the edge itself, centred on a point along it (its middle first), so that it is plainly
 * that edge's; where that covers a text or another badge, beside the edge.
 */
function edgeBadge(node: DrawnNode, mark: ClassMark, room: Room): number {
  const edge = node.edge!;
  const [x1, y1] = edge.from;
  const [x2, y2] = edge.to;
  const w = badgeWidth(mark);
  const away = x2 < x1 ? -1 : 1;
  const along = [0.5, 0.65, 0.35, 0.8, 0.2, 0.9].map((t): [number, number] => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t]);
  const on = along.map(([x, y]): [number, number] => [x - w / 2, y]);
  const besideIt = along.flatMap(([x, y]) => [away, -away].map((s): [number, number] => [s > 0 ? x + NEAR + 4 : x - NEAR - 4 - w, y]));
  const g = addSvg('g', { class: 'class-mark-at' }, edge.g);
  return room.place(g, mark, [...on, ...besideIt], edge.g);
}

/**
 * What is written on the drawing (its texts and cut strokes), its edges and the badges put so far, on the page:
 * a badge goes at the first of its spots that covers no text, no badge and no edge but its own;
 * else at the first that covers no text and no badge; else at the first. When the page is not
 * laid out (a hidden panel), nothing is measured and the first spot is taken.
 */
class Room {
  private readonly taken: DOMRect[];
  private readonly edges: { readonly edge: Element | null; readonly points: readonly DOMPoint[] }[];

  constructor(svg: SvgEl) {
    const root = svg as unknown as SVGSVGElement;
    // A cut's strokes too: a badge over them hides whether the key cuts the edge.
    this.taken = [...Array.from(root.querySelectorAll('text')).filter((t) => t.textContent), ...Array.from(root.querySelectorAll('.strike'))].map((e) =>
      e.getBoundingClientRect(),
    );
    this.edges = Array.from(root.querySelectorAll<SVGPolylineElement>('polyline.link')).map((line) => {
      const m = line.getScreenCTM();
      const points = Array.from(line.points).map((p) => (m ? new DOMPoint(p.x, p.y).matrixTransform(m) : new DOMPoint(0, 0)));
      return { edge: line.closest('g.edge'), points };
    });
  }

  /** Puts the badge at the best of its spots (left edge, centre y, in `parent`'s coordinates); `own` is the edge's group it marks. */
  place(parent: SvgEl, mark: ClassMark, spots: readonly (readonly [number, number])[], own: SvgEl | null = null): number {
    const clear = (r: DOMRect): boolean => !this.taken.some((t) => overlaps(t, r));
    const edgeFree = (r: DOMRect): boolean => !this.edges.some((e) => (own === null || e.edge !== (own as unknown as Element)) && crossesLine(e.points, r));
    const rects = spots.map(([x, y]) => {
      const g = badge(parent, mark, x, y);
      const r = rectOf(g);
      g.remove();
      return r;
    });
    let best = rects.findIndex((r) => clear(r) && edgeFree(r));
    if (best < 0) best = rects.findIndex(clear);
    const [x, y] = spots[Math.max(best, 0)];
    this.taken.push(rectOf(badge(parent, mark, x, y)));
    return 1;
  }
}

/** Whether the polyline through `points` passes through the box `r`. */
function crossesLine(points: readonly DOMPoint[], r: DOMRect): boolean {
  if (r.width === 0) return false;
  for (let i = 1; i < points.length; i++) if (crosses({ from: [points[i - 1].x, points[i - 1].y], to: [points[i].x, points[i].y] }, r, 0)) return true;
  return false;
}

const rectOf = (g: SvgEl): DOMRect => (g as unknown as SVGGElement).getBoundingClientRect();

const overlaps = (a: DOMRect, b: DOMRect): boolean =>
  a.width > 0 && b.width > 0 && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** A badge whose left edge is at `x`, centred on `y`, in `parent`'s coordinates. */
function badge(parent: SvgEl, mark: ClassMark, x: number, y: number): SvgEl {
  const w = badgeWidth(mark);
  const h = BADGE_FONT + 2 * PAD - 1;
  const g = addSvg('g', { class: 'class-mark', 'data-kind': mark.kind, 'data-heat': heatLevel(mark), role: 'img', 'aria-label': mark.text }, parent);
  addSvg('title', {}, g).textContent = mark.text;
  addSvg('rect', { x: round(x), y: round(y - h / 2), width: round(w), height: h, rx: 3 }, g);
  addSvg('text', { x: round(x + w / 2), y: round(y + BADGE_FONT / 2 - 2), 'text-anchor': 'middle' }, g).textContent = mark.badge;
  return g;
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
