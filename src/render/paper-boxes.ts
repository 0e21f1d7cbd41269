/**
 * A printed worksheet's boxes: each run of blank boxes a worksheet writes for handwriting
 * (core/diagram/blank-diagram.ts PAPER_VALUE, PAPER_WINDOW) drawn as one framed box as wide as
 * the run, the words between them (`α=`, `β=`) as texts of their own. The drawing's fonts are
 * monospace (geometry.ts measures texts by characters), so a character's place is its index
 * times the character's width. The SVG and the TikZ (export-tikz.ts transcribes the rects and
 * texts) then hold the same boxes: a value's 31 px and each bound's 36 px are over 8 mm at the
 * export's 0.75 pt a px.
 */
import { BLANK_BOX } from '../core/diagram/blank-diagram';
import type { Scene } from './draw';
import { FONT, textWidth } from './geometry';
import { addSvg, round, type SvgEl } from './svg-document';

/** Boxes of two characters or more are a worksheet's wide ones; a single `□` stays the screen's glyph. */
const RUN = new RegExp(`${BLANK_BOX}{2,}`, 'g');

/** The boxes' look in an exported SVG: a frame in the ink, nothing inside. */
export const paperBoxStyle = (ink: string): string => `.answer-box{fill:none;stroke:${ink};stroke-width:1px}`;

/** Draws every wide blank of `scene`'s values and windows as a framed box. */
export function drawPaperBoxes(scene: Scene): void {
  for (const node of scene.nodes) {
    if (!node) continue;
    boxesIn(node.value, FONT.value, node.g);
    if (node.window) boxesIn(node.window, FONT.small, node.g);
  }
}

function boxesIn(text: SvgEl, size: number, parent: SvgEl): void {
  // A tuple's lines are tspans: a worksheet's tuples keep their glyphs.
  if (Array.from(text.children).length > 0) return;
  const content = text.textContent ?? '';
  const runs = [...content.matchAll(RUN)];
  if (runs.length === 0) return;
  const char = textWidth('x', size);
  const x = Number(text.getAttribute('x') ?? 0);
  const y = Number(text.getAttribute('y') ?? 0);
  const anchor = text.getAttribute('text-anchor');
  const left = anchor === 'middle' ? x - (content.length * char) / 2 : anchor === 'end' ? x - content.length * char : x;
  // The box stands on the line: from a little under the baseline to a line and a half above it.
  const top = y - 1.15 * size;
  const height = 1.45 * size;
  let from = 0;
  for (const run of runs) {
    const at = run.index ?? 0;
    words(parent, content.slice(from, at), left + from * char, y, text, char);
    const box = { x: round(left + at * char), y: round(top), width: round(run[0].length * char), height: round(height) };
    addSvg('rect', { class: 'answer-box', ...box }, parent);
    from = at + run[0].length;
  }
  words(parent, content.slice(from), left + from * char, y, text, char);
  text.textContent = '';
}

/** The words between boxes (`α=`, ` β=`), as a text of the same class at their place. */
function words(parent: SvgEl, part: string, x: number, y: number, like: SvgEl, char: number): void {
  const shown = part.trim();
  if (shown === '') return;
  const lead = part.length - part.trimStart().length;
  addSvg('text', { class: like.getAttribute('class') ?? '', x: round(x + lead * char), y }, parent).textContent = shown;
}
