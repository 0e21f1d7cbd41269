/**
 * A marked sheet to hand back (core/diagram/marked-sheet.ts) drawn on a scene: practice mode's
 * ✓ and ✗ on every written answer (practice-marks.ts), and, what practice leaves unsaid while a
 * student still works, a ✗ on every blank asked and every pruned edge left unmarked; with the
 * right answers revealed, each beside its wrong or blank answer (`→ 3`, `→ α=3 β=+∞` under the node, `→ /`).
 * Nothing is judged here. Texts are `text.verdict-glyph` / `text.reveal`, so the TikZ
 * transcription (export-tikz.ts) writes them too.
 */
import { revealed, type MarkedSheet, type SheetMark } from '../core/diagram/marked-sheet';
import { FONT, NEAR, textWidth } from './geometry';
import { LIGHT_INK, type Palette } from './export-svg';
import { BADGE, type DrawnEdge, type DrawnNode, type Rect, type Scene } from './draw';
import { applyPracticeMarks, badge, cutBadge, siblingEdges, windowMarks } from './practice-marks';
import type { Decorate } from './sheet-file';
import { addSvg, round, type SvgEl } from './svg-document';

/**
 * `sheet`'s marks as the decoration of a drawing made from `sheet.diagram` for a file: in light
 * ink, as feedback is printed. Revealed, the right answers written beside the marks need room:
 * inner nodes are laid out further apart, so that an answer under one node's window does not
 * run into the answer beside its neighbour's edge.
 */
export const feedbackDecoration = (sheet: MarkedSheet): Decorate =>
  Object.assign((scene: Scene) => applyFeedbackMarks(scene, sheet), {
    style: feedbackStyle(LIGHT_INK),
    room: { inner: sheet.reveal ? REVEAL_ROOM : 0, leaf: 0 },
  });

/** px kept free on each side of an inner node's slot when the right answers are written. */
const REVEAL_ROOM = 20;

/** Draws `sheet`'s marks on `scene` (drawn from `sheet.diagram`) and grows its bounds to hold what is written beside the nodes. */
export function applyFeedbackMarks(scene: Scene, sheet: MarkedSheet): void {
  applyPracticeMarks(scene, sheet.diagram);
  const siblings = siblingEdges(scene, sheet.diagram);
  let margin = 0;
  for (const mark of sheet.marks) {
    const node = scene.nodes[mark.node];
    if (!node) continue;
    const mine = mark.verdict === 'blank' ? blankMark(node, mark, sheet, siblings(mark.node)) : null;
    const right = revealed(sheet, mark);
    if (right === null) continue;
    const text = `→ ${right}`;
    margin = Math.max(margin, textWidth(text, FONT.small) + 2 * BADGE + 2 * NEAR);
    revealText(node, mark, text, mine);
  }
  // Badges and answers beside the outermost nodes and edges stand out of the tree's own extent.
  const grow = Math.max(margin, 2 * BADGE + NEAR);
  const b: Rect = scene.bounds;
  scene.bounds = { x: b.x - grow, y: b.y, w: b.w + 2 * grow, h: b.h };
}

/** The ✗ on an answer left blank (practice draws none there): right of the value's box, left of the window, beside the edge. */
function blankMark(node: DrawnNode, mark: SheetMark, sheet: MarkedSheet, siblings: readonly DrawnEdge[]): SvgEl | null {
  const words = `${mark.what} left blank`;
  if (mark.what === 'value') return titled(badge(node.g, 'wrong', mark.what, node.box.w / 2 + NEAR + BADGE, 0), words);
  if (mark.what === 'window') {
    const window = sheet.diagram.nodes[mark.node]?.window;
    if (!node.window || !window) return null;
    return titled(windowMarks(node.g, node.window, window, 'wrong')[0], words);
  }
  return node.edge ? titled(cutBadge(node.edge, 'wrong', siblings), 'cut not marked') : null;
}

/** Says the mark in words for a tooltip (a badge's first child is its title). */
function titled(el: SvgEl, words: string): SvgEl {
  const title = el.tagName === 'g' ? el.children[0] : Array.from(el.children).find((c) => c.tagName === 'title');
  if (title) title.textContent = words;
  return el;
}

/** The right answer beside its mark: right of the value's badge, under the node for its window, beyond the cut's badge. */
function revealText(node: DrawnNode, mark: SheetMark, text: string, blank: SvgEl | null): void {
  if (mark.what === 'value') {
    addSvg('text', { class: 'reveal', x: round(node.box.w / 2 + NEAR + 2 * BADGE + NEAR), y: 4 }, node.g).textContent = text;
    return;
  }
  if (mark.what === 'window') {
    // Under the node, centred, on a halo: beside the window it would run into the neighbours' windows.
    addSvg('text', { class: 'reveal', x: 0, y: round(node.box.h / 2 + FONT.small + NEAR), 'text-anchor': 'middle' }, node.g).textContent = text;
    return;
  }
  const at = blank ?? node.edge?.g.children[node.edge.g.children.length - 1];
  if (!node.edge || !at) return;
  // Inside the badge's own group (its translate): just past its box.
  const group = at.tagName === 'g' ? at : node.edge.g;
  addSvg('text', { class: 'reveal', x: BADGE + NEAR, y: 4 }, group).textContent = text;
}

/** The marks' look in an exported file: media/diagram.css's verdicts, in the palette's ink (✓ and ✗ tell them apart without colour). */
export function feedbackStyle(p: Palette): string {
  return [
    `.verdict-badge .verdict-shape{fill:${p.bg};stroke:${p.fg};stroke-width:1.5px}`,
    '.verdict-glyph,.verdict-window{font-size:11px;font-weight:700}',
    `.verdict-ring,.verdict-underline{fill:none;stroke:${p.fg};stroke-width:2px;stroke-dasharray:4 3}`,
    ".edge[data-verdict='wrong'] .strike{stroke-dasharray:3 2;stroke-linecap:butt}",
    `.reveal{font-size:${FONT.small}px;font-weight:700;fill:${p.fg};paint-order:stroke;stroke:${p.bg};stroke-width:4px;stroke-linejoin:round}`,
  ].join('\n');
}
