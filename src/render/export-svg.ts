/**
 * The exported drawing: a standalone <svg> holding the drawing's layers at full extent
 * (the viewBox is the drawing's bounds, no zoom or pan), its colours concrete in its own
 * <style>, since a file opened outside VS Code has no theme variables. The webview
 * exports a copy of what it shows with this; `gtree export --format svg` draws with
 * draw.ts into svg-lite and exports with this too, so both files are the same drawing.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { Rect } from './draw';
import { FONT, textWidth } from './geometry';
import { addSvg, newSvg, round, type SvgDocument, type SvgEl } from './svg-document';

/** Concrete colours (any CSS colour), the base stroke width in px and the font. */
export interface Palette {
  readonly fg: string;
  readonly bg: string;
  readonly muted: string;
  readonly accent: string;
  readonly max: string;
  readonly min: string;
  readonly chance: string;
  readonly player: string;
  readonly cut: string;
  readonly current: string;
  readonly coin: string;
  readonly line: number;
  readonly font: string;
}

/** For slides and paper: white background, black and grey ink; the shapes tell MAX from MIN. */
export const LIGHT_INK: Palette = {
  fg: '#000000',
  bg: '#ffffff',
  muted: '#595959',
  accent: '#000000',
  max: '#000000',
  min: '#000000',
  chance: '#000000',
  player: '#000000',
  cut: '#000000',
  current: '#bdbdbd',
  coin: '#d9d9d9',
  line: 1.3,
  // Monospace, as the panel draws with the editor's font: geometry.ts sizes boxes by character counts.
  font: "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace",
};

/**
 * The look of media/diagram.css's tree section, without what only the live view needs
 * (hover, the editor's highlight, the toggle, zoomed-out texts). Keep the two in step:
 * the browser test compares an exported drawing's computed styles with the live one's.
 */
export function exportStyle(p: Palette): string {
  const w = (k: number): string => `${+(p.line * k).toFixed(2)}px`;
  return [
    `text{fill:${p.fg};font-family:${p.font}}`,
    `.level{font-size:12px;font-weight:600;fill:${p.muted};letter-spacing:0.05em;paint-order:stroke;stroke:${p.bg};stroke-width:3px;stroke-linejoin:round}`,
    `.edge .link{fill:none;stroke:${p.muted};stroke-width:${w(1)};stroke-linejoin:round}`,
    `.edge.pv .link{stroke:${p.accent};stroke-width:${w(2.6)}}`,
    '.edge .through{display:none}',
    `.edge .strike{stroke:${p.cut};stroke-width:${w(2.4)};stroke-linecap:round}`,
    `.heading{font-size:${FONT.edge}px}`,
    `.sheet-heading .rule{stroke:${p.fg};stroke-width:${w(0.8)}}`,
    `.edge-label{font-size:12px;fill:${p.muted};paint-order:stroke;stroke:${p.bg};stroke-width:5px;stroke-linejoin:round}`,
    `.node .outline{fill:${p.bg};stroke:${p.fg};stroke-width:${w(1)}}`,
    `.node.max .outline{stroke:${p.max}}`,
    `.node.min .outline{stroke:${p.min}}`,
    `.node.chance .outline{stroke:${p.chance}}`,
    `.node.player .outline{stroke:${p.player}}`,
    '.node.ref .outline{stroke-dasharray:3 2}',
    `.node.pv .outline{stroke-width:${w(2)}}`,
    '.node .value{font-size:13px;font-weight:600}',
    `.node .window{font-size:10px;fill:${p.muted}}`,
    '.node .label{font-size:10px;font-style:italic}',
    `.node .label,.node .window{paint-order:stroke;stroke:${p.bg};stroke-width:5px;stroke-linejoin:round}`,
    `.node .player-name{font-size:10px;fill:${p.muted}}`,
    `.node .badge{font-size:10px;font-weight:700;fill:${p.accent}}`,
    `.node .hidden-count{font-size:10px;fill:${p.muted}}`,
    `.node.current .outline{fill:${p.current};fill-opacity:0.3;stroke-width:${w(2.5)}}`,
    `.position .backdrop{fill:${p.bg}}`,
    '.position .board,.position .grid,.position .mark{fill:none}',
    `.position .board{stroke:${p.muted};stroke-width:1px}`,
    `.position .grid{stroke:${p.muted};stroke-width:0.6px}`,
    '.position .mark{stroke-width:1.5px;stroke-linecap:round}',
    `.position .mark.x{stroke:${p.max}}`,
    `.position .mark.o{stroke:${p.min}}`,
    `.position .coin{fill:${p.coin};stroke:${p.fg};stroke-width:0.6px}`,
    `.position .empty{fill:none;stroke:${p.muted};stroke-width:0.8px;stroke-dasharray:2 1.5}`,
    `.position .unit,.position .bar{fill:${p.muted}}`,
    '.position .count{font-size:10px}',
    '.node.faded,.edge.faded .link,.edge.faded .edge-label{opacity:0.35}',
    '.node.pending>*,.edge.pending .link{opacity:0.15}',
    '.node.pending>.label,.node.pending>.position,.node.pending.given>.outline,.node.pending.given>.value,.edge.pending .edge-label{opacity:0.5}',
  ].join('\n');
}

