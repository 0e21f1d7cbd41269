/**
 * Answers the host's `export`: a copy of what is drawn (collapsed nodes stay collapsed,
 * a replay step stays that step) at full extent, as SVG text, a PNG rendered from
 * that SVG, or that SVG transcribed to TikZ (export-tikz.ts). The copy leaves out what belongs to the live view only: the shared
 * collapse toggle, hover tooltips, the editor's highlight and where the ruler was moved, the tree
 * widget's focus ring, roles and states, and practice mode's marks and edge hit lines.
 */
import type { Scene } from '../render/draw';
import { LIGHT_INK, standaloneSvg, type Palette } from '../render/export-svg';
import { tikzOf } from '../render/export-tikz';
import type { DrawingFormat } from '../shared/messages';

/** PNGs are rendered at twice the drawing's size, less when that would pass what a canvas can hold. */
const PNG_SCALE = 2;
const MAX_CANVAS_SIDE = 16_384;
const MAX_CANVAS_PIXELS = 64e6;
/** The page's own layers, never part of a drawing: the collapse toggle, the focus ring, the drag's drop bar. */
const PAGE_LAYERS = new Set(['toggle', 'focus-ring', 'drop-indicator']);
/** What tree-widget.ts sets on the tree and its items; the drawing's own `aria-label`s (values, windows) are on texts and stay. */
const WIDGET_ATTRIBUTE = /^(role|tabindex|aria-.*)$/;

export async function exportImage(viewport: SVGGElement, scene: Scene, title: string, format: DrawingFormat, light: boolean): Promise<string> {
  const layers = Array.from(viewport.children, (el) => el.cloneNode(true) as SVGElement).filter((el) => !PAGE_LAYERS.has(el.id));
  for (const layer of layers) {
    for (const el of Array.from(layer.querySelectorAll('title, .hit, .verdict, .hint-ring'))) el.remove();
    for (const el of Array.from(layer.querySelectorAll('.highlighted, .hinted'))) el.classList.remove('highlighted', 'hinted');
    // The tree widget's roles and states (tree-widget.ts) belong to the live page.
    for (const el of [layer, ...Array.from(layer.querySelectorAll('[role]'))]) {
      for (const name of el.getAttributeNames()) if (WIDGET_ATTRIBUTE.test(name)) el.removeAttribute(name);
    }
    for (const el of Array.from(layer.querySelectorAll('[data-verdict]'))) el.removeAttribute('data-verdict');
    // The ruler goes back beside the tree wherever the view had moved it.
    if (layer.id === 'levels') {
      layer.removeAttribute('transform');
      layer.querySelector('.ruler-gutter')?.remove();
    }
  }
  if (format === 'tikz') return tikzOf(layers, scene.bounds, { standalone: true, light, title });
  const palette = light ? LIGHT_INK : themePalette(viewport);
  const svg = new XMLSerializer().serializeToString(standaloneSvg(document, layers, scene.bounds, palette, title) as SVGSVGElement);
  return format === 'svg' ? svg : pngOf(svg, scene.bounds.w, scene.bounds.h);
}

/** The theme's colours as the page resolved them (the CSS variables of diagram.css, read as concrete values). */
function themePalette(viewport: SVGGElement): Palette {
  const css = getComputedStyle(document.body);
  const v = (name: string, fallback: string): string => css.getPropertyValue(name).trim() || fallback;
  const text = viewport.querySelector('text');
  return {
    fg: v('--tree-fg', LIGHT_INK.fg),
    bg: v('--tree-bg', LIGHT_INK.bg),
    muted: v('--tree-muted', LIGHT_INK.muted),
    accent: v('--tree-accent', LIGHT_INK.accent),
    max: v('--tree-max', LIGHT_INK.max),
    min: v('--tree-min', LIGHT_INK.min),
    chance: v('--tree-chance', LIGHT_INK.chance),
    player: v('--tree-player', LIGHT_INK.player),
    cut: v('--tree-cut', LIGHT_INK.cut),
    current: v('--tree-current', LIGHT_INK.current),
    coin: v('--tree-coin', LIGHT_INK.coin),
    line: parseFloat(v('--tree-line', '')) || LIGHT_INK.line,
    font: (text ? getComputedStyle(text) : css).fontFamily || LIGHT_INK.font,
  };
}

/** Base64 of a PNG of `svg` (without the data: prefix). */
async function pngOf(svg: string, width: number, height: number): Promise<string> {
  const scale = Math.min(PNG_SCALE, MAX_CANVAS_SIDE / Math.max(width, height), Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas to render the PNG');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = canvas.toDataURL('image/png');
    return data.slice(data.indexOf(',') + 1);
  } finally {
    URL.revokeObjectURL(url);
  }
}
