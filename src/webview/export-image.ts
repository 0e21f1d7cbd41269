/**
 * Answers the host's `export`: a copy of what is drawn (collapsed nodes stay collapsed,
 * a replay step stays that step) at full extent, as SVG text, a PNG rendered from
 * that SVG, or that SVG transcribed to TikZ (export-tikz.ts). The copy leaves out what belongs to the live view only: the shared
 * collapse toggle, hover tooltips, the editor's highlight and where the ruler was moved, the tree
 * widget's focus ring, roles and states, practice mode's marks and edge hit lines, and which texts were left out of
 * the layout off screen (offscreen.ts).
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
    for (const el of Array.from(layer.querySelectorAll('.highlighted, .hinted, .off'))) el.classList.remove('highlighted', 'hinted', 'off');
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

/**
 * The theme's colours as the page resolved them. A colour is read off a probe that paints with it
 * (diagram.css's variables may hold any CSS colour, `light-dark()` on the self-contained page),
 * so that the file gets concrete colours: `#rrggbb`, or `rgba()` where the theme's is translucent.
 */
function themePalette(viewport: SVGGElement): Palette {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.hidden = true;
  const colour = (name: string, fallback: string): string => {
    probe.style.color = `var(${name}, ${fallback})`;
    return hexOf(getComputedStyle(probe).color);
  };
  try {
    return {
      fg: colour('--tree-fg', LIGHT_INK.fg),
      bg: colour('--tree-bg', LIGHT_INK.bg),
      muted: colour('--tree-muted', LIGHT_INK.muted),
      accent: colour('--tree-accent', LIGHT_INK.accent),
      max: colour('--tree-max', LIGHT_INK.max),
      min: colour('--tree-min', LIGHT_INK.min),
      chance: colour('--tree-chance', LIGHT_INK.chance),
      player: colour('--tree-player', LIGHT_INK.player),
      cut: colour('--tree-cut', LIGHT_INK.cut),
      current: colour('--tree-current', LIGHT_INK.current),
      coin: colour('--tree-coin', LIGHT_INK.coin),
      line: parseFloat(getComputedStyle(document.body).getPropertyValue('--tree-line')) || LIGHT_INK.line,
      font: getComputedStyle(viewport.querySelector('text') ?? document.body).fontFamily || LIGHT_INK.font,
    };
  } finally {
    probe.remove();
  }
}

/** A computed `rgb(r, g, b)` as `#rrggbb`; anything else (a translucent `rgba()`) as it is. */
function hexOf(computed: string): string {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(computed);
  const hex = (c: string): string => Number(c).toString(16).padStart(2, '0');
  return rgb ? `#${hex(rgb[1])}${hex(rgb[2])}${hex(rgb[3])}` : computed;
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