/** `<svg>` sized to `bounds`, with a title, the style, a background and `layers` (moved into it). */
export function standaloneSvg(doc: SvgDocument, layers: readonly SvgEl[], bounds: Rect, palette: Palette, title: string, extraStyle = ''): SvgEl {
  const { x, y, w, h } = bounds;
  const svg = newSvg(doc, 'svg', { viewBox: `${x} ${y} ${w} ${h}`, width: w, height: h });
  addSvg('title', {}, svg).textContent = title;
  addSvg('style', {}, svg).textContent = extraStyle === '' ? exportStyle(palette) : `${exportStyle(palette)}\n${extraStyle}`;
  addSvg('rect', { class: 'background', x, y, width: w, height: h, fill: palette.bg }, svg);
  for (const layer of layers) svg.appendChild(layer);
  return svg;
}

/** The file's <title>: the tree, and the run when there is one. */
export const exportTitle = (d: DiagramModel): string => (d.algorithm ? `${d.title} — ${d.algorithm}, value ${d.rootValue ?? '?'}` : d.title);

/** A heading's line height, and the space between the heading and the drawing, in px. */
const HEADING_LINE = 1.6 * FONT.edge;
const HEADING_GAP = 12;
/** The shortest rule to write a name on, in px. */
const RULE = 240;

/**
 * A printed sheet's heading (its name line, its conventions) as text lines above the drawing,
 * from its left edge: the layer to add and the bounds grown to hold it (wider, where a line is
 * wider than the tree). Drawn into the SVG and transcribed to TikZ alike (class `heading`).
 */
export function headingLayer(doc: SvgDocument, lines: readonly string[], bounds: Rect): { layer: SvgEl; bounds: Rect } {
  const layer = newSvg(doc, 'g', { class: 'sheet-heading' });
  const top = bounds.y - lines.length * HEADING_LINE - HEADING_GAP;
  let right = bounds.x + bounds.w;
  lines.forEach((line, i) => {
    // The baseline sits a descent above the line's bottom.
    const y = round(top + (i + 1) * HEADING_LINE - 0.3 * FONT.edge);
    // A line to write on (`Name: ____`) is its words and a rule as long as its underscores, at least RULE: room for a hand.
    const blank = /^(.*?)\s*(_{3,})$/.exec(line);
    const words = blank ? blank[1] : line;
    addSvg('text', { class: 'heading', x: round(bounds.x), y }, layer).textContent = words;
    let end = bounds.x + textWidth(words, FONT.edge);
    if (blank) {
      const from = end + FONT.edge / 2;
      end = from + Math.max(RULE, textWidth(blank[2], FONT.edge));
      addSvg('line', { class: 'rule', x1: round(from), y1: y + 2, x2: round(end), y2: y + 2 }, layer);
    }
    right = Math.max(right, end);
  });
  const w = right - bounds.x;
  return { layer, bounds: { x: bounds.x, y: top, w, h: bounds.y + bounds.h - top } };
}
