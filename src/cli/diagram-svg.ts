/**
 * `gtree export --format svg|tikz`: the panel's drawing without the panel. The tree goes through
 * the panel's drawing pipeline (render/pipeline.ts), laid out by ELK in Node, drawn into svg-lite, and exported with light ink as the panel exports it: as SVG, or
 * transcribed to TikZ (export-tikz.ts), the same drawing at the same coordinates.
 */
import type { DiagramModel } from '../core';
import type { Rect } from '../render/draw';
import { exportTitle, LIGHT_INK, standaloneSvg } from '../render/export-svg';
import { tikzOf } from '../render/export-tikz';
import { layoutWith } from '../render/layout';
import { drawWholeLater } from '../render/pipeline';
import { fileLayers, sheetFiles, type Decorate } from '../render/sheet-file';
import { SVG_NS } from '../render/svg-document';
import { LiteDocument, serializeSvg, type LiteElement } from '../render/svg-lite';

export type { Decorate } from '../render/sheet-file';

/**
 * The whole tree (nothing collapsed), in the run's final state: the drawing's layers and their
 * extent, under `heading`'s lines when there are any (a printed sheet's name line and conventions).
 */
async function drawn(
  diagram: DiagramModel,
  heading: readonly string[],
  decorate?: Decorate,
): Promise<{ doc: LiteDocument; layers: LiteElement[]; bounds: Rect }> {
  // Loaded on first use, from a bundle of its own in dist/ (scripts/cli-bundles.mjs): the other commands do not even parse ELK.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  const doc = new LiteDocument();
  const viewport = doc.createElementNS(SVG_NS, 'g');
  const scene = await drawWholeLater(viewport, diagram, (input) => layoutWith(elk, input), decorate?.room);
  const { layers, bounds } = fileLayers(doc, viewport, scene, heading, decorate);
  return { doc, layers: layers as LiteElement[], bounds };
}

export async function diagramSvg(diagram: DiagramModel, heading: readonly string[] = [], decorate?: Decorate): Promise<string> {
  const { doc, layers, bounds } = await drawn(diagram, heading, decorate);
  const svg = standaloneSvg(doc, layers, bounds, LIGHT_INK, exportTitle(diagram), decorate?.style);
  return `${serializeSvg(svg as LiteElement)}\n`;
}

export async function diagramTikz(
  diagram: DiagramModel,
  options: { readonly standalone: boolean; readonly light: boolean; readonly heading?: readonly string[]; readonly decorate?: Decorate },
): Promise<string> {
  const { layers, bounds } = await drawn(diagram, options.heading ?? [], options.decorate);
  return tikzOf(layers, bounds, { ...options, title: exportTitle(diagram) });
}

/** One drawing (one layout) as light-ink SVG text and a standalone TikZ document: a marked sheet's two files. */
export async function diagramFiles(diagram: DiagramModel, heading: readonly string[], decorate?: Decorate): Promise<{ svg: string; tikz: string }> {
  const { doc, layers, bounds } = await drawn(diagram, heading, decorate);
  const files = sheetFiles(doc, diagram, { layers, bounds }, decorate?.style);
  return { svg: `${serializeSvg(files.svg as LiteElement)}\n`, tikz: files.tikz };
}
